// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the parameter table and of Postfix's value syntax (integers, times, feedback).
#include "core/scenario/Parameters.h"

#include <gtest/gtest.h>
#include <set>
#include <string>

using namespace qmgrlab;

namespace {

const ParameterInfo& info(std::string_view name) {
    const ParameterInfo* p = findParameter(name);
    EXPECT_NE(p, nullptr) << name;
    return *p;
}

bool valid(std::string_view name, std::string_view value) {
    return checkParameterValue(info(name), value).empty();
}

std::string rule(std::string_view name, std::string_view value) {
    return checkParameterValue(info(name), value).english();
}

} // namespace

TEST(ParameterTable, HasExactlySpecRowsWithDefaults) {
    const std::vector<std::pair<std::string, std::string>> spec = {
        {"default_delivery_slot_cost", "5"},
        {"default_delivery_slot_discount", "50"},
        {"default_delivery_slot_loan", "3"},
        {"default_minimum_delivery_slots", "3"},
        {"default_destination_concurrency_limit", "20"},
        {"initial_destination_concurrency", "5"},
        {"default_destination_recipient_limit", "50"},
        {"default_recipient_limit", "20000"},
        {"default_extra_recipient_limit", "1000"},
        {"default_recipient_refill_limit", "100"},
        {"default_recipient_refill_delay", "5s"},
        {"default_destination_concurrency_positive_feedback", "1"},
        {"default_destination_concurrency_negative_feedback", "1"},
        {"default_destination_concurrency_failed_cohort_limit", "1"},
        {"default_process_limit", "100"},
        {"qmgr_message_active_limit", "20000"},
        {"qmgr_message_recipient_limit", "20000"},
        {"qmgr_message_recipient_minimum", "10"},
        {"minimal_backoff_time", "300s"},
        // Contract v2.
        {"default_destination_rate_delay", "0s"},
        {"default_transport_rate_delay", "0s"},
        {"transport_retry_time", "60s"},
        {"maximal_backoff_time", "4000s"},
        {"queue_run_delay", "300s"},
        {"maximal_queue_lifetime", "5d"},
        {"bounce_queue_lifetime", "5d"},
    };
    ASSERT_EQ(parameterTable().size(), spec.size());
    for (const auto& [name, value] : spec) {
        const ParameterInfo* p = findParameter(name);
        ASSERT_NE(p, nullptr) << name;
        EXPECT_EQ(p->defaultValue, value) << name;
        EXPECT_FALSE(p->group.empty()) << name;
        EXPECT_FALSE(p->summary.empty()) << name;
        EXPECT_EQ(p->summary.back(), '.') << name;
        EXPECT_TRUE(checkParameterValue(*p, p->defaultValue).empty()) << name;
    }
    const std::set<std::string_view> groups = {"Preemption",   "Recipient limits", "Concurrency",
                                               "Active queue", "Rate delays",      "Deferred queue"};
    for (const ParameterInfo& p : parameterTable()) {
        EXPECT_TRUE(groups.count(p.group)) << p.name << " has group " << p.group;
    }
}

TEST(ParameterTable, PerTransportForms) {
    for (const ParameterInfo& p : parameterTable()) {
        const std::set<std::string_view> v2Globals = {"transport_retry_time", "maximal_backoff_time",
                                                      "queue_run_delay", "maximal_queue_lifetime",
                                                      "bounce_queue_lifetime"};
        const bool global = p.name == "default_process_limit" || p.name == "minimal_backoff_time" ||
                            p.name.substr(0, 5) == "qmgr_" || v2Globals.count(p.name) > 0;
        EXPECT_EQ(p.transportSuffix.empty(), global) << p.name;
        if (!global) {
            if (p.name == "initial_destination_concurrency") {
                EXPECT_EQ(p.transportSuffix, "_initial_destination_concurrency");
            } else {
                EXPECT_EQ(std::string("default") + std::string(p.transportSuffix), p.name);
            }
        }
    }
    EXPECT_EQ(transportParameterName(info("default_delivery_slot_cost"), "smtp"), "smtp_delivery_slot_cost");
    EXPECT_EQ(transportParameterName(info("initial_destination_concurrency"), "relay"),
              "relay_initial_destination_concurrency");
    EXPECT_EQ(transportParameterName(info("minimal_backoff_time"), "smtp"), "minimal_backoff_time");
}

TEST(ParameterNames, Resolve) {
    auto r = resolveParameterName("default_delivery_slot_cost");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->info->name, "default_delivery_slot_cost");
    EXPECT_EQ(r->transport, "");

    r = resolveParameterName("smtp_delivery_slot_cost");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->info->name, "default_delivery_slot_cost");
    EXPECT_EQ(r->transport, "smtp");

    // Both "_recipient_limit" and "_destination_recipient_limit" end this name: the longer one wins.
    r = resolveParameterName("smtp_destination_recipient_limit");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->info->name, "default_destination_recipient_limit");
    EXPECT_EQ(r->transport, "smtp");

    r = resolveParameterName("relay-2.x_initial_destination_concurrency");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->info->name, "initial_destination_concurrency");
    EXPECT_EQ(r->transport, "relay-2.x");

    r = resolveParameterName("local_destination_concurrency_limit");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->transport, "local");

    // A transport may be called "Default" (names are case-sensitive).
    r = resolveParameterName("Default_delivery_slot_cost");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->transport, "Default");

    r = resolveParameterName("qmgr_message_active_limit");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->transport, "");

    for (const char* unknown :
         {"recipient_delimiter", "smtp_transport_retry_time", "smtp_queue_run_delay",
          "smtp_maximal_backoff_time", "smtp_process_limit", "smtp_minimal_backoff_time",
          "smtp_qmgr_message_active_limit", "retry_delivery_slot_cost", "error_delivery_slot_cost",
          "_delivery_slot_cost", "-x_delivery_slot_cost", "sm tp_delivery_slot_cost", "delivery_slot_cost",
          ""}) {
        EXPECT_FALSE(resolveParameterName(unknown)) << unknown;
    }
}

TEST(ParameterNames, TransportNames) {
    for (const char* ok : {"smtp", "relay", "local", "a", "9", "my-smtp_2.x", "Retry", "errors"}) {
        EXPECT_TRUE(isValidTransportName(ok)) << ok;
    }
    for (const char* bad :
         {"", "retry", "error", "-smtp", "_smtp", ".smtp", "sm tp", "smtp/x", "smtp:", "ü"}) {
        EXPECT_FALSE(isValidTransportName(bad)) << bad;
    }
}

TEST(ParameterValues, Integers) {
    EXPECT_EQ(parseIntegerValue("0"), 0);
    EXPECT_EQ(parseIntegerValue("42"), 42);
    EXPECT_EQ(parseIntegerValue("007"), 7);
    EXPECT_EQ(parseIntegerValue("2147483647"), 2147483647);
    EXPECT_EQ(parseIntegerValue("2147483648"), 2147483648LL);
    EXPECT_TRUE(parseIntegerValue("99999999999999999999999")); // saturates; the range check rejects it
    for (const char* bad : {"", "-1", "+1", "1.0", "1e3", " 1", "1 ", "1s", "0x10", "one"}) {
        EXPECT_FALSE(parseIntegerValue(bad)) << bad;
    }
    EXPECT_TRUE(valid("default_recipient_limit", "0"));
    EXPECT_TRUE(valid("default_recipient_limit", "2147483647"));
    EXPECT_NE(rule("default_recipient_limit", "2147483648").find("at most 2147483647"), std::string::npos);
    EXPECT_NE(rule("default_recipient_limit", "99999999999999999999999").find("at most"), std::string::npos);
    EXPECT_NE(rule("default_recipient_limit", "-1").find("at least 0"), std::string::npos);
    EXPECT_NE(rule("default_recipient_limit", "1.5").find("whole number"), std::string::npos);
    EXPECT_NE(rule("default_recipient_limit", "1.0").find("whole number"), std::string::npos);
    EXPECT_NE(rule("default_recipient_limit", "ten").find("whole number"), std::string::npos);
}

TEST(ParameterValues, Ranges) {
    EXPECT_TRUE(valid("default_delivery_slot_cost", "0"));
    EXPECT_TRUE(valid("default_delivery_slot_cost", "2"));
    EXPECT_TRUE(valid("default_delivery_slot_cost", "5"));
    EXPECT_EQ(rule("default_delivery_slot_cost", "1"), "must be 0 or at least 2");
    EXPECT_EQ(rule("default_delivery_slot_cost", "-2"), "must be 0 or at least 2");

    EXPECT_TRUE(valid("default_delivery_slot_discount", "0"));
    EXPECT_TRUE(valid("default_delivery_slot_discount", "100"));
    EXPECT_EQ(rule("default_delivery_slot_discount", "101"), "must be from 0 to 100");
    EXPECT_EQ(rule("default_delivery_slot_discount", "-1"), "must be from 0 to 100");

    for (const char* atLeastOne :
         {"initial_destination_concurrency", "default_recipient_refill_limit", "default_process_limit",
          "qmgr_message_active_limit", "qmgr_message_recipient_limit", "qmgr_message_recipient_minimum"}) {
        EXPECT_EQ(rule(atLeastOne, "0"), "must be at least 1") << atLeastOne;
        EXPECT_TRUE(valid(atLeastOne, "1")) << atLeastOne;
    }
    for (const char* atLeastZero :
         {"default_delivery_slot_loan", "default_minimum_delivery_slots",
          "default_destination_concurrency_limit", "default_destination_recipient_limit",
          "default_recipient_limit", "default_extra_recipient_limit",
          "default_destination_concurrency_failed_cohort_limit"}) {
        EXPECT_TRUE(valid(atLeastZero, "0")) << atLeastZero;
        EXPECT_FALSE(valid(atLeastZero, "-1")) << atLeastZero;
        EXPECT_FALSE(valid(atLeastZero, "2147483648")) << atLeastZero;
    }
    EXPECT_FALSE(valid("default_recipient_refill_delay", "0"));
    EXPECT_FALSE(valid("minimal_backoff_time", "0s"));
    EXPECT_TRUE(valid("minimal_backoff_time", "1s"));
}

TEST(ParameterValues, Times) {
    EXPECT_EQ(parseTimeValue("5"), 5);
    EXPECT_EQ(parseTimeValue("5s"), 5);
    EXPECT_EQ(parseTimeValue("300s"), 300);
    EXPECT_EQ(parseTimeValue("5m"), 300);
    EXPECT_EQ(parseTimeValue("1h"), 3600);
    EXPECT_EQ(parseTimeValue("1d"), 86400);
    EXPECT_EQ(parseTimeValue("1w"), 604800);
    EXPECT_EQ(parseTimeValue("0"), 0);
    for (const char* bad :
         {"", "s", "5x", "-1", "5 s", " 5s", "5s ", "5S", "5ms", "1.5h", "5ss", "+5", "1e3"}) {
        EXPECT_FALSE(parseTimeValue(bad)) << bad;
    }
    EXPECT_TRUE(valid("minimal_backoff_time", "300"));
    EXPECT_TRUE(valid("minimal_backoff_time", "2147483647s"));
    EXPECT_NE(rule("minimal_backoff_time", "2147483648").find("at most 2147483647"), std::string::npos);
    // The value in seconds must fit, not only the number written.
    EXPECT_NE(rule("minimal_backoff_time", "3551w").find("at most"), std::string::npos);
    EXPECT_TRUE(valid("minimal_backoff_time", "3550d"));
    EXPECT_NE(rule("minimal_backoff_time", "5x").find("must be a time"), std::string::npos);
    EXPECT_NE(rule("minimal_backoff_time", "5 s").find("must be a time"), std::string::npos);
    EXPECT_NE(rule("minimal_backoff_time", "-1").find("at least 1"), std::string::npos);
    EXPECT_NE(rule("default_recipient_refill_delay", "1.5").find("must be a time"), std::string::npos);
}

TEST(ParameterValues, FeedbackConstants) {
    auto f = parseFeedbackValue("1");
    ASSERT_TRUE(f);
    EXPECT_EQ(f->form(), Feedback::Form::Constant);
    EXPECT_EQ(f->amount(7), 1.0);

    f = parseFeedbackValue("0.25");
    ASSERT_TRUE(f);
    EXPECT_EQ(f->amount(3), 0.25);

    f = parseFeedbackValue("0");
    ASSERT_TRUE(f);
    EXPECT_EQ(f->amount(3), 0.0);

    f = parseFeedbackValue("1/8");
    ASSERT_TRUE(f);
    EXPECT_EQ(f->form(), Feedback::Form::Constant);
    EXPECT_EQ(f->amount(5), 0.125);

    f = parseFeedbackValue("1 / 4");
    ASSERT_TRUE(f);
    EXPECT_EQ(f->amount(5), 0.25);

    f = parseFeedbackValue("2/4");
    ASSERT_TRUE(f);
    EXPECT_EQ(f->amount(5), 0.5);

    f = parseFeedbackValue("1e-1"); // how a JSON number may be written
    ASSERT_TRUE(f);
    EXPECT_EQ(f->amount(5), 0.1);
}

TEST(ParameterValues, FeedbackPerConcurrency) {
    for (const char* text :
         {"1/concurrency", "1/Concurrency", "1/CONCURRENCY", "1 / concurrency", "1\t/concurrency"}) {
        auto f = parseFeedbackValue(text);
        ASSERT_TRUE(f) << text;
        EXPECT_EQ(f->form(), Feedback::Form::PerConcurrency) << text;
        EXPECT_EQ(f->base(), 1.0);
        EXPECT_EQ(f->amount(4), 0.25);
    }
    auto f = parseFeedbackValue("0.5/concurrency");
    ASSERT_TRUE(f);
    EXPECT_EQ(f->amount(5), 0.1);
}

TEST(ParameterValues, FeedbackSqrtIsConstantOne) {
    for (const char* text : {"1/sqrt_concurrency", "0.5/SQRT_Concurrency", "0 / sqrt_concurrency"}) {
        auto f = parseFeedbackValue(text);
        ASSERT_TRUE(f) << text;
        EXPECT_EQ(f->form(), Feedback::Form::Constant) << text;
        EXPECT_EQ(f->amount(9), 1.0) << text;
    }
    const ParameterInfo& p = info("default_destination_concurrency_positive_feedback");
    EXPECT_TRUE(checkParameterValue(p, "1/sqrt_concurrency").empty());
    EXPECT_FALSE(checkParameterValue(p, "2/sqrt_concurrency").empty());
}

// N/M as Postfix's parser (qmgr_feedback.c) reads it, SPEC section 1: N within 0..2147483647,
// M within 1/2147483647..2147483647 and written in at most 30 characters; Postfix takes any
// other N/M for malformed (and uses 1), so each is an error naming the bounds. At the bounds
// themselves the value is taken.
TEST(ParameterValues, FeedbackNOverMWithinPostfixBounds) {
    const ParameterInfo& p = info("default_destination_concurrency_positive_feedback");
    const std::string bounds = "in N/M, N must lie between 0 and 2147483647 and M between 1/2147483647 and "
                               "2147483647, written in at most 30 characters";
    for (const std::string text :
         {"1/3000000000", "0/0.0000000001", "3000000000/6000000000", "1/2.00000000000000000000000000000",
          "2147483648/2147483648", "1/2147483648", "0/0.0000000004"}) {
        const std::string rule = checkParameterValue(p, text).english();
        EXPECT_EQ(rule.rfind(bounds, 0), 0u) << text << " gave: " << rule;
        EXPECT_FALSE(parseFeedbackValue(text)) << text;
    }
    // The bounds themselves; M in exactly 30 characters (29 zeros after "2.").
    const auto at = [](const std::string& text) {
        const auto f = parseFeedbackValue(text);
        EXPECT_TRUE(f) << text;
        return f ? f->amount(1) : -1.0;
    };
    EXPECT_EQ(at("2147483647/2147483647"), 1.0);
    EXPECT_EQ(at("1/2147483647"), 1.0 / 2147483647.0);
    EXPECT_EQ(at("0/0.0000000005"), 0.0); // 5e-10 > 1/2147483647 = 4.66e-10
    EXPECT_EQ(at("1/2." + std::string(28, '0')), 0.5);
    EXPECT_FALSE(parseFeedbackValue("1/2." + std::string(29, '0')));
    // Blanks before M are not part of it: Postfix skips them before reading M.
    EXPECT_EQ(at("1 /    2." + std::string(28, '0')), 0.5);
}

// A number of many zeros before its first digit lies between 0 and 1: as a double it is the
// nearest one, 0 when it is smaller than any (IEEE double precision, SPEC section 1).
TEST(ParameterValues, FeedbackWithManyLeadingZeros) {
    const ParameterInfo& p = info("default_destination_concurrency_negative_feedback");
    const std::string tiny = "0." + std::string(400, '0') + "1";
    EXPECT_TRUE(checkParameterValue(p, tiny).empty()) << checkParameterValue(p, tiny).english();
    ASSERT_TRUE(parseFeedbackValue(tiny));
    EXPECT_EQ(parseFeedbackValue(tiny)->amount(1), 0.0);
    const std::string small = "0." + std::string(300, '0') + "1"; // 1e-301, a double
    ASSERT_TRUE(parseFeedbackValue(small));
    EXPECT_EQ(parseFeedbackValue(small)->amount(1), 1e-301);
    EXPECT_TRUE(parseFeedbackValue("1e-400"));
    EXPECT_TRUE(parseFeedbackValue(tiny + "/concurrency"));
    EXPECT_TRUE(parseFeedbackValue("1/" + std::string("1") + "e1"));
    // Too large is still too large, however it is written.
    EXPECT_FALSE(parseFeedbackValue("1" + std::string(400, '0')));
    EXPECT_FALSE(parseFeedbackValue("1e400"));
    EXPECT_FALSE(parseFeedbackValue("0.0001e99999999999999999999"));
    EXPECT_TRUE(parseFeedbackValue("10000e-99999999999999999999"));
}

TEST(ParameterValues, FeedbackRejected) {
    const ParameterInfo& p = info("default_destination_concurrency_negative_feedback");
    struct Case {
        const char* text;
        const char* word;
    };
    const Case cases[] = {
        {"2/concurrency", "between 0 and 1"},
        {"3/2", "between 0 and 1"},
        {"1/0", "greater than 0"},
        {"1/-2", "greater than 0"},
        {"-1/-2", "greater than 0"},
        {"1.5", "between 0 and 1"},
        {"-0.5", "between 0 and 1"},
        {"", "feedback value"},
        {"abc", "feedback value"},
        {"1/", "feedback value"},
        {"/4", "feedback value"},
        {"1/x", "feedback value"},
        {"1/concurrency2", "feedback value"},
        {"1/sqrt(concurrency)", "feedback value"},
        {"1/4/2", "feedback value"},
        {" 1", "feedback value"},
        {"1 ", "feedback value"},
        {"1/4 ", "feedback value"},
        {"1,5", "feedback value"},
        {"0x1", "feedback value"},
    };
    for (const Case& c : cases) {
        const std::string r = checkParameterValue(p, c.text).english();
        EXPECT_NE(r.find(c.word), std::string::npos) << "'" << c.text << "' gave: " << r;
        EXPECT_FALSE(parseFeedbackValue(c.text)) << c.text;
    }
}
