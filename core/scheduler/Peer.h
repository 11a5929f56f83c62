// SPDX-License-Identifier: GPL-3.0-or-later
// Peer: one job's entries for one destination queue (the job-side twin of a queue).
#pragma once

#include "core/common/Ids.h"

namespace qmgrlab {

struct Peer {
    JobId job = kNone;
    QueueId queue = kNone;
    int refcount = 0;         // the job's entries for this queue, todo and busy
    EntryId todoHead = kNone; // FIFO of the job's waiting entries for this queue
    EntryId todoTail = kNone;
    PeerId prev = kNone; // circular round-robin list of the job's peers
    PeerId next = kNone;

    bool hasTodo() const { return todoHead != kNone; }
};

} // namespace qmgrlab
