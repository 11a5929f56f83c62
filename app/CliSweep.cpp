// SPDX-License-Identifier: GPL-3.0-or-later
// CliSweep: running a sweep (every argument checked before the first point runs, a progress bar
// on a terminal, the sweep table's CSV, core/SweepTable), and reading the shard files, merging them and
// writing the result, checked at each step.
#include "app/CliSweep.h"

#include "core/common/OutputFile.h"
#include "core/common/Text.h"
#include "core/run/RunBuilder.h"
#include "core/scenario/InputFile.h"
#include "core/scenario/ScenarioError.h"
#include "core/whatif/MetricRegistry.h"
#include "core/whatif/ParameterOverrides.h"
#include "core/whatif/SweepCsvMerge.h"
#include "core/whatif/SweepGrid.h"
#include "core/whatif/SweepRunner.h"
#include "core/whatif/SweepTable.h"

#ifdef QMGRLAB_WITH_EXPORT
#include "app/CliExport.h"
#include "app/CliSweepPlot.h"
#endif

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <unistd.h>

namespace qmgrlab {

namespace {

int fail(const std::string& message, int status) {
    std::cerr << "qmgrlab-cli: sweep: " << message << '\n';
    return status;
}

// Levenshtein distance, for suggesting metric names.
std::size_t editDistance(const std::string& a, const std::string& b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

// The registry's names close to an unknown one: a few edits away, or one inside the other.
std::string closeMetricNames(const std::string& unknown) {
    const std::string base = unknown.substr(0, unknown.find('.'));
    std::set<std::string> close;
    for (const MetricDefinition& definition : metricDefinitions()) {
        const std::string& name = definition.name;
        if (editDistance(base, name) <= std::max<std::size_t>(2, name.size() / 4) ||
            (base.size() >= 4 && name.find(base) != std::string::npos) ||
            (name.size() >= 4 && base.find(name) != std::string::npos))
            close.insert(name);
    }
    std::string text;
    for (const std::string& name : close)
        text += (text.empty() ? "" : ", ") + name;
    return text;
}

// "K/N" with 1 <= K <= N.
std::optional<std::pair<std::size_t, std::size_t>> parseShard(const std::string& text) {
    const std::size_t slash = text.find('/');
    if (slash == std::string::npos)
        return std::nullopt;
    std::size_t k = 0;
    std::size_t n = 0;
    const char* kEnd = text.data() + slash;
    const char* nEnd = text.data() + text.size();
    const auto [kPtr, kError] = std::from_chars(text.data(), kEnd, k);
    const auto [nPtr, nError] = std::from_chars(kEnd + 1, nEnd, n);
    if (kError != std::errc() || kPtr != kEnd || nError != std::errc() || nPtr != nEnd || k < 1 || k > n)
        return std::nullopt;
    return std::make_pair(k, n);
}

void showProgress(std::size_t done, std::size_t total) {
    constexpr std::size_t kWidth = 30;
    const std::size_t filled = total == 0 ? kWidth : done * kWidth / total;
    std::cerr << "\rsweep [" << std::string(filled, '#') << std::string(kWidth - filled, '.') << "] " << done
              << '/' << total << " points" << (done == total ? "\n" : "") << std::flush;
}

} // namespace

int runSweepCommand(const SweepOptions& options) {
    SweepGrid grid;
    try {
        for (const std::string& spec : options.parameters)
            grid.addParameter(spec);
    } catch (const std::invalid_argument& error) {
        return fail(std::string("--param: ") + error.what(), 2);
    }
    if (grid.size() == 0)
        return fail("--param is required: NAME=V1,V2,... or NAME=FROM..TO[:STEP]", 2);

    const std::vector<std::string> metrics = splitNameLists(options.metrics);
    if (metrics.empty())
        return fail("--metric needs at least one metric name (see docs/metrics.md)", 2);
    for (const std::string& name : metrics) {
        if (findMetricDefinition(name) == nullptr) {
            const std::string close = closeMetricNames(name);
            return fail("--metric: unknown metric " + quoteForMessage(name) +
                            (close.empty() ? std::string("; the metrics are listed in docs/metrics.md")
                                           : "; close names: " + close),
                        2);
        }
    }

    std::vector<std::size_t> points;
    if (options.shard.empty()) {
        for (std::size_t number = 1; number <= grid.size(); ++number)
            points.push_back(number);
    } else {
        const auto shard = parseShard(options.shard);
        if (!shard)
            return fail("--shard needs K/N with 1 <= K <= N, not " + quoteForMessage(options.shard), 2);
        points = grid.shard(shard->first, shard->second);
    }

    // The outputs are opened before anything runs: never over the scenario (OutputFile's rules).
    OutputFile csv(options.csvPath, {options.scenario});
    if (!csv.ok())
        return fail(csv.error(), 2);
    std::optional<OutputFile> plot;
    std::string plotFormat;
    if (!options.plotPath.empty()) {
#ifdef QMGRLAB_WITH_EXPORT
        std::string error;
        plotFormat = pageFormat(options.plotPath, options.plotFormat, "--plot", &error);
        if (plotFormat.empty())
            return fail(error, 2);
        if (OutputFile::sameOutput(options.plotPath, options.csvPath))
            return fail(OutputFile::nameOf(options.plotPath) + ": the plot would overwrite the CSV file", 2);
        plot.emplace(options.plotPath, std::vector<std::string>{options.scenario, options.csvPath});
        if (!plot->ok())
            return fail(plot->error(), 2);
#else
        return fail("--plot needs the full build (with the GUI libraries); this qmgrlab-cli was built "
                    "without them (QMGRLAB_BUILD_GUI=OFF)",
                    2);
#endif
    } else if (!options.plotFormat.empty()) {
        return fail("--format gives the image type of --plot, and there is no --plot", 2);
    }

    const Scenario base = loadScenarioFile(options.scenario);
    // A suffixed metric must name one of the scenario's transports (".smtp", ".smtp:example.com").
    const auto config = resolveScenario(base, options.scenario);
    try {
        std::vector<std::string> names;
        for (const SweepGrid::Axis& axis : grid.axes())
            names.push_back(axis.name);
        checkParameterTransports(names, *config);
    } catch (const std::invalid_argument& error) {
        return fail(std::string("--param: ") + error.what(), 2);
    }
    for (const std::string& name : metrics) {
        const std::size_t dot = name.find('.');
        if (dot == std::string::npos)
            continue;
        const std::string transport = name.substr(dot + 1, name.find(':', dot) - dot - 1);
        if (config->transportIndex(transport) < 0) {
            std::string known;
            for (const auto& t : config->transports())
                known += (known.empty() ? "" : ", ") + t.name;
            return fail("--metric " + quoteForMessage(name) + ": the scenario has no transport " +
                            quoteForMessage(transport) + " (it has: " + known + ")",
                        2);
        }
    }

    const bool progress = isatty(STDERR_FILENO) == 1;
    std::vector<std::string> parameters;
    for (const SweepGrid::Axis& axis : grid.axes())
        parameters.push_back(axis.name);
    SweepTable table(parameters, metrics);
    std::size_t done = 0;
    if (progress)
        showProgress(0, points.size());
    runSweep(base, options.scenario, grid, points, options.jobs, [&](SweepPointResult result) {
        table.add(std::move(result));
        if (progress)
            showProgress(++done, points.size());
    });
    const std::vector<SweepPointResult>& results = table.results();

    csv.stream() << table.csv();
    if (!csv.commit())
        return fail(csv.error(), 1);
#ifdef QMGRLAB_WITH_EXPORT
    if (plot) {
        std::string bytes;
        std::string error;
        if (!encodeSweepPlot(plotFormat, base.title, grid, table, &bytes, &error))
            return fail(plot->name() + ": " + error, 1);
        plot->stream() << bytes;
        if (!plot->commit())
            return fail(plot->error(), 1);
    }
#endif
    const auto failed = std::count_if(results.begin(), results.end(),
                                      [](const SweepPointResult& result) { return !result.error.empty(); });
    if (failed > 0)
        return fail(std::to_string(failed) + " of " + std::to_string(results.size()) +
                        " points failed; the error column of " + csv.name() + " says why",
                    1);
    return 0;
}

int runSweepMergeCommand(const std::vector<std::string>& files, const std::string& csvPath) {
    // The output is opened before any shard is read: never one of the shards (OutputFile's rules).
    OutputFile out(csvPath.empty() ? "-" : csvPath, files);
    if (!out.ok())
        return fail(out.error(), 2);
    SweepCsvMerge merge;
    std::string merged;
    try {
        for (const std::string& name : files)
            merge.add(name,
                      readInputFile(name, SweepCsvMerge::kMaxShardBytes, SweepCsvMerge::tooLargeRule()));
        merged = merge.merged();
    } catch (const ScenarioError& error) {
        return fail(error.what(), 2);
    }
    out.stream() << merged;
    if (!out.commit())
        return fail(out.error(), 1);
    return 0;
}

} // namespace qmgrlab
