// SPDX-License-Identifier: GPL-3.0-or-later
// Text: ASCII case folding and the saturating digit parser.
#include "core/Text.h"

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

} // namespace qmgrlab
