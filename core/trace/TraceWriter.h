// SPDX-License-Identifier: GPL-3.0-or-later
// TraceWriter: writes trace events as JSON Lines in the format of SPEC section 3.
#pragma once

#include "core/common/NameTable.h"
#include "core/scenario/Configuration.h"
#include "core/trace/EventSink.h"

#include <ostream>
#include <string>

namespace qmgrlab {

class TraceWriter : public EventSink {
public:
    TraceWriter(std::ostream& out, const Configuration& config, const NameTable& names)
        : out_(out), config_(config), names_(names) {}

    void record(const TraceEvent& event) override;

    // One event as a JSON object, keys in SPEC's order, without the newline.
    static std::string format(const TraceEvent& event, const Configuration& config, const NameTable& names);
    // The same appended to out.
    static void appendTo(std::string& out, const TraceEvent& event, const Configuration& config,
                         const NameTable& names);

private:
    std::ostream& out_;
    const Configuration& config_;
    const NameTable& names_;
    std::string line_; // reused for every line
};

} // namespace qmgrlab
