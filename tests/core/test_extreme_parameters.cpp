// SPDX-License-Identifier: GPL-3.0-or-later
// Every example run with every integer and time parameter at the edges of its range (its
// minimum, its maximum and the maximum - 1) alone, and in pairs of the parameters that meet in
// one expression of the scheduler (at their minimum and maximum) on the examples that reach it:
// each run must either be refused as a scenario (a rule of the validator) or complete. Meant for
// the sanitizer build (scripts/sanitize.sh), where UndefinedBehaviorSanitizer stops the test on
// a signed overflow in the scheduler's arithmetic; in a plain build it checks that the runs end.
#include "ExamplePaths.h"
#include "core/run/RunBuilder.h"
#include "core/run/Simulation.h"
#include "core/scenario/Parameters.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioError.h"

#include <filesystem>
#include <gtest/gtest.h>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace {

using namespace qmgrlab;

struct Setting {
    std::string name;
    std::string value;
};

// Each integer or time parameter (default form) at its minimum, maximum and maximum - 1.
std::map<std::string, std::vector<Setting>> edgeValuesByParameter() {
    std::map<std::string, std::vector<Setting>> byParameter;
    for (const ParameterInfo& info : parameterTable()) {
        if (info.kind == ParameterKind::Feedback)
            continue;
        std::vector<Setting> values;
        for (const std::int64_t v : {info.minimum, info.maximum, info.maximum - 1}) {
            values.push_back(Setting{std::string(info.name),
                                     std::to_string(v) + (info.kind == ParameterKind::Time ? "s" : "")});
        }
        byParameter.emplace(info.name, std::move(values));
    }
    return byParameter;
}

std::vector<Scenario> examples() {
    std::vector<Scenario> loaded;
    for (const auto& entry : std::filesystem::directory_iterator(QMGRLAB_EXAMPLES_DIR))
        if (entry.path().extension() == ".json")
            loaded.push_back(loadScenarioFile(entry.path().string()));
    return loaded;
}

// Runs the scenario with the settings, for at most kStepBudget steps of the simulation itself
// (no recording, no checkpoints: what the sanitizers watch is the scheduler's arithmetic): a
// refusal by the validator is an answer too, and so is a run still going at the budget (a
// minimal_backoff_time of 68 years scanned every queue_run_delay is billions of real scan
// events; every kind of step has been met long before). Returns false (and says why) when the
// run failed otherwise.
constexpr std::size_t kStepBudget = 5000;

bool runsOrIsRefused(Scenario scenario, const std::vector<const Setting*>& settings, std::string* why) {
    for (const Setting* s : settings)
        scenario.setParameter(s->name, s->value, s->value.back() != 's');
    scenario.lesson.clear();
    try {
        Simulation simulation(resolveScenario(std::move(scenario), "extreme"), std::make_shared<NameTable>());
        for (std::size_t step = 0; step < kStepBudget && simulation.step(nullptr); ++step) {
        }
    } catch (const ScenarioError&) {
        return true;
    } catch (const std::exception& error) {
        *why = error.what();
        return false;
    }
    return true;
}

std::string describe(const std::vector<const Setting*>& settings) {
    std::string text;
    for (const Setting* s : settings)
        text += (text.empty() ? "" : ", ") + s->name + "=" + s->value;
    return text;
}

TEST(ExtremeParameters, EachParameterAloneAtItsEdges) {
    const auto byParameter = edgeValuesByParameter();
    ASSERT_EQ(byParameter.size(), 24u); // the integer and time parameters of Parameters.cpp (7 of v2)
    for (const Scenario& example : examples()) {
        for (const auto& [name, values] : byParameter) {
            for (const Setting& value : values) {
                std::string why;
                EXPECT_TRUE(runsOrIsRefused(example, {&value}, &why))
                    << example.title << " with " << describe({&value}) << ": " << why;
            }
        }
    }
}

// The parameters that meet in one expression of the scheduler: the preemption inequality and
// the slot charges; the recipient slots (pool, message minimum and limit, extra slots, refill);
// the concurrency window and the agents; the timers.
const std::vector<std::vector<std::string_view>> kMeetingParameters = {
    {"default_delivery_slot_cost", "default_delivery_slot_loan", "default_delivery_slot_discount",
     "default_minimum_delivery_slots"},
    {"default_recipient_limit", "default_extra_recipient_limit", "default_recipient_refill_limit",
     "default_destination_recipient_limit", "qmgr_message_active_limit", "qmgr_message_recipient_limit",
     "qmgr_message_recipient_minimum"},
    {"default_destination_concurrency_limit", "initial_destination_concurrency",
     "default_destination_concurrency_failed_cohort_limit", "default_process_limit"},
    {"default_recipient_refill_delay", "minimal_backoff_time"},
};

// The examples whose runs reach each group's expressions: preemption (slot-loan), recipient
// limits, concurrency feedback. In pairs, each parameter takes its minimum and its maximum (the
// maximum - 1 is run alone). Three examples rather than all keep the pairs to a few hundred
// runs, which the sanitizer build can afford.
const char* const kPairExamples[] = {"slot-loan.json", "recipient-limits.json",
                                     "readme-concurrency-feedback.json"};

TEST(ExtremeParameters, PairsThatMeetInOneExpressionAtTheirEdges) {
    const auto byParameter = edgeValuesByParameter();
    std::size_t pairs = 0;
    for (const char* name : kPairExamples) {
        const Scenario example = loadScenarioFile(qmgrlab::test::example(name));
        for (const auto& group : kMeetingParameters) {
            for (std::size_t a = 0; a < group.size(); ++a) {
                for (std::size_t b = a + 1; b < group.size(); ++b) {
                    const auto& first = byParameter.at(std::string(group[a]));
                    const auto& second = byParameter.at(std::string(group[b]));
                    for (const Setting& x : {first[0], first[1]}) {       // minimum, maximum
                        for (const Setting& y : {second[0], second[1]}) { // minimum, maximum
                            std::string why;
                            EXPECT_TRUE(runsOrIsRefused(example, {&x, &y}, &why))
                                << name << " with " << describe({&x, &y}) << ": " << why;
                            ++pairs;
                        }
                    }
                }
            }
        }
    }
    EXPECT_EQ(pairs, 3u * (6 + 21 + 6 + 1) * 4); // every listed pair, two values each
}

// Contract v2's timers meet in the rate-delay wakeups, the backoff and the deferred scans and
// expiries: in pairs at their minimum and maximum on the examples that reach them.
const std::vector<std::string_view> kRetryParameters = {"default_destination_rate_delay",
                                                        "default_transport_rate_delay",
                                                        "minimal_backoff_time",
                                                        "maximal_backoff_time",
                                                        "queue_run_delay",
                                                        "maximal_queue_lifetime",
                                                        "transport_retry_time"};
const char* const kRetryExamples[] = {"rate-limited-newsletter.json", "greylisting.json",
                                      "outage-backoff.json", "broken-agent.json"};

TEST(ExtremeParameters, RetryTimersInPairsAtTheirEdges) {
    const auto byParameter = edgeValuesByParameter();
    std::size_t pairs = 0;
    for (const char* name : kRetryExamples) {
        const Scenario example = loadScenarioFile(qmgrlab::test::example(name));
        for (std::size_t a = 0; a < kRetryParameters.size(); ++a) {
            for (std::size_t b = a + 1; b < kRetryParameters.size(); ++b) {
                const auto& first = byParameter.at(std::string(kRetryParameters[a]));
                const auto& second = byParameter.at(std::string(kRetryParameters[b]));
                for (const Setting& x : {first[0], first[1]}) {
                    for (const Setting& y : {second[0], second[1]}) {
                        std::string why;
                        EXPECT_TRUE(runsOrIsRefused(example, {&x, &y}, &why))
                            << name << " with " << describe({&x, &y}) << ": " << why;
                        ++pairs;
                    }
                }
            }
        }
    }
    EXPECT_EQ(pairs, 4u * 21 * 4); // 21 pairs of 7, two values each
}

} // namespace
