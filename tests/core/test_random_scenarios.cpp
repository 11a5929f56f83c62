// SPDX-License-Identifier: GPL-3.0-or-later
// Randomized scenarios over the whole parameter space (per-recipient queues, tiny recipient
// and active limits, preemption off, dead destinations, server limits, stop_ms): every run
// must end, conserve recipients (each one sent, deferred, or still in flight at stop_ms),
// leave nothing behind in memory, and be deterministic.
#include "TestSupport.h"
#include "core/run/Inspector.h"
#include "core/run/Simulation.h"

#include <gtest/gtest.h>
#include <random>
#include <sstream>

namespace {

std::string randomScenario(std::mt19937& random, bool withStop) {
    auto pick = [&random](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(random); };
    std::ostringstream json;
    json << R"({"format":"qmgrlab-scenario-1","main.cf":{)";
    const int costs[] = {0, 2, 3, 5};
    json << R"("default_delivery_slot_cost":)" << costs[pick(0, 3)];
    json << R"(,"default_delivery_slot_loan":)" << pick(0, 4);
    json << R"(,"default_delivery_slot_discount":)" << pick(0, 100);
    json << R"(,"default_minimum_delivery_slots":)" << pick(0, 4);
    json << R"(,"default_destination_recipient_limit":)" << pick(0, 4);
    json << R"(,"default_destination_concurrency_limit":)" << pick(0, 6);
    json << R"(,"initial_destination_concurrency":)" << pick(1, 6);
    json << R"(,"default_recipient_limit":)" << pick(0, 40);
    json << R"(,"default_extra_recipient_limit":)" << pick(0, 20);
    json << R"(,"default_recipient_refill_limit":)" << pick(1, 10);
    json << R"(,"default_recipient_refill_delay":)" << pick(1, 3);
    json << R"(,"default_destination_concurrency_failed_cohort_limit":)" << pick(0, 3);
    const char* feedback[] = {"1", "0.25", "1/3", "1/concurrency", "0"};
    json << R"(,"default_destination_concurrency_positive_feedback":")" << feedback[pick(0, 3)] << '"';
    json << R"(,"default_destination_concurrency_negative_feedback":")" << feedback[pick(0, 4)] << '"';
    json << R"(,"qmgr_message_active_limit":)" << pick(1, 8);
    json << R"(,"qmgr_message_recipient_limit":)" << pick(1, 30);
    json << R"(,"qmgr_message_recipient_minimum":)" << pick(1, 6);
    json << R"(,"minimal_backoff_time":)" << pick(1, 4);
    json << R"(,"relay_destination_recipient_limit":)" << pick(1, 3);
    json << R"(},"master.cf":{"smtp":{"maxproc":)" << pick(1, 6) << R"(},"relay":{"maxproc":)" << pick(1, 4)
         << R"(}},"destinations":{"*":{"delivery_ms":)" << pick(1, 900) << "}";
    for (int d = 1; d <= 4; ++d)
        json << R"(,"d)" << d << R"(.example":{"transport":")" << (d % 2 ? "smtp" : "relay")
             << R"(","delivery_ms":)" << pick(1, 2000) << R"(,"per_rcpt_ms":)" << pick(0, 50)
             << R"(,"server_limit":)" << pick(0, 3) << R"(,"fail_ms":)" << pick(1, 300) << R"(,"down":)"
             << (pick(0, 6) == 0 ? "true" : "false") << "}";
    json << R"(},"messages":[)";
    const int messages = pick(1, 14);
    int arrival = 0;
    for (int m = 0; m < messages; ++m) {
        arrival += pick(0, 1500);
        json << (m ? "," : "") << R"({"id":"m)" << m << R"(","arrival_ms":)" << arrival
             << R"(,"recipients":)";
        if (pick(0, 1) == 0) {
            json << "{";
            const int groups = pick(1, 3);
            const int first = pick(0, 4);
            for (int g = 0; g < groups; ++g)
                json << (g ? "," : "") << R"("d)" << (first + g) % 5 << R"(.example":)" << pick(1, 60);
            json << "}";
        } else {
            json << "[";
            const int n = pick(1, 8);
            for (int r = 0; r < n; ++r)
                json << (r ? "," : "") << R"("U)" << pick(1, 9) << "@D" << pick(0, 5) << R"(.Example")";
            json << "]";
        }
        json << "}";
    }
    json << "]";
    if (withStop)
        json << R"(,"stop_ms":)" << pick(0, 20000);
    json << "}";
    return json.str();
}

TEST(RandomScenarios, RunsEndConserveRecipientsAndAreDeterministic) {
    std::mt19937 random(20261122);
    for (int round = 0; round < 1500; ++round) {
        const bool withStop = round % 4 == 3;
        const std::string json = randomScenario(random, withStop);
        SCOPED_TRACE(json);
        const auto config = qmgrlab::test::configFromJson(json);

        auto names = std::make_shared<qmgrlab::NameTable>();
        qmgrlab::Simulation simulation(config, names);
        qmgrlab::Recording recording(true);
        std::size_t steps = 0;
        while (simulation.step(&recording))
            ASSERT_LT(++steps, 2'000'000u) << "the run does not end";

        const auto& s = simulation.state();
        const std::int64_t total = config->totalRecipients();
        if (!withStop) {
            EXPECT_EQ(s.totalSent + s.totalDeferred, total);
            EXPECT_EQ(s.activeMessages, 0);
            EXPECT_EQ(s.inCoreRecipients, 0);
            EXPECT_EQ(s.entries.liveCount(), 0);
            EXPECT_EQ(s.jobs.liveCount(), 0);
            EXPECT_EQ(s.peers.liveCount(), 0);
            EXPECT_TRUE(s.completions.empty());
        } else {
            std::int64_t inFlight = 0;
            for (const auto& pending : s.completions)
                inFlight += s.entries[pending.entry].recipients;
            EXPECT_LE(s.totalSent + s.totalDeferred + inFlight, total);
        }
        // Only dead queues may remain once everything is done.
        s.queues.forEach([&](qmgrlab::QueueId, const qmgrlab::Queue& q) {
            if (!withStop) {
                EXPECT_TRUE(q.dead() || q.todoCount + q.busyCount > 0);
            }
        });

        // The same scenario gives the same trace.
        const auto again = qmgrlab::test::runToEnd(config);
        ASSERT_EQ(again.recording.events().size(), recording.events().size());
        for (std::size_t i = 0; i < recording.events().size(); ++i) {
            ASSERT_EQ(again.recording.events()[i].type, recording.events()[i].type);
            ASSERT_EQ(again.recording.events()[i].t, recording.events()[i].t);
        }
    }
}

} // namespace
