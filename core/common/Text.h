// SPDX-License-Identifier: GPL-3.0-or-later
// Text: the small text and number helpers the core shares: ASCII case folding (domains and
// queue names are matched without regard to case), the largest value of a C int (Postfix's
// bound for integer parameters and counts), a saturating parser of decimal digits, blanks trimmed, the
// splitting of comma-separated name lists (--metric NAMES), the one way a user's text (a
// value, a name, a JSON key, a file's name) is echoed in a message: cut short, quoted, and with
// nothing a terminal would act on (a JSON key as JSON writes it), the one way a file's own text
// reaches a terminal or a JSON output without a control acting, the one way repeated messages
// are counted, and the one way a long text is cut short for showing.
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
// The domain of an address (what follows its last '@', all of it without one), lower-cased.
std::string lowerDomainOf(std::string_view address);
// The same into out, reusing its storage (for loops over many names).
void lowerAsciiInto(std::string_view text, std::string& out);

// Three-way comparison of the lower-cased texts (negative, 0, positive).
int compareNoCase(std::string_view a, std::string_view b);
bool equalsNoCase(std::string_view a, std::string_view b);

// A non-empty run of decimal digits and nothing else, as a number; a value beyond INT64_MAX
// gives INT64_MAX, so that a huge number fails a range check rather than the syntax.
std::optional<std::int64_t> parseSaturatingDigits(std::string_view text);

// The text without the blanks, tabs and carriage returns around it.
std::string_view trimBlanks(std::string_view text);

// The names of comma-separated lists ("a, b", "c"), blanks around each trimmed, empty ones
// dropped, each name once, in the order first given.
std::vector<std::string> splitNameLists(const std::vector<std::string>& lists);

// The characters of messages: a code point that must never reach a terminal raw, because it
// breaks the line, moves the cursor, starts an escape sequence or reorders what follows: C0 and
// C1 controls, DEL, the Unicode format characters (the bidirectional controls such as U+202E,
// zero-width characters, the byte-order mark, tag characters) and the line and paragraph
// separators.
bool isUnsafeForMessage(char32_t codePoint);

// The first code point of text that is unsafe for a message, or that is not valid UTF-8 (its
// byte offset), except the line breaks allowed; nullopt when there is none.
std::optional<std::size_t> findUnsafeForMessage(std::string_view text, bool lineBreaksAllowed = false);

// A user's text as a message echoes it: every unsafe code point and every byte that is not
// valid UTF-8 shown as '?', and cut to 40 characters (code points) with "..." after the cut.
// quoteForMessage puts it between quotes; cutForMessage leaves the quoting to a rule whose
// pattern has it ("the key \"%1\" ..."). These are the one way every message echoes user text.
// A longer limit is for a whole message made of a user's words (a parser's report).
std::string quoteForMessage(std::string_view text, char quote = '\'');
std::string cutForMessage(std::string_view text, std::size_t characters = 40);

// A plain name: 1 to 64 letters, digits, _, - and * (a parameter or transport name, a JSON key
// such as "*"). nameForMessage shows a plain name as it is and any other quoted (quoteForMessage).
bool isPlainName(std::string_view name);
std::string nameForMessage(std::string_view name);

// A file's name as a message names it (at its head: "FILE: rule", or in a rule; also a source
// such as "x.json with NAME=VALUE"): as it is when it is made only of letters (of any script),
// digits, blanks and / . _ - + , = @ % : ~, otherwise quoted; unsafe code points as '?'; past
// 200 characters, its start is cut (the end names the file).
std::string fileForMessage(std::string_view path);

// Text made one safe line for a message, nothing cut: unsafe code points and invalid bytes as '?'.
std::string oneLineForMessage(std::string_view text);

// A JSON key as a JSON path in a message shows one the file chose ("destinations[\"a.b\"]"):
// cut to 40 characters as quoteForMessage cuts, between double quotes, with '"' and '\'
// escaped by a backslash and every unsafe code point written as JSON escapes it (\u202e), so
// that where the key ends is never in doubt. Invalid bytes show as \ufffd.
std::string jsonKeyForMessage(std::string_view key);

// A user's text as a plain-text output meant for a terminal shows it (the narration, a
// table): nothing cut, the line breaks kept, and every other unsafe code point made visible
// rather than acted on, as \u202E (\U000E0001 past U+FFFF), and a byte that is not valid
// UTF-8 as \xFF.
std::string visibleForTerminal(std::string_view text);

// A JSON document as a writer dumped it (strings already escaped as JSON requires, the
// document's own line breaks and blanks outside them), with the unsafe code points the dump
// left as they are (DEL, C1 controls, bidirectional controls, ...) written as escapes
// (\u202e, a surrogate pair past U+FFFF): the same JSON, and nothing in it a terminal acts on.
std::string escapeUnsafeInJson(std::string_view json);

// Messages as a report says them: each distinct one once, in the order first said, followed by
// " (1,239 times)" when it was said more than once (a note that repeats one unknown figure
// a thousand times gets one line, not a thousand).
std::vector<std::string> eachOnceWithCount(const std::vector<std::string>& messages);

// The characters of UTF-8 text (code points; a byte that is not valid UTF-8 counts one), as the
// cuts above and below count them.
std::size_t characterCount(std::string_view text);

// A user's text cut short for showing rather than echoed in a message (a lesson figure that
// spells a million deliveries, a scenario title of ten million characters), at a whole
// character: the text itself when it has at most `limit` characters, else its first `limit`
// characters followed by kCutMark; *cut (if given) says which. Nothing else in it changes (the
// view that shows it draws it as it is); the file keeps the whole text.
inline constexpr std::string_view kCutMark = "\u2026";
std::string shortened(std::string_view text, std::size_t limit, bool* cut = nullptr);

} // namespace qmgrlab
