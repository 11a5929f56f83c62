// SPDX-License-Identifier: GPL-3.0-or-later
// InvariantChecker: every example and conformance scenario keeps the queue manager's
// invariants after every step, and a state corrupted by hand is reported with the step and
// the invariant it breaks.
#include "ExamplePaths.h"
#include "TestSupport.h"
#include "core/run/Simulation.h"
#include "core/scheduler/InvariantChecker.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <functional>
#include <gtest/gtest.h>

namespace {

namespace fs = std::filesystem;
using namespace qmgrlab;

std::vector<std::string> scenarioFiles() {
    std::vector<std::string> files;
    for (const char* dir : {QMGRLAB_EXAMPLES_DIR, QMGRLAB_CONFORMANCE_DIR})
        for (const auto& item : fs::directory_iterator(dir)) {
            const std::string name = item.path().filename().string();
            if (name.ends_with(".json"))
                files.push_back(item.path().string());
        }
    std::sort(files.begin(), files.end());
    return files;
}

class EveryScenario : public testing::TestWithParam<std::string> {};

TEST_P(EveryScenario, KeepsTheInvariantsAfterEveryStep) {
    const auto config = test::configFromFile(GetParam());
    Simulation simulation(config, std::make_shared<NameTable>());
    std::size_t step = 0;
    InvariantChecker::check(simulation.state(), *config, step);
    while (simulation.step(nullptr))
        InvariantChecker::check(simulation.state(), *config, ++step);
    EXPECT_GT(step, 1u);
}

INSTANTIATE_TEST_SUITE_P(ExamplesAndConformance, EveryScenario, testing::ValuesIn(scenarioFiles()),
                         [](const testing::TestParamInfo<std::string>& info) {
                             std::string name = fs::path(info.param).stem().string();
                             std::replace_if(
                                 name.begin(), name.end(),
                                 [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); }, '_');
                             return fs::path(info.param).parent_path().filename().string() + "_" + name;
                         });

// Runs the slot-loan example until `ready` holds for the state, then returns that state and
// its step; the test corrupts a copy.
struct Position {
    std::shared_ptr<const Configuration> config;
    SimulationState state;
    std::size_t step = 0;
};

Position firstStateWhere(const std::function<bool(const SimulationState&)>& ready) {
    Position position{test::configFromFile(qmgrlab::test::kSlotLoan), {}, 0};
    Simulation simulation(position.config, std::make_shared<NameTable>());
    while (!ready(simulation.state())) {
        if (!simulation.step(nullptr))
            ADD_FAILURE() << "the example never reaches the wanted state";
        ++position.step;
    }
    position.state = simulation.state();
    return position;
}

std::string violation(const Position& position) {
    try {
        InvariantChecker::check(position.state, *position.config, position.step);
    } catch (const InvariantViolation& e) {
        return e.what();
    }
    return "no violation";
}

QueueId firstQueue(const SimulationState& s, const std::function<bool(const Queue&)>& wanted) {
    QueueId found = kNone;
    s.queues.forEach([&](QueueId id, const Queue& q) {
        if (found == kNone && wanted(q))
            found = id;
    });
    return found;
}

TEST(InvariantChecker, ReportsATodoCountThatDisagreesWithTheList) {
    auto position = firstStateWhere([](const SimulationState& s) {
        return firstQueue(s, [](const Queue& q) { return q.todoCount > 0; }) != kNone;
    });
    ASSERT_NO_THROW(InvariantChecker::check(position.state, *position.config, position.step));
    const QueueId q = firstQueue(position.state, [](const Queue& q) { return q.todoCount > 0; });
    ++position.state.queues[q].todoCount;
    const std::string report = violation(position);
    EXPECT_EQ(report.rfind("step " + std::to_string(position.step) +
                               ": invariant queue_todo_count broken: queue " + std::to_string(q) +
                               ": todoCount is ",
                           0),
              0u)
        << report;
}

TEST(InvariantChecker, ReportsMoreBusyAgentsThanMaxproc) {
    auto position = firstStateWhere([](const SimulationState& s) { return !s.completions.empty(); });
    const Entry& busy = position.state.entries[position.state.completions.front().entry];
    const TransportId t = position.state.queues[busy.queue].transport;
    // Both counters move together, as a dispatch past the limit would move them.
    const int maxproc = position.config->transports()[static_cast<std::size_t>(t)].maxproc;
    position.state.transports[static_cast<std::size_t>(t)].busyAgents = maxproc + 1;
    const std::string report = violation(position);
    // The first check that fails is the agreement with the busy entries, which an extra agent breaks.
    EXPECT_NE(report.find(": invariant transport_busy_agents broken: transport "), std::string::npos)
        << report;
}

TEST(InvariantChecker, ReportsALostEntry) {
    auto position = firstStateWhere([](const SimulationState& s) {
        bool any = false;
        s.jobs.forEach([&](JobId, const Job& j) { any = any || j.hasEntries(); });
        return any;
    });
    JobId job = kNone;
    position.state.jobs.forEach([&](JobId id, const Job& j) {
        if (job == kNone && j.hasEntries())
            job = id;
    });
    ++position.state.jobs[job].readEntries; // an entry read but on no list
    EXPECT_EQ(violation(position).find("invariant job_entries_accounted broken: job " + std::to_string(job) +
                                       ": read - selected is "),
              std::to_string(position.step).size() + 7)
        << violation(position);
}

TEST(InvariantChecker, ReportsAPeerRefcountThatDisagreesWithItsEntries) {
    auto position = firstStateWhere([](const SimulationState& s) { return s.peers.liveCount() > 0; });
    PeerId peer = kNone;
    position.state.peers.forEach([&](PeerId id, const Peer&) {
        if (peer == kNone)
            peer = id;
    });
    --position.state.peers[peer].refcount;
    EXPECT_NE(violation(position).find("invariant peer_refcount broken: peer " + std::to_string(peer)),
              std::string::npos)
        << violation(position);
}

TEST(InvariantChecker, ReportsRecipientSlotsBeyondTheTransportLimit) {
    auto position = firstStateWhere([](const SimulationState& s) { return s.jobs.liveCount() > 0; });
    JobId job = kNone;
    position.state.jobs.forEach([&](JobId id, const Job&) {
        if (job == kNone)
            job = id;
    });
    const TransportId t = position.state.jobs[job].transport;
    position.state.transports[static_cast<std::size_t>(t)].pool +=
        position.config->transports()[static_cast<std::size_t>(t)].recipientLimit + 1;
    EXPECT_NE(violation(position).find("invariant recipient_slots broken: transport "), std::string::npos)
        << violation(position);
}

// Small states are checked after every step; a state of 3 x 1024 objects every third step.
TEST(InvariantChecker, ChecksSmallStatesEveryStepAndBigOnesAtSpacedSteps) {
    SimulationState state;
    for (std::size_t step = 1; step <= 5; ++step)
        EXPECT_TRUE(InvariantChecker::isDue(state, step)) << step;
    for (std::size_t i = 0; i < 3 * InvariantChecker::kObjectsPerStep; ++i)
        state.messages.create(Message{});
    EXPECT_FALSE(InvariantChecker::isDue(state, 1));
    EXPECT_FALSE(InvariantChecker::isDue(state, 2));
    EXPECT_TRUE(InvariantChecker::isDue(state, 3));
    EXPECT_TRUE(InvariantChecker::isDue(state, 6));
    EXPECT_FALSE(InvariantChecker::isDue(state, 7));
}

} // namespace
