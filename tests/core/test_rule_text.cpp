// SPDX-License-Identifier: GPL-3.0-or-later
// RuleText: places filled in one pass, nested rules translated on their own, verbatim texts
// left alone; a ScenarioError's what() is the English composition of its place and rule.
#include "core/common/RuleText.h"
#include "core/scenario/ScenarioError.h"
#include "core/whatif/ParameterSpecError.h"

#include <gtest/gtest.h>
#include <map>
#include <string>

namespace {

using namespace qmgrlab;

TEST(RuleText, FillsEachPlaceOnceAndLeavesOtherPercentSigns) {
    EXPECT_EQ(fillPlaces("%2 before %1", {"a", "b"}), "b before a");
    // A value holding "%2" is not filled again; a place without a value stays.
    EXPECT_EQ(fillPlaces("%1 and %2", {"%2", "x"}), "%2 and x");
    EXPECT_EQ(fillPlaces("%1 and %3", {"x"}), "x and %3");
    EXPECT_EQ(fillPlaces("100% sure, %", {}), "100% sure, %");
}

TEST(RuleText, RendersNestedRulesThroughTheTranslator) {
    const RuleText rule("must be from %1 to %2: %3", 1, std::string("x"),
                        RuleText("inner %1", RuleText::verbatim("verbatim %1")));
    EXPECT_EQ(rule.english(), "must be from 1 to x: inner verbatim %1");
    const std::map<std::string, std::string> german = {
        {"must be from %1 to %2: %3", "muss von %1 bis %2: %3"}, {"inner %1", "innen %1"}};
    const auto translate = [&](const char* pattern) {
        const auto found = german.find(pattern);
        return found == german.end() ? std::string(pattern) : found->second;
    };
    EXPECT_EQ(rule.render(translate), "muss von 1 bis x: innen verbatim %1");
}

TEST(RuleText, EmptyOnlyWithoutPatternAndText) {
    EXPECT_TRUE(RuleText().empty());
    EXPECT_TRUE(RuleText::verbatim("").empty());
    EXPECT_FALSE(RuleText::verbatim("x").empty());
    EXPECT_FALSE(RuleText("").empty()); // a pattern, even an empty one, is a rule
}

TEST(RuleText, ScenarioErrorComposesEnglishOnOneLine) {
    const ScenarioError e("f.json", linePlace(3), RuleText("bad %1", RuleText::verbatim("a\nb")));
    EXPECT_EQ(std::string(e.what()), "f.json: line 3: bad a?b");
    EXPECT_EQ(e.path(), "line 3");
    EXPECT_EQ(e.rule(), "bad a\nb");
    const ParameterSpecError spec(RuleText("variant %1", "'x'"));
    EXPECT_EQ(std::string(spec.what()), "variant 'x'");
}

} // namespace
