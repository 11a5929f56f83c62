// SPDX-License-Identifier: GPL-3.0-or-later
// MillionRecipientScenario: built field by field, as a scenario file would give it.
#include "bench/MillionRecipientScenario.h"

#include <string>

namespace qmgrlab::bench {

namespace {

// "d3.example", appended piece by piece (GCC 12 warns falsely, -Wrestrict, about a string literal
// + a temporary string here).
std::string domainName(int d) {
    std::string name = "d";
    name += std::to_string(d);
    name += ".example";
    return name;
}

} // namespace

Scenario millionRecipientScenario(int recipientLimit, bool contractV2) {
    Scenario scenario;
    scenario.title = "1,000,000-recipient list over 5 domains and 10,000 single messages";
    if (recipientLimit > 0)
        scenario.setParameter("default_destination_recipient_limit", std::to_string(recipientLimit), true);
    DestinationSpec all;
    all.domain = "*";
    all.deliveryMs = 1000;
    scenario.destinations.push_back(all);
    MessageSpec list;
    list.id = "list";
    for (int d = 1; d <= 5; ++d)
        list.groups.push_back({domainName(d), 200000});
    if (contractV2) {
        scenario.deferredQueue = true;
        scenario.setParameter("slow_destination_rate_delay", "1s", false);
        ProcessLimit slow;
        slow.transport = "slow";
        scenario.masterCf.push_back(slow);
        DestinationSpec grey;
        grey.domain = "grey.example";
        grey.greylistMs = 300000;
        scenario.destinations.push_back(grey);
        DestinationSpec rateDelayed;
        rateDelayed.domain = domainName(5);
        rateDelayed.transport = "slow";
        scenario.destinations.push_back(rateDelayed);
        list.groups.front().count = 100000;
        list.groups.insert(list.groups.begin() + 1, {"grey.example", 100000});
    }
    scenario.messages.push_back(list);
    for (int k = 0; k < 10000; ++k) {
        MessageSpec single;
        single.id = 'm' + std::to_string(k);
        single.arrivalMs = static_cast<std::int64_t>(k) * 20;
        std::string address = "user";
        address += std::to_string(k);
        address += '@';
        // Contract v2: d1's single messages alternate with grey.example.
        address += contractV2 && k % 10 == 5 ? std::string("grey.example") : domainName(k % 5 + 1);
        single.addresses.push_back(std::move(address));
        scenario.messages.push_back(single);
    }
    validateScenario(scenario, "benchmark");
    return scenario;
}

} // namespace qmgrlab::bench
