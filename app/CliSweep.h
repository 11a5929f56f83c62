// SPDX-License-Identifier: GPL-3.0-or-later
// CliSweep: `qmgrlab-cli sweep SCENARIO --param SPEC [--param SPEC] --metric NAMES --csv FILE
// [--plot FILE] [--jobs N] [--shard K/N]` runs the points of a parameter sweep (SweepGrid,
// SweepRunner) and writes one CSV row per point: point,<parameters>,<metrics>,error. Each shard
// writes its points; `qmgrlab-cli sweep --merge FILES... [--csv OUT]` joins the shards' files into
// one, rows in point order (core/SweepCsvMerge), to OUT or standard output.
#pragma once

#include <string>
#include <vector>

namespace qmgrlab {

// The running sweep's arguments, as the command line gave them.
struct SweepOptions {
    std::string scenario;
    std::vector<std::string> parameters; // --param specs
    std::vector<std::string> metrics;    // --metric names (each may hold several, comma-separated)
    std::string csvPath;
    std::string plotPath;   // empty: no plot
    std::string plotFormat; // png, svg or pdf; empty: the suffix of plotPath
    unsigned jobs = 0;      // 0: every core
    std::string shard;      // "K/N"; empty: every point
};

// Returns 0 when every point ran and the CSV (and plot) were written; 1 when some point failed
// (its row says why) or writing failed; 2, before anything runs, for a bad --param, --metric
// (with the close names) or --shard, an output that is refused or cannot be opened, or a
// scenario that does not load.
int runSweepCommand(const SweepOptions& options);

// Returns 0 when the merged CSV was written; 2 when a file cannot be read, the shards do not
// fit together (a different header, a duplicate or missing point) or OUT is refused (one of the
// inputs) or cannot be opened; 1 when writing fails. Each failure is one line on stderr. An
// empty csvPath, or -, is standard output.
int runSweepMergeCommand(const std::vector<std::string>& files, const std::string& csvPath);

} // namespace qmgrlab
