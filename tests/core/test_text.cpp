// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the core's shared text helpers: ASCII case folding and the saturating digit parser.
#include "core/common/Text.h"

#include <gtest/gtest.h>
#include <limits>

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

} // namespace
