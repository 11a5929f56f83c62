// SPDX-License-Identifier: GPL-3.0-or-later
// RetryEventIndex: where in a run's recorded trace the retry events lie that are drawn over time
// (the deferred queue's scans, a transport dead and alive again), so that a question asked at
// every step finds them without walking the whole trace. It grows with the recording as the run
// records further.
#pragma once

#include "core/trace/Recording.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace qmgrlab {

class RetryEventIndex {
public:
    void reset(); // a new run
    // Indexes what was recorded since the last call.
    void update(const Recording& recording);
    // Their indices into Recording::events(), in order.
    const std::vector<std::uint32_t>& indices() const { return indices_; }
    // How many indexed events lie before the first `events` events of the trace.
    std::size_t countBefore(std::size_t events) const;

private:
    std::vector<std::uint32_t> indices_;
    std::size_t scanned_ = 0;
};

} // namespace qmgrlab
