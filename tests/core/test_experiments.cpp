// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of qmgrlab's extensions for the README's concurrency experiment: the seeded
// delivery-time jitter (its PRNG, determinism, bounds, validation) and the historical
// 1/sqrt(N) feedback opt-in, against values derived by hand.
#include "TestSupport.h"
#include "core/run/SplitMix64.h"
#include "core/scenario/Parameters.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioError.h"

#include <gtest/gtest.h>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

using namespace qmgrlab;
using qmgrlab::test::configFromJson;
using qmgrlab::test::linesOfType;
using qmgrlab::test::runToEnd;

namespace {

// One message of `recipients` recipients for example.com, two per delivery, four at once.
std::string jitterScenario(const std::string& destinationExtra, const std::string& topExtra,
                           int recipients = 8) {
    return R"({"format": "qmgrlab-scenario-1",
  "main.cf": {"smtp_destination_recipient_limit": 2, "smtp_initial_destination_concurrency": 4,
              "smtp_destination_concurrency_limit": 4},
  "destinations": {"example.com": {"delivery_ms": 1000)" +
           destinationExtra + R"(}},
  "messages": [{"id": "m", "recipients": {"example.com": )" +
           std::to_string(recipients) + "}}]" + topExtra + "}";
}

// seq -> (dispatch time, completion time) of every delivery.
std::map<int, std::pair<std::int64_t, std::int64_t>> deliveryTimes(const test::Outcome& outcome) {
    std::map<int, std::pair<std::int64_t, std::int64_t>> times;
    for (const std::string& line : outcome.traceLines) {
        const nlohmann::json event = nlohmann::json::parse(line);
        if (event["ev"] == "select") {
            times[event["seq"].get<int>()].first = event["t"].get<std::int64_t>();
        } else if (event["ev"] == "done") {
            times[event["seq"].get<int>()].second = event["t"].get<std::int64_t>();
        }
    }
    return times;
}

} // namespace

// The published splitmix64 reference: seed 1234567 gives 6457827717110365317,
// 3203168211198807973, 9817491932198370423 as its first three outputs.
TEST(SplitMix64, ReferenceSequence) {
    EXPECT_EQ(SplitMix64::output(1234567, 1), 6457827717110365317ULL);
    EXPECT_EQ(SplitMix64::output(1234567, 2), 3203168211198807973ULL);
    EXPECT_EQ(SplitMix64::output(1234567, 3), 9817491932198370423ULL);
    // upTo(.., 999) is the remainder by 1000: the last three digits.
    EXPECT_EQ(SplitMix64::upTo(1234567, 1, 999), 317u);
    EXPECT_EQ(SplitMix64::upTo(1234567, 2, 999), 973u);
    EXPECT_EQ(SplitMix64::upTo(1234567, 3, 0), 0u);
}

// Delivery seq n of an accepted delivery takes delivery_ms + (output n of the seed mod (J+1)).
TEST(DeliveryJitter, FirstDeliveriesFollowTheSeed) {
    const auto outcome =
        runToEnd(configFromJson(jitterScenario(R"(, "delivery_jitter_ms": 999)", R"(, "seed": 1234567)", 4)));
    const auto times = deliveryTimes(outcome);
    ASSERT_EQ(times.size(), 2u);
    EXPECT_EQ(times.at(1).first, 0);
    EXPECT_EQ(times.at(1).second, 1317);
    EXPECT_EQ(times.at(2).first, 0);
    EXPECT_EQ(times.at(2).second, 1973);
}

TEST(DeliveryJitter, SameSeedSameTraceOtherSeedOtherTrace) {
    const std::string jitter = R"(, "delivery_jitter_ms": 500)";
    const auto a = runToEnd(configFromJson(jitterScenario(jitter, R"(, "seed": 7)", 40)));
    const auto b = runToEnd(configFromJson(jitterScenario(jitter, R"(, "seed": 7)", 40)));
    const auto c = runToEnd(configFromJson(jitterScenario(jitter, R"(, "seed": 8)", 40)));
    EXPECT_EQ(a.traceLines, b.traceLines);
    EXPECT_NE(a.traceLines, c.traceLines);
}

TEST(DeliveryJitter, StaysWithinItsBoundAndVaries) {
    const auto outcome =
        runToEnd(configFromJson(jitterScenario(R"(, "delivery_jitter_ms": 300)", R"(, "seed": 42)", 200)));
    const auto times = deliveryTimes(outcome);
    ASSERT_EQ(times.size(), 100u);
    std::map<std::int64_t, int> durations;
    for (const auto& [seq, t] : times) {
        const std::int64_t duration = t.second - t.first;
        EXPECT_GE(duration, 1000) << seq;
        EXPECT_LE(duration, 1300) << seq;
        ++durations[duration];
    }
    EXPECT_GT(durations.size(), 50u); // 100 draws from 301 values rarely repeat much
}

// Absent, 0, or a seed alone: every delivery takes exactly delivery_ms, as without the extension.
TEST(DeliveryJitter, OffMeansExactTimes) {
    const auto plain = runToEnd(configFromJson(jitterScenario("", "", 40)));
    const auto zero =
        runToEnd(configFromJson(jitterScenario(R"(, "delivery_jitter_ms": 0)", R"(, "seed": 9)", 40)));
    EXPECT_EQ(plain.traceLines, zero.traceLines);
    for (const auto& [seq, t] : deliveryTimes(plain)) {
        EXPECT_EQ(t.second - t.first, 1000) << seq;
    }
}

// A refused connection keeps fail_ms: jitter applies to accepted deliveries only.
TEST(DeliveryJitter, FailedDeliveriesAreNotJittered) {
    const auto outcome = runToEnd(
        configFromJson(jitterScenario(R"(, "delivery_jitter_ms": 5000, "down": true)", R"(, "seed": 3)", 2)));
    const auto times = deliveryTimes(outcome);
    ASSERT_EQ(times.size(), 1u);
    EXPECT_EQ(times.at(1).second, 10);
}

// The "*" entry gives its jitter to every destination that has none of its own.
TEST(DeliveryJitter, ComesFromStarEntry) {
    const std::string text = R"({"format": "qmgrlab-scenario-1", "seed": 1234567,
  "destinations": {"*": {"delivery_jitter_ms": 999}, "example.com": {}},
  "messages": [{"id": "m", "recipients": ["a@example.com"]}]})";
    const auto times = deliveryTimes(runToEnd(configFromJson(text)));
    ASSERT_EQ(times.size(), 1u);
    EXPECT_EQ(times.at(1).second, 1317);
}

TEST(DeliveryJitter, BadValuesNameThePathAndRule) {
    struct Bad {
        std::string text;
        std::string path;
        std::string word;
    };
    const std::vector<Bad> cases = {
        {jitterScenario(R"(, "delivery_jitter_ms": -1)", ""),
         "destinations[\"example.com\"].delivery_jitter_ms", "from 0 to 2147483647"},
        {jitterScenario(R"(, "delivery_jitter_ms": 2147483648)", ""),
         "destinations[\"example.com\"].delivery_jitter_ms", "from 0 to 2147483647"},
        {jitterScenario(R"(, "delivery_jitter_ms": 1.5)", ""),
         "destinations[\"example.com\"].delivery_jitter_ms", "must be an integer"},
        {jitterScenario(R"(, "delivery_jitter_ms": "200")", ""),
         "destinations[\"example.com\"].delivery_jitter_ms", "from 0 to 2147483647"},
        {jitterScenario(R"(, "delivery_jitter_ms": [1])", ""),
         "destinations[\"example.com\"].delivery_jitter_ms", "must be an integer"},
        {jitterScenario("", R"(, "seed": -5)"), "seed", "from 0 to 2147483647"},
        {jitterScenario("", R"(, "seed": "7")"), "seed", "from 0 to 2147483647"},
        {jitterScenario("", R"(, "seed": {})"), "seed", "must be an integer"},
        {jitterScenario("", R"(, "historical": true)"), "historical", "sqrt_feedback"},
        {jitterScenario("", R"(, "historical": [])"), "historical", "sqrt_feedback"},
        {jitterScenario("", R"(, "historical": {"sqrt_feedback": 1})"), "historical.sqrt_feedback",
         "true or false"},
        {jitterScenario("", R"(, "historical": {"lockstep": true})"), "historical.lockstep", "unknown key"},
        {jitterScenario("", R"(, "historical": {"sqrt_feedback": true, "sqrt_feedback": false})"),
         "historical.sqrt_feedback", "more than once"},
    };
    for (const Bad& c : cases) {
        SCOPED_TRACE(c.text);
        try {
            parseScenario(c.text, "bad.json");
            ADD_FAILURE() << "accepted";
        } catch (const ScenarioError& e) {
            EXPECT_EQ(e.path(), c.path) << e.what();
            EXPECT_NE(e.rule().find(c.word), std::string::npos) << e.what();
        }
    }
    // The validator checks scenarios built in memory the same way.
    Scenario s = parseScenario(jitterScenario("", ""), "ok.json");
    s.destinations[0].deliveryJitterMs = -1;
    EXPECT_THROW(validateScenario(s, "x.json"), ScenarioError);
    s.destinations[0].deliveryJitterMs = 0;
    s.seed = std::int64_t{1} << 40;
    EXPECT_THROW(validateScenario(s, "x.json"), ScenarioError);
}

TEST(DeliveryJitter, SavedAndLoadedAgain) {
    const Scenario s = parseScenario(jitterScenario(R"(, "delivery_jitter_ms": 250)",
                                                    R"(, "seed": 11, "historical": {"sqrt_feedback": true})"),
                                     "a.json");
    ASSERT_TRUE(s.destinations[0].deliveryJitterMs.has_value());
    EXPECT_EQ(*s.destinations[0].deliveryJitterMs, 250);
    EXPECT_EQ(s.seed, std::optional<std::int64_t>(11));
    EXPECT_TRUE(s.historicalSqrtFeedback);
    const std::string saved = scenarioToJson(s);
    EXPECT_NE(saved.find("\"delivery_jitter_ms\": 250"), std::string::npos);
    EXPECT_NE(saved.find("\"sqrt_feedback\": true"), std::string::npos);
    EXPECT_EQ(parseScenario(saved, "b.json"), s);
    // Without the extensions nothing of them is written.
    const std::string plain = scenarioToJson(parseScenario(jitterScenario("", ""), "c.json"));
    EXPECT_EQ(plain.find("seed"), std::string::npos);
    EXPECT_EQ(plain.find("historical"), std::string::npos);
    EXPECT_EQ(plain.find("jitter"), std::string::npos);
}

// The historical reading of N/sqrt_concurrency is N / sqrt(window); the default stays 3.12's
// constant 1.
TEST(HistoricalSqrtFeedback, ParsedOnlyOnRequest) {
    const auto f = parseFeedbackValue("1/sqrt_concurrency", SqrtFeedback::HistoricalSqrt);
    ASSERT_TRUE(f.has_value());
    EXPECT_EQ(f->form(), Feedback::Form::PerSqrtConcurrency);
    EXPECT_DOUBLE_EQ(f->amount(4), 0.5);
    EXPECT_DOUBLE_EQ(f->amount(16), 0.25);
    const auto half = parseFeedbackValue("0.5 / SQRT_CONCURRENCY", SqrtFeedback::HistoricalSqrt);
    ASSERT_TRUE(half.has_value());
    EXPECT_DOUBLE_EQ(half->amount(25), 0.1);
    const auto postfix = parseFeedbackValue("1/sqrt_concurrency");
    ASSERT_TRUE(postfix.has_value());
    EXPECT_EQ(postfix->form(), Feedback::Form::Constant);
    EXPECT_DOUBLE_EQ(postfix->amount(4), 1.0);
    // The other forms do not depend on the reading.
    EXPECT_EQ(parseFeedbackValue("1/concurrency", SqrtFeedback::HistoricalSqrt)->form(),
              Feedback::Form::PerConcurrency);
}

// Four deliveries of two recipients, all accepted, dispatched at 0 with window 4 (initial 4),
// complete at 1000 in seq order; busy counts the completing one while feedback is applied
// (window grows only while window < busy + 4).
// Postfix 3.12 (constant 1): done 1: 4 < 4+4, success 1 -> window 5; done 2: 5 < 3+4 -> 6;
// done 3: 6 < 2+4 fails; done 4: 6 < 1+4 fails. Two window events: 5, 6.
// Historical 1/sqrt(N): done 1: success 1/sqrt(4) = 0.5, 0.5 + 0.25 < 1, no change; done 2:
// success 1.0 -> window 5; done 3: 5 < 2+4, success 1/sqrt(5) = 0.447, no change; done 4:
// 5 < 1+4 fails. One window event: 5, right after done 2.
TEST(HistoricalSqrtFeedback, PositiveFeedbackGrowsTheWindowMoreSlowly) {
    auto scenario = [](const std::string& top) {
        return R"({"format": "qmgrlab-scenario-1",
  "main.cf": {"smtp_destination_recipient_limit": 2, "smtp_initial_destination_concurrency": 4,
              "smtp_destination_concurrency_positive_feedback": "1/sqrt_concurrency"},
  "destinations": {"example.com": {}},
  "messages": [{"id": "m", "recipients": {"example.com": 8}}])" +
               top + "}";
    };
    const auto postfix = runToEnd(configFromJson(scenario("")));
    const auto windows = linesOfType(postfix, "window");
    ASSERT_EQ(windows.size(), 2u);
    EXPECT_NE(windows[0].find("\"window\":5"), std::string::npos);
    EXPECT_NE(windows[1].find("\"window\":6"), std::string::npos);

    const auto historical = runToEnd(configFromJson(scenario(R"(, "historical": {"sqrt_feedback": true})")));
    const auto sqrtWindows = linesOfType(historical, "window");
    ASSERT_EQ(sqrtWindows.size(), 1u);
    EXPECT_NE(sqrtWindows[0].find("\"window\":5"), std::string::npos);
    std::size_t doneBefore = 0;
    for (const std::string& line : historical.traceLines) {
        if (line == sqrtWindows[0]) {
            break;
        }
        doneBefore += line.find("\"ev\":\"done\"") != std::string::npos ? 1 : 0;
    }
    EXPECT_EQ(doneBefore, 2u);
}

// The opt-in changes nothing for scenarios that do not use the square-root form.
TEST(HistoricalSqrtFeedback, NoEffectWithoutTheSquareRootForm) {
    const std::string base = jitterScenario("", "", 40);
    const std::string opted = jitterScenario("", R"(, "historical": {"sqrt_feedback": true})", 40);
    EXPECT_EQ(runToEnd(configFromJson(base)).traceLines, runToEnd(configFromJson(opted)).traceLines);
}
