// SPDX-License-Identifier: GPL-3.0-or-later
// MetricRegistry: the metric definitions and the flat scalar view of a run's metrics.
#include "core/whatif/MetricRegistry.h"

#include <algorithm>

namespace qmgrlab {

namespace {

constexpr auto kLower = MetricPreference::LowerIsBetter;
constexpr auto kHigher = MetricPreference::HigherIsBetter;
constexpr auto kNeither = MetricPreference::Neither;

std::vector<MetricDefinition> makeDefinitions() {
    using S = MetricScope;
    return {
        {"run_end_s", "s",
         "the run's last instant: when the last thing happened (a delivery, a suspension or timer ending)",
         kLower, S::Run},
        {"last_delivery_end_s", "s", "when the last delivery completed, whatever its outcome (0: none did)",
         kLower, S::Run},
        {"recipients_sent", "recipients", "recipients delivered successfully", kHigher, S::Run},
        {"recipients_deferred", "recipients",
         "recipients deferred at the end of the run (failed delivery, dead queue or transport, the server's "
         "answer; with the deferred queue each recipient counts once, by its last outcome)",
         kLower, S::Run},
        {"recipients_bounced", "recipients", "recipients bounced (unknown users, expired messages)", kLower,
         S::Run},
        {"recipient_deferrals", "recipients",
         "recipient deferrals over the run: a recipient deferred at each of three attempts counts three "
         "times",
         kLower, S::Run},
        {"attempts_per_recipient", "ratio",
         "recipients carried by dispatched deliveries / the scenario's recipients", kLower, S::Run},
        {"deferred_queue_time_avg_s", "s",
         "average over messages that entered the deferred queue of their time there (up to the run's end)",
         kLower, S::Run},
        {"recipient_delay_avg_s", "s",
         "average over sent recipients of delivery completion minus message arrival", kLower, S::Run},
        {"recipient_delay_median_s", "s", "median (nearest rank) of the sent recipients' delays", kLower,
         S::Run},
        {"recipient_delay_p95_s", "s", "95th percentile (nearest rank) of the sent recipients' delays",
         kLower, S::Run},
        {"recipient_delay_max_s", "s", "largest delay of a sent recipient", kLower, S::Run},
        {"message_delay_avg_s", "s", "average over finished messages of finish minus arrival", kLower,
         S::Run},
        {"preemptions", "count", "times a job preempted another", kNeither, S::Run},
        {"max_stack_depth", "level", "highest preemption stack level a job reached", kNeither, S::Run},
        {"blocker_episodes", "count", "times a job was marked a blocker", kLower, S::Run},
        {"stalled_time_s", "s", "time during which some transport had a job marked a blocker", kLower,
         S::Run},
        {"inflation_max", "ratio",
         "largest job inflation (transport slots from first to last entry / own entries)", kLower, S::Run},
        {"delivery_attempts", "count", "delivery requests dispatched to agents", kNeither, S::Run},
        {"defer_rate", "ratio", "recipient_deferrals / (sent + recipient_deferrals)", kLower, S::Run},
        {"concurrency_avg", "deliveries",
         "time-weighted average concurrency window over every queue's lifetime", kHigher, S::Run},
        {"concurrency_sd", "deliveries", "time-weighted standard deviation of the concurrency windows",
         kNeither, S::Run},
        {"dead_declarations", "count", "times a queue was declared dead", kLower, S::Run},
        {"recipients_in_core_max", "recipients",
         "the most recipients held in memory at once, over all transports (SCHEDULER_README's memory bound)",
         kNeither, S::Run},
        {"utilisation", "ratio", "busy agent time / (maxproc x run_end_s) of the transport", kHigher,
         S::Transport},
        {"recipient_delay_avg_s", "s", "recipient_delay_avg_s of the transport's sent recipients", kLower,
         S::Transport},
        {"recipient_delay_p95_s", "s", "recipient_delay_p95_s of the transport's sent recipients", kLower,
         S::Transport},
        {"feedback_window_avg", "deliveries",
         "average over the transport's delivery completions of the queue's window before the feedback",
         kNeither, S::Transport},
        {"feedback_window_sd", "deliveries", "population standard deviation of the same windows", kNeither,
         S::Transport},
        {"recipients_in_core_max", "recipients",
         "the most recipients the transport's jobs held in memory at once", kNeither, S::Transport},
        {"delivery_attempts", "count", "delivery requests dispatched to the queue", kNeither, S::Destination},
        {"recipients_deferred", "recipients", "recipients of the queue deferred", kLower, S::Destination},
        {"defer_rate", "ratio", "deferred / (sent + deferred) recipients of the queue", kLower,
         S::Destination},
        {"failed_deliveries", "count",
         "deliveries to the queue whose session failed (negative feedback: a timeout, a refused connection)",
         kLower, S::Destination},
        {"failures_per_recipient", "ratio",
         "failed_deliveries / (sent + deferred) recipients of the queue: SCHEDULER_README's \"percentage "
         "deferred\" in its timeout tables, one per timed-out connection",
         kLower, S::Destination},
        {"concurrency_avg", "deliveries", "time-weighted average window of the queue while it existed",
         kHigher, S::Destination},
        {"concurrency_sd", "deliveries", "time-weighted standard deviation of the queue's window", kNeither,
         S::Destination},
        {"dead_declarations", "count", "times the queue was declared dead", kLower, S::Destination},
        {"feedback_window_avg", "deliveries",
         "average over the queue's delivery completions of its window before the feedback", kNeither,
         S::Destination},
        {"feedback_window_sd", "deliveries", "population standard deviation of the same windows", kNeither,
         S::Destination},
    };
}

MetricScope scopeOf(const std::string& name) {
    const auto dot = name.find('.');
    if (dot == std::string::npos)
        return MetricScope::Run;
    return name.find(':', dot) == std::string::npos ? MetricScope::Transport : MetricScope::Destination;
}

double seconds(std::int64_t ms) {
    return static_cast<double>(ms) / 1000.0;
}

} // namespace

const std::vector<MetricDefinition>& metricDefinitions() {
    static const std::vector<MetricDefinition> definitions = makeDefinitions();
    return definitions;
}

const MetricDefinition* findMetricDefinition(const std::string& name) {
    const MetricScope scope = scopeOf(name);
    const std::string base = name.substr(0, name.find('.'));
    for (const MetricDefinition& d : metricDefinitions()) {
        if (d.name == base && d.scope == scope)
            return &d;
    }
    return nullptr;
}

std::vector<MetricValue> scalarMetrics(const RunMetrics& m,
                                       const std::function<bool(std::string_view)>& keepDestination) {
    double inflationMax = 0;
    for (const JobMetrics& job : m.jobs)
        inflationMax = std::max(inflationMax, job.inflation);
    const double runValues[] = {
        seconds(m.endMs),
        seconds(m.lastDeliveryEndMs),
        static_cast<double>(m.sent),
        static_cast<double>(m.deferred),
        static_cast<double>(m.bounced),
        static_cast<double>(m.deferrals),
        m.recipients == 0 ? 0.0
                          : static_cast<double>(m.recipientAttempts) / static_cast<double>(m.recipients),
        m.deferredQueueAvgS,
        m.delay.avgS,
        m.delay.medianS,
        m.delay.p95S,
        m.delay.maxS,
        m.messageDelayAvgS,
        static_cast<double>(m.preemptions),
        static_cast<double>(m.maxStackDepth),
        static_cast<double>(m.blockerEpisodes),
        seconds(m.stalledMs),
        inflationMax,
        static_cast<double>(m.deliveryAttempts),
        m.deferRate,
        m.concurrencyAvg,
        m.concurrencySd,
        static_cast<double>(m.deadDeclarations),
        static_cast<double>(m.recipientsInCoreMax),
    };
    std::vector<MetricValue> values;
    std::size_t next = 0;
    for (const MetricDefinition& d : metricDefinitions()) {
        if (d.scope == MetricScope::Run)
            values.push_back({d.name, d.unit, runValues[next++]});
    }
    for (const TransportMetrics& t : m.transports) {
        const double transportValues[] = {t.utilisation,      t.delay.avgS,
                                          t.delay.p95S,       t.feedbackWindowAvg,
                                          t.feedbackWindowSd, static_cast<double>(t.recipientsInCoreMax)};
        next = 0;
        for (const MetricDefinition& d : metricDefinitions()) {
            if (d.scope == MetricScope::Transport)
                values.push_back({d.name + "." + t.name, d.unit, transportValues[next++]});
        }
    }
    for (const DestinationMetrics& q : m.destinations) {
        const double queueValues[] = {static_cast<double>(q.attempts),
                                      static_cast<double>(q.deferred),
                                      q.deferRate,
                                      static_cast<double>(q.failed),
                                      q.failuresPerRecipient,
                                      q.windowAvg,
                                      q.windowSd,
                                      static_cast<double>(q.deadCount),
                                      q.feedbackWindowAvg,
                                      q.feedbackWindowSd};
        const std::string suffix =
            "." + m.transports[static_cast<std::size_t>(q.transport)].name + ":" + q.name;
        if (keepDestination && !keepDestination(std::string_view(suffix).substr(1)))
            continue;
        next = 0;
        for (const MetricDefinition& d : metricDefinitions()) {
            if (d.scope == MetricScope::Destination)
                values.push_back({d.name + suffix, d.unit, queueValues[next++]});
        }
    }
    return values;
}

} // namespace qmgrlab
