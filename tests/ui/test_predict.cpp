// SPDX-License-Identifier: GPL-3.0-or-later
// test_predict: predict mode on the slot-loan example (SCHEDULER_README's example with discount
// 50, ALGORITHM.md section 6 example B). A scripted class answers the first five decisions by
// keys and buttons, some right and some wrong, and the counts and positions are checked; the
// run never passes a question unanswered (stepping, playing); PageDown / PageUp go from
// question to question in the main window; the buttons grow with the font.
#include "ExamplePaths.h"
#include "PredictPanelProbe.h"
#include "core/scenario/Configuration.h"
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/predict/PredictKeys.h"
#include "ui/predict/PredictPanel.h"
#include "ui/predict/PredictSession.h"

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QtTest>
#include <algorithm>
#include <optional>

using qmgrlab::test::gui::kRecursivePreemption;
using qmgrlab::test::gui::kSlotLoan;

using qmgrlab::StepKind;
using qmgrlab::ui::MainWindow;
using qmgrlab::ui::PredictPanel;
using qmgrlab::ui::PredictSession;
using qmgrlab::ui::SimulationController;

namespace {

// Message indices of the example: ids "1", "2", "3".
constexpr int kM1 = 0;
constexpr int kM2 = 1;
constexpr int kM3 = 2;

// The step index of the (n+1)th entry selection of the run.
std::size_t selectionStep(const SimulationController& controller, int n) {
    const auto& steps = controller.run().recording().steps();
    for (std::size_t i = 0; i < steps.size(); ++i) {
        if (steps[i].decision == n) {
            return i;
        }
    }
    return steps.size();
}

QList<QPushButton*> choiceButtons(const PredictPanel& panel) {
    return panel.findChildren<QPushButton*>(QStringLiteral("predictChoice"));
}

} // namespace

class TestPredict : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void scriptedAnswersAreCounted();
    void aYesOrNoIsKeptWhenTheTeacherMovesOn();
    void playingStopsAtEachQuestion();
    void pageDownAndPageUpGoFromQuestionToQuestion();
    void buttonsFollowTheFont();
    void keysNameTheJobs();
    void jobsWithoutNumbersShowTheirKeys();
    void numbersOfMoreThanOneDigit();
};

// Stepping forward runs arrivals and completions and stops before each selection; the class's
// answer takes exactly that step. Row by row (example B):
//  1  J1 has no slots: no preemption question; J1 gets the slot.   key 1 = job 1: right
//  2  does J2 preempt J1? 1 div 2 = 0 < 1.0: no; J1.                Y: wrong, key 2 = job 2: wrong
//  3  does J2 preempt J1? 2 div 2 = 1 >= 1.0: yes; J2.              Y: right, key 2 = job 2: right
//  4  J2 current (list J2 J1 J3), no candidate fits; J2.           first button = job 2: right
//  5  J1 owes the loan (list J1 J3); J1.                            key 3 = job 3: wrong
// The keys are the jobs' ids, not the buttons' places (row 5's second button is job 3).
void TestPredict::scriptedAnswersAreCounted() {
    SimulationController controller;
    QVERIFY(controller.loadScenarioFile(kSlotLoan, nullptr));
    PredictPanel panel(&controller);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    PredictSession* session = qmgrlab::ui::PredictPanelProbe(panel).session();
    controller.setPredictMode(true);

    struct Script {
        QList<int> keys; // Qt keys pressed, in order; empty: click the first button
        QList<int> choices;
        int answer;
    };
    const QList<Script> script = {
        {{Qt::Key_1}, {kM1, kM2, kM3}, kM1},
        {{Qt::Key_Y, Qt::Key_2}, {kM1, kM2, kM3}, kM1},
        {{Qt::Key_Y, Qt::Key_2}, {kM1, kM2, kM3}, kM2},
        {{}, {kM2, kM1, kM3}, kM2},
        {{Qt::Key_3}, {kM1, kM3}, kM1},
    };
    const QList<QPair<int, int>> scores = {{1, 0}, {1, 2}, {3, 2}, {4, 2}, {4, 3}}; // right, wrong after each
    for (int n = 0; n < script.size(); ++n) {
        const std::size_t step = selectionStep(controller, n);
        while (controller.position() < step) {
            const std::size_t before = controller.position();
            controller.stepForward();
            QCOMPARE(controller.position(), before + 1); // no earlier question holds it
        }
        const auto question = controller.openQuestion();
        QVERIFY(question.has_value());
        QCOMPARE(question->step(), step);
        QCOMPARE(QList<int>(question->choices().begin(), question->choices().end()), script[n].choices);
        QCOMPARE(question->answer(), script[n].answer);
        controller.stepForward(); // held: the class answers first
        QCOMPARE(controller.position(), step);

        if (script[n].keys.isEmpty()) {
            choiceButtons(panel).front()->click();
        }
        for (const int key : script[n].keys) {
            QCOMPARE(controller.position(), step); // the yes/no alone does not take the step
            QTest::keyClick(&panel, static_cast<Qt::Key>(key));
        }
        QCOMPARE(controller.position(), step + 1);
        QCOMPARE(controller.run().recording().steps()[step].kind, StepKind::Selection);
        QCOMPARE(session->right(), scores[n].first);
        QCOMPARE(session->wrong(), scores[n].second);
        const QString score = panel.findChild<QLabel*>(QStringLiteral("predictScore"))->text();
        QCOMPARE(score, QStringLiteral("right %1 · wrong %2").arg(scores[n].first).arg(scores[n].second));
    }
    QVERIFY(
        panel.findChild<QLabel*>(QStringLiteral("predictReveal"))->text().contains(QStringLiteral("wrong")));

    // Going back and answering again replaces that answer: row 5 right now.
    controller.previousDecision();
    QCOMPARE(controller.position(), selectionStep(controller, 4));
    QTest::keyClick(&panel, Qt::Key_1);
    QCOMPARE(session->right(), 5);
    QCOMPARE(session->wrong(), 2);

    // Leaving predict mode keeps the score and lets the run step freely; a new run clears it.
    controller.setPredictMode(false);
    QCOMPARE(session->right(), 5);
    const std::size_t next = selectionStep(controller, 5);
    controller.seek(next);
    controller.stepForward();
    QCOMPARE(controller.position(), next + 1);
    QVERIFY(controller.loadScenarioFile(kSlotLoan, nullptr));
    QCOMPARE(session->right(), 0);
    QCOMPARE(session->wrong(), 0);
}

// Row 3 of example B (does J2 preempt J1? yes): the class says yes, then the teacher moves on
// before a job is chosen. The yes is kept and counted (right 1), the job part is not; back at
// the question the yes is still given and only the job is asked.
void TestPredict::aYesOrNoIsKeptWhenTheTeacherMovesOn() {
    SimulationController controller;
    QVERIFY(controller.loadScenarioFile(kSlotLoan, nullptr));
    PredictPanel panel(&controller);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    PredictSession* session = qmgrlab::ui::PredictPanelProbe(panel).session();
    controller.setPredictMode(true);
    const std::size_t step = selectionStep(controller, 2);
    controller.seek(step);
    QVERIFY(session->awaitingPreemption());
    QTest::keyClick(&panel, Qt::Key_Y);
    QCOMPARE(session->pendingPreemption(), std::optional<bool>(true));

    controller.seek(step + 1);
    QCOMPARE(session->right(), 1);
    QCOMPARE(session->wrong(), 0);
    QVERIFY(session->answerAt(step) != nullptr);
    QCOMPARE(session->answerAt(step)->job, -1);
    const QString reveal = panel.findChild<QLabel*>(QStringLiteral("predictReveal"))->text();
    QVERIFY2(reveal.contains(QStringLiteral("No job chosen")), qPrintable(reveal));
    QVERIFY2(reveal.contains(QStringLiteral("right")), qPrintable(reveal));

    controller.seek(step);
    QVERIFY(!session->awaitingPreemption());
    QVERIFY(panel.findChild<QLabel*>(QStringLiteral("predictPrompt"))
                ->text()
                .contains(QStringLiteral("(You said: job 2 preempts job 1.)")));
    QTest::keyClick(&panel, Qt::Key_2);
    QCOMPARE(controller.position(), step + 1);
    QCOMPARE(session->right(), 2);
    QCOMPARE(session->wrong(), 0);
}

// Play in predict mode stops before the first selection; after the answer it goes on to the
// next one. Rows 11 to 14 leave J1 alone: no question, the run plays to the end.
void TestPredict::playingStopsAtEachQuestion() {
    SimulationController controller;
    QVERIFY(controller.loadScenarioFile(kSlotLoan, nullptr));
    PredictPanel panel(&controller);
    controller.setPredictMode(true);
    controller.setSpeed(200);
    for (int n = 0; n < 10; ++n) {
        controller.play();
        QTRY_VERIFY(!controller.playing());
        QCOMPARE(controller.position(), selectionStep(controller, n));
        const auto question = controller.openQuestion();
        QVERIFY(question.has_value());
        if (question->asksPreemption()) {
            qmgrlab::ui::PredictPanelProbe(panel).session()->answerPreemption(question->preempts());
        }
        qmgrlab::ui::PredictPanelProbe(panel).session()->answerJob(question->answer());
    }
    QCOMPARE(qmgrlab::ui::PredictPanelProbe(panel).session()->right(),
             14); // 10 jobs and 4 preemption questions (rows 2, 3, 8, 9)
    QCOMPARE(qmgrlab::ui::PredictPanelProbe(panel).session()->wrong(), 0);
    controller.play();
    QTRY_VERIFY(!controller.playing());
    QCOMPARE(controller.position(), controller.length());
}

// The presenter remote: P turns predict mode on, PageDown goes to the next question and, on a
// question, reveals it without counting; PageUp goes back to the previous question.
void TestPredict::pageDownAndPageUpGoFromQuestionToQuestion() {
    MainWindow window;
    QVERIFY(window.openPath(kSlotLoan));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    SimulationController* controller = window.controller();
    QTest::keyClick(&window, Qt::Key_P);
    QVERIFY(controller->predictMode());

    const std::size_t first = selectionStep(*controller, 0);
    const std::size_t second = selectionStep(*controller, 1);
    QTest::keyClick(&window, Qt::Key_PageDown);
    QCOMPARE(controller->position(), first);
    QTest::keyClick(&window, Qt::Key_Right); // held
    QCOMPARE(controller->position(), first);
    QTest::keyClick(&window, Qt::Key_PageDown); // reveal
    QCOMPARE(controller->position(), first + 1);
    QTest::keyClick(&window, Qt::Key_PageDown);
    QCOMPARE(controller->position(), second);
    QTest::keyClick(&window, Qt::Key_PageUp);
    QCOMPARE(controller->position(), first);
    QTest::keyClick(&window, Qt::Key_PageUp);
    QCOMPARE(controller->position(), std::size_t{0});

    auto* panel = window.findChild<PredictPanel*>();
    QVERIFY(panel != nullptr);
    QCOMPARE(qmgrlab::ui::PredictPanelProbe(*panel).session()->right() +
                 qmgrlab::ui::PredictPanelProbe(*panel).session()->wrong(),
             0); // reveals are not counted
    QTest::keyClick(&window, Qt::Key_PageDown);
    QTest::keyClick(&window, Qt::Key_1); // job 1: right
    QCOMPARE(controller->position(), first + 1);
    QCOMPARE(qmgrlab::ui::PredictPanelProbe(*panel).session()->right(), 1);

    QTest::keyClick(&window, Qt::Key_P);
    QVERIFY(!controller->predictMode());
    QTest::keyClick(&window, Qt::Key_PageDown); // the next selection, as without predict mode
    QCOMPARE(controller->position(), second + 1);
}

void TestPredict::buttonsFollowTheFont() {
    SimulationController controller;
    QVERIFY(controller.loadScenarioFile(kSlotLoan, nullptr));
    PredictPanel panel(&controller);
    controller.setPredictMode(true);
    controller.seek(selectionStep(controller, 0));
    QFont font = panel.font();
    font.setPointSizeF(10);
    panel.setFont(font);
    const QList<QPushButton*> small = choiceButtons(panel);
    QCOMPARE(small.size(), 3);
    const int smallHeight = small.front()->minimumHeight();
    font.setPointSizeF(20);
    panel.setFont(font);
    const QList<QPushButton*> large = choiceButtons(panel);
    QCOMPARE(large.size(), 3);
    QVERIFY2(large.front()->minimumHeight() > smallHeight * 3 / 2,
             qPrintable(QStringLiteral("%1 -> %2").arg(smallHeight).arg(large.front()->minimumHeight())));
}

// Pressing 2 answers job 2 wherever its button is. Row 4's list is J2 J1 J3 (job 2 first) and
// row 5's is J1 J3: 2 there names no choice and is ignored, 3 is job 3.
void TestPredict::keysNameTheJobs() {
    SimulationController controller;
    QVERIFY(controller.loadScenarioFile(kSlotLoan, nullptr));
    PredictPanel panel(&controller);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    controller.setPredictMode(true);

    controller.seek(selectionStep(controller, 3));
    auto question = controller.openQuestion();
    QVERIFY(question.has_value());
    QCOMPARE(QList<int>(question->choices().begin(), question->choices().end()), QList<int>({kM2, kM1, kM3}));
    QVERIFY(!question->asksPreemption());
    const QList<QPushButton*> buttons = choiceButtons(panel);
    QCOMPARE(buttons.size(), 3);
    // The key is the job's number, and the button says so as every lesson's buttons do.
    QCOMPARE(buttons[0]->text(), QStringLiteral("job 2\nkey 2"));
    QCOMPARE(buttons[1]->text(), QStringLiteral("job 1\nkey 1"));
    QTest::keyClick(&panel, Qt::Key_1); // job 1, the second button: wrong (J2 gets the slot)
    QCOMPARE(controller.position(), selectionStep(controller, 3) + 1);
    QCOMPARE(qmgrlab::ui::PredictPanelProbe(panel).session()->answerAt(selectionStep(controller, 3))->job,
             kM1);
    QCOMPARE(qmgrlab::ui::PredictPanelProbe(panel).session()->right(), 0);
    QCOMPARE(qmgrlab::ui::PredictPanelProbe(panel).session()->wrong(), 1);
    controller.previousDecision();
    QTest::keyClick(&panel, Qt::Key_2); // job 2: right, replacing the wrong answer
    QCOMPARE(qmgrlab::ui::PredictPanelProbe(panel).session()->answerAt(selectionStep(controller, 3))->job,
             kM2);
    QCOMPARE(qmgrlab::ui::PredictPanelProbe(panel).session()->right(), 1);
    QCOMPARE(qmgrlab::ui::PredictPanelProbe(panel).session()->wrong(), 0);

    controller.seek(selectionStep(controller, 4));
    question = controller.openQuestion();
    QVERIFY(question.has_value());
    QCOMPARE(QList<int>(question->choices().begin(), question->choices().end()), QList<int>({kM1, kM3}));
    QTest::keyClick(&panel, Qt::Key_2); // no job 2 to choose: nothing happens
    QCOMPARE(controller.position(), selectionStep(controller, 4));
    QCOMPARE(qmgrlab::ui::PredictPanelProbe(panel).session()->right() +
                 qmgrlab::ui::PredictPanelProbe(panel).session()->wrong(),
             1);
    QTest::keyClick(&panel, Qt::Key_1); // job 1: right
    QCOMPARE(controller.position(), selectionStep(controller, 4) + 1);
    QCOMPARE(qmgrlab::ui::PredictPanelProbe(panel).session()->answerAt(selectionStep(controller, 4))->job,
             kM1);
    QCOMPARE(qmgrlab::ui::PredictPanelProbe(panel).session()->right(), 2);
}

// recursive-preemption's jobs are "bulk1000", "mid100" and "small10": no digit names them, so
// each button shows the number that chooses it, and typing it answers that job.
void TestPredict::jobsWithoutNumbersShowTheirKeys() {
    SimulationController controller;
    QVERIFY(controller.loadScenarioFile(kRecursivePreemption, nullptr));
    PredictPanel panel(&controller);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    controller.setPredictMode(true);
    std::size_t step = 0;
    std::optional<qmgrlab::PredictionQuestion> question;
    for (int n = 0; n < 100 && !(question && question->choices().size() >= 2); ++n) {
        step = selectionStep(controller, n);
        controller.seek(step);
        question = controller.openQuestion();
    }
    QVERIFY(question.has_value() && question->choices().size() >= 2);
    if (question->asksPreemption()) {
        QTest::keyClick(&panel, question->preempts() ? Qt::Key_Y : Qt::Key_N);
    }
    const QList<QPushButton*> buttons = choiceButtons(panel);
    QCOMPARE(buttons.size(), static_cast<int>(question->choices().size()));
    const qmgrlab::Configuration& config = controller.run().config();
    for (int i = 0; i < buttons.size(); ++i) {
        const QString id = QString::fromStdString(config.message(question->choices()[i]).id);
        QVERIFY2(buttons[i]->text().startsWith(QStringLiteral("job %1\nkey ").arg(id)),
                 qPrintable(buttons[i]->text()));
    }
    // The right job's key, read off its button, answers it.
    const int right = static_cast<int>(
        std::find(question->choices().begin(), question->choices().end(), question->answer()) -
        question->choices().begin());
    const QString key = buttons[right]->text().section(QStringLiteral("key "), 1);
    QCOMPARE(key.size(), 1);
    const int wrongBefore = qmgrlab::ui::PredictPanelProbe(panel).session()->wrong();
    QTest::keyClick(&panel, static_cast<Qt::Key>(Qt::Key_0 + key.toInt()));
    QCOMPARE(controller.position(), step + 1);
    QCOMPARE(qmgrlab::ui::PredictPanelProbe(panel).session()->answerAt(step)->job, question->answer());
    QVERIFY(qmgrlab::ui::PredictPanelProbe(panel).session()->answerAt(step)->jobRight);
    QCOMPARE(qmgrlab::ui::PredictPanelProbe(panel).session()->wrong(), wrongBefore);
}

// Jobs 1, 2 and 12 (and "big", which gets 3): 2 answers at once, 1 waits for the 2 of 12, and
// Enter (or a pause) takes job 1; a digit that begins nothing starts again.
void TestPredict::numbersOfMoreThanOneDigit() {
    using qmgrlab::ui::PredictKeys;
    PredictKeys keys({QStringLiteral("1"), QStringLiteral("12"), QStringLiteral("big"), QStringLiteral("2")},
                     {QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("12"), QStringLiteral("big")});
    QCOMPARE(keys.keysOf(0), QStringLiteral("1"));
    QCOMPARE(keys.keysOf(1), QStringLiteral("12"));
    QCOMPARE(keys.keysOf(2), QStringLiteral("3"));
    QCOMPARE(keys.keysOf(3), QStringLiteral("2"));
    QCOMPARE(keys.type(QLatin1Char('2')), 3);
    QCOMPARE(keys.type(QLatin1Char('1')), -1);
    QCOMPARE(keys.typed(), QStringLiteral("1"));
    QCOMPARE(keys.type(QLatin1Char('2')), 1);
    QCOMPARE(keys.type(QLatin1Char('1')), -1);
    QCOMPARE(keys.confirm(), 0);
    QCOMPARE(keys.type(QLatin1Char('3')), 2);
    QCOMPARE(keys.type(QLatin1Char('7')), -1); // nothing begins with 7
    QCOMPARE(keys.typed(), QString());
    QCOMPARE(keys.confirm(), -1);
}

QTEST_MAIN(TestPredict)
#include "test_predict.moc"
