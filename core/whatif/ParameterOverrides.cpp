// SPDX-License-Identifier: GPL-3.0-or-later
// ParameterOverrides: splitting a variant spec into NAME=VALUE items and checking each with
// MainCf's setMainCfParameter on a scratch scenario, so that the rules live in one place.
#include "core/whatif/ParameterOverrides.h"

#include "core/common/Text.h"
#include "core/scenario/Configuration.h"
#include "core/scenario/MainCf.h"
#include "core/whatif/ParameterSpecError.h"

#include <algorithm>

namespace qmgrlab {

namespace {

std::string_view trimBlanks(std::string_view text) {
    const std::size_t first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos) {
        return {};
    }
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

[[noreturn]] void reject(std::string_view item, std::string_view name, RuleText rule) {
    if (name.empty())
        throw ParameterSpecError(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "variant item %1: %2"),
                                          quoteForMessage(item), std::move(rule)));
    throw ParameterSpecError(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "variant item %1: %2: %3"),
                                      quoteForMessage(item), nameForMessage(name), std::move(rule)));
}

} // namespace

void ParameterOverrides::add(std::string_view spec) {
    // Checked in a scratch scenario: setMainCfParameter holds the name and value rules.
    Scenario scratch;
    std::vector<ParameterSetting> added;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = spec.find(',', start);
        const std::string_view item = trimBlanks(spec.substr(start, comma - start));
        if (item.empty()) {
            throw ParameterSpecError(RuleText(
                QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                  "variant %1: an item is empty; give NAME=VALUE items separated by commas"),
                quoteForMessage(spec)));
        }
        const std::size_t equals = item.find('=');
        if (equals == std::string_view::npos) {
            reject(item, {}, RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "must have the form NAME=VALUE")));
        }
        added.push_back(checked(item, trimBlanks(item.substr(0, equals)), trimBlanks(item.substr(equals + 1)),
                                added, scratch));
        if (comma == std::string_view::npos) {
            break;
        }
        start = comma + 1;
    }
    settings_.insert(settings_.end(), added.begin(), added.end());
}

void ParameterOverrides::add(std::string_view name, std::string_view value) {
    Scenario scratch;
    const std::string item = std::string(name) + "=" + std::string(value);
    settings_.push_back(checked(item, trimBlanks(name), trimBlanks(value), {}, scratch));
}

ParameterSetting ParameterOverrides::checked(std::string_view item, std::string_view name,
                                             std::string_view value,
                                             const std::vector<ParameterSetting>& added,
                                             Scenario& scratch) const {
    if (name.empty()) {
        reject(item, {},
               RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the parameter name before = is missing")));
    }
    if (value.empty()) {
        reject(item, name, RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the value after = is missing")));
    }
    const auto sameName = [name](const ParameterSetting& s) { return s.name == name; };
    if (std::any_of(settings_.begin(), settings_.end(), sameName) ||
        std::any_of(added.begin(), added.end(), sameName)) {
        reject(item, name,
               RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "is given more than once in the variant")));
    }
    if (RuleText rule = setMainCfParameter(scratch, name, value); !rule.empty()) {
        reject(item, name, rule);
    }
    return *scratch.findParameter(name);
}

void ParameterOverrides::applyTo(Scenario& scenario) const {
    for (const ParameterSetting& setting : settings_) {
        scenario.setParameter(setting.name, setting.value, setting.isNumber);
    }
}

std::string ParameterOverrides::text() const {
    std::string joined;
    for (const ParameterSetting& setting : settings_) {
        if (!joined.empty()) {
            joined += ',';
        }
        joined += setting.name + "=" + setting.value;
    }
    return joined;
}

void checkParameterTransports(const std::vector<std::string>& names, const Configuration& config) {
    for (const std::string& name : names) {
        const std::optional<ParameterName> resolved = resolveParameterName(name);
        if (!resolved || resolved->transport.empty() || config.transportIndex(resolved->transport) >= 0) {
            continue;
        }
        std::string known;
        for (const TransportSettings& t : config.transports()) {
            known += (known.empty() ? "" : ", ") + t.name;
        }
        throw ParameterSpecError(
            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                       "%1: the scenario has no transport %2 (it has %3), so the setting "
                                       "would change nothing"),
                     nameForMessage(name), quoteForMessage(resolved->transport), known));
    }
}

} // namespace qmgrlab
