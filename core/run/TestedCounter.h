// SPDX-License-Identifier: GPL-3.0-or-later
// TestedCounter: the current job's counter (slots_available) as one recorded entry selection's
// preemption rule read it, before that step's selection and payment changed it: the figure the
// narration and the Preemption test state for the step (0 or owed selections when the job could
// not be preempted at all, else the left side of the inequality). The job card shows it on that
// step, labelled as the state at the decision, so that card and narration never disagree.
#pragma once

#include "core/common/Ids.h"
#include "core/trace/Recording.h"

#include <cstddef>
#include <optional>

namespace qmgrlab {

struct TestedCounter {
    TransportId transport = kNone;
    int message = kNone;  // the tested job's message (scenario index)
    int selections = 0;   // slots_available at the decision; below zero: selections owed
    int slotCost = 0;     // selections a slot costs
    int wholeSlots = 0;   // selections div cost (0 when the counter is not above zero)
    int loan = 0;         // the loan the inequality added (weighed only)
    bool weighed = false; // a candidate was weighed: the credit is wholeSlots + loan

    // The counter read by recording.steps()[step], or nothing when that step read none (not a
    // selection, preemption off, no current job, a job too small, or no candidate that fits).
    static std::optional<TestedCounter> ofStep(const Recording& recording, std::size_t step);
};

} // namespace qmgrlab
