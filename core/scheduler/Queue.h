// SPDX-License-Identifier: GPL-3.0-or-later
// Queue: a transport's in-memory queue for one destination (next hop, or one recipient
// address when the transport delivers one recipient per request). Holds the concurrency
// window and the feedback state that moves it, the todo and busy entry lists, and the
// dead-destination state.
#pragma once

#include "core/common/Ids.h"

#include <cstdint>

namespace qmgrlab {

struct Queue {
    TransportId transport = kNone;
    NameId name = kNone;
    int nexthop = kNone;   // index into Configuration::nexthops()
    std::uint64_t uid = 0; // unique over the run (ids are reused)

    int window = 0; // > 0 ready, 0 dead, -1 suspended (destination rate delay)
    int todoCount = 0;
    int busyCount = 0;
    EntryId todoHead = kNone;
    EntryId todoTail = kNone;
    EntryId busyHead = kNone;
    EntryId busyTail = kNone;

    double success = 0.0;
    double failure = 0.0;
    double failCohorts = 0.0;
    int blockerTag = 0; // equals the transport's tag while marked as blocking
    // The sign of min(window - busy, todo) while the window is above 0, else 0, as counted in
    // the transport's readyQueues and overbookedQueues.
    std::int8_t readiness = 0;

    bool timerSet = false; // the revival timer while dead, the resume timer while suspended
    std::int64_t timerAtMs = 0;
    std::uint64_t timerOrder = 0;

    QueueId prev = kNone; // the transport's queue list, creation order
    QueueId next = kNone;

    bool dead() const { return window == 0; }
    bool suspended() const { return window == -1; }
};

} // namespace qmgrlab
