// SPDX-License-Identifier: GPL-3.0-or-later
// TraceEvent: the trace's event names.
#include "core/TraceEvent.h"

namespace qmgrlab {

std::string_view eventTypeName(EventType type) {
    switch (type) {
    case EventType::Arrive:
        return "arrive";
    case EventType::Activate:
        return "activate";
    case EventType::Preempt:
        return "preempt";
    case EventType::Select:
        return "select";
    case EventType::Blocker:
        return "blocker";
    case EventType::Unblock:
        return "unblock";
    case EventType::Done:
        return "done";
    case EventType::Window:
        return "window";
    case EventType::Dead:
        return "dead";
    case EventType::Alive:
        return "alive";
    case EventType::Defer:
        return "defer";
    case EventType::Finish:
        return "finish";
    case EventType::End:
        return "end";
    }
    return "?";
}

} // namespace qmgrlab
