// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioError: composes the one-line message "FILE: PLACE: RULE" that what() returns.
#include "core/scenario/ScenarioError.h"

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

} // namespace

std::string ScenarioError::compose(const std::string& file, const std::string& place,
                                   const std::string& rule) {
    std::string message;
    if (!file.empty()) {
        appendOneLine(message, file);
        message += ": ";
    }
    if (!place.empty()) {
        appendOneLine(message, place);
        message += ": ";
    }
    appendOneLine(message, rule);
    return message;
}

ScenarioError::ScenarioError(std::string file, RuleText place, RuleText rule)
    : std::runtime_error(compose(file, place.english(), rule.english())), file_(std::move(file)),
      place_(std::move(place)), rule_(std::move(rule)) {}

RuleText linePlace(int line) {
    return RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "line %1"), line);
}

} // namespace qmgrlab
