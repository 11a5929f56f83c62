// SPDX-License-Identifier: GPL-3.0-or-later
// MainCf: main.cf text in and out, one checked setting, effective values.
#include "core/scenario/MainCf.h"

#include "core/common/Text.h"
#include "core/scenario/ScenarioRules.h"

#include <utility>

namespace qmgrlab {

namespace {

// "line N" or "line N: NAME"; the joining pattern is punctuation, not for translation.
RuleText linePlaceWithName(int line, const std::string& name) {
    return name.empty() ? linePlace(line) : RuleText("%1: %2", linePlace(line), name);
}

// Decimal digits without a leading zero are saved as a JSON number, anything else as a string.
bool savedAsNumber(std::string_view value) {
    return !value.empty() && value.find_first_not_of("0123456789") == std::string_view::npos &&
           (value.size() == 1 || value.front() != '0');
}

} // namespace

MainCfError::MainCfError(int line, std::string name, RuleText rule)
    : ScenarioError({}, linePlaceWithName(line, name), std::move(rule)), line_(line), name_(std::move(name)) {
}

std::vector<ParameterSetting> parseMainCf(std::string_view text) {
    Scenario settings;
    int line = 0;
    while (!text.empty()) {
        ++line;
        const std::size_t end = text.find('\n');
        const std::string_view content = trimBlanks(text.substr(0, end));
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        if (content.empty() || content.front() == '#') {
            continue;
        }
        const std::size_t equals = content.find('=');
        if (equals == std::string_view::npos) {
            throw MainCfError(
                line, {}, RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "must have the form name = value")));
        }
        const std::string_view name = trimBlanks(content.substr(0, equals));
        if (name.empty()) {
            throw MainCfError(
                line, {},
                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the parameter name before = is missing")));
        }
        const std::string_view value = trimBlanks(content.substr(equals + 1));
        if (value.empty()) {
            throw MainCfError(line, std::string(name),
                              RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the value after = is missing")));
        }
        if (RuleText rule = setMainCfParameter(settings, name, value); !rule.empty()) {
            throw MainCfError(line, std::string(name), std::move(rule));
        }
    }
    return std::move(settings.mainCf);
}

std::string formatMainCf(const std::vector<ParameterSetting>& settings) {
    std::string text;
    for (const ParameterSetting& setting : settings) {
        text += setting.name;
        text += " = ";
        text += setting.value;
        text += '\n';
    }
    return text;
}

RuleText setMainCfParameter(Scenario& scenario, std::string_view name, std::string_view value) {
    const std::optional<ParameterName> resolved = resolveParameterName(name);
    if (!resolved) {
        return scenario_rules::unknownParameterRule(name);
    }
    if (value.empty()) {
        scenario.removeParameter(name);
        return {};
    }
    if (RuleText rule = checkParameterValue(*resolved->info, value); !rule.empty()) {
        return rule;
    }
    scenario.setParameter(name, std::string(value), savedAsNumber(value));
    return {};
}

std::string_view effectiveParameterValue(const Scenario& scenario, const ParameterInfo& info,
                                         std::string_view transport) {
    return effectiveParameterValue(
        [&scenario](std::string_view name) { return scenario.findParameter(name); }, info, transport);
}

std::string_view effectiveParameterValue(const std::function<const ParameterSetting*(std::string_view)>& find,
                                         const ParameterInfo& info, std::string_view transport) {
    if (!transport.empty() && !info.transportSuffix.empty()) {
        if (const ParameterSetting* own = find(transportParameterName(info, transport))) {
            return own->value;
        }
        // The local transport's built-in defaults are not reached by the default_ forms.
        if (transport == "local") {
            if (info.name == "default_destination_concurrency_limit") {
                return "2";
            }
            if (info.name == "default_destination_recipient_limit") {
                return "1";
            }
        }
    }
    if (const ParameterSetting* global = find(info.name)) {
        return global->value;
    }
    return info.defaultValue;
}

} // namespace qmgrlab
