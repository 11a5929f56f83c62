// SPDX-License-Identifier: GPL-3.0-or-later
// ReplayJson: a replay's figures as JSON.
#include "core/maillog/ReplayJson.h"

#include "core/common/Text.h"

#include <nlohmann/json.hpp>

namespace qmgrlab {

namespace {

using OJson = nlohmann::ordered_json;

double seconds(std::int64_t micros) {
    return static_cast<double>(micros) / 1e6;
}

OJson spreadJson(const DelaySpread& spread) {
    OJson json = OJson::object();
    json["median"] = seconds(spread.median);
    json["p95"] = seconds(spread.p95);
    json["max"] = seconds(spread.max);
    return json;
}

OJson figuresJson(const ReplayFigures& figures, const std::vector<ReplayRun>& runs) {
    OJson json = OJson::object();
    if (!figures.destination.empty())
        json["destination"] = figures.destination;
    json["lines"] = figures.lines;
    json["paired"] = figures.paired;
    json["within"] = figures.within;
    json["recipients"] = figures.recipients;
    json["undelivered"] = figures.undelivered;
    json["within_share"] = figures.withinShare();
    json["logged_b_s"] = spreadJson(figures.logged);
    json["simulated_b_s"] = spreadJson(figures.simulated);
    OJson variants = OJson::array();
    for (std::size_t k = 0; k < figures.variants.size(); ++k) {
        OJson variant = OJson::object();
        variant["run"] = runs[k + 1].label;
        variant["paired"] = figures.variants[k].count;
        variant["undelivered"] = figures.variantUndelivered[k];
        variant["b_s"] = spreadJson(figures.variants[k]);
        variants.push_back(std::move(variant));
    }
    json["variants"] = std::move(variants);
    return json;
}

} // namespace

void writeReplayJson(std::ostream& out, const ReplayComparison& comparison) {
    const ReplayScenario& replay = comparison.replay();
    const std::vector<ReplayRun>& runs = comparison.runs();
    OJson root = OJson::object();
    root["format"] = "qmgrlab-replay-1";
    OJson labels = OJson::array();
    for (const ReplayRun& run : runs)
        labels.push_back(run.label);
    root["runs"] = std::move(labels);
    root["messages"] = replay.scenario.messages.size();
    root["recipients"] = replay.recipientCount();
    root["logged_lines"] = replay.lines.size();
    OJson unpaired = OJson::array();
    for (const ReplayRun& run : runs)
        unpaired.push_back(OJson{{"run", run.label},
                                 {"logged", replay.lines.size() - run.pairedCount},
                                 {"simulated", run.extra.size()},
                                 {"undelivered_recipients", run.undelivered}});
    root["unpaired"] = std::move(unpaired);
    root["whole"] = figuresJson(comparison.whole(), runs);
    OJson destinations = OJson::array();
    for (const ReplayFigures& figures : comparison.destinations())
        destinations.push_back(figuresJson(figures, runs));
    root["destinations"] = std::move(destinations);
    // A log's names may carry any character: the unsafe ones as escapes (escapeUnsafeInJson).
    out << escapeUnsafeInJson(root.dump(2, ' ', false, OJson::error_handler_t::replace)) << '\n';
}

} // namespace qmgrlab
