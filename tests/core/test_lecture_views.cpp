// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of lecture_views, qmgrlab's own scenario field naming the views its lecture layout
// shows (docs/SCENARIO.md): parsing, every rule with its JSON path, the round trip through
// saving, and the shipped examples that name the views their lessons are about.
#include "ExamplePaths.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioError.h"

#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace {

using namespace qmgrlab;

std::string withViews(const std::string& views) {
    return R"({"format": "qmgrlab-scenario-1",
  "destinations": {"*": {"delivery_ms": 1000}},
  "messages": [{"id": "a", "recipients": ["u@x.example"]}])" +
           (views.empty() ? std::string() : ",\n  \"lecture_views\": " + views) + "}";
}

TEST(LectureViews, ParsesTheNamesInOrder) {
    EXPECT_TRUE(parseScenario(withViews(""), "v.json").lectureViews.empty());
    EXPECT_TRUE(parseScenario(withViews("[]"), "v.json").lectureViews.empty());
    const Scenario s =
        parseScenario(withViews(R"(["pools", "lanes", "destinations", "parameters"])"), "v.json");
    EXPECT_EQ(s.lectureViews, (std::vector<std::string>{"pools", "lanes", "destinations", "parameters"}));
}

TEST(LectureViews, EveryRuleNamesThePathAndTheRule) {
    struct Bad {
        const char* views;
        const char* path;
        const char* words;
    };
    const std::vector<Bad> cases = {
        {R"("pools")", "lecture_views", "list (JSON array) of view names"},
        {R"({"pools": true})", "lecture_views", "list (JSON array) of view names"},
        {R"([3])", "lecture_views[0]", "must be a string (a view name)"},
        {R"([["pools"]])", "lecture_views[0]", "must be a string (a view name)"},
        {R"(["pools", "windows"])", "lecture_views[1]",
         "unknown view \"windows\"; the lecture layout can show destinations, pools, deferred, structures, "
         "preemption, feedback, lanes, parameters"},
        {R"(["lanes", "pools", "lanes"])", "lecture_views[2]",
         "names the view \"lanes\" a second time (first at lecture_views[0])"},
    };
    for (const Bad& c : cases) {
        SCOPED_TRACE(c.views);
        try {
            parseScenario(withViews(c.views), "bad.json");
            ADD_FAILURE() << "accepted";
        } catch (const ScenarioError& e) {
            EXPECT_EQ(e.file(), "bad.json");
            EXPECT_EQ(e.path(), c.path) << e.what();
            EXPECT_NE(e.rule().find(c.words), std::string::npos) << e.what();
        }
    }
    // A scenario built in memory is held to the same rules.
    Scenario s = parseScenario(withViews(R"(["pools"])"), "v.json");
    s.lectureViews.push_back("windows");
    EXPECT_THROW(validateScenario(s, "v.json"), ScenarioError);
}

TEST(LectureViews, SavingWritesThemBack) {
    const Scenario s = parseScenario(withViews(R"(["destinations", "lanes"])"), "v.json");
    const std::string json = scenarioToJson(s);
    EXPECT_EQ(parseScenario(json, "again.json"), s);
    EXPECT_NE(json.find("\"lecture_views\""), std::string::npos) << json;
    EXPECT_EQ(scenarioToJson(parseScenario(withViews(""), "v.json")).find("lecture_views"),
              std::string::npos);
}

// The examples' lectures show what their lessons are about: the destinations' windows and dead
// state with the concurrency feedback's arithmetic, the recipient pools, every agent lane, the
// deferred queue's retries, the structures of the entry selection, the preemption test's credit
// against price.
TEST(LectureViews, ExamplesNameTheirViews) {
    const std::vector<std::pair<std::string, std::vector<std::string>>> expected = {
        {"dead-destination", {"destinations", "feedback"}},
        {"concurrency-limited-server", {"destinations", "feedback"}},
        {"readme-concurrency-feedback", {"destinations", "feedback"}},
        {"readme-concurrency-feedback-jitter", {"destinations", "feedback"}},
        {"connect-timeout-30s", {"destinations", "feedback"}},
        {"greeting-timeout-300s", {"destinations", "feedback"}},
        {"less-than-1-feedback-limits", {"destinations", "feedback"}},
        {"recipient-limits", {"pools", "preemption"}},
        {"blockers", {"lanes"}},
        {"rate-limited-newsletter", {"lanes"}},
        {"outage-backoff", {"deferred"}},
        {"greylisting", {"deferred", "destinations"}},
        {"broken-agent", {"deferred"}},
        {"round-robin", {"structures", "lanes"}},
        {"free-slots", {"preemption"}},
        {"slot-loan", {"preemption"}},
        {"no-loan", {"preemption"}},
        {"default-settings", {"preemption"}},
        {"recursive-preemption", {"preemption"}},
        {"candidate-too-big", {"preemption"}},
        {"preempted-twice", {"preemption"}},
    };
    for (const auto& [name, views] : expected) {
        SCOPED_TRACE(name);
        const Scenario s = loadScenarioFile(qmgrlab::test::example(name + ".json"));
        EXPECT_EQ(s.lectureViews, views);
    }
}

} // namespace
