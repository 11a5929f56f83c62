// SPDX-License-Identifier: GPL-3.0-or-later
// TraceEvent: the trace's event names.
#include "core/trace/TraceEvent.h"

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
    case EventType::Suspend:
        return "suspend";
    case EventType::Resume:
        return "resume";
    case EventType::XDead:
        return "xdead";
    case EventType::XAlive:
        return "xalive";
    case EventType::Alloc:
        return "alloc";
    case EventType::DeferMsg:
        return "defer_msg";
    case EventType::Expire:
        return "expire";
    case EventType::Scan:
        return "scan";
    }
    return "?";
}

} // namespace qmgrlab
