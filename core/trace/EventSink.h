// SPDX-License-Identifier: GPL-3.0-or-later
// EventSink: where a run sends what happens as it happens: every trace event (record(), not
// "emit", which Qt reserves as a keyword) and every change of a destination queue. The
// Recording keeps them; the TraceWriter writes the events out; the MetricsCollector measures
// both.
#pragma once

#include "core/common/Ids.h"
#include "core/trace/TraceEvent.h"

#include <cstdint>

namespace qmgrlab {

// What happened to a destination queue.
enum class QueueChange : std::uint8_t {
    Created,   // with the transport's initial concurrency window
    Window,    // concurrency feedback moved the window
    Busy,      // a delivery was dispatched to it or completed
    Dead,      // declared dead (window 0)
    Revived,   // back from the dead (by a success, its timer, or the memory guard)
    Deleted,   // discarded from memory, nothing left in it
    Suspended, // a completion suspended it (destination rate delay; window -1)
    Resumed    // its resume timer fired (window 1)
};

class EventSink {
public:
    virtual ~EventSink() = default;
    virtual void record(const TraceEvent& event) = 0;
    // A change of a destination queue at timeMs; window as it is after the change (0: dead,
    // -1: suspended). A sink that wants only the trace ignores it.
    virtual void queueChanged(TransportId /*transport*/, NameId /*name*/, QueueChange /*change*/,
                              int /*window*/, std::int64_t /*timeMs*/) {}
};

} // namespace qmgrlab
