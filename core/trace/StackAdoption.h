// SPDX-License-Identifier: GPL-3.0-or-later
// StackAdoption: a job left the preemption stack or the job list while jobs that had preempted
// it (its children) were still on it: each child goes to the job's own parent, the adoptive
// parent, keeping its stack level, or becomes an orphan when there is none (SCHEDULER_README
// "How the preemption works", with blockers). One record per child, in the step where it
// happened (Recording::adoptions(step)); the narration reads it, nothing here is needed by the
// scheduler itself. A plain value, kept in the recording's GrowingArray.
#pragma once

#include "core/common/Ids.h"

#include <cstdint>

namespace qmgrlab {

struct StackAdoption {
    std::uint32_t step = 0;        // index into Recording::steps()
    TransportId transport = kNone; // the jobs' transport
    int gone = kNone;              // message of the job that left
    int child = kNone;             // message of one of its children
    int parent = kNone;            // message of the adoptive parent, or kNone: an orphan
    int childLevel = 0;            // the child's stack level, which it keeps
    int parentLevel = 0;           // the adoptive parent's stack level
};

} // namespace qmgrlab
