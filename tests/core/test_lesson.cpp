// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the lesson, qmgrlab's own scenario field: parsing, every rule with its JSON path,
// the round trip through saving, the bookmark past the end of the run refused where the run is
// built (also before a streamed trace), and the lessons of the shipped examples.
#include "TestSupport.h"
#include "core/run/RunBuilder.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioError.h"

#include <algorithm>
#include <filesystem>
#include <gtest/gtest.h>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace qmgrlab;
using qmgrlab::test::errorOf;
namespace fs = std::filesystem;

// One message of one recipient, one agent: the run is five steps by SPEC section 2 and the
// core's steps: the arrival, the admission to the active queue, the entry selection, the
// delivery's completion and the end of the run.
std::string oneRecipient(const std::string& lesson) {
    return R"({"format": "qmgrlab-scenario-1",
  "master.cf": {"smtp": {"maxproc": 1}},
  "destinations": {"*": {"delivery_ms": 1000}},
  "messages": [{"id": "a", "recipients": ["u@x.example"]}])" +
           (lesson.empty() ? std::string() : ",\n  \"lesson\": " + lesson) + "}";
}

TEST(Lesson, ParsesBookmarksInOrder) {
    const Scenario s = parseScenario(oneRecipient(R"([
        {"step": 0, "title": "Start", "note": "Nothing has happened yet."},
        {"step": 3, "title": "Chosen", "note": "Two lines:\nthe entry is selected."},
        {"note": "The end.", "title": "Done", "step": 5}])"),
                                     "l.json");
    ASSERT_EQ(s.lesson.size(), 3u);
    EXPECT_EQ(s.lesson[0], (Bookmark{0, "Start", "Nothing has happened yet.", std::nullopt, std::nullopt}));
    EXPECT_EQ(s.lesson[1],
              (Bookmark{3, "Chosen", "Two lines:\nthe entry is selected.", std::nullopt, std::nullopt}));
    EXPECT_EQ(s.lesson[2], (Bookmark{5, "Done", "The end.", std::nullopt, std::nullopt}));
}

TEST(Lesson, IsOptionalAndANoteMayBeLeftOut) {
    EXPECT_TRUE(parseScenario(oneRecipient(""), "l.json").lesson.empty());
    EXPECT_TRUE(parseScenario(oneRecipient("[]"), "l.json").lesson.empty());
    const Scenario s = parseScenario(oneRecipient(R"([{"step": 2, "title": "Admitted"}])"), "l.json");
    ASSERT_EQ(s.lesson.size(), 1u);
    EXPECT_EQ(s.lesson[0], (Bookmark{2, "Admitted", "", std::nullopt, std::nullopt}));
}

struct BadBookmark {
    const char* lesson;
    const char* path;
    const char* word; // a word of the rule
};

TEST(Lesson, EveryRuleNamesThePathAndTheRule) {
    const std::string longTitle(81, 't');
    const std::string longNote(1001, 'n');
    std::string manyBookmarks = "[";
    for (int i = 0; i <= 100; ++i) {
        manyBookmarks += i == 0 ? "" : ",";
        manyBookmarks += R"({"step": )";
        manyBookmarks += std::to_string(i);
        manyBookmarks += R"(, "title": "b"})";
    }
    manyBookmarks += "]";
    const std::string titled81 = R"([{"step": 1, "title": ")" + longTitle + R"("}])";
    const std::string noted1001 = R"([{"step": 1, "title": "t", "note": ")" + longNote + R"("}])";
    const std::vector<BadBookmark> cases = {
        {R"({"step": 1})", "lesson", "list"},
        {R"(3)", "lesson", "list"},
        {R"([[1]])", "lesson[0]", "object"},
        {R"([1])", "lesson[0]", "object"},
        {R"([{"title": "t"}])", "lesson[0].step", "required"},
        {R"([{"step": 1}])", "lesson[0].title", "required"},
        {R"([{"step": 1, "title": "t", "page": 2}])", "lesson[0].page",
         "step, title, note, transport and view"},
        {R"([{"step": 1, "title": "t", "transport": ""}])", "lesson[0].transport",
         "not a valid transport name"},
        {R"([{"step": 1, "title": "t", "transport": "retry"}])", "lesson[0].transport",
         "not a valid transport name"},
        {R"([{"step": 1, "title": "t", "transport": 2}])", "lesson[0].transport", "string"},
        {R"([{"step": 1, "title": "t", "transport": "relay"}])", "lesson[0].transport",
         "no transport \"relay\"; its transports are smtp"},
        {R"([{"step": 1, "step": 2, "title": "t"}])", "lesson[0].step", "more than once"},
        {R"([{"step": -1, "title": "t"}])", "lesson[0].step", "from 0 to 2147483647"},
        {R"([{"step": 2147483648, "title": "t"}])", "lesson[0].step", "from 0 to 2147483647"},
        {R"([{"step": 1.5, "title": "t"}])", "lesson[0].step", "integer"},
        {R"([{"step": "1", "title": "t"}])", "lesson[0].step", "integer"},
        {R"([{"step": 1, "title": 7}])", "lesson[0].title", "string"},
        {R"([{"step": 1, "title": "t", "note": null}])", "lesson[0].note", "string"},
        {R"([{"step": 1, "title": ""}])", "lesson[0].title", "empty"},
        {titled81.c_str(), "lesson[0].title", "at most 80 characters"},
        {R"([{"step": 1, "title": "two\nlines"}])", "lesson[0].title", "one line"},
        {noted1001.c_str(), "lesson[0].note", "at most 1000 characters"},
        {R"([{"step": 1, "title": "t", "note": "tab\there"}])", "lesson[0].note", "control"},
        {R"([{"step": 2, "title": "a"}, {"step": 2, "title": "b"}])", "lesson[1].step", "greater"},
        {R"([{"step": 3, "title": "a"}, {"step": 1, "title": "b"}])", "lesson[1].step", "(3)"},
        {manyBookmarks.c_str(), "lesson", "at most 100 bookmarks"},
    };
    for (const BadBookmark& c : cases) {
        SCOPED_TRACE(c.lesson);
        try {
            parseScenario(oneRecipient(c.lesson), "bad.json");
            ADD_FAILURE() << "accepted";
        } catch (const ScenarioError& e) {
            EXPECT_EQ(e.file(), "bad.json");
            EXPECT_EQ(e.path(), c.path) << e.what();
            EXPECT_NE(e.rule().find(c.word), std::string::npos) << e.what();
        }
    }
}

TEST(Lesson, LimitsCountCharactersNotBytes) {
    // 80 "é" are 160 bytes but 80 characters: a full title, not too long.
    std::string title;
    for (int i = 0; i < 80; ++i) {
        title += "\xC3\xA9";
    }
    const Scenario s = parseScenario(oneRecipient(R"([{"step": 1, "title": ")" + title + R"("}])"), "l.json");
    EXPECT_EQ(s.lesson[0].title, title);
}

TEST(Lesson, InMemoryScenariosGetTheSameMessages) {
    Scenario s =
        parseScenario(oneRecipient(R"([{"step": 1, "title": "a"}, {"step": 4, "title": "b"}])"), "l.json");
    s.lesson[1].step = 1;
    EXPECT_EQ(errorOf([&] { validateScenario(s, "l.json"); }),
              "l.json: lesson[1].step: must be greater than the previous bookmark's step (1): bookmarks "
              "are listed in the order of the run, one per step");
    s.lesson[1].step = 4;
    s.lesson[0].title.clear();
    EXPECT_EQ(errorOf([&] { validateScenario(s, "l.json"); }), "l.json: lesson[0].title: must not be empty");
}

// A bookmark may name the transport its note is about: read, written back, and refused (also
// in memory, where the run is built) when the scenario has no such transport.
TEST(Lesson, ABookmarkNamesATransportOfTheScenario) {
    const std::string withRelay = R"({"format": "qmgrlab-scenario-1",
  "master.cf": {"smtp": {"maxproc": 1}, "relay": {"maxproc": 1}},
  "destinations": {"*": {"delivery_ms": 1000}, "hub.example": {"transport": "relay"}},
  "messages": [{"id": "a", "recipients": ["u@x.example", "v@hub.example"]}],
  "lesson": [{"step": 0, "title": "Start"}, {"step": 3, "title": "Relay", "transport": "relay"}]})";
    const Scenario s = parseScenario(withRelay, "t.json");
    ASSERT_EQ(s.lesson.size(), 2u);
    EXPECT_EQ(s.lesson[0].transport, std::nullopt);
    EXPECT_EQ(s.lesson[1].transport, std::optional<std::string>("relay"));
    const std::string json = scenarioToJson(s);
    EXPECT_EQ(parseScenario(json, "again.json"), s);
    EXPECT_NE(json.find("\"transport\": \"relay\""), std::string::npos) << json;
    EXPECT_EQ(buildRun(s, "t.json")->config().transportIndex("relay"), 0);

    Scenario unknown = s;
    unknown.lesson[1].transport = "lmtp";
    EXPECT_EQ(errorOf([&] { buildRun(unknown, "t.json"); }),
              "t.json: lesson[1].transport: the scenario has no transport \"lmtp\"; its transports are "
              "relay, smtp");
}

// A bookmark may name the view its note is about: the job list, the agent lanes or a view the
// scenario's lecture_views names; read, written back, and refused otherwise.
TEST(Lesson, ABookmarkNamesAViewTheLectureShows) {
    const std::string withViews = R"({"format": "qmgrlab-scenario-1",
  "destinations": {"*": {"delivery_ms": 1000}},
  "messages": [{"id": "a", "recipients": ["u@x.example"]}],
  "lecture_views": ["pools", "preemption"],
  "lesson": [{"step": 0, "title": "Start", "view": "pools"}, {"step": 1, "title": "Jobs", "view": "jobs"},
             {"step": 2, "title": "Lanes", "view": "lanes"}, {"step": 3, "title": "Test", "view": "preemption"}]})";
    const Scenario s = parseScenario(withViews, "t.json");
    ASSERT_EQ(s.lesson.size(), 4u);
    EXPECT_EQ(s.lesson[0].view, std::optional<std::string>("pools"));
    EXPECT_EQ(s.lesson[1].view, std::optional<std::string>("jobs"));
    const std::string json = scenarioToJson(s);
    EXPECT_EQ(parseScenario(json, "again.json"), s);
    EXPECT_NE(json.find("\"view\": \"lanes\""), std::string::npos) << json;

    Scenario hidden = s;
    hidden.lesson[3].view = "destinations";
    EXPECT_EQ(
        errorOf([&] { validateScenario(hidden, "t.json"); }),
        "t.json: lesson[3].view: the lecture layout shows no view \"destinations\" for this scenario; a "
        "bookmark can show jobs, lanes, pools, preemption (the views lecture_views names, the job list "
        "and the agent lanes)");
    EXPECT_NE(errorOf([&] {
                  parseScenario(oneRecipient(R"([{"step": 0, "title": "t", "view": 3}])"), "t.json");
              }).find("lesson[0].view"),
              std::string::npos);
}

TEST(Lesson, SavingWritesItBack) {
    const Scenario s =
        parseScenario(oneRecipient(R"([{"step": 0, "title": "Start", "note": "Line 1\nline 2 \"quoted\""},
        {"step": 4, "title": "Delivered"}])"),
                      "l.json");
    const std::string json = scenarioToJson(s);
    EXPECT_EQ(parseScenario(json, "again.json"), s);
    EXPECT_EQ(scenarioToJson(parseScenario(json, "again.json")), json);
    // Written last, after messages; a bookmark without a note is written without one.
    EXPECT_LT(json.find("\"messages\""), json.find("\"lesson\""));
    EXPECT_NE(json.find("\"title\": \"Delivered\"\n"), std::string::npos) << json;
    // No lesson, no key.
    EXPECT_EQ(scenarioToJson(parseScenario(oneRecipient(""), "l.json")).find("lesson"), std::string::npos);
}

TEST(Lesson, ABookmarkAtTheLastStepIsWithinTheRun) {
    const auto run =
        buildRun(parseScenario(oneRecipient(R"([{"step": 5, "title": "End"}])"), "l.json"), "l.json");
    EXPECT_EQ(run->knownSteps(), 5u);
}

TEST(Lesson, ABookmarkPastTheEndIsRefusedWhereTheRunIsBuilt) {
    const Scenario s = parseScenario(
        oneRecipient(
            R"([{"step": 1, "title": "a"}, {"step": 6, "title": "b"}, {"step": 900, "title": "c"}])"),
        "l.json");
    EXPECT_EQ(errorOf([&] { buildRun(s, "l.json"); }),
              "l.json: lesson[1].step: step 6 is past the end of the run (5 steps)");
}

TEST(Lesson, APastEndBookmarkIsRefusedBeforeAnyTraceIsWritten) {
    const Scenario s = parseScenario(oneRecipient(R"([{"step": 9, "title": "late"}])"), "l.json");
    std::ostringstream trace;
    Run::Options options;
    options.record = false;
    options.trace = &trace;
    EXPECT_EQ(errorOf([&] { buildRun(s, "l.json", options); }),
              "l.json: lesson[0].step: step 9 is past the end of the run (5 steps)");
    EXPECT_EQ(trace.str(), "");
}

// The first bookmark asks the lesson's question (tests/ui/test_course checks it against the
// course); two to six more tell the answer.
TEST(Lesson, EveryShippedExampleAsksAQuestionAndAnswersItInTwoToSixBookmarks) {
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(QMGRLAB_EXAMPLES_DIR)) {
        if (entry.path().extension() == ".json") {
            files.push_back(entry.path());
        }
    }
    EXPECT_GE(files.size(), 8u);
    for (const fs::path& file : files) {
        SCOPED_TRACE(file.filename().string());
        try {
            const auto run = buildRunFromFile(file.string()); // refuses a bookmark past the end
            const std::vector<Bookmark>& lesson = run->config().scenario().lesson;
            EXPECT_GE(lesson.size(), 3u);
            EXPECT_LE(lesson.size(), 7u);
            for (const Bookmark& b : lesson) {
                EXPECT_LE(static_cast<std::size_t>(b.step), run->knownSteps());
                EXPECT_FALSE(b.note.empty()) << b.title;
            }
        } catch (const ScenarioError& e) {
            ADD_FAILURE() << e.what();
        }
    }
}

} // namespace
