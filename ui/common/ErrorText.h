// SPDX-License-Identifier: GPL-3.0-or-later
// ErrorText: an error of the core in the user's language. The rules and places the core
// reports as RuleTexts (ScenarioError, ParameterSpecError) are translated pattern by pattern
// (context "qmgrlab::Rules"); any other exception is shown as its what() says.
#pragma once

#include "core/common/RuleText.h"

#include <QString>
#include <exception>

namespace qmgrlab::ui {

QString translatedRule(const RuleText& rule);
QString errorText(const std::exception& error);

} // namespace qmgrlab::ui
