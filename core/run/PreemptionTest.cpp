// SPDX-License-Identifier: GPL-3.0-or-later
// PreemptionTest: both sides of a recorded preemption inequality, read from the step's decision.
#include "core/run/PreemptionTest.h"

namespace qmgrlab {

const SelectionDecision* PreemptionTest::selectionOf(const Recording& recording, std::size_t step) {
    if (step >= recording.steps().size())
        return nullptr;
    const StepRecord& record = recording.steps()[step];
    if (record.kind != StepKind::Selection || record.decision < 0)
        return nullptr;
    return &recording.decisions()[static_cast<std::size_t>(record.decision)];
}

std::optional<PreemptionTest> PreemptionTest::ofStep(const Recording& recording, std::size_t step) {
    const SelectionDecision* selection = selectionOf(recording, step);
    if (selection == nullptr || (selection->preemption != PreemptionOutcome::NotEnoughSlots &&
                                 selection->preemption != PreemptionOutcome::Preempted))
        return std::nullopt;
    const SelectionDecision& d = *selection;
    PreemptionTest test;
    test.transport = d.transport;
    test.currentMessage = d.currentMessage;
    test.candidateMessage = d.candidateMessage;
    test.selections = d.slotsAvailable;
    test.slotCost = d.slotCost;
    test.wholeSlots = d.earned - d.slotLoan;
    test.loan = d.slotLoan;
    test.credit = d.earned;
    test.expected = d.expected;
    test.discount = d.discount;
    test.price = d.required;
    test.preempts = d.preemption == PreemptionOutcome::Preempted;
    return test;
}

} // namespace qmgrlab
