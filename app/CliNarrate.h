// SPDX-License-Identifier: GPL-3.0-or-later
// CliNarrate: `qmgrlab-cli narrate SCENARIO [--variant NAME=VALUE ...] [--from STEP] [--to STEP]
// [--lang en|de|cs]`: prints the narration of the scenario's run step by step as the GUI words
// it, with each lesson bookmark's title and note, live figures filled in, where it falls
// (ui/narration/NarrationHandout). Needs the GUI library for the narrator and its translations.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace qmgrlab {

// The narrate subcommand's arguments, as the command line gave them.
struct NarrateOptions {
    std::string scenario;
    std::vector<std::string> variants; // NAME=VALUE[,NAME=VALUE...], all applied together
    std::optional<std::size_t> from;   // 1-based step, inclusive
    std::optional<std::size_t> to;
    std::string lang = "en";
};

// Returns 0 when the narration was printed (a lesson figure that cannot be filled is marked in
// the text and named on stderr), 2 on a bad option or a scenario that does not load.
int runNarrateCommand(const NarrateOptions& options);

} // namespace qmgrlab
