// EventSink: where the simulation sends trace events as they happen.
#pragma once

#include "TraceEvent.h"

namespace qmgrlab {

class EventSink {
public:
    virtual ~EventSink() = default;
    virtual void emit(const TraceEvent& event) = 0;
};

} // namespace qmgrlab
