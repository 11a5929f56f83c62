// SPDX-License-Identifier: GPL-3.0-or-later
// CliMaillog: the scenario checked, the outputs opened, the run written as a mail log.
#include "app/CliMaillog.h"

#include "core/common/OutputFile.h"
#include "core/common/Text.h"
#include "core/maillog/SimulatedMaillog.h"
#include "core/run/RunBuilder.h"
#include "core/scenario/Configuration.h"

#include <iostream>
#include <memory>
#include <optional>
#include <vector>

namespace qmgrlab {

namespace {

int fail(const std::string& message, int status) {
    std::cerr << "qmgrlab-cli: run: " << message << '\n';
    return status;
}

// Where one output goes: standard output for "-", else a file through OutputFile.
struct Output {
    std::optional<OutputFile> file;
    std::ostream* stream = nullptr;
};

bool openOutput(const std::string& path, const std::string& input, Output& output, std::string& error) {
    if (path == "-") {
        output.stream = &std::cout;
        return true;
    }
    output.file.emplace(path, std::vector<std::string>{input});
    if (!output.file->ok()) {
        error = output.file->error();
        return false;
    }
    output.stream = &output.file->stream();
    return true;
}

} // namespace

int runMaillogCommand(const RunMaillogOptions& options) {
    SimulatedMaillogOptions maillog;
    if (!setMaillogEpoch(options.epoch, maillog))
        return fail("--maillog-epoch: " + quoteForMessage(options.epoch) +
                        " is no time: give RFC 3339 (2024-03-14T08:00:00+01:00) or whole seconds since 1970",
                    2);
    if (options.maillog == "-" && options.trace == "-")
        return fail("--maillog and --trace cannot both write to standard output", 2);
    if (!options.trace.empty() && OutputFile::sameOutput(options.trace, options.maillog))
        return fail("--maillog and --trace name the same file " + quoteForMessage(options.maillog), 2);

    // A broken scenario is reported before any output exists, and an output that may not be
    // written before anything runs; a bookmark past the run's end leaves no output either (the
    // files are written to temporaries, committed only at the end).
    Scenario loaded = loadScenarioFile(options.scenario);
    // Without --maillog-epoch, the scenario's own epoch (a replay's: the log's clock).
    if (options.epoch.empty() && loaded.epoch && !setMaillogEpoch(*loaded.epoch, maillog))
        return fail(
            options.scenario + ": epoch: " + quoteForMessage(*loaded.epoch) + " is no time qmgrlab reads", 2);
    Output log;
    Output trace;
    std::string error;
    if (!openOutput(options.maillog, options.scenario, log, error))
        return fail(error, 2);
    if (!options.trace.empty() && !openOutput(options.trace, options.scenario, trace, error))
        return fail(error, 2);
    checkLessonFits(loaded, options.scenario);
    auto config = std::make_shared<const Configuration>(
        Configuration::fromScenario(std::move(loaded), options.scenario, RecipientTracking::Always));
    writeSimulatedMaillog(config, *log.stream, trace.stream, maillog, options.scenario);
    for (Output* output : {&log, &trace}) {
        if (output->file) {
            if (!output->file->commit())
                return fail(output->file->error(), 1);
        } else if (output->stream != nullptr && !(*output->stream << std::flush)) {
            return fail("standard output: writing failed", 1);
        }
    }
    return 0;
}

} // namespace qmgrlab
