// SPDX-License-Identifier: GPL-3.0-or-later
// SweepStart: each candidate sweep's ends run metrics-only, their preferred metrics compared.
#include "core/whatif/SweepStart.h"

#include "core/run/RunBuilder.h"
#include "core/whatif/ParameterOverrides.h"
#include "core/whatif/VariantRun.h"

#include <array>
#include <exception>
#include <memory>
#include <optional>

namespace qmgrlab {

namespace {

struct Candidate {
    const char* parameter;
    const char* perTransport; // the suffix of its per-transport form, or nullptr
    const char* low;
    const char* high;
};

// In the course's order: preemption, then concurrency, then the deferred queue. A scenario that
// sets a transport's own value is swept in that transport's form.
constexpr std::array<Candidate, 5> kCandidates{{
    {"default_delivery_slot_cost", "_delivery_slot_cost", "2", "10"},
    {"initial_destination_concurrency", "_initial_destination_concurrency", "1", "10"},
    {"default_destination_concurrency_limit", "_destination_concurrency_limit", "2", "20"},
    {"default_destination_concurrency_failed_cohort_limit", "_destination_concurrency_failed_cohort_limit",
     "1", "10"},
    {"minimal_backoff_time", nullptr, "60", "600"},
}};

// A message's delay before a recipient's: with one agent and equal deliveries the recipients'
// average delay is the same in any order, while the messages' shows who overtook whom.
constexpr std::array<const char*, 9> kPreferred{
    "recipient_delay_avg_s", "message_delay_avg_s", "run_end_s",
    "recipient_delay_max_s", "recipients_deferred", "defer_rate",
    "concurrency_avg",       "preemptions",         "blocker_episodes",
};

std::optional<double> valueOf(const std::vector<MetricValue>& metrics, const char* name) {
    for (const MetricValue& metric : metrics)
        if (metric.name == name)
            return metric.value;
    return std::nullopt;
}

std::vector<MetricValue> metricsWith(const Scenario& base, const std::string& sourceName,
                                     const std::string& parameter, const char* value) {
    ParameterOverrides settings;
    settings.add(parameter, value);
    return variantMetrics(*runVariant(base, sourceName, settings, VariantRunKind::MetricsOnly));
}

} // namespace

SweepStart chooseSweepStart(const Scenario& base, const std::string& sourceName) {
    std::vector<std::string> transports;
    try {
        const std::shared_ptr<const Configuration> config = resolveScenario(base, sourceName);
        for (const TransportSettings& transport : config->transports())
            transports.push_back(transport.name);
    } catch (const std::exception&) {
        // A scenario that does not resolve: only the global forms are tried (and fail alike).
    }
    for (const Candidate& candidate : kCandidates) {
        std::vector<std::string> names{candidate.parameter};
        if (candidate.perTransport != nullptr)
            for (const std::string& transport : transports)
                names.push_back(transport + candidate.perTransport);
        for (const std::string& name : names) {
            std::vector<MetricValue> low;
            std::vector<MetricValue> high;
            try {
                low = metricsWith(base, sourceName, name, candidate.low);
                high = metricsWith(base, sourceName, name, candidate.high);
            } catch (const std::exception&) {
                continue; // a setting this scenario rejects, or a run out of bounds: the next one
            }
            SweepStart start{name, std::string(candidate.low) + ".." + candidate.high, {}, true};
            for (const char* metric : kPreferred) {
                const std::optional<double> a = valueOf(low, metric);
                const std::optional<double> b = valueOf(high, metric);
                if (a && b && *a != *b && start.metrics.size() < 2)
                    start.metrics.emplace_back(metric);
            }
            if (!start.metrics.empty())
                return start;
        }
    }
    return {kCandidates[0].parameter,
            std::string(kCandidates[0].low) + ".." + kCandidates[0].high,
            {kPreferred[0], kPreferred[1]},
            false};
}

} // namespace qmgrlab
