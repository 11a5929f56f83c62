// SPDX-License-Identifier: GPL-3.0-or-later
// CliSweepPlot: the image of a sweep for `qmgrlab-cli sweep --plot`: the Sweep window's own chart
// (ui/sweep/SweepPlot: a line chart for one parameter with a second axis for another unit, a heat
// map of the first metric for two), drawn off screen in the light theme and written by the one
// PageWriter as PNG, SVG or PDF. Built only with the GUI libraries
// (QMGRLAB_WITH_EXPORT).
#pragma once

#include "core/whatif/SweepGrid.h"
#include "core/whatif/SweepTable.h"

#include <string>

namespace qmgrlab {

// The chart of the sweep encoded in format (png, svg or pdf) into *bytes; table: the points that
// ran (failed ones are left blank). Returns false with a one-line *error when it cannot be
// encoded.
bool encodeSweepPlot(const std::string& format, const std::string& title, const SweepGrid& grid,
                     const SweepTable& table, std::string* bytes, std::string* error);

} // namespace qmgrlab
