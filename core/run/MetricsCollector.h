// SPDX-License-Identifier: GPL-3.0-or-later
// MetricsCollector: computes a run's metrics (RunMetrics) as the run advances, an event sink
// fed the trace events and the queue changes the Recording receives, so that a run without a
// recording can have them too. Its memory grows with the messages, jobs, destination queues
// and distinct recipient delays, and with the deliveries in progress, never with the steps.
// Times reach the end of the simulated clock (2^63 ms): a sum of the times of many queues,
// messages or deliveries is taken in floating point, a sum of counts held at the 64-bit range.
#pragma once

#include "core/common/NameTable.h"
#include "core/run/RunMetrics.h"
#include "core/scenario/Configuration.h"
#include "core/trace/EventSink.h"

#include <cstdint>
#include <map>
#include <set>
#include <unordered_map>
#include <vector>

namespace qmgrlab {

class MetricsCollector : public EventSink {
public:
    // config must outlive the collector.
    explicit MetricsCollector(const Configuration& config);

    void record(const TraceEvent& event) override;
    // A change of a destination queue at timeMs; window as it is after the change (0: dead).
    void queueChanged(TransportId transport, NameId name, QueueChange change, int window,
                      std::int64_t timeMs) override;

    // The figures so far; a run that has not ended is measured up to the last instant seen.
    RunMetrics result(const NameTable& names) const;

private:
    struct JobState {
        int selected = 0;
        std::int64_t firstSlot = 0; // the transport's slot number of its first selected entry
        std::int64_t lastSlot = 0;
        std::int64_t completionMs = -1;
        int preempted = 0;
        int preempting = 0;
        int maxLevel = 0;
    };
    struct InFlight {
        std::int64_t dispatchMs = 0;
        TransportId transport = kNone;
        int message = kNone;
        NameId dest = kNone;
        int recipients = 0;
    };
    struct DestinationState {
        int attempts = 0;
        int failed = 0; // completed deliveries whose session failed
        std::int64_t sent = 0;
        std::int64_t deferred = 0;
        int dead = 0;
        bool exists = false;
        int window = 0;
        std::int64_t sinceMs = 0;
        std::int64_t existedMs = 0;
        double windowMs = 0;          // integral of the window over time
        double windowSquaredMs = 0;   // integral of its square
        std::int64_t completions = 0; // deliveries completed
        double completionWindows = 0; // sum of the window at each completion, before its feedback
        double completionWindowsSquared = 0;
    };
    struct TransportState {
        std::int64_t slotCount = 0;                  // delivery slots so far: entries selected
        double busyAgentMs = 0;                      // a sum over deliveries of up to 2^63 ms each
        std::map<std::int64_t, std::int64_t> delays; // recipient delay (ms) -> sent recipients
        std::set<int> blockers;                      // messages whose job is a blocker
    };

    JobState& job(int message, TransportId transport);
    DestinationState& destination(TransportId transport, NameId name);
    // A message's job on a transport is no longer a blocker (its transport released its blockers,
    // or the message finished).
    void unmarkBlocker(int message, TransportId transport);
    void setStalled(std::int64_t timeMs);

    const Configuration* config_;
    std::int64_t lastDeliveryEndMs_ = 0;
    std::vector<MessageMetrics> messages_;
    std::map<std::uint64_t, JobState> jobs_;                 // pairKey(message, transport)
    std::map<std::uint64_t, DestinationState> destinations_; // pairKey(transport, name)
    std::vector<TransportState> transports_;
    std::unordered_map<int, InFlight> inFlight_; // by seq
    // The transports where a message's job is a blocker, and how many transports have one: a
    // message that finishes, or a time with a blocker, is answered without a look at every
    // transport.
    std::unordered_map<int, std::vector<TransportId>> blockerOn_;
    int transportsWithBlockers_ = 0;
    int preemptions_ = 0;
    int maxStackDepth_ = 0;
    int blockerEpisodes_ = 0;
    bool stalled_ = false;
    std::int64_t stalledSinceMs_ = 0;
    std::int64_t stalledMs_ = 0;
    std::int64_t lastMs_ = 0;
    std::int64_t endDeferred_ = 0; // the end event's counts
    std::int64_t endBounced_ = 0;
    std::int64_t recipientAttempts_ = 0;
};

} // namespace qmgrlab
