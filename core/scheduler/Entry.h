// SPDX-License-Identifier: GPL-3.0-or-later
// Entry: a recipient entry, one delivery request: recipients of one message for one
// destination queue. Waits on its peer's and its queue's todo lists until selected, then
// sits on the queue's busy list until the delivery completes.
#pragma once

#include "core/common/Ids.h"

#include <cstdint>
#include <vector>

namespace qmgrlab {

struct Entry {
    MessageId message = kNone;
    PeerId peer = kNone;
    QueueId queue = kNone;
    int recipients = 0;
    bool busy = false;
    int seq = 0;  // dispatch number once selected
    int lane = 0; // the agent lane that took it (display only)
    // Which recipients (queue file order) it carries, and at dispatch what became of each, when
    // the configuration tracks recipients (Configuration::tracksRecipients).
    std::vector<int> recipientIndex;
    std::vector<std::uint8_t> outcome; // RecipientOutcome
    // A replay's scripted delivery (qmgrlab's extension): per recipient, the attempt of the
    // scenario its dispatch used (its index in the recipient's list), kNoAttempt for none.
    std::vector<std::uint16_t> attempt;
    static constexpr std::uint16_t kNoAttempt = 0xffff;
    EntryId queuePrev = kNone; // on the queue's todo list, later its busy list
    EntryId queueNext = kNone;
    EntryId peerPrev = kNone; // on the peer's todo list
    EntryId peerNext = kNone;
};

} // namespace qmgrlab
