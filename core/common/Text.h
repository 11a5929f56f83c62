// SPDX-License-Identifier: GPL-3.0-or-later
// Text: the small text and number helpers the core shares: ASCII case folding (domains and
// queue names are matched without regard to case), the largest value of a C int (Postfix's
// bound for integer parameters and counts), a saturating parser of decimal digits, the
// splitting of comma-separated name lists (--metric NAMES), and a user's text quoted for an
// error message.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qmgrlab {

// The largest value of a C int: the upper bound of every integer the scenario format accepts.
inline constexpr std::int64_t kIntMax = 2147483647;

// Lower-cases A-Z only, whatever the locale.
constexpr char lowerAscii(char c) {
    return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

std::string lowerAscii(std::string_view text);
// The same into out, reusing its storage (for loops over many names).
void lowerAsciiInto(std::string_view text, std::string& out);

// Three-way comparison of the lower-cased texts (negative, 0, positive).
int compareNoCase(std::string_view a, std::string_view b);
bool equalsNoCase(std::string_view a, std::string_view b);

// A non-empty run of decimal digits and nothing else, as a number; a value beyond INT64_MAX
// gives INT64_MAX, so that a huge number fails a range check rather than the syntax.
std::optional<std::int64_t> parseSaturatingDigits(std::string_view text);

// The names of comma-separated lists ("a, b", "c"), blanks around each trimmed, empty ones
// dropped, each name once, in the order first given.
std::vector<std::string> splitNameLists(const std::vector<std::string>& lists);

// A user's text quoted for an error message, cut short (with "...") past 40 characters, with
// control characters shown as '?' so that the message stays on one line.
std::string quoteForMessage(std::string_view text);

} // namespace qmgrlab
