// SPDX-License-Identifier: GPL-3.0-or-later
// VariantRun: copy, apply, name, run with the options of its kind.
#include "core/whatif/VariantRun.h"

#include "core/run/RecordedMetrics.h"
#include "core/run/RunBuilder.h"

namespace qmgrlab {

Scenario variantScenario(const Scenario& base, const ParameterOverrides& settings) {
    Scenario scenario = base;
    settings.applyTo(scenario);
    if (!settings.empty())
        scenario.lesson.clear(); // the lesson's steps are the base run's
    return scenario;
}

std::string variantLabel(const ParameterOverrides& settings) {
    return settings.empty() ? std::string("base") : settings.text();
}

std::string variantSourceName(const std::string& sourceName, const ParameterOverrides& settings) {
    return settings.empty() ? sourceName : sourceName + " with " + settings.text();
}

std::unique_ptr<Run> runVariant(const Scenario& base, const std::string& sourceName,
                                const ParameterOverrides& settings, VariantRunKind kind) {
    Run::Options options = kind == VariantRunKind::MetricsOnly ? Run::streamed() : Run::Options{};
    options.metrics = true;
    return buildRun(variantScenario(base, settings), variantSourceName(sourceName, settings), options);
}

std::vector<MetricValue> variantMetrics(const Run& run) {
    return scalarMetrics(streamedRunMetrics(run));
}

} // namespace qmgrlab
