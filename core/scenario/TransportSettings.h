// SPDX-License-Identifier: GPL-3.0-or-later
// TransportSettings: one transport's scheduling parameters, resolved from main.cf and
// master.cf (per-transport forms over default_ forms over Postfix's defaults) and adjusted
// the way the queue manager adjusts them when it creates the transport.
#pragma once

#include "core/scenario/Feedback.h"
#include "core/scenario/IntervalSet.h"
#include "core/scenario/Scenario.h"

#include <cstdint>
#include <string>

namespace qmgrlab {

struct TransportSettings {
    std::string name;
    int maxproc = 100; // master.cf maxproc, else default_process_limit

    // Preemption (delivery slots).
    int slotCost = 5;      // T_delivery_slot_cost
    int slotLoan = 3;      // T_delivery_slot_loan
    int slotDiscount = 50; // T_delivery_slot_discount
    int loanFactor = 50;   // 100 - discount, as the code stores it
    int minimumSlots = 3;  // T_minimum_delivery_slots

    // Recipient slots.
    int recipientLimit = 20000;     // T_recipient_limit: the transport's pool
    int extraRecipientLimit = 1000; // T_extra_recipient_limit
    int refillLimit = 100;          // T_recipient_refill_limit
    std::int64_t refillDelay = 5;   // T_recipient_refill_delay, seconds

    // Destinations.
    int destinationRecipientLimit = 50; // T_destination_recipient_limit; 1 = per-recipient queues
    int concurrencyLimit = 20;          // T_destination_concurrency_limit; 0 = no limit
    int initialConcurrency = 5;         // T_initial_destination_concurrency, lowered to the limit
    Feedback positiveFeedback;          // T_destination_concurrency_positive_feedback
    Feedback negativeFeedback;          // T_destination_concurrency_negative_feedback
    int failedCohortLimit = 1;          // T_destination_concurrency_failed_cohort_limit

    // Contract v2.
    std::int64_t destinationRateDelay = 0; // T_destination_rate_delay, seconds; > 0 forces limit 1
    std::int64_t transportRateDelay = 0;   // T_transport_rate_delay, seconds
    IntervalSet broken;                    // master.cf: when its delivery agents cannot start

    bool brokenAt(std::int64_t ms) const { return broken.contains(ms); }

    bool preemptionEnabled() const { return slotCost >= 2; }
    bool perRecipientQueues() const { return destinationRecipientLimit == 1; }
};

} // namespace qmgrlab
