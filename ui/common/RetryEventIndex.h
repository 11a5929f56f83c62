// SPDX-License-Identifier: GPL-3.0-or-later
// RetryEventIndex: where in a run's recorded trace the contract v2 events lie that views draw
// over time (suspend, resume, xdead, xalive, alloc, defer_msg, expire, scan), so that a view
// refreshed at every step finds them without walking the whole trace. It only indexes what
// the core recorded, and grows with the recording as the run records further.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace qmgrlab {
class Recording;
}

namespace qmgrlab::ui {

class RetryEventIndex {
public:
    void reset(); // a new run
    // Indexes what was recorded since the last call; returns every index so far, in order.
    const std::vector<std::uint32_t>& update(const Recording& recording);
    const std::vector<std::uint32_t>& indices() const { return indices_; }
    // How many indexed events lie before the first `events` events of the trace.
    std::size_t countBefore(std::size_t events) const;

    // The number of trace events the first `steps` steps produced.
    static std::size_t eventsBefore(const Recording& recording, std::size_t steps);

private:
    std::vector<std::uint32_t> indices_;
    std::size_t scanned_ = 0;
};

} // namespace qmgrlab::ui
