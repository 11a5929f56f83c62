// SPDX-License-Identifier: GPL-3.0-or-later
// CliImport: `qmgrlab-cli import [--main-cf FILE] [--master-cf FILE] [--queue FILE]
// [--transport-map FILE] [-o OUT]`: builds a scenario from a Postfix server's files
// (core/ServerImport, docs/IMPORT.md) and writes it to standard output or OUT; the parameters it
// ignored and the assumptions it made go to standard error.
#pragma once

#include <string>

namespace qmgrlab {

// The import subcommand's arguments, as the command line gave them (empty: not given).
struct ImportOptions {
    std::string mainCf;
    std::string masterCf;
    std::string queue;
    std::string transportMap;
    std::string out;
};

// Returns 0 when the scenario was written; 2 when an input cannot be read or used (the message
// names the file and line) or OUT is one of the inputs; 1 when writing fails.
int runImportCommand(const ImportOptions& options);

} // namespace qmgrlab
