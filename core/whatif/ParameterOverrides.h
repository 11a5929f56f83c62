// SPDX-License-Identifier: GPL-3.0-or-later
// ParameterOverrides: a variant of a scenario's main.cf given on a command line, as
// "NAME=VALUE,NAME=VALUE" (or NAME=VALUE given several times). Each setting is checked when it
// is added, with MainCf's rules (known name, including per-transport forms such as
// smtp_destination_concurrency_limit, and the value's syntax and range); then the variant is
// applied to a Scenario. Besides main.cf, a delivery agent's master.cf process limit can be
// varied, named as postconf -F names the field: "smtp/unix/maxproc=20" ("-": default_process_limit).
#pragma once

#include "core/common/RuleText.h"
#include "core/scenario/Scenario.h"

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace qmgrlab {

class Configuration;

class ParameterOverrides {
public:
    // Adds the settings of one spec: NAME=VALUE items separated by commas, blanks around names
    // and values ignored. Throws ParameterSpecError (a std::invalid_argument) naming the item, the
    // parameter and the rule it breaks: a malformed item, an unknown name, a value the
    // parameter does not accept, or a name already given. Nothing is added when it throws.
    void add(std::string_view spec);
    // Adds one setting given as its name and value (the Compare window's cells), checked as an
    // item of a spec is; throws ParameterSpecError the same way.
    void add(std::string_view name, std::string_view value);

    // The settings in the order they were given; values as written.
    const std::vector<ParameterSetting>& settings() const { return settings_; }
    bool empty() const { return settings_.empty(); }

    // Sets every parameter in the scenario's main.cf, replacing the scenario's own values.
    void applyTo(Scenario& scenario) const;

    // The settings that change nothing for a transport the scenario routes mail to, because the
    // transport has its own value (a per-transport main.cf parameter, a local transport's own
    // default, a master.cf maxproc): one note per setting and transport, naming both values and
    // the name that varies the transport's own. inferredFromLog: the names of the scenario's values
    // a mail log's replay inferred ("smtp/unix/maxproc", "smtp_destination_concurrency_limit"),
    // whose notes say so rather than naming the server's file.
    std::vector<RuleText> shadowed(const Scenario& scenario,
                                   const std::vector<std::string>& inferredFromLog = {}) const;

    // "NAME=VALUE,NAME=VALUE", for labels and file names of the variant.
    std::string text() const;

private:
    // The setting of one item, checked against the settings so far and those added with it.
    ParameterSetting checked(std::string_view item, std::string_view name, std::string_view value,
                             const std::vector<ParameterSetting>& added, Scenario& scratch) const;

    std::vector<ParameterSetting> settings_;
};

// Throws ParameterSpecError naming the first of names (main.cf parameter names, as a variant or
// a sweep gives them) that is a per-transport form for a transport config does not have, such
// as lmtp_destination_concurrency_limit for a scenario without lmtp: it would change nothing.
void checkParameterTransports(const std::vector<std::string>& names, const Configuration& config);

} // namespace qmgrlab
