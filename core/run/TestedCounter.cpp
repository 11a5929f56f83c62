// SPDX-License-Identifier: GPL-3.0-or-later
// TestedCounter: the current job's counter at a recorded selection, read from the step's decision.
#include "core/run/TestedCounter.h"

namespace qmgrlab {

std::optional<TestedCounter> TestedCounter::ofStep(const Recording& recording, std::size_t step) {
    if (step >= recording.steps().size())
        return std::nullopt;
    const StepRecord& record = recording.steps()[step];
    if (record.kind != StepKind::Selection || record.decision < 0)
        return std::nullopt;
    const SelectionDecision& d = recording.decisions()[static_cast<std::size_t>(record.decision)];
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
