// SPDX-License-Identifier: GPL-3.0-or-later
// DeliverySlots: slot strings from a recording's deliveries.
#include "core/run/DeliverySlots.h"

#include <algorithm>

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

std::vector<std::size_t> deliverySlotCounts(const Configuration& config, const Recording& recording) {
    std::vector<std::size_t> counts(config.transports().size(), 0);
    for (const Delivery& d : recording.deliveries())
        ++counts[static_cast<std::size_t>(d.transport)];
    return counts;
}

TransportId busiestTransport(const Configuration& config, const Recording& recording) {
    const std::vector<std::size_t> counts = deliverySlotCounts(config, recording);
    return static_cast<TransportId>(std::max_element(counts.begin(), counts.end()) - counts.begin());
}

std::string readableSlotString(const std::vector<SlotIdRun>& runs) {
    std::string text;
    auto write = [&text](std::string_view id, std::size_t count) {
        if (count == 0)
            return;
        if (!text.empty())
            text += ' ';
        text += id;
        if (count > 1)
            text += "\u00d7" + std::to_string(count);
    };
    std::string_view id;
    std::size_t count = 0;
    for (const SlotIdRun& run : runs) {
        if (run.count == 0)
            continue;
        if (count > 0 && run.id == id) {
            count += run.count;
            continue;
        }
        write(id, count);
        id = run.id;
        count = run.count;
    }
    write(id, count);
    return text;
}

} // namespace qmgrlab
