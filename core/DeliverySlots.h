// DeliverySlots: the delivery-slot string of SCHEDULER_README, built in one place: for each
// transport, the ids of the messages its entry selections served, one id per delivery, in
// the order the deliveries were dispatched ("11221111331111"). The CLI's `slots` output, the
// what-if report and the tests all read it from here.
#pragma once

#include "core/Configuration.h"
#include "core/Ids.h"
#include "core/Recording.h"

#include <string>
#include <vector>

namespace qmgrlab {

// The slot string of one transport (empty when it made no delivery).
std::string deliverySlotString(const Configuration& config, const Recording& recording,
                               TransportId transport);

struct TransportSlots {
    std::string transport;
    std::string slotString;
};

// Every transport's slot string in Configuration::transports() order (by name), those with no
// delivery included.
std::vector<TransportSlots> deliverySlotStrings(const Configuration& config, const Recording& recording);

} // namespace qmgrlab
