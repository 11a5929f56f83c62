// SPDX-License-Identifier: GPL-3.0-or-later
// Text: ASCII case folding, the saturating digit parser, name lists, echoing user text in
// messages (a strict UTF-8 decoder and the unsafe code points) and cutting it short for showing.
#include "core/common/Text.h"

#include <algorithm>
#include <charconv>
#include <iterator>
#include <limits>
#include <system_error>
#include <unordered_map>
#include <unordered_set>
#include <utility>

namespace qmgrlab {

std::string lowerAscii(std::string_view text) {
    std::string out;
    lowerAsciiInto(text, out);
    return out;
}

std::string lowerDomainOf(std::string_view address) {
    return lowerAscii(address.substr(address.rfind('@') + 1));
}

void lowerAsciiInto(std::string_view text, std::string& out) {
    out.resize(text.size());
    std::transform(text.begin(), text.end(), out.begin(), [](char c) { return lowerAscii(c); });
}

int compareNoCase(std::string_view a, std::string_view b) {
    const std::size_t n = std::min(a.size(), b.size());
    for (std::size_t i = 0; i < n; ++i) {
        const auto ca = static_cast<unsigned char>(lowerAscii(a[i]));
        const auto cb = static_cast<unsigned char>(lowerAscii(b[i]));
        if (ca != cb) {
            return ca < cb ? -1 : 1;
        }
    }
    return a.size() == b.size() ? 0 : (a.size() < b.size() ? -1 : 1);
}

bool equalsNoCase(std::string_view a, std::string_view b) {
    return compareNoCase(a, b) == 0;
}

std::optional<std::int64_t> parseSaturatingDigits(std::string_view text) {
    // from_chars would also take a leading '-'; only digits are a number here.
    if (text.empty() || text.front() < '0' || text.front() > '9') {
        return std::nullopt;
    }
    std::int64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (end != text.data() + text.size()) {
        return std::nullopt;
    }
    if (ec == std::errc::result_out_of_range) {
        return std::numeric_limits<std::int64_t>::max();
    }
    return value;
}

std::string_view trimBlanks(std::string_view text) {
    const std::size_t first = text.find_first_not_of(" \t\r");
    if (first == std::string_view::npos)
        return {};
    return text.substr(first, text.find_last_not_of(" \t\r") - first + 1);
}

std::vector<std::string> splitNameLists(const std::vector<std::string>& lists) {
    std::vector<std::string> names;
    std::unordered_set<std::string> given; // the names so far, for the repeats
    for (const std::string& list : lists) {
        std::size_t start = 0;
        for (;;) {
            const std::size_t comma = list.find(',', start);
            const std::string_view item = trimBlanks(std::string_view(list).substr(start, comma - start));
            if (!item.empty()) {
                std::string name(item);
                if (given.insert(name).second)
                    names.push_back(std::move(name));
            }
            if (comma == std::string::npos)
                break;
            start = comma + 1;
        }
    }
    return names;
}

namespace {

constexpr std::size_t kShownPathCharacters = 200;
constexpr std::size_t kPlainNameLength = 64; // Postfix's longest parameter names fit

// One code point of UTF-8 text: its value and byte length; length 1 and valid false for a byte
// that does not start a well-formed sequence (overlong forms, surrogates and values past
// U+10FFFF are not well formed).
struct CodePoint {
    char32_t value = 0;
    std::size_t length = 1;
    bool valid = false;
};

CodePoint decodeAt(std::string_view text, std::size_t at) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[at + i]); };
    const unsigned char first = byte(0);
    if (first < 0x80) {
        return {first, 1, true};
    }
    std::size_t length = 0;
    char32_t value = 0;
    char32_t minimum = 0;
    if (first >= 0xC2 && first <= 0xDF) {
        length = 2;
        value = first & 0x1Fu;
        minimum = 0x80;
    } else if (first >= 0xE0 && first <= 0xEF) {
        length = 3;
        value = first & 0x0Fu;
        minimum = 0x800;
    } else if (first >= 0xF0 && first <= 0xF4) {
        length = 4;
        value = first & 0x07u;
        minimum = 0x10000;
    } else {
        return {};
    }
    if (at + length > text.size()) {
        return {};
    }
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(i) & 0xC0u) != 0x80u) {
            return {};
        }
        value = (value << 6) | (byte(i) & 0x3Fu);
    }
    if (value < minimum || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) {
        return {};
    }
    return {value, length, true};
}

// Appends text from byte offset `from` to `to`, each unsafe code point or invalid byte as '?'.
void appendSafe(std::string& out, std::string_view text, std::size_t from, std::size_t to) {
    for (std::size_t at = from; at < to;) {
        const CodePoint c = decodeAt(text, at);
        if (!c.valid || isUnsafeForMessage(c.value)) {
            out += '?';
        } else {
            out.append(text.substr(at, c.length));
        }
        at += c.length;
    }
}

// The byte offset just past the first `count` code points (invalid bytes count one each).
std::size_t offsetAfter(std::string_view text, std::size_t count) {
    std::size_t at = 0;
    for (std::size_t n = 0; n < count && at < text.size(); ++n) {
        at += decodeAt(text, at).length;
    }
    return at;
}

bool isPlainPathByte(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           std::string_view("/._-+,=@%:~ ").find(c) != std::string_view::npos;
}

} // namespace

bool isUnsafeForMessage(char32_t c) {
    if (c < 0x20 || (c >= 0x7F && c <= 0x9F)) {
        return true; // C0, DEL and C1 controls
    }
    // The format characters (general category Cf) and the line and paragraph separators.
    struct Range {
        char32_t first;
        char32_t last;
    };
    static constexpr Range kUnsafe[] = {
        {0x00AD, 0x00AD},   {0x0600, 0x0605},   {0x061C, 0x061C},   {0x06DD, 0x06DD},   {0x070F, 0x070F},
        {0x0890, 0x0891},   {0x08E2, 0x08E2},   {0x180E, 0x180E},   {0x200B, 0x200F},   {0x2028, 0x202E},
        {0x2060, 0x2064},   {0x2066, 0x206F},   {0xFEFF, 0xFEFF},   {0xFFF9, 0xFFFB},   {0x110BD, 0x110BD},
        {0x110CD, 0x110CD}, {0x13430, 0x1343F}, {0x1BCA0, 0x1BCA3}, {0x1D173, 0x1D17A}, {0xE0001, 0xE0001},
        {0xE0020, 0xE007F},
    };
    return std::any_of(std::begin(kUnsafe), std::end(kUnsafe),
                       [c](const Range& r) { return c >= r.first && c <= r.last; });
}

std::optional<std::size_t> findUnsafeForMessage(std::string_view text, bool lineBreaksAllowed) {
    for (std::size_t at = 0; at < text.size();) {
        const CodePoint c = decodeAt(text, at);
        if (!c.valid || (isUnsafeForMessage(c.value) && !(lineBreaksAllowed && c.value == '\n'))) {
            return at;
        }
        at += c.length;
    }
    return std::nullopt;
}

std::string cutForMessage(std::string_view text, std::size_t characters) {
    const std::size_t end = offsetAfter(text, characters);
    std::string shown;
    appendSafe(shown, text, 0, end);
    if (end < text.size()) {
        shown += "...";
    }
    return shown;
}

std::string quoteForMessage(std::string_view text, char quote) {
    return quote + cutForMessage(text) + quote;
}

bool isPlainName(std::string_view name) {
    return !name.empty() && name.size() <= kPlainNameLength &&
           std::all_of(name.begin(), name.end(), [](char c) {
               return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                      c == '_' || c == '-' || c == '*';
           });
}

std::string nameForMessage(std::string_view name) {
    return isPlainName(name) ? std::string(name) : quoteForMessage(name);
}

std::string fileForMessage(std::string_view path) {
    const std::size_t count = characterCount(path);
    const std::size_t start =
        count > kShownPathCharacters ? offsetAfter(path, count - kShownPathCharacters) : 0;
    std::string shown = start > 0 ? "..." : "";
    appendSafe(shown, path, start, path.size());
    const bool plain =
        start == 0 && !path.empty() &&
        std::all_of(path.begin(), path.end(),
                    [](char c) { return isPlainPathByte(c) || static_cast<unsigned char>(c) >= 0x80; }) &&
        shown == path;
    return plain ? shown : "'" + shown + "'";
}

std::string oneLineForMessage(std::string_view text) {
    std::string shown;
    appendSafe(shown, text, 0, text.size());
    return shown;
}

namespace {

// A backslash, the letter u (or x, U) and the unit in `digits` hexadecimal digits.
void appendUnicodeEscape(std::string& out, char32_t unit, bool upper, char u = 'u', int digits = 4) {
    const char* hex = upper ? "0123456789ABCDEF" : "0123456789abcdef";
    out += '\\';
    out += u;
    for (int shift = 4 * (digits - 1); shift >= 0; shift -= 4)
        out += hex[(unit >> shift) & 0xFu];
}

// A code point as JSON escapes it: \uXXXX, a surrogate pair past U+FFFF.
void appendJsonEscape(std::string& out, char32_t c) {
    if (c > 0xFFFF) {
        const char32_t v = c - 0x10000;
        appendUnicodeEscape(out, 0xD800 + (v >> 10), false);
        appendUnicodeEscape(out, 0xDC00 + (v & 0x3FFu), false);
    } else {
        appendUnicodeEscape(out, c, false);
    }
}

} // namespace

std::string jsonKeyForMessage(std::string_view key) {
    const std::size_t end = offsetAfter(key, 40);
    std::string shown = "\"";
    for (std::size_t at = 0; at < end;) {
        const CodePoint c = decodeAt(key, at);
        if (!c.valid) {
            appendJsonEscape(shown, 0xFFFD);
        } else if (c.value == '"' || c.value == '\\') {
            shown += '\\';
            shown += static_cast<char>(c.value);
        } else if (isUnsafeForMessage(c.value)) {
            appendJsonEscape(shown, c.value);
        } else {
            shown.append(key.substr(at, c.length));
        }
        at += c.length;
    }
    if (end < key.size()) {
        shown += "...";
    }
    return shown + '"';
}

std::string visibleForTerminal(std::string_view text) {
    std::string shown;
    shown.reserve(text.size());
    for (std::size_t at = 0; at < text.size();) {
        const CodePoint c = decodeAt(text, at);
        if (!c.valid) {
            appendUnicodeEscape(shown, static_cast<unsigned char>(text[at]), true, 'x', 2);
        } else if (c.value != '\n' && isUnsafeForMessage(c.value)) {
            if (c.value > 0xFFFF)
                appendUnicodeEscape(shown, c.value, true, 'U', 8);
            else
                appendUnicodeEscape(shown, c.value, true);
        } else {
            shown.append(text.substr(at, c.length));
        }
        at += c.length;
    }
    return shown;
}

std::string escapeUnsafeInJson(std::string_view json) {
    std::string out;
    out.reserve(json.size());
    for (std::size_t at = 0; at < json.size();) {
        // ASCII below DEL is as the dump wrote it (its escapes, its line breaks).
        const auto first = static_cast<unsigned char>(json[at]);
        if (first < 0x7F) {
            out += json[at++];
            continue;
        }
        const CodePoint c = decodeAt(json, at);
        if (!c.valid)
            appendJsonEscape(out, 0xFFFD);
        else if (isUnsafeForMessage(c.value))
            appendJsonEscape(out, c.value);
        else
            out.append(json.substr(at, c.length));
        at += c.length;
    }
    return out;
}

std::vector<std::string> eachOnceWithCount(const std::vector<std::string>& messages) {
    std::vector<std::pair<std::string_view, std::size_t>> distinct; // in the order first said
    std::unordered_map<std::string_view, std::size_t> index;        // into distinct
    for (const std::string& message : messages) {
        const auto [found, added] = index.try_emplace(message, distinct.size());
        if (added)
            distinct.emplace_back(message, 1);
        else
            ++distinct[found->second].second;
    }
    std::vector<std::string> said;
    said.reserve(distinct.size());
    for (const auto& [message, count] : distinct) {
        std::string line(message);
        if (count > 1) {
            // The count with a comma between each group of three digits.
            const std::string digits = std::to_string(count);
            std::string grouped;
            for (std::size_t i = 0; i < digits.size(); ++i) {
                if (i > 0 && (digits.size() - i) % 3 == 0)
                    grouped += ',';
                grouped += digits[i];
            }
            line += " (" + grouped + " times)";
        }
        said.push_back(std::move(line));
    }
    return said;
}

std::size_t characterCount(std::string_view text) {
    std::size_t count = 0;
    for (std::size_t at = 0; at < text.size(); at += decodeAt(text, at).length) {
        ++count;
    }
    return count;
}

std::string shortened(std::string_view text, std::size_t limit, bool* cut) {
    const std::size_t end = offsetAfter(text, limit);
    if (cut != nullptr) {
        *cut = end < text.size();
    }
    std::string shown(text.substr(0, end));
    if (end < text.size()) {
        shown += kCutMark;
    }
    return shown;
}

} // namespace qmgrlab
