// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the lesson's translations ("translations", docs/SCENARIO.md): parsing, the texts in a
// language with the English fallback per text, every rule with its JSON path and a quoted, cut
// echo, the round trip through saving, and the shipped examples: every one complete in German and
// Czech (title, story, every bookmark's title and note), each translated text naming the English
// text's live figures and stating its plain numbers, and filling without a failing figure.
#include "ExamplePaths.h"
#include "TestSupport.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioError.h"
#include "core/whatif/LessonFigures.h"

#include <algorithm>
#include <filesystem>
#include <gtest/gtest.h>
#include <regex>
#include <string>
#include <vector>

namespace {

using namespace qmgrlab;
using qmgrlab::test::errorOf;
namespace fs = std::filesystem;

// One message of one recipient, one agent (five steps), a lesson of two bookmarks with a live
// figure in the second note, and the translations given.
std::string twoBookmarks(const std::string& translations) {
    return R"({"format": "qmgrlab-scenario-1",
  "title": "One mail", "description": "A single mail.",
  "master.cf": {"smtp": {"maxproc": 1}},
  "destinations": {"*": {"delivery_ms": 1000}},
  "messages": [{"id": "a", "recipients": ["u@x.example"]}],
  "lesson": [{"step": 0, "title": "Start", "note": "Nothing yet."},
             {"step": 4, "title": "Sent at {finish:a} s", "note": "Done at {finish:a} s, {time} s."}])" +
           (translations.empty() ? std::string() : ",\n  \"translations\": " + translations) + "}";
}

const std::string kGerman = R"({"de": {"title": "Eine Mail",
  "lesson": [{"step": 4, "note": "Bei {time} s fertig, gesendet bei {finish:a} s."}]}})";

TEST(LessonTranslations, TextsInALanguageFallBackToEnglishPerText) {
    const Scenario s = parseScenario(twoBookmarks(kGerman), "t.json");
    ASSERT_EQ(s.translations.size(), 1u);
    EXPECT_EQ(s.titleIn("de"), "Eine Mail");
    EXPECT_EQ(s.descriptionIn("de"), "A single mail.");             // not translated
    EXPECT_EQ(s.bookmarkIn(0, "de"), s.lesson[0]);                  // not translated
    EXPECT_EQ(s.bookmarkIn(1, "de").title, "Sent at {finish:a} s"); // only the note is
    EXPECT_EQ(s.bookmarkIn(1, "de").note, "Bei {time} s fertig, gesendet bei {finish:a} s.");
    EXPECT_EQ(s.bookmarkIn(1, "de").step, 4);
    EXPECT_EQ(s.titleIn("cs"), "One mail");
    EXPECT_EQ(s.titleIn("en"), "One mail");
    EXPECT_EQ(s.bookmarkIn(1, "cs"), s.lesson[1]);
    EXPECT_EQ(s.translation("cs"), nullptr);
}

TEST(LessonTranslations, SavingWritesThemBackAndDropsWhatNoBookmarkHas) {
    Scenario s = parseScenario(twoBookmarks(kGerman), "t.json");
    EXPECT_EQ(parseScenario(scenarioToJson(s), "again.json"), s);
    // A shorter run drops the last bookmark in the window: its translation is not saved, and the
    // file stays loadable.
    s.lesson.pop_back();
    const Scenario saved = parseScenario(scenarioToJson(s), "saved.json");
    ASSERT_EQ(saved.translations.size(), 1u);
    EXPECT_TRUE(saved.translations[0].lesson.empty());
    EXPECT_EQ(saved.titleIn("de"), "Eine Mail");
    // In memory it is still valid (a variant's run clears the lesson and keeps the rest).
    s.lesson.clear();
    EXPECT_NO_THROW(validateScenario(s, "memory"));
}

struct BadTranslation {
    std::string translations;
    const char* path;
    const char* words; // a part of the rule
};

TEST(LessonTranslations, EveryRuleNamesTheFileThePathAndTheRule) {
    const std::string longTitle(121, 't');
    const std::string longNote(1501, 'n');
    const std::string hugeFigure = "{" + std::string(500, 'x') + "}";
    const std::vector<BadTranslation> cases = {
        {R"([])", "translations", "object of translations keyed by language"},
        {R"({"de": "Hallo"})", "translations.de", "keys title, description and lesson"},
        {R"({"de": {"lesson": {}}})", "translations.de.lesson", "list (JSON array) of bookmark translations"},
        {R"({"de": {"summary": "x"}})", "translations.de.summary", "title, description and lesson"},
        {R"({"de": {"lesson": [{"title": "x"}]}})", "translations.de.lesson[0].step", "is required"},
        {R"({"de": {"lesson": [{"step": 0, "page": 1}]}})", "translations.de.lesson[0].page",
         "step, title and note"},
        {R"({"de": {"lesson": [{"step": 3, "title": "x"}]}})", "translations.de.lesson[0].step",
         "no bookmark of the lesson is at step 3"},
        {R"({"de": {"lesson": [{"step": 4}, {"step": 0}]}})", "translations.de.lesson[1].step",
         "greater than the previous translation's step (4)"},
        {R"({"de": {"lesson": [{"step": 0}, {"step": 0}]}})", "translations.de.lesson[1].step",
         "greater than the previous translation's step (0)"},
        {R"({"de": {"lesson": [{"step": 4, "note": "Fertig."}]}})", "translations.de.lesson[0].note",
         "must keep the live figure '{finish:a}' of the English text"},
        {R"({"de": {"lesson": [{"step": 4, "note": "{finish:a} {time} {finish:a}"}]}})",
         "translations.de.lesson[0].note",
         "names the live figure '{finish:a}', which the English text does not"},
        {R"({"de": {"lesson": [{"step": 4, "title": "Bei {time} s"}]}})", "translations.de.lesson[0].title",
         "must keep the live figure '{finish:a}'"},
        {R"({"de": {"lesson": [{"step": 0, "note": "Noch )" + hugeFigure + R"("}]}})",
         "translations.de.lesson[0].note", "which the English text does not"},
        {R"({"de": {"lesson": [{"step": 0, "title": ""}]}})", "translations.de.lesson[0].title",
         "not be empty"},
        {R"({"de": {"lesson": [{"step": 0, "title": "a\nb"}]}})", "translations.de.lesson[0].title",
         "one line"},
        {R"({"de": {"lesson": [{"step": 0, "title": ")" + longTitle + R"("}]}})",
         "translations.de.lesson[0].title", "at most 120 characters"},
        {R"({"de": {"lesson": [{"step": 0, "note": ")" + longNote + R"("}]}})",
         "translations.de.lesson[0].note", "at most 1500 characters"},
        {R"({"de": {"title": ""}})", "translations.de.title", "leave the key out"},
        {R"({"de": {"description": ""}})", "translations.de.description", "leave the key out"},
        {R"({"en": {"title": "x"}})", "translations.en", "own texts are English"},
        {R"({"german": {"title": "x"}})", "translations.german", "not a language code"},
        {R"({"DE": {"title": "x"}})", "translations.DE", "not a language code"},
        {R"({"de-AT": {"title": "x"}})", "translations.de-AT", "not a language code"},
        {R"({"d e": {"title": "x"}})", R"(translations["d e"])", "not a language code"},
        {R"({"de": {"title": "x"}, "de": {"title": "y"}})", "translations.de", "more than once"},
    };
    for (const BadTranslation& c : cases) {
        SCOPED_TRACE(c.translations.substr(0, 120));
        const std::string error = errorOf([&] { parseScenario(twoBookmarks(c.translations), "t.json"); });
        EXPECT_EQ(error.rfind(std::string("t.json: ") + c.path + ": ", 0), 0u) << error;
        EXPECT_NE(error.find(c.words), std::string::npos) << error;
        EXPECT_LT(error.size(), 400u) << "an echo is cut short: " << error;
    }
}

TEST(LessonTranslations, AtMost32Languages) {
    std::string many = "{";
    for (int i = 0; i < 33; ++i) {
        many += i == 0 ? "" : ", ";
        many += "\"l" + std::string(1, static_cast<char>('a' + i % 26)) +
                std::string(1, static_cast<char>('a' + i / 26)) + "\": {\"title\": \"x\"}";
    }
    many += "}";
    const std::string error = errorOf([&] { parseScenario(twoBookmarks(many), "t.json"); });
    EXPECT_EQ(error, "t.json: translations: a scenario may hold at most 32 translations");
}

// Each "{...}" of a text, sorted: the live figures a translation keeps (computed here apart from
// the validator's own).
std::vector<std::string> figuresOf(const std::string& text) {
    std::vector<std::string> figures;
    const std::regex figure(R"(\{[^}]*\})");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), figure); it != std::sregex_iterator(); ++it)
        figures.push_back(it->str());
    std::sort(figures.begin(), figures.end());
    return figures;
}

// The plain numbers a text states outside its figures (digit runs, so that "1.5" and "1,5" are the
// same): a translation states the English text's, which test_lesson_figures checks against the run.
std::vector<std::string> plainNumbersOf(const std::string& text) {
    const std::string rest = std::regex_replace(text, std::regex(R"(\{[^}]*\})"), " ");
    std::vector<std::string> numbers;
    const std::regex digits("[0-9]+");
    for (auto it = std::sregex_iterator(rest.begin(), rest.end(), digits); it != std::sregex_iterator(); ++it)
        numbers.push_back(it->str());
    std::sort(numbers.begin(), numbers.end());
    return numbers;
}

void expectSameFiguresAndNumbers(const std::string& english, const std::string& translated) {
    EXPECT_EQ(figuresOf(translated), figuresOf(english)) << translated;
    EXPECT_EQ(plainNumbersOf(translated), plainNumbersOf(english)) << translated;
}

TEST(LessonTranslations, EveryExampleIsCompleteInGermanAndCzech) {
    int examples = 0;
    int bookmarks = 0;
    for (const fs::path& path : qmgrlab::test::exampleFiles()) {
        ++examples;
        const std::string file = path.filename().string();
        const Scenario scenario = loadScenarioFile(path.string());
        LessonFigures figures(scenario, file);
        for (const char* language : {"de", "cs"}) {
            SCOPED_TRACE(file + " " + language);
            const ScenarioTranslation* t = scenario.translation(language);
            ASSERT_NE(t, nullptr) << "no translation";
            ASSERT_TRUE(t->title.has_value()) << "no title";
            ASSERT_TRUE(t->description.has_value()) << "no story";
            EXPECT_NE(*t->title, scenario.title);
            EXPECT_NE(*t->description, scenario.description);
            expectSameFiguresAndNumbers(scenario.title, *t->title);
            expectSameFiguresAndNumbers(scenario.description, *t->description);
            ASSERT_EQ(t->lesson.size(), scenario.lesson.size()) << "a bookmark is not translated";
            for (std::size_t i = 0; i < scenario.lesson.size(); ++i) {
                const Bookmark& english = scenario.lesson[i];
                const BookmarkTranslation& b = t->lesson[i];
                SCOPED_TRACE("step " + std::to_string(english.step));
                EXPECT_EQ(b.step, english.step);
                ASSERT_TRUE(b.title.has_value() && b.note.has_value()) << "a title or note is not translated";
                EXPECT_NE(*b.note, english.note);
                expectSameFiguresAndNumbers(english.title, *b.title);
                expectSameFiguresAndNumbers(english.note, *b.note);
                // Filled as the English text is, every figure filled.
                for (const std::string* text : {&*b.title, &*b.note}) {
                    std::vector<std::string> errors;
                    const std::string filled =
                        figures.fill(*text, static_cast<std::size_t>(english.step), &errors);
                    EXPECT_TRUE(errors.empty()) << filled;
                    EXPECT_EQ(filled.find("[?"), std::string::npos) << filled;
                }
                ++bookmarks;
            }
        }
    }
    EXPECT_GE(examples, 22);
    EXPECT_GE(bookmarks, 2 * 120);
}

} // namespace
