// SPDX-License-Identifier: GPL-3.0-or-later
// test_controller: SimulationController over every example: stepping back gives exactly
// the state that stepping forward had, seeking far away and back agrees with stepping,
// decision jumps land on entry selections, playing reaches the end, and a bad scenario
// keeps the previous run.
#include "ExamplePaths.h"
#include "core/run/Inspector.h"
#include "ui/SimulationController.h"
#include "ui/scenario/BackgroundRecording.h"

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <vector>

using qmgrlab::test::gui::kSlotLoan;

using qmgrlab::Inspector;
using qmgrlab::StepKind;
using qmgrlab::ui::SimulationController;

namespace {

// The scheduler's state at the controller's position, in words: counters, and per
// transport its job lists (scheduler's and by-time) with each job's slot counters.
QString describe(const SimulationController& controller) {
    const Inspector inspector(controller.run());
    QString text = QStringLiteral("pos=%1 t=%2 sent=%3 deferred=%4 active=%5 incore=%6\n")
                       .arg(controller.position())
                       .arg(controller.timeMs())
                       .arg(inspector.totalSent())
                       .arg(inspector.totalDeferred())
                       .arg(inspector.activeMessages().size())
                       .arg(inspector.inCoreRecipients());
    for (const qmgrlab::TransportId t : inspector.transportOrder()) {
        const qmgrlab::TransportInfo transport = inspector.transport(t);
        text += QStringLiteral("%1 busy=%2 pool=%3 current=%4 sched:")
                    .arg(QString::fromStdString(transport.name))
                    .arg(transport.busyAgents)
                    .arg(transport.pool)
                    .arg(transport.current == qmgrlab::kNone ? -1 : inspector.job(transport.current).message);
        for (const qmgrlab::JobId j : transport.schedList) {
            const qmgrlab::JobInfo job = inspector.job(j);
            text += QStringLiteral(" m%1[avail=%2 used=%3 lvl=%4 sel=%5/%6 blk=%7]")
                        .arg(job.message)
                        .arg(job.slotsAvailable)
                        .arg(job.slotsUsed)
                        .arg(job.stackLevel)
                        .arg(job.selectedEntries)
                        .arg(job.readEntries)
                        .arg(job.blocker);
        }
        text += QStringLiteral(" time:");
        for (const qmgrlab::JobId j : transport.timeList) {
            text += QStringLiteral(" m%1").arg(inspector.job(j).message);
        }
        text += QLatin1Char('\n');
    }
    return text;
}

QStringList exampleFiles() {
    const QDir dir(qmgrlab::test::gui::kExamplesDir);
    QStringList files;
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        files << dir.filePath(name);
    }
    return files;
}

// Stepping through more than this many steps per example would make the test slow
// without testing anything new.
constexpr std::size_t kMaxCheckedSteps = 3000;

} // namespace

class TestController : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void stepBackMatchesForward_data();
    void stepBackMatchesForward();
    void seekMatchesStepping_data();
    void seekMatchesStepping();
    void decisionJumpsLandOnSelections();
    void playReachesTheEnd();
    void playKeepsThePace();
    void adoptedRunKeepsItsPosition();
    void badScenarioKeepsPreviousRun();
};

void TestController::initTestCase() {
    QVERIFY2(!exampleFiles().isEmpty(), qPrintable("no examples in " + qmgrlab::test::gui::kExamplesDir));
}

void TestController::stepBackMatchesForward_data() {
    QTest::addColumn<QString>("path");
    for (const QString& path : exampleFiles()) {
        QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
    }
}

void TestController::stepBackMatchesForward() {
    QFETCH(QString, path);
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenarioFile(path, &error), qPrintable(error));
    QCOMPARE(controller.position(), std::size_t{0});
    QVERIFY(controller.length() > 0);

    const std::size_t steps = std::min(controller.length(), kMaxCheckedSteps);
    std::vector<QString> forward{describe(controller)};
    for (std::size_t i = 0; i < steps; ++i) {
        controller.stepForward();
        QCOMPARE(controller.position(), i + 1);
        forward.push_back(describe(controller));
    }
    for (std::size_t i = steps; i > 0; --i) {
        controller.stepBack();
        QCOMPARE(controller.position(), i - 1);
        QCOMPARE(describe(controller), forward[i - 1]);
    }
    for (std::size_t i = 0; i < steps; ++i) {
        controller.stepForward();
        QCOMPARE(describe(controller), forward[i + 1]);
    }
}

void TestController::seekMatchesStepping_data() {
    stepBackMatchesForward_data();
}

void TestController::seekMatchesStepping() {
    QFETCH(QString, path);
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenarioFile(path, &error), qPrintable(error));
    const std::size_t steps = std::min(controller.length(), kMaxCheckedSteps);
    std::vector<QString> forward{describe(controller)};
    for (std::size_t i = 0; i < steps; ++i) {
        controller.stepForward();
        forward.push_back(describe(controller));
    }
    const std::size_t length = controller.length();
    for (const std::size_t target : {std::size_t{0}, steps / 3, steps / 2, steps - 1, steps}) {
        controller.jumpToEnd();
        QCOMPARE(controller.position(), length);
        controller.seek(target);
        QCOMPARE(controller.position(), target);
        QCOMPARE(describe(controller), forward[target]);
    }
    // Seeking by time lands after the last step at or before that moment.
    controller.jumpToEnd();
    const std::int64_t middle = controller.run().recording().steps()[steps / 2].timeMs;
    controller.seekTime(middle);
    QCOMPARE(controller.timeMs(), middle);
    const auto& recorded = controller.run().recording().steps();
    QVERIFY(controller.position() == recorded.size() || recorded[controller.position()].timeMs > middle);
}

void TestController::decisionJumpsLandOnSelections() {
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenarioFile(kSlotLoan, &error), qPrintable(error));
    const auto& steps = controller.run().recording().steps();
    std::vector<std::size_t> selections; // positions right after a selection
    for (std::size_t i = 0; i < steps.size(); ++i) {
        if (steps[i].kind == StepKind::Selection) {
            selections.push_back(i + 1);
        }
    }
    QVERIFY(selections.size() >= 3);
    for (const std::size_t expected : selections) {
        controller.nextDecision();
        QCOMPARE(controller.position(), expected);
    }
    for (std::size_t k = selections.size() - 1; k > 0; --k) {
        controller.previousDecision();
        QCOMPARE(controller.position(), selections[k - 1]);
    }
    controller.previousDecision();
    QCOMPARE(controller.position(), std::size_t{0});
}

void TestController::playReachesTheEnd() {
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenarioFile(kSlotLoan, &error), qPrintable(error));
    QSignalSpy playing(&controller, &SimulationController::playingChanged);
    controller.setSpeed(1000); // clamped to the fastest speed
    QCOMPARE(controller.speed(), 200.0);
    controller.play();
    QVERIFY(controller.playing());
    QTRY_VERIFY_WITH_TIMEOUT(!controller.playing(), 20000);
    QCOMPARE(controller.position(), controller.length());
    QCOMPARE(playing.count(), 2);

    controller.setFastMode(true);
    controller.play(); // at the end, play starts over
    QTRY_VERIFY_WITH_TIMEOUT(!controller.playing(), 20000);
    QCOMPARE(controller.position(), controller.length());
}

void TestController::playKeepsThePace() {
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenarioFile(kSlotLoan, &error), qPrintable(error));
    controller.setSpeed(10);
    controller.play();
    QCOMPARE(controller.position(), std::size_t{1}); // the first step at once
    QTest::qWait(1000);
    controller.pause();
    // About ten more steps in a second; generous bounds for a busy machine.
    QVERIFY2(controller.position() >= 6 && controller.position() <= 14,
             qPrintable(QString::number(controller.position())));
}

// An edit's run, recorded on a worker at the position the window was at, is taken as it is:
// one runChanged, the position kept, the changed setting in the scenario it runs.
void TestController::adoptedRunKeepsItsPosition() {
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenarioFile(kSlotLoan, &error), qPrintable(error));
    controller.seek(5);
    qmgrlab::Scenario changed = controller.scenario();
    changed.setParameter("default_delivery_slot_cost", "0", true);
    qmgrlab::ui::BackgroundRecording recording(changed, controller.sourceName(), controller.position());
    recording.waitForFinished();
    qmgrlab::ui::BackgroundRecording::Result result = recording.take();
    QVERIFY2(result.run != nullptr, qPrintable(result.error));
    QSignalSpy runChanged(&controller, &SimulationController::runChanged);
    controller.adoptRun(std::move(result.run), std::move(result.decisions), std::move(result.questions),
                        controller.sourceName());
    QCOMPARE(runChanged.count(), 1);
    QCOMPARE(controller.position(), std::size_t{5});
    QCOMPARE(controller.scenario().findParameter("default_delivery_slot_cost")->value, std::string("0"));
}

void TestController::badScenarioKeepsPreviousRun() {
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenarioFile(kSlotLoan, &error), qPrintable(error));
    controller.seek(4);
    const std::string title = controller.scenario().title;
    const QString before = describe(controller);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString broken = dir.filePath(QStringLiteral("broken.json"));
    {
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "qmgrlab-scenario-1", "destinations": {"*": {}}, "messages": [)"
                   R"({"id": "1", "arrival_ms": -5, "recipients": {"example.com": 1}}]})");
    }
    QSignalSpy runChanged(&controller, &SimulationController::runChanged);
    error.clear();
    QVERIFY(!controller.loadScenarioFile(broken, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY2(!error.contains(QLatin1Char('\n')), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("broken.json")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("arrival_ms")), qPrintable(error));
    error.clear();
    QVERIFY(!controller.loadScenarioFile(dir.filePath(QStringLiteral("missing.json")), &error));
    QVERIFY(!error.isEmpty());
    error.clear();
    QVERIFY(!controller.loadScenarioFile(QStringLiteral(":/examples/no-such-example.json"), &error));
    QVERIFY(!error.isEmpty());

    QCOMPARE(runChanged.count(), 0);
    QCOMPARE(controller.scenario().title, title);
    QCOMPARE(describe(controller), before);
}

QTEST_MAIN(TestController)
#include "test_controller.moc"
