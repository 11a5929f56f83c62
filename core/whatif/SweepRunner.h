// SPDX-License-Identifier: GPL-3.0-or-later
// SweepRunner: runs the points of a parameter sweep (SweepGrid) over a base scenario on worker
// threads, each point a run without a recording that streams its metrics, and hands each
// point's scalar metrics (or its error) to a callback. Shared by qmgrlab-cli sweep and the GUI.
#pragma once

#include "core/scenario/Scenario.h"
#include "core/whatif/MetricRegistry.h"
#include "core/whatif/ParameterOverrides.h"
#include "core/whatif/SweepGrid.h"

#include <atomic>
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace qmgrlab {

struct SweepPointResult {
    std::size_t number = 0;           // the grid's point number (1-based, SweepGrid::point)
    ParameterOverrides settings;      // that point's settings
    std::vector<MetricValue> metrics; // scalarMetrics of the run (empty on error)
    std::string error;                // non-empty when the point's run failed (e.g. bad_alloc)
};

// Runs the given points of `grid` over `base` on `threads` worker threads (0: all cores), each a
// metrics-only variant run (core/whatif/VariantRun: no recording, one checkpoint, the lesson left out),
// and calls
// onResult once per finished point, from a worker thread but never two at a time (serialised by
// a mutex). Stops starting new points once *cancel is true (points already running finish and are
// reported). Returns when every started point is reported. If onResult throws, no new point is
// started and the first such exception is rethrown once the workers have stopped.
void runSweep(const Scenario& base, const std::string& sourceName, const SweepGrid& grid,
              const std::vector<std::size_t>& points, unsigned threads,
              const std::function<void(SweepPointResult)>& onResult,
              const std::atomic<bool>* cancel = nullptr);

} // namespace qmgrlab
