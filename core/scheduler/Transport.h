// SPDX-License-Identifier: GPL-3.0-or-later
// Transport: the queue manager's state for one transport (master.cf service): its
// destination queues, the scheduler's job list and the by-time job list, the current job,
// the recipient-slot pool, the blocker tag and the preemption candidate cache, plus the
// world's count of its busy delivery agents.
#pragma once

#include "core/common/Ids.h"
#include "core/trace/SelectionDecision.h"

#include <cstdint>
#include <vector>

namespace qmgrlab {

struct Transport {
    bool created = false;
    std::int64_t circleKey = 0; // its place in SimulationState::transportCircle
    // Not full, locked or dead, and some queue has room or is overbooked (readyQueues,
    // overbookedQueues): it may take a delivery (in SimulationState::selectableTransports).
    bool selectable = false;
    int pool = 0;              // unused recipient slots (may be negative)
    QueueId queueHead = kNone; // queues in creation order
    QueueId queueTail = kNone;
    int queueCount = 0;
    JobId schedHead = kNone; // scheduler's job list
    JobId schedTail = kNone;
    JobId timeHead = kNone; // by-time job list
    JobId timeTail = kNone;
    JobId current = kNone;
    // The queue list's readiness (qmgr_transport_select), counted as the queues change: of the
    // queues with a window above 0, those where min(window - busy, todo) is above 0, and those
    // where it is below (feedback lowered the window under the deliveries in progress).
    int readyQueues = 0;
    int overbookedQueues = 0;
    JobId nextUnread = kNone;
    int blockerTag = 1; // odd; +2 releases every blocker at once

    JobId cacheOwner = kNone; // candidate cache (owner none = invalid)
    JobId cacheResult = kNone;
    std::int64_t cacheTime = 0;
    // The figures of the look that filled the cache, for the narration of a cached answer.
    int cacheMaxSlots = 0;
    std::int64_t cacheAge = 0; // the result's age in seconds at that look, without the + 1
    int cacheTotal = 0;        // the result's total entries at that look
    TooBigJobs cacheTooBig;    // the jobs that look passed over as too big

    // Contract v2: the transport rate delay's lock and pending selection, and the dead state of
    // a transport whose delivery agents could not be started.
    bool rateLocked = false;
    bool rateBrokenAtAlloc = false; // the allocation met broken agents: it fails at the timer
    bool dead = false;
    bool retryTimerSet = false;
    std::int64_t retryAtMs = 0;
    std::uint64_t retryOrder = 0;

    // Recipients held in its jobs' entries (the sum of their rcptCount), and the most it held.
    int recipientsInCore = 0;
    int recipientsInCoreMax = 0;

    int busyAgents = 0; // agents in use: deliveries in progress, allocations (world)
    // The agent lanes, for display: a delivery takes the lowest free one. Lanes 0..laneCount-1
    // have been used; those free again are in freeLanes, a min-heap (std::greater), so that the
    // lowest is found at once however many agents are busy.
    int laneCount = 0;
    std::vector<int> freeLanes;
};

} // namespace qmgrlab
