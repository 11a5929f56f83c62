// SPDX-License-Identifier: GPL-3.0-or-later
// Recording: everything a run produced, in order: the trace events, the steps that produced
// them, the reasons behind each entry selection and each deferral, one record per delivery (for the
// delivery-slot timelines), and each destination queue's history (created, window, busy, dead,
// revived, deleted; kept beside the trace, never in it). Filled by Simulation::step and the
// queue manager as the run advances. The large arrays of records (events, steps, decisions and
// their blockers, deliveries, each queue's records) are GrowingArrays: recording a long run
// touches their memory once.
#pragma once

#include "core/common/GrowingArray.h"
#include "core/common/Ids.h"
#include "core/trace/DeferralDecision.h"
#include "core/trace/EventSink.h"
#include "core/trace/FeedbackDecision.h"
#include "core/trace/RecipientRefill.h"
#include "core/trace/SelectionDecision.h"
#include "core/trace/StackAdoption.h"
#include "core/trace/TraceEvent.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

namespace qmgrlab {

// One step of the world (SPEC section 2, order of events within an instant).
// Contract v2 adds: a suspended queue resumed, a deferred scan started, an agent allocated by
// a rate-delayed transport, a transport whose agents could not start, a dead transport back.
enum class StepKind : std::uint8_t {
    Completion,
    Revival,
    Arrival,
    Activation,
    Selection,
    End,
    Resume,
    Scan,
    Allocation,
    TransportFailure,
    TransportRetry
};

struct StepRecord {
    std::int64_t timeMs = 0;
    StepKind kind = StepKind::End;
    std::uint32_t firstEvent = 0; // index into events()
    std::uint32_t eventCount = 0;
    std::int32_t decision = -1; // Selection: index into decisions()
};

// One delivery request, from dispatch to completion.
struct Delivery {
    int seq = 0;
    TransportId transport = kNone;
    int message = kNone; // scenario message index
    NameId dest = kNone;
    int recipients = 0;
    int lane = 0; // which of the transport's agents took it
    std::int64_t dispatchMs = 0;
    std::int64_t completeMs = 0;    // when it completes (decided at dispatch)
    bool success = true;            // the session was accepted (else a failed connection)
    int deferred = 0;               // accepted: recipients the server deferred (contract v2)
    int bounced = 0;                // accepted: recipients the server rejected for good (contract v2)
    std::uint32_t dispatchStep = 0; // index into steps()
    // The step of its completion (index into steps()); kNotCompleted while it is under way, and
    // for good when the run stopped first. Several steps may share the completion's time: the
    // step, not the clock, tells whether a position has seen it complete.
    static constexpr std::uint32_t kNotCompleted = std::numeric_limits<std::uint32_t>::max();
    std::uint32_t completeStep = kNotCompleted;

    // Whether it had completed once `position` steps were applied.
    bool completedBy(std::size_t position) const { return completeStep < position; }
    // Whether it had been dispatched and not yet completed once `position` steps were applied.
    bool underWayAt(std::size_t position) const { return dispatchStep < position && !completedBy(position); }
};

// A queue's window and busy count right after a change.
struct QueueRecord {
    std::uint32_t step = 0;  // index into steps(): the change happened in that step, at its time
    std::int32_t window = 0; // 0: dead, -1: suspended
    std::int32_t busy = 0;   // deliveries in progress
    QueueChange change = QueueChange::Created;
};

// One destination queue of one transport over the whole run: the queue manager may delete it
// and create it again, and all its lives share the history.
struct QueueHistory {
    TransportId transport = kNone;
    NameId name = kNone;
    int nexthop = kNone;               // its next hop, index into Configuration::nexthops()
    GrowingArray<QueueRecord> records; // in order
};

class Recording : public EventSink {
public:
    // keepDetails false keeps only the step being taken (steps() holds at most that one, so a
    // streamed run costs no memory per step) and drops events, decisions and deliveries; each
    // sink given (the trace writer, the metrics collector, an observer) receives every event and
    // queue change as it happens.
    explicit Recording(bool keepDetails = true, EventSink* first = nullptr, EventSink* second = nullptr,
                       EventSink* third = nullptr)
        : keepDetails_(keepDetails), sinks_{first, second, third} {}

    void record(const TraceEvent& event) override;

    void beginStep(std::int64_t timeMs, StepKind kind);
    void endStep();
    // Takes back the step just begun, which produced nothing (no event, decision, delivery or
    // queue change): the world did something silent that is not a step.
    void discardStep();
    SelectionDecision& addDecision();
    SelectionDecision& lastDecision() { return keepDetails_ ? decisions_.back() : scratch_; }
    // A blocker queue and a stalled message of the last decision (added in order, while it is the last).
    void addBlocker(const BlockerReason& reason);
    void addStalled(int message);
    // Recipients read in during the current step (its `step` is set here).
    void addRefill(RecipientRefill refill);
    // A child of a job gone from the stack, handed on in the current step (its `step` is set here).
    void addAdoption(StackAdoption adoption);
    void addDelivery(const Delivery& delivery);
    // A deferral decided in the current step, recorded before its defer_msg or expire event
    // (which gives its `event`).
    void addDeferral(DeferralDecision decision);
    // A concurrency feedback of the current step, recorded before the window or dead event it
    // causes (which gives its `event`); a failure is linked to the one before it in the queue's
    // count of failed cohorts.
    void addFeedback(FeedbackDecision decision);
    // A change of a queue during the current step; window and busy as they are after it.
    void recordQueue(TransportId transport, NameId name, int nexthop, QueueChange change, int window,
                     int busy);

    const GrowingArray<TraceEvent>& events() const { return events_; }
    const GrowingArray<StepRecord>& steps() const { return steps_; }
    const GrowingArray<SelectionDecision>& decisions() const { return decisions_; }
    // A decision's blocker queues and stalled messages (its firstBlocker and blockerCount, ...).
    std::span<const BlockerReason> blockers(const SelectionDecision& decision) const {
        return {blockers_.data() + decision.firstBlocker, decision.blockerCount};
    }
    std::span<const int> stalledMessages(const SelectionDecision& decision) const {
        return {stalled_.data() + decision.firstStalled, decision.stalledCount};
    }
    // The refills and the adoptions made in a step, in order.
    std::span<const RecipientRefill> refills(std::size_t step) const;
    std::span<const StackAdoption> adoptions(std::size_t step) const;
    const GrowingArray<Delivery>& deliveries() const { return deliveries_; }            // by seq - 1
    const GrowingArray<DeferralDecision>& deferrals() const { return deferrals_; }      // in order
    const std::vector<QueueHistory>& queueHistories() const { return queueHistories_; } // first seen first
    const GrowingArray<FeedbackDecision>& feedbacks() const { return feedbacks_; }      // in order
    // The feedback that caused the window or dead event at that index, or nullptr.
    const FeedbackDecision* feedbackOf(std::size_t event) const;
    // The position just after the latest of the first `steps` steps that recorded a feedback (a
    // feedback is its completion's step's: after the step's first event, up to its last), or 0
    // when none of them did.
    std::size_t lastFeedbackPosition(std::size_t steps) const;
    // The windows of the failures whose 1/window make up a failure's count of failed cohorts,
    // oldest first (its own last).
    std::vector<int> failedCohortWindows(const FeedbackDecision& failure) const;

    // Trace events recorded so far, kept or not (a run's work: Run's event limit).
    std::uint64_t eventCount() const { return eventCount_; }
    // About the memory the kept records take (Run's memory limit): their sizes, not counting
    // what the arrays hold in reserve.
    std::size_t keptBytes() const;

    // Number of trace events the first `steps` steps produced.
    std::size_t eventsBefore(std::size_t steps) const;
    // Number of deferrals decided among the first `events` events.
    std::size_t deferralsBefore(std::size_t events) const;
    // The deferral whose defer_msg or expire is the event at that index, or nullptr.
    const DeferralDecision* deferralOf(std::size_t event) const;
    // The queue history of a transport's destination, or -1 if it never had a queue.
    int findQueueHistory(TransportId transport, NameId name) const;
    // Number of a queue history's records made by the first `steps` steps.
    std::size_t queueRecordsBefore(int history, std::size_t steps) const;

private:
    bool keepDetails_;
    std::array<EventSink*, 3> sinks_; // any may be nullptr
    SelectionDecision scratch_;
    GrowingArray<TraceEvent> events_;
    GrowingArray<StepRecord> steps_;
    GrowingArray<SelectionDecision> decisions_;
    GrowingArray<BlockerReason> blockers_;
    GrowingArray<int> stalled_;
    GrowingArray<RecipientRefill> refills_;
    GrowingArray<StackAdoption> adoptions_;
    GrowingArray<Delivery> deliveries_;
    GrowingArray<DeferralDecision> deferrals_;
    GrowingArray<FeedbackDecision> feedbacks_;
    std::unordered_map<std::uint64_t, std::int64_t> lastFailure_; // (transport, queue) -> feedbacks_ index
    std::vector<QueueHistory> queueHistories_;
    std::unordered_map<std::uint64_t, std::uint32_t> historyIndex_; // pairKey(transport, name)
    std::uint64_t eventCount_ = 0;
    std::size_t queueRecords_ = 0; // in every history
};

} // namespace qmgrlab
