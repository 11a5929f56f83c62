// SPDX-License-Identifier: GPL-3.0-or-later
// ImportSummary: what an imported scenario holds, counted as the import dialog previews it: each
// next hop with its transport and the messages and recipients that go to it (most recipients
// first, then by name), each transport with its delivery agents and whether master.cf set them
// (else default_process_limit), and the recipients in all. Resolved through Configuration, as a
// run resolves the scenario.
#pragma once

#include "core/scenario/Scenario.h"

#include <cstdint>
#include <string>
#include <vector>

namespace qmgrlab {

struct ImportSummary {
    struct Destination {
        std::string nexthop;
        std::string transport;
        std::int64_t messages = 0;
        std::int64_t recipients = 0;
    };
    struct Transport {
        std::string name;
        int maxproc = 0;
        bool fromMasterCf = false; // else default_process_limit
    };

    std::vector<Destination> destinations;
    std::vector<Transport> transports; // in Configuration::transports() order (by name)
    std::int64_t recipients = 0;

    // Throws ScenarioError as Configuration::fromScenario does.
    static ImportSummary of(const Scenario& scenario);
};

} // namespace qmgrlab
