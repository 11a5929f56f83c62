// SPDX-License-Identifier: GPL-3.0-or-later
// DeliverySlots: the delivery-slot string of SCHEDULER_README, built in one place: for each
// transport, the ids of the messages its entry selections served, one id per delivery, in
// the order the deliveries were dispatched ("11221111331111"). The CLI's `slots` output, the
// what-if report and the tests all read it from here.
#pragma once

#include "core/common/Ids.h"
#include "core/scenario/Configuration.h"
#include "core/trace/Recording.h"

#include <cstddef>
#include <string>
#include <string_view>
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

// How many delivery slots each transport's string has (the deliveries it made), in
// Configuration::transports() order.
std::vector<std::size_t> deliverySlotCounts(const Configuration& config, const Recording& recording);

// The transport with the most delivery slots (the first of equals; the first transport when none
// made a delivery).
TransportId busiestTransport(const Configuration& config, const Recording& recording);

// A stretch of a slot string: `count` consecutive slots of the message `id`.
struct SlotIdRun {
    std::string_view id;
    std::size_t count = 0;
};

// The slot string in the form people read when message ids are longer than one character:
// each stretch of one id written once, followed by "×" and its length when it is longer than
// one slot, the stretches separated by spaces ("list×235 s1 list×5 s2"). Neighbouring runs of
// the same id count as one stretch; empty runs are skipped. UTF-8.
std::string readableSlotString(const std::vector<SlotIdRun>& runs);

} // namespace qmgrlab
