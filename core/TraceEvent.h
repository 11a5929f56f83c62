// SPDX-License-Identifier: GPL-3.0-or-later
// TraceEvent: one line of the trace (SPEC section 3) in compact form, plus a few numbers the
// narration uses that the trace format leaves out (a window's previous value, the agent lane).
#pragma once

#include "core/Ids.h"

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
};

std::string_view eventTypeName(EventType type);

struct TraceEvent {
    std::int64_t t = 0; // milliseconds
    EventType type = EventType::End;
    bool sent = false; // Done: status sent (else deferred)
    TransportId transport = kNone;
    int message = kNone;   // scenario message index (msg)
    int victim = kNone;    // Preempt: the preempted job's message index
    NameId dest = kNone;   // queue name
    int seq = 0;           // Select, Done
    int rcpts = 0;         // Select, Defer
    int level = 0;         // Preempt: the new stack level
    int window = 0;        // Window: new window
    int oldWindow = 0;     // Window: window before the feedback
    int lane = 0;          // Select: the agent lane that took the delivery
    int sentCount = 0;     // Finish, End (totals fit: a scenario holds at most 20 million)
    int deferredCount = 0; // Finish, End
};

} // namespace qmgrlab
