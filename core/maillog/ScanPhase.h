// SPDX-License-Identifier: GPL-3.0-or-later
// ScanPhase: when a server's deferred-queue scans ran, every queue_run_delay, told from the
// activations of deferred mail that a log shows (the replay starts its clock at such a moment, so
// that its scans fall where the server's did). A re-activation (or the first activation of mail
// queued before the log) happens at a scan, or later, when the active queue was full, at the
// moment another message leaves it; the log tells those apart: a message leaves at its "removed"
// line or its last line of a visit.
// - The re-activations that coincide with no leaving give candidates, their moments modulo
//   queue_run_delay; the phase chosen is the candidate that puts them least far after a scan
//   (the least sum of (r - p) mod queue_run_delay).
// - Every re-activation also bounds the scan that offered it: no earlier than the second before
//   the file time the queue manager gave the message when it left (its age at that moment within
//   the two backoff times, as the queue manager computes it), no later than the activation. Where
//   such a span is shorter than queue_run_delay, the phase lies within it: candidates outside the
//   common part are dropped, and without candidates the phase is the common part's first moment.
// Work: linear in the activations, but for a sort.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace qmgrlab {

class ScanPhase {
public:
    // Times in ms (any common origin on whole seconds of the queue manager's clock); backoffs in
    // seconds.
    ScanPhase(std::int64_t queueRunDelayMs, std::int64_t minimalBackoffSeconds,
              std::int64_t maximalBackoffSeconds);

    // The message numbered message (any numbering) leaves the active queue at this moment (its
    // removal, or the end of a visit).
    void leaving(std::int64_t ms, std::size_t message);
    // The message numbered message, created at createdMs, which left the active queue at leftMs
    // (for the deferred queue), was activated again at activatedMs. leftMs < 0: it was queued
    // before the log (no bound from its file time). Its own leaving at activatedMs (it expired at
    // once) tells nothing of a slot freed for it.
    void reactivation(std::int64_t createdMs, std::int64_t leftMs, std::int64_t activatedMs,
                      std::size_t message);

    // The phase (0 .. queueRunDelayMs - 1), if the activations tell one.
    std::optional<std::int64_t> phase();
    // The re-activations it was told from.
    std::size_t reactivations() const { return reactivations_.size(); }

private:
    struct Reactivation {
        std::int64_t earliest; // the earliest scan that could have offered it
        std::int64_t at;
        std::size_t message;
    };
    // Whether another message than this one left the active queue at ms.
    bool otherLeaving(std::int64_t ms, std::size_t message) const;
    bool feasible(std::int64_t phase) const;

    std::int64_t period_;
    std::int64_t minimalBackoff_;
    std::int64_t maximalBackoff_;
    std::vector<std::pair<std::int64_t, std::size_t>> leaving_; // (moment, message)
    std::vector<Reactivation> reactivations_;
    // The common part of the bounds, as sorted pieces [first, last] of 0 .. period_ - 1; empty when
    // the bounds contradict each other (then they are not used).
    std::vector<std::pair<std::int64_t, std::int64_t>> allowed_;
    bool contradicted_ = false;
};

} // namespace qmgrlab
