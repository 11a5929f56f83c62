// SPDX-License-Identifier: GPL-3.0-or-later
// test_v2views: the views of contract v2's new states against the real traces of the
// conformance cases: the destinations view's suspended queues with the time left, server down
// times and the transport's dead times; the timeline's per-recipient outcomes, rate-delay waits
// and dead band; the deferred-queue view's waiting messages with the file time and backoff of
// the trace's defer_msg, its scans and expiries, each retry a bar of its own with its backoff, every
// column in sight at a lecture's width; the job cards' visit outcomes.
#include "DeferredQueueViewProbe.h"
#include "DestinationsViewProbe.h"
#include "ExamplePaths.h"
#include "JobListViewProbe.h"
#include "core/run/Inspector.h"
#include "core/run/TransportWaits.h"
#include "ui/SimulationController.h"
#include "ui/common/Theme.h"
#include "ui/common/Zoom.h"
#include "ui/deferred/DeferredQueueView.h"
#include "ui/deferred/RetryWaitsPlottable.h"
#include "ui/destinations/DestinationsTableModel.h"
#include "ui/destinations/DestinationsView.h"
#include "ui/joblist/JobListView.h"
#include "ui/narration/Narrator.h"
#include "ui/timeline/TimelineModel.h"
#include "ui/timeline/TimelinePlot.h"
#include "ui/timeline/TimelineView.h"

#include <QApplication>
#include <QFile>
#include <QFontMetrics>
#include <QHeaderView>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTableWidget>
#include <QTest>
#include <algorithm>
#include <cstdlib>
#include <map>
#include <vector>

using namespace qmgrlab;
using namespace qmgrlab::ui;

namespace {

QString conformance(const char* name) {
    return qmgrlab::test::gui::kConformanceDir + QLatin1Char('/') + QLatin1String(name);
}

// The reference trace of a conformance case, one object per line.
std::vector<QJsonObject> traceOf(const char* name) {
    QString path = conformance(name);
    path.replace(QStringLiteral(".json"), QStringLiteral(".trace.jsonl"));
    QFile file(path);
    std::vector<QJsonObject> events;
    if (!file.open(QIODevice::ReadOnly))
        return events;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (!line.isEmpty())
            events.push_back(QJsonDocument::fromJson(line).object());
    }
    return events;
}

std::int64_t timeOf(const QJsonObject& e) {
    return static_cast<std::int64_t>(e.value(QStringLiteral("t")).toDouble());
}

QString ev(const QJsonObject& e) {
    return e.value(QStringLiteral("ev")).toString();
}

int rowOf(const DestinationsViewProbe& shown, const QString& destination) {
    for (std::size_t i = 0; i < shown.table().rows().size(); ++i) {
        if (shown.table().rows()[i].destination == destination)
            return static_cast<int>(i);
    }
    return -1;
}

QString stateText(const DestinationsViewProbe& shown, int row) {
    return shown.table()
        .data(shown.table().index(row, DestinationsTableModel::State), Qt::DisplayRole)
        .toString();
}

} // namespace

class TestV2Views : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void destinationsShowSuspendedWithTimeLeft();
    void destinationsShowServerDownTimes();
    void destinationsShowTheTransportDead();
    void timelineHasPartialOutcomes();
    void timelineHasRateDelayWaits();
    void timelineHasTheTransportDeadBand();
    void deferredViewListsTheWaitingMessages();
    void deferredViewCountsScansAndExpiries();
    void deferredViewEmptyWithoutDeferredQueue();
    void deferredViewDrawsEachRetry();
    void deferredViewColumnsFit();
    void deferredViewSaysTheAgeIsAtTheDeferral();
    void destinationsKeepTheirRowsInPlace();
    void destinationsFollowTheZoom();
    void deferredQueueFollowsTheZoom();
    void jobCardsShowTheVisit();

private:
    void load(const QString& path);
    SimulationController controller_;
};

void TestV2Views::initTestCase() {
    QVERIFY2(QFontMetrics(QApplication::font()).inFont(QLatin1Char('A')),
             "no usable font (install fonts-dejavu-core)");
}

void TestV2Views::load(const QString& path) {
    QString error;
    QVERIFY2(controller_.loadScenarioFile(path, &error), qPrintable(error));
    controller_.setFastMode(false);
}

// rate-delay-2s-serializes-deliveries: each completion suspends example.com until its resume.
void TestV2Views::destinationsShowSuspendedWithTimeLeft() {
    const char* name = "rate-delay-2s-serializes-deliveries.json";
    load(conformance(name));
    std::vector<std::pair<std::int64_t, std::int64_t>> suspensions; // suspend .. resume, from the trace
    for (const QJsonObject& e : traceOf(name)) {
        if (ev(e) == QLatin1String("suspend"))
            suspensions.emplace_back(timeOf(e), -1);
        else if (ev(e) == QLatin1String("resume"))
            suspensions.back().second = timeOf(e);
    }
    QVERIFY(suspensions.size() >= 2);
    DestinationsView view(&controller_);
    DestinationsViewProbe probe(view);
    view.resize(1200, 800);
    controller_.seek(0);
    std::size_t seen = 0;
    bool wasSuspended = false;
    while (!controller_.run().atEnd()) {
        controller_.stepForward();
        const int row = rowOf(probe, QStringLiteral("example.com"));
        if (row < 0)
            continue;
        const auto& shown = probe.table().rows()[static_cast<std::size_t>(row)];
        const std::int64_t now = controller_.run().timeMs();
        if (shown.inMemory && shown.info.suspended && !wasSuspended) {
            QVERIFY(seen < suspensions.size());
            const auto [from, until] = suspensions[seen++];
            QCOMPARE(now, from);
            const QString left = QString::number(static_cast<double>(until - now) / 1000.0, 'f', 1);
            QCOMPARE(stateText(probe, row), QStringLiteral("suspended, resumes in %1 s").arg(left));
            // The plot shows it suspended from then, with no window line.
            QVERIFY(probe.plottedSuspendedAt(row, static_cast<double>(now)));
            QCOMPARE(probe.plottedWindowAt(row, static_cast<double>(now)), -1);
        }
        if (shown.inMemory && !shown.info.suspended && wasSuspended) {
            QCOMPARE(now, suspensions[seen - 1].second);
            QVERIFY(stateText(probe, row).startsWith(QStringLiteral("alive")));
        }
        wasSuspended = shown.inMemory && shown.info.suspended;
    }
    QCOMPARE(seen, suspensions.size());
    // At the end the history still shows the first suspension, and the window before it.
    const int row = rowOf(probe, QStringLiteral("example.com"));
    QVERIFY(probe.plottedSuspendedAt(row, static_cast<double>(suspensions[0].first + 500)));
    QVERIFY(!probe.plottedSuspendedAt(row, static_cast<double>(suspensions[0].first - 500)));
}

// deferred-retry-after-backoff: flaky.example is down from 0 to 200 s.
void TestV2Views::destinationsShowServerDownTimes() {
    load(conformance("deferred-retry-after-backoff.json"));
    DestinationsView view(&controller_);
    DestinationsViewProbe probe(view);
    view.resize(1200, 800);
    // The first step with its queue in memory.
    controller_.seek(0);
    int row = -1;
    while (!controller_.run().atEnd() && ((row = rowOf(probe, QStringLiteral("flaky.example"))) < 0 ||
                                          !probe.table().rows()[static_cast<std::size_t>(row)].inMemory))
        controller_.stepForward();
    QVERIFY(row >= 0);
    QVERIFY(controller_.run().timeMs() < 200000);
    QVERIFY2(stateText(probe, row).contains(QStringLiteral("server down until 200.0 s")),
             qPrintable(stateText(probe, row)));
    QCOMPARE(probe.downSpans(row),
             (std::vector<std::pair<std::int64_t, std::int64_t>>{{0, controller_.run().timeMs()}}));
    controller_.jumpToEnd();
    row = rowOf(probe, QStringLiteral("flaky.example"));
    QVERIFY(controller_.run().timeMs() > 200000);
    QCOMPARE(probe.downSpans(row), (std::vector<std::pair<std::int64_t, std::int64_t>>{{0, 200000}}));
    const int ok = rowOf(probe, QStringLiteral("ok.example"));
    QVERIFY(ok >= 0);
    QVERIFY(probe.downSpans(ok).empty());
}

// broken-agents-transport-dead: the trace's xdead .. xalive is the band of the transport's queues.
void TestV2Views::destinationsShowTheTransportDead() {
    const char* name = "broken-agents-transport-dead.json";
    load(conformance(name));
    std::vector<std::pair<std::int64_t, std::int64_t>> dead;
    for (const QJsonObject& e : traceOf(name)) {
        if (ev(e) == QLatin1String("xdead") &&
            e.value(QStringLiteral("transport")).toString() == QLatin1String("smtp"))
            dead.emplace_back(timeOf(e), -1);
        else if (ev(e) == QLatin1String("xalive") && !dead.empty())
            dead.back().second = timeOf(e);
    }
    QVERIFY(!dead.empty());
    DestinationsView view(&controller_);
    DestinationsViewProbe probe(view);
    view.resize(1200, 800);
    controller_.jumpToEnd();
    int row = -1;
    for (std::size_t i = 0; i < probe.table().rows().size(); ++i) {
        if (probe.table().rows()[i].transport == QLatin1String("smtp"))
            row = static_cast<int>(i);
    }
    QVERIFY(row >= 0);
    auto expected = dead;
    if (expected.back().second < 0)
        expected.back().second = controller_.run().timeMs();
    QCOMPARE(probe.transportDeadSpans(row), expected);
    // While it is dead, the table says so with the retry time from the Inspector.
    controller_.seekTime(dead[0].first);
    const Inspector inspector(controller_.run());
    const TransportInfo smtp = inspector.transport(controller_.run().config().transportIndex("smtp"));
    QVERIFY(smtp.dead);
    for (std::size_t i = 0; i < probe.table().rows().size(); ++i) {
        const auto& r = probe.table().rows()[i];
        if (r.transport == QLatin1String("smtp") && r.inMemory)
            QVERIFY(stateText(probe, static_cast<int>(i))
                        .contains(
                            QStringLiteral("transport dead until %1 s")
                                .arg(QString::number(static_cast<double>(smtp.retryAtMs) / 1000.0, 'f', 1))));
    }
}

// defer-users-partial-delivery: every "partial" done of the trace is a slot with its counts, and
// the outcome strip is drawn in the theme's deferred colour.
void TestV2Views::timelineHasPartialOutcomes() {
    const char* name = "defer-users-partial-delivery.json";
    load(conformance(name));
    controller_.jumpToEnd();
    const TimelineModel model(controller_.run(), controller_.run().config().transportIndex("smtp"));
    std::map<int, std::pair<int, int>> partial; // seq -> deferred, bounced
    for (const QJsonObject& e : traceOf(name)) {
        if (ev(e) == QLatin1String("done") &&
            e.value(QStringLiteral("status")).toString() == QLatin1String("partial"))
            partial[e.value(QStringLiteral("seq")).toInt()] = {e.value(QStringLiteral("deferred")).toInt(),
                                                               e.value(QStringLiteral("bounced")).toInt()};
    }
    QVERIFY(!partial.empty());
    int partialSlots = 0;
    for (int i = 0; i < model.slotCount(); ++i) {
        const auto& s = model.slot(i);
        const auto it = partial.find(s.seq);
        QCOMPARE(s.partial(), it != partial.end());
        if (it == partial.end())
            continue;
        ++partialSlots;
        QCOMPARE(s.deferred, it->second.first);
        QCOMPARE(s.bounced, it->second.second);
        QCOMPARE(s.sent(), s.recipients - s.deferred - s.bounced);
    }
    QCOMPARE(partialSlots, static_cast<int>(partial.size()));
    QVERIFY(model.hasDeferredOutcomes());
    // With the future hidden the legend's key comes with the first partial delivery's step, not
    // before (it would tell what is to come).
    TimelineModel hidden(controller_.run(), controller_.run().config().transportIndex("smtp"));
    hidden.setHideFuture(true);
    std::size_t firstPartial = controller_.length();
    for (int i = 0; i < hidden.slotCount(); ++i)
        if (hidden.slot(i).partial() && hidden.slot(i).deferred > 0)
            firstPartial = std::min<std::size_t>(firstPartial, hidden.slot(i).completeStep);
    QVERIFY(firstPartial > 0 && firstPartial < controller_.length());
    hidden.setPosition(firstPartial, 0);
    QVERIFY(!hidden.hasDeferredOutcomes());
    hidden.setPosition(firstPartial + 1, 0);
    QVERIFY(hidden.hasDeferredOutcomes());

    TimelineView view(&controller_);
    view.resize(1400, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.plot()->fit();
    view.plot()->replot();
    const QImage image = view.plot()->toPixmap().toImage();
    const QRgb deferred = Theme::of(view.plot()->palette()).deferredOutcome().rgb();
    int found = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            found += (image.pixel(x, y) & 0xFFFFFF) == (deferred & 0xFFFFFF) ? 1 : 0;
    }
    QVERIFY2(found > 20, "no deferred-outcome strip drawn");
}

// The waits around the deliveries and the dead band are the core's (TransportWaits, tested
// against the reference traces in test_transport_waits): the model gives each slot its waits.
void TestV2Views::timelineHasRateDelayWaits() {
    for (const char* name : {"transport-rate-delay-selects-at-the-later-time.json",
                             "rate-delay-2s-serializes-deliveries.json"}) {
        load(conformance(name));
        controller_.jumpToEnd();
        const Run& run = controller_.run();
        const TransportId smtp = run.config().transportIndex("smtp");
        const TimelineModel model(run, smtp);
        const TransportWaits waits(run.recording(), run.config(), smtp, model.endMs());
        QVERIFY(waits.any());
        QVERIFY(model.hasWaits());
        int waiting = 0;
        for (int i = 0; i < model.slotCount(); ++i) {
            const TransportWaits::DeliveryWait* wait = waits.of(model.slot(i).seq);
            QCOMPARE(model.slot(i).allocMs, wait != nullptr ? wait->allocMs : std::int64_t{-1});
            QCOMPARE(model.slot(i).waitUntilMs, wait != nullptr ? wait->resumeMs : std::int64_t{-1});
            waiting += wait != nullptr ? 1 : 0;
        }
        QVERIFY(waiting >= 2);
    }
}

void TestV2Views::timelineHasTheTransportDeadBand() {
    load(conformance("broken-agents-transport-dead.json"));
    controller_.jumpToEnd();
    const Run& run = controller_.run();
    const TransportId smtp = run.config().transportIndex("smtp");
    const TimelineModel model(run, smtp);
    const TransportWaits waits(run.recording(), run.config(), smtp, model.endMs());
    const std::vector<TimeInterval>& expected = waits.deadSpans();
    QVERIFY(!expected.empty());
    QCOMPARE(model.deadSpans().size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        QCOMPARE(model.deadSpans()[i].startMs, expected[i].startMs);
        QCOMPARE(model.deadSpans()[i].endMs, expected[i].endMs);
    }
}

// deferred-retry-after-backoff: at every step the table lists the core's deferred queue, each
// message with its deferral's time, age, backoff and the bound that applied, its retry time and
// the time left (the figures themselves are the core's, tested in test_deferred_queue).
void TestV2Views::deferredViewListsTheWaitingMessages() {
    load(conformance("deferred-retry-after-backoff.json"));
    DeferredQueueView view(&controller_);
    const DeferredQueueViewProbe shown(view);
    view.resize(1200, 800);
    QVERIFY(!shown.emptyStateShown());
    controller_.seek(0);
    int listed = 0;
    bool sawMinimal = false;
    bool sawAge = false;
    bool sawDue = false;
    while (!controller_.run().atEnd()) {
        controller_.stepForward();
        const Run& run = controller_.run();
        const auto& waiting = shown.history().waiting();
        QCOMPARE(waiting.size(), Inspector(run).deferredMessages().size());
        QCOMPARE(shown.table()->rowCount(), static_cast<int>(waiting.size()));
        for (std::size_t i = 0; i < waiting.size(); ++i) {
            const auto& w = waiting[i];
            const int row = static_cast<int>(i);
            QVERIFY(w.deferral.has_value());
            auto cell = [&](int column) { return shown.table()->item(row, column)->text(); };
            QCOMPARE(cell(0), QString::fromStdString(run.config().message(w.message).id));
            QCOMPARE(cell(1), QString::number(w.deferral->recipients));
            const auto time = [](std::int64_t ms) {
                return QStringLiteral("%1 s").arg(Narrator::number(static_cast<double>(ms) / 1000.0));
            };
            QCOMPARE(cell(2), time(w.deferral->timeMs));
            QCOMPARE(cell(3), QStringLiteral("%1 s").arg(w.deferral->ageSeconds));
            const QString bound = w.deferral->bound == BackoffBound::None      ? QStringLiteral("its age")
                                  : w.deferral->bound == BackoffBound::Maximal ? QStringLiteral("maximum")
                                                                               : QStringLiteral("minimum");
            QCOMPARE(cell(4), QStringLiteral("%1 s (%2)").arg(w.deferral->waitSeconds).arg(bound));
            QCOMPARE(cell(5), time(w.retryAtMs));
            QCOMPARE(cell(6), w.due ? QStringLiteral("due") : time(w.retryInMs));
            QCOMPARE(cell(7), QString::number(w.visits));
            sawMinimal = sawMinimal || w.deferral->bound == BackoffBound::Minimal;
            sawAge = sawAge || w.deferral->bound == BackoffBound::None;
            sawDue = sawDue || w.due;
            ++listed;
        }
    }
    QVERIFY(listed > 0);
    // The trace: deferred at 1 s until 61 s (age 1 s, raised to minimal_backoff_time 60 s), at
    // 60.01 s until 120 s and at 120.01 s until 240 s (the age itself, 60 s and 120 s).
    QVERIFY(sawMinimal);
    QVERIFY(sawAge);
    QVERIFY(sawDue);
}

// The summary counts the core's scans and expiries so far.
void TestV2Views::deferredViewCountsScansAndExpiries() {
    for (const char* name : {"deferred-retry-after-backoff.json", "expired-message-bounces.json",
                             "null-sender-uses-bounce-lifetime.json"}) {
        load(conformance(name));
        DeferredQueueView view(&controller_);
        const DeferredQueueViewProbe shown(view);
        view.resize(1200, 800);
        controller_.jumpToEnd();
        int scans = 0;
        int expiries = 0;
        for (const QJsonObject& e : traceOf(name)) {
            scans += ev(e) == QLatin1String("scan") ? 1 : 0;
            expiries += ev(e) == QLatin1String("expire") ? 1 : 0;
        }
        QVERIFY2(shown.summary().contains(scans == 1 ? QStringLiteral("1 scan so far")
                                                     : QStringLiteral("%1 scans so far").arg(scans)),
                 qPrintable(shown.summary()));
        QCOMPARE(shown.summary().contains(QStringLiteral("expired")), expiries > 0);
        if (expiries > 0)
            QVERIFY2(shown.summary().contains(expiries == 1
                                                  ? QStringLiteral("1 message expired")
                                                  : QStringLiteral("%1 messages expired").arg(expiries)),
                     qPrintable(shown.summary()));
        controller_.seek(0);
        QVERIFY2(shown.summary().contains(QStringLiteral("0 scans so far")), qPrintable(shown.summary()));
    }
    QVERIFY(traceOf("expired-message-bounces.json").size() > 0);
}

// outage-backoff (down.example down for hours; minimal_backoff_time 300 s, maximal 4000 s): at the
// end, message order's waits are one bar each, from the attempt that deferred it to its retry time,
// with that wait written in it and a gap before the next; each wait is its age within the backoff
// times, 300 s twice, then doubled at each retry until maximal_backoff_time holds it.
void TestV2Views::deferredViewDrawsEachRetry() {
    load(qmgrlab::test::gui::kOutageBackoff);
    DeferredQueueView view(&controller_);
    const DeferredQueueViewProbe shown(view);
    view.resize(1400, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    controller_.jumpToEnd();
    shown.plot()->replot(QCustomPlot::rpImmediateRefresh);
    const auto& waits = shown.retries()->waits();
    QVERIFY2(waits.size() >= 5, qPrintable(QString::number(waits.size())));
    const std::int64_t minimal = controller_.run().config().minimalBackoffSeconds();
    const std::int64_t maximal = controller_.run().config().maximalBackoffSeconds();
    const QImage image = shown.plot()->grab().toImage();
    const QCPAxis* x = shown.plot()->xAxis;
    const QCPAxis* y = shown.plot()->yAxis;
    const QRgb background =
        image.pixel(QPoint(static_cast<int>(x->coordToPixel(waits.front().fromMs / 1000.0)) - 2,
                           static_cast<int>(y->coordToPixel(waits.front().row))));
    for (std::size_t i = 0; i < waits.size(); ++i) {
        const RetryWaitsPlottable::Wait& w = waits[i];
        // The label is the wait; the bar spans it (to the file time, a whole second).
        const auto secondsOf = [](const RetryWaitsPlottable::Wait& wait) {
            return wait.label.section(QLatin1Char(' '), 0, 0).toLongLong();
        };
        const std::int64_t seconds = secondsOf(w);
        QVERIFY2(w.label == QStringLiteral("%1 s").arg(seconds) &&
                     std::abs(w.toMs - w.fromMs - seconds * 1000) < 1000,
                 qPrintable(w.label));
        // Postfix's backoff: the message's age (whole seconds) within the backoff times; each retry
        // comes when the age has doubled, so from the second wait on each doubles until the maximum.
        const std::int64_t age = (w.fromMs - controller_.run().config().message(w.message).arrivalMs) / 1000;
        QCOMPARE(seconds, std::clamp(age, minimal, maximal));
        if (i > 1)
            QVERIFY2(seconds == 2 * secondsOf(waits[i - 1]) || seconds == maximal, qPrintable(w.label));
        const int row = static_cast<int>(y->coordToPixel(w.row));
        const int middle = static_cast<int>(x->coordToPixel((w.fromMs + w.toMs) / 2000.0));
        const int end =
            static_cast<int>(x->coordToPixel(w.toMs / 1000.0)) - 2; // in the gap, before the next tick
        QVERIFY2(image.pixel(middle, row) != background, qPrintable(w.label));
        if (i + 1 < waits.size() && waits[i + 1].fromMs - w.toMs < 1000) // a gap between it and the next
            QVERIFY2(image.pixel(end, row) == background, qPrintable(w.label));
    }
    // Every bar with room for its text (80 pixels: "4000 s" at most) has it written in.
    const int roomy = static_cast<int>(std::count_if(waits.begin(), waits.end(), [&](const auto& w) {
        return x->coordToPixel(w.toMs / 1000.0) - x->coordToPixel(w.fromMs / 1000.0) >= 80.0;
    }));
    QVERIFY2(roomy >= 4 && shown.retries()->labelsDrawn() >= roomy,
             qPrintable(QStringLiteral("%1 of %2").arg(shown.retries()->labelsDrawn()).arg(roomy)));
}

// At a lecture's half screen (640 pixels at 175 %) every column of the table is in sight: the
// widest are narrowed (their text elided) rather than pushing the last ones off the edge.
void TestV2Views::deferredViewColumnsFit() {
    load(qmgrlab::test::gui::kOutageBackoff);
    DeferredQueueView view(&controller_);
    QFont large = view.font();
    large.setPointSizeF(large.pointSizeF() * 1.75);
    view.setFont(large);
    view.setCompact(true);
    const DeferredQueueViewProbe shown(view);
    view.resize(640, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    controller_.seek(37); // order deferred at 4800.1 s for maximal_backoff_time
    QCOMPARE(shown.table()->rowCount(), 1);
    const QHeaderView* header = shown.table()->horizontalHeader();
    const int room = shown.table()->viewport()->width();
    for (int c = 0; c < header->count(); ++c) {
        if (header->isSectionHidden(c))
            continue; // compact: the time left, which the retry time beside it says
        QVERIFY2(header->sectionPosition(c) + header->sectionSize(c) <= room &&
                     header->sectionSize(c) >= header->minimumSectionSize(),
                 qPrintable(QStringLiteral("column %1 at %2 + %3 of %4")
                                .arg(c)
                                .arg(header->sectionPosition(c))
                                .arg(header->sectionSize(c))
                                .arg(room)));
    }
}

// greylisting: digest arrives at 60 s and is refused at 61 s, at an age of 1 s (whole seconds);
// at 300 s (step 22) it still waits, and its row states the age the backoff rule read, under a
// header that says so, not its age now (240 s).
void TestV2Views::deferredViewSaysTheAgeIsAtTheDeferral() {
    load(qmgrlab::test::gui::kGreylisting);
    DeferredQueueView view(&controller_);
    const DeferredQueueViewProbe shown(view);
    controller_.seek(22);
    QCOMPARE(controller_.run().timeMs(), 300000);
    QCOMPARE(shown.table()->rowCount(), 1);
    QCOMPARE(shown.table()->item(0, 0)->text(), QStringLiteral("digest"));
    QCOMPARE(shown.table()->item(0, 2)->text(), QStringLiteral("61 s"));
    QCOMPARE(shown.table()->item(0, 3)->text(), QStringLiteral("1 s"));
    const QTableWidgetItem* header = shown.table()->horizontalHeaderItem(3);
    QCOMPARE(header->text(), QStringLiteral("Age at\ndeferral"));
    QVERIFY2(header->toolTip().contains(QStringLiteral("whole seconds")) &&
                 header->toolTip().contains(QStringLiteral("age now")),
             qPrintable(header->toolTip()));
}

// connect-timeout-30s: three transports (fb_1, fb_n, fb_sqrt in the scenario), one destination
// each; fb_1's queue goes out of memory before the others and comes back. The table lists them
// in the scenario's transport order at every step, whichever are in memory.
void TestV2Views::destinationsKeepTheirRowsInPlace() {
    load(qmgrlab::test::gui::kExamplesDir + QStringLiteral("/connect-timeout-30s.json"));
    QStringList transports;
    for (const auto& t : controller_.run().config().transports())
        transports << QString::fromStdString(t.name);
    QCOMPARE(transports,
             (QStringList{QStringLiteral("fb_1"), QStringLiteral("fb_n"), QStringLiteral("fb_sqrt")}));
    DestinationsView view(&controller_);
    const DestinationsViewProbe shown(view);
    controller_.jumpToEnd();
    const std::size_t last = controller_.run().position();
    bool sawDiscarded = false;
    bool sawMixed = false;
    for (std::size_t step = 1; step <= last; step += 11) {
        controller_.seek(step);
        QStringList order;
        int inMemory = 0;
        for (const DestinationsTableModel::Row& row : shown.table().rows()) {
            order << row.transport;
            inMemory += row.inMemory ? 1 : 0;
        }
        sawDiscarded = sawDiscarded || inMemory < order.size();
        sawMixed = sawMixed || (inMemory > 0 && inMemory < order.size());
        // The queues seen so far, each in its transport's place: a subsequence of the scenario's order.
        qsizetype previous = -1;
        for (const QString& transport : order) {
            const qsizetype place = transports.indexOf(transport);
            QVERIFY2(
                place > previous,
                qPrintable(QStringLiteral("step %1: %2").arg(step).arg(order.join(QStringLiteral(", ")))));
            previous = place;
        }
    }
    // The order held through the steps that used to reorder it: a queue out of memory among
    // others in memory, and all of them out of memory at the end.
    QVERIFY(sawDiscarded);
    QVERIFY(sawMixed);
    for (const std::size_t bookmark : {66U, 499U, 6007U}) {
        controller_.seek(bookmark);
        QStringList order;
        for (const DestinationsTableModel::Row& row : shown.table().rows())
            order << row.transport;
        QCOMPARE(order, transports);
    }
}

// View > Zoom changes the application font: the table's text and the plot's tick labels follow it
// (never below 12 points), and the window labels stay a little smaller than the ticks.
void TestV2Views::destinationsFollowTheZoom() {
    load(qmgrlab::test::gui::kExamplesDir + QStringLiteral("/connect-timeout-30s.json"));
    Zoom::apply(1.0);
    DestinationsView view(&controller_);
    const DestinationsViewProbe shown(view);
    view.resize(900, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    controller_.seek(499);
    const auto expected = [] { return std::max(12.0, QFontInfo(QApplication::font()).pointSizeF()); };
    const auto check = [&] {
        QCOMPARE(QFontInfo(shown.tableView()->font()).pointSizeF(), expected());
        QCOMPARE(QFontInfo(shown.tickFont()).pointSizeF(), expected());
        QVERIFY(!shown.nowLabel(0).isEmpty());
        QVERIFY(QFontInfo(shown.nowLabelFont(0)).pointSizeF() < expected());
    };
    check();
    const double atStart = expected();
    for (const double zoom : {2.0, 3.0}) {
        Zoom::apply(zoom);
        QCoreApplication::processEvents();
        check();
    }
    QVERIFY2(expected() > 1.5 * atStart, qPrintable(QStringLiteral("%1 -> %2").arg(atStart).arg(expected())));
    // Compact (the lecture's short dock), the table at nine tenths of the window's text, the plot's
    // ticks smaller still: they follow the zoom too.
    view.setCompact(true);
    QCOMPARE(shown.tableView()->font().pointSizeF(), 0.9 * QFontInfo(QApplication::font()).pointSizeF());
    const double compactTicks = QFontInfo(shown.tickFont()).pointSizeF();
    QVERIFY(compactTicks < 0.9 * expected());
    Zoom::apply(2.0);
    QCoreApplication::processEvents();
    QVERIFY(QFontInfo(shown.tickFont()).pointSizeF() < compactTicks);
    Zoom::apply(1.0);
}

// The deferred queue's table and its chart's ticks follow View > Zoom as the destinations' do
// (never below 12 points); compact, the table at nine tenths of the window's text and the ticks
// smaller still, and the retries' labels smaller than the ticks.
void TestV2Views::deferredQueueFollowsTheZoom() {
    load(qmgrlab::test::gui::kOutageBackoff);
    Zoom::apply(1.0);
    DeferredQueueView view(&controller_);
    const DeferredQueueViewProbe shown(view);
    view.resize(900, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    controller_.seek(37);
    const auto window = [] { return QFontInfo(QApplication::font()).pointSizeF(); };
    const auto ticks = [&] { return QFontInfo(shown.plot()->xAxis->tickLabelFont()).pointSizeF(); };
    const auto check = [&] {
        QCOMPARE(QFontInfo(shown.table()->font()).pointSizeF(), std::max(12.0, window()));
        QCOMPARE(ticks(), std::max(12.0, window()));
    };
    check();
    Zoom::apply(2.0);
    QCoreApplication::processEvents();
    check();
    view.setCompact(true);
    QCOMPARE(shown.table()->font().pointSizeF(), 0.9 * window());
    QVERIFY(ticks() < 0.9 * window());
    QVERIFY(shown.retries() != nullptr);
    const double compactTicks = ticks();
    Zoom::apply(3.0);
    QCoreApplication::processEvents();
    QVERIFY(ticks() > compactTicks);
    Zoom::apply(1.0);
}

void TestV2Views::deferredViewEmptyWithoutDeferredQueue() {
    load(conformance("dead-revived-by-success.json"));
    DeferredQueueView view(&controller_);
    const DeferredQueueViewProbe shown(view);
    controller_.jumpToEnd();
    QVERIFY(shown.emptyStateShown());
    QCOMPARE(shown.table()->rowCount(), 0);
    load(conformance("deferred-retry-after-backoff.json"));
    QVERIFY(!shown.emptyStateShown());
}

// deferred-retry-after-backoff: m1's cards show its visit's counts; after the scan takes it back
// they say it came from the deferred queue.
void TestV2Views::jobCardsShowTheVisit() {
    load(conformance("deferred-retry-after-backoff.json"));
    JobListView view(&controller_);
    JobListViewProbe probe(view);
    view.resize(1200, 800);
    controller_.seek(0);
    bool sawFirstVisit = false;
    bool sawRetry = false;
    while (!controller_.run().atEnd()) {
        controller_.stepForward();
        const Inspector inspector(controller_.run());
        for (const MessageInfo& m : inspector.activeMessages()) {
            const QStringList lines = probe.cardLines(m.spec);
            if (lines.isEmpty())
                continue;
            const QString visit = QStringLiteral("this visit: %1 sent · %2 deferred · %3 bounced")
                                      .arg(m.sent)
                                      .arg(m.deferred)
                                      .arg(m.bounced);
            QVERIFY2(lines.contains(visit), qPrintable(lines.join(QLatin1Char('|'))));
            const bool back =
                lines.join(QLatin1Char('|')).contains(QStringLiteral("back from the deferred queue"));
            QCOMPARE(back, m.fromDeferred);
            sawRetry = sawRetry || m.fromDeferred;
            sawFirstVisit = sawFirstVisit || !m.fromDeferred;
        }
    }
    QVERIFY(sawFirstVisit);
    QVERIFY(sawRetry);
}

QTEST_MAIN(TestV2Views)
#include "test_v2views.moc"
