// SPDX-License-Identifier: GPL-3.0-or-later
// TestedCounter: the current job's counter at a recorded selection, read from the step's decision.
#include "core/run/TestedCounter.h"

#include "core/run/PreemptionTest.h"

namespace qmgrlab {

std::optional<TestedCounter> TestedCounter::ofStep(const Recording& recording, std::size_t step) {
    const SelectionDecision* selection = PreemptionTest::selectionOf(recording, step);
    if (selection == nullptr)
        return std::nullopt;
    const SelectionDecision& d = *selection;
    const bool weighed =
        d.preemption == PreemptionOutcome::NotEnoughSlots || d.preemption == PreemptionOutcome::Preempted;
    if (!weighed && d.preemption != PreemptionOutcome::NoSlotsAvailable)
        return std::nullopt;
    TestedCounter counter;
    counter.transport = d.transport;
    counter.message = d.currentMessage;
    counter.selections = d.slotsAvailable;
    counter.slotCost = d.slotCost;
    counter.wholeSlots = weighed ? d.earned - d.slotLoan : 0;
    counter.loan = weighed ? d.slotLoan : 0;
    counter.weighed = weighed;
    return counter;
}

} // namespace qmgrlab
