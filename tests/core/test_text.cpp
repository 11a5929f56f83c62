// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the core's shared text helpers: ASCII case folding, the saturating digit parser, the
// cutting, counting and escaping of user text.
#include "core/common/Text.h"

#include <gtest/gtest.h>
#include <limits>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace {

using namespace qmgrlab;

TEST(Text, LowerAsciiFoldsOnlyAToZ) {
    EXPECT_EQ(lowerAscii("Example.COM"), "example.com");
    // Bytes outside A-Z (digits, punctuation, UTF-8 of "É") are left alone.
    EXPECT_EQ(lowerAscii("R1@Z-9_\xc3\x89"), "r1@z-9_\xc3\x89");
    std::string reused = "a much longer previous content";
    lowerAsciiInto("AB", reused);
    EXPECT_EQ(reused, "ab");
}

TEST(Text, CompareNoCaseOrdersByLowerCasedBytes) {
    EXPECT_EQ(compareNoCase("ABC", "abc"), 0);
    EXPECT_LT(compareNoCase("abc", "ABD"), 0);
    EXPECT_GT(compareNoCase("b", "A"), 0);
    // A prefix sorts first.
    EXPECT_LT(compareNoCase("ab", "ABC"), 0);
    // '_' (0x5f) lies between 'Z' and 'a': folding puts "Z" (as 'z', 0x7a) after it.
    EXPECT_GT(compareNoCase("Z", "_"), 0);
    EXPECT_TRUE(equalsNoCase("Smtp", "sMTP"));
    EXPECT_FALSE(equalsNoCase("smtp", "smtp2"));
}

TEST(Text, ParseSaturatingDigitsAcceptsDigitsOnly) {
    EXPECT_EQ(parseSaturatingDigits("0"), 0);
    EXPECT_EQ(parseSaturatingDigits("007"), 7);
    EXPECT_EQ(parseSaturatingDigits("2147483647"), 2147483647);
    EXPECT_EQ(parseSaturatingDigits(""), std::nullopt);
    EXPECT_EQ(parseSaturatingDigits("-5"), std::nullopt);
    EXPECT_EQ(parseSaturatingDigits("+5"), std::nullopt);
    EXPECT_EQ(parseSaturatingDigits(" 5"), std::nullopt);
    EXPECT_EQ(parseSaturatingDigits("5s"), std::nullopt);
    EXPECT_EQ(parseSaturatingDigits("1.0"), std::nullopt);
}

TEST(Text, ParseSaturatingDigitsSaturatesAtInt64Max) {
    constexpr std::int64_t max = std::numeric_limits<std::int64_t>::max();
    EXPECT_EQ(parseSaturatingDigits("9223372036854775807"), max);
    EXPECT_EQ(parseSaturatingDigits("9223372036854775808"), max);
    EXPECT_EQ(parseSaturatingDigits("99999999999999999999999999999"), max);
    // Saturation does not hide a non-digit after the long run.
    EXPECT_EQ(parseSaturatingDigits("99999999999999999999999999999x"), std::nullopt);
}

// Text cut short for showing: counted and cut by characters (code points of UTF-8), never
// inside one, with the cut mark after the kept characters.
TEST(Text, CountsCharactersNotBytes) {
    EXPECT_EQ(characterCount(""), 0u);
    EXPECT_EQ(characterCount("abc"), 3u);
    EXPECT_EQ(characterCount("\u00e9t\u00e9"), 3u);    // two bytes each for é
    EXPECT_EQ(characterCount("\U0001F600\u2026"), 2u); // four bytes, three bytes
    EXPECT_EQ(characterCount("a\xff"
                             "b"),
              3u); // a byte that is not UTF-8 counts one
}

TEST(Text, ShortenedCutsAfterTheLimitWithTheMark) {
    bool cut = true;
    EXPECT_EQ(shortened("abc", 3, &cut), "abc");
    EXPECT_FALSE(cut);
    EXPECT_EQ(shortened("abcd", 3, &cut), "abc\u2026");
    EXPECT_TRUE(cut);
    // Never inside a character: the two-byte é and the four-byte emoji stay whole.
    EXPECT_EQ(shortened("\u00e9\u00e9\u00e9", 2), "\u00e9\u00e9\u2026");
    EXPECT_EQ(shortened("a\U0001F600b", 2), "a\U0001F600\u2026");
    EXPECT_EQ(shortened("abc", 0), "\u2026");
    // A text cut once and cut again at the same length stays the same.
    const std::string once = shortened(std::string(500, 'x'), 200);
    EXPECT_EQ(shortened(once, 200), once);
    EXPECT_EQ(characterCount(once), 201u);
}

// A report of a note that names one unknown figure 1,239 times says it once, with the count.
TEST(Text, EachMessageOnceWithItsCount) {
    std::vector<std::string> messages(1239, "'{nosuch}': no figure");
    messages.insert(messages.begin() + 3, "second");
    messages.emplace_back("third");
    messages.emplace_back("second");
    EXPECT_EQ(eachOnceWithCount(messages),
              (std::vector<std::string>{"'{nosuch}': no figure (1,239 times)", "second (2 times)", "third"}));
    EXPECT_EQ(eachOnceWithCount({}), std::vector<std::string>{});
    EXPECT_EQ(eachOnceWithCount(std::vector<std::string>(1000000, "m")),
              std::vector<std::string>{"m (1,000,000 times)"});
    EXPECT_EQ(eachOnceWithCount(std::vector<std::string>(999, "m")),
              std::vector<std::string>{"m (999 times)"});
}

// Text for a terminal: the line breaks kept, every other control, bidirectional control and
// invisible format character shown as an escape, bytes that are not UTF-8 as \xNN, nothing
// else changed.
TEST(Text, VisibleForTerminalShowsControlsAsEscapes) {
    EXPECT_EQ(visibleForTerminal("caf\u00e9\nline two"), "caf\u00e9\nline two");
    EXPECT_EQ(visibleForTerminal("a\u202Eb\u2066c\u200Bd"), R"(a\u202Eb\u2066c\u200Bd)");
    EXPECT_EQ(visibleForTerminal("\x1b[31mred\r\t\x7f"), R"(\u001B[31mred\u000D\u0009\u007F)");
    EXPECT_EQ(visibleForTerminal("c1 \u0085 \u009b"), R"(c1 \u0085 \u009B)");
    EXPECT_EQ(visibleForTerminal("tag \U000E0041"), R"(tag \U000E0041)");
    EXPECT_EQ(visibleForTerminal("bad \xff\xc3"), R"(bad \xFF\xC3)");
    EXPECT_EQ(visibleForTerminal("\u2028\u2029"), R"(\u2028\u2029)");
}

// A dumped JSON document keeps its meaning with the unsafe code points escaped: it parses to
// the same value, and none of them is left raw.
TEST(Text, EscapeUnsafeInJsonKeepsTheDocument) {
    const std::string text = "a\u202Eb \u0085 \x7f caf\u00e9 \U000E0041 \u2028";
    const nlohmann::json document = {{"key\u202E", text}, {"list", {1, "\u200B"}}};
    for (const int indent : {-1, 2}) {
        const std::string escaped = escapeUnsafeInJson(document.dump(indent));
        EXPECT_EQ(nlohmann::json::parse(escaped), document);
        EXPECT_EQ(findUnsafeForMessage(escaped, true), std::nullopt) << escaped;
        EXPECT_NE(escaped.find("a\\u202eb \\u0085 \\u007f caf\u00e9 \\udb40\\udc41 \\u2028"),
                  std::string::npos)
            << escaped;
    }
}

} // namespace
