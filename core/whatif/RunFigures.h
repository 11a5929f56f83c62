// SPDX-License-Identifier: GPL-3.0-or-later
// RunFigures: what the run-wide figures of a lesson's notes need of one run, gathered as the run
// streams its events (an EventSink) and kept as numbers once the run is gone: each message's
// first delivery and its last finish (time, sent, deferred), each transport's deliveries and the
// start of its delivery-slot string (as many stretches of one message as a figure can show), and
// the run's scalar metrics. A variant's figures ({finish:1@NAME=VALUE}) cost this much, not its
// recorded run (LessonFigures).
#pragma once

#include "core/common/Ids.h"
#include "core/scenario/Scenario.h"
#include "core/trace/EventSink.h"
#include "core/whatif/MetricRegistry.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace qmgrlab {

class Run;

class RunFigures : public EventSink {
public:
    struct Message {
        std::int64_t startMs = -1;  // its first delivery's dispatch; -1: none
        std::int64_t finishMs = -1; // it left the active queue for the last time; -1: never
        int sent = 0;               // of that last visit
        int deferred = 0;
    };

    // scenario: the scenario run (or the base of a variant: the same messages), which must
    // outlive the figures; slotCharacters: the most characters a slot string is shown with.
    RunFigures(const Scenario& scenario, std::size_t slotCharacters);

    void record(const TraceEvent& event) override;
    // The run has ended: its transports are taken, and its metrics when it streamed them
    // (Run::Options::metrics), of the destinations only those keepDestination keeps (by suffix,
    // "smtp:a.example").
    void finish(const Run& run, const std::function<bool(std::string_view)>& keepDestination);
    bool hasMetrics() const { return hasMetrics_; }

    const Message& message(int index) const { return messages_[static_cast<std::size_t>(index)]; }
    const std::vector<MetricValue>& metrics() const { return metrics_; }
    // The transport of that name, or kNone.
    TransportId transportIndex(std::string_view name) const;
    // The transport with the lowest index that made a delivery, or kNone.
    TransportId firstDeliveringTransport() const;
    // The deliveries of a transport over the run.
    std::uint64_t deliveries(TransportId transport) const;
    // The slot string of the transport's first `count` deliveries (message ids of one character
    // one after the other, longer ones as "list×5 s1"), cut past the slot characters given at
    // construction with kCutMark; *cut says whether it was.
    std::string slotString(TransportId transport, std::uint64_t count, bool* cut) const;
    // SCHEDULER_README's upper bound on the recipients in memory ("Dealing with memory resource
    // limits") for one transport, or with kNone for all the transports that delivered together.
    std::int64_t inCoreBound(TransportId transport) const;

private:
    // A stretch of a transport's deliveries of one message; end: the transport's deliveries up to
    // and including it.
    struct Stretch {
        int message = kNone;
        std::uint64_t end = 0;
    };
    struct Slots {
        std::vector<Stretch> stretches; // the first ones, as many as can be shown
        std::uint64_t deliveries = 0;
    };

    const Scenario* scenario_;
    std::size_t slotCharacters_;
    bool shortIds_ = true; // every message id is one character
    std::vector<Message> messages_;
    std::vector<Slots> slots_; // by transport, grown as deliveries come
    bool hasMetrics_ = false;
    std::vector<MetricValue> metrics_;
    std::vector<std::string> transports_; // names, by transport
    // Each transport's recipient limit plus its extra recipient limit, by transport; the message
    // recipient minimum times the active message limit; the message recipient limit.
    std::vector<std::int64_t> transportRecipientLimits_;
    std::int64_t minimumTimesActive_ = 0;
    std::int64_t messageRecipientLimit_ = 0;
    TransportId firstDelivering_ = kNone;
};

} // namespace qmgrlab
