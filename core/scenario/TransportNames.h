// SPDX-License-Identifier: GPL-3.0-or-later
// TransportNames: the transports a scenario has, known before it is resolved: what the validator
// checks a lesson bookmark's transport against, and the Configuration's list of transports.
#pragma once

#include "core/scenario/Scenario.h"

#include <string>
#include <vector>

namespace qmgrlab {

// Every destination entry's transport (its own "transport", else the "*" entry's, else smtp) and
// every master.cf service's, sorted by name, each once.
std::vector<std::string> transportNames(const Scenario& scenario);

} // namespace qmgrlab
