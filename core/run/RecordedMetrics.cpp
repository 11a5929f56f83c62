// SPDX-License-Identifier: GPL-3.0-or-later
// RecordedMetrics: a run's metrics from its recording, or from its streamed collector.
#include "core/run/RecordedMetrics.h"

#include "core/run/MetricsCollector.h"
#include "core/run/Run.h"

#include <algorithm>
#include <stdexcept>
#include <vector>

namespace qmgrlab {

namespace {

// The recipients held in memory are not in the trace: the run's queue manager counts them.
RunMetrics withRecipientsInCore(const Run& run, RunMetrics metrics) {
    metrics.recipientsInCoreMax = run.recipientsInCoreMax();
    for (std::size_t t = 0; t < metrics.transports.size(); ++t)
        metrics.transports[t].recipientsInCoreMax = run.recipientsInCoreMax(static_cast<TransportId>(t));
    return metrics;
}

} // namespace

RunMetrics computeRunMetrics(const Run& run) {
    MetricsCollector collector(run.config());
    const Recording& recording = run.recording();
    // Fed step by step as a streaming run feeds them: a step's events, then its queue changes
    // (a completion's done event comes before the feedback that changes its queue's window).
    struct Change {
        std::uint32_t step;
        TransportId transport;
        NameId name;
        const QueueRecord* record;
    };
    std::vector<Change> changes;
    for (const QueueHistory& history : recording.queueHistories()) {
        for (const QueueRecord& r : history.records)
            changes.push_back({r.step, history.transport, history.name, &r});
    }
    std::stable_sort(changes.begin(), changes.end(),
                     [](const Change& a, const Change& b) { return a.step < b.step; });
    const auto& events = recording.events();
    const auto& steps = recording.steps();
    std::size_t nextEvent = 0;
    std::size_t nextChange = 0;
    for (std::size_t s = 0; s < steps.size(); ++s) {
        const std::size_t stepEnd = s + 1 < steps.size() ? steps[s + 1].firstEvent : events.size();
        for (; nextEvent < stepEnd; ++nextEvent)
            collector.record(events[nextEvent]);
        for (; nextChange < changes.size() && changes[nextChange].step == s; ++nextChange) {
            const Change& c = changes[nextChange];
            collector.queueChanged(c.transport, c.name, c.record->change, c.record->window, steps[s].timeMs);
        }
    }
    for (; nextEvent < events.size(); ++nextEvent)
        collector.record(events[nextEvent]);
    return withRecipientsInCore(run, collector.result(run.names()));
}

RunMetrics streamedRunMetrics(const Run& run) {
    if (run.metricsCollector() == nullptr)
        throw std::logic_error("streamedRunMetrics: the run was made without Run::Options::metrics");
    return withRecipientsInCore(run, run.metricsCollector()->result(run.names()));
}

} // namespace qmgrlab
