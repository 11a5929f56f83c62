// SPDX-License-Identifier: GPL-3.0-or-later
// DeferredQueueHistory: the deferred queue (contract v2) up to a run's current position, as the
// deferred-queue view shows it: the messages waiting in it, each with the deferral that put it
// there (its age, wait and the backoff bound that applied: DeferralDecision), whether a scan now
// would take it back and the time left until its retry time; and the scans, deferrals and
// expiries so far. Asked again at every step: the trace's scans are indexed as the run records
// (RetryEventIndex), the deferrals are the recording's own.
#pragma once

#include "core/run/RetryEventIndex.h"
#include "core/trace/DeferralDecision.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace qmgrlab {

class Run;

class DeferredQueueHistory {
public:
    struct Waiting {
        int message = kNone;
        int visits = 0;                           // its visits of the active queue so far
        std::int64_t retryAtMs = 0;               // its file time
        bool due = false;                         // a scan now takes it back into the active queue
        std::int64_t retryInMs = 0;               // not due: the time left until its retry time
        std::optional<DeferralDecision> deferral; // the last deferral that put it there
    };
    struct Scan {
        std::int64_t timeMs = 0;
        int messages = 0; // listed for the scan
    };

    void reset(); // a new run
    // Reads the deferred queue at the run's current position.
    void update(const Run& run);

    const std::vector<Waiting>& waiting() const { return waiting_; } // in scenario order
    const std::vector<Scan>& scans() const { return scans_; }
    // Every deferral decided so far (deferred, expired, arrived deferred), in order.
    const std::vector<DeferralDecision>& deferrals() const { return deferrals_; }
    int expiredMessages() const { return expiredMessages_; }
    int bouncedRecipients() const { return bouncedRecipients_; } // by the expiries

private:
    RetryEventIndex index_;
    std::vector<Waiting> waiting_;
    std::vector<Scan> scans_;
    std::vector<DeferralDecision> deferrals_;
    int expiredMessages_ = 0;
    int bouncedRecipients_ = 0;
};

} // namespace qmgrlab
