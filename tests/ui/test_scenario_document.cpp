// SPDX-License-Identifier: GPL-3.0-or-later
// test_scenario_document: the scenario document owns where the scenario lives and whether it
// has unsaved changes. Opening a file or an example, a bad file that changes nothing, an edit
// that reruns at the same position (SCHEDULER_README's slot-loan example without the discount
// becomes the no-loan sequence 11112211113311), an edit whose rerun fails and is taken back,
// saving (an edit in the scenario editor keeps what it has no column for), a failed save, a new
// scenario.
#include "ControllerSlots.h"
#include "ExamplePaths.h"
#include "core/scenario/Scenario.h"
#include "core/trace/Recording.h"
#include "ui/SimulationController.h"
#include "ui/scenario/ScenarioDocument.h"
#include "ui/scenario/ScenarioEditor.h"

#include <QDialog>
#include <QFile>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <string>
#include <vector>

using qmgrlab::test::gui::kSlotLoan;

using namespace qmgrlab;
using namespace qmgrlab::ui;

using qmgrlab::test::smtpSlots;

namespace {

const QString kTitle = QStringLiteral("Slot loan: two small mails overtake a 10-recipient mail");

// The scenario with default_delivery_slot_discount = 0 (the example sets it to 50).
Scenario withoutDiscount(Scenario scenario) {
    for (ParameterSetting& setting : scenario.mainCf) {
        if (setting.name == "default_delivery_slot_discount")
            setting.value = std::to_string(0);
    }
    return scenario;
}

} // namespace

class ScenarioDocumentTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void openFileAndExample() {
        SimulationController controller;
        ScenarioDocument document(&controller);
        QString error;
        QVERIFY2(document.open(kSlotLoan, &error), qPrintable(error));
        QCOMPARE(document.filePath(), kSlotLoan);
        QCOMPARE(document.displayName(), QStringLiteral("slot-loan.json"));
        QVERIFY(!document.modified());
        // An embedded example has no file to save to: the title names it.
        QVERIFY2(document.open(QStringLiteral(":/examples/slot-loan.json"), &error), qPrintable(error));
        QVERIFY(document.filePath().isEmpty());
        QCOMPARE(document.displayName(), kTitle);
    }

    void badFileChangesNothing() {
        SimulationController controller;
        ScenarioDocument document(&controller);
        QString error;
        QVERIFY(document.open(kSlotLoan, &error));
        QTemporaryDir dir;
        const QString missing = dir.filePath(QStringLiteral("missing.json"));
        QVERIFY(!document.open(missing, &error));
        QVERIFY2(error.contains(QStringLiteral("missing.json")), qPrintable(error));
        QCOMPARE(document.filePath(), kSlotLoan);
        QCOMPARE(smtpSlots(controller), std::string("11221111331111"));
    }

    void editRerunsAtTheSamePosition() {
        SimulationController controller;
        ScenarioDocument document(&controller);
        QString error;
        QVERIFY(document.open(kSlotLoan, &error));
        controller.seek(6);
        QSignalSpy changed(&document, &ScenarioDocument::changed);
        QVERIFY2(document.edit(withoutDiscount(controller.scenario()), &error), qPrintable(error));
        QVERIFY2(document.waitForRecording(&error), qPrintable(error));
        QCOMPARE(smtpSlots(controller), std::string("11112211113311"));
        QCOMPARE(controller.position(), std::size_t{6});
        QVERIFY(document.modified());
        QVERIFY(!changed.isEmpty());
        QCOMPARE(document.filePath(), kSlotLoan); // still where Save writes
        // An edit that does not validate is refused and leaves the run as it was.
        Scenario broken = controller.scenario();
        broken.mainCf.push_back({"default_delivery_slot_cost", "1", true});
        QVERIFY(!document.edit(broken, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(smtpSlots(controller), std::string("11112211113311"));
    }

    // A parameter edit returns at once: its values are checked as the panel takes them, the
    // scenario as a whole as it reruns. One that does not validate (here default_delivery_slot_cost
    // set twice) is taken back once its rerun fails: no step to undo, the scenario and the run as
    // they were, the reason said.
    void aFailedRerunTakesTheEditBack() {
        SimulationController controller;
        ScenarioDocument document(&controller);
        QString error;
        QVERIFY(document.open(kSlotLoan, &error));
        controller.seek(6);
        const Scenario opened = document.scenario();
        QSignalSpy failed(&document, &ScenarioDocument::stateFailed);
        std::vector<ParameterSetting> twice = opened.mainCf;
        twice.push_back({"default_delivery_slot_cost", "3", true});
        document.setMainCf(twice, QStringLiteral("Change 1 main.cf parameter(s)"), QString());
        QVERIFY(document.rerunning());
        QCOMPARE(document.scenario().mainCf, twice); // the document holds the edit at once
        QVERIFY(!document.waitForRecording(&error));
        QVERIFY2(error.contains(QStringLiteral("default_delivery_slot_cost")), qPrintable(error));
        QCOMPARE(failed.count(), 1);
        QCOMPARE(document.undoStack()->count(), 0);
        QCOMPARE(document.scenario(), opened);
        QCOMPARE(controller.scenario(), opened);
        QCOMPARE(smtpSlots(controller), std::string("11221111331111"));
        QCOMPARE(controller.position(), std::size_t{6});
        QVERIFY(!document.modified());
        QVERIFY(!document.recording());

        // An edit that runs, then at once one that fails (the first one's run abandoned for it):
        // the second is taken back, and the first, which never ran, runs then.
        document.setMainCf(withoutDiscount(opened).mainCf,
                           QStringLiteral("Set default_delivery_slot_discount = 0"),
                           QStringLiteral("default_delivery_slot_discount"));
        twice = document.scenario().mainCf;
        twice.push_back({"default_delivery_slot_cost", "3", true});
        document.setMainCf(twice, QStringLiteral("Change 1 main.cf parameter(s)"), QString());
        QVERIFY(!document.waitForRecording(&error));
        QCOMPARE(failed.count(), 2);
        QCOMPARE(document.undoStack()->count(), 1);
        QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Set default_delivery_slot_discount = 0"));
        QCOMPARE(document.scenario(), withoutDiscount(opened));
        QCOMPARE(controller.scenario(), withoutDiscount(opened));
        QCOMPARE(smtpSlots(controller), std::string("11112211113311"));
        QVERIFY(document.modified());
    }

    void saveWritesAndClearsModified() {
        SimulationController controller;
        ScenarioDocument document(&controller);
        QString error;
        QVERIFY(document.open(kSlotLoan, &error));
        QVERIFY(document.edit(withoutDiscount(controller.scenario()), &error));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("no-discount.json"));
        QVERIFY2(document.saveAs(path, &error), qPrintable(error));
        QCOMPARE(document.filePath(), path);
        QCOMPARE(document.displayName(), QStringLiteral("no-discount.json"));
        QVERIFY(!document.modified());
        // The saved file is the edited scenario.
        SimulationController reader;
        QVERIFY(reader.loadScenarioFile(path, &error));
        QCOMPARE(smtpSlots(reader), std::string("11112211113311"));
    }

    // The editor has no column for a message's sender, a replay's attempts or a destination's
    // delivery jitter: an edit of another field keeps them, and the saved file is the opened one
    // with that field changed. Recipients reordered in the editor take their attempts along.
    void editorKeepsWhatItDoesNotShow() {
        QTemporaryDir dir;
        const QString opened = dir.filePath(QStringLiteral("replay.json"));
        QFile file(opened);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            R"({"format": "qmgrlab-scenario-1", "title": "A replay", "epoch": "2024-03-14T08:00:00+01:00",
            "deferred_queue": true,
            "destinations": {"*": {"delivery_ms": 1000}, "x.example": {"delivery_ms": 500, "delivery_jitter_ms": 20}},
            "messages": [
              {"id": "q1", "arrival_ms": 0, "sender": "alice@a.example",
               "recipients": ["u@x.example", "v@x.example"],
               "attempts": [[{"ms": 2100, "connect_ms": 10, "start_ms": 900, "slack_ms": 5, "line_ms": 3000,
                              "outcome": "deferred", "reply": "450 4.2.0 Greylisted", "dsn": "4.2.0"},
                             {"ms": 1800, "outcome": "sent"}],
                            [{"ms": 300, "outcome": "refused", "reply": "connect to mx.x.example: refused"}]]},
              {"id": "q2", "arrival_ms": 1000, "sender": "", "null_sender": true, "recipients": ["w@y.example"],
               "attempts": [[{"ms": 50, "outcome": "bounced", "dsn": "5.1.1"}]]}]})");
        file.close();
        SimulationController controller;
        ScenarioDocument document(&controller);
        QString error;
        QVERIFY2(document.open(opened, &error), qPrintable(error));
        Scenario expected = loadScenarioFile(opened.toStdString());
        QCOMPARE(expected.messages[0].attempts.size(), std::size_t{2});

        ScenarioEditor editor(document.scenario());
        auto* messages = editor.findChild<QTableWidget*>(QStringLiteral("messagesTable"));
        QVERIFY(messages != nullptr);
        messages->item(1, 1)->setText(QStringLiteral("2000")); // q2's arrival
        editor.accept();
        QVERIFY2(editor.result() == QDialog::Accepted, qPrintable(editor.errorText()));
        QVERIFY2(document.edit(editor.scenario(), &error), qPrintable(error));
        const QString saved = dir.filePath(QStringLiteral("edited.json"));
        QVERIFY2(document.saveAs(saved, &error), qPrintable(error));
        expected.messages[1].arrivalMs = 2000;
        QFile written(saved);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(written.readAll().toStdString(), scenarioToJson(expected));

        // u and v swapped: each keeps its own attempts.
        ScenarioEditor swapped(document.scenario());
        swapped.findChild<QTableWidget*>(QStringLiteral("messagesTable"))
            ->item(0, 2)
            ->setText(QStringLiteral("v@x.example, u@x.example"));
        swapped.accept();
        QVERIFY2(swapped.result() == QDialog::Accepted, qPrintable(swapped.errorText()));
        const MessageSpec& q1 = swapped.scenario().messages[0];
        QCOMPARE(q1.addresses, (std::vector<std::string>{"v@x.example", "u@x.example"}));
        QCOMPARE(q1.attempts.size(), std::size_t{2});
        QCOMPARE(q1.attempts[0], expected.messages[0].attempts[1]);
        QCOMPARE(q1.attempts[1], expected.messages[0].attempts[0]);
        QCOMPARE(q1.sender, expected.messages[0].sender);
    }

    void failedSaveIsAnError() {
        SimulationController controller;
        ScenarioDocument document(&controller);
        QString error;
        QVERIFY(document.open(kSlotLoan, &error));
        QVERIFY(document.edit(withoutDiscount(controller.scenario()), &error));
        QTemporaryDir dir;
        const QString unwritable = dir.filePath(QStringLiteral("no-such-dir/x.json"));
        QVERIFY(!document.saveAs(unwritable, &error));
        QVERIFY2(error.contains(QStringLiteral("no-such-dir")), qPrintable(error));
        QVERIFY(document.modified());
        QCOMPARE(document.filePath(), kSlotLoan);
        QVERIFY(!QFile::exists(unwritable));
    }

    void newScenarioHasNoFileYet() {
        SimulationController controller;
        ScenarioDocument document(&controller);
        QString error;
        QVERIFY(document.open(kSlotLoan, &error));
        Scenario fresh = controller.scenario();
        fresh.title = "Fresh";
        QVERIFY2(document.create(fresh, &error), qPrintable(error));
        QVERIFY(document.filePath().isEmpty());
        QCOMPARE(document.displayName(), QStringLiteral("Fresh"));
        QVERIFY(document.modified());
        QVERIFY(!document.save(&error)); // Save needs Save as first
        QVERIFY(!error.isEmpty());
    }
};

QTEST_MAIN(ScenarioDocumentTest)
#include "test_scenario_document.moc"
