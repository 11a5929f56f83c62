// SPDX-License-Identifier: GPL-3.0-or-later
// CliSweep: `qmgrlab-cli sweep --merge FILES... [--csv OUT]`: joins the CSV files the shards of a
// sweep wrote into one, rows in point order (core/SweepCsvMerge), to OUT or standard output.
#pragma once

#include <string>
#include <vector>

namespace qmgrlab {

// Returns 0 when the merged CSV was written; 2 when a file cannot be read, the shards do not
// fit together (a different header, a duplicate or missing point) or OUT is one of the inputs;
// 1 when writing fails. Each failure is one line on stderr.
int runSweepMergeCommand(const std::vector<std::string>& files, const std::string& csvPath);

} // namespace qmgrlab
