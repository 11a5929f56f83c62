// SPDX-License-Identifier: GPL-3.0-or-later
// test_narration: the narration's sentences against numbers worked out by hand from the
// scenarios and ALGORITHM.md's preemption test (3.6.2, 3.6.4), singular and plural forms,
// the plural path taken through the translator, no raw negative counters, and the view:
// the newest sentence highlighted and in view, the story one click away at every step; a
// replayed message named by its queue ID and sender.
#include "ExamplePaths.h"
#include "NarrationViewProbe.h"
#include "core/scenario/Scenario.h"
#include "ui/SimulationController.h"
#include "ui/joblist/JobCardReader.h"
#include "ui/joblist/JobCardText.h"
#include "ui/narration/NarrationView.h"
#include "ui/narration/Narrator.h"

#include <QApplication>
#include <QLabel>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <QToolButton>
#include <QTranslator>

using namespace qmgrlab;
using namespace qmgrlab::ui;

namespace {

QString example(const char* name) {
    return qmgrlab::test::gui::kExamplesDir + QLatin1Char('/') + QLatin1String(name);
}

// The index of the n-th (1-based) entry selection step of the run.
std::size_t nthSelection(const Run& run, int n) {
    const auto& steps = run.recording().steps();
    for (std::size_t i = 0; i < steps.size(); ++i) {
        if (steps[i].kind == StepKind::Selection && --n == 0) {
            return i;
        }
    }
    return steps.size();
}

QStringList texts(const QList<NarrationSentence>& sentences) {
    QStringList result;
    for (const NarrationSentence& sentence : sentences) {
        result << sentence.text;
    }
    return result;
}

// Answers the narrator's preemption sentence in German with the plural form for n, as a
// compiled German catalogue would, and remembers the n it was asked with.
class GermanPlurals : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char* disambiguation,
                      int n) const override {
        Q_UNUSED(disambiguation);
        const QByteArray text(source);
        if (QByteArray(context) != "Narrator" ||
            !text.startsWith("Job %1 preempts job %2: it needs %n slot")) {
            return {};
        }
        asked << n;
        return n == 1
                   ? QStringLiteral("Job %1 verdrängt Job %2: er braucht %n Slot; (%3 ÷ %4) + %5 = %6 ≥ %n × "
                                    "%7% = %8.")
                   : QStringLiteral(
                         "Job %1 verdrängt Job %2: er braucht %n Slots; (%3 ÷ %4) + %5 = %6 ≥ %n × "
                         "%7% = %8.");
    }
    bool isEmpty() const override { return false; }

    mutable QList<int> asked;
};

} // namespace

class TestNarration : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void slotLoanPreemption();
    void slotLoanNotYet();
    void remainderOfADebtIsNotKept();
    void blockerStep();
    void feedbackArithmetic();
    void deathSumsTheFailedCohorts();
    void germanPluralPath();
    void noNegativeCounters();
    void newestSentenceInView();
    void storyAtEveryStep();
    void untitledScenarioStartsWithItsDescription();
    void hiddenFutureTellsNothingAhead();
    void loggedMessageNamedWithItsSender();
    void courseLessonsSayWhyAndHowLong();
};

// slot-loan: cost 2, discount 50, loan 0; one agent, one recipient per delivery. Job 1 is
// selected twice (slots_available 2); at the third selection job 2 needs 2 entries and
// (2 div 2) + 0 = 1 >= 2 x 50 / 100 = 1, so it preempts. Job 1 pays 2 x 2 = 4 of its 2 and
// owes 2 (3.6.4); job 2 goes to stack level 1. Its two recipients are all read, so no extra
// recipient slots; with a recipient limit of 1 each recipient has its own queue.
void TestNarration::slotLoanPreemption() {
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenarioFile(example("slot-loan.json"), &error), qPrintable(error));
    const Narrator narrator(controller.run());
    const std::size_t step = nthSelection(controller.run(), 3);
    const QStringList sentences = texts(narrator.sentences(step));
    QCOMPARE(sentences.size(), 5);
    // Both jobs entered the active queue at 0 s; at 2 s job 2's score is (2 + 1) / 2 entries.
    QCOMPARE(sentences[0],
             QStringLiteral(
                 "Job 2 is the best candidate: score (age 2 s + 1 s) ÷ 2 entries = 1.5. Postfix counts the "
                 "age in whole seconds: now 2 s, queued at 0 s."));
    QCOMPARE(sentences[1],
             QStringLiteral("Job 2 preempts job 1: it needs 2 slots, and job 1 has (2 selections ÷ "
                            "cost 2) + slot loan 0 = 1 ≥ 2 × (100 − slot discount 50)% = 1."));
    QCOMPARE(sentences[2],
             QStringLiteral("Job 1 pays 2 slots × cost 2 = 4 selections, more than its 2 selections: it "
                            "owes 2 selections (1 slot) and must earn that back before it can be preempted "
                            "again."));
    QCOMPARE(sentences[3], QStringLiteral("Job 2 moves before job 1 on the job list, at stack level 1."));
    QCOMPARE(sentences[4],
             QStringLiteral(
                 "Delivery 3: smtp selects an entry of job 2 with 1 recipient to a@example.com (agent 1)."));
    QVERIFY2(
        narrator.headline(step).startsWith(QStringLiteral("Job 2 preempts job 1. smtp: delivery 3 for job 2, "
                                                          "1 recipient to a@example.com")),
        qPrintable(narrator.headline(step)));
}

// readme-concurrency-feedback-jitter, fb_1 (feedback 1 both ways, initial window 5): one success
// widened the window to 6 (success 0 + 1 = 1, 1 + 0.5 >= 1), and at step 35 the sixth session is
// refused: failure 0 - 1 = -1; -1 - 0.5 < 0 takes a step (window 5, count 0), 0 - 0.5 < 0 a second
// (window 4, count 1), 1 - 0.5 >= 0 stops (SCHEDULER_README's pseudocode with Postfix's half step
// of hysteresis): one refusal costs two steps of window.
void TestNarration::feedbackArithmetic() {
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenarioFile(example("readme-concurrency-feedback-jitter.json"), &error),
             qPrintable(error));
    const QStringList refused = texts(Narrator(controller.run()).sentences(34));
    QVERIFY2(
        refused.contains(QStringLiteral(
            "After a failed connection or handshake, one.example on fb_1 takes the negative feedback 1 (at "
            "window 6) from its failure count: 0 − 1 = −1. With half a feedback step of hysteresis: −1 − 0.5 "
            "< "
            "0: window 5, count 0; 0 − 0.5 < 0: window 4, count 1; 1 − 0.5 ≥ 0: stop. Window 6 to 4: it "
            "drops "
            "at the start of a run of failures, not at its end. Failed pseudo-cohorts so far: 1/6 ≈ 0.17, "
            "below the limit 1.")),
        qPrintable(refused.join(QLatin1Char('\n'))));
}

// dead-destination: five deliveries to down.example fail one after the other; the window goes
// 5, 3 (feedback 1 and the half step), 2, and the failed cohorts add up 1/5 + 1/3 + 1/2 =
// 31/30 >= 1, the default limit: the third failure declares it dead (step 12, at 0.1 s), until
// minimal_backoff_time (the file's 30 s) has passed. Each failure took the file's fail_ms, 100 ms.
void TestNarration::deathSumsTheFailedCohorts() {
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenarioFile(example("dead-destination.json"), &error), qPrintable(error));
    const QStringList death = texts(Narrator(controller.run()).sentences(11));
    QVERIFY2(death.contains(QStringLiteral("smtp declares down.example dead: failed pseudo-cohorts 1/5 + 1/3 "
                                           "+ 1/2 ≈ 1.03 ≥ the limit 1. Entries still waiting for it "
                                           "are deferred; deliveries in progress go on. It stays dead for "
                                           "minimal_backoff_time 30 s, until 30.100 s.")),
             qPrintable(death.join(QLatin1Char('\n'))));
    QVERIFY2(
        death.contains(QStringLiteral("Delivery 5 (job m1, 2 recipients to down.example) fails after 0.1 s, "
                                      "without a session: the recipients are deferred.")),
        qPrintable(death.join(QLatin1Char('\n'))));
}

// The second selection: job 1 has been selected once, (1 div 2) + 0 = 0 < 2 x 50% = 1; the
// remainder 1 does not count yet.
void TestNarration::slotLoanNotYet() {
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenarioFile(example("slot-loan.json"), &error), qPrintable(error));
    const Narrator narrator(controller.run());
    const QStringList sentences = texts(narrator.sentences(nthSelection(controller.run(), 2)));
    QVERIFY2(sentences.contains(QStringLiteral(
                 "Job 2 cannot preempt job 1 yet: it needs 2 slots, and job 1 has (1 "
                 "selection ÷ cost 2) + slot loan 0 = 0 < 2 × (100 − slot discount 50)% = 1.")),
             qPrintable(sentences.join(QLatin1Char('\n'))));
    QVERIFY2(sentences.contains(QStringLiteral(
                 "Only whole slots count: 1 selection ÷ cost 2 leaves 1 selection over, which job 1 "
                 "keeps for later.")),
             qPrintable(sentences.join(QLatin1Char('\n'))));
    // The first selection: job 1 has earned nothing yet.
    const QStringList first = texts(narrator.sentences(nthSelection(controller.run(), 1)));
    QCOMPARE(
        first.front(),
        QStringLiteral("Job 1 is the current job and cannot be preempted: it has selected no entry yet, "
                       "so its counter (slots_available) is at 0 selections, and more than 0 are needed."));
}

// default-settings at step 13: cost 5, loan 3, discount 50; job list has had 4 entries selected,
// (4 div 5) + 3 = 3 >= 1 x 50% = 0.5, so the next job preempts and job list pays 1 x 5 = 5
// selections, one more than its 4: it owes 1, and the remainder of 4 is not kept for later. A
// debt of 1 selection at cost 5 is a part of a slot, said as such, never "(0 slots)".
void TestNarration::remainderOfADebtIsNotKept() {
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenarioFile(example("default-settings.json"), &error), qPrintable(error));
    const QStringList sentences = texts(Narrator(controller.run()).sentences(12));
    QVERIFY2(
        sentences.contains(QStringLiteral("Only whole slots count: 4 selections ÷ cost 5 leaves 4 "
                                          "selections over, which the test does not credit to job list.")),
        qPrintable(sentences.join(QLatin1Char('\n'))));
    QVERIFY2(sentences.filter(QStringLiteral("keeps for later")).isEmpty() &&
                 !sentences.filter(QStringLiteral("it owes 1 selection (less than 1 slot)")).isEmpty(),
             qPrintable(sentences.join(QLatin1Char('\n'))));
}

// blockers at step 24 (t = 2.5 s): slot string "aacdddec" so far, job a was selected twice
// (slots_available 2), default loan 3 and discount 50, cost 2. Job e needs its one fast.example
// entry (2 recipients, recipient limit 2): (2 div 2) + 3 = 4 >= 1 x 50% = 0.5. Job a pays
// 1 x 2 = 2, all it has. Job a's slow2.example delivery has just completed, so its only waiting
// queue is slow1.example, at its initial window of 1 with one delivery in progress. The eighth
// delivery is job c's, two recipients to slow2.example, whose delivery just finished.
void TestNarration::blockerStep() {
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenarioFile(example("blockers.json"), &error), qPrintable(error));
    const Narrator narrator(controller.run());
    const QStringList sentences = texts(narrator.sentences(23));
    const QString all = sentences.join(QLatin1Char('\n'));
    QVERIFY2(sentences.contains(
                 QStringLiteral("Job e preempts job a: it needs 1 slot, and job a has (2 selections ÷ "
                                "cost 2) + slot loan 3 = 4 ≥ 1 × (100 − slot discount 50)% = 0.5.")),
             qPrintable(all));
    QVERIFY2(sentences.contains(
                 QStringLiteral("Job a pays 1 slot × cost 2 = 2 selections, all of its 2 selections.")),
             qPrintable(all));
    QVERIFY2(sentences.contains(QStringLiteral(
                 "Job a becomes a blocker and is skipped: slow1.example is full (window 1, 1 in progress).")),
             qPrintable(all));
    QVERIFY2(sentences.back().startsWith(QStringLiteral(
                 "Delivery 8: smtp selects an entry of job c with 2 recipients to slow2.example")),
             qPrintable(all));
}

// With a translator installed, the count reaches it and picks the German form.
void TestNarration::germanPluralPath() {
    GermanPlurals german;
    QVERIFY(QCoreApplication::installTranslator(&german));
    SimulationController slotLoan;
    SimulationController blockers;
    QString error;
    QVERIFY2(slotLoan.loadScenarioFile(example("slot-loan.json"), &error), qPrintable(error));
    QVERIFY2(blockers.loadScenarioFile(example("blockers.json"), &error), qPrintable(error));
    const QStringList two = texts(Narrator(slotLoan.run()).sentences(nthSelection(slotLoan.run(), 3)));
    const QStringList one = texts(Narrator(blockers.run()).sentences(23));
    QCoreApplication::removeTranslator(&german);
    QVERIFY2(two.contains(QStringLiteral(
                 "Job 2 verdrängt Job 1: er braucht 2 Slots; (2 selections ÷ 2) + 0 = 1 ≥ 2 × 50% = 1.")),
             qPrintable(two.join(QLatin1Char('\n'))));
    QVERIFY2(one.contains(QStringLiteral(
                 "Job e verdrängt Job a: er braucht 1 Slot; (2 selections ÷ 2) + 3 = 4 ≥ 1 × 50% = 0.5.")),
             qPrintable(one.join(QLatin1Char('\n'))));
    QVERIFY(german.asked.contains(1));
    QVERIFY(german.asked.contains(2));
}

// A job's slots_available goes negative after it pays for a preemption; the narration says
// what it owes instead of printing the counter. No sentence of any example shows "-2" or "(s)".
void TestNarration::noNegativeCounters() {
    const QRegularExpression negative(QStringLiteral("(^|[\\s(])-\\d"));
    for (const char* name : {"slot-loan.json", "no-loan.json", "blockers.json", "recursive-preemption.json",
                             "dead-destination.json", "recipient-limits.json"}) {
        SimulationController controller;
        QString error;
        QVERIFY2(controller.loadScenarioFile(example(name), &error), qPrintable(error));
        const Narrator narrator(controller.run());
        for (std::size_t i = 0; i < controller.length(); ++i) {
            const QStringList said = texts(narrator.sentences(i)) << narrator.headline(i);
            for (const QString& text : said) {
                QVERIFY2(!negative.match(text).hasMatch(),
                         qPrintable(
                             QStringLiteral("%1 step %2: %3").arg(QLatin1String(name)).arg(i + 1).arg(text)));
                QVERIFY2(!text.contains(QStringLiteral("(s)")), qPrintable(text));
            }
        }
    }
}

// In a pane far too small for step 475 of recursive-preemption, the newest sentence is the
// highlighted one and lies wholly inside the visible part of the sentences.
void TestNarration::newestSentenceInView() {
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenarioFile(example("recursive-preemption.json"), &error), qPrintable(error));
    NarrationView view(&controller);
    view.resize(420, 260);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    controller.seek(475);
    QTest::qWait(50);
    const QLabel* newest = NarrationViewProbe(view).newestSentence();
    QVERIFY(newest != nullptr);
    QVERIFY(newest->autoFillBackground());
    QVERIFY(newest->text().contains(QStringLiteral("Delivery 236")));
    const QWidget* viewport = NarrationViewProbe(view).sentenceArea()->viewport();
    const QRect shown(newest->mapTo(viewport, QPoint(0, 0)), newest->size());
    QVERIFY2(viewport->rect().contains(shown), qPrintable(QStringLiteral("%1,%2 %3x%4 in %5x%6")
                                                              .arg(shown.x())
                                                              .arg(shown.y())
                                                              .arg(shown.width())
                                                              .arg(shown.height())
                                                              .arg(viewport->width())
                                                              .arg(viewport->height())));
    QVERIFY(NarrationViewProbe(view).sentenceArea()->verticalScrollBar()->value() > 0);
}

// The Story button shows the scenario's title and description at a late step; the next step
// brings the narration back.
void TestNarration::storyAtEveryStep() {
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenarioFile(example("slot-loan.json"), &error), qPrintable(error));
    NarrationView view(&controller);
    view.resize(500, 400);
    view.show();
    controller.seek(20);
    QVERIFY(!NarrationViewProbe(view).storyShown());
    auto* button = view.findChild<QToolButton*>(QStringLiteral("narrationStoryButton"));
    QVERIFY(button != nullptr);
    button->click();
    QVERIFY(NarrationViewProbe(view).storyShown());
    QVERIFY(NarrationViewProbe(view).storyText().contains(
        QStringLiteral("Slot loan: two small mails overtake a 10-recipient mail")));
    QVERIFY(NarrationViewProbe(view).storyText().contains(
        QStringLiteral("The order of deliveries is 1 1 2 2 1 1 1 1 3 3 1 1 1 1.")));
    controller.seek(21);
    QVERIFY(!NarrationViewProbe(view).storyShown());
    QVERIFY(!button->isChecked());
    QVERIFY(NarrationViewProbe(view).currentText().startsWith(QStringLiteral("Step 21 of")));
}

// Before the first step the narration shows the title, the description and how to begin; a
// scenario without a title (the field is optional) starts with its description, not with an
// empty line.
void TestNarration::untitledScenarioStartsWithItsDescription() {
    Scenario scenario;
    scenario.description = "One recipient, one agent.";
    scenario.masterCf.push_back({"smtp", 1, {}});
    scenario.destinations.push_back(DestinationSpec{"*", {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}});
    MessageSpec message;
    message.id = "a";
    message.addresses = {"u@x.example"};
    scenario.messages.push_back(message);
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenario(scenario, QStringLiteral("untitled.json"), &error), qPrintable(error));
    NarrationView view(&controller);
    view.resize(500, 400);
    view.show();
    controller.seek(0);
    const QStringList lines = NarrationViewProbe(view).currentText().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 3);
    QVERIFY(lines[0].startsWith(QStringLiteral("Step 0 of")));
    // Each sentence after its bullet (U+25CF).
    QCOMPARE(lines[1], QStringLiteral("\u25CF One recipient, one agent."));
    QCOMPARE(lines[2], QStringLiteral("\u25CF Nothing has happened yet. Step forward (→) to begin."));
}

// While the future is hidden (lecture and lesson mode) nothing in the view tells what lies
// after the step: no story at step 0 (slot-loan's states the order of deliveries), no step
// count in the heading, and only the steps taken in the log; shown again, all of it returns.
void TestNarration::hiddenFutureTellsNothingAhead() {
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenarioFile(example("slot-loan.json"), &error), qPrintable(error));
    NarrationView view(&controller);
    view.resize(500, 400);
    view.show();
    const int steps = static_cast<int>(controller.run().recording().steps().size());
    QVERIFY(steps > 21);
    QCOMPARE(NarrationViewProbe(view).logRows(), steps);
    view.setFutureHidden(true);
    controller.seek(0);
    QString text = NarrationViewProbe(view).currentText();
    QVERIFY2(text.startsWith(QStringLiteral("Step 0 · before anything happens")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("1 1 2 2")), qPrintable(text));
    QCOMPARE(NarrationViewProbe(view).logRows(), 0);
    controller.seek(21);
    text = NarrationViewProbe(view).currentText();
    QVERIFY2(text.startsWith(QStringLiteral("Step 21 · ")), qPrintable(text));
    QCOMPARE(NarrationViewProbe(view).logRows(), 21);
    controller.seek(5);
    QCOMPARE(NarrationViewProbe(view).logRows(), 5);
    view.setFutureHidden(false);
    QVERIFY(NarrationViewProbe(view).currentText().startsWith(
        QStringLiteral("Step 5 of %1 · ").arg(controller.length())));
    QCOMPARE(NarrationViewProbe(view).logRows(), steps);
}

// A replay's messages carry the senders their log shows: each step about one of them begins by
// naming it, queue ID and sender (the null sender said as such, a long one cut short); a message
// the scenario gives no sender is not named so. The job card's tooltip names the sender too, and
// the view shows the angle brackets as text.
void TestNarration::loggedMessageNamedWithItsSender() {
    Scenario scenario;
    scenario.masterCf.push_back({"smtp", 1, {}});
    scenario.destinations.push_back(DestinationSpec{"*", {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}});
    const std::string longSender = std::string(100, 'l') + "@a.example";
    const std::vector<std::pair<std::string, std::optional<std::string>>> senders{
        {"4PbC4x469Jz3tBr", "alice@a.example"},
        {"4PbC4x469Jz3tBs", ""},
        {"plain", std::nullopt},
        {"4PbC4x469Jz3tBt", longSender}};
    for (const auto& [id, sender] : senders) {
        MessageSpec message;
        message.id = id;
        message.sender = sender;
        message.nullSender = sender && sender->empty();
        message.addresses = {"u@x.example"};
        scenario.messages.push_back(message);
    }
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenario(scenario, QStringLiteral("replay.json"), &error), qPrintable(error));
    const Run& run = controller.run();
    const Narrator narrator(run);
    const QStringList expected{
        QStringLiteral("This step is about the logged message 4PbC4x469Jz3tBr, from <alice@a.example>."),
        QStringLiteral("This step is about the logged message 4PbC4x469Jz3tBs, from <> (the null sender: a "
                       "bounce or another delivery notice)."),
        QString(),
        QStringLiteral("This step is about the logged message 4PbC4x469Jz3tBt, from <") +
            QString(60, QLatin1Char('l')) + QStringLiteral("…>.")};
    QList<int> named(4, 0);
    std::size_t aliceStep = 0;
    for (std::size_t i = 0; i < run.recording().steps().size(); ++i) {
        const QList<NarrationSentence> sentences = narrator.sentences(i);
        const int message = narrator.mainMessage(i);
        const bool first = !sentences.isEmpty() && sentences.front().kind == SentenceKind::LoggedMessage;
        if (message < 0 || message == 2) {
            QVERIFY2(!first, qPrintable(texts(sentences).join(QLatin1Char('\n'))));
            continue;
        }
        QVERIFY2(first, qPrintable(texts(sentences).join(QLatin1Char('\n'))));
        QCOMPARE(sentences.front().text, expected[message]);
        QCOMPARE(sentences.front().message, message);
        ++named[message];
        if (message == 0)
            aliceStep = i;
    }
    QVERIFY(named[0] > 0 && named[1] > 0 && named[3] > 0);

    NarrationView view(&controller);
    view.resize(700, 500);
    view.show();
    controller.seek(aliceStep + 1);
    QVERIFY2(NarrationViewProbe(view).currentText().contains(expected[0]),
             qPrintable(NarrationViewProbe(view).currentText()));

    // The job card of a message with a sender, and of one without.
    controller.seek(0);
    bool cards = false;
    for (std::size_t i = 0; i < run.recording().steps().size() && !cards; ++i) {
        controller.seek(i);
        for (const JobCard& card : JobCardReader(controller.run(), 0).schedulerList()) {
            const QString tip = JobCardText::toolTip(card);
            if (card.messageId == QStringLiteral("4PbC4x469Jz3tBr")) {
                QVERIFY2(tip.contains(
                             QStringLiteral("The message's sender, as the log shows it: <alice@a.example>")),
                         qPrintable(tip));
                cards = true;
            }
            if (card.messageId == QStringLiteral("plain"))
                QVERIFY2(!tip.contains(QStringLiteral("sender")), qPrintable(tip));
        }
    }
    QVERIFY(cards);
}

// The sentences the course's examples teach with, their figures from each file's settings:
// round-robin's transports take turns (relay is created last, so first; then smtp after it) and so
// do job 1's peers; candidate-too-big's job 2 needs 6 slots, job 1 can reach at most 10 entries ÷
// cost 2 = 5; in preempted-twice job 4 leaves with 7 and 8 (level 2) waiting, and job 1 (level 0)
// adopts them; connect-timeout's failures hang for its fail_ms, 30 s; broken-agent's relay comes
// back after transport_retry_time 10 s; the newsletter's queues after smtp_destination_rate_delay 1 s.
void TestNarration::courseLessonsSayWhyAndHowLong() {
    const auto all = [](const char* file) {
        SimulationController controller;
        QString error;
        if (!controller.loadScenarioFile(example(file), &error))
            return QStringList{error};
        const Narrator narrator(controller.run());
        QStringList result;
        for (std::size_t i = 0; i < controller.length(); ++i)
            result << texts(narrator.sentences(i));
        return result;
    };
    const QStringList roundRobin = all("round-robin.json");
    QVERIFY(roundRobin.contains(
        QStringLiteral("Round robin over the transports: relay is first on their list (a new transport joins "
                       "it at the front) "
                       "and takes the delivery agent; it moves to the back of the list.")));
    QVERIFY(roundRobin.contains(QStringLiteral(
        "Round robin over the transports: smtp comes after relay, which took the delivery agent "
        "before, and takes this one; it moves to the back of the list.")));
    QVERIFY(roundRobin.contains(QStringLiteral(
        "Job 1's destinations take turns (round robin over its peers): b.example comes after "
        "a.example on the job's list of peers and gives the entry; it moves to the back of the list.")));
    QVERIFY(all("candidate-too-big.json")
                .contains(QStringLiteral(
                    "Job 2 is no candidate, whatever its score: it needs 6 slots, more than the "
                    "5 slots job 1 is sure to reach.")));
    QVERIFY(
        all("preempted-twice.json")
            .contains(QStringLiteral(
                "Job 4 is gone from the preemption stack, but jobs 7, 8, which had preempted it, are still "
                "waiting: job 4's parent, job 1, adopts them (the adoptive parent). They keep their stack "
                "level 2; job 1 is on level 0.")));
    const QStringList timeout = all("connect-timeout-30s.json").filter(QStringLiteral(" fails after "));
    QVERIFY(!timeout.isEmpty());
    QVERIFY2(timeout.filter(QStringLiteral(" fails after 30 s, without a session")).size() == timeout.size(),
             qPrintable(timeout.first()));
    QVERIFY(all("broken-agent.json")
                .contains(QStringLiteral("relay is alive again after transport_retry_time 10 s: its delivery "
                                         "agents may be started.")));
    QVERIFY(all("rate-limited-newsletter.json")
                .contains(
                    QStringLiteral("The rate delay of bigmail.example on smtp is over: 1 s "
                                   "(smtp_destination_rate_delay) after its last delivery completed, it may "
                                   "take a delivery again.")));
}

QTEST_MAIN(TestNarration)
#include "test_narration.moc"
