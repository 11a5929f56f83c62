// SPDX-License-Identifier: GPL-3.0-or-later
// test_panels_agree: every example walked step by step, every step of it, through the sources the panels
// show (the narrator's sentences, the job cards read for the job list, the pool view's job rows, the queues
// the destinations table lists); and its first 600 steps and its bookmarks again with the job list, the
// narration, the recipient pools and the destinations view open on the same run, each panel showing what its
// source says. At every step the figures two panels both state are the same: the counter the narration says
// the preemption rule read at the decision is the one the tested job's card states at that step (labelled
// "at the decision"), and the counter it says the job has after its selection or its payment is the one on
// its card at the next step (unless that step changes it again); every sentence the narrator
// makes is the one the narration view shows; every job row of the pool view holds the recipients and slots
// its card states; and every window, feedback count and failed-cohort sum the narration gives a destination
// is the one in its row of the destinations table. The timeline holds each delivery under way, complete or
// to come as of the step, never by the clock alone (a delivery may end at the current time in a later
// step): per destination the deliveries it shows under way are the busy count of the destinations table,
// and the recipients its completed deliveries sent are the status bar's Sent; at the bookmarks its lanes, the
// future hidden, draw each delivery under way or complete as the core's record of the run says, and no
// outcome of one not complete. (The widgets at every step of the long concurrency runs, tens of thousands of
// steps, would take minutes; their sources take seconds.)
#include "DestinationsViewProbe.h"
#include "ExamplePaths.h"
#include "JobListViewProbe.h"
#include "NarrationViewProbe.h"
#include "PreemptionBarViewProbe.h"
#include "RecipientPoolViewProbe.h"
#include "TimelineViewProbe.h"
#include "core/run/Inspector.h"
#include "core/run/JobSlots.h"
#include "core/run/Run.h"
#include "core/run/TestedCounter.h"
#include "ui/SimulationController.h"
#include "ui/common/SlotUnits.h"
#include "ui/concepts/PreemptionBarView.h"
#include "ui/destinations/DestinationsTableModel.h"
#include "ui/destinations/DestinationsView.h"
#include "ui/joblist/JobCardReader.h"
#include "ui/joblist/JobCardText.h"
#include "ui/joblist/JobListView.h"
#include "ui/narration/NarrationView.h"
#include "ui/narration/Narrator.h"
#include "ui/pools/RecipientPoolView.h"
#include "ui/timeline/TimelineModel.h"
#include "ui/timeline/TimelineView.h"

#include <QDir>
#include <QtTest>
#include <algorithm>
#include <map>
#include <span>
#include <vector>

using namespace qmgrlab;
using namespace qmgrlab::ui;

namespace {

constexpr std::size_t kWalked = 600;

// The card's words for a counter of slots_available, as the full card writes them.
QString lendWords(long long selections, int cost) {
    return selections < 0 ? SlotUnits::owed(-selections, cost) : SlotUnits::selections(selections);
}

// The row of the destinations table for a transport's queue, or -1.
int tableRow(const DestinationsTableModel& table, const QString& transport, const QString& queue) {
    for (int row = 0; row < table.rowCount(); ++row) {
        const DestinationsTableModel::Row& r = table.rows()[static_cast<std::size_t>(row)];
        if (r.transport == transport && r.destination == queue)
            return row;
    }
    return -1;
}

QString transportName(const Run& run, TransportId transport) {
    return QString::fromStdString(run.config().transports()[static_cast<std::size_t>(transport)].name);
}

// What one step's narration says of the tested job's counter: at the decision (the figure the
// preemption rule read, and the loan when a candidate was weighed) and after the step (what it
// kept or owes after paying, or its counter after its own selection), whether it says them, and
// whether the job left the list in the step (then it has no card).
struct CounterSaid {
    long long atDecision = 0;
    long long loan = -1; // -1: no candidate weighed
    bool decisionSaid = false;
    long long after = 0;
    bool afterSaid = false;
    bool leftTheList = false;
};

CounterSaid counterSaid(const QList<NarrationSentence>& sentences, const SelectionDecision* d) {
    CounterSaid c;
    for (const NarrationSentence& s : sentences) {
        if (s.kind == SentenceKind::Inequality) {
            c.atDecision = static_cast<long long>(s.numbers.value(1));
            c.loan = static_cast<long long>(s.numbers.value(3));
            c.decisionSaid = true;
        } else if (s.kind == SentenceKind::OwesSelections || s.kind == SentenceKind::NoSelectionsYet) {
            c.atDecision = static_cast<long long>(
                s.kind == SentenceKind::OwesSelections ? -s.numbers.value(0) : s.numbers.value(0));
            c.decisionSaid = true;
        }
        if (s.kind == SentenceKind::CounterAfter || s.kind == SentenceKind::Payment) {
            c.after = static_cast<long long>(s.numbers.value(s.kind == SentenceKind::Payment ? 4 : 0));
            c.afterSaid = true;
        }
        c.leftTheList = c.leftTheList ||
                        (s.kind == SentenceKind::LastEntry && d != nullptr && s.message == d->currentMessage);
    }
    return c;
}

// A counter the narration said after a step, to be found on the job's card at the next step.
struct PendingAfter {
    std::size_t step = 0; // the step that said it; 0: none
    TransportId transport = kNone;
    int message = kNone;
    int slotCost = 0;
    long long after = 0;
};

// "" when the tested job's card states at the decision the counter the narration said then, with the
// loan the test added when it was above 0.
QString decisionOnCard(const QStringList& lines, const CounterSaid& c, int cost) {
    const QString row = lines.filter(QStringLiteral("at the decision: ")).value(0);
    QString expected = QStringLiteral("at the decision: ") +
                       (c.atDecision < 0 ? QStringLiteral("owes ") : QString()) +
                       lendWords(c.atDecision, cost);
    if (!row.startsWith(expected) ||
        (c.loan > 0 && !row.endsWith(QStringLiteral(" + loan ") + JobCardText::grouped(c.loan))) ||
        (c.loan == 0 && row.contains(QStringLiteral(" + loan "))))
        return QStringLiteral("at the decision %1 + loan %2 / card: %3")
            .arg(c.atDecision)
            .arg(c.loan)
            .arg(lines.join(QLatin1String(" | ")));
    return {};
}

// "" when the job's card at this step states the counter the narration said after the last step,
// or cannot (the job is not on the list, or this step read or changed its counter again).
QString afterOnCard(const Run& run, std::size_t step, const PendingAfter& pending, const QStringList& lines) {
    if (pending.step == 0 || pending.step + 1 != step || lines.isEmpty() ||
        !lines.filter(QStringLiteral("at the decision: ")).isEmpty())
        return {};
    const StepRecord& record = run.recording().steps()[step - 1];
    if (record.decision >= 0) {
        const SelectionDecision& d = run.recording().decisions()[static_cast<std::size_t>(record.decision)];
        if (d.transport == pending.transport && d.selectedMessage == pending.message)
            return {};
    }
    const QString expected = QStringLiteral("slot balance now: ") +
                             (pending.after < 0 ? QStringLiteral("owes ") : QString()) +
                             lendWords(pending.after, pending.slotCost);
    if (lines.filter(expected).isEmpty())
        return QStringLiteral("after step %1: %2 / card: %3")
            .arg(pending.step)
            .arg(pending.after)
            .arg(lines.join(QLatin1String(" | ")));
    return {};
}

// The feedbacks recorded in a step, in order: each after the step's first event (its delivery's
// completion), up to its last.
std::span<const FeedbackDecision> stepFeedbacks(const Run& run, const StepRecord& record) {
    const auto& feedbacks = run.recording().feedbacks();
    const auto from =
        std::partition_point(feedbacks.begin(), feedbacks.end(),
                             [&](const FeedbackDecision& f) { return f.event <= record.firstEvent; });
    const auto to = std::partition_point(from, feedbacks.end(), [&](const FeedbackDecision& f) {
        return f.event <= record.firstEvent + record.eventCount;
    });
    return {from, to};
}

// A sentence that states a feedback's window and the count it left: the window moved (with its
// counts), or left as it was after a failure or a success.
bool statesFeedback(const NarrationSentence& s) {
    return (s.kind == SentenceKind::Window && s.numbers.size() >= 5) || s.kind == SentenceKind::WindowStays ||
           s.kind == SentenceKind::SuccessCounted;
}

// The feedback such a sentence of the step states (its window and the count it left), or nullptr.
const FeedbackDecision* feedbackSaid(const Run& run, const StepRecord& record, const NarrationSentence& s) {
    const bool moved = s.kind == SentenceKind::Window;
    const double window = s.numbers[moved ? 1 : 0];
    const double countAfter = s.numbers[moved ? 4 : 3];
    const FeedbackDecision* f = nullptr;
    for (const FeedbackDecision& candidate : stepFeedbacks(run, record)) {
        if (candidate.reported == moved && !candidate.held && double(candidate.window) == window &&
            candidate.countAfter == countAfter)
            f = &candidate;
    }
    return f;
}

// The panels show a queue after the whole step: true when f is its last feedback in the step (a
// later one, even held, changed its counts or its failed cohorts).
bool lastFeedbackInStep(const Run& run, const StepRecord& record, const FeedbackDecision& f) {
    const FeedbackDecision* last = &f;
    for (const FeedbackDecision& later : stepFeedbacks(run, record)) {
        if (later.transport == f.transport && later.queue == f.queue)
            last = &later;
    }
    return last == &f;
}

// The figures one step's narration and the panels' sources both state, compared; "" when they
// agree, else the first disagreement. compared counts the figures.
QString compareStep(const Run& run, std::size_t step, const QList<NarrationSentence>& sentences,
                    PendingAfter& pending, int& compared) {
    const StepRecord& record = run.recording().steps()[step - 1];
    const SelectionDecision* d = record.decision >= 0
                                     ? &run.recording().decisions()[static_cast<std::size_t>(record.decision)]
                                     : nullptr;
    const Inspector inspector(run);
    const CounterSaid counter = counterSaid(sentences, d);
    // The tested job's card: its counter at the decision now, the one after the step next.
    if (d != nullptr && !counter.leftTheList) {
        const QStringList lines =
            JobListViewProbe::cardLines(JobCardReader(run, d->transport).schedulerList(), d->currentMessage);
        if (counter.decisionSaid) {
            if (const QString problem = decisionOnCard(lines, counter, d->slotCost); !problem.isEmpty())
                return problem;
            ++compared;
        }
    }
    if (pending.step != 0) {
        const QStringList lines = JobListViewProbe::cardLines(
            JobCardReader(run, pending.transport).schedulerList(), pending.message);
        if (const QString problem = afterOnCard(run, step, pending, lines); !problem.isEmpty())
            return problem;
        compared += lines.isEmpty() ? 0 : 1;
    }
    pending = {};
    if (d != nullptr && counter.afterSaid && !counter.leftTheList)
        pending = {step, d->transport, d->currentMessage, d->slotCost, counter.after};
    // A window the step's feedback set, and the count it left, on the queue the table lists.
    for (const NarrationSentence& s : sentences) {
        if (!statesFeedback(s))
            continue;
        const FeedbackDecision* f = feedbackSaid(run, record, s);
        if (f == nullptr)
            return QStringLiteral("no feedback recorded: ") + s.text;
        if (!lastFeedbackInStep(run, record, *f))
            continue;
        for (const QueueId q : inspector.transport(f->transport).queues) {
            const QueueInfo queue = inspector.queue(q);
            if (queue.name != f->queue)
                continue;
            if (queue.window != f->window || (f->positive ? queue.success : queue.failure) != f->countAfter ||
                (!f->positive && queue.failCohorts != f->failCohorts))
                return QStringLiteral("%1 / queue window %2, counts %3 %4, cohorts %5")
                    .arg(s.text)
                    .arg(queue.window)
                    .arg(queue.success)
                    .arg(queue.failure)
                    .arg(queue.failCohorts);
            ++compared;
        }
    }
    // Every job row of each transport's pool holds what its card says of its recipients.
    for (TransportId t = 0; t < static_cast<TransportId>(run.config().transports().size()); ++t) {
        const TransportInfo transport = inspector.transport(t);
        if (!transport.created)
            continue;
        const std::vector<JobSlots> rows = JobSlots::of(inspector, transport);
        if (rows.empty())
            continue;
        const std::vector<JobCard> cards = JobCardReader(run, t).schedulerList();
        for (const JobSlots& row : rows) {
            const QStringList lines = JobListViewProbe::cardLines(cards, row.message);
            if (lines.isEmpty())
                continue; // retired jobs together, or a job off the scheduler's list
            const QString expected =
                QStringLiteral("recipients: %1 in core · slots %2")
                    .arg(JobCardText::grouped(row.count), JobCardText::grouped(row.limit));
            if (!lines.contains(expected))
                return expected + QStringLiteral(" / card: ") + lines.join(QLatin1String(" | "));
            ++compared;
        }
    }
    return {};
}

// "" when the timelines of every transport, at `position` steps, agree with the panels' sources: per
// destination the deliveries drawn under way are its queue's busy count (the destinations table's
// Busy, 0 for a destination with no queue), and the recipients their completed deliveries sent are
// the run's total sent (the status bar's Sent). (Its Deferred counts the recipients deferred now,
// those a scan took back no longer: no sum of the timeline's.)
QString timelinesAgree(const Run& run, std::vector<TimelineModel>& timelines, std::size_t position,
                       int& compared) {
    const Inspector inspector(run);
    std::int64_t sent = 0;
    for (TimelineModel& timeline : timelines) {
        timeline.setPosition(position, run.recording().steps()[position - 1].timeMs);
        std::map<NameId, int> underWay;
        for (int slot = 0; slot < timeline.slotCount(); ++slot) {
            const TimelineModel::Slot& s = timeline.slot(slot);
            if (timeline.underWay(slot))
                ++underWay[s.dest];
            if (timeline.completed(slot))
                sent += s.sent();
        }
        for (const QueueId q : inspector.transport(timeline.transport()).queues) {
            const QueueInfo queue = inspector.queue(q);
            const int drawn = underWay.contains(queue.name) ? underWay.at(queue.name) : 0;
            if (drawn != queue.busy)
                return QStringLiteral("%1 %2: timeline %3 under way, table busy %4")
                    .arg(timeline.transportName(), timeline.destinationName(queue.name))
                    .arg(drawn)
                    .arg(queue.busy);
            underWay.erase(queue.name);
            ++compared;
        }
        if (!underWay.empty())
            return QStringLiteral("%1 %2: timeline %3 under way, no queue in the table")
                .arg(timeline.transportName(), timeline.destinationName(underWay.begin()->first))
                .arg(underWay.begin()->second);
    }
    if (sent != inspector.totalSent())
        return QStringLiteral("timeline: %1 sent; status bar: Sent %2").arg(sent).arg(inspector.totalSent());
    ++compared;
    return {};
}

} // namespace

class TestPanelsAgree : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyExampleEveryStep_data();
    void everyExampleEveryStep();
    void panelsShowTheirSources_data();
    void panelsShowTheirSources();
    void freeSlotsCardAtTheDecision();
};

void TestPanelsAgree::everyExampleEveryStep_data() {
    QTest::addColumn<QString>("path");
    const QDir examples(QString::fromUtf8(qmgrlab::test::kExamplesDir));
    for (const QString& name : examples.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(name)) << examples.filePath(name);
}

// Every step of every example, through the panels' sources.
void TestPanelsAgree::everyExampleEveryStep() {
    QFETCH(QString, path);
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenarioFile(path, &error), qPrintable(error));
    const Run& run = controller.run();
    const Narrator narrator(run);
    const std::size_t length = controller.length();
    int compared = 0;
    PendingAfter pending;
    std::vector<TimelineModel> timelines;
    for (TransportId t = 0; t < static_cast<TransportId>(run.config().transports().size()); ++t)
        timelines.emplace_back(run, t);
    for (std::size_t step = 1; step <= length; ++step) {
        controller.seek(step);
        QString problem = compareStep(run, step, narrator.sentences(step - 1), pending, compared);
        if (problem.isEmpty())
            problem = timelinesAgree(run, timelines, step, compared);
        QVERIFY2(
            problem.isEmpty(),
            qPrintable(
                QStringLiteral("%1 step %2: %3").arg(QFileInfo(path).fileName()).arg(step).arg(problem)));
    }
    qInfo("%s: %d figures compared over all %zu steps", qPrintable(QFileInfo(path).fileName()), compared,
          length);
}

void TestPanelsAgree::panelsShowTheirSources_data() {
    everyExampleEveryStep_data();
}

// The panels themselves over the first steps and the bookmarks: what each shows is what its source
// says, and the figures two of them state agree.
void TestPanelsAgree::panelsShowTheirSources() {
    QFETCH(QString, path);
    SimulationController controller;
    QString error;
    QVERIFY2(controller.loadScenarioFile(path, &error), qPrintable(error));
    controller.setFastMode(true);
    JobListView jobs(&controller);
    NarrationView narration(&controller);
    RecipientPoolView pools(&controller);
    pools.setAllTransports(true); // with several transports, every pool as well as the rows
    DestinationsView destinations(&controller);
    PreemptionBarView preemption(&controller);
    TimelineView timeline(&controller);
    for (QWidget* view :
         std::initializer_list<QWidget*>{&jobs, &narration, &pools, &destinations, &preemption, &timeline}) {
        view->resize(1200, 900);
        view->show();
    }
    const JobListViewProbe cards(jobs);
    const NarrationViewProbe told(narration);
    const RecipientPoolViewProbe pool(pools);
    const DestinationsViewProbe table(destinations);
    const PreemptionBarViewProbe test(preemption);
    const TimelineViewProbe lanes(timeline);
    lanes.setHideFuture(true);
    const Run& run = controller.run();
    const Narrator narrator(run);
    const std::size_t length = controller.length();
    int compared = 0;
    PendingAfter pending;
    // Every step of the run, up to kWalked; in the few longer runs (the README's concurrency
    // experiments, thousands of steps of the same seesaw) the steps after that are the lesson's.
    // (everyExampleEveryStep walks all of them through the same sources.)
    std::vector<std::size_t> steps;
    for (std::size_t step = 1; step <= std::min(length, kWalked); ++step)
        steps.push_back(step);
    for (const Bookmark& b : controller.scenario().lesson) {
        if (static_cast<std::size_t>(b.step) > kWalked && static_cast<std::size_t>(b.step) <= length)
            steps.push_back(static_cast<std::size_t>(b.step));
    }
    for (const std::size_t step : steps) {
        controller.seek(step); // the views' models follow at once; their plots' replots are queued
        const QString where = QStringLiteral("%1 step %2: ").arg(QFileInfo(path).fileName()).arg(step);
        const QString shown = told.currentText();
        const StepRecord& record = run.recording().steps()[step - 1];
        const SelectionDecision* d =
            record.decision >= 0 ? &run.recording().decisions()[static_cast<std::size_t>(record.decision)]
                                 : nullptr;
        const QList<NarrationSentence> sentences = narrator.sentences(step - 1);
        for (const NarrationSentence& s : sentences)
            QVERIFY2(shown.contains(s.text.simplified()),
                     qPrintable(where + QStringLiteral("not shown: ") + s.text));
        const CounterSaid counter = counterSaid(sentences, d);
        if (counter.decisionSaid && d != nullptr && !counter.leftTheList &&
            cards.transportName() == transportName(run, d->transport)) {
            const QString problem = decisionOnCard(cards.cardLines(d->currentMessage), counter, d->slotCost);
            QVERIFY2(problem.isEmpty(), qPrintable(where + problem));
            ++compared;
        }
        if (pending.step != 0 && cards.transportName() == transportName(run, pending.transport)) {
            const QString problem = afterOnCard(run, step, pending, cards.cardLines(pending.message));
            QVERIFY2(problem.isEmpty(), qPrintable(where + problem));
            ++compared;
        }
        // A step whose rule read the current job's counter and weighed no candidate: the
        // Preemption test says so with the counter the job's card states at the decision.
        const auto tested = TestedCounter::ofStep(run.recording(), step - 1);
        const QStringList testedLines = tested ? cards.cardLines(tested->message) : QStringList();
        if (tested && !tested->weighed && !testedLines.isEmpty() && // not a job the step finished
            cards.transportName() == transportName(run, tested->transport)) {
            const QString row = testedLines.filter(QStringLiteral("at the decision: ")).value(0);
            QString figure = row.section(QStringLiteral(": "), 1);
            if (figure.startsWith(QStringLiteral("owes ")))
                figure = QStringLiteral("owed ") + figure.mid(5);
            const QString heading = test.heading();
            QVERIFY2(!row.isEmpty() && heading.contains(QStringLiteral("no candidate was weighed")) &&
                         heading.contains(figure),
                     qPrintable(where + row + QStringLiteral(" / test: ") + heading));
            QVERIFY2(tested->selections < 0 || figure == QStringLiteral("0 selections (0 slots)"),
                     qPrintable(where + row));
            ++compared;
        }
        // The window chart ends each plotted line with the window the table states, and writes it.
        for (int row = 0; row < table.table().rowCount(); ++row) {
            const DestinationsTableModel::Row& r = table.table().rows()[static_cast<std::size_t>(row)];
            if (!table.plotted(row) || !r.inMemory || r.info.window <= 0)
                continue;
            QVERIFY2(table.lineEnd(row) == r.info.window &&
                         table.nowLabel(row) == QString::number(r.info.window),
                     qPrintable(where + r.destination +
                                QStringLiteral(": table %1, line ends at %2, label \"%3\"")
                                    .arg(r.info.window)
                                    .arg(table.lineEnd(row))
                                    .arg(table.nowLabel(row))));
            ++compared;
        }
        // The timeline's deliveries under way per destination are the table's Busy.
        std::map<QString, int> underWay = lanes.underWayByDestination();
        for (const DestinationsTableModel::Row& r : table.table().rows()) {
            if (r.transport != timeline.transportName())
                continue;
            const int drawn = underWay.contains(r.destination) ? underWay.at(r.destination) : 0;
            const int busy = r.inMemory ? r.info.busy : 0; // a discarded queue had nothing left
            QVERIFY2(
                drawn == busy,
                qPrintable(where + r.destination +
                           QStringLiteral(": timeline %1 under way, table busy %2").arg(drawn).arg(busy)));
            underWay.erase(r.destination);
            ++compared;
        }
        QVERIFY2(underWay.empty(), qPrintable(where + QStringLiteral("under way, not in the table: ") +
                                              (underWay.empty() ? QString() : underWay.begin()->first)));
        // At a bookmark, what the lanes drew: each bar under way or complete as the run's record
        // says, and no outcome of a delivery not complete at the step.
        if (std::any_of(controller.scenario().lesson.begin(), controller.scenario().lesson.end(),
                        [step](const Bookmark& b) { return static_cast<std::size_t>(b.step) == step; })) {
            lanes.replot();
            for (const TimelineViewProbe::Bar& bar : lanes.drawnBars()) {
                const Delivery& delivery =
                    run.recording().deliveries()[static_cast<std::size_t>(bar.seq) - 1];
                QVERIFY2(bar.underWay == delivery.underWayAt(step) &&
                             (!bar.outcomeShown || delivery.completedBy(step)),
                         qPrintable(where + QStringLiteral("delivery %1 drawn %2%3")
                                                .arg(bar.seq)
                                                .arg(bar.underWay ? QStringLiteral("under way")
                                                                  : QStringLiteral("not under way"))
                                                .arg(bar.outcomeShown ? QStringLiteral(", its outcome shown")
                                                                      : QString())));
                ++compared;
            }
        }
        pending = {};
        if (d != nullptr && counter.afterSaid && !counter.leftTheList)
            pending = {step, d->transport, d->currentMessage, d->slotCost, counter.after};
        // A window the step's feedback set, and the count it left, are in the destination's row
        // of the table (while the queue is in memory: a queue emptied in the step is shown faint).
        for (const NarrationSentence& s : sentences) {
            if (!statesFeedback(s))
                continue;
            const FeedbackDecision* f = feedbackSaid(run, record, s);
            QVERIFY2(f != nullptr, qPrintable(where + s.text));
            const int row = tableRow(table.table(), transportName(run, f->transport),
                                     QString::fromStdString(run.names().name(f->queue)));
            QVERIFY2(row >= 0, qPrintable(where + s.text));
            const DestinationsTableModel::Row& r = table.table().rows()[static_cast<std::size_t>(row)];
            if (!r.inMemory || !lastFeedbackInStep(run, record, *f))
                continue;
            const auto cell = [&](int column) {
                return table.table().data(table.table().index(row, column), Qt::DisplayRole);
            };
            const auto number = [&](int column) { // as a number, before the table rounds it
                return table.table()
                    .data(table.table().index(row, column), DestinationsTableModel::SortRole)
                    .toDouble();
            };
            QVERIFY2(cell(DestinationsTableModel::Window).toInt() == f->window,
                     qPrintable(where + s.text + QStringLiteral(" / table window ") +
                                cell(DestinationsTableModel::Window).toString()));
            const int column =
                f->positive ? DestinationsTableModel::Success : DestinationsTableModel::Failure;
            QVERIFY2(
                number(column) == f->countAfter,
                qPrintable(where + s.text + QStringLiteral(" / table count ") + cell(column).toString()));
            if (!f->positive)
                QVERIFY2(number(DestinationsTableModel::FailCohorts) == f->failCohorts,
                         qPrintable(where + s.text + QStringLiteral(" / table cohorts ") +
                                    cell(DestinationsTableModel::FailCohorts).toString()));
            ++compared;
        }
        // The job list shows the cards its reader gives for its transport, in their order.
        for (TransportId t = 0; t < static_cast<TransportId>(run.config().transports().size()); ++t) {
            if (transportName(run, t) != cards.transportName())
                continue;
            const std::vector<JobCard> read = JobCardReader(run, t).schedulerList();
            std::vector<int> order;
            for (const JobCard& card : read)
                order.push_back(card.info.message);
            QVERIFY2(cards.cardOrder() == order,
                     qPrintable(where + QStringLiteral("cards not in the reader's order")));
            for (const int message : order)
                QVERIFY2(cards.cardLines(message) == JobListViewProbe::cardLines(read, message),
                         qPrintable(where + cards.cardLines(message).join(QLatin1String(" | "))));
            compared += static_cast<int>(order.size());
        }
        // Every job row of the pool view holds what its card says of its recipients.
        if (pool.jobCount() > 0) {
            for (int row = 0; row < pool.jobCount(); ++row) {
                const auto [limit, count] = pool.jobSlots(row);
                const QStringList lines = cards.cardLines(pool.jobMessage(row));
                if (lines.isEmpty())
                    continue; // a job off the scheduler's list (the pools list by time)
                const QString expected = QStringLiteral("recipients: %1 in core · slots %2")
                                             .arg(JobCardText::grouped(count), JobCardText::grouped(limit));
                QVERIFY2(lines.contains(expected), qPrintable(where + expected + QStringLiteral(" / card: ") +
                                                              lines.join(QLatin1String(" | "))));
                ++compared;
            }
        }
        // With several transports, the pool of the job list's transport names each of its jobs
        // on the list with what its card says of its recipients.
        if (pool.showsAllPools()) {
            const std::vector<QString> names = pool.poolTransports();
            for (std::size_t row = 0; row < names.size(); ++row) {
                if (names[row] != cards.transportName())
                    continue;
                const QString label = pool.poolLabel(static_cast<int>(row));
                for (const JobSlots& job : pool.poolJobs(static_cast<int>(row))) {
                    const QStringList lines =
                        job.message == kNone ? QStringList() : cards.cardLines(job.message);
                    if (lines.isEmpty())
                        continue; // the retired jobs, or a job off the scheduler's list
                    const QString expected =
                        QStringLiteral("recipients: %1 in core · slots %2")
                            .arg(JobCardText::grouped(job.count), JobCardText::grouped(job.limit));
                    QVERIFY2(lines.contains(expected),
                             qPrintable(where + expected + QStringLiteral(" / card: ") +
                                        lines.join(QLatin1String(" | "))));
                    // ... and the label after the bar says the same, job by job.
                    const QString said =
                        QStringLiteral("%1 %2 / %3")
                            .arg(QString::fromStdString(Inspector(run).messageId(job.message)),
                                 QLocale().toString(job.count), QLocale().toString(job.limit));
                    QVERIFY2(label.split(QStringLiteral(", ")).contains(said),
                             qPrintable(where + said + QStringLiteral(" / label: ") + label));
                    ++compared;
                }
            }
        }
    }
    qInfo("%s: %d figures compared over %zu of %zu steps", qPrintable(QFileInfo(path).fileName()), compared,
          steps.size(), length);
}

// free-slots (cost 2, discount 0, loan 0, one agent, one recipient per entry) at step 13: job 1 has
// had one entry selected, (1 div 2) + 0 = 0 < job 2's 1 slot, and job 1 is selected again. Its
// card says what the test read, one selection, labelled; from step 14 (a completion) its balance
// of two selections, one whole slot.
void TestPanelsAgree::freeSlotsCardAtTheDecision() {
    SimulationController controller;
    QString error;
    QVERIFY2(
        controller.loadScenarioFile(
            QDir(QString::fromUtf8(qmgrlab::test::kExamplesDir)).filePath(QStringLiteral("free-slots.json")),
            &error),
        qPrintable(error));
    JobListView jobs(&controller);
    jobs.resize(1200, 900);
    jobs.show();
    const JobListViewProbe cards(jobs);
    controller.seek(13);
    QStringList lines = cards.cardLines(0);
    QVERIFY2(lines.contains(QStringLiteral("at the decision: 1 selection (0 slots)")),
             qPrintable(lines.join(QLatin1String(" | "))));
    QVERIFY2(lines.filter(QStringLiteral("slot balance now")).isEmpty(),
             qPrintable(lines.join(QLatin1String(" | "))));
    controller.seek(14);
    lines = cards.cardLines(0);
    QVERIFY2(lines.contains(QStringLiteral("slot balance now: 2 selections ÷ cost 2 = 1 slot")),
             qPrintable(lines.join(QLatin1String(" | "))));
}

QTEST_MAIN(TestPanelsAgree)
#include "test_panels_agree.moc"
