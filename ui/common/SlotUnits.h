// SPDX-License-Identifier: GPL-3.0-or-later
// SlotUnits: the one wording of the program for a job's slot counters and delivery slots.
// A counter (slots_available, slots_used) grows by one per selected entry: its unit is the
// "selection". A delivery slot is counter div slot cost (ALGORITHM.md 3.6.2, 3.6.7). Every
// text that states a counter says "selections"; every text that states slots says "slots";
// a debt is "owes 2 selections (1 slot)". Used by the narration, the job cards and the lesson.
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
    // A counter in delivery slots at a cost, exactly: "1 slot", "1.5 slots" (3 selections at
    // cost 2); the cost must be at least 1.
    static QString slotsOf(long long selections, int cost);
    // What a job owes after paying for a preemption: "2 selections (1 slot)".
    static QString owed(long long selections, int cost);
};

} // namespace qmgrlab::ui
