// SPDX-License-Identifier: GPL-3.0-or-later
// SweepStart: the sweep the Sweep window opens with on a scenario, chosen from the scenario's own
// runs so that its chart shows a figure that changes: the first of a few candidate sweeps (the
// delivery slot cost, then the destination concurrency and the backoff settings) over whose
// lowest and highest value one of the preferred metrics differs, with the metrics that differ.
#pragma once

#include "core/scenario/Scenario.h"

#include <string>
#include <vector>

namespace qmgrlab {

struct SweepStart {
    std::string parameter;            // the swept parameter (main.cf name)
    std::string values;               // its values, FROM..TO as SweepGrid reads them
    std::vector<std::string> metrics; // at most two, in the order preferred
    bool varies = false;              // false: nothing preferred varies over any candidate
};

// The preferred metrics: the recipients' average delay, the end of the run, then the others a
// teacher reads (deferrals, concurrency, preemptions). Each candidate sweep costs two metrics-only
// runs of the scenario; a scenario that does not run (a bad setting) gets the first candidate.
SweepStart chooseSweepStart(const Scenario& base, const std::string& sourceName);

} // namespace qmgrlab
