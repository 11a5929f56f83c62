// SPDX-License-Identifier: GPL-3.0-or-later
// TransportWaits: the waits a transport's rate delays and broken agents put around its
// deliveries (contract v2), read from a recorded trace: for a delivery of a transport rate delay,
// when its agent was taken (the alloc before its select); for a delivery whose completion
// suspended its queue (destination rate delay), when the queue resumed; and the times the
// transport's agents could not be started (xdead .. xalive, with the step of each xdead). The
// timeline draws them over the whole run, the destinations plot up to the current position.
#pragma once

#include "core/common/Ids.h"
#include "core/run/RetryEventIndex.h"
#include "core/scenario/Configuration.h"
#include "core/trace/Recording.h"

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace qmgrlab {

class TransportWaits {
public:
    struct DeliveryWait {
        std::int64_t allocMs = -1;  // transport rate delay: its agent was taken then
        std::int64_t resumeMs = -1; // destination rate delay: its completion suspended the queue until then
    };

    // Over the whole recording; a dead time still open at its end lasts until openEndMs.
    TransportWaits(const Recording& recording, const Configuration& config, TransportId transport,
                   std::int64_t openEndMs);

    // The waits of the delivery seq, if it has one.
    const DeliveryWait* of(int seq) const;
    bool any() const { return !waits_.empty(); }
    const std::vector<TimeInterval>& deadSpans() const { return deadSpans_; } // in order
    // The step (index into the recording's steps) of each dead time's xdead: a position has seen
    // it begin once that step is applied, though earlier steps may share its time.
    const std::vector<std::uint32_t>& deadStartSteps() const { return deadStartSteps_; }

    // The transport's dead times among the first `events` events of the trace (the index brought
    // up to date with the recording), one still open lasting until openEndMs.
    static std::vector<TimeInterval> deadSpans(const Recording& recording, const RetryEventIndex& index,
                                               TransportId transport, std::size_t events,
                                               std::int64_t openEndMs);

private:
    std::unordered_map<int, DeliveryWait> waits_; // by delivery seq
    std::vector<TimeInterval> deadSpans_;
    std::vector<std::uint32_t> deadStartSteps_;
};

} // namespace qmgrlab
