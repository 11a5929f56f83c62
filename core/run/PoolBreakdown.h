// SPDX-License-Identifier: GPL-3.0-or-later
// PoolBreakdown: a transport's recipient pool split as the pool view draws it, from the
// Inspector's TransportInfo: the slots of the recipient limit its jobs hold, those left unused,
// the extra pool's slots lent to preempting jobs (the pool below zero) and those still free.
// held + unused is the recipient limit and lent + extraFree the extra recipient limit while
// the pool stays within them.
#pragma once

#include "core/run/Inspector.h"

namespace qmgrlab {

struct PoolBreakdown {
    int held = 0;      // slots of the recipient limit held by the transport's jobs
    int unused = 0;    // slots of the recipient limit nobody holds (the pool, if positive)
    int lent = 0;      // slots of the extra pool lent to preempting jobs (-pool, if negative)
    int extraFree = 0; // slots of the extra pool not lent

    // The breakdown of a transport at the inspected position (all zero before it is created).
    static PoolBreakdown of(const TransportInfo& transport);
};

} // namespace qmgrlab
