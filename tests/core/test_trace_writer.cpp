// SPDX-License-Identifier: GPL-3.0-or-later
// TraceWriter writes every trace line as nlohmann::json's dump() would (the writer the reference
// traces were compared with): compact, keys in SPEC's order, strings as the library spells them
// (a domain may hold any printable ASCII character but '"' and '\\'); and record() writes exactly
// format()'s lines.
#include "TestSupport.h"
#include "core/trace/TraceWriter.h"

#include <cctype>
#include <filesystem>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sstream>

namespace {

TEST(TraceWriter, WritesWhatTheJsonLibraryWouldWrite) {
    const std::vector<std::string> domains = {"slash/ok.example", "braces{}[]:.example", "Mixed~Case.Example",
                                              "apostrophe's.example", "percent%25.example"};
    nlohmann::json scenario = {{"format", "qmgrlab-scenario-1"},
                               {"destinations", {{"*", {{"delivery_ms", 1000}}}}},
                               {"messages", nlohmann::json::array()}};
    for (std::size_t i = 0; i < domains.size(); ++i) {
        std::string id = "m"; // built in steps: GCC 12 warns (-Wrestrict) on "m" + to_string
        id += std::to_string(i);
        std::string address = "u@";
        address += domains[i];
        scenario["messages"].push_back(
            {{"id", id}, {"arrival_ms", static_cast<int>(i) * 1000}, {"recipients", {address}}});
    }
    const auto config = qmgrlab::test::configFromJson(scenario.dump());
    const auto outcome = qmgrlab::test::runToEnd(config);

    std::ostringstream written;
    qmgrlab::TraceWriter writer(written, *config, *outcome.names);
    std::string expected;
    std::size_t selections = 0;
    for (const auto& event : outcome.recording.events()) {
        writer.record(event);
        const std::string line = qmgrlab::TraceWriter::format(event, *config, *outcome.names);
        expected += line + '\n';
        EXPECT_EQ(nlohmann::ordered_json::parse(line).dump(), line);
        if (event.type == qmgrlab::EventType::Select) {
            std::string domain = domains.at(selections++);
            for (char& c : domain)
                c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            EXPECT_EQ(nlohmann::json::parse(line).at("dest"), domain);
        }
    }
    EXPECT_EQ(selections, domains.size());
    EXPECT_EQ(written.str(), expected);
}

// The line of a window event at 5 ms on smtp whose destination is named text: names a scenario
// cannot give, written straight through the writer.
std::string windowLine(const std::string& text) {
    static const auto config = qmgrlab::test::configFromJson(
        R"({"format":"qmgrlab-scenario-1","destinations":{"*":{}},"messages":[{"id":"m","recipients":["u@x.example"]}]})");
    qmgrlab::NameTable names;
    qmgrlab::TraceEvent event;
    event.t = 5;
    event.type = qmgrlab::EventType::Window;
    event.transport = 0;
    event.dest = names.intern(text);
    event.window = 3;
    return qmgrlab::TraceWriter::format(event, *config, names);
}

// Names a scenario cannot give (a domain has no '"', '\\' or control character) are still
// written as the library would: each special character escaped where it stands, at the start,
// in the middle, at the end, one after another, and the runs between them as they are.
TEST(TraceWriter, EscapesEveryCharacterAsTheJsonLibraryDoes) {
    const std::vector<std::string> texts = {
        "",      "plain.example",      "a\"b",          "\"",         "back\\slash",
        "end\\", "\x01\b\f\n\r\t\x1f", "mid\ndle\"\\x", "caf\xc3\xa9"};
    for (const std::string& text : texts) {
        EXPECT_EQ(windowLine(text), R"({"t":5,"ev":"window","transport":"smtp","dest":)" +
                                        nlohmann::json(text).dump() + R"(,"window":3})");
    }
}

// What the library leaves raw and a terminal acts on (DEL, a C1 control, a bidirectional override,
// a tag character) is escaped as JSON allows, so that `cat` of a trace moves no cursor and
// reorders no line; the line still parses to the same name, and the rest stays as it is.
TEST(TraceWriter, EscapesWhatATerminalWouldActOn) {
    const std::vector<std::pair<std::string, std::string>> texts = {
        {"ab\u202Ecd", R"("ab\u202ecd")"},
        {"\x7f\u0085caf\u00e9", "\"\\u007f\\u0085caf\u00e9\""},
        {"\u00e9\U000E0001\"", "\"\u00e9\\udb40\\udc01\\\"\""},
        {"x\u2066\u2069\n", R"("x\u2066\u2069\n")"}};
    for (const auto& [text, written] : texts) {
        const std::string line = windowLine(text);
        EXPECT_EQ(line, R"({"t":5,"ev":"window","transport":"smtp","dest":)" + written + R"(,"window":3})");
        EXPECT_EQ(nlohmann::json::parse(line).at("dest"), text);
    }
}

TEST(TraceWriter, EveryConformanceLineIsTheJsonLibrarysSpelling) {
    std::size_t lines = 0;
    for (const auto& entry : std::filesystem::directory_iterator(QMGRLAB_CONFORMANCE_DIR)) {
        if (entry.path().extension() != ".json" || entry.path().string().find(".trace") != std::string::npos)
            continue;
        const auto outcome = qmgrlab::test::runToEnd(qmgrlab::test::configFromFile(entry.path().string()));
        for (const std::string& line : outcome.traceLines) {
            EXPECT_EQ(nlohmann::ordered_json::parse(line).dump(), line) << entry.path();
            ++lines;
        }
    }
    EXPECT_GT(lines, 1000u);
}

} // namespace
