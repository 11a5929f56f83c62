// SPDX-License-Identifier: GPL-3.0-or-later
// VariantRun: the one way to run a variant of a scenario (what-if): a copy of the base with a
// variant's main.cf settings (ParameterOverrides) applied, named after them, and run through the
// door (buildRun). A variant with settings leaves the scenario's lesson out (its bookmarks are
// steps of the base run, which another setting may end earlier). Its metrics are always
// streamed (Run::Options::metrics), so that a recorded variant (the Compare window's, slots
// --variant) and a metrics-only one (qmgrlab-cli compare, every sweep point) give the same
// figures. Used by the Compare window, the sweep runner and qmgrlab-cli compare and slots.
#pragma once

#include "core/run/Run.h"
#include "core/scenario/Scenario.h"
#include "core/whatif/MetricRegistry.h"
#include "core/whatif/ParameterOverrides.h"

#include <memory>
#include <string>
#include <vector>

namespace qmgrlab {

enum class VariantRunKind {
    Recorded,    // every event, decision and delivery kept: timelines and slot strings
    MetricsOnly, // nothing recorded, one checkpoint: the metrics of a long run cheaply
};

// The base scenario with the settings applied (the lesson left out when there are any).
Scenario variantScenario(const Scenario& base, const ParameterOverrides& settings);

// The name of a variant in tables and files: "base" without settings, else its settings as
// "NAME=VALUE,NAME=VALUE".
std::string variantLabel(const ParameterOverrides& settings);

// The source name of a variant's run in error messages: "x.json", or "x.json with NAME=VALUE".
std::string variantSourceName(const std::string& sourceName, const ParameterOverrides& settings);

// Runs the variant to its end. Throws what buildRun throws (ScenarioError, std::bad_alloc).
std::unique_ptr<Run> runVariant(const Scenario& base, const std::string& sourceName,
                                const ParameterOverrides& settings, VariantRunKind kind);

// The scalar metrics of a run made by runVariant.
std::vector<MetricValue> variantMetrics(const Run& run);

} // namespace qmgrlab
