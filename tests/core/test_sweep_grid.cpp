// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of core/SweepGrid: value lists and ranges, the grid's size and order, shards that cover
// the grid exactly once, and every rule a --param spec can break.
#include "core/whatif/SweepGrid.h"

#include <gtest/gtest.h>
#include <numeric>

namespace {

using namespace qmgrlab;
using Values = std::vector<std::string>;

std::string errorOf(SweepGrid& grid, std::string_view spec) {
    try {
        grid.addParameter(spec);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return {};
}

std::string errorOf(std::string_view spec) {
    SweepGrid grid;
    return errorOf(grid, spec);
}

Values valuesOf(std::string_view spec) {
    SweepGrid grid;
    grid.addParameter(spec);
    return grid.axes().at(0).values;
}

bool mentions(const std::string& text, std::string_view part) {
    return text.find(part) != std::string::npos;
}

TEST(SweepGrid, ListsKeepTheirOrder) {
    EXPECT_EQ(valuesOf("default_delivery_slot_cost=5, 0,2"), (Values{"5", "0", "2"}));
    EXPECT_EQ(valuesOf("default_destination_concurrency_positive_feedback=1,1/concurrency,0.5"),
              (Values{"1", "1/concurrency", "0.5"}));
}

TEST(SweepGrid, IntegerRanges) {
    EXPECT_EQ(valuesOf("default_delivery_slot_loan=0..3"), (Values{"0", "1", "2", "3"}));
    // 2, 5, 8: the step does not have to land on TO.
    EXPECT_EQ(valuesOf("smtp_delivery_slot_cost=2..10:3"), (Values{"2", "5", "8"}));
    EXPECT_EQ(valuesOf("default_delivery_slot_discount=100..0:-50"), (Values{"100", "50", "0"}));
    EXPECT_EQ(valuesOf("default_delivery_slot_loan=4..4"), (Values{"4"}));
}

TEST(SweepGrid, DecimalRangesAreExact) {
    // Eleven points, no rounding drift at the end: 0.7 is 0.7, and 1.0 is included.
    const Values tenths = valuesOf("default_destination_concurrency_negative_feedback=0..1:0.1");
    ASSERT_EQ(tenths.size(), 11u);
    EXPECT_EQ(tenths[0], "0.0");
    EXPECT_EQ(tenths[7], "0.7");
    EXPECT_EQ(tenths[10], "1.0");
    EXPECT_EQ(valuesOf("default_destination_concurrency_positive_feedback=0.25..1:0.25"),
              (Values{"0.25", "0.50", "0.75", "1.00"}));
}

TEST(SweepGrid, ValuesTheParameterDoesNotAcceptAreRejected) {
    // A decimal point of an integer parameter, a point outside the range, an unknown name.
    EXPECT_TRUE(mentions(errorOf("default_delivery_slot_cost=2..3:0.5"), "whole number"));
    const std::string cost = errorOf("default_delivery_slot_cost=0..4");
    EXPECT_TRUE(mentions(cost, "default_delivery_slot_cost: value '1': must be 0 or at least 2")) << cost;
    EXPECT_TRUE(
        mentions(errorOf("default_delivery_slot_discount=90..110:10"), "value '110': must be from 0 to 100"));
    EXPECT_TRUE(mentions(errorOf("no_such_thing=1,2"), "no_such_thing: value '1': unknown parameter"));
}

TEST(SweepGrid, RangeRules) {
    EXPECT_TRUE(mentions(errorOf("default_delivery_slot_loan=5..1"),
                         "default_delivery_slot_loan: the range is empty"));
    EXPECT_TRUE(mentions(errorOf("default_delivery_slot_loan=1..5:0"), "STEP must not be 0"));
    EXPECT_TRUE(mentions(errorOf("default_delivery_slot_loan=1..5:-1"), "STEP must be positive"));
    EXPECT_TRUE(mentions(errorOf("default_delivery_slot_loan=5..1:2"), "STEP must be negative"));
    // 0..10000 is 10,001 points; 1..10000 exactly 10,000.
    EXPECT_TRUE(mentions(errorOf("default_delivery_slot_loan=0..10000"), "more than 10000 points"));
    EXPECT_EQ(valuesOf("default_delivery_slot_loan=1..10000").size(), 10000u);
    EXPECT_TRUE(mentions(errorOf("default_delivery_slot_loan=0..9223372036854775807"), "decimal number"));
    EXPECT_TRUE(mentions(errorOf("default_delivery_slot_loan=1..x"), "FROM..TO"));
    EXPECT_TRUE(mentions(errorOf("default_delivery_slot_loan=..3"), "FROM..TO"));
    EXPECT_TRUE(mentions(errorOf("default_delivery_slot_loan=0..1:0.0000001"), "at most 6 decimals"));
}

TEST(SweepGrid, MalformedSpecs) {
    EXPECT_TRUE(mentions(errorOf("default_delivery_slot_loan"), "NAME=V1,V2"));
    EXPECT_TRUE(mentions(errorOf("=1,2"), "name before = is missing"));
    EXPECT_TRUE(mentions(errorOf("default_delivery_slot_loan="), "a value is empty"));
    EXPECT_TRUE(mentions(errorOf("default_delivery_slot_loan=1,,2"), "a value is empty"));
    EXPECT_TRUE(mentions(errorOf("default_delivery_slot_loan=1,2,1"), "'1' is given more than once"));
}

TEST(SweepGrid, AtMostTwoDistinctParameters) {
    SweepGrid grid;
    grid.addParameter("default_delivery_slot_loan=1,2");
    EXPECT_TRUE(mentions(errorOf(grid, "default_delivery_slot_loan=3"), "swept more than once"));
    grid.addParameter("default_delivery_slot_cost=2,3");
    EXPECT_TRUE(mentions(errorOf(grid, "default_delivery_slot_discount=0"), "at most 2 parameters"));
    EXPECT_EQ(grid.axes().size(), 2u);
}

TEST(SweepGrid, GridLargerThanTheLimitIsRejected) {
    SweepGrid grid;
    grid.addParameter("default_delivery_slot_loan=1..200");
    // 200 x 51 = 10,200 points.
    EXPECT_TRUE(mentions(errorOf(grid, "default_delivery_slot_discount=0..50"), "10200 points"));
    EXPECT_EQ(grid.size(), 200u);
}

TEST(SweepGrid, PointsInStableOrderFirstParameterOuter) {
    SweepGrid grid;
    EXPECT_EQ(grid.size(), 0u);
    grid.addParameter("default_delivery_slot_cost=2,5");
    grid.addParameter("default_delivery_slot_loan=0..2");
    ASSERT_EQ(grid.size(), 6u);
    const Values expected{"default_delivery_slot_cost=2,default_delivery_slot_loan=0",
                          "default_delivery_slot_cost=2,default_delivery_slot_loan=1",
                          "default_delivery_slot_cost=2,default_delivery_slot_loan=2",
                          "default_delivery_slot_cost=5,default_delivery_slot_loan=0",
                          "default_delivery_slot_cost=5,default_delivery_slot_loan=1",
                          "default_delivery_slot_cost=5,default_delivery_slot_loan=2"};
    for (std::size_t number = 1; number <= 6; ++number)
        EXPECT_EQ(grid.point(number).text(), expected[number - 1]) << number;
    EXPECT_THROW(grid.point(0), std::out_of_range);
    EXPECT_THROW(grid.point(7), std::out_of_range);
}

TEST(SweepGrid, ShardsCoverTheGridExactlyOnce) {
    SweepGrid grid;
    grid.addParameter("default_delivery_slot_loan=0..6"); // 7 points
    EXPECT_EQ(grid.shard(1, 3), (std::vector<std::size_t>{1, 4, 7}));
    EXPECT_EQ(grid.shard(2, 3), (std::vector<std::size_t>{2, 5}));
    EXPECT_EQ(grid.shard(3, 3), (std::vector<std::size_t>{3, 6}));
    for (std::size_t n = 1; n <= 9; ++n) {
        std::vector<int> seen(grid.size() + 1, 0);
        for (std::size_t k = 1; k <= n; ++k)
            for (const std::size_t number : grid.shard(k, n))
                ++seen.at(number);
        EXPECT_EQ(seen[0], 0);
        EXPECT_EQ(std::accumulate(seen.begin(), seen.end(), 0), 7) << n;
        EXPECT_EQ(*std::max_element(seen.begin() + 1, seen.end()), 1) << n;
    }
    EXPECT_TRUE(grid.shard(9, 9).empty());
    EXPECT_EQ(grid.shard(2, static_cast<std::size_t>(-1)), (std::vector<std::size_t>{2}));
}

TEST(SweepGrid, ShardNumbersAreChecked) {
    SweepGrid grid;
    grid.addParameter("default_delivery_slot_loan=0..6");
    EXPECT_THROW(grid.shard(0, 3), std::invalid_argument);
    EXPECT_THROW(grid.shard(4, 3), std::invalid_argument);
    EXPECT_THROW(grid.shard(1, 0), std::invalid_argument);
}

} // namespace
