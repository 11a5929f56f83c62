// SPDX-License-Identifier: GPL-3.0-or-later
// PoolBreakdown: the recipient pool's four parts from the transport's pool, the slots its jobs
// hold and its two limits.
#include "core/run/PoolBreakdown.h"

#include <algorithm>

namespace qmgrlab {

PoolBreakdown PoolBreakdown::of(const TransportInfo& transport) {
    PoolBreakdown breakdown;
    if (!transport.created)
        return breakdown;
    breakdown.lent = transport.extraSlotsLent;
    breakdown.held = std::max(0, transport.slotsHeld - breakdown.lent);
    breakdown.unused = std::max(0, transport.pool);
    breakdown.extraFree = std::max(0, transport.extraRecipientLimit - breakdown.lent);
    return breakdown;
}

} // namespace qmgrlab
