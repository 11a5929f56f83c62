// SPDX-License-Identifier: GPL-3.0-or-later
// test_predict: predict mode on the slot-loan example (SCHEDULER_README's example with discount
// 50, ALGORITHM.md section 6 example B). A scripted class answers the first five decisions by
// keys and buttons, some right and some wrong, and the counts and positions are checked; the
// run never passes a question unanswered (stepping, playing); PageDown / PageUp go from
// question to question in the main window; the buttons grow with the font.
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/predict/PredictPanel.h"
#include "ui/predict/PredictSession.h"

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QtTest>

using qmgrlab::StepKind;
using qmgrlab::ui::MainWindow;
using qmgrlab::ui::PredictPanel;
using qmgrlab::ui::PredictSession;
using qmgrlab::ui::SimulationController;

namespace {

const QString kSlotLoan = QStringLiteral(QMGRLAB_EXAMPLES_DIR "/slot-loan.json");

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
    void playingStopsAtEachQuestion();
    void pageDownAndPageUpGoFromQuestionToQuestion();
    void buttonsFollowTheFont();
};

// Stepping forward runs arrivals and completions and stops before each selection; the class's
// answer takes exactly that step. Row by row (example B):
//  1  J1 has no slots: no preemption question; J1 gets the slot.   key 1 = job 1: right
//  2  does J2 preempt J1? 1 div 2 = 0 < 1.0: no; J1.                Y: wrong, key 2 = job 2: wrong
//  3  does J2 preempt J1? 2 div 2 = 1 >= 1.0: yes; J2.              Y: right, key 2 = job 2: right
//  4  J2 current (list J2 J1 J3), no candidate fits; J2.           first button = job 2: right
//  5  J1 owes the loan (list J1 J3); J1.                            key 2 = job 3: wrong
void TestPredict::scriptedAnswersAreCounted() {
    SimulationController controller;
    QVERIFY(controller.loadScenarioFile(kSlotLoan, nullptr));
    PredictPanel panel(&controller);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    PredictSession* session = panel.session();
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
        {{Qt::Key_2}, {kM1, kM3}, kM1},
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
            panel.session()->answerPreemption(question->preempts());
        }
        panel.session()->answerJob(question->answer());
    }
    QCOMPARE(panel.session()->right(), 14); // 10 jobs and 4 preemption questions (rows 2, 3, 8, 9)
    QCOMPARE(panel.session()->wrong(), 0);
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
    QCOMPARE(panel->session()->right() + panel->session()->wrong(), 0); // reveals are not counted
    QTest::keyClick(&window, Qt::Key_PageDown);
    QTest::keyClick(&window, Qt::Key_1); // job 1: right
    QCOMPARE(controller->position(), first + 1);
    QCOMPARE(panel->session()->right(), 1);

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

QTEST_MAIN(TestPredict)
#include "test_predict.moc"
