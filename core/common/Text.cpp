// SPDX-License-Identifier: GPL-3.0-or-later
// Text: ASCII case folding, the saturating digit parser, name lists and quoting for messages.
#include "core/common/Text.h"

#include <algorithm>
#include <charconv>
#include <limits>
#include <system_error>

namespace qmgrlab {

std::string lowerAscii(std::string_view text) {
    std::string out;
    lowerAsciiInto(text, out);
    return out;
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

std::vector<std::string> splitNameLists(const std::vector<std::string>& lists) {
    std::vector<std::string> names;
    for (const std::string& list : lists) {
        std::size_t start = 0;
        for (;;) {
            const std::size_t comma = list.find(',', start);
            const std::string item = list.substr(start, comma - start);
            const std::size_t first = item.find_first_not_of(" \t");
            if (first != std::string::npos) {
                std::string name = item.substr(first, item.find_last_not_of(" \t") - first + 1);
                if (std::find(names.begin(), names.end(), name) == names.end())
                    names.push_back(std::move(name));
            }
            if (comma == std::string::npos)
                break;
            start = comma + 1;
        }
    }
    return names;
}

std::string quoteForMessage(std::string_view text) {
    constexpr std::size_t kQuoteLimit = 40;
    std::string quoted = "'";
    for (const char c : text.substr(0, kQuoteLimit)) {
        // Control characters would break the one-line message.
        quoted += static_cast<unsigned char>(c) < 0x20 ? '?' : c;
    }
    return quoted + (text.size() > kQuoteLimit ? "...'" : "'");
}

} // namespace qmgrlab
