// SPDX-License-Identifier: GPL-3.0-or-later
// MasterCf: the services of a real server's master.cf that matter to the queue manager: the
// delivery agents (services of type unix whose command is smtp, lmtp, local, virtual, pipe,
// discard or error), with their maxproc column and -o overrides, and the -o overrides of the
// qmgr service itself. Fields follow master(5): service, type, private, unpriv, chroot,
// wakeup, maxproc, command and its arguments; continuation lines start with a blank.
#pragma once

#include "core/scenario/Scenario.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qmgrlab {

struct ServiceOverride {
    std::string name;  // the parameter after -o
    std::string value; // as written, references not expanded
};

struct MasterService {
    std::string name;    // the transport name, e.g. "relay"
    std::string command; // the delivery agent, e.g. "smtp"
    int line = 0;
    std::optional<int> maxproc; // nullopt for "-": default_process_limit applies
    std::vector<ServiceOverride> overrides;
};

struct MasterCf {
    std::vector<MasterService> deliveryAgents; // file order
    // The qmgr service's -o overrides (line of the qmgr service in qmgrLine).
    std::vector<ServiceOverride> qmgrOverrides;
    int qmgrLine = 0;
};

// The master.cf of a scenario: a delivery agent line per transport (its master.cf entries and the
// transports its destinations name, by name), with its maxproc or "-" (default_process_limit);
// the command is the agent of the transport's name (smtp, lmtp, local, virtual, pipe, discard),
// else smtp. What master.cf cannot say (broken intervals) is not written.
std::string formatMasterCf(const Scenario& scenario);

// Reads master.cf text. Throws ScenarioError naming the file, the line and the rule for a
// service line with fewer than 8 fields, a maxproc that is not "-" or a number from 1 to
// 2147483647 on a delivery agent (0, "no limit", cannot be simulated), an -o without
// name=value, or a delivery agent listed twice.
MasterCf parseMasterCf(std::string_view text, const std::string& file);

} // namespace qmgrlab
