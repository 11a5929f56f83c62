// SPDX-License-Identifier: GPL-3.0-or-later
// CliFiles: output paths, file writing and number formatting of the qmgrlab-cli commands.
#include "app/CliFiles.h"

#include <array>
#include <charconv>
#include <filesystem>
#include <fstream>

namespace qmgrlab {

std::string inputNamedBy(const std::string& output, const std::vector<std::string>& inputs) {
    for (const std::string& input : inputs) {
        std::error_code ignored;
        if (!input.empty() && std::filesystem::equivalent(input, output, ignored))
            return input;
    }
    return {};
}

bool writeTextFile(const std::string& path, const std::string& text, std::string* error) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out) {
        *error = path + ": cannot create the file";
        return false;
    }
    out << text;
    out.close();
    if (!out) {
        *error = path + ": writing the file failed";
        return false;
    }
    return true;
}

std::string exactNumber(double value) {
    if (value == 0)
        return "0"; // also for -0
    std::array<char, 32> buffer{};
    const auto [end, ec] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    return ec == std::errc() ? std::string(buffer.data(), end) : std::string("nan");
}

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

} // namespace qmgrlab
