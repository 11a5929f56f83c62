// SPDX-License-Identifier: GPL-3.0-or-later
// MainCf: a scenario's main.cf settings as Postfix's main.cf text (read and written), setting
// one parameter with its name and range checked, and the value a parameter takes for a
// transport. The reader knows "name = value" lines, blank lines and # comments; errors name
// the line and the rule, so that it can grow into a reader of a real main.cf.
#pragma once

#include "core/scenario/Parameters.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioError.h"

#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace qmgrlab {

// Why main.cf text was rejected: a ScenarioError without a file whose place is "line LINE:
// NAME" (no NAME when the line has none).
class MainCfError : public ScenarioError {
public:
    MainCfError(int line, std::string name, RuleText rule);

    int line() const { return line_; } // from 1
    const std::string& name() const { return name_; }

private:
    int line_;
    std::string name_;
};

// Reads main.cf text into settings in line order. Blanks around names and values are
// dropped; a name given twice takes the later value, as in Postfix. Throws MainCfError for a
// line that is not "name = value", an unknown name, or a value its parameter does not accept.
std::vector<ParameterSetting> parseMainCf(std::string_view text);

// The settings as main.cf text: one "name = value" line each, in order.
std::string formatMainCf(const std::vector<ParameterSetting>& settings);

// Sets one main.cf parameter of a scenario (an empty value removes the setting, so that its
// default applies). Returns an empty rule, or the rule the name or value breaks, in which
// case the scenario is unchanged.
RuleText setMainCfParameter(Scenario& scenario, std::string_view name, std::string_view value);

// The Postfix-syntax value a parameter takes for a transport (empty transport: the value of
// the default form): the transport's own form if set; for the local transport, Postfix's
// built-in local defaults of the concurrency and recipient limits; then the default form if
// set; then Postfix's default. The view points into the scenario or the parameter table.
std::string_view effectiveParameterValue(const Scenario& scenario, const ParameterInfo& info,
                                         std::string_view transport);

// The same with the settings looked up through find (a setting by its main.cf name, or
// nullptr), for callers that index a long main.cf once instead of searching it per question.
std::string_view effectiveParameterValue(const std::function<const ParameterSetting*(std::string_view)>& find,
                                         const ParameterInfo& info, std::string_view transport);

} // namespace qmgrlab
