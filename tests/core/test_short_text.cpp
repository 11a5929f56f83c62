// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of ShortText (core/common): texts counted and cut by characters (code points of UTF-8),
// never inside one, with the cut mark after the kept characters.
#include "core/common/ShortText.h"

#include <gtest/gtest.h>

namespace {

using namespace qmgrlab;

TEST(ShortText, CountsCharactersNotBytes) {
    EXPECT_EQ(characterCount(""), 0u);
    EXPECT_EQ(characterCount("abc"), 3u);
    EXPECT_EQ(characterCount("\u00e9t\u00e9"), 3u);    // two bytes each for é
    EXPECT_EQ(characterCount("\U0001F600\u2026"), 2u); // four bytes, three bytes
    EXPECT_EQ(prefixBytes("\u00e9t\u00e9", 2), 3u);    // é and t
    EXPECT_EQ(prefixBytes("\U0001F600x", 1), 4u);
    EXPECT_EQ(prefixBytes("abc", 10), 3u);
}

TEST(ShortText, CutsAfterTheLimitWithTheMark) {
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

} // namespace
