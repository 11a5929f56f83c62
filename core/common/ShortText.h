// SPDX-License-Identifier: GPL-3.0-or-later
// ShortText: a text of any length cut short for showing, at a whole character: its first N
// characters (Unicode code points of UTF-8) and the cut mark "…". A lesson figure that spells
// a million deliveries, or a scenario title of ten million characters, is shown this way; the
// file keeps the whole text.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace qmgrlab {

// What ends a text cut short.
inline constexpr std::string_view kCutMark = "\u2026";

// The characters of UTF-8 text (bytes that do not continue a character).
std::size_t characterCount(std::string_view text);

// The bytes of the text's first `limit` characters (all of it when it has no more).
std::size_t prefixBytes(std::string_view text, std::size_t limit);

// The text itself when it has at most `limit` characters, else its first `limit` characters
// followed by kCutMark; *cut (if given) says which.
std::string shortened(std::string_view text, std::size_t limit, bool* cut = nullptr);

} // namespace qmgrlab
