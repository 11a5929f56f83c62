// SPDX-License-Identifier: GPL-3.0-or-later
// CliCompare: the variants checked, one streamed run per variant, the table aligned for a
// terminal, and the same figures as CSV and JSON.
#include "app/CliCompare.h"

#include "app/CliFiles.h"
#include "core/OutputFile.h"
#include "core/ParameterOverrides.h"
#include "core/Run.h"
#include "core/RunBuilder.h"
#include "core/RunMetrics.h"
#include "core/Scenario.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>

namespace qmgrlab {

namespace {

int fail(const std::string& message, int status) {
    std::cerr << "qmgrlab-cli: compare: " << message << '\n';
    return status;
}

// One metric across the variants; a variant's run may lack a queue another has.
struct Row {
    std::string name;
    std::string unit;
    MetricPreference preference = MetricPreference::Neither;
    std::vector<std::optional<double>> values; // by variant, base first
    std::vector<bool> best;                    // by variant: marked '*'
};

std::vector<MetricValue> metricsOf(const Scenario& base, const ParameterOverrides& variant,
                                   const std::string& sourceName) {
    Scenario scenario = base;
    variant.applyTo(scenario);
    if (!variant.empty())
        scenario.lesson.clear(); // the lesson's steps are the base run's
    Run::Options options;
    options.record = false;
    options.metrics = true;
    options.maxCheckpoints = 1;
    const auto run = buildRun(std::move(scenario),
                              variant.empty() ? sourceName : sourceName + " with " + variant.text(), options);
    return scalarMetrics(streamedRunMetrics(*run));
}

// Whether --metric keeps a metric: its full name, or its name without suffix, is listed.
bool selected(const std::string& name, const std::vector<std::string>& metrics) {
    const std::string base = name.substr(0, name.find('.'));
    return std::any_of(metrics.begin(), metrics.end(),
                       [&](const std::string& wanted) { return wanted == name || wanted == base; });
}

// The --metric names, split at commas, blanks trimmed, each once.
std::vector<std::string> metricNames(const std::vector<std::string>& lists) {
    std::vector<std::string> names;
    for (const std::string& list : lists) {
        std::size_t start = 0;
        for (;;) {
            const std::size_t comma = list.find(',', start);
            std::string name = list.substr(start, comma - start);
            const std::size_t first = name.find_first_not_of(" \t");
            name = first == std::string::npos ? std::string()
                                              : name.substr(first, name.find_last_not_of(" \t") - first + 1);
            if (!name.empty() && std::find(names.begin(), names.end(), name) == names.end())
                names.push_back(name);
            if (comma == std::string::npos)
                break;
            start = comma + 1;
        }
    }
    return names;
}

// Rows of the run-level metrics, or with all every metric; with metrics (--metric) the
// selected ones at every level.
std::vector<Row> tableOf(const std::vector<std::vector<MetricValue>>& runs, bool all,
                         const std::vector<std::string>& metrics) {
    std::vector<Row> rows;
    for (std::size_t v = 0; v < runs.size(); ++v) {
        for (const MetricValue& metric : runs[v]) {
            const MetricDefinition* definition = findMetricDefinition(metric.name);
            if (!metrics.empty() ? !selected(metric.name, metrics)
                                 : !all && (definition == nullptr || definition->scope != MetricScope::Run))
                continue;
            auto row = std::find_if(rows.begin(), rows.end(),
                                    [&metric](const Row& r) { return r.name == metric.name; });
            if (row == rows.end()) {
                Row added;
                added.name = metric.name;
                added.unit = metric.unit;
                added.preference = definition ? definition->preference : MetricPreference::Neither;
                added.values.resize(runs.size());
                rows.push_back(std::move(added));
                row = rows.end() - 1;
            }
            row->values[v] = metric.value;
        }
    }
    for (Row& row : rows) {
        row.best.assign(runs.size(), false);
        if (row.preference == MetricPreference::Neither)
            continue;
        std::optional<double> best;
        bool differ = false;
        for (const auto& value : row.values) {
            if (!value)
                continue;
            if (best && *value != *best)
                differ = true;
            if (!best ||
                (row.preference == MetricPreference::LowerIsBetter ? *value < *best : *value > *best))
                best = value;
        }
        if (!differ)
            continue; // all equal: nothing is better
        for (std::size_t v = 0; v < runs.size(); ++v)
            row.best[v] = row.values[v] && *row.values[v] == *best;
    }
    return rows;
}

// Six significant digits for the terminal.
std::string shortNumber(double value, bool sign) {
    if (value == 0)
        return "0";
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, sign ? "%+.6g" : "%.6g", value);
    return buffer;
}

std::optional<double> differenceOf(const Row& row, std::size_t v) {
    if (!row.values[0] || !row.values[v])
        return std::nullopt;
    return *row.values[v] - *row.values[0];
}

const char* preferenceName(MetricPreference preference) {
    switch (preference) {
    case MetricPreference::LowerIsBetter:
        return "lower";
    case MetricPreference::HigherIsBetter:
        return "higher";
    case MetricPreference::Neither:
        break;
    }
    return "neither";
}

std::string textTable(const std::vector<std::string>& labels, const std::vector<Row>& rows) {
    // Cells by column: metric, unit, base, then each variant's value and difference.
    std::vector<std::vector<std::string>> columns(2 + 1 + 2 * (labels.size() - 1));
    columns[0].push_back("metric");
    columns[1].push_back("unit");
    columns[2].push_back(labels[0]);
    for (std::size_t v = 1; v < labels.size(); ++v) {
        columns[1 + 2 * v].push_back(labels[v]);
        columns[2 + 2 * v].push_back("difference");
    }
    for (const Row& row : rows) {
        columns[0].push_back(row.name);
        columns[1].push_back(row.unit);
        for (std::size_t v = 0; v < labels.size(); ++v) {
            const std::size_t column = v == 0 ? 2 : 1 + 2 * v;
            columns[column].push_back(
                row.values[v] ? shortNumber(*row.values[v], false) + (row.best[v] ? " *" : "  ") : "-  ");
            if (v > 0) {
                const auto difference = differenceOf(row, v);
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

std::string csvTable(const std::vector<std::string>& labels, const std::vector<Row>& rows) {
    std::string text = "metric,unit,better," + csvField(labels[0]);
    for (std::size_t v = 1; v < labels.size(); ++v)
        text += ',' + csvField(labels[v]) + ',' + csvField(labels[v] + " - " + labels[0]);
    text += ",best\n";
    for (const Row& row : rows) {
        text += csvField(row.name) + ',' + csvField(row.unit) + ',' + preferenceName(row.preference);
        std::string best;
        for (std::size_t v = 0; v < labels.size(); ++v) {
            text += ',' + (row.values[v] ? exactNumber(*row.values[v]) : std::string());
            if (v > 0) {
                const auto difference = differenceOf(row, v);
                text += ',' + (difference ? exactNumber(*difference) : std::string());
            }
            if (row.best[v])
                best += (best.empty() ? "" : " ") + labels[v];
        }
        text += ',' + csvField(best) + '\n';
    }
    return text;
}

std::string jsonTable(const std::string& scenario, const std::vector<ParameterOverrides>& variants,
                      const std::vector<std::string>& labels, const std::vector<Row>& rows) {
    nlohmann::ordered_json json;
    json["scenario"] = scenario;
    json["variants"] = nlohmann::ordered_json::array();
    for (std::size_t v = 0; v < labels.size(); ++v) {
        nlohmann::ordered_json settings = nlohmann::ordered_json::object();
        for (const ParameterSetting& setting : variants[v].settings())
            settings[setting.name] = setting.value;
        json["variants"].push_back({{"label", labels[v]}, {"settings", settings}});
    }
    json["metrics"] = nlohmann::ordered_json::array();
    for (const Row& row : rows) {
        nlohmann::ordered_json values = nlohmann::ordered_json::array();
        nlohmann::ordered_json differences = nlohmann::ordered_json::array();
        nlohmann::ordered_json best = nlohmann::ordered_json::array();
        for (std::size_t v = 0; v < labels.size(); ++v) {
            values.push_back(row.values[v] ? nlohmann::ordered_json(*row.values[v]) : nullptr);
            const auto difference = differenceOf(row, v);
            differences.push_back(difference ? nlohmann::ordered_json(*difference) : nullptr);
            if (row.best[v])
                best.push_back(labels[v]);
        }
        json["metrics"].push_back({{"name", row.name},
                                   {"unit", row.unit},
                                   {"better", preferenceName(row.preference)},
                                   {"values", values},
                                   {"differences", differences},
                                   {"best", best}});
    }
    return json.dump(2) + '\n';
}

} // namespace

int runCompareCommand(const CompareOptions& options) {
    std::vector<ParameterOverrides> variants(1); // the base: no settings
    std::vector<std::string> labels{"base"};
    for (const std::string& spec : options.variants) {
        ParameterOverrides variant;
        try {
            variant.add(spec);
        } catch (const std::invalid_argument& error) {
            return fail(std::string("--variant: ") + error.what(), 2);
        }
        if (variant.empty())
            return fail("--variant " + quoteForMessage(spec) + " has no NAME=VALUE setting", 2);
        labels.push_back(variant.text());
        variants.push_back(std::move(variant));
    }
    const std::vector<std::string> metrics = metricNames(options.metrics);
    for (const std::string& name : metrics) {
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
    for (const std::string* path : {&options.csvPath, &options.jsonPath}) {
        if (!path->empty())
            if (const std::string refusal = outputRefusal(*path, {options.scenario}); !refusal.empty())
                return fail(refusal, 2);
    }
    if (!options.csvPath.empty() && options.csvPath == options.jsonPath)
        return fail("--csv and --json name the same file " + quoteForMessage(options.csvPath), 2);

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
    std::vector<std::vector<MetricValue>> runs;
    for (const ParameterOverrides& variant : variants)
        runs.push_back(metricsOf(base, variant, options.scenario));
    const std::vector<Row> rows = tableOf(runs, options.all, metrics);
    for (const std::string& name : metrics) {
        if (name.find('.') != std::string::npos &&
            std::none_of(rows.begin(), rows.end(), [&name](const Row& row) { return row.name == name; }))
            return fail("--metric: no run has " + quoteForMessage(name) +
                            " (a transport or queue of that name; see --all for the names)",
                        2);
    }

    std::cout << textTable(labels, rows) << std::flush;
    if (!std::cout)
        return fail("standard output: writing the table failed", 1);
    std::string error;
    if (!options.csvPath.empty() &&
        !writeOutputFile(options.csvPath, csvTable(labels, rows), {options.scenario}, &error))
        return fail(error, 1);
    if (!options.jsonPath.empty() &&
        !writeOutputFile(options.jsonPath, jsonTable(options.scenario, variants, labels, rows),
                         {options.scenario}, &error))
        return fail(error, 1);
    return 0;
}

} // namespace qmgrlab
