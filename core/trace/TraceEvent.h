// SPDX-License-Identifier: GPL-3.0-or-later
// TraceEvent: one line of the trace (SPEC section 3) in compact form, plus a few numbers the
// narration uses that the trace format leaves out (a window's previous value, the agent lane,
// when a timer the event started ends).
#pragma once

#include "core/common/Ids.h"

#include <cstdint>
#include <string_view>

namespace qmgrlab {

enum class EventType : std::uint8_t {
    Arrive,
    Activate,
    Preempt,
    Select,
    Blocker,
    Unblock,
    Done,
    Window,
    Dead,
    Alive,
    Defer,
    Finish,
    End,
    // Contract v2.
    Suspend,  // a completion suspended its queue (destination rate delay)
    Resume,   // a suspended queue's resume timer fired
    XDead,    // a transport's delivery agent could not be started: the transport is dead
    XAlive,   // a dead transport came back
    Alloc,    // a rate-delayed transport took an agent; its entry is selected later
    DeferMsg, // the message moved to the deferred queue (after its finish)
    Expire,   // the message expired: its deferred recipients bounced (before its finish)
    Scan,     // a deferred-queue scan started with messages in its list
};

std::string_view eventTypeName(EventType type);

// What brought a dead queue (Alive) or a dead transport (XAlive) back.
enum class Revival : std::uint8_t {
    Timer,       // its timer: minimal_backoff_time (queue), transport_retry_time (transport)
    Delivery,    // a delivery of it completed (queue: one in progress when it died succeeded)
    RateDelay,   // a completion on a rate-delayed transport: suspended instead of dead
    MemoryGuard, // an empty dead queue, revived to be dropped when too many queues are in memory
};

struct TraceEvent {
    std::int64_t t = 0; // milliseconds
    EventType type = EventType::End;
    bool sent = false;         // Done: the session was accepted (status sent or partial), else deferred
    bool fromDeferred = false; // Activate: the message came from the deferred queue
    bool byTransport = false;  // Defer: the transport is dead (dest: the queue, or the next hop)
    bool atArrival = false;    // DeferMsg: the message arrived in the deferred queue (deferred_until_ms)
    Revival revival = Revival::Timer; // Alive, XAlive
    TransportId transport = kNone;
    int message = kNone;   // scenario message index (msg)
    int victim = kNone;    // Preempt: the preempted job's message index
    NameId dest = kNone;   // queue name
    int seq = 0;           // Select, Done
    int rcpts = 0;         // Select, Defer, Expire (recipients bounced), Scan (messages listed)
    int level = 0;         // Preempt: the new stack level
    int window = 0;        // Window: new window
    int oldWindow = 0;     // Window: window before the feedback
    int lane = 0;          // Select: the agent lane that took the delivery
    int sentCount = 0;     // Done, Finish, End (totals fit: a scenario holds at most 20 million)
    int deferredCount = 0; // Done, Finish, End
    int bouncedCount = 0;  // Done, Finish, End
    // In milliseconds: DeferMsg, Activate from the deferred queue: the message's file time;
    // Suspend: when its queue resumes; Alloc: when the transport selects the agent's entry;
    // XDead: when the transport is tried again; Dead: when its timer revives the queue. The
    // trace writes it for DeferMsg only.
    std::int64_t untilMs = 0;

    // Done: an accepted session in which some recipients were deferred or bounced.
    bool partial() const { return sent && (deferredCount > 0 || bouncedCount > 0); }
};

} // namespace qmgrlab
