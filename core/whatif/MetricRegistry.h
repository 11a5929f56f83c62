// SPDX-License-Identifier: GPL-3.0-or-later
// MetricRegistry: every scalar metric's name, unit, definition, the better direction and the
// figures it exists for (the run, each transport, each destination queue; docs/metrics.md),
// and a run's metrics in that flat named form, for the compare and sweep tables, their CSV and
// the lesson figures.
#pragma once

#include "core/run/RunMetrics.h"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace qmgrlab {

// What a lower value of a metric means when two runs are compared.
enum class MetricPreference : std::uint8_t { LowerIsBetter, HigherIsBetter, Neither };

// Which figures a metric exists for: the run, each transport (name suffix ".<transport>"),
// each destination queue (suffix ".<transport>:<queue>").
enum class MetricScope : std::uint8_t { Run, Transport, Destination };

struct MetricDefinition {
    std::string name; // stable snake_case, without suffix
    std::string unit;
    std::string definition; // one line
    MetricPreference preference = MetricPreference::Neither;
    MetricScope scope = MetricScope::Run;
};

struct MetricValue {
    std::string name; // with its suffix
    std::string unit;
    double value = 0;
};

// Every scalar metric, in the order scalarMetrics lists them.
const std::vector<MetricDefinition>& metricDefinitions();

// The definition of a metric name (suffix allowed), or nullptr.
const MetricDefinition* findMetricDefinition(const std::string& name);

// The scalar metrics of a run: the run's, then each transport's, then each destination's; with
// keepDestination, only the destinations whose suffix ("smtp:a.example") it keeps (a run of a
// million queues has eight million destination metrics).
std::vector<MetricValue> scalarMetrics(const RunMetrics& metrics,
                                       const std::function<bool(std::string_view)>& keepDestination = {});

} // namespace qmgrlab
