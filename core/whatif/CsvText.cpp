// SPDX-License-Identifier: GPL-3.0-or-later
// CsvText: std::to_chars gives the shortest round-trip form of a double.
#include "core/whatif/CsvText.h"

#include <array>
#include <charconv>

namespace qmgrlab {

std::string csvField(const std::string& text) {
    if (text.find_first_of(",\"\r\n") == std::string::npos)
        return text;
    std::string quoted = "\"";
    for (const char c : text) {
        if (c == '"')
            quoted += '"';
        quoted += (c == '\r' || c == '\n') ? ' ' : c;
    }
    return quoted + '"';
}

std::string exactNumber(double value) {
    if (value == 0)
        return "0"; // also for -0
    std::array<char, 32> buffer{};
    const auto [end, ec] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    return ec == std::errc() ? std::string(buffer.data(), end) : std::string("nan");
}

} // namespace qmgrlab
