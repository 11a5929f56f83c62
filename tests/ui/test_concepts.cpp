// SPDX-License-Identifier: GPL-3.0-or-later
// test_concepts: the concept views. The preemption bar states, at every preemption test of
// slot-loan and default-settings, exactly the figures the narration's inequality states for the
// same step (and nothing at a step without one); the feedback view, at every step of the
// concurrency lessons, every feedback the core recorded (every success among them, the window
// moved or not) with the figures of the narration's window, death, held-feedback, window-stays and
// success-counted sentences (dead-destination's death with its failed pseudo-cohorts summed); the
// Structures view lays out the core's snapshot (round-robin's first selection), stays bounded on a
// message of thousands of destinations, and paints in both themes and zooms; the window lists both
// views in the View menu and its lecture layout shows them for the lessons that name them.
#include "ExamplePaths.h"
#include "FeedbackViewProbe.h"
#include "PreemptionBarViewProbe.h"
#include "StructuresViewProbe.h"
#include "core/run/Run.h"
#include "core/scenario/Scenario.h"
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/common/SlotUnits.h"
#include "ui/common/Theme.h"
#include "ui/narration/Narrator.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QTest>

using namespace qmgrlab;
using namespace qmgrlab::ui;

namespace {

QDockWidget* dock(const MainWindow& window, const char* name) {
    return window.findChild<QDockWidget*>(QLatin1String(name));
}

// Visible on screen and not tabbed behind another dock.
bool shown(const QWidget* widget) {
    return widget != nullptr && widget->isVisible() && !widget->visibleRegion().isEmpty();
}

// The colours an image holds (more than one: something was drawn on the background).
int colourCount(const QImage& image) {
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            colours.insert(image.pixel(x, y));
    return static_cast<int>(colours.size());
}

} // namespace

class TestConcepts : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void preemptionBarStatesTheNarrationsFigures_data();
    void preemptionBarStatesTheNarrationsFigures();
    void preemptionBarSaysWhyACandidateIsTooBig();
    void feedbackViewStatesTheNarrationsFigures_data();
    void feedbackViewStatesTheNarrationsFigures();
    void feedbackViewSumsTheCohortsAtTheDeath();
    void structuresViewDrawsTheSnapshot();
    void structuresViewStaysBounded();
    void viewMenuListsTheConceptViews();
    void lectureShowsTheConceptViews();
};

void TestConcepts::preemptionBarStatesTheNarrationsFigures_data() {
    QTest::addColumn<QString>("example");
    QTest::newRow("slot-loan") << test::gui::example("slot-loan.json");
    QTest::newRow("default-settings") << test::gui::example("default-settings.json");
}

// Every step: an Inequality sentence in the narration if and only if the bar shows a test, with
// the same seven figures (expected, selections, cost, loan, credit, discount, price) and the same
// words for them.
void TestConcepts::preemptionBarStatesTheNarrationsFigures() {
    QFETCH(QString, example);
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenarioFile(example, &error), qPrintable(error));
    PreemptionBarView bar(&controller);
    const PreemptionBarViewProbe probe(bar);
    const Narrator narrator(controller.run());
    int tests = 0;
    int preemptions = 0;
    for (std::size_t position = 1; position <= controller.length(); ++position) {
        controller.seek(position);
        const QList<NarrationSentence> sentences = narrator.sentences(position - 1);
        const auto inequality =
            std::find_if(sentences.begin(), sentences.end(),
                         [](const NarrationSentence& s) { return s.kind == SentenceKind::Inequality; });
        const QString where = QStringLiteral("step %1").arg(position);
        if (inequality == sentences.end()) {
            QVERIFY2(!probe.test(), qPrintable(where));
            continue;
        }
        QVERIFY2(probe.test(), qPrintable(where));
        const PreemptionTest& t = *probe.test();
        const QList<double> shown{double(t.expected),
                                  double(t.selections),
                                  double(t.slotCost),
                                  double(t.loan),
                                  double(t.credit),
                                  double(t.discount),
                                  t.price};
        QCOMPARE(shown, inequality->numbers);
        // The words for them: the counter in selections, cost, loan and credit; the price.
        const QString credit = QStringLiteral("(%1 ÷ cost %2) + slot loan %3 = %4")
                                   .arg(SlotUnits::selections(t.selections))
                                   .arg(t.slotCost)
                                   .arg(t.loan)
                                   .arg(t.credit);
        QVERIFY2(inequality->text.contains(credit), qPrintable(inequality->text));
        QVERIFY2(probe.credit().contains(credit), qPrintable(probe.credit()));
        const QString price =
            QStringLiteral("(100 − slot discount %1)% = %2").arg(t.discount).arg(Narrator::number(t.price));
        QVERIFY2(inequality->text.contains(price), qPrintable(inequality->text));
        QVERIFY2(probe.price().contains(price), qPrintable(probe.price()));
        QCOMPARE(t.preempts, inequality->text.contains(QStringLiteral(" ≥ ")));
        QVERIFY(probe.verdict().contains(t.preempts ? QStringLiteral(" ≥ ") : QStringLiteral(" < ")));
        QVERIFY(probe.heading().contains(QStringLiteral("at the decision")));
        QVERIFY(!bar.grab().isNull());
        ++tests;
        preemptions += t.preempts ? 1 : 0;
    }
    QVERIFY(tests > 0);
    QVERIFY(preemptions > 0);
}

// candidate-too-big: at every selection whose candidate look passed a job over as too big and
// weighed none, the bar states the narration's TooBig sentence (at step 7, job 2 needs 6 slots
// against job 1's 5), never "no candidate was weighed" alone.
void TestConcepts::preemptionBarSaysWhyACandidateIsTooBig() {
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenarioFile(test::gui::example("candidate-too-big.json"), &error),
             qPrintable(error));
    PreemptionBarView bar(&controller);
    const PreemptionBarViewProbe probe(bar);
    const Narrator narrator(controller.run());
    int tooBig = 0;
    for (std::size_t position = 1; position <= controller.length(); ++position) {
        controller.seek(position);
        const QList<NarrationSentence> sentences = narrator.sentences(position - 1);
        const auto has = [&](SentenceKind kind) {
            return std::any_of(sentences.begin(), sentences.end(),
                               [kind](const NarrationSentence& s) { return s.kind == kind; });
        };
        if (!has(SentenceKind::TooBig) || has(SentenceKind::Inequality))
            continue;
        const auto big = std::find_if(sentences.begin(), sentences.end(), [](const NarrationSentence& s) {
            return s.kind == SentenceKind::TooBig;
        });
        const QString where = QStringLiteral("step %1: %2").arg(position).arg(probe.heading());
        QVERIFY2(probe.heading().contains(big->text), qPrintable(where));
        QVERIFY2(probe.heading().contains(QStringLiteral("Step %1 on smtp").arg(position)),
                 qPrintable(where));
        ++tooBig;
    }
    QVERIFY(tooBig > 0);
    controller.seek(7);
    QVERIFY2(probe.heading().contains(
                 QStringLiteral("needs 6 slots, more than the 5 slots job 1 is sure to reach")),
             qPrintable(probe.heading()));
}

void TestConcepts::feedbackViewStatesTheNarrationsFigures_data() {
    QTest::addColumn<QString>("example");
    for (const char* name :
         {"concurrency-limited-server", "readme-concurrency-feedback", "readme-concurrency-feedback-jitter",
          "connect-timeout-30s", "greeting-timeout-300s", "less-than-1-feedback-limits", "dead-destination"})
        QTest::newRow(name) << test::gui::example(std::string(name) + ".json");
    // A window that starts at the largest integer, without a concurrency limit: each success
    // takes a step of the hysteresis loop that cannot raise it.
    QTest::newRow("unlimited-window")
        << QString::fromUtf8(test::kTestDataDir) + QStringLiteral("/unlimited-window.json");
}

// Every step: each FeedbackDecision the core recorded in the step (after the step's first event,
// up to the next step's) has its card and its window, death, held-feedback or window-stays
// sentence of the narration, and nothing else has: each card with its sentence's figures, and the
// arithmetic in the same words: the count and the amount, the hysteresis loop, the failed
// pseudo-cohorts against the limit, why a success was held. Every success of the step is among
// them, the window moved or not, but one that revives a dead destination (it gets no feedback). A
// step without feedback keeps the latest before it, labelled with its step.
void TestConcepts::feedbackViewStatesTheNarrationsFigures() {
    QFETCH(QString, example);
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenarioFile(example, &error), qPrintable(error));
    FeedbackView view(&controller);
    const FeedbackViewProbe probe(view);
    const Narrator narrator(controller.run());
    const Recording& recording = controller.run().recording();
    QVERIFY(probe.count() == 0 && probe.shownStep() == 0);
    std::size_t latest = 0;
    std::size_t cards = 0;
    std::size_t stays = 0;    // failures that left the window
    std::size_t counted = 0;  // successes that left the window, their count within the hysteresis
    std::size_t ceilings = 0; // successes whose hysteresis step met the largest window
    std::size_t recorded = 0; // the feedbacks of the steps walked so far, in the recording's order
    for (std::size_t position = 1; position <= controller.length(); ++position) {
        controller.seek(position);
        const StepRecord& step = recording.steps()[position - 1];
        std::vector<const FeedbackDecision*> ofStep;
        for (; recorded < recording.feedbacks().size() &&
               recording.feedbacks()[recorded].event <= step.firstEvent + step.eventCount;
             ++recorded)
            ofStep.push_back(&recording.feedbacks()[recorded]);
        // The step's successes, from its trace: each a positive feedback, applied or held, unless
        // it revived its dead destination.
        std::size_t successes = 0;
        for (std::uint32_t e = step.firstEvent; e < step.firstEvent + step.eventCount; ++e) {
            const TraceEvent& event = recording.events()[e];
            if (event.type == EventType::Done && event.sent)
                ++successes;
            if (event.type == EventType::Alive && event.revival == Revival::Delivery)
                --successes;
        }
        QCOMPARE(static_cast<std::size_t>(std::count_if(
                     ofStep.begin(), ofStep.end(), [](const FeedbackDecision* f) { return f->positive; })),
                 successes);
        const QList<NarrationSentence> sentences = narrator.sentences(position - 1);
        QList<NarrationSentence> told;
        for (const NarrationSentence& s : sentences)
            if (s.kind == SentenceKind::Window || s.kind == SentenceKind::Dead ||
                s.kind == SentenceKind::WindowHeld || s.kind == SentenceKind::WindowStays ||
                s.kind == SentenceKind::SuccessCounted)
                told << s;
        const QString where = QStringLiteral("step %1").arg(position);
        QCOMPARE(static_cast<std::size_t>(told.size()), ofStep.size());
        if (told.isEmpty()) {
            QCOMPARE(probe.shownStep(), latest);
            if (latest > 0)
                QVERIFY2(probe.heading().contains(
                             QStringLiteral("The latest concurrency feedback, at step %1:").arg(latest)),
                         qPrintable(probe.heading()));
            continue;
        }
        latest = position;
        QCOMPARE(probe.shownStep(), position);
        QCOMPARE(probe.count(), ofStep.size());
        QVERIFY(probe.heading().isEmpty());
        for (std::size_t i = 0; i < probe.count(); ++i) {
            const FeedbackDecision& f = probe.feedback(i);
            QVERIFY2(f.event == ofStep[i]->event && f.queue == ofStep[i]->queue &&
                         f.countBefore == ofStep[i]->countBefore && f.window == ofStep[i]->window,
                     qPrintable(where));
            const QString card = probe.text(i);
            const QString at = where + QStringLiteral(": ") + card;
            QList<double> figures;
            SentenceKind kind = SentenceKind::Window;
            QStringList words; // stated alike by the card and the sentence
            if (f.held) {
                kind = SentenceKind::WindowHeld;
                figures = {double(f.window), double(f.busy), double(f.initialConcurrency)};
                if (f.concurrencyLimit > 0 && f.window >= f.concurrencyLimit) {
                    figures << double(f.concurrencyLimit);
                    words << QStringLiteral("concurrency limit %1").arg(f.concurrencyLimit);
                } else {
                    words << QStringLiteral("%1 ≥ %2 + %3 = %4")
                                 .arg(f.window)
                                 .arg(f.busy)
                                 .arg(f.initialConcurrency)
                                 .arg(f.busy + f.initialConcurrency);
                }
            } else if (!f.positive && f.window == 0) {
                kind = SentenceKind::Dead;
                const std::vector<int>& windows = probe.cohortWindows(i);
                const TraceEvent& event = controller.run().recording().events()[f.event];
                figures = {f.failCohorts, double(f.failedCohortLimit), double(windows.size()),
                           double(controller.run().config().minimalBackoffSeconds()), double(event.untilMs)};
                words << QStringLiteral("%1 %2 ≥ the limit %3")
                             .arg(narrator.cohortTerms(f), Narrator::approximately(f.failCohorts))
                             .arg(f.failedCohortLimit)
                      << QStringLiteral("minimal_backoff_time %1 s, until %2")
                             .arg(controller.run().config().minimalBackoffSeconds())
                             .arg(Narrator::formatTime(event.untilMs));
            } else {
                figures = {double(f.oldWindow), double(f.window), f.amount, f.countBefore, f.countAfter};
                if (f.window == f.oldWindow) {
                    kind = f.positive ? SentenceKind::SuccessCounted : SentenceKind::WindowStays;
                    figures.removeFirst();
                    words << QStringLiteral("stays %1").arg(f.window);
                    ++(f.positive ? counted : stays);
                }
                const double sum = f.positive ? f.countBefore + f.amount : f.countBefore - f.amount;
                words << QStringLiteral("%1 %2 %3 %4")
                             .arg(Narrator::signedNumber(f.countBefore),
                                  f.positive ? QStringLiteral("+") : QStringLiteral("−"),
                                  Narrator::number(f.amount), Narrator::approximately(sum))
                      << Narrator::hysteresisLoop(f);
                if (!f.positive && f.failedCohortLimit > 0)
                    words << QStringLiteral("%1 %2, below the limit %3")
                                 .arg(narrator.cohortTerms(f), Narrator::approximately(f.failCohorts))
                                 .arg(f.failedCohortLimit);
                const QString window = f.window == f.oldWindow
                                           ? QStringLiteral("Window stays %1").arg(f.window)
                                           : QStringLiteral("Window %1 → %2").arg(f.oldWindow).arg(f.window);
                QCOMPARE(probe.window(i), window);
                if (!f.positive && f.window == 1 && f.oldWindow - f.steps < 1)
                    words << QStringLiteral("A window never goes below 1.");
                if (f.positive && f.steps > 0 && f.window == f.oldWindow) {
                    QCOMPARE(f.window, 2147483647);
                    words << QStringLiteral("A window never goes above 2147483647.");
                    ++ceilings;
                }
            }
            const auto sentence = std::find_if(told.begin(), told.end(), [&](const NarrationSentence& s) {
                return s.kind == kind && s.numbers.mid(0, figures.size()) == figures;
            });
            QVERIFY2(sentence != told.end(), qPrintable(at));
            for (const QString& w : words) {
                QVERIFY2(sentence->text.contains(w), qPrintable(sentence->text + QStringLiteral(" | ") + w));
                QVERIFY2(card.contains(w), qPrintable(at + QStringLiteral(" | ") + w));
            }
            QVERIFY2(card.contains(QStringLiteral("Step %1: ").arg(position)), qPrintable(at));
            QVERIFY2(card.contains(narrator.queueName(f.queue)), qPrintable(at));
            QVERIFY2(card.contains(narrator.transportName(f.transport)), qPrintable(at));
            told.erase(sentence);
            ++cards;
        }
    }
    QVERIFY(cards > 0);
    QCOMPARE(cards, recording.feedbacks().size());
    qInfo("%zu feedbacks told, %zu of them failures and %zu successes that left the window", cards, stays,
          counted);
    // Only the unlimited window meets the ceiling, and there each of its three deliveries (six
    // recipients, two a delivery) ends in a success whose loop takes a step at 2147483647.
    const bool unlimited = QString::fromUtf8(QTest::currentDataTag()) == QStringLiteral("unlimited-window");
    QCOMPARE(ceilings, std::size_t(unlimited ? 3 : 0));
    QVERIFY(!view.grab().isNull());
}

// dead-destination's death: the card sums the failed pseudo-cohorts of the failures since the
// queue's last success, each 1 / the window it failed at (5, 3, 2: the window dropping at each
// failure), to at least the limit, which the sum without the last failure stays below.
void TestConcepts::feedbackViewSumsTheCohortsAtTheDeath() {
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenarioFile(test::gui::example("dead-destination.json"), &error),
             qPrintable(error));
    FeedbackView view(&controller);
    const FeedbackViewProbe probe(view);
    const Recording& recording = controller.run().recording();
    // The run's first death and the failures of its queue that make up its count of failed
    // cohorts: those since the last failure that found the count at 0.
    const auto& feedbacks = recording.feedbacks();
    const auto death = std::find_if(feedbacks.begin(), feedbacks.end(),
                                    [](const FeedbackDecision& f) { return !f.positive && f.window == 0; });
    QVERIFY(death != feedbacks.end());
    std::vector<int> windows;
    double sum = 0;
    double before = 0;
    for (auto it = feedbacks.begin(); it != death + 1; ++it) {
        if (it->positive || it->queue != death->queue || it->transport != death->transport)
            continue;
        if (it->failCohortsBefore == 0) {
            windows.clear();
            sum = 0;
        }
        before = sum;
        windows.push_back(it->oldWindow);
        sum += 1.0 / it->oldWindow;
    }
    QCOMPARE(windows, (std::vector<int>{5, 3, 2}));
    QCOMPARE(sum, death->failCohorts);
    QVERIFY(before < death->failedCohortLimit && sum >= death->failedCohortLimit);
    QCOMPARE(death->failedCohortLimit, 1);

    // The step of its dead event.
    std::size_t step = 0;
    const auto& steps = recording.steps();
    while (step < steps.size() && steps[step].firstEvent + steps[step].eventCount <= death->event)
        ++step;
    QVERIFY(step < steps.size());
    controller.seek(step + 1);
    QCOMPARE(probe.shownStep(), step + 1);
    QCOMPARE(probe.count(), std::size_t{1});
    QCOMPARE(probe.cohortWindows(0), windows);
    QCOMPARE(probe.window(0), QStringLiteral("Window 2 → 0: dead"));
    QVERIFY2(probe.cohorts(0).startsWith(
                 QStringLiteral("Failed pseudo-cohorts: 1/5 + 1/3 + 1/2 ≈ 1.03 ≥ the limit "
                                "1 (smtp_destination_concurrency_failed_cohort_limit)")),
             qPrintable(probe.cohorts(0)));
    QVERIFY2(probe.text(0).contains(QStringLiteral("smtp declares down.example dead")),
             qPrintable(probe.text(0)));
    // Painted in both themes at 175 %.
    QFont font = view.font();
    font.setPointSizeF(font.pointSizeF() * 1.75);
    view.setFont(font);
    view.resize(560, view.heightForWidth(560));
    const QImage light = view.grab().toImage();
    QVERIFY(colourCount(light) > 5);
    view.setPalette(Theme::dark().palette());
    const QImage dark = view.grab().toImage();
    QVERIFY(colourCount(dark) > 5);
    QVERIFY(light != dark);
}

// round-robin at its first selection (step 5): relay's delivery 1 of job 1's hub.example
// entry, drawn from the snapshot; light and dark, at 175 %, one column narrow and two wide.
void TestConcepts::structuresViewDrawsTheSnapshot() {
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenarioFile(test::gui::example("round-robin.json"), &error), qPrintable(error));
    controller.seek(5);
    StructuresView view(&controller);
    const StructuresViewProbe probe(view);
    QVERIFY(probe.snapshot().has_value());
    QCOMPARE(probe.snapshot()->messageCount(), 2);
    const QStringList rows = probe.rowTexts();
    for (const char* text :
         {"Messages in the active queue: 2", "job on smtp", "job on relay", "peer a.example",
          "peer hub.example", "Transport smtp: 3 queues", "Transport relay: 1 queue"})
        QVERIFY2(rows.contains(QString::fromUtf8(text)), qPrintable(rows.join(QLatin1Char('|'))));
    QVERIFY(rows.filter(QStringLiteral("queue hub.example")).size() == 1);

    QFont font = view.font();
    font.setPointSizeF(font.pointSizeF() * 1.75);
    view.setFont(font);
    view.resize(470, view.heightForWidth(470));
    QVERIFY(!probe.twoColumns());
    const QImage light = view.grab().toImage();
    QVERIFY(colourCount(light) > 5);
    view.setPalette(Theme::dark().palette());
    const QImage dark = view.grab().toImage();
    QVERIFY(colourCount(dark) > 5);
    QVERIFY(light != dark);
    view.resize(1800, view.heightForWidth(1800));
    QVERIFY(probe.twoColumns());
    QVERIFY(view.heightForWidth(1800) < view.heightForWidth(470));

    controller.seek(0);
    QCOMPARE(probe.snapshot()->messageCount(), 0);
    QVERIFY(probe.rowTexts().contains(StructuresView::tr("The active queue is empty.")));
}

// A message to 3,000 destinations and one of 5,000 recipients at one destination, one recipient
// per delivery (so a queue per recipient, 8,000 of them): the view lays out at most kListLimit
// members of each list and counts the others.
void TestConcepts::structuresViewStaysBounded() {
    QString recipients;
    for (int d = 0; d < 3000; ++d)
        recipients += QStringLiteral("%1\"d%2.example\": 1").arg(d == 0 ? "" : ", ").arg(d);
    const QString json = QStringLiteral(R"({"format": "qmgrlab-scenario-1",
      "main.cf": {"smtp_destination_recipient_limit": 1},
      "destinations": {"*": {"delivery_ms": 1000}},
      "messages": [{"id": "wide", "recipients": {%1}},
                   {"id": "deep", "recipients": {"deep.example": 5000}}]})")
                             .arg(recipients);
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenario(parseScenario(json.toStdString(), "bounded.json"),
                                     QStringLiteral("bounded"), &error),
             qPrintable(error));
    controller.seek(8);
    StructuresView view(&controller);
    const StructuresViewProbe probe(view);
    QVERIFY(probe.snapshot().has_value());
    const QStringList rows = probe.rowTexts();
    // The heading; each message, its job, kListLimit peers and a "+K more"; the transport's
    // heading, kListLimit queues of two rows each and a "+K more".
    constexpr int kLimit = StructuresView::kListLimit;
    QCOMPARE(rows.size(), 1 + 2 * (2 + kLimit + 1) + 1 + 2 * kLimit + 1);
    QVERIFY2(!rows.filter(QStringLiteral("more")).isEmpty(), qPrintable(rows.join(QLatin1Char('|'))));
    for (const auto& m : probe.snapshot()->messages())
        for (const auto& j : m.jobs) {
            QVERIFY(static_cast<int>(j.peers.size()) <= StructuresView::kListLimit);
            for (const auto& p : j.peers)
                QVERIFY(static_cast<int>(p.todo.size()) <= StructuresView::kListLimit);
        }
    QVERIFY(!view.grab().isNull());
}

// The View menu lists the concept views.
void TestConcepts::viewMenuListsTheConceptViews() {
    MainWindow window;
    QStringList viewMenu;
    for (QAction* menu : window.menuBar()->actions())
        if (menu->menu() != nullptr)
            for (QAction* action : menu->menu()->actions())
                viewMenu << action->text();
    QVERIFY2(viewMenu.contains(QStringLiteral("Structures")), qPrintable(viewMenu.join(QLatin1Char('|'))));
    QVERIFY(viewMenu.contains(QStringLiteral("Preemption test")));
    QVERIFY(viewMenu.contains(QStringLiteral("Concurrency feedback")));
}

// The lecture layout at 1280x720 and 175 %: round-robin shows the structures in front of the
// job list under the timeline (rows as wide as the job list's), slot-loan the preemption bar
// under the narration, dead-destination the concurrency feedback there ("lecture_views").
void TestConcepts::lectureShowsTheConceptViews() {
    MainWindow window;
    window.resize(1280, 720);
    window.setZoom(1.75);
    window.setWindowLayout(WindowLayout::Lecture);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openPath(test::gui::example("round-robin.json")));
    QTest::qWait(100);
    QVERIFY(shown(dock(window, "structuresDock")));
    QVERIFY(shown(dock(window, "narrationDock")));
    QVERIFY(!shown(dock(window, "preemptionDock")));
    QCOMPARE(window.dockWidgetArea(dock(window, "structuresDock")), Qt::BottomDockWidgetArea);
    QVERIFY(window.tabifiedDockWidgets(dock(window, "structuresDock")).contains(dock(window, "jobListDock")));
    QVERIFY(dock(window, "structuresDock")->geometry().right() <
            dock(window, "narrationDock")->geometry().left());

    QVERIFY(window.openPath(test::gui::kSlotLoan));
    QTest::qWait(100);
    QVERIFY(shown(dock(window, "preemptionDock")));
    QVERIFY(!shown(dock(window, "structuresDock")));
    QVERIFY(!shown(dock(window, "feedbackDock")));

    // dead-destination: the destinations in front of the job list, the feedback under the narration.
    QVERIFY(window.openPath(test::gui::example("dead-destination.json")));
    QTest::qWait(100);
    QVERIFY(shown(dock(window, "feedbackDock")));
    QVERIFY(shown(dock(window, "destinationsDock")));
    QVERIFY(!shown(dock(window, "preemptionDock")));
    QVERIFY(dock(window, "feedbackDock")->geometry().top() >=
            dock(window, "narrationDock")->geometry().bottom());
}

QTEST_MAIN(TestConcepts)
#include "test_concepts.moc"
