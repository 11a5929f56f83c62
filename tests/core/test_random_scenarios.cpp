// SPDX-License-Identifier: GPL-3.0-or-later
// Randomized scenarios over the whole parameter space (per-recipient queues, tiny recipient
// and active limits, preemption off, dead destinations, server limits, stop_ms): every run
// must end, conserve recipients (each one sent, deferred, or still in flight at stop_ms),
// leave nothing behind in memory, and be deterministic.
#include "RandomScenario.h"
#include "TestSupport.h"
#include "core/run/Inspector.h"
#include "core/run/Simulation.h"

#include <gtest/gtest.h>

namespace {

TEST(RandomScenarios, RunsEndConserveRecipientsAndAreDeterministic) {
    qmgrlab::test::RandomScenario random(20261122);
    for (int round = 0; round < 1500; ++round) {
        const bool withStop = round % 4 == 3;
        const std::string json = random.classic(withStop);
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
