// SPDX-License-Identifier: GPL-3.0-or-later
// CliReplay: the logs read, the replay built and run, the figures printed, the outputs written.
#include "app/CliReplay.h"

#include "core/common/OutputFile.h"
#include "core/common/Text.h"
#include "core/maillog/DelayText.h"
#include "core/maillog/MaillogReader.h"
#include "core/maillog/RecipientOrder.h"
#include "core/maillog/ReplayComparison.h"
#include "core/maillog/ReplayCsv.h"
#include "core/maillog/ReplayJson.h"
#include "core/maillog/ReplayScenarioBuilder.h"
#include "core/run/RunBuilder.h"
#include "core/scenario/ScenarioError.h"
#include "core/whatif/ParameterOverrides.h"

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <memory>
#include <sstream>
#include <stdexcept>

namespace qmgrlab {

namespace {

int fail(const std::string& message, int status) {
    std::cerr << "qmgrlab-cli: replay: " << message << '\n';
    return status;
}

std::string spreadText(const DelaySpread& spread) {
    if (spread.count == 0)
        return "-";
    return formatDelay(spread.median) + " / " + formatDelay(spread.p95) + " / " + formatDelay(spread.max);
}

std::string share(const ReplayFigures& figures) {
    if (figures.paired == 0)
        return "-";
    char text[16];
    std::snprintf(text, sizeof text, "%.1f %%", 100.0 * figures.withinShare());
    return text;
}

void printTable(std::ostream& out, const ReplayComparison& comparison, int destinations) {
    const ReplayScenario& replay = comparison.replay();
    const std::vector<ReplayRun>& runs = comparison.runs();
    out << "replayed " << replay.scenario.messages.size() << " messages, " << replay.recipientCount()
        << " recipients, " << replay.lines.size() << " logged lines (delivery attempts and deferrals)\n";
    for (const ReplayRun& run : runs)
        out << "  " << run.label << ": " << run.pairedCount
            << " lines paired; unpaired: " << replay.lines.size() - run.pairedCount << " logged, "
            << run.extra.size() << " simulated; recipients left undelivered: " << run.undelivered << "\n";
    out << "b in seconds as median / 95th percentile / maximum over the paired lines; agree: the simulated b "
           "within max(1 s, 10 %) of the logged b; undelivered: recipients the run left unfinished (the base "
           "run stops at the log's last line, a variant goes on until each logged recipient has its lines or "
           "its last delivery)\n";
    std::vector<const ReplayFigures*> rows{&comparison.whole()};
    const std::vector<ReplayFigures>& all = comparison.destinations();
    const std::size_t shown =
        destinations <= 0 ? all.size() : std::min(all.size(), static_cast<std::size_t>(destinations));
    for (std::size_t i = 0; i < shown; ++i)
        rows.push_back(&all[i]);
    std::size_t width = 12;
    for (const ReplayFigures* row : rows)
        width = std::max(width, row->destination.size());
    std::vector<std::string> header{"destination", "lines",       "paired", "undelivered",
                                    "logged b",    "simulated b", "agree"};
    for (std::size_t k = 1; k < runs.size(); ++k) {
        header.push_back("b with " + runs[k].label);
        header.push_back("paired / undelivered");
    }
    std::vector<std::vector<std::string>> table{header};
    for (const ReplayFigures* row : rows) {
        std::vector<std::string> cells{row->destination.empty() ? "(whole log)" : row->destination,
                                       std::to_string(row->lines),
                                       std::to_string(row->paired),
                                       std::to_string(row->undelivered),
                                       spreadText(row->logged),
                                       spreadText(row->simulated),
                                       share(*row)};
        for (std::size_t k = 0; k < row->variants.size(); ++k) {
            cells.push_back(spreadText(row->variants[k]));
            cells.push_back(std::to_string(row->variants[k].count) + " / " +
                            std::to_string(row->variantUndelivered[k]));
        }
        table.push_back(std::move(cells));
    }
    std::vector<std::size_t> widths(header.size(), 0);
    for (const auto& cells : table)
        for (std::size_t c = 0; c < cells.size(); ++c)
            widths[c] = std::max(widths[c], cells[c].size());
    for (const auto& cells : table) {
        std::string line;
        for (std::size_t c = 0; c < cells.size(); ++c) {
            const std::size_t pad = widths[c] - cells[c].size();
            const bool number = c >= 1 && c <= 3;
            if (number)
                line.append(pad, ' ');
            line += cells[c];
            if (!number && c + 1 < cells.size())
                line.append(pad, ' ');
            if (c + 1 < cells.size())
                line += "  ";
        }
        out << line << '\n';
    }
    if (shown < all.size())
        out << "(" << all.size() - shown << " more destinations: --destinations 0 prints all)\n";
}

} // namespace

int runReplayCommand(const ReplayOptions& options) {
    std::vector<ParameterOverrides> variants;
    for (const std::string& spec : options.variants) {
        ParameterOverrides variant;
        try {
            variant.add(spec);
        } catch (const std::invalid_argument& error) {
            return fail(std::string("--variant: ") + error.what(), 2);
        }
        variants.push_back(std::move(variant));
    }
    if (options.year && (*options.year < 1970 || *options.year > 9999))
        return fail("--year: " + std::to_string(*options.year) + " is not a year from 1970 to 9999", 2);

    // The outputs: checked and opened before any work (one of them at most on standard output).
    std::vector<std::string> inputs = options.logs;
    for (const std::string* file : {&options.mainCf, &options.masterCf, &options.transportMap})
        if (!file->empty())
            inputs.push_back(*file);
    // The scenario, the CSV and the JSON (OutputFile: "-" is standard output, never over an input),
    // and the table on standard output unless one of them goes there.
    const std::string* paths[] = {&options.scenario, &options.csv, &options.json};
    int toStandardOutput = 0;
    for (const std::string* path : paths)
        toStandardOutput += !path->empty() && OutputFile::isStandardOutput(*path) ? 1 : 0;
    if (toStandardOutput > 1)
        return fail("-o, --csv and --json: only one of them can write to standard output", 2);
    for (std::size_t i = 0; i < 3; ++i)
        for (std::size_t j = i + 1; j < 3; ++j)
            if (!paths[i]->empty() && !paths[j]->empty() && OutputFile::sameOutput(*paths[i], *paths[j]))
                return fail("-o, --csv and --json: two of them name the same file " +
                                OutputFile::nameOf(*paths[i]),
                            2);
    std::unique_ptr<OutputFile> outputs[3];
    for (std::size_t i = 0; i < 3; ++i) {
        if (paths[i]->empty())
            continue;
        outputs[i] = std::make_unique<OutputFile>(*paths[i], inputs);
        if (!outputs[i]->ok())
            return fail(outputs[i]->error(), 2);
    }
    std::unique_ptr<OutputFile> table;
    if (toStandardOutput == 0) {
        table = std::make_unique<OutputFile>("-", inputs);
        if (!table->ok())
            return fail(table->error(), 2);
    }

    ReplayServerFiles files;
    try {
        if (!options.mainCf.empty())
            files.mainCf = readImportSource(options.mainCf);
        if (!options.masterCf.empty())
            files.masterCf = readImportSource(options.masterCf);
        if (!options.transportMap.empty())
            files.transportMap = readImportSource(options.transportMap);
    } catch (const ScenarioError& error) {
        return fail(error.what(), 2);
    }

    // The reader and the builder are gone once the scenario is built: what the builder kept of
    // the log is as large as the scenario itself.
    ReplayScenario replay;
    {
        MaillogOptions readerOptions;
        readerOptions.year = options.year;
        MaillogReader reader(readerOptions);
        ReplayScenarioBuilder builder;
        reader.read(options.logs, {&builder});
        const MaillogReport& report = reader.report();
        for (const MaillogProblem& problem : report.problems)
            std::cerr << "qmgrlab-cli: replay: " << report.message(problem).english() << '\n';
        for (const RuleText& note : report.notes)
            std::cerr << "qmgrlab-cli: replay: note: " << note.english() << '\n';
        if (builder.messagesKept() == 0)
            return fail(
                "nothing to replay: the logs show no message the queue manager handled (lines read: " +
                    std::to_string(report.totalLines) + ")",
                2);
        try {
            replay = builder.build(report, files);
            RecipientOrder::refine(replay, "the replay");
        } catch (const ScenarioError& error) {
            return fail(error.what(), 2);
        }
    }
    for (const IgnoredParameter& ignored : replay.ignored)
        std::cerr << "qmgrlab-cli: replay: ignored " << ignored.name << " (" << ignored.place.english()
                  << "): " << ignored.reason.english() << '\n';
    for (const RuleText& note : replay.notes)
        std::cerr << "qmgrlab-cli: replay: note: " << note.english() << '\n';
    try {
        std::vector<std::string> names;
        for (const ParameterOverrides& variant : variants)
            for (const ParameterSetting& setting : variant.settings())
                names.push_back(setting.name);
        checkParameterTransports(names, *resolveScenario(replay.scenario, "replay"));
    } catch (const std::invalid_argument& error) {
        return fail(std::string("--variant: ") + error.what(), 2);
    }
    std::vector<std::string> inferred;
    for (const InferredLimit& limit : replay.inferred)
        inferred.push_back(limit.name());
    for (const ParameterOverrides& variant : variants)
        for (const RuleText& shadowed : variant.shadowed(replay.scenario, inferred))
            std::cerr << "qmgrlab-cli: replay: warning: " << shadowed.english() << '\n';

    const ReplayComparison comparison(replay, variants, "the replay");
    for (const ReplayRun& run : comparison.runs())
        for (const RuleText& note : run.notes)
            std::cerr << "qmgrlab-cli: replay: note: " << note.english() << '\n';
    if (table)
        printTable(table->stream(), comparison, options.destinations);
    if (outputs[0])
        outputs[0]->stream() << scenarioToJson(replay.scenario);
    if (outputs[1])
        writeReplayCsv(outputs[1]->stream(), comparison);
    if (outputs[2])
        writeReplayJson(outputs[2]->stream(), comparison);
    for (OutputFile* output : {table.get(), outputs[0].get(), outputs[1].get(), outputs[2].get()})
        if (output != nullptr && !output->commit())
            return fail(output->error(), 1);
    return 0;
}

} // namespace qmgrlab
