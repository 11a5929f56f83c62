// SPDX-License-Identifier: GPL-3.0-or-later
// CliNarrate: `qmgrlab-cli narrate SCENARIO [--variant NAME=VALUE ...] [--from STEP] [--to STEP]
// [--lang en|de|cs]`: prints the narration of the scenario's run step by step as the GUI words
// it, with each lesson bookmark's title and note, live figures filled in, where it falls
// (ui/narration/NarrationHandout). With --pdf FILE, writes the lesson's PDF handout instead
// (ui/lesson/LessonHandoutExporter): a page per bookmark within --from/--to. `narrate --course
// --pdf FILE [--lang ...]` writes the whole course's handout, from the examples embedded in the
// program. Needs the GUI's render library for the narrator, the pictures, the translations and
// the examples.
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
    std::string pdf;     // the handout's file, or empty for the text on standard output
    bool course = false; // the whole course's handout (with pdf, without a scenario)
};

// Returns 0 when the narration was printed or the handout written (a lesson figure that cannot
// be filled is marked in the text and named on stderr), 2 on a bad option (--course without
// --pdf or with a scenario, --variant, --from or --to; no scenario without --course), a scenario
// that does not load, a lesson without bookmarks in the steps asked for (--pdf) or an output that
// may not be written, 1 when writing failed.
int runNarrateCommand(const NarrateOptions& options);

} // namespace qmgrlab
