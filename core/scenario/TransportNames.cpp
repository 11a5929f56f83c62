// SPDX-License-Identifier: GPL-3.0-or-later
// TransportNames: the destinations' and master.cf's transports, sorted and unique.
#include "core/scenario/TransportNames.h"

#include <algorithm>

namespace qmgrlab {

std::vector<std::string> transportNames(const Scenario& scenario) {
    const DestinationSpec* star = nullptr;
    for (const DestinationSpec& d : scenario.destinations) {
        if (d.domain == "*") {
            star = &d;
        }
    }
    std::vector<std::string> names;
    for (const DestinationSpec& d : scenario.destinations) {
        if (d.transport) {
            names.push_back(*d.transport);
        } else {
            names.push_back(star != nullptr && star->transport ? *star->transport : std::string("smtp"));
        }
    }
    for (const ProcessLimit& service : scenario.masterCf) {
        names.push_back(service.transport);
    }
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());
    return names;
}

} // namespace qmgrlab
