// DeliverySlots: slot strings from a recording's deliveries.
#include "core/DeliverySlots.h"

namespace qmgrlab {

std::string deliverySlotString(const Configuration& config, const Recording& recording,
                               TransportId transport) {
    std::string slots;
    for (const Delivery& d : recording.deliveries()) {
        if (d.transport == transport) {
            slots += config.message(d.message).id;
        }
    }
    return slots;
}

std::vector<TransportSlots> deliverySlotStrings(const Configuration& config, const Recording& recording) {
    std::vector<TransportSlots> all;
    for (const TransportSettings& settings : config.transports()) {
        all.push_back({settings.name, {}});
    }
    for (const Delivery& d : recording.deliveries()) {
        all[static_cast<std::size_t>(d.transport)].slotString += config.message(d.message).id;
    }
    return all;
}

} // namespace qmgrlab
