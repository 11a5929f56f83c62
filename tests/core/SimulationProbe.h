// SPDX-License-Identifier: GPL-3.0-or-later
// SimulationProbe: for the core tests, a Simulation that fires every deferred-scan timer, also
// where it cannot change anything: the reference the skipping of quiet scans is compared with.
#pragma once

#include "core/run/Simulation.h"

namespace qmgrlab {

class SimulationProbe {
public:
    static void fireQuietScans(Simulation& simulation) { simulation.skipQuietScans_ = false; }
};

} // namespace qmgrlab
