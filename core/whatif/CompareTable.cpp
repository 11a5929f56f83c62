// SPDX-License-Identifier: GPL-3.0-or-later
// CompareTable: rows gathered in the order the runs list their metrics, the best values marked
// once, and the two writers.
#include "core/whatif/CompareTable.h"

#include "core/common/Text.h"
#include "core/whatif/CsvText.h"
#include "core/whatif/VariantRun.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string_view>
#include <unordered_set>

namespace qmgrlab {

namespace {

// Whether the selection keeps a metric: with names (wanted), its full name or its name without
// suffix is listed; else the run-level ones, or every one with all.
bool selected(const MetricValue& metric, const MetricDefinition* definition, const MetricSelection& selection,
              const std::unordered_set<std::string_view>& wanted) {
    if (!selection.metrics.empty()) {
        const std::string_view name = metric.name;
        return wanted.count(name) != 0 || wanted.count(name.substr(0, name.find('.'))) != 0;
    }
    return selection.all || (definition != nullptr && definition->scope == MetricScope::Run);
}

void markBest(CompareRow& row) {
    row.best.assign(row.values.size(), false);
    if (row.preference == MetricPreference::Neither)
        return;
    std::optional<double> best;
    bool differ = false;
    for (const auto& value : row.values) {
        if (!value)
            continue;
        if (best && *value != *best)
            differ = true;
        if (!best || (row.preference == MetricPreference::LowerIsBetter ? *value < *best : *value > *best))
            best = value;
    }
    if (!differ)
        return; // all equal: nothing is better
    for (std::size_t v = 0; v < row.values.size(); ++v)
        row.best[v] = row.values[v] && *row.values[v] == *best;
}

} // namespace

std::optional<double> CompareRow::difference(std::size_t variant) const {
    if (variant >= values.size() || !values[0] || !values[variant])
        return std::nullopt;
    return *values[variant] - *values[0];
}

int CompareRow::verdict(std::size_t variant) const {
    const std::optional<double> delta = difference(variant);
    if (!delta || *delta == 0 || preference == MetricPreference::Neither)
        return 0;
    return (*delta < 0) == (preference == MetricPreference::LowerIsBetter) ? 1 : -1;
}

CompareTable::CompareTable(std::vector<ParameterOverrides> variants,
                           const std::vector<std::vector<MetricValue>>& metrics,
                           const MetricSelection& selection)
    : variants_(std::move(variants)) {
    for (const ParameterOverrides& variant : variants_)
        labels_.push_back(variantLabel(variant));
    const std::unordered_set<std::string_view> wanted(selection.metrics.begin(), selection.metrics.end());
    const std::size_t count = std::min(variants_.size(), metrics.size());
    if (count > 0) { // about as many rows as the base run has metrics
        rows_.reserve(metrics[0].size());
        rowIndex_.reserve(metrics[0].size());
    }
    for (std::size_t v = 0; v < count; ++v) {
        for (const MetricValue& metric : metrics[v]) {
            const MetricDefinition* definition = findMetricDefinition(metric.name);
            if (!selected(metric, definition, selection, wanted))
                continue;
            const auto [found, added] = rowIndex_.try_emplace(metric.name, rows_.size());
            if (added) {
                CompareRow row;
                row.name = metric.name;
                row.unit = metric.unit;
                row.preference = definition != nullptr ? definition->preference : MetricPreference::Neither;
                row.values.resize(labels_.size());
                rows_.push_back(std::move(row));
            }
            rows_[found->second].values[v] = metric.value;
        }
    }
    for (CompareRow& row : rows_)
        markBest(row);
}

const CompareRow* CompareTable::row(const std::string& name) const {
    const auto found = rowIndex_.find(name);
    return found == rowIndex_.end() ? nullptr : &rows_[found->second];
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

std::string CompareTable::csv() const {
    if (labels_.empty())
        return {};
    std::string text = "metric,unit,better," + csvField(labels_[0]);
    for (std::size_t v = 1; v < labels_.size(); ++v)
        text += ',' + csvField(labels_[v]) + ',' + csvField(labels_[v] + " - " + labels_[0]);
    text += ",best\n";
    for (const CompareRow& row : rows_) {
        text += csvField(row.name) + ',' + csvField(row.unit) + ',' + preferenceName(row.preference);
        std::string best;
        for (std::size_t v = 0; v < labels_.size(); ++v) {
            text += ',' + (row.values[v] ? exactNumber(*row.values[v]) : std::string());
            if (v > 0) {
                const auto difference = row.difference(v);
                text += ',' + (difference ? exactNumber(*difference) : std::string());
            }
            if (row.best[v])
                best += (best.empty() ? "" : " ") + labels_[v];
        }
        text += ',' + csvField(best) + '\n';
    }
    return text;
}

std::string CompareTable::json(const std::string& scenario) const {
    nlohmann::ordered_json json;
    json["scenario"] = scenario;
    json["variants"] = nlohmann::ordered_json::array();
    for (std::size_t v = 0; v < labels_.size(); ++v) {
        nlohmann::ordered_json settings = nlohmann::ordered_json::object();
        for (const ParameterSetting& setting : variants_[v].settings())
            settings[setting.name] = setting.value;
        json["variants"].push_back({{"label", labels_[v]}, {"settings", settings}});
    }
    json["metrics"] = nlohmann::ordered_json::array();
    for (const CompareRow& row : rows_) {
        nlohmann::ordered_json values = nlohmann::ordered_json::array();
        nlohmann::ordered_json differences = nlohmann::ordered_json::array();
        nlohmann::ordered_json best = nlohmann::ordered_json::array();
        for (std::size_t v = 0; v < labels_.size(); ++v) {
            values.push_back(row.values[v] ? nlohmann::ordered_json(*row.values[v]) : nullptr);
            const auto difference = row.difference(v);
            differences.push_back(difference ? nlohmann::ordered_json(*difference) : nullptr);
            if (row.best[v])
                best.push_back(labels_[v]);
        }
        json["metrics"].push_back({{"name", row.name},
                                   {"unit", row.unit},
                                   {"better", preferenceName(row.preference)},
                                   {"values", values},
                                   {"differences", differences},
                                   {"best", best}});
    }
    return escapeUnsafeInJson(json.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace)) +
           '\n';
}

} // namespace qmgrlab
