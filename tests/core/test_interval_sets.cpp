// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the sets a destination or a transport is looked up in at each delivery (contract v2):
// down and broken intervals (IntervalSet), sorted and merged once and searched by bisection, and
// the local parts of unknown_users and defer_users (LocalPartSet). Each answer is checked against
// the plain reading of the scenario: any interval holds the time, the list holds the local part.
#include "core/scenario/IntervalSet.h"
#include "core/scenario/LocalPartSet.h"

#include <gtest/gtest.h>
#include <random>
#include <string>
#include <vector>

namespace {

using namespace qmgrlab;

TEST(IntervalSet, MergesOverlappingAndTouchingIntervalsInAnyOrder) {
    const IntervalSet set({{50, 60}, {0, 10}, {5, 20}, {20, 30}, {40, 45}, {44, 50}});
    EXPECT_EQ(set.intervals(), (std::vector<TimeInterval>{{0, 30}, {40, 60}}));
    EXPECT_TRUE(set.contains(0));
    EXPECT_TRUE(set.contains(29));
    EXPECT_FALSE(set.contains(30)); // half-open
    EXPECT_FALSE(set.contains(-1));
    EXPECT_TRUE(set.contains(59));
    EXPECT_FALSE(set.contains(60));
    EXPECT_EQ(set.endOfIntervalAt(12), 30);
    EXPECT_EQ(set.endOfIntervalAt(41), 60);
    EXPECT_FALSE(set.endOfIntervalAt(35).has_value());
    EXPECT_TRUE(IntervalSet().empty());
    EXPECT_FALSE(IntervalSet().contains(0));
}

// Random lists against the plain reading: a time is in the set when one of the intervals holds it.
TEST(IntervalSet, AnswersAsTheIntervalsDo) {
    std::mt19937 random(29);
    std::uniform_int_distribution<std::int64_t> at(0, 400);
    for (int round = 0; round < 50; ++round) {
        std::vector<TimeInterval> intervals;
        for (int i = std::uniform_int_distribution<int>(0, 12)(random); i > 0; --i) {
            const std::int64_t start = at(random);
            intervals.push_back({start, start + 1 + at(random) / 10});
        }
        const IntervalSet set(intervals);
        for (std::int64_t t = -1; t <= 450; ++t) {
            bool held = false;
            std::int64_t end = -1;
            for (const TimeInterval& interval : intervals)
                held = held || interval.contains(t);
            // The end of the stretch of held times from t on.
            if (held) {
                end = t;
                for (bool more = true; more;) {
                    more = false;
                    for (const TimeInterval& interval : intervals)
                        if (interval.contains(end)) {
                            end = interval.endMs;
                            more = true;
                        }
                }
            }
            ASSERT_EQ(set.contains(t), held) << "round " << round << ", t " << t;
            ASSERT_EQ(set.endOfIntervalAt(t).value_or(-1), end) << "round " << round << ", t " << t;
        }
    }
}

TEST(LocalPartSet, HoldsItsLocalPartsBytewise) {
    const LocalPartSet set({"old", "nobody", "Old", "nobody", "a.b"});
    EXPECT_TRUE(set.contains("old"));
    EXPECT_TRUE(set.contains("Old"));
    EXPECT_FALSE(set.contains("OLD")); // compared bytewise, as the format says
    EXPECT_TRUE(set.contains("nobody"));
    EXPECT_TRUE(set.contains("a.b"));
    EXPECT_FALSE(set.contains("a"));
    EXPECT_FALSE(set.contains(""));
    EXPECT_TRUE(LocalPartSet().empty());
    EXPECT_FALSE(LocalPartSet().contains("old"));
    EXPECT_TRUE(LocalPartSet(std::vector<std::string>{}).empty());
}

} // namespace
