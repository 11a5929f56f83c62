// SPDX-License-Identifier: GPL-3.0-or-later
// CliCompare: the variants checked, one metrics-only variant run each (core/VariantRun), the
// compare table (core/CompareTable) aligned for a terminal, and its CSV and JSON.
#include "app/CliCompare.h"

#include "core/common/OutputFile.h"
#include "core/common/Text.h"
#include "core/run/RunBuilder.h"
#include "core/scenario/Scenario.h"
#include "core/whatif/CompareTable.h"
#include "core/whatif/MetricRegistry.h"
#include "core/whatif/ParameterOverrides.h"
#include "core/whatif/VariantRun.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <optional>
#include <stdexcept>
#include <utility>
#include <vector>

namespace qmgrlab {

namespace {

int fail(const std::string& message, int status) {
    std::cerr << "qmgrlab-cli: compare: " << message << '\n';
    return status;
}

// Six significant digits for the terminal.
std::string shortNumber(double value, bool sign) {
    if (value == 0)
        return "0";
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, sign ? "%+.6g" : "%.6g", value);
    return buffer;
}

std::string textTable(const CompareTable& table) {
    const std::vector<std::string>& labels = table.labels();
    // Cells by column: metric, unit, base, then each variant's value and difference.
    std::vector<std::vector<std::string>> columns(2 + 1 + 2 * (labels.size() - 1));
    columns[0].push_back("metric");
    columns[1].push_back("unit");
    columns[2].push_back(labels[0]);
    for (std::size_t v = 1; v < labels.size(); ++v) {
        columns[1 + 2 * v].push_back(labels[v]);
        columns[2 + 2 * v].push_back("difference");
    }
    for (const CompareRow& row : table.rows()) {
        columns[0].push_back(row.name);
        columns[1].push_back(row.unit);
        for (std::size_t v = 0; v < labels.size(); ++v) {
            const std::size_t column = v == 0 ? 2 : 1 + 2 * v;
            columns[column].push_back(
                row.values[v] ? shortNumber(*row.values[v], false) + (row.best[v] ? " *" : "  ") : "-  ");
            if (v > 0) {
                const auto difference = row.difference(v);
                columns[column + 1].push_back(difference ? shortNumber(*difference, true) : "-");
            }
        }
    }
    std::vector<std::size_t> widths;
    for (const auto& column : columns) {
        std::size_t width = 0;
        for (const auto& cell : column)
            width = std::max(width, cell.size());
        widths.push_back(width);
    }
    std::string text;
    for (std::size_t line = 0; line < columns[0].size(); ++line) {
        std::string out;
        for (std::size_t c = 0; c < columns.size(); ++c) {
            const std::string& cell = columns[c][line];
            const std::string pad(widths[c] - cell.size(), ' ');
            // Names and units to the left, figures to the right.
            out += c < 2 ? cell + pad : pad + cell;
            out += c + 1 < columns.size() ? "  " : "";
        }
        out.erase(out.find_last_not_of(' ') + 1);
        text += out + '\n';
    }
    if (labels.size() > 1)
        text +=
            "* the better value (lower or higher as the metric's definition says); difference = variant - " +
            labels[0] + '\n';
    return text;
}

} // namespace

int runCompareCommand(const CompareOptions& options) {
    std::vector<ParameterOverrides> variants(1); // the base: no settings
    for (const std::string& spec : options.variants) {
        ParameterOverrides variant;
        try {
            variant.add(spec);
        } catch (const std::invalid_argument& error) {
            return fail(std::string("--variant: ") + error.what(), 2);
        }
        if (variant.empty())
            return fail("--variant " + quoteForMessage(spec) + " has no NAME=VALUE setting", 2);
        variants.push_back(std::move(variant));
    }
    MetricSelection selection;
    selection.all = options.all;
    selection.metrics = splitNameLists(options.metrics);
    for (const std::string& name : selection.metrics) {
        const std::string base = name.substr(0, name.find('.'));
        const bool known = name == base
                               ? std::any_of(metricDefinitions().begin(), metricDefinitions().end(),
                                             [&base](const MetricDefinition& d) { return d.name == base; })
                               : findMetricDefinition(name) != nullptr;
        if (!known)
            return fail("--metric: unknown metric " + quoteForMessage(name) +
                            "; the metrics are listed in docs/metrics.md",
                        2);
    }
    if (!options.csvPath.empty() && !options.jsonPath.empty() &&
        OutputFile::sameOutput(options.csvPath, options.jsonPath))
        return fail("--csv and --json name the same output, " + OutputFile::nameOf(options.csvPath), 2);
    // Opened before any run: never over the scenario (OutputFile's rules).
    std::optional<OutputFile> csv;
    std::optional<OutputFile> json;
    for (auto [path, file] : {std::pair{&options.csvPath, &csv}, std::pair{&options.jsonPath, &json}}) {
        if (path->empty())
            continue;
        file->emplace(*path, std::vector<std::string>{options.scenario});
        if (!(*file)->ok())
            return fail((*file)->error(), 2);
    }
    // A table written to standard output takes the place of the text table.
    std::optional<OutputFile> text;
    if (!OutputFile::isStandardOutput(options.csvPath) && !OutputFile::isStandardOutput(options.jsonPath)) {
        text.emplace("-", std::vector<std::string>{options.scenario});
        if (!text->ok())
            return fail(text->error(), 2);
    }

    const Scenario base = loadScenarioFile(options.scenario);
    try {
        std::vector<std::string> names;
        for (const ParameterOverrides& variant : variants)
            for (const ParameterSetting& setting : variant.settings())
                names.push_back(setting.name);
        checkParameterTransports(names, *resolveScenario(base, options.scenario));
    } catch (const std::invalid_argument& error) {
        return fail(std::string("--variant: ") + error.what(), 2);
    }
    for (const ParameterOverrides& variant : variants)
        for (const RuleText& shadowed : variant.shadowed(base))
            std::cerr << "qmgrlab-cli: compare: warning: " << shadowed.english() << '\n';
    std::vector<std::vector<MetricValue>> runs;
    for (const ParameterOverrides& variant : variants)
        runs.push_back(
            variantMetrics(*runVariant(base, options.scenario, variant, VariantRunKind::MetricsOnly)));
    const CompareTable table(variants, runs, selection);
    for (const std::string& name : selection.metrics) {
        if (name.find('.') != std::string::npos && table.row(name) == nullptr)
            return fail("--metric: no run has " + quoteForMessage(name) +
                            " (a transport or queue of that name; see --all for the names)",
                        2);
    }

    if (text) {
        text->stream() << textTable(table);
        if (!text->commit())
            return fail(text->error(), 1);
    }
    if (csv) {
        csv->stream() << table.csv();
        if (!csv->commit())
            return fail(csv->error(), 1);
    }
    if (json) {
        json->stream() << table.json(options.scenario);
        if (!json->commit())
            return fail(json->error(), 1);
    }
    return 0;
}

} // namespace qmgrlab
