// SPDX-License-Identifier: GPL-3.0-or-later
// CompareTable: the metrics of compared variants side by side, the one table behind the Compare
// window and `qmgrlab-cli compare`: one row per metric (the run-level ones, or with `all` every
// transport's and queue's too, or the named ones at every level), each variant's value (a variant's
// run may lack a queue another has), its difference to the first variant (the base), and which
// values are the better ones. The rule for "better" (docs/metrics.md): where the metric's
// definition says lower or higher is better and the values are not all equal, every variant
// holding the best value is marked, ties included; otherwise none is. Written as CSV and as JSON,
// so that the window's and the command line's files for the same variants are the same bytes.
#pragma once

#include "core/whatif/MetricRegistry.h"
#include "core/whatif/ParameterOverrides.h"

#include <cstddef>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace qmgrlab {

// Which metrics a comparison shows.
struct MetricSelection {
    bool all = false;                 // every transport's and queue's metrics too
    std::vector<std::string> metrics; // non-empty: only these (a name without suffix at every level)
};

struct CompareRow {
    std::string name; // with its suffix
    std::string unit;
    MetricPreference preference = MetricPreference::Neither;
    std::vector<std::optional<double>> values; // by variant, base first
    std::vector<bool> best;                    // by variant: holds the better value

    // Variant's value minus the base's, when both have one.
    std::optional<double> difference(std::size_t variant) const;
    // +1 when variant's value is better than the base's, -1 worse, 0 the same, no preference or
    // no value.
    int verdict(std::size_t variant) const;
};

class CompareTable {
public:
    CompareTable() = default;
    // variants: each variant's settings, base first (no settings); metrics: each one's
    // scalarMetrics (variantMetrics), in the same order. Labels are variantLabel's.
    CompareTable(std::vector<ParameterOverrides> variants,
                 const std::vector<std::vector<MetricValue>>& metrics, const MetricSelection& selection = {});

    std::size_t variantCount() const { return labels_.size(); }
    const std::vector<std::string>& labels() const { return labels_; }
    const std::vector<ParameterOverrides>& variants() const { return variants_; }
    const std::vector<CompareRow>& rows() const { return rows_; }
    // The row of a metric name, or nullptr.
    const CompareRow* row(const std::string& name) const;

    // "metric,unit,better,<base>,<variant>,<variant> - <base>,...,best": values and differences
    // in exactNumber's form, empty where a run lacks the metric; best names the marked variants.
    std::string csv() const;
    // {"scenario", "variants": [{label, settings}], "metrics": [{name, unit, better, values,
    // differences, best}]}, indented by 2, with a final line break.
    std::string json(const std::string& scenario) const;

private:
    std::vector<std::string> labels_;
    std::vector<ParameterOverrides> variants_;
    std::vector<CompareRow> rows_;
    std::unordered_map<std::string, std::size_t> rowIndex_; // by name, into rows_
};

// "lower", "higher" or "neither": the better column of the CSV and JSON.
const char* preferenceName(MetricPreference preference);

} // namespace qmgrlab
