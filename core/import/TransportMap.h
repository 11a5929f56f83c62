// SPDX-License-Identifier: GPL-3.0-or-later
// TransportMap: a simple transport table for the import, one "domain transport" entry a
// line (transport(5)'s "domain transport:nexthop" is accepted; the next hop is dropped, since
// the simulation's next hop is always the recipient's domain). Comments, blank lines and
// continuation lines as in every Postfix configuration file.
#pragma once

#include "core/scenario/Scenario.h"

#include <string>
#include <string_view>
#include <vector>

namespace qmgrlab {

struct TransportRoute {
    std::string domain;    // lower case
    std::string transport; // the part before ':'
    int line = 0;
};

// A scenario's routing as such a table: "domain transport" for each destination (but "*") that
// names its transport.
std::string formatTransportMap(const Scenario& scenario);

// Reads the table. Throws ScenarioError naming the file, the line and the rule for a line
// without exactly two fields, an empty transport, or a domain listed twice.
std::vector<TransportRoute> parseTransportMap(std::string_view text, const std::string& file);

} // namespace qmgrlab
