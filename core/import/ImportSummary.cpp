// SPDX-License-Identifier: GPL-3.0-or-later
// ImportSummary: one pass over the resolved recipients, counting each next hop's.
#include "core/import/ImportSummary.h"

#include "core/scenario/Configuration.h"

#include <algorithm>

namespace qmgrlab {

ImportSummary ImportSummary::of(const Scenario& scenario) {
    const Configuration config = Configuration::fromScenario(scenario, "imported scenario");
    ImportSummary summary;
    const auto& nexthops = config.nexthops();
    summary.destinations.resize(nexthops.size());
    std::vector<int> lastMessage(nexthops.size(), -1);
    for (std::size_t i = 0; i < nexthops.size(); ++i) {
        summary.destinations[i].nexthop = nexthops[i].nexthop;
        summary.destinations[i].transport =
            config.transports()[static_cast<std::size_t>(nexthops[i].transport)].name;
    }
    for (int m = 0; m < config.messageCount(); ++m) {
        const int count = config.recipientCount(m);
        summary.recipients += count;
        for (int r = 0; r < count; ++r) {
            const auto hop = static_cast<std::size_t>(config.recipientNexthop(m, r));
            ++summary.destinations[hop].recipients;
            if (lastMessage[hop] != m) {
                lastMessage[hop] = m;
                ++summary.destinations[hop].messages;
            }
        }
    }
    std::stable_sort(
        summary.destinations.begin(), summary.destinations.end(), [](const auto& a, const auto& b) {
            return a.recipients != b.recipients ? a.recipients > b.recipients : a.nexthop < b.nexthop;
        });
    for (const TransportSettings& transport : config.transports()) {
        const bool listed = std::any_of(scenario.masterCf.begin(), scenario.masterCf.end(),
                                        [&](const ProcessLimit& p) { return p.transport == transport.name; });
        summary.transports.push_back({transport.name, transport.maxproc, listed});
    }
    return summary;
}

} // namespace qmgrlab
