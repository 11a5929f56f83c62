// SPDX-License-Identifier: GPL-3.0-or-later
// PreemptionTest: the preemption test one recorded step made, as its SelectionDecision recorded
// both sides of the inequality: the current job's credit (the whole slots of its counter,
// selections div the delivery slot cost, plus the loan) against the candidate's price (the slots
// it needs, after the discount), and the verdict. The narration states the same figures from the
// same decision. A step makes such a test when it is an entry selection whose current job had
// selections to lend and a candidate to weigh.
#pragma once

#include "core/common/Ids.h"
#include "core/trace/Recording.h"

#include <cstddef>
#include <optional>

namespace qmgrlab {

struct PreemptionTest {
    TransportId transport = kNone;
    int currentMessage = kNone;   // the current job's message (scenario index)
    int candidateMessage = kNone; // the candidate's
    int selections = 0;           // the current job's counter (slots_available), in selections
    int slotCost = 0;             // selections a slot costs
    int wholeSlots = 0;           // selections div cost: the remainder does not count
    int loan = 0;                 // slot loan
    int credit = 0;               // wholeSlots + loan: the left side
    int expected = 0;             // slots the candidate needs
    int discount = 0;             // slot discount, per cent
    double price = 0.0;           // expected x (100 - discount) / 100: the right side
    bool preempts = false;        // credit >= price: the candidate preempts the current job

    // The test made by recording.steps()[step], or nothing when that step made none.
    static std::optional<PreemptionTest> ofStep(const Recording& recording, std::size_t step);
    // The decision of recording.steps()[step] when it is an entry selection, else nullptr.
    static const SelectionDecision* selectionOf(const Recording& recording, std::size_t step);
};

} // namespace qmgrlab
