// SPDX-License-Identifier: GPL-3.0-or-later
// RunMetrics: the figures of one run (messages, jobs, the scheduler, destination queues,
// delivery agents), as plain values. A MetricsCollector computes them as a run advances; their
// flat named form and the registry of every metric are in core/whatif/MetricRegistry.h, the
// metrics of a given Run in core/run/RecordedMetrics.h.
#pragma once

#include "core/common/Ids.h"

#include <cstdint>
#include <string>
#include <vector>

namespace qmgrlab {

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
    int failed = 0;   // completed deliveries whose session failed (negative feedback)
    std::int64_t sent = 0;
    std::int64_t deferred = 0; // failed deliveries' and deferred-without-attempt recipients
    double deferRate = 0;      // deferred / (sent + deferred)
    // failed / (sent + deferred): SCHEDULER_README's "percentage deferred" in its timeout tables,
    // which counts each timed-out connection once against the recipients.
    double failuresPerRecipient = 0;
    double windowAvg = 0; // time-weighted over the time the queue existed
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
    double busyAgentMs = 0; // over every delivery: may pass the 64-bit range of ms
    double utilisation = 0; // busy agent time / (maxproc * run length)
    DelayStats delay;
    double feedbackWindowAvg = 0; // as DestinationMetrics', over every completion of the transport
    double feedbackWindowSd = 0;
    int recipientsInCoreMax = 0; // the most recipients its jobs held in memory at once
};

struct RunMetrics {
    std::int64_t endMs = 0;             // the run's last instant
    std::int64_t lastDeliveryEndMs = 0; // when the last delivery completed (0: none did)
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
    int recipientsInCoreMax = 0; // the most recipients in memory at once, over all transports
    double deferRate = 0;
    double concurrencyAvg = 0; // time-weighted over every queue's lifetime
    double concurrencySd = 0;
    std::vector<MessageMetrics> messages;         // by scenario index
    std::vector<JobMetrics> jobs;                 // by message, then transport
    std::vector<DestinationMetrics> destinations; // by transport, then the queue first seen first
    std::vector<TransportMetrics> transports;     // by transport index
};

} // namespace qmgrlab
