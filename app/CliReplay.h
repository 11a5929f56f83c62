// SPDX-License-Identifier: GPL-3.0-or-later
// CliReplay: `qmgrlab-cli replay LOG... [--main-cf FILE] [--master-cf FILE] [--transport-map FILE]
// [--year N] [--variant NAME=VALUE,...]... [--csv FILE] [--json FILE] [-o SCENARIO.json]
// [--destinations N]`: reads Postfix mail logs (core/maillog/MaillogReader), makes the scenario
// that replays them (ReplayScenarioBuilder), runs it and each variant (ReplayComparison) and prints
// the logged and simulated queue manager delay b per destination and for the whole log; the CSV,
// JSON and scenario go where asked ("-" for standard output). The logs' problems, the notes and the
// ignored settings go to standard error. docs/REPLAY.md.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace qmgrlab {

struct ReplayOptions {
    std::vector<std::string> logs;
    std::string mainCf; // empty: not given
    std::string masterCf;
    std::string transportMap;
    std::optional<int> year;
    std::vector<std::string> variants;
    std::string csv;
    std::string json;
    std::string scenario;  // -o
    int destinations = 10; // the busiest destinations printed; 0: all
};

// Returns 0 when the logs were replayed and every output written; 2 when an option, a server file
// or an output cannot be used, or the logs hold nothing to replay (the message says why); 1 when
// writing fails.
int runReplayCommand(const ReplayOptions& options);

} // namespace qmgrlab
