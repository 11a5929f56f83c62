// SPDX-License-Identifier: GPL-3.0-or-later
// EventSink: where the simulation sends trace events as they happen (record(), not "emit", which
// Qt reserves as a keyword).
#pragma once

#include "core/trace/TraceEvent.h"

namespace qmgrlab {

class EventSink {
public:
    virtual ~EventSink() = default;
    virtual void record(const TraceEvent& event) = 0;
};

} // namespace qmgrlab
