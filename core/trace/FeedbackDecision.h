// SPDX-License-Identifier: GPL-3.0-or-later
// FeedbackDecision: the numbers of one concurrency feedback (SCHEDULER_README's pseudocode, "After
// success" and "After failure"): the destination queue's window before and after, the feedback
// amount g(N) or f(N) at the window before, the success or failure accumulator before the amount
// was applied and after the hysteresis loop, and for a failure the failed pseudo-cohorts before and
// after 1/window was added, against the limit. Recorded for every feedback applied, a success's or
// a failure's, whether it moved the window or not (a success whose count stays within the
// hysteresis, 0.5 + 0.125 < 1, leaves the window at 4 and causes no window event): the narration
// reads them to give each feedback (a window moved, a window left as it was, a destination's death)
// its arithmetic. A success that gets no feedback at all because the window is not in use (the
// safety margin: not below the deliveries in progress plus the initial concurrency) or is at the
// concurrency limit is recorded too, held, with those numbers, so that the narration can say why
// the window stays. Nothing here is needed by the scheduler itself. A plain value, kept in the
// recording's GrowingArray (Recording::feedbacks()): one per delivery completed, at most.
#pragma once

#include "core/common/Ids.h"

#include <cstdint>

namespace qmgrlab {

struct FeedbackDecision {
    // Index into Recording::events() of the window or dead event it caused: the number of
    // events recorded before it (a failure that changed nothing reports no event).
    std::uint32_t event = 0;
    bool reported = false; // it changed the window or declared the queue dead
    TransportId transport = kNone;
    NameId queue = kNone;
    bool positive = false;          // after a success (else after a failure)
    int oldWindow = 0;              // the window before
    int window = 0;                 // the window after (0: declared dead)
    bool capped = false;            // positive: cut to the concurrency limit
    double amount = 0.0;            // g(oldWindow) or f(oldWindow)
    double countBefore = 0.0;       // success (positive) or failure (negative) before the amount
    double countAfter = 0.0;        // the same after the hysteresis loop
    int steps = 0;                  // times the hysteresis loop moved the window by one
    double failCohortsBefore = 0.0; // negative: the failed cohorts before this failure
    double failCohorts = 0.0;       // negative: after adding 1 / oldWindow
    int failedCohortLimit = 0;      // negative: T_destination_concurrency_failed_cohort_limit
    // Positive and held: no feedback was applied, because the window was at the concurrency limit or
    // not below busy + initialConcurrency (busy counts the completing delivery).
    bool held = false;
    int busy = 0;
    int initialConcurrency = 0;
    int concurrencyLimit = 0; // 0: no limit
    // Negative: the failure before it in the same run of failed cohorts of this queue (the one
    // whose 1/window was added just before), or -1 when this failure started the count.
    std::int64_t previousFailure = -1;
};

} // namespace qmgrlab
