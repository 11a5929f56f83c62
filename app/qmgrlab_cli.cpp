// SPDX-License-Identifier: GPL-3.0-or-later
// qmgrlab-cli: the headless program. Runs a scenario and writes its trace (run), prints
// each transport's delivery-slot string (slots), exports a timeline image (export), compares the
// metrics of variants (compare), runs a parameter sweep or joins the CSV files of a sweep's shards
// (sweep, sweep --merge), builds a scenario from a server's files (import), or prints the narration
// with the lesson's notes (narrate), or replays a Postfix mail log and compares the simulated queue
// manager delay with the logged one (replay).
// The command line is parsed with CLI11; each subcommand has its own --help.
#include "app/CliCompare.h"
#include "app/CliImport.h"
#include "app/CliMaillog.h"
#include "app/CliReplay.h"
#include "app/CliSweep.h"
#include "core/common/OutputFile.h"
#include "core/common/Text.h"
#include "core/run/DeliverySlots.h"
#include "core/run/RunBuilder.h"
#include "core/scenario/Configuration.h"
#include "core/scenario/ScenarioError.h"
#include "core/whatif/ParameterOverrides.h"
#include "core/whatif/VariantRun.h"

// The narrate options are parsed in every build; only the full build can act on them.
#include "app/CliNarrate.h"
#ifdef QMGRLAB_WITH_EXPORT
#include "app/CliExport.h"
#endif

#include <CLI/CLI.hpp>
#include <charconv>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace {

int runCommand(const std::string& scenario, const std::string& tracePath) {
    // A broken scenario is reported before the trace's output is opened; a file gets the trace
    // through a temporary renamed over it only when the whole trace was written.
    qmgrlab::Scenario loaded = qmgrlab::loadScenarioFile(scenario);
    qmgrlab::OutputFile trace(tracePath.empty() ? "-" : tracePath, {scenario});
    if (!trace.ok()) {
        std::cerr << "qmgrlab-cli: " << trace.error() << '\n';
        return 2;
    }
    // The trace is streamed, never kept, and the run is never sought: only the start checkpoint.
    qmgrlab::buildRun(std::move(loaded), scenario, qmgrlab::Run::streamed(&trace.stream()));
    if (!trace.commit()) {
        std::cerr << "qmgrlab-cli: " << trace.error() << '\n';
        return 1;
    }
    return 0;
}

// The slot strings of the scenario, or with a variant's main.cf settings.
int slotsCommand(const std::string& scenario, const std::optional<std::string>& variantSpec) {
    qmgrlab::ParameterOverrides variant;
    try {
        if (variantSpec)
            variant.add(*variantSpec);
    } catch (const std::invalid_argument& error) {
        std::cerr << "qmgrlab-cli: slots: --variant: " << error.what() << '\n';
        return 2;
    }
    const qmgrlab::Scenario loaded = qmgrlab::loadScenarioFile(scenario);
    try {
        std::vector<std::string> names;
        for (const qmgrlab::ParameterSetting& setting : variant.settings())
            names.push_back(setting.name);
        qmgrlab::checkParameterTransports(names, *qmgrlab::resolveScenario(loaded, scenario));
    } catch (const std::invalid_argument& error) {
        std::cerr << "qmgrlab-cli: slots: --variant: " << error.what() << '\n';
        return 2;
    }
    qmgrlab::OutputFile out("-", {scenario});
    if (!out.ok()) {
        std::cerr << "qmgrlab-cli: slots: " << out.error() << '\n';
        return 2;
    }
    const auto run = qmgrlab::runVariant(loaded, scenario, variant, qmgrlab::VariantRunKind::Recorded);
    for (const auto& [transport, slotString] : qmgrlab::deliverySlotStrings(run->config(), run->recording()))
        if (!slotString.empty())
            out.stream() << transport << ' ' << slotString << '\n';
    if (!out.commit()) {
        std::cerr << "qmgrlab-cli: slots: " << out.error() << '\n';
        return 1;
    }
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app("qmgrlab-cli: runs Postfix queue manager (nqmgr) scenarios without a display.",
                 "qmgrlab-cli");
    app.set_version_flag("--version", "qmgrlab-cli " QMGRLAB_VERSION);
    app.require_subcommand(1);
    // CLI11's reports quote the command line's words whole: echoed as every echo is.
    app.failure_message([](const CLI::App*, const CLI::Error& error) {
        return qmgrlab::cutForMessage(error.what(), 300) + "\nRun with --help for more information.\n";
    });

    std::string scenario;
    std::string tracePath;
    CLI::App* run = app.add_subcommand("run", "Run a scenario and write its trace (JSON Lines)");
    run->add_option("scenario", scenario, "The scenario file (JSON)")->required()->type_name("FILE");
    run->add_option("--trace", tracePath,
                    "Write the trace to this file (- for standard output, the default; a device or a pipe is "
                    "written as it is)")
        ->type_name("FILE");
    qmgrlab::RunMaillogOptions maillogOptions;
    CLI::Option* maillogOption =
        run->add_option("--maillog", maillogOptions.maillog,
                        "Write the run as a Postfix mail log to this file (- for standard output) instead of "
                        "the trace; with --trace FILE the trace is written too")
            ->type_name("FILE");
    run->add_option("--maillog-epoch", maillogOptions.epoch,
                    "The mail log's wall-clock time of simulated time 0: RFC 3339 (its offset is the log's "
                    "zone) or seconds since 1970; default the scenario's epoch, else 1970-01-01T00:00:00Z")
        ->needs(maillogOption);

    std::string slotsVariant;
    CLI::App* slots = app.add_subcommand("slots", "Print each transport's delivery-slot string");
    slots->add_option("scenario", scenario, "The scenario file (JSON)")->required()->type_name("FILE");
    CLI::Option* slotsVariantOption = slots->add_option(
        "--variant", slotsVariant, "Run with these main.cf settings: NAME=VALUE,NAME=VALUE");

    CLI::App* exportCommand =
        app.add_subcommand("export", "Run a scenario and write its delivery-slot timeline as an image");
#ifdef QMGRLAB_WITH_EXPORT
    qmgrlab::ExportOptions exportOptions;
    exportCommand->add_option("scenario", exportOptions.scenario, "The scenario file (JSON)")
        ->required()
        ->type_name("FILE");
    exportCommand
        ->add_option("--out", exportOptions.out,
                     "The image file: FILE.png, FILE.svg or FILE.pdf (- for standard output, with --format)")
        ->required()
        ->type_name("FILE");
    exportCommand->add_option("--format", exportOptions.format,
                              "The image type, png, svg or pdf (default: the --out file's suffix)");
    exportCommand->add_option("--transport", exportOptions.transport, "Only this transport's timeline");
    exportCommand
        ->add_option_function<std::string>(
            "--steps",
            [&exportOptions](const std::string& text) {
                // Decimal digits only: CLI11's own conversion takes "-3" and "0x10".
                std::size_t steps = 0;
                const char* end = text.data() + text.size();
                const auto [ptr, ec] = std::from_chars(text.data(), end, steps);
                if (ec != std::errc() || ptr != end)
                    throw CLI::ValidationError("--steps", "needs a whole number of steps, not " +
                                                              qmgrlab::quoteForMessage(text));
                exportOptions.steps = steps;
            },
            "Stop after N steps (default: the end of the run)")
        ->type_name("N");
    exportCommand->add_option("--size", exportOptions.size, "WIDTHxHEIGHT in pixels, each 200 to 12000")
        ->capture_default_str();
    exportCommand->add_flag("--dark", exportOptions.dark, "Dark colours instead of light ones for print");
#else
    exportCommand->allow_extras();
#endif

    qmgrlab::NarrateOptions narrateOptions;
    CLI::App* narrate = app.add_subcommand(
        "narrate",
        "Print the narration step by step as the GUI words it, with the lesson's notes where they fall");
    narrate->add_option("scenario", narrateOptions.scenario, "The scenario file (JSON); none with --course")
        ->type_name("FILE");
    narrate->add_option("--variant", narrateOptions.variants,
                        "Run with these main.cf settings: NAME=VALUE[,NAME=VALUE] (repeatable, all applied)");
    narrate->add_option("--from", narrateOptions.from, "The first step to tell (1-based, default 1)");
    narrate->add_option("--to", narrateOptions.to, "The last step to tell (default: the run's last)");
    narrate->add_option("--lang", narrateOptions.lang, "The language of the narration: en, de or cs")
        ->check(CLI::IsMember({"en", "de", "cs"}));
    narrate
        ->add_option(
            "--pdf", narrateOptions.pdf,
            "Write the lesson as a PDF handout to this file instead (- for standard output; one page "
            "per bookmark within --from/--to: title, note, timeline, job list and the step's "
            "narration)")
        ->type_name("FILE");
    narrate->add_flag(
        "--course", narrateOptions.course,
        "Write the handout of the whole course instead (with --pdf, no scenario): the contents, "
        "then every lesson's pages in the course's order");

    qmgrlab::CompareOptions compareOptions;
    CLI::App* compare =
        app.add_subcommand("compare", "Run a scenario and variants of it and compare their metrics");
    compare->add_option("scenario", compareOptions.scenario, "The scenario file (JSON)")
        ->required()
        ->type_name("FILE");
    compare->add_option("--variant", compareOptions.variants,
                        "main.cf settings of one variant, NAME=VALUE,NAME=VALUE (repeat for more variants; "
                        "none: the scenario's metrics alone); a delivery agent's master.cf process limit "
                        "as SERVICE/unix/maxproc=N");
    compare->add_flag("--all", compareOptions.all, "Every transport's and queue's metrics too");
    compare->add_option(
        "--metric", compareOptions.metrics,
        "Only these metrics: NAME[,NAME...]; a name without suffix at every level (docs/metrics.md)");
    compare
        ->add_option("--csv", compareOptions.csvPath,
                     "Also write the table as CSV to this file (-: to standard output, instead of the "
                     "table's text)")
        ->type_name("FILE");
    compare
        ->add_option("--json", compareOptions.jsonPath,
                     "Also write the table as JSON to this file (-: to standard output, instead of the "
                     "table's text)")
        ->type_name("FILE");

    std::vector<std::string> shardFiles;
    qmgrlab::SweepOptions sweepOptions;
    CLI::App* sweep = app.add_subcommand(
        "sweep",
        "Run a parameter sweep and write one CSV row per point, or join the CSV files of its shards");
    sweep->add_option("scenario", sweepOptions.scenario, "The scenario file (JSON)")->type_name("FILE");
    sweep->add_option("--param", sweepOptions.parameters,
                      "A swept parameter: NAME=V1,V2,... or NAME=FROM..TO[:STEP] (at most two)");
    sweep->add_option("--metric", sweepOptions.metrics,
                      "The metrics to record: NAME[,NAME...] (docs/metrics.md)");
    sweep
        ->add_option("--csv", sweepOptions.csvPath,
                     "The CSV file, - for standard output (with --merge: write the merged CSV there instead "
                     "of standard output)")
        ->type_name("FILE");
    sweep
        ->add_option(
            "--plot", sweepOptions.plotPath,
            "Also draw the sweep: FILE.png, FILE.svg or FILE.pdf (a line chart, or a heat map for two "
            "parameters; - for standard output, with --format)")
        ->type_name("FILE");
    sweep->add_option("--format", sweepOptions.plotFormat,
                      "The image type of --plot, png, svg or pdf (default: the --plot file's suffix)");
    sweep->add_option("--jobs", sweepOptions.jobs, "Points run at once (default 0: every core)")
        ->check(CLI::Range(0u, 1024u));
    sweep->add_option("--shard", sweepOptions.shard, "Run only shard K of N (points K, K+N, ...): K/N");
    sweep->add_option("--merge", shardFiles, "Join these shards' CSV files in point order instead of running")
        ->type_name("FILE");

    qmgrlab::ImportOptions importOptions;
    CLI::App* import =
        app.add_subcommand("import", "Build a scenario from a Postfix server's files (docs/IMPORT.md)");
    import->add_option("--main-cf", importOptions.mainCf, "main.cf or postconf -n output")->type_name("FILE");
    import->add_option("--master-cf", importOptions.masterCf, "master.cf")->type_name("FILE");
    import->add_option("--queue", importOptions.queue, "postqueue -j output")->type_name("FILE");
    import
        ->add_option("--transport-map", importOptions.transportMap,
                     "A transport map's source: domain transport")
        ->type_name("FILE");
    import
        ->add_option("-o,--out", importOptions.out,
                     "Write the scenario to this file (- for standard output, the default)")
        ->type_name("FILE");

    qmgrlab::ReplayOptions replayOptions;
    CLI::App* replay = app.add_subcommand(
        "replay", "Replay Postfix mail logs through the simulator and compare the queue manager's delay b "
                  "with the logged one (docs/REPLAY.md)");
    replay
        ->add_option("logs", replayOptions.logs,
                     "The mail logs (any order; .gz read directly; - for standard input)")
        ->required();
    replay->add_option("--main-cf", replayOptions.mainCf, "The server's main.cf or postconf -n output");
    replay->add_option("--master-cf", replayOptions.masterCf, "The server's master.cf");
    replay->add_option("--transport-map", replayOptions.transportMap,
                       "The source of the server's transport map: domain transport");
    replay->add_option(
        "--year", replayOptions.year,
        "The year of the log's first line when its time stamps have none (default: this year)");
    replay->add_option(
        "--variant", replayOptions.variants,
        "Also replay with these main.cf settings: NAME=VALUE,NAME=VALUE (repeat for more variants); "
        "a delivery agent's master.cf process limit as SERVICE/unix/maxproc=N (e.g. smtp/unix/maxproc=20)");
    replay->add_option(
        "--csv", replayOptions.csv,
        "Write one row per delivery line (logged and simulated b) to this file (- for standard output)");
    replay->add_option("--json", replayOptions.json,
                       "Write the figures as JSON to this file (- for standard output)");
    replay->add_option("-o,--out", replayOptions.scenario,
                       "Write the scenario the replay ran to this file (- for standard output)");
    replay
        ->add_option("--destinations", replayOptions.destinations,
                     "How many of the busiest destinations to print (default 10; 0: all)")
        ->check(CLI::Range(0, 1000000));

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        // CLI11 reports a word that names no subcommand as a missing one: name the word instead.
        if (app.get_subcommands().empty() && argc > 1 && argv[1][0] != '-') {
            std::cerr << "qmgrlab-cli: unknown command " << qmgrlab::quoteForMessage(argv[1])
                      << "; the commands are run, slots, export, narrate, compare, sweep, import and replay "
                         "(see --help)\n";
            return 2;
        }
        // --help and --version exit 0; every usage error exits 2.
        return app.exit(error) == 0 ? 0 : 2;
    }

    const auto runSubcommand = [&]() -> int {
        if (run->parsed() && maillogOption->count() > 0) {
            maillogOptions.scenario = scenario;
            maillogOptions.trace = tracePath;
            return qmgrlab::runMaillogCommand(maillogOptions);
        }
        if (run->parsed())
            return runCommand(scenario, tracePath);
        if (slots->parsed())
            return slotsCommand(scenario, slotsVariantOption->count() > 0
                                              ? std::optional<std::string>(slotsVariant)
                                              : std::nullopt);
        if (compare->parsed())
            return qmgrlab::runCompareCommand(compareOptions);
        if (import->parsed())
            return qmgrlab::runImportCommand(importOptions);
        if (replay->parsed())
            return qmgrlab::runReplayCommand(replayOptions);
        if (sweep->parsed() && !shardFiles.empty()) {
            if (!sweepOptions.scenario.empty() || !sweepOptions.parameters.empty() ||
                !sweepOptions.metrics.empty() || !sweepOptions.plotPath.empty() ||
                !sweepOptions.plotFormat.empty() || !sweepOptions.shard.empty()) {
                std::cerr << "qmgrlab-cli: sweep: --merge takes only the shards' files and --csv\n";
                return 2;
            }
            return qmgrlab::runSweepMergeCommand(shardFiles, sweepOptions.csvPath);
        }
        if (sweep->parsed()) {
            if (sweepOptions.scenario.empty() || sweepOptions.csvPath.empty()) {
                std::cerr << "qmgrlab-cli: sweep: needs SCENARIO --param SPEC --metric NAMES --csv FILE, or "
                             "--merge FILES to join shards (see sweep --help)\n";
                return 2;
            }
            return qmgrlab::runSweepCommand(sweepOptions);
        }
#ifdef QMGRLAB_WITH_EXPORT
        if (narrate->parsed())
            return qmgrlab::runNarrateCommand(narrateOptions);
        return qmgrlab::runExportCommand(exportOptions);
#else
        std::cerr << "qmgrlab-cli: " << (narrate->parsed() ? "narrate" : "export")
                  << " needs the full build (with the GUI libraries); this qmgrlab-cli was built without "
                     "them (QMGRLAB_BUILD_GUI=OFF)\n";
        return 2;
#endif
    };
    try {
        // Every command writes its output through an OutputFile, which reports a failed write.
        return runSubcommand();
    } catch (const qmgrlab::ScenarioError& error) {
        std::cerr << "qmgrlab-cli: " << error.what() << '\n';
        return 2;
    } catch (const std::bad_alloc&) {
        std::cerr << "qmgrlab-cli: out of memory while simulating\n";
        return 2;
    } catch (const std::exception& error) {
        std::cerr << "qmgrlab-cli: " << qmgrlab::cutForMessage(error.what(), 1000) << '\n';
        return 1;
    }
}
