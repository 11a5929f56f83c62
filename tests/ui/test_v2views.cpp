// SPDX-License-Identifier: GPL-3.0-or-later
// test_v2views: the views of contract v2's new states against the real traces of the
// conformance cases: the destinations view's suspended queues with the time left, server down
// times and the transport's dead times; the timeline's per-recipient outcomes, rate-delay waits
// and dead band; the deferred-queue view's waiting messages with the file time and backoff of
// the trace's defer_msg, its scans and expiries; the job cards' visit outcomes.
#include "core/run/Inspector.h"
#include "ui/SimulationController.h"
#include "ui/common/Theme.h"
#include "ui/deferred/DeferredQueueView.h"
#include "ui/destinations/DestinationsTableModel.h"
#include "ui/destinations/DestinationsView.h"
#include "ui/joblist/JobListView.h"
#include "ui/timeline/TimelineModel.h"
#include "ui/timeline/TimelinePlot.h"
#include "ui/timeline/TimelineView.h"

#include <QApplication>
#include <QFile>
#include <QFontMetrics>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTableWidget>
#include <QTest>
#include <map>
#include <vector>

using namespace qmgrlab;
using namespace qmgrlab::ui;

namespace {

QString conformance(const char* name) {
    return QStringLiteral(QMGRLAB_CONFORMANCE_DIR "/") + QLatin1String(name);
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

int rowOf(const DestinationsView& view, const QString& destination) {
    for (std::size_t i = 0; i < view.table().rows().size(); ++i) {
        if (view.table().rows()[i].destination == destination)
            return static_cast<int>(i);
    }
    return -1;
}

QString stateText(const DestinationsView& view, int row) {
    return view.table()
        .data(view.table().index(row, DestinationsTableModel::State), Qt::DisplayRole)
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
    view.resize(1200, 800);
    controller_.seek(0);
    std::size_t seen = 0;
    bool wasSuspended = false;
    while (!controller_.run().atEnd()) {
        controller_.stepForward();
        const int row = rowOf(view, QStringLiteral("example.com"));
        if (row < 0)
            continue;
        const auto& shown = view.table().rows()[static_cast<std::size_t>(row)];
        const std::int64_t now = controller_.run().timeMs();
        if (shown.inMemory && shown.info.suspended && !wasSuspended) {
            QVERIFY(seen < suspensions.size());
            const auto [from, until] = suspensions[seen++];
            QCOMPARE(now, from);
            const QString left = QString::number(static_cast<double>(until - now) / 1000.0, 'f', 1);
            QCOMPARE(stateText(view, row), QStringLiteral("suspended, resumes in %1 s").arg(left));
            // The plot shows it suspended from then, with no window line.
            QVERIFY(view.plottedSuspendedAt(row, static_cast<double>(now)));
            QCOMPARE(view.plottedWindowAt(row, static_cast<double>(now)), -1);
        }
        if (shown.inMemory && !shown.info.suspended && wasSuspended) {
            QCOMPARE(now, suspensions[seen - 1].second);
            QVERIFY(stateText(view, row).startsWith(QStringLiteral("alive")));
        }
        wasSuspended = shown.inMemory && shown.info.suspended;
    }
    QCOMPARE(seen, suspensions.size());
    // At the end the history still shows the first suspension, and the window before it.
    const int row = rowOf(view, QStringLiteral("example.com"));
    QVERIFY(view.plottedSuspendedAt(row, static_cast<double>(suspensions[0].first + 500)));
    QVERIFY(!view.plottedSuspendedAt(row, static_cast<double>(suspensions[0].first - 500)));
}

// deferred-retry-after-backoff: flaky.example is down from 0 to 200 s.
void TestV2Views::destinationsShowServerDownTimes() {
    load(conformance("deferred-retry-after-backoff.json"));
    DestinationsView view(&controller_);
    view.resize(1200, 800);
    // The first step with its queue in memory.
    controller_.seek(0);
    int row = -1;
    while (!controller_.run().atEnd() && ((row = rowOf(view, QStringLiteral("flaky.example"))) < 0 ||
                                          !view.table().rows()[static_cast<std::size_t>(row)].inMemory))
        controller_.stepForward();
    QVERIFY(row >= 0);
    QVERIFY(controller_.run().timeMs() < 200000);
    QVERIFY2(stateText(view, row).contains(QStringLiteral("server down until 200.0 s")),
             qPrintable(stateText(view, row)));
    QCOMPARE(view.downSpans(row),
             (std::vector<std::pair<std::int64_t, std::int64_t>>{{0, controller_.run().timeMs()}}));
    controller_.jumpToEnd();
    row = rowOf(view, QStringLiteral("flaky.example"));
    QVERIFY(controller_.run().timeMs() > 200000);
    QCOMPARE(view.downSpans(row), (std::vector<std::pair<std::int64_t, std::int64_t>>{{0, 200000}}));
    const int ok = rowOf(view, QStringLiteral("ok.example"));
    QVERIFY(ok >= 0);
    QVERIFY(view.downSpans(ok).empty());
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
    view.resize(1200, 800);
    controller_.jumpToEnd();
    int row = -1;
    for (std::size_t i = 0; i < view.table().rows().size(); ++i) {
        if (view.table().rows()[i].transport == QLatin1String("smtp"))
            row = static_cast<int>(i);
    }
    QVERIFY(row >= 0);
    auto expected = dead;
    if (expected.back().second < 0)
        expected.back().second = controller_.run().timeMs();
    QCOMPARE(view.transportDeadSpans(row), expected);
    // While it is dead, the table says so with the retry time from the Inspector.
    controller_.seekTime(dead[0].first);
    const Inspector inspector(controller_.run());
    const TransportInfo smtp = inspector.transport(controller_.run().config().transportIndex("smtp"));
    QVERIFY(smtp.dead);
    for (std::size_t i = 0; i < view.table().rows().size(); ++i) {
        const auto& r = view.table().rows()[i];
        if (r.transport == QLatin1String("smtp") && r.inMemory)
            QVERIFY(stateText(view, static_cast<int>(i))
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

// The waits: an alloc before each selection of a transport rate delay, a resume after a
// suspending completion of a destination rate delay, both from the trace.
void TestV2Views::timelineHasRateDelayWaits() {
    {
        const char* name = "transport-rate-delay-selects-at-the-later-time.json";
        load(conformance(name));
        controller_.jumpToEnd();
        const TimelineModel model(controller_.run(), controller_.run().config().transportIndex("smtp"));
        std::map<int, std::int64_t> allocOf; // seq -> the alloc before its select
        std::int64_t alloc = -1;
        for (const QJsonObject& e : traceOf(name)) {
            if (ev(e) == QLatin1String("alloc"))
                alloc = timeOf(e);
            else if (ev(e) == QLatin1String("select") && alloc >= 0) {
                allocOf[e.value(QStringLiteral("seq")).toInt()] = alloc;
                alloc = -1;
            }
        }
        QVERIFY(!allocOf.empty());
        for (int i = 0; i < model.slotCount(); ++i) {
            const auto it = allocOf.find(model.slot(i).seq);
            QCOMPARE(model.slot(i).allocMs, it == allocOf.end() ? std::int64_t{-1} : it->second);
        }
        QVERIFY(model.hasWaits());
    }
    {
        const char* name = "rate-delay-2s-serializes-deliveries.json";
        load(conformance(name));
        controller_.jumpToEnd();
        const TimelineModel model(controller_.run(), controller_.run().config().transportIndex("smtp"));
        std::map<int, std::int64_t> resumeOf; // seq of the completion that suspended -> resume
        int lastDone = -1;
        int pending = -1;
        for (const QJsonObject& e : traceOf(name)) {
            if (ev(e) == QLatin1String("done"))
                lastDone = e.value(QStringLiteral("seq")).toInt();
            else if (ev(e) == QLatin1String("suspend"))
                pending = lastDone;
            else if (ev(e) == QLatin1String("resume"))
                resumeOf[pending] = timeOf(e);
        }
        QVERIFY(resumeOf.size() >= 2);
        for (int i = 0; i < model.slotCount(); ++i) {
            const auto it = resumeOf.find(model.slot(i).seq);
            QCOMPARE(model.slot(i).waitUntilMs, it == resumeOf.end() ? std::int64_t{-1} : it->second);
        }
    }
}

void TestV2Views::timelineHasTheTransportDeadBand() {
    const char* name = "broken-agents-transport-dead.json";
    load(conformance(name));
    controller_.jumpToEnd();
    const TimelineModel model(controller_.run(), controller_.run().config().transportIndex("smtp"));
    std::vector<std::pair<std::int64_t, std::int64_t>> dead;
    for (const QJsonObject& e : traceOf(name)) {
        if (ev(e) == QLatin1String("xdead") &&
            e.value(QStringLiteral("transport")).toString() == QLatin1String("smtp"))
            dead.emplace_back(timeOf(e), -1);
        else if (ev(e) == QLatin1String("xalive") && !dead.empty())
            dead.back().second = timeOf(e);
    }
    QCOMPARE(model.deadSpans().size(), dead.size());
    for (std::size_t i = 0; i < dead.size(); ++i) {
        QCOMPARE(model.deadSpans()[i].startMs, dead[i].first);
        if (dead[i].second >= 0)
            QCOMPARE(model.deadSpans()[i].endMs, dead[i].second);
    }
}

// deferred-retry-after-backoff: at every step the view lists the Inspector's deferred messages,
// each with the file time and the backoff of its last defer_msg in the reference trace.
void TestV2Views::deferredViewListsTheWaitingMessages() {
    const char* name = "deferred-retry-after-backoff.json";
    load(conformance(name));
    struct Deferral {
        std::int64_t t;
        QString message;
        std::int64_t until;
    };
    std::vector<Deferral> deferrals;
    for (const QJsonObject& e : traceOf(name)) {
        if (ev(e) == QLatin1String("defer_msg"))
            deferrals.push_back({timeOf(e), e.value(QStringLiteral("msg")).toString(),
                                 static_cast<std::int64_t>(e.value(QStringLiteral("until")).toDouble())});
    }
    QVERIFY(deferrals.size() >= 3);
    DeferredQueueView view(&controller_);
    view.resize(1200, 800);
    QVERIFY(!view.emptyStateShown());
    controller_.seek(0);
    int listed = 0;
    bool sawMinimal = false;
    bool sawAge = false;
    while (!controller_.run().atEnd()) {
        controller_.stepForward();
        const Run& run = controller_.run();
        const Inspector inspector(run);
        const auto expected = inspector.deferredMessages();
        QCOMPARE(view.waiting().size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            const auto& w = view.waiting()[i];
            QCOMPARE(w.message, expected[i].spec);
            const QString id = QString::fromStdString(run.config().message(w.message).id);
            const Deferral* last = nullptr;
            for (const Deferral& d : deferrals) {
                if (d.message == id && d.t <= run.timeMs())
                    last = &d;
            }
            QVERIFY(last != nullptr);
            QCOMPARE(w.retryAtMs, last->until);
            QCOMPARE(w.deferredAtMs, last->t);
            QCOMPARE(w.backoffS, last->until / 1000 - last->t / 1000);
            QCOMPARE(view.table()->item(static_cast<int>(i), 0)->text(), id);
            const QString backoff = view.table()->item(static_cast<int>(i), 4)->text();
            sawMinimal = sawMinimal || backoff.contains(QStringLiteral("minimal_backoff_time"));
            sawAge = sawAge || backoff.contains(QStringLiteral("(its age)"));
            ++listed;
        }
    }
    QVERIFY(listed > 0);
    // The trace: deferred at 1 s until 61 s (age 1 s, raised to minimal_backoff_time 60 s), at
    // 60.01 s until 120 s and at 120.01 s until 240 s (the age itself, 60 s and 120 s).
    QVERIFY(sawMinimal);
    QVERIFY(sawAge);
}

void TestV2Views::deferredViewCountsScansAndExpiries() {
    for (const char* name : {"deferred-retry-after-backoff.json", "expired-message-bounces.json",
                             "null-sender-uses-bounce-lifetime.json"}) {
        load(conformance(name));
        DeferredQueueView view(&controller_);
        view.resize(1200, 800);
        controller_.jumpToEnd();
        int scans = 0;
        int expiries = 0;
        for (const QJsonObject& e : traceOf(name)) {
            scans += ev(e) == QLatin1String("scan") ? 1 : 0;
            expiries += ev(e) == QLatin1String("expire") ? 1 : 0;
        }
        QCOMPARE(view.scanCount(), scans);
        QCOMPARE(view.expiryCount(), expiries);
        if (expiries > 0)
            QVERIFY(view.summaryText().contains(QStringLiteral("expired")));
        controller_.seek(0);
        QCOMPARE(view.scanCount(), 0);
    }
    QVERIFY(traceOf("expired-message-bounces.json").size() > 0);
}

void TestV2Views::deferredViewEmptyWithoutDeferredQueue() {
    load(conformance("dead-revived-by-success.json"));
    DeferredQueueView view(&controller_);
    controller_.jumpToEnd();
    QVERIFY(view.emptyStateShown());
    QVERIFY(view.waiting().empty());
    load(conformance("deferred-retry-after-backoff.json"));
    QVERIFY(!view.emptyStateShown());
}

// deferred-retry-after-backoff: m1's cards show its visit's counts; after the scan takes it back
// they say it came from the deferred queue.
void TestV2Views::jobCardsShowTheVisit() {
    load(conformance("deferred-retry-after-backoff.json"));
    JobListView view(&controller_);
    view.resize(1200, 800);
    controller_.seek(0);
    bool sawFirstVisit = false;
    bool sawRetry = false;
    while (!controller_.run().atEnd()) {
        controller_.stepForward();
        const Inspector inspector(controller_.run());
        for (const MessageInfo& m : inspector.activeMessages()) {
            const QStringList lines = view.cardLines(m.spec);
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
