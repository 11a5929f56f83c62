// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the metrics' accumulators at the extremes a run can reach (core/run/MetricsCollector):
// times up to the end of the simulated clock (2^63 ms, after millions of delays of 2147483647 s),
// summed over several queues, messages or deliveries, and counts of a million recipients per
// event. The collector is fed the events and queue changes directly, as a run would; every
// expected figure is worked out by hand from them.
#include "TestSupport.h"
#include "core/common/NameTable.h"
#include "core/run/MetricsCollector.h"
#include "core/whatif/MetricRegistry.h"

#include <gtest/gtest.h>
#include <limits>

namespace {

using namespace qmgrlab;

constexpr std::int64_t kLate = std::numeric_limits<std::int64_t>::max() - 1; // the clock's last instant

std::shared_ptr<const Configuration> twoMessagesTwoAgents() {
    return test::configFromJson(R"({
      "format": "qmgrlab-scenario-1",
      "master.cf": { "smtp": { "maxproc": 2 } },
      "destinations": { "*": { "transport": "smtp" } },
      "messages": [ { "id": "a", "arrival_ms": 0, "recipients": { "a.example": 1000000 } },
                    { "id": "b", "arrival_ms": 0, "recipients": { "b.example": 1000000 } } ]
    })");
}

TraceEvent event(EventType type, std::int64_t t) {
    TraceEvent e;
    e.type = type;
    e.t = t;
    e.transport = 0;
    return e;
}

double metric(const RunMetrics& metrics, const std::string& name) {
    for (const MetricValue& value : scalarMetrics(metrics))
        if (value.name == name)
            return value.value;
    ADD_FAILURE() << "no metric " << name;
    return 0;
}

// Two queues with a window of 5 from the start to the clock's last instant: each lifetime fits
// 64 bits, their sum does not; the time-weighted window is 5 all the same.
TEST(MetricsExtremes, ConcurrencyOverQueuesLivingToTheEndOfTheClock) {
    const auto config = twoMessagesTwoAgents();
    NameTable names;
    const NameId a = names.intern("a.example");
    const NameId b = names.intern("b.example");
    MetricsCollector collector(*config);
    collector.queueChanged(0, a, QueueChange::Created, 5, 0);
    collector.queueChanged(0, b, QueueChange::Created, 5, 0);
    collector.queueChanged(0, a, QueueChange::Deleted, 5, kLate);
    collector.queueChanged(0, b, QueueChange::Deleted, 5, kLate);
    const RunMetrics metrics = collector.result(names);
    EXPECT_EQ(metrics.concurrencyAvg, 5.0);
    EXPECT_EQ(metrics.concurrencySd, 0.0);
    EXPECT_EQ(metric(metrics, "concurrency_avg"), 5.0);
    ASSERT_EQ(metrics.destinations.size(), 2u);
    EXPECT_EQ(metrics.destinations[0].existedMs, kLate);
    EXPECT_EQ(metrics.destinations[0].windowAvg, 5.0);
}

// Two agents, each busy from the start to the clock's last instant with a million recipients:
// the agents' busy time is twice the run, utilisation 2 / maxproc 2 = 1; the million-recipient
// counts add up to two million sent.
TEST(MetricsExtremes, AgentsBusyToTheEndOfTheClock) {
    const auto config = twoMessagesTwoAgents();
    NameTable names;
    MetricsCollector collector(*config);
    for (int m = 0; m < 2; ++m) {
        TraceEvent select = event(EventType::Select, 0);
        select.seq = m + 1;
        select.message = m;
        select.dest = names.intern(m == 0 ? "a.example" : "b.example");
        select.rcpts = 1000000;
        collector.record(select);
    }
    for (int m = 0; m < 2; ++m) {
        TraceEvent done = event(EventType::Done, kLate);
        done.seq = m + 1;
        done.sent = true;
        done.sentCount = 1000000;
        collector.record(done);
    }
    const RunMetrics metrics = collector.result(names);
    EXPECT_EQ(metrics.endMs, kLate);
    EXPECT_EQ(metrics.sent, 2000000);
    EXPECT_EQ(metrics.recipientAttempts, 2000000);
    EXPECT_DOUBLE_EQ(metrics.transports[0].busyAgentMs, 2.0 * static_cast<double>(kLate));
    EXPECT_DOUBLE_EQ(metric(metrics, "utilisation.smtp"), 1.0);
    // Every recipient waited the whole run: average, median, 95th percentile and maximum alike.
    EXPECT_DOUBLE_EQ(metrics.delay.avgS, static_cast<double>(kLate) / 1000.0);
    EXPECT_DOUBLE_EQ(metrics.delay.p95S, static_cast<double>(kLate) / 1000.0);
    EXPECT_EQ(metrics.delay.recipients, 2000000);
}

// Two messages in the deferred queue from the start to the clock's last instant: the average
// time there is the whole run, though the two times' sum passes 64 bits.
TEST(MetricsExtremes, DeferredQueueTimesToTheEndOfTheClock) {
    const auto config = twoMessagesTwoAgents();
    NameTable names;
    MetricsCollector collector(*config);
    for (int m = 0; m < 2; ++m) {
        TraceEvent deferred = event(EventType::DeferMsg, 0);
        deferred.message = m;
        collector.record(deferred);
    }
    TraceEvent end = event(EventType::End, kLate);
    end.deferredCount = 2000000;
    collector.record(end);
    const RunMetrics metrics = collector.result(names);
    EXPECT_DOUBLE_EQ(metrics.deferredQueueAvgS, static_cast<double>(kLate) / 1000.0);
    EXPECT_EQ(metrics.deferred, 2000000);
    EXPECT_EQ(metrics.messages[1].deferredQueueMs, kLate);
}

} // namespace
