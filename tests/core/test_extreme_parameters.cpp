// SPDX-License-Identifier: GPL-3.0-or-later
// Every example run with every integer and time parameter at the edges of its range (its
// minimum, its maximum and the maximum - 1), alone and in every pair: each run must either be
// refused as a scenario (a rule of the validator) or complete. Meant for the sanitizer build
// (scripts/sanitize.sh), where UndefinedBehaviorSanitizer stops the test on a signed overflow
// in the scheduler's arithmetic; in a plain build it checks that the runs end.
#include "core/Parameters.h"
#include "core/RunBuilder.h"
#include "core/Scenario.h"
#include "core/ScenarioError.h"

#include <filesystem>
#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace {

using namespace qmgrlab;

struct Setting {
    std::string name;
    std::string value;
};

// Each integer or time parameter (default form) at its minimum, maximum and maximum - 1.
std::vector<std::vector<Setting>> edgeValuesByParameter() {
    std::vector<std::vector<Setting>> byParameter;
    for (const ParameterInfo& info : parameterTable()) {
        if (info.kind == ParameterKind::Feedback)
            continue;
        std::vector<Setting> values;
        for (const std::int64_t v : {info.minimum, info.maximum, info.maximum - 1}) {
            if (v < info.minimum)
                continue;
            values.push_back(Setting{std::string(info.name),
                                     std::to_string(v) + (info.kind == ParameterKind::Time ? "s" : "")});
        }
        byParameter.push_back(std::move(values));
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

// Runs the scenario with the settings; a refusal by the validator is an answer too. Returns
// false (and says why) when the run failed in any other way.
bool runsOrIsRefused(Scenario scenario, const std::vector<const Setting*>& settings, std::string* why) {
    for (const Setting* s : settings)
        scenario.setParameter(s->name, s->value, s->value.back() != 's');
    scenario.lesson.clear();
    Run::Options options;
    options.record = false;
    options.metrics = true;
    options.maxCheckpoints = 1;
    try {
        buildRun(std::move(scenario), "extreme", options);
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
    ASSERT_GE(byParameter.size(), 15u); // the integer and time parameters of Parameters.cpp
    for (const Scenario& example : examples()) {
        for (const auto& values : byParameter) {
            for (const Setting& value : values) {
                std::string why;
                EXPECT_TRUE(runsOrIsRefused(example, {&value}, &why))
                    << example.title << " with " << describe({&value}) << ": " << why;
            }
        }
    }
}

TEST(ExtremeParameters, EveryPairAtTheirEdges) {
    const auto byParameter = edgeValuesByParameter();
    for (const Scenario& example : examples()) {
        for (std::size_t a = 0; a < byParameter.size(); ++a) {
            for (std::size_t b = a + 1; b < byParameter.size(); ++b) {
                for (const Setting& first : byParameter[a]) {
                    for (const Setting& second : byParameter[b]) {
                        std::string why;
                        EXPECT_TRUE(runsOrIsRefused(example, {&first, &second}, &why))
                            << example.title << " with " << describe({&first, &second}) << ": " << why;
                    }
                }
            }
        }
    }
}

} // namespace
