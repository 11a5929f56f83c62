// SPDX-License-Identifier: GPL-3.0-or-later
// CliCompare: `qmgrlab-cli compare SCENARIO [--variant "NAME=VALUE,..." ...] [--all]
// [--metric NAMES] [--csv FILE] [--json FILE]`: runs the scenario as it is ("base") and with each
// variant's main.cf settings, and prints the metrics side by side: each variant's value, its
// difference to the base, and '*' on the best value of each metric whose registry says lower or
// higher is better. Without a variant it prints the base run's metrics alone. The run-level
// metrics by default; --all adds every transport's and queue's; --metric keeps only the named
// ones (a name without suffix stands for it at every level: run, transports and queues).
#pragma once

#include <string>
#include <vector>

namespace qmgrlab {

// The compare subcommand's arguments, as the command line gave them.
struct CompareOptions {
    std::string scenario;
    std::vector<std::string> variants;
    std::vector<std::string> metrics; // --metric names (each may hold several, comma-separated)
    std::string csvPath;              // empty: no CSV
    std::string jsonPath;             // empty: no JSON
    bool all = false;
};

// Returns 0 when the table (and the files asked for) were written; 2 for a bad variant or an
// unknown metric name (before anything runs), a suffixed --metric name that no run has, an
// output path naming the scenario, or a scenario that does not load or run;
// 1 when writing fails. Each failure is one line on stderr.
int runCompareCommand(const CompareOptions& options);

} // namespace qmgrlab
