// SPDX-License-Identifier: GPL-3.0-or-later
// RecordedMetrics: the metrics of a Run, computed again from its recording (computeRunMetrics),
// or taken from the MetricsCollector that it streamed its events into (streamedRunMetrics, a
// run without a recording).
#pragma once

#include "core/run/RunMetrics.h"

namespace qmgrlab {

class Run;

// The metrics of a recorded run (Run::Options::record true), over what it has recorded so far.
RunMetrics computeRunMetrics(const Run& run);

// The metrics a run streamed as it advanced (Run::Options::metrics true, with or without a
// recording). Throws std::logic_error if the run was made without the option.
RunMetrics streamedRunMetrics(const Run& run);

} // namespace qmgrlab
