// SPDX-License-Identifier: GPL-3.0-or-later
// CliFiles: output paths and file writing of the qmgrlab-cli commands.
#include "app/CliFiles.h"

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

} // namespace qmgrlab
