// SPDX-License-Identifier: GPL-3.0-or-later
// SlotUnits: the one wording of the program for a job's slot counters and delivery slots.
// A counter (slots_available, slots_used) grows by one per selected entry: its unit is the
// "selection". A delivery slot is counter div slot cost (ALGORITHM.md 3.6.2, 3.6.7). Every
// text that states a counter says "selections"; every text that states slots says "slots":
// a balance in whole slots, the remainder dropped ("1 selection (0 slots)"), a debt with its
// part of a slot said ("owes 3 selections (more than 1 slot)" at cost 2, "owes 1 selection
// (less than 1 slot)"), so that a job in debt never reads as owing nothing. Used by the
// narration, the job cards and the lesson.
#pragma once

#include <QCoreApplication>
#include <QString>

namespace qmgrlab::ui {

class SlotUnits {
    Q_DECLARE_TR_FUNCTIONS(SlotUnits)
public:
    // "1 selection", "4 selections".
    static QString selections(long long count);
    // Whole delivery slots: "1 slot", "2 slots".
    static QString wholeSlots(long long count);
    // What a job owes after paying for a preemption, in slots at a cost (at least 1):
    // "2 selections (1 slot)", "3 selections (more than 1 slot)" at cost 2.
    static QString owed(long long selections, int cost);
};

} // namespace qmgrlab::ui
