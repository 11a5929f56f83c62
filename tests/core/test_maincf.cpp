// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of core/MainCf: main.cf text in and out, one checked setting, effective values.
#include "core/scenario/MainCf.h"

#include <gtest/gtest.h>

namespace {

using namespace qmgrlab;

std::string errorOf(std::string_view text) {
    try {
        parseMainCf(text);
    } catch (const MainCfError& e) {
        return e.what();
    }
    return {};
}

const ParameterInfo& info(std::string_view name) {
    const ParameterInfo* p = findParameter(name);
    EXPECT_NE(p, nullptr) << name;
    return *p;
}

TEST(MainCf, ReadsNameValueLinesCommentsAndBlankLines) {
    const auto settings =
        parseMainCf("# what-if\n"
                    "\n"
                    "default_delivery_slot_cost = 2\n"
                    "   # indented comment\n"
                    "smtp_recipient_refill_delay=10s\r\n"
                    "\tdefault_destination_concurrency_positive_feedback =  1/concurrency  ");
    ASSERT_EQ(settings.size(), 3u);
    EXPECT_EQ(settings[0], (ParameterSetting{"default_delivery_slot_cost", "2", true}));
    EXPECT_EQ(settings[1], (ParameterSetting{"smtp_recipient_refill_delay", "10s", false}));
    EXPECT_EQ(settings[2], (ParameterSetting{"default_destination_concurrency_positive_feedback",
                                             "1/concurrency", false}));
    EXPECT_TRUE(parseMainCf("").empty());
    EXPECT_TRUE(parseMainCf("\n# only a comment\n\n").empty());
}

TEST(MainCf, LaterSettingOfTheSameNameWins) {
    const auto settings = parseMainCf("default_delivery_slot_loan = 1\ndefault_delivery_slot_loan = 0\n");
    ASSERT_EQ(settings.size(), 1u);
    EXPECT_EQ(settings[0].value, "0");
}

TEST(MainCf, ErrorsNameTheLineAndTheRule) {
    EXPECT_EQ(errorOf("# c\ndefault_delivery_slot_cost 2\n"), "line 2: must have the form name = value");
    EXPECT_EQ(errorOf("= 2"), "line 1: the parameter name before = is missing");
    EXPECT_EQ(errorOf("\n\n\ndefault_delivery_slot_cost ="),
              "line 4: default_delivery_slot_cost: the value after = is missing");
    // A slot cost of 1 is excluded (SPEC section 1: 0 or at least 2).
    EXPECT_EQ(errorOf("default_delivery_slot_cost = 1"),
              "line 1: default_delivery_slot_cost: must be 0 or at least 2");
    EXPECT_EQ(errorOf("default_delivery_slot_discount = 101"),
              "line 1: default_delivery_slot_discount: must be from 0 to 100");
    const std::string unknown = errorOf("default_delivery_slot_cost = 2\nsoft_bounce = yes");
    EXPECT_EQ(unknown.rfind("line 2: soft_bounce: unknown parameter", 0), 0u) << unknown;
    try {
        parseMainCf("a\nb = 1");
        FAIL() << "no error";
    } catch (const MainCfError& e) {
        EXPECT_EQ(e.line(), 1);
        EXPECT_EQ(e.name(), "");
    }
}

TEST(MainCf, FormatWritesOneLinePerSettingAndReadsBack) {
    const std::vector<ParameterSetting> settings = {{"default_delivery_slot_cost", "0", true},
                                                    {"minimal_backoff_time", "5m", false}};
    const std::string text = formatMainCf(settings);
    EXPECT_EQ(text, "default_delivery_slot_cost = 0\nminimal_backoff_time = 5m\n");
    EXPECT_EQ(parseMainCf(text), settings);
    EXPECT_EQ(formatMainCf({}), "");
}

TEST(MainCf, SetOneParameterChecksNameAndRange) {
    Scenario s;
    EXPECT_EQ(setMainCfParameter(s, "smtp_delivery_slot_cost", "3").english(), "");
    EXPECT_EQ(s.mainCf, (std::vector<ParameterSetting>{{"smtp_delivery_slot_cost", "3", true}}));
    // A rejected value leaves the setting as it was.
    EXPECT_EQ(setMainCfParameter(s, "smtp_delivery_slot_cost", "1").english(), "must be 0 or at least 2");
    EXPECT_EQ(s.mainCf[0].value, "3");
    EXPECT_NE(
        setMainCfParameter(s, "retry_delivery_slot_cost", "3").english().find("not a valid transport name"),
        std::string::npos);
    EXPECT_EQ(s.mainCf.size(), 1u);
    // Text that JSON could not hold as a number stays a string: "07", times, feedback.
    EXPECT_EQ(setMainCfParameter(s, "default_delivery_slot_loan", "07").english(), "");
    EXPECT_FALSE(s.findParameter("default_delivery_slot_loan")->isNumber);
    EXPECT_EQ(setMainCfParameter(s, "minimal_backoff_time", "1h").english(), "");
    EXPECT_FALSE(s.findParameter("minimal_backoff_time")->isNumber);
    // An empty value removes the setting.
    EXPECT_EQ(setMainCfParameter(s, "smtp_delivery_slot_cost", "").english(), "");
    EXPECT_EQ(s.findParameter("smtp_delivery_slot_cost"), nullptr);
    EXPECT_NE(setMainCfParameter(s, "no_such_parameter", "").english(), "");
}

TEST(MainCf, EffectiveValueFollowsTheLookupOrder) {
    Scenario s;
    const ParameterInfo& limit = info("default_destination_concurrency_limit");
    // Nothing set: Postfix's default 20; for local, its built-in 2.
    EXPECT_EQ(effectiveParameterValue(s, limit, ""), "20");
    EXPECT_EQ(effectiveParameterValue(s, limit, "smtp"), "20");
    EXPECT_EQ(effectiveParameterValue(s, limit, "local"), "2");
    EXPECT_EQ(effectiveParameterValue(s, info("default_destination_recipient_limit"), "local"), "1");
    // The default form reaches every transport but local's built-ins.
    s.setParameter("default_destination_concurrency_limit", "7", true);
    EXPECT_EQ(effectiveParameterValue(s, limit, "smtp"), "7");
    EXPECT_EQ(effectiveParameterValue(s, limit, "local"), "2");
    // A transport's own form wins for that transport only.
    s.setParameter("smtp_destination_concurrency_limit", "3", true);
    s.setParameter("local_destination_concurrency_limit", "4", true);
    EXPECT_EQ(effectiveParameterValue(s, limit, "smtp"), "3");
    EXPECT_EQ(effectiveParameterValue(s, limit, "local"), "4");
    EXPECT_EQ(effectiveParameterValue(s, limit, "relay"), "7");
    EXPECT_EQ(effectiveParameterValue(s, limit, ""), "7");
    // A parameter with no per-transport form ignores the transport.
    s.setParameter("minimal_backoff_time", "60s", false);
    EXPECT_EQ(effectiveParameterValue(s, info("minimal_backoff_time"), "smtp"), "60s");
}

} // namespace
