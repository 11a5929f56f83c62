// SPDX-License-Identifier: GPL-3.0-or-later
// CliSweepPlot: the image of a sweep for `qmgrlab-cli sweep --plot`, drawn with QCustomPlot:
// with one parameter a line chart (x the parameter, one line per metric), with two a heat map
// of the first metric (QCPColorMap, x the first parameter, y the second). PNG, SVG or PDF by the
// file suffix. Built only with the GUI libraries (QMGRLAB_WITH_EXPORT).
#pragma once

#include "core/SweepGrid.h"
#include "core/SweepRunner.h"

#include <string>
#include <vector>

namespace qmgrlab {

// True when path ends in .png, .svg or .pdf (any case).
bool isSweepPlotPath(const std::string& path);

// results: the points that ran, in any order (failed ones are left blank). Returns false with a
// one-line *error when the file cannot be written.
bool writeSweepPlot(const std::string& path, const std::string& title, const SweepGrid& grid,
                    const std::vector<std::string>& metrics, const std::vector<SweepPointResult>& results,
                    std::string* error);

} // namespace qmgrlab
