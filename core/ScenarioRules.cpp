// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioRules: the texts of the rules shared by the scenario reader and validator.
#include "core/ScenarioRules.h"

#include "core/Parameters.h"
#include "core/Scenario.h"

#include <nlohmann/json.hpp>

namespace qmgrlab::scenario_rules {

std::string integerRule(std::int64_t minimum, std::int64_t maximum) {
    return "must be an integer from " + std::to_string(minimum) + " to " + std::to_string(maximum);
}

std::string repeatedKeyRule(std::string_view key) {
    return "the key \"" + std::string(key) + "\" appears more than once in the same object";
}

std::string fileTooLargeRule() {
    return "the file is larger than " + std::to_string(Scenario::kMaxFileBytes) +
           " bytes, the most qmgrlab reads for one scenario";
}

std::string joinKey(const std::string& parent, std::string_view key) {
    std::string path = parent;
    if (!path.empty()) {
        path += '.';
    }
    path += key;
    return path;
}

std::string joinIndex(const std::string& parent, std::size_t index) {
    return parent + "[" + std::to_string(index) + "]";
}

std::string transportNameRule(std::string_view name) {
    std::string rule = "\"";
    rule += name;
    rule += "\" is not a valid transport name (letters, digits, _, - and . only, starting with a letter or "
            "digit, and not retry or error)";
    return rule;
}

std::string unknownParameterRule(std::string_view name) {
    for (const ParameterInfo& info : parameterTable()) {
        const std::string_view suffix = info.transportSuffix;
        if (!suffix.empty() && name.size() > suffix.size() &&
            name.substr(name.size() - suffix.size()) == suffix) {
            const std::string_view prefix = name.substr(0, name.size() - suffix.size());
            if (!isValidTransportName(prefix)) {
                return "unknown parameter: " + transportNameRule(prefix);
            }
        }
    }
    return "unknown parameter: qmgrlab models only the scheduling parameters of its parameter table (such as "
           "default_delivery_slot_cost) and their per-transport forms (such as smtp_delivery_slot_cost)";
}

bool isJsonNumber(std::string_view text) {
    // The parser skips blanks around a value; a number's text has none.
    if (text.empty() || text.find_first_of(" \t\r\n") != std::string_view::npos) {
        return false;
    }
    return nlohmann::json::parse(text, nullptr, false).is_number();
}

} // namespace qmgrlab::scenario_rules
