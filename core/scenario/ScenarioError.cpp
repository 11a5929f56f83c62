// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioError: composes the one-line message "FILE: PLACE: RULE" that what() returns.
#include "core/scenario/ScenarioError.h"

#include "core/common/Text.h"

#include <utility>

namespace qmgrlab {

std::string ScenarioError::compose(const std::string& file, const std::string& place,
                                   const std::string& rule) {
    std::string message;
    if (!file.empty()) {
        message += fileForMessage(file);
        message += ": ";
    }
    if (!place.empty()) {
        message += oneLineForMessage(place);
        message += ": ";
    }
    message += oneLineForMessage(rule);
    return message;
}

ScenarioError::ScenarioError(std::string file, RuleText place, RuleText rule)
    : std::runtime_error(compose(file, place.english(), rule.english())), file_(std::move(file)),
      place_(std::move(place)), rule_(std::move(rule)) {}

RuleText linePlace(int line) {
    return RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "line %1"), line);
}

} // namespace qmgrlab
