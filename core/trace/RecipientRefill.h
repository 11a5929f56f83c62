// SPDX-License-Identifier: GPL-3.0-or-later
// RecipientRefill: more recipients of a message read from its queue file after its first batch
// (SCHEDULER_README "Dealing with memory resource limits"): in an entry selection
// (qmgr_peer_select's refill) or when its last recipients in memory are done. With the numbers
// that decided it: the message's recipients in memory against its recipient slots, the rule that
// let it read, and what the read brought. Recorded in the step where it happened
// (Recording::refills(step)); the narration reads it, nothing here is needed by the scheduler
// itself. A plain value, kept in the recording's GrowingArray.
#pragma once

#include "core/common/Ids.h"

#include <cstdint>

namespace qmgrlab {

enum class RefillReason : std::uint8_t {
    RefillLimit,     // free recipient slots >= T_recipient_refill_limit
    RefillDelay,     // some slot free, and T_recipient_refill_delay passed since the last read
    NothingToSelect, // the job had no entry it could take now, and some slot was free
    NothingInMemory, // the message's last recipients in memory were done
};

struct RecipientRefill {
    std::uint32_t step = 0;        // index into Recording::steps()
    int message = kNone;           // scenario message index
    TransportId transport = kNone; // the job's transport, whose refill settings applied (kNone:
                                   // NothingInMemory)
    RefillReason reason = RefillReason::RefillLimit;
    int inCoreBefore = 0;         // the message's recipients in memory before (rcpt_count)
    int recipientSlots = 0;       // its recipient slots (rcpt_limit)
    int read = 0;                 // recipients read from the queue file
    int inCoreAfter = 0;          // in memory after
    int unread = 0;               // still unread after
    std::int64_t lastReadSec = 0; // when it was read before, in whole seconds
};

} // namespace qmgrlab
