// SPDX-License-Identifier: GPL-3.0-or-later
// RunMetrics: the figures of one run (messages, jobs, the scheduler, destination queues,
// delivery agents), their flat named form for tables, CSV and sweeps, and the registry of
// every scalar metric's name, unit and definition (docs/metrics.md). computeRunMetrics reads
// a recorded Run; a run without a recording streams the same figures into a MetricsCollector
// (Run::Options::metrics).
#pragma once

#include "core/common/Ids.h"

#include <cstdint>
#include <string>
#include <vector>

namespace qmgrlab {

class Run;

// Delay from a message's arrival to the completion of the delivery that sent a recipient.
struct DelayStats {
    std::int64_t recipients = 0; // sent recipients counted
    double avgS = 0;
    double medianS = 0; // nearest rank
    double p95S = 0;    // nearest rank
    double maxS = 0;
};

struct MessageMetrics {
    int message = kNone; // scenario message index
    std::int64_t arrivalMs = 0;
    std::int64_t activationMs = -1; // -1: never entered the active queue
    std::int64_t completionMs = -1; // its finish; -1: still active at the end
    std::int64_t delayMs = -1;      // completion - arrival; -1 without completion
    int sent = 0;                   // of its last visit of the active queue
    int deferred = 0;               // of its last visit
    int bounced = 0;                // of its last visit
    // Contract v2's deferred queue: visits to it, and the time spent there (up to the run's end).
    int deferredVisits = 0;
    std::int64_t deferredQueueMs = 0;
    std::int64_t deferredSinceMs = -1; // while waiting there
};

// A job: one message on one transport.
struct JobMetrics {
    int message = kNone;
    TransportId transport = kNone;
    int selectedEntries = 0;
    // Delivery slots of the transport from the job's first to its last selected entry, both
    // counted, divided by selectedEntries (SCHEDULER_README's inflation).
    double inflation = 0;
    std::int64_t completionMs = -1; // the completion of its last delivery
    int timesPreempted = 0;
    int timesPreempting = 0;
    int maxStackLevel = 0;
};

struct DestinationMetrics {
    TransportId transport = kNone;
    std::string name; // queue name
    int attempts = 0; // deliveries dispatched
    std::int64_t sent = 0;
    std::int64_t deferred = 0; // failed deliveries' and deferred-without-attempt recipients
    double deferRate = 0;      // deferred / (sent + deferred)
    double windowAvg = 0;      // time-weighted over the time the queue existed
    double windowSd = 0;
    // The window at each delivery completion, before that completion's feedback (SCHEDULER_README's
    // "average concurrency"): average and population standard deviation over the completions.
    double feedbackWindowAvg = 0;
    double feedbackWindowSd = 0;
    std::int64_t existedMs = 0;
    int deadCount = 0;
};

struct TransportMetrics {
    std::string name;
    int maxproc = 0;
    std::int64_t busyAgentMs = 0;
    double utilisation = 0; // busy agent time / (maxproc * run length)
    DelayStats delay;
    double feedbackWindowAvg = 0; // as DestinationMetrics', over every completion of the transport
    double feedbackWindowSd = 0;
};

struct RunMetrics {
    std::int64_t endMs = 0; // the run's last instant
    std::int64_t sent = 0;
    std::int64_t deferred = 0;  // recipients deferred at the end (each counted once, by its last outcome)
    std::int64_t bounced = 0;   // recipients bounced (unknown users, expired messages)
    std::int64_t deferrals = 0; // recipient deferrals over the run (a recipient retried counts each time)
    std::int64_t recipientAttempts = 0; // recipients carried by dispatched deliveries
    std::int64_t recipients = 0;        // the scenario's recipients
    double deferredQueueAvgS = 0;       // over messages that waited in the deferred queue
    DelayStats delay;
    double messageDelayAvgS = 0; // over completed messages
    int preemptions = 0;
    int maxStackDepth = 0;
    int blockerEpisodes = 0;
    std::int64_t stalledMs = 0; // time with at least one blocker job on some transport
    int deliveryAttempts = 0;
    int deadDeclarations = 0;
    double deferRate = 0;
    double concurrencyAvg = 0; // time-weighted over every queue's lifetime
    double concurrencySd = 0;
    std::vector<MessageMetrics> messages;         // by scenario index
    std::vector<JobMetrics> jobs;                 // by message, then transport
    std::vector<DestinationMetrics> destinations; // by transport, then the queue first seen first
    std::vector<TransportMetrics> transports;     // by transport index
};

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

// The scalar metrics of a run: the run's, then each transport's, then each destination's.
std::vector<MetricValue> scalarMetrics(const RunMetrics& metrics);

// The metrics of a recorded run (Run::Options::record true), over what it has recorded so far.
RunMetrics computeRunMetrics(const Run& run);

// The metrics a run streamed as it advanced (Run::Options::metrics true, with or without a
// recording). Throws std::logic_error if the run was made without the option.
RunMetrics streamedRunMetrics(const Run& run);

} // namespace qmgrlab
