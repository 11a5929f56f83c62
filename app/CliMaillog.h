// SPDX-License-Identifier: GPL-3.0-or-later
// CliMaillog: `qmgrlab-cli run SCENARIO --maillog FILE [--maillog-epoch TIME] [--trace FILE]`:
// runs the scenario and writes the run as the Postfix mail log a server would have written
// (core/maillog/SimulatedMaillog, docs/REPLAY.md) to FILE, or to standard output for "-"; the
// trace is written too when --trace names a file.
#pragma once

#include <string>

namespace qmgrlab {

struct RunMaillogOptions {
    std::string scenario;
    std::string maillog;
    std::string epoch; // empty: the scenario's epoch, else 1970-01-01T00:00:00Z
    std::string trace; // empty: no trace
};

// Returns 0 when everything was written; 2 when the scenario or an option cannot be used, or an
// output would overwrite an input; 1 when writing fails.
int runMaillogCommand(const RunMaillogOptions& options);

} // namespace qmgrlab
