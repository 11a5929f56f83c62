// SPDX-License-Identifier: GPL-3.0-or-later
// Job: one message within one transport. Holds the delivery-slot counters that drive
// preemption, the recipient slots lent from the transport's pool, its peers (one per
// destination queue, visited round robin), its place on the scheduler's job list and the
// by-time job list, and its preemption-stack relations (parent, children, level).
#pragma once

#include "core/common/Ids.h"

namespace qmgrlab {

struct Job {
    MessageId message = kNone;
    TransportId transport = kNone;
    JobId nextInMessage = kNone;

    int readEntries = 0;     // entries ever created for this job
    int selectedEntries = 0; // entries taken from todo (selected or deferred)
    int slotsAvailable = 0;  // delivery slots: +1 per selection, charged by preemption
    int slotsUsed = 0;       // +1 per selection; -expected when this job preempts
    int rcptCount = 0;       // recipients held in this job's entries
    int rcptLimit = 0;       // recipient slots lent from the transport pool

    PeerId peers = kNone; // first peer of the circular round-robin list
    int peerCount = 0;

    JobId stackParent = kNone; // the job it preempted (or its adopter)
    JobId firstChild = kNone;  // children in order of attachment
    JobId lastChild = kNone;
    JobId prevSibling = kNone;
    JobId nextSibling = kNone;
    int stackLevel = -1; // -1 off the lists (new or retired), 0 normal, k preempting at depth k

    int blockerTag = 0; // equals the transport's tag while the job is a blocker

    JobId schedPrev = kNone; // scheduler's job list
    JobId schedNext = kNone;
    JobId timePrev = kNone; // by-time job list
    JobId timeNext = kNone;

    bool hasEntries() const { return selectedEntries < readEntries; }
    bool linked() const { return stackLevel >= 0; }
};

} // namespace qmgrlab
