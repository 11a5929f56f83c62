// SPDX-License-Identifier: GPL-3.0-or-later
// test_background_open: a scenario file opened with its run recorded on a worker thread
// (ScenarioDocument::openInBackground). Until the recording ends the document and the
// views keep the previous scenario and run whole (no runChanged, no half state); then the new
// scenario, file and run replace them together, exactly the run a plain open records (the
// slot-loan example's smtp slots 11221111331111, SCHEDULER_README's; no-loan's 11112211113311).
// A bad file changes nothing and says why; a second open, an edit or an undo made while one
// records wins over it; a window closed while its scenario records goes without a crash; a
// background open starts a new undo history, and what is edited after it is undone back to it.
// The worker puts nothing in words: a file's error is in the language installed when it is taken.
#include "ControllerSlots.h"
#include "ExamplePaths.h"
#include "MainWindowProbe.h"
#include "ScenarioDocumentProbe.h"
#include "core/run/Inspector.h"
#include "core/trace/Recording.h"
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/scenario/BackgroundRecording.h"
#include "ui/scenario/ScenarioDocument.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QTranslator>
#include <QUndoStack>
#include <QtTest>
#include <memory>
#include <string>

using qmgrlab::test::gui::kNoLoan;
using qmgrlab::test::gui::kSlotLoan;

using namespace qmgrlab;
using namespace qmgrlab::ui;

using qmgrlab::test::smtpSlots;

namespace {

constexpr int kWaitMs = 60000; // a recording on a loaded machine

// The length of path's run as a plain (synchronous) open records it.
std::size_t plainLength(const QString& path) {
    SimulationController controller;
    QString error;
    if (!controller.loadScenarioFile(path, &error))
        return 0;
    return controller.length();
}

// A list of `perDomain` recipients in each of five domains and 200 single messages: long enough
// to be still recording when the test goes on.
QString writeLargeScenario(const QTemporaryDir& dir, int perDomain) {
    QString text = QStringLiteral(R"({"format": "qmgrlab-scenario-1", "title": "large",
  "destinations": {"*": {"delivery_ms": 1000}},
  "messages": [{"id": "list", "arrival_ms": 0, "recipients": {)");
    for (int d = 1; d <= 5; ++d)
        text += QStringLiteral(R"("d%1.example": %2%3)").arg(d).arg(perDomain).arg(d < 5 ? "," : "");
    text += QStringLiteral("}}");
    for (int m = 0; m < 200; ++m)
        text += QStringLiteral(R"(, {"id": "m%1", "arrival_ms": %2, "recipients": ["u%1@d%3.example"]})")
                    .arg(m)
                    .arg(m * 20)
                    .arg(m % 5 + 1);
    text += QStringLiteral("]}\n");
    const QString path = dir.filePath(QStringLiteral("large.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0)
        return {};
    return path;
}

} // namespace

class BackgroundOpenTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Opened in the background, the document and the run are the plain open's, all at once.
    void opensTheSameRunAsAPlainOpen() {
        SimulationController controller;
        ScenarioDocument document(&controller);
        QSignalSpy runChanged(&controller, &SimulationController::runChanged);
        QSignalSpy finished(&document, &ScenarioDocument::backgroundOpenFinished);
        QSignalSpy opened(&document, &ScenarioDocument::opened);
        document.openInBackground(kSlotLoan);
        QVERIFY(document.recording());
        QCOMPARE(qmgrlab::ui::ScenarioDocumentProbe(document).recordingPath(), kSlotLoan);
        // Nothing is shown before the whole run is there.
        QVERIFY(!qmgrlab::ui::ScenarioDocumentProbe(document).hasScenario());
        QVERIFY(!controller.hasRun());
        QCOMPARE(runChanged.count(), 0);
        QCOMPARE(opened.count(), 0);
        QVERIFY(finished.wait(kWaitMs));
        QCOMPARE(finished.count(), 1);
        // Opened (the lecture layout fits itself to it), as a plain open says.
        QCOMPARE(opened.count(), 1);
        QCOMPARE(finished.first().at(0).toString(), kSlotLoan);
        QVERIFY(finished.first().at(1).toBool());
        QVERIFY(!document.recording());
        QCOMPARE(runChanged.count(), 1);
        QVERIFY(qmgrlab::ui::ScenarioDocumentProbe(document).hasScenario());
        QCOMPARE(document.filePath(), kSlotLoan);
        QCOMPARE(document.displayName(), QStringLiteral("slot-loan.json"));
        QVERIFY(!document.modified());
        QVERIFY(controller.run().complete());
        QCOMPARE(controller.position(), std::size_t{0});
        QCOMPARE(controller.length(), plainLength(kSlotLoan));
        QCOMPARE(smtpSlots(controller), std::string("11221111331111"));
        QCOMPARE(controller.scenario(), document.scenario());
        // The decision jumps work on the adopted run's index.
        controller.nextDecision();
        QVERIFY(controller.position() > 0);
    }

    // While the new run records, the previous scenario and run stay whole and can be moved in.
    void previousRunStaysWholeUntilTheEnd() {
        SimulationController controller;
        ScenarioDocument document(&controller);
        QString error;
        QVERIFY2(document.open(kSlotLoan, &error), qPrintable(error));
        controller.seek(5);
        QSignalSpy runChanged(&controller, &SimulationController::runChanged);
        QSignalSpy recordingChanged(&document, &ScenarioDocument::recordingChanged);
        document.openInBackground(kNoLoan);
        QCOMPARE(recordingChanged.count(), 1);
        QVERIFY(recordingChanged.first().at(0).toBool());
        QCOMPARE(document.filePath(), kSlotLoan);
        QCOMPARE(smtpSlots(controller), std::string("11221111331111"));
        controller.seek(7);
        QCOMPARE(controller.position(), std::size_t{7});
        QVERIFY2(document.waitForRecording(&error), qPrintable(error));
        QCOMPARE(recordingChanged.count(), 2);
        QVERIFY(!recordingChanged.last().at(0).toBool());
        QCOMPARE(runChanged.count(), 1);
        QCOMPARE(document.filePath(), kNoLoan);
        QCOMPARE(smtpSlots(controller), std::string("11112211113311"));
        QCOMPARE(controller.position(), std::size_t{0}); // a new file starts at the beginning
        QCOMPARE(controller.length(), plainLength(kNoLoan));
    }

    void badFileChangesNothing() {
        SimulationController controller;
        ScenarioDocument document(&controller);
        QString error;
        QSignalSpy plainOpened(&document, &ScenarioDocument::opened);
        QVERIFY(document.open(kSlotLoan, &error));
        QCOMPARE(plainOpened.count(), 1);
        QTemporaryDir dir;
        const QString missing = dir.filePath(QStringLiteral("missing.json"));
        QSignalSpy runChanged(&controller, &SimulationController::runChanged);
        QSignalSpy finished(&document, &ScenarioDocument::backgroundOpenFinished);
        QSignalSpy opened(&document, &ScenarioDocument::opened);
        document.openInBackground(missing);
        QVERIFY(finished.wait(kWaitMs));
        QVERIFY(!finished.first().at(1).toBool());
        QCOMPARE(opened.count(), 0);
        const QString reason = finished.first().at(2).toString();
        QVERIFY2(reason.contains(QStringLiteral("missing.json")), qPrintable(reason));
        QCOMPARE(runChanged.count(), 0);
        QCOMPARE(document.filePath(), kSlotLoan);
        QCOMPARE(smtpSlots(controller), std::string("11221111331111"));
        // waitForRecording reports the same failure.
        document.openInBackground(missing);
        QVERIFY(!document.waitForRecording(&error));
        QCOMPARE(error, reason);
    }

    // The latest request wins: a second file opened while the first records replaces it, and the
    // first one's run never reaches the document.
    void anotherOpenWhileOneRecords() {
        QTemporaryDir dir;
        const QString large = writeLargeScenario(dir, 20000);
        QVERIFY(!large.isEmpty());
        SimulationController controller;
        ScenarioDocument document(&controller);
        QSignalSpy runChanged(&controller, &SimulationController::runChanged);
        QSignalSpy finished(&document, &ScenarioDocument::backgroundOpenFinished);
        document.openInBackground(large);
        QVERIFY(document.recording());
        document.openInBackground(kSlotLoan);
        QCOMPARE(qmgrlab::ui::ScenarioDocumentProbe(document).recordingPath(), kSlotLoan);
        QVERIFY(finished.wait(kWaitMs));
        QThreadPool::globalInstance()->waitForDone(); // the abandoned recording too
        QCoreApplication::processEvents();
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.first().at(0).toString(), kSlotLoan);
        QCOMPARE(runChanged.count(), 1);
        QCOMPARE(document.filePath(), kSlotLoan);
        QCOMPARE(smtpSlots(controller), std::string("11221111331111"));
        // And the other way round: the large file opened last is the one that stays.
        document.openInBackground(kNoLoan);
        document.openInBackground(large);
        QVERIFY(finished.wait(kWaitMs));
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents();
        QCOMPARE(finished.count(), 2);
        QCOMPARE(document.filePath(), large);
        QCOMPARE(controller.length(), plainLength(large));
    }

    // An edit or an undo made while a file records wins too: the recording is abandoned.
    void editWhileRecordingAbandonsIt() {
        SimulationController controller;
        ScenarioDocument document(&controller);
        QString error;
        QVERIFY(document.open(kSlotLoan, &error));
        QSignalSpy finished(&document, &ScenarioDocument::backgroundOpenFinished);
        document.openInBackground(kNoLoan);
        Scenario edited = document.scenario();
        edited.title += " (edited)";
        QVERIFY2(document.edit(edited, &error), qPrintable(error));
        QVERIFY(document.rerunning()); // the edit's run records, the open's does not
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents();
        QCOMPARE(finished.count(), 0);
        QCOMPARE(document.filePath(), kSlotLoan);
        QCOMPARE(document.scenario().title, edited.title);
        // Undo while another file records: the undo is the latest request.
        document.openInBackground(kNoLoan);
        document.undoStack()->undo();
        QVERIFY(document.rerunning());
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents();
        QCOMPARE(finished.count(), 0);
        QVERIFY(document.scenario().title != edited.title);
        QCOMPARE(smtpSlots(controller), std::string("11221111331111"));
    }

    // A background open starts a new history: nothing of the previous file to undo; an edit made
    // after it is undone back to the opened file's scenario and run.
    void undoAfterABackgroundOpen() {
        SimulationController controller;
        ScenarioDocument document(&controller);
        QString error;
        QVERIFY(document.open(kSlotLoan, &error));
        Scenario edited = document.scenario();
        edited.title += " (edited)";
        QVERIFY(document.edit(edited, &error));
        QVERIFY(document.undoStack()->canUndo());
        document.openInBackground(kNoLoan);
        QVERIFY2(document.waitForRecording(&error), qPrintable(error));
        QVERIFY(!document.undoStack()->canUndo());
        QVERIFY(!document.modified());
        const Scenario opened = document.scenario();
        Scenario changed = opened;
        for (ParameterSetting& setting : changed.mainCf) {
            if (setting.name == "default_delivery_slot_discount")
                setting.value = "50"; // no-loan sets 0: the slot-loan example's value gives its loan back
        }
        QVERIFY(changed != opened);
        QVERIFY2(document.edit(changed, &error), qPrintable(error));
        QVERIFY(document.modified());
        QVERIFY2(document.waitForRecording(&error), qPrintable(error));
        QCOMPARE(smtpSlots(controller), std::string("11221111331111"));
        document.undoStack()->undo();
        QVERIFY2(document.waitForRecording(&error), qPrintable(error));
        QCOMPARE(document.scenario(), opened);
        QCOMPARE(document.filePath(), kNoLoan);
        QVERIFY(!document.modified());
        QCOMPARE(smtpSlots(controller), std::string("11112211113311"));
        QVERIFY(!document.undoStack()->canUndo());
    }

    // The window: busy while it records, the status bar says so; then the file's run and title.
    void windowShowsTheRecordingState() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.openPathInBackground(kNoLoan);
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("no-loan.json")));
        QCOMPARE(window.cursor().shape(), Qt::BusyCursor);
        QVERIFY(!window.controller()->hasRun());
        QTRY_VERIFY_WITH_TIMEOUT(window.controller()->hasRun(), kWaitMs);
        QVERIFY(!window.document()->recording());
        QCOMPARE(window.cursor().shape(), Qt::ArrowCursor);
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("no-loan.json")));
        QCOMPARE(smtpSlots(*window.controller()), std::string("11112211113311"));
        QVERIFY(qmgrlab::ui::MainWindowProbe(window).lastError().isEmpty());
    }

    // A window closed and destroyed while its scenario records: no crash, nothing delivered later.
    void closeEarlyWhileRecording() {
        QTemporaryDir dir;
        const QString large = writeLargeScenario(dir, 40000);
        QVERIFY(!large.isEmpty());
        {
            auto window = std::make_unique<MainWindow>();
            window->show();
            window->openInBackground(new BackgroundRecording(large));
            QVERIFY(window->document()->recording());
            window->close();
        }
        // The worker ends on its own and frees its run; then a new window opens the same file.
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents();
        MainWindow window;
        window.openPathInBackground(large);
        QString error;
        QVERIFY2(window.document()->waitForRecording(&error), qPrintable(error));
        QCOMPARE(window.controller()->length(), plainLength(large));
    }

    // The program's --screenshot path: the recording started before the window, taken over.
    void recordingStartedBeforeTheWindow() {
        auto* recording = new BackgroundRecording(kSlotLoan);
        recording->waitForFinished(); // finished before the document hears of it
        SimulationController controller;
        ScenarioDocument document(&controller);
        QSignalSpy finished(&document, &ScenarioDocument::backgroundOpenFinished);
        document.openInBackground(recording);
        QVERIFY(document.recording());
        QVERIFY(finished.wait(kWaitMs));
        QCOMPARE(smtpSlots(controller), std::string("11221111331111"));
    }

    // A recording nobody wants any more stops: a run of a million steps (a message deferred for
    // longer than the run, the deferred queue scanned every second until stop_ms) abandoned soon
    // after it started leaves the thread pool idle long before the whole run would have been
    // recorded, so that opening another file or quitting does not wait for it.
    void abandonedRecordingStops() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("scans.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "qmgrlab-scenario-1", "deferred_queue": true, "stop_ms": 1000000000,
            "main.cf": {"minimal_backoff_time": "2147483647s", "maximal_backoff_time": "2147483647s",
                        "maximal_queue_lifetime": "8640000s", "queue_run_delay": "1s"},
            "destinations": {"*": {"delivery_ms": 1000, "down": [[0, 2000]]}},
            "messages": [{"id": "m1", "arrival_ms": 0, "recipients": ["u@x.example"]}]})");
        file.close();
        QThreadPool::globalInstance()->waitForDone();
        QElapsedTimer clock;
        clock.start();
        BackgroundRecording whole(path);
        whole.waitForFinished();
        const qint64 wholeMs = clock.elapsed();
        QVERIFY(whole.take().run->knownSteps() > 900'000);

        auto abandoned = std::make_unique<BackgroundRecording>(path);
        QTest::qWait(static_cast<int>(wholeMs / 10)); // the worker is recording
        QVERIFY(!abandoned->isFinished());
        clock.restart();
        abandoned.reset();
        QVERIFY(QThreadPool::globalInstance()->waitForDone(static_cast<int>(10 * wholeMs)));
        QVERIFY2(
            clock.elapsed() < wholeMs / 3,
            qPrintable(
                QStringLiteral("whole run %1 ms, stopped after %2 ms").arg(wholeMs).arg(clock.elapsed())));
    }

    // The screenshot's path: the run handed over at the step asked for (clamped to its end), as a
    // seek there would leave it, and the views told once.
    // A recording may start before the program's language is installed (before QApplication, for
    // the command line's scenario): its error is translated when taken, in German here although
    // the translator came after the worker had failed.
    void errorInTheLanguageWhenTaken() {
        QTemporaryDir dir;
        const QString missing = dir.filePath(QStringLiteral("missing.json"));
        BackgroundRecording recording(missing);
        recording.waitForFinished();
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/qmgrlab_de.qm")));
        QVERIFY(QCoreApplication::installTranslator(&german));
        const BackgroundRecording::Result result = recording.take();
        QCoreApplication::removeTranslator(&german);
        QVERIFY(!result.run);
        QVERIFY2(result.error.startsWith(missing + QStringLiteral(": die Datei kann nicht gelesen werden: ")),
                 qPrintable(result.error));
    }

    void recordingLeftAtAStep() {
        SimulationController controller;
        ScenarioDocument document(&controller);
        QSignalSpy positionChanged(&controller, &SimulationController::positionChanged);
        document.openInBackground(new BackgroundRecording(kSlotLoan, 12));
        QString error;
        QVERIFY2(document.waitForRecording(&error), qPrintable(error));
        QCOMPARE(controller.position(), std::size_t{12});
        QCOMPARE(positionChanged.count(), 1);
        SimulationController seeked;
        QVERIFY2(seeked.loadScenarioFile(kSlotLoan, &error), qPrintable(error));
        seeked.seek(12);
        const Inspector adopted(controller.run());
        const Inspector expected(seeked.run());
        QCOMPARE(adopted.nowMs(), expected.nowMs());
        QCOMPARE(adopted.totalSent(), expected.totalSent());
        QVERIFY(adopted.totalSent() > 0);
        QCOMPARE(adopted.inCoreRecipients(), expected.inCoreRecipients());
        QCOMPARE(adopted.activeMessages().size(), expected.activeMessages().size());

        document.openInBackground(new BackgroundRecording(kSlotLoan, 1'000'000));
        QVERIFY2(document.waitForRecording(&error), qPrintable(error));
        QCOMPARE(controller.position(), plainLength(kSlotLoan));
    }
};

QTEST_MAIN(BackgroundOpenTest)
#include "test_background_open.moc"
