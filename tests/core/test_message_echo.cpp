// SPDX-License-Identifier: GPL-3.0-or-later
// Every message that echoes a user's text (core/common/Text: quoteForMessage and its kin) shows
// it cut short, quoted where needed and as one safe line: no control character, no escape
// sequence, no bidirectional override or other format character reaches a terminal raw, and a
// byte that is not UTF-8 is a '?'. Checked on the functions and on the messages of the readers
// that echo a file's text: JSON keys in paths (a 10,000-character key, a dotted key, U+202E in a
// key), a number too long for a double, unknown names (lecture_views, a --variant name, a sweep
// parameter), import excerpts and lesson figures. Lesson titles refuse C1 controls (U+0085).
#include "core/common/Text.h"
#include "core/import/ServerImport.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioError.h"
#include "core/whatif/LessonFigures.h"
#include "core/whatif/ParameterOverrides.h"
#include "core/whatif/SweepGrid.h"

#include <gtest/gtest.h>
#include <stdexcept>
#include <string>

namespace {

using namespace qmgrlab;

const std::string kRightToLeftOverride = "\xE2\x80\xAE"; // U+202E
const std::string kNextLine = "\xC2\x85";                // U+0085, a C1 control
const std::string kZeroWidthSpace = "\xE2\x80\x8B";      // U+200B
const std::string kByteOrderMark = "\xEF\xBB\xBF";       // U+FEFF
const std::string kLineSeparator = "\xE2\x80\xA8";       // U+2028

// No byte of text would reach a terminal as something other than a printable character.
void expectSafe(const std::string& text) {
    EXPECT_EQ(findUnsafeForMessage(text), std::nullopt) << text;
    EXPECT_EQ(text.find('\n'), std::string::npos) << text;
}

TEST(MessageEcho, QuoteCutsAtFortyCharactersNotBytes) {
    EXPECT_EQ(quoteForMessage("abc"), "'abc'");
    EXPECT_EQ(quoteForMessage(std::string(40, 'x')), "'" + std::string(40, 'x') + "'");
    EXPECT_EQ(quoteForMessage(std::string(41, 'x')), "'" + std::string(40, 'x') + "...'");
    EXPECT_EQ(quoteForMessage("key", '"'), "\"key\"");
    // Forty characters of two bytes each: cut after the 40th character, never inside one.
    std::string accents;
    for (int i = 0; i < 50; ++i)
        accents += "\xC3\xA9"; // é
    EXPECT_EQ(cutForMessage(accents), accents.substr(0, 80) + "...");
    EXPECT_EQ(cutForMessage(std::string(10000, 'k')).size(), 43u);
    EXPECT_EQ(cutForMessage(std::string(500, 'k'), 300).size(), 303u);
}

TEST(MessageEcho, ControlsFormatCharactersAndBadBytesAreQuestionMarks) {
    EXPECT_EQ(quoteForMessage("a\nb\x1b[31mc\x7f"), "'a?b?[31mc?'");
    EXPECT_EQ(cutForMessage("x" + kRightToLeftOverride + "gnp.exe"), "x?gnp.exe");
    EXPECT_EQ(cutForMessage("x" + kNextLine + "y"), "x?y");
    EXPECT_EQ(cutForMessage("x" + kZeroWidthSpace + kByteOrderMark + kLineSeparator + "y"), "x???y");
    EXPECT_EQ(cutForMessage("\xE2\x81\xA6"
                            "a"
                            "\xE2\x81\xA9"),
              "?a?");                                  // U+2066 .. U+2069
    EXPECT_EQ(cutForMessage("\xF3\xA0\x80\x81"), "?"); // U+E0001, a tag
    // Not UTF-8: a lone continuation byte, an overlong '/', a surrogate, a cut sequence.
    EXPECT_EQ(cutForMessage("\x80\xC0\xAF\xED\xA0\x80\xE2\x80"), "????????");
    // Printable text of any script stays as it is.
    EXPECT_EQ(cutForMessage("Grüße, Příliš žluťoučký kůň, 中文, 😀"), "Grüße, Příliš žluťoučký kůň, 中文, 😀");
    EXPECT_EQ(oneLineForMessage("line 1\nline 2" + kRightToLeftOverride), "line 1?line 2?");
    EXPECT_EQ(findUnsafeForMessage("ok\nnote", true), std::nullopt);
    EXPECT_EQ(findUnsafeForMessage("ok\nnote"), 2u);
    EXPECT_EQ(findUnsafeForMessage("ab" + kNextLine, true), 2u);
}

TEST(MessageEcho, NamesAndFilesAreQuotedWhereNeeded) {
    EXPECT_EQ(nameForMessage("smtp_destination_concurrency_limit"), "smtp_destination_concurrency_limit");
    EXPECT_EQ(nameForMessage("a.b"), "'a.b'");
    EXPECT_EQ(nameForMessage(std::string(65, 'n')), "'" + std::string(40, 'n') + "...'");
    EXPECT_EQ(fileForMessage("/tmp/scenario-1.json"), "/tmp/scenario-1.json");
    EXPECT_EQ(fileForMessage("my file.json"), "my file.json");
    EXPECT_EQ(fileForMessage("it's.json"), "'it's.json'");
    EXPECT_EQ(fileForMessage("out\n\x1b[2J.csv"), "'out??[2J.csv'");
    EXPECT_EQ(fileForMessage("/tmp/Übung.json"), "/tmp/Übung.json");
    // A long path keeps its end, the file's name.
    const std::string deep = std::string(300, 'd') + "/scenario.json";
    EXPECT_EQ(fileForMessage(deep), "'..." + deep.substr(deep.size() - 200) + "'");
}

std::string scenarioError(const std::string& text) {
    try {
        parseScenario(text, "s.json");
    } catch (const ScenarioError& e) {
        expectSafe(e.what());
        return e.what();
    }
    ADD_FAILURE() << "accepted: " << text.substr(0, 200);
    return {};
}

std::string withRecipients(const std::string& recipients) {
    return R"({"format": "qmgrlab-scenario-1", "destinations": {"*": {}}, "messages": [{"id": "1", "recipients": )" +
           recipients + "}]}";
}

// JSON paths: the format's keys as they are, a key the file chose in brackets and quotes unless
// it is a plain name, cut like any echo.
TEST(MessageEcho, JsonKeysInPathsAreQuotedAndCut) {
    EXPECT_EQ(scenarioError(withRecipients(R"({"a.b": 0})")),
              "s.json: messages[0].recipients[\"a.b\"]: must be an integer from 1 to 1000000");
    const std::string longKey(10000, 'k');
    const std::string longError = scenarioError(withRecipients("{\"" + longKey + "\": 0}"));
    EXPECT_LT(longError.size(), 200u) << longError;
    EXPECT_NE(longError.find("recipients[\"" + std::string(40, 'k') + "...\"]"), std::string::npos)
        << longError;
    const std::string bidi =
        scenarioError(withRecipients("{\"evil" + kRightToLeftOverride + "moc.elpmaxe\": 0}"));
    EXPECT_NE(bidi.find("recipients[\"evil\\u202emoc.elpmaxe\"]"), std::string::npos) << bidi;
    // An unknown key is the file's text too.
    const std::string unknown = scenarioError(R"({"format": "qmgrlab-scenario-1", "b\u202Ead.key": 1})");
    EXPECT_EQ(unknown.rfind("s.json: [\"b\\u202ead.key\"]: unknown key; a scenario may have only format", 0),
              0u)
        << unknown;
    // The rule that names a repeated key cuts it too.
    const std::string repeated =
        scenarioError(withRecipients("{\"" + longKey + "\": 1, \"" + longKey + "\": 2}"));
    EXPECT_LT(repeated.size(), 250u) << repeated;
    EXPECT_NE(repeated.find("appears more than once"), std::string::npos) << repeated;
    // Plain names and the format's own dotted keys stay as they were.
    EXPECT_EQ(scenarioError(R"({"format": "qmgrlab-scenario-1", "main.cf": {"recipient_delimiter": "+"},
                                "destinations": {}, "messages": []})")
                  .rfind("s.json: main.cf.recipient_delimiter: unknown parameter", 0),
              0u);
}

// A key holding the quote or a backslash is written as JSON writes it, so that the path says where
// the key ends: the key a"].b is ["a\"].b"], never ["a"].b"].
TEST(MessageEcho, JsonKeysInPathsEscapeQuotesAndBackslashes) {
    EXPECT_EQ(scenarioError(withRecipients(R"({"a\"].b": 0})")),
              R"(s.json: messages[0].recipients["a\"].b"]: the domain must not contain " or \)");
    EXPECT_EQ(scenarioError(withRecipients(R"({"a\\": 0})")),
              R"(s.json: messages[0].recipients["a\\"]: the domain must not contain " or \)");
    // Escaped and still cut at 40 characters of the key.
    const std::string quotes = scenarioError(withRecipients("{\"" + std::string(100, 'q') + "\\\"\": 0}"));
    EXPECT_NE(quotes.find("recipients[\"" + std::string(40, 'q') + "...\"]"), std::string::npos) << quotes;
    EXPECT_EQ(jsonKeyForMessage(std::string(39, 'q') + "\"x"), "\"" + std::string(39, 'q') + "\\\"...\"");
    // A repeated key names it the same way.
    const std::string repeated = scenarioError(withRecipients(R"({"\"": 1, "\"": 2})"));
    EXPECT_NE(repeated.find(R"(the key "\"" appears more than once)"), std::string::npos) << repeated;
    // Past U+FFFF as a surrogate pair, as JSON writes it.
    EXPECT_EQ(jsonKeyForMessage("a\U000E0001"), R"("a\udb40\udc01")");
}

// A number too large for a double, a million digits long, is echoed cut as syntax errors are.
TEST(MessageEcho, AHugeNumberIsCutShort) {
    const std::string digits = "1" + std::string(1000000, '0') + ".5";
    const std::string error = scenarioError(
        R"({"format": "qmgrlab-scenario-1", "main.cf": {"default_process_limit": )" + digits + "}}");
    EXPECT_LT(error.size(), 200u) << error.substr(0, 300);
    EXPECT_NE(error.find("'1000000000000000000000000000000000000000...'"), std::string::npos) << error;
}

TEST(MessageEcho, UnknownNamesInRulesAreCut) {
    const std::string view = scenarioError(
        R"({"format": "qmgrlab-scenario-1", "destinations": {}, "messages": [], "lecture_views": [")" +
        std::string(5000, 'v') + "\\u001b[31m\"]}");
    EXPECT_LT(view.size(), 300u) << view;
    EXPECT_NE(view.find("unknown view \"" + std::string(40, 'v') + "...\""), std::string::npos) << view;
    const std::string transport = scenarioError(
        R"({"format": "qmgrlab-scenario-1", "destinations": {"*": {"transport": "a\u001b[2Jb"}}, "messages": []})");
    EXPECT_NE(transport.find("\"a?[2Jb\" is not a valid transport name"), std::string::npos) << transport;

    try {
        ParameterOverrides variant;
        variant.add(std::string(3000, 'p') + kRightToLeftOverride + "=1");
        ADD_FAILURE() << "accepted";
    } catch (const std::invalid_argument& e) {
        expectSafe(e.what());
        EXPECT_LT(std::string(e.what()).size(), 400u) << e.what();
    }
    try {
        SweepGrid grid;
        grid.addParameter("x.y" + kNextLine + "=1..2");
        ADD_FAILURE() << "accepted";
    } catch (const std::invalid_argument& e) {
        expectSafe(e.what());
        EXPECT_NE(std::string(e.what()).find("'x.y?'"), std::string::npos) << e.what();
    }
}

// A lesson figure that cannot be filled is reported with the figure's text quoted and cut.
TEST(MessageEcho, LessonFigureProblemsAreOneLine) {
    Scenario scenario = parseScenario(
        R"({"format": "qmgrlab-scenario-1", "destinations": {"*": {}},
            "messages": [{"id": "1", "recipients": ["a@example.com"]}]})",
        "s.json");
    LessonFigures figures(scenario, "s.json");
    std::vector<std::string> errors;
    figures.fill("{finish:" + std::string(500, 'm') + "\n\x1b[31m}", 0, &errors);
    ASSERT_EQ(errors.size(), 1u);
    expectSafe(errors.front());
    EXPECT_LT(errors.front().size(), 200u) << errors.front();
}

// C1 controls (U+0085 NEXT LINE) and the line separators are refused in a bookmark's title as
// the C0 ones are, and in its note (where only the line break is allowed).
TEST(MessageEcho, LessonTitlesRefuseC1Controls) {
    const auto lesson = [](const std::string& title, const std::string& note) {
        return R"({"format": "qmgrlab-scenario-1", "destinations": {"*": {}}, "messages": [],
                   "lesson": [{"step": 0, "title": ")" +
               title + R"(", "note": ")" + note + "\"}]}";
    };
    for (const std::string& bad : {kNextLine, std::string("\xC2\x9B"), kLineSeparator}) {
        EXPECT_NE(scenarioError(lesson("a" + bad + "b", "")).find("lesson[0].title: must be one line"),
                  std::string::npos);
        EXPECT_NE(
            scenarioError(lesson("ok", "a" + bad + "b")).find("lesson[0].note: may contain line breaks"),
            std::string::npos);
    }
    EXPECT_NO_THROW(parseScenario(lesson("Übung: Příliš", "line 1\\nline 2"), "s.json"));
}

ImportSources mainCfOnly(const std::string& text) {
    ImportSources sources;
    sources.mainCf = ImportSource{"main.cf", text};
    return sources;
}

std::string importError(const ImportSources& sources) {
    try {
        importServer(sources);
    } catch (const ScenarioError& e) {
        expectSafe(e.what());
        return e.what();
    }
    ADD_FAILURE() << "imported";
    return {};
}

// Import excerpts: valid UTF-8 shown as it is, what a terminal acts on as '?', cut at 40.
TEST(MessageEcho, ImportExcerptsAreSafe) {
    EXPECT_EQ(
        importError(mainCfOnly("default_recipient_limit = 5" + kRightToLeftOverride + "é\n")),
        "main.cf: line 1: default_recipient_limit = \"5?é\": must be a whole number: a JSON integer or a "
        "string of decimal digits");
    const std::string longLine = importError(mainCfOnly(std::string(5000, 'x') + "\x1b[31m\n"));
    EXPECT_LT(longLine.size(), 200u) << longLine;
}

} // namespace
