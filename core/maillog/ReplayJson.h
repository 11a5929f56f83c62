// SPDX-License-Identifier: GPL-3.0-or-later
// ReplayJson: the one writer of a replay's figures as JSON (the figures qmgrlab-cli replay
// prints): the runs' labels, the counts of messages, recipients and lines, the unpaired lines of
// each run, and for the whole log and each destination (the busiest first) the lines, the paired
// ones, those whose simulated b agrees with the logged one and their share, and the logged and
// simulated b's median, 95th percentile and maximum in seconds, with each variant's.
//   {"format": "qmgrlab-replay-1", "runs": [...], "messages": N, "recipients": N,
//    "logged_lines": N, "unpaired": [{"run": "base", "logged": N, "simulated": N}, ...],
//    "whole": FIGURES, "destinations": [FIGURES, ...]}
//   FIGURES: {"destination": D, "lines": N, "paired": N, "within": N, "within_share": X,
//             "logged_b_s": {"median": X, "p95": X, "max": X}, "simulated_b_s": {...},
//             "variants": [{"run": LABEL, "paired": N, "b_s": {...}}, ...]}
#pragma once

#include "core/maillog/ReplayComparison.h"

#include <ostream>

namespace qmgrlab {

void writeReplayJson(std::ostream& out, const ReplayComparison& comparison);

} // namespace qmgrlab
