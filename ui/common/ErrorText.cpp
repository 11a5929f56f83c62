// SPDX-License-Identifier: GPL-3.0-or-later
// ErrorText: translating the core's RuleTexts with the installed Qt translators.
#include "ui/common/ErrorText.h"

#include "core/scenario/ScenarioError.h"
#include "core/whatif/ParameterSpecError.h"

#include <QCoreApplication>

namespace qmgrlab::ui {

namespace {

std::string translatedUtf8(const RuleText& rule) {
    return rule.render([](const char* pattern) {
        return QCoreApplication::translate(kRuleTextContext, pattern).toStdString();
    });
}

} // namespace

QString translatedRule(const RuleText& rule) {
    return QString::fromStdString(translatedUtf8(rule));
}

QString errorText(const std::exception& error) {
    if (const auto* scenarioError = dynamic_cast<const ScenarioError*>(&error)) {
        return QString::fromStdString(ScenarioError::compose(scenarioError->file(),
                                                             translatedUtf8(scenarioError->place()),
                                                             translatedUtf8(scenarioError->ruleText())));
    }
    if (const auto* specError = dynamic_cast<const ParameterSpecError*>(&error))
        return translatedRule(specError->message());
    return QString::fromStdString(error.what());
}

} // namespace qmgrlab::ui
