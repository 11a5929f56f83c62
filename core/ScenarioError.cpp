// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioError: composes the one-line message "FILE: PATH: RULE" that what() returns.
#include "core/ScenarioError.h"

#include <utility>

namespace qmgrlab {

namespace {

// Appends text with every control character replaced by '?', so that what() stays on one line
// whatever a JSON key or a parser diagnostic contains.
void appendOneLine(std::string& out, const std::string& text) {
    for (char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        out += (byte < 0x20 || byte == 0x7f) ? '?' : c;
    }
}

std::string compose(const std::string& file, const std::string& path, const std::string& rule) {
    std::string message;
    if (!file.empty()) {
        appendOneLine(message, file);
        message += ": ";
    }
    if (!path.empty()) {
        appendOneLine(message, path);
        message += ": ";
    }
    appendOneLine(message, rule);
    return message;
}

} // namespace

ScenarioError::ScenarioError(std::string file, std::string path, std::string rule)
    : std::runtime_error(compose(file, path, rule)), file_(std::move(file)), path_(std::move(path)),
      rule_(std::move(rule)) {}

} // namespace qmgrlab
