// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioDelta: an edit keeps only the parts of the scenario it changes. A parameter set on the
// slot-loan example holds main.cf and nothing else; swapped into the scenario it gives the edited
// one, swapped again the example back. A scenario changed in every part holds every part, named
// by its key in the scenario file.
#include "core/scenario/ScenarioDelta.h"

#include <gtest/gtest.h>
#include <string>
#include <string_view>
#include <vector>

namespace qmgrlab {
namespace {

const std::string kSlotLoan = std::string(QMGRLAB_EXAMPLES_DIR) + "/slot-loan.json";

using Names = std::vector<std::string_view>;

TEST(ScenarioDelta, AParameterHoldsMainCfOnly) {
    const Scenario example = loadScenarioFile(kSlotLoan);
    Scenario edited = example;
    edited.setParameter("default_delivery_slot_cost", "3", true);
    ScenarioDelta delta = ScenarioDelta::between(example, edited);
    EXPECT_EQ(delta.partNames(), Names{"main.cf"});
    EXPECT_TRUE(delta.holds(ScenarioDelta::Part::MainCf));
    EXPECT_FALSE(delta.holds(ScenarioDelta::Part::Messages));

    // Swapped in: the edited scenario, and the delta holds the settings it replaced.
    Scenario scenario = example;
    delta.swapWith(scenario);
    EXPECT_EQ(scenario, edited);
    EXPECT_TRUE(delta.matches(example));
    EXPECT_FALSE(delta.matches(edited));
    // Swapped again: the example back.
    delta.swapWith(scenario);
    EXPECT_EQ(scenario, example);

    // The same delta made from the settings alone.
    ScenarioDelta settings = ScenarioDelta::mainCf(edited.mainCf);
    EXPECT_EQ(settings.partNames(), Names{"main.cf"});
    scenario = example;
    settings.swapWith(scenario);
    EXPECT_EQ(scenario, edited);
}

TEST(ScenarioDelta, NoChangeHoldsNothing) {
    const Scenario example = loadScenarioFile(kSlotLoan);
    const ScenarioDelta delta = ScenarioDelta::between(example, example);
    EXPECT_TRUE(delta.empty());
    EXPECT_TRUE(delta.partNames().empty());
    EXPECT_TRUE(ScenarioDelta().empty());
}

// An edit that also drops lesson bookmarks holds the lesson as it was before, once.
TEST(ScenarioDelta, HoldTakesAPartOnce) {
    const Scenario example = loadScenarioFile(kSlotLoan);
    ASSERT_FALSE(example.lesson.empty());
    ScenarioDelta delta = ScenarioDelta::mainCf({});
    Scenario scenario = example;
    delta.swapWith(scenario); // main.cf emptied; delta holds the example's settings
    delta.hold(ScenarioDelta::Part::Lesson, scenario);
    scenario.lesson.resize(1);
    delta.hold(ScenarioDelta::Part::Lesson, scenario); // held already: the first lesson stays
    EXPECT_EQ(delta.partNames(), (Names{"main.cf", "lesson"}));
    delta.swapWith(scenario);
    EXPECT_EQ(scenario, example);
}

TEST(ScenarioDelta, EveryPartIsHeldWhenEveryPartChanges) {
    const Scenario example = loadScenarioFile(kSlotLoan);
    Scenario other;
    other.title = "other";
    other.description = "changed everywhere";
    other.mainCf = {{"default_delivery_slot_cost", "3", true}};
    other.masterCf = {{"smtp", 4, {}}};
    DestinationSpec everywhere;
    everywhere.domain = "*";
    everywhere.deliveryMs = 500;
    other.destinations = {everywhere};
    MessageSpec message;
    message.id = "m";
    message.addresses = {"u@x.example"};
    other.messages = {message};
    other.stopMs = 1000;
    other.deferredQueue = !example.deferredQueue;
    other.lesson = {{0, "start", "", std::nullopt, std::nullopt}};
    other.seed = 7;
    other.historicalSqrtFeedback = !example.historicalSqrtFeedback;
    other.lectureViews = {"pools"};
    other.translations = {{"la", "alius", std::nullopt, {}}};
    ScenarioDelta delta = ScenarioDelta::between(example, other);
    EXPECT_EQ(delta.partNames(),
              (Names{"title", "description", "main.cf", "master.cf", "destinations", "messages", "stop_ms",
                     "deferred_queue", "lesson", "seed", "historical", "lecture_views", "translations"}));
    Scenario scenario = example;
    delta.swapWith(scenario);
    EXPECT_EQ(scenario, other);
    delta.swapWith(scenario);
    EXPECT_EQ(scenario, example);
}

} // namespace
} // namespace qmgrlab
