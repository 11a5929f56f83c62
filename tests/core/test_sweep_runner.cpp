// SPDX-License-Identifier: GPL-3.0-or-later
// SweepRunner: every point reported once with the metrics a single run of its settings gives
// (figures of slot-loan.json derived by hand), the same results on one thread or four, an early
// stop on cancel, and a failing point reported with its error. SweepStart: the sweep the window
// opens with plots, on every example, a metric that takes two values or more over its grid.
#include "ExamplePaths.h"
#include "core/run/RecordedMetrics.h"
#include "core/run/Run.h"
#include "core/run/RunBuilder.h"
#include "core/whatif/MetricRegistry.h"
#include "core/whatif/SweepRunner.h"
#include "core/whatif/SweepStart.h"

#include <algorithm>
#include <atomic>
#include <gtest/gtest.h>
#include <numeric>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using qmgrlab::SweepPointResult;

using qmgrlab::test::kSlotLoan;

double valueOf(const std::vector<qmgrlab::MetricValue>& metrics, const std::string& name) {
    for (const auto& metric : metrics) {
        if (metric.name == name)
            return metric.value;
    }
    ADD_FAILURE() << "no metric " << name;
    return -1;
}

qmgrlab::SweepGrid gridOf(const std::string& spec) {
    qmgrlab::SweepGrid grid;
    grid.addParameter(spec);
    return grid;
}

std::vector<SweepPointResult> sweepAll(const qmgrlab::Scenario& base, const qmgrlab::SweepGrid& grid,
                                       const std::vector<std::size_t>& points, unsigned threads) {
    std::vector<SweepPointResult> results;
    qmgrlab::runSweep(base, "slot-loan.json", grid, points, threads,
                      [&results](SweepPointResult result) { results.push_back(std::move(result)); });
    std::sort(results.begin(), results.end(),
              [](const SweepPointResult& a, const SweepPointResult& b) { return a.number < b.number; });
    return results;
}

// slot-loan.json has one agent and 14 one-second deliveries (messages of 10, 2 and 2 recipients).
// Slot cost 2 (the file's): 1 1 2 2 1 1 1 1 3 3 1 1 1 1, two preemptions; job 1 spans slots 1..14
// for 10 entries (inflation 1.4); messages finish at 14, 4 and 10 s.
// Slot cost 0 turns preemption off: 1 (ten times) 2 2 3 3, no preemption; every job's inflation 1;
// messages finish at 10, 12 and 14 s. Either way the last delivery ends at 14 s.
TEST(SweepRunner, PointsHaveTheirSettingsAndHandDerivedMetrics) {
    const qmgrlab::Scenario base = qmgrlab::loadScenarioFile(kSlotLoan);
    const auto grid = gridOf("default_delivery_slot_cost=2,0");
    const auto results = sweepAll(base, grid, {1, 2}, 2);
    ASSERT_EQ(results.size(), 2u);
    EXPECT_EQ(results[0].settings.text(), "default_delivery_slot_cost=2");
    EXPECT_EQ(results[1].settings.text(), "default_delivery_slot_cost=0");
    for (const auto& result : results) {
        EXPECT_TRUE(result.error.empty()) << result.error;
        EXPECT_DOUBLE_EQ(valueOf(result.metrics, "run_end_s"), 14.0);
        EXPECT_DOUBLE_EQ(valueOf(result.metrics, "recipients_sent"), 14.0);
    }
    EXPECT_DOUBLE_EQ(valueOf(results[0].metrics, "preemptions"), 2.0);
    EXPECT_DOUBLE_EQ(valueOf(results[0].metrics, "inflation_max"), 1.4);
    EXPECT_DOUBLE_EQ(valueOf(results[0].metrics, "message_delay_avg_s"), 28.0 / 3.0);
    EXPECT_DOUBLE_EQ(valueOf(results[1].metrics, "preemptions"), 0.0);
    EXPECT_DOUBLE_EQ(valueOf(results[1].metrics, "inflation_max"), 1.0);
    EXPECT_DOUBLE_EQ(valueOf(results[1].metrics, "message_delay_avg_s"), 12.0);
}

TEST(SweepRunner, ResultsEqualSingleRecordedRuns) {
    const qmgrlab::Scenario base = qmgrlab::loadScenarioFile(kSlotLoan);
    const auto grid = gridOf("default_delivery_slot_cost=0,2,3,4,5,6");
    const auto results = sweepAll(base, grid, {1, 2, 3, 4, 5, 6}, 3);
    ASSERT_EQ(results.size(), 6u);
    for (const auto& result : results) {
        qmgrlab::Scenario single = base;
        grid.point(result.number).applyTo(single);
        single.lesson.clear();
        const auto run = qmgrlab::buildRun(single, "single"); // recorded
        const auto expected = qmgrlab::scalarMetrics(qmgrlab::computeRunMetrics(*run));
        ASSERT_EQ(result.metrics.size(), expected.size()) << "point " << result.number;
        for (std::size_t i = 0; i < expected.size(); ++i) {
            EXPECT_EQ(result.metrics[i].name, expected[i].name);
            EXPECT_DOUBLE_EQ(result.metrics[i].value, expected[i].value)
                << "point " << result.number << ' ' << expected[i].name;
        }
    }
}

TEST(SweepRunner, EveryGivenPointReportedOnceAndOnlyThose) {
    const qmgrlab::Scenario base = qmgrlab::loadScenarioFile(kSlotLoan);
    qmgrlab::SweepGrid grid;
    grid.addParameter("default_delivery_slot_cost=2..5");
    grid.addParameter("default_delivery_slot_discount=0,50,100");
    const std::vector<std::size_t> shard = grid.shard(2, 3); // 2, 5, 8, 11
    const auto results = sweepAll(base, grid, shard, 4);
    std::vector<std::size_t> numbers;
    for (const auto& result : results)
        numbers.push_back(result.number);
    EXPECT_EQ(numbers, (std::vector<std::size_t>{2, 5, 8, 11}));
    // Point 5 is (3, 50): the second cost, the second discount.
    EXPECT_EQ(results[1].settings.text(), "default_delivery_slot_cost=3,default_delivery_slot_discount=50");
}

TEST(SweepRunner, OneThreadAndFourGiveTheSameResults) {
    const qmgrlab::Scenario base = qmgrlab::loadScenarioFile(kSlotLoan);
    const auto grid = gridOf("default_delivery_slot_cost=2..14");
    std::vector<std::size_t> all(grid.size());
    for (std::size_t i = 0; i < all.size(); ++i)
        all[i] = i + 1;
    const auto one = sweepAll(base, grid, all, 1);
    const auto four = sweepAll(base, grid, all, 4);
    ASSERT_EQ(one.size(), all.size());
    ASSERT_EQ(four.size(), all.size());
    for (std::size_t p = 0; p < all.size(); ++p) {
        EXPECT_EQ(one[p].number, four[p].number);
        EXPECT_EQ(one[p].settings.text(), four[p].settings.text());
        ASSERT_EQ(one[p].metrics.size(), four[p].metrics.size());
        for (std::size_t i = 0; i < one[p].metrics.size(); ++i) {
            EXPECT_EQ(one[p].metrics[i].name, four[p].metrics[i].name);
            EXPECT_EQ(one[p].metrics[i].value, four[p].metrics[i].value);
        }
    }
}

TEST(SweepRunner, CancelStopsStartingPoints) {
    const qmgrlab::Scenario base = qmgrlab::loadScenarioFile(kSlotLoan);
    const auto grid = gridOf("default_delivery_slot_cost=2..20");
    std::vector<std::size_t> all(grid.size());
    for (std::size_t i = 0; i < all.size(); ++i)
        all[i] = i + 1;
    std::atomic<bool> cancel{false};
    std::size_t reported = 0;
    // One worker: the cancel set while reporting the first point stops everything after it.
    qmgrlab::runSweep(
        base, "slot-loan.json", grid, all, 1,
        [&](SweepPointResult) {
            ++reported;
            cancel = true;
        },
        &cancel);
    EXPECT_EQ(reported, 1u);
    // Already cancelled: nothing starts.
    reported = 0;
    qmgrlab::runSweep(
        base, "slot-loan.json", grid, all, 4, [&](SweepPointResult) { ++reported; }, &cancel);
    EXPECT_EQ(reported, 0u);
}

TEST(SweepRunner, FailingPointsCarryTheirErrorAndNoMetrics) {
    qmgrlab::Scenario base = qmgrlab::loadScenarioFile(kSlotLoan);
    base.messages[1].arrivalMs = -5; // breaks the scenario's rules: every point fails to build
    const auto grid = gridOf("default_delivery_slot_cost=2,3");
    const auto results = sweepAll(base, grid, {1, 2}, 2);
    ASSERT_EQ(results.size(), 2u);
    for (const auto& result : results) {
        EXPECT_TRUE(result.metrics.empty());
        EXPECT_NE(result.error.find("slot-loan.json"), std::string::npos) << result.error;
    }
}

TEST(SweepRunner, AnExceptionOfTheCallbackStopsTheSweepAndIsRethrown) {
    const qmgrlab::Scenario base = qmgrlab::loadScenarioFile(kSlotLoan);
    const auto grid = gridOf("default_delivery_slot_cost=2..20");
    std::vector<std::size_t> all(grid.size());
    for (std::size_t i = 0; i < all.size(); ++i)
        all[i] = i + 1;
    std::size_t calls = 0;
    EXPECT_THROW(qmgrlab::runSweep(base, "slot-loan.json", grid, all, 1,
                                   [&](SweepPointResult) {
                                       ++calls;
                                       throw std::runtime_error("disk full");
                                   }),
                 std::runtime_error);
    EXPECT_EQ(calls, 1u);
}

} // namespace

// Every point of the chosen sweep run (not only the two ends the choice compared): each metric
// it plots takes at least two values. slot-loan opens on the slot cost, its own subject: its
// recipients' average delay is the same in any order (14 one-second deliveries, one agent), but
// the messages' is 28/3 s with the preemptions at cost 2 and 12 s at cost 10, where job 1 never
// reaches the 2 slots job 2 needs (10 entries ÷ 10), as without preemption (figures above).
TEST(SweepStart, EveryExampleOpensWithAMetricThatVaries) {
    for (const auto& path : qmgrlab::test::exampleFiles()) {
        const qmgrlab::Scenario base = qmgrlab::loadScenarioFile(path.string());
        const qmgrlab::SweepStart start = qmgrlab::chooseSweepStart(base, path.filename().string());
        EXPECT_TRUE(start.varies) << path;
        ASSERT_FALSE(start.metrics.empty()) << path;
        const auto grid = gridOf(start.parameter + "=" + start.values);
        std::vector<std::size_t> points(grid.size());
        std::iota(points.begin(), points.end(), std::size_t{1});
        const auto results = sweepAll(base, grid, points, 2);
        for (const std::string& metric : start.metrics) {
            std::set<double> values;
            for (const auto& result : results)
                values.insert(valueOf(result.metrics, metric));
            EXPECT_GE(values.size(), 2u) << path << ": " << start.parameter << " and " << metric;
        }
    }
    const qmgrlab::SweepStart slotLoan =
        qmgrlab::chooseSweepStart(qmgrlab::loadScenarioFile(kSlotLoan), "slot-loan.json");
    EXPECT_EQ(slotLoan.parameter, "default_delivery_slot_cost");
    EXPECT_EQ(slotLoan.metrics.front(), "message_delay_avg_s");
}
