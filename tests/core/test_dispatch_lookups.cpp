// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of what the world and the queue manager look up at each dispatch, now kept ready instead
// of scanned (a scan per dispatch made 100,000 recipients quadratic): whether a transport may take
// a delivery (qmgr_transport_select's sum over its queue list, from counts kept as the queues
// change, walked only while a queue has more deliveries in progress than its window), whether a
// destination is down or a transport's agents broken (sorted intervals, bisected), and whether a
// recipient is an unknown or deferred user (sorted local parts). Each is checked against the rule
// as SPEC words it, on runs small enough to follow by hand.
#include "TestSupport.h"
#include "core/run/Inspector.h"
#include "core/run/Run.h"
#include "core/run/Simulation.h"
#include "core/scheduler/InvariantChecker.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <initializer_list>
#include <string>
#include <vector>

namespace {

using namespace qmgrlab;

// The pieces one after the other (appended: GCC 12 warns falsely about "x" + std::to_string(n)).
std::string joined(std::initializer_list<std::string> pieces) {
    std::string text;
    for (const std::string& piece : pieces)
        text += piece;
    return text;
}

// Six one-recipient messages to one destination that accepts four sessions at once, the fifth
// failing after 10 ms: five are dispatched at 0 (the initial window), and the failure's feedback
// (negative feedback 1: the window drops by two at a first failure) leaves a window of 3 under 4
// deliveries in progress. The sum min(window - busy, todo) = min(-1, 1) is below 1: the sixth
// waits until a completion at 1 s raises it, although the transport has free agents.
TEST(DispatchLookups, AnOverbookedQueueHoldsItsTransportBack) {
    const auto config = test::configFromJson(R"({
      "format": "qmgrlab-scenario-1",
      "main.cf": { "default_destination_concurrency_failed_cohort_limit": 0 },
      "master.cf": { "smtp": { "maxproc": 10 } },
      "destinations": { "*": { "transport": "smtp", "delivery_ms": 1000, "server_limit": 4, "fail_ms": 10 } },
      "messages": [ { "id": "1", "arrival_ms": 0, "recipients": ["u@x.example"] },
                    { "id": "2", "arrival_ms": 0, "recipients": ["u@x.example"] },
                    { "id": "3", "arrival_ms": 0, "recipients": ["u@x.example"] },
                    { "id": "4", "arrival_ms": 0, "recipients": ["u@x.example"] },
                    { "id": "5", "arrival_ms": 0, "recipients": ["u@x.example"] },
                    { "id": "6", "arrival_ms": 0, "recipients": ["u@x.example"] } ]
    })");
    Simulation simulation(config, std::make_shared<NameTable>());
    Recording recording;
    std::size_t step = 0;
    bool overbooked = false;
    while (simulation.step(&recording)) {
        InvariantChecker::check(simulation.state(), *config, ++step); // the counts agree with the queues
        for (const Transport& t : simulation.state().transports)
            overbooked = overbooked || t.overbookedQueues > 0;
    }
    EXPECT_TRUE(overbooked);
    std::vector<std::int64_t> selects;
    for (const TraceEvent& e : recording.events())
        if (e.type == EventType::Select)
            selects.push_back(e.t);
    // Five at once, the sixth after the first completion; the failed recipient is deferred.
    ASSERT_EQ(selects.size(), 6u);
    EXPECT_EQ(selects[4], 0);
    EXPECT_EQ(selects[5], 1000);
    EXPECT_EQ(simulation.state().totalSent, 5);
    EXPECT_EQ(simulation.state().totalDeferred, 1);
}

// Whether transport t may take a delivery at the inspected position, by ALGORITHM 3.9's rule read
// from the Inspector: an agent free, no rate lock, alive, and some queue of its list (creation
// order, those with a window of 0 or less skipped) brings the sum of min(window - busy, todo) over
// it and the queues before it to 1.
bool readyByTheRule(const Inspector& inspector, TransportId t) {
    const TransportInfo transport = inspector.transport(t);
    if (transport.busyAgents >= transport.maxproc || transport.rateLocked || transport.dead)
        return false;
    int need = 1;
    for (const QueueId q : transport.queues) {
        const QueueInfo queue = inspector.queue(q);
        if (queue.window <= 0)
            continue;
        need -= std::min(queue.window - queue.busy, queue.todo);
        if (need <= 0)
            return true;
    }
    return false;
}

// The round-robin list, read before and after each step: a selection takes the first ready
// transport from the head and moves the list past it (the transports before it follow it to the
// end), a transport created (a message's recipients read) goes to the head, and nothing else
// changes the list. 300 transports created ten at a time (a recipient limit of 10 reads ten
// recipients at once) while others are selected: the places the list keeps run out again and
// again and are spread apart anew.
TEST(DispatchLookups, TheRoundRobinListTakesTheFirstReadyTransport) {
    std::string destinations = R"("*": { "transport": "smtp", "delivery_ms": 700 })";
    std::string recipients;
    for (int d = 0; d < 300; ++d) {
        destinations +=
            joined({", \"d", std::to_string(d), ".example\": {\"transport\": \"t", std::to_string(d),
                    "\", \"delivery_ms\": ", std::to_string(100 + 37 * (d % 11)), "}"});
        recipients += joined({d == 0 ? "\"u@d" : ", \"u@d", std::to_string(d), ".example\""});
    }
    const auto config = test::configFromJson(R"({
      "format": "qmgrlab-scenario-1",
      "main.cf": { "qmgr_message_recipient_limit": 10, "qmgr_message_recipient_minimum": 1 },
      "master.cf": { "smtp": { "maxproc": 2 } },
      "destinations": { )" + destinations + R"( },
      "messages": [ { "id": "many", "arrival_ms": 0, "recipients": [)" +
                                             recipients + R"(] },
                    { "id": "list", "arrival_ms": 0, "recipients": { "x.example": 40 } } ]
    })");
    qmgrlab::Run run(config);
    // The list at the position, and its first transport ready by the rule (kNone: none).
    const auto firstReady = [&run](const std::vector<TransportId>& order) {
        const Inspector inspector(run);
        const auto found = std::find_if(order.begin(), order.end(),
                                        [&](TransportId t) { return readyByTheRule(inspector, t); });
        return found == order.end() ? kNone : *found;
    };
    std::vector<TransportId> before = Inspector(run).transportOrder();
    TransportId ready = firstReady(before);
    std::size_t selections = 0;
    std::size_t created = before.size();
    while (run.step()) {
        const std::vector<TransportId> after = Inspector(run).transportOrder();
        ASSERT_GE(after.size(), before.size());
        // The new transports are at the head; the rest is the list as before, turned or not.
        const std::size_t fresh = after.size() - before.size();
        created += fresh;
        std::vector<TransportId> expected = before;
        const StepRecord& step = run.recording().steps()[run.position() - 1];
        if (step.kind == StepKind::Selection) {
            ASSERT_NE(ready, kNone) << "step " << run.position();
            const SelectionDecision& decision =
                run.recording().decisions()[static_cast<std::size_t>(step.decision)];
            EXPECT_EQ(decision.transport, ready) << "step " << run.position();
            std::rotate(expected.begin(), std::find(expected.begin(), expected.end(), ready) + 1,
                        expected.end());
            ++selections;
        }
        EXPECT_EQ(std::vector<TransportId>(after.begin() + static_cast<std::ptrdiff_t>(fresh), after.end()),
                  expected)
            << "step " << run.position();
        before = after;
        ready = firstReady(before);
    }
    EXPECT_EQ(created, 301u);
    EXPECT_GT(selections, 300u); // 300 recipients of their own transports, and the list's
}

// A destination down at every odd millisecond, given as 3,000 intervals in reverse order, and a
// transport broken for 50 ms stretches: each dispatch fails exactly when one interval holds its
// time (the plain reading of the lists), whatever their order.
TEST(DispatchLookups, DownAndBrokenIntervalsAnswerAsTheList) {
    std::string down;
    for (int i = 2999; i >= 0; --i)
        down +=
            joined({i == 2999 ? "[" : ",[", std::to_string(2 * i + 1), ",", std::to_string(2 * i + 2), "]"});
    const auto config = test::configFromJson(R"({
      "format": "qmgrlab-scenario-1",
      "main.cf": { "default_destination_recipient_limit": 1, "default_destination_concurrency_failed_cohort_limit": 0,
                   "minimal_backoff_time": "1s" },
      "master.cf": { "smtp": { "maxproc": 1, "broken": [[900, 950], [500, 520], [510, 530]] } },
      "destinations": { "*": { "transport": "smtp", "delivery_ms": 3, "fail_ms": 3, "down": [)" +
                                             down + R"(] } },
      "messages": [ { "id": "1", "arrival_ms": 0, "recipients": { "example.com": 400 } } ]
    })");
    const test::Outcome outcome = test::runToEnd(config);
    const DestinationBehaviour& destination = config->nexthops()[0];
    int failed = 0;
    for (const Delivery& d : outcome.recording.deliveries()) {
        bool held = false;
        for (const TimeInterval& interval : config->scenario().destinations[0].downIntervals.value())
            held = held || interval.contains(d.dispatchMs);
        EXPECT_EQ(!d.success, held) << "dispatched at " << d.dispatchMs;
        EXPECT_EQ(destination.downAt(d.dispatchMs), held);
        failed += d.success ? 0 : 1;
    }
    EXPECT_GT(failed, 0);
    // No agent starts while the transport is broken; the first try in [500, 530) finds it so.
    const auto brokenAt = [&](std::int64_t t) {
        bool held = false;
        for (const TimeInterval& interval : config->scenario().masterCf[0].broken)
            held = held || interval.contains(t);
        return held;
    };
    for (const Delivery& d : outcome.recording.deliveries())
        EXPECT_FALSE(brokenAt(d.dispatchMs)) << "dispatched at " << d.dispatchMs;
    int deaths = 0;
    for (const TraceEvent& e : outcome.recording.events()) {
        if (e.type == EventType::XDead) {
            EXPECT_TRUE(brokenAt(e.t));
            EXPECT_GE(e.t, 500);
            ++deaths;
        }
    }
    EXPECT_EQ(deaths, 1);
}

// 2,000 listed users, every third recipient among the unknown ones and every fifth (not third)
// among the deferred ones: the counts of the session's answers are those of the lists.
TEST(DispatchLookups, ListedUsersAreFoundAmongThousands) {
    std::string unknown;
    std::string deferred;
    for (int i = 2000; i >= 1; --i) {
        unknown += joined({i == 2000 ? "\"r" : ",\"r", std::to_string(3 * i), "\""});
        deferred += joined({i == 2000 ? "\"r" : ",\"r", std::to_string(5 * i), "\""});
    }
    const auto config = test::configFromJson(R"({
      "format": "qmgrlab-scenario-1",
      "destinations": { "*": { "transport": "smtp", "delivery_ms": 10, "unknown_users": [)" +
                                             unknown + R"(], "defer_users": [)" + deferred + R"(] } },
      "messages": [ { "id": "1", "arrival_ms": 0, "recipients": { "example.com": 3000 } } ]
    })");
    const test::Outcome outcome = test::runToEnd(config);
    std::int64_t bounced = 0;
    std::int64_t deferredCount = 0;
    for (const Delivery& d : outcome.recording.deliveries()) {
        bounced += d.bounced;
        deferredCount += d.deferred;
    }
    // r1..r3000: multiples of 3 (1000) bounce; multiples of 5 not of 3 (600 - 200) are deferred.
    EXPECT_EQ(bounced, 1000);
    EXPECT_EQ(deferredCount, 400);
}

} // namespace
