// SPDX-License-Identifier: GPL-3.0-or-later
// Recording: what a run produced, step by step.
#include "core/trace/Recording.h"

#include <algorithm>

namespace qmgrlab {

void Recording::record(const TraceEvent& event) {
    ++eventCount_;
    if (keepDetails_) {
        events_.push_back(event);
        if (event.type == EventType::Done && event.seq >= 1 &&
            static_cast<std::size_t>(event.seq) <= deliveries_.size())
            deliveries_[static_cast<std::size_t>(event.seq) - 1].completeStep =
                static_cast<std::uint32_t>(steps_.size() - 1);
    }
    for (EventSink* sink : sinks_) {
        if (sink != nullptr)
            sink->record(event);
    }
}

void Recording::beginStep(std::int64_t timeMs, StepKind kind) {
    StepRecord step;
    step.timeMs = timeMs;
    step.kind = kind;
    step.firstEvent = static_cast<std::uint32_t>(events_.size());
    if (!keepDetails_)
        steps_.clear();
    steps_.push_back(step);
}

void Recording::endStep() {
    StepRecord& step = steps_.back();
    step.eventCount = static_cast<std::uint32_t>(events_.size()) - step.firstEvent;
}

void Recording::discardStep() {
    if (steps_.back().decision >= 0) {
        const SelectionDecision& decision = decisions_.back();
        while (blockers_.size() > decision.firstBlocker)
            blockers_.pop_back();
        while (stalled_.size() > decision.firstStalled)
            stalled_.pop_back();
        decisions_.pop_back();
    }
    while (!refills_.empty() && refills_.back().step == steps_.size() - 1)
        refills_.pop_back();
    while (!adoptions_.empty() && adoptions_.back().step == steps_.size() - 1)
        adoptions_.pop_back();
    steps_.pop_back();
}

SelectionDecision& Recording::addDecision() {
    if (!keepDetails_) {
        scratch_ = SelectionDecision{};
        return scratch_;
    }
    steps_.back().decision = static_cast<std::int32_t>(decisions_.size());
    SelectionDecision decision;
    decision.firstBlocker = static_cast<std::uint32_t>(blockers_.size());
    decision.firstStalled = static_cast<std::uint32_t>(stalled_.size());
    decisions_.push_back(decision);
    return decisions_.back();
}

void Recording::addBlocker(const BlockerReason& reason) {
    if (!keepDetails_)
        return;
    blockers_.push_back(reason);
    ++decisions_.back().blockerCount;
}

void Recording::addStalled(int message) {
    if (!keepDetails_)
        return;
    stalled_.push_back(message);
    ++decisions_.back().stalledCount;
}

void Recording::addRefill(RecipientRefill refill) {
    if (!keepDetails_)
        return;
    refill.step = static_cast<std::uint32_t>(steps_.size() - 1);
    refills_.push_back(refill);
}

void Recording::addAdoption(StackAdoption adoption) {
    if (!keepDetails_)
        return;
    adoption.step = static_cast<std::uint32_t>(steps_.size() - 1);
    adoptions_.push_back(adoption);
}

namespace {

// The records of one step in an array of records kept in step order.
template <typename Record>
std::span<const Record> ofStep(const GrowingArray<Record>& records, std::size_t step) {
    const Record* first = std::partition_point(records.begin(), records.end(),
                                               [step](const Record& r) { return r.step < step; });
    const Record* last =
        std::partition_point(first, records.end(), [step](const Record& r) { return r.step <= step; });
    return {first, static_cast<std::size_t>(last - first)};
}

} // namespace

std::span<const RecipientRefill> Recording::refills(std::size_t step) const {
    return ofStep(refills_, step);
}

std::span<const StackAdoption> Recording::adoptions(std::size_t step) const {
    return ofStep(adoptions_, step);
}

void Recording::addDelivery(const Delivery& delivery) {
    if (keepDetails_)
        deliveries_.push_back(delivery);
}

void Recording::addDeferral(DeferralDecision decision) {
    if (!keepDetails_)
        return;
    decision.event = static_cast<std::uint32_t>(events_.size());
    deferrals_.push_back(decision);
}

void Recording::recordQueue(TransportId transport, NameId name, int nexthop, QueueChange change, int window,
                            int busy) {
    for (EventSink* sink : sinks_) {
        if (sink != nullptr)
            sink->queueChanged(transport, name, change, window, steps_.back().timeMs);
    }
    if (!keepDetails_)
        return;
    const auto [it, added] = historyIndex_.try_emplace(pairKey(transport, name),
                                                       static_cast<std::uint32_t>(queueHistories_.size()));
    if (added)
        queueHistories_.push_back({transport, name, nexthop, {}});
    queueHistories_[it->second].records.push_back(
        {static_cast<std::uint32_t>(steps_.size() - 1), window, busy, change});
    ++queueRecords_;
}

std::size_t Recording::keptBytes() const {
    constexpr std::size_t kIndexEntryBytes = 48; // a node of historyIndex_, with its bucket
    return events_.size() * sizeof(TraceEvent) + steps_.size() * sizeof(StepRecord) +
           decisions_.size() * sizeof(SelectionDecision) + blockers_.size() * sizeof(BlockerReason) +
           stalled_.size() * sizeof(int) + refills_.size() * sizeof(RecipientRefill) +
           adoptions_.size() * sizeof(StackAdoption) + deliveries_.size() * sizeof(Delivery) +
           deferrals_.size() * sizeof(DeferralDecision) + feedbacks_.size() * sizeof(FeedbackDecision) +
           queueHistories_.size() * (sizeof(QueueHistory) + kIndexEntryBytes) +
           queueRecords_ * sizeof(QueueRecord);
}

int Recording::findQueueHistory(TransportId transport, NameId name) const {
    const auto it = historyIndex_.find(pairKey(transport, name));
    return it == historyIndex_.end() ? -1 : static_cast<int>(it->second);
}

std::size_t Recording::queueRecordsBefore(int history, std::size_t steps) const {
    const auto& records = queueHistories_[static_cast<std::size_t>(history)].records;
    const auto it = std::partition_point(records.begin(), records.end(),
                                         [steps](const QueueRecord& r) { return r.step < steps; });
    return static_cast<std::size_t>(it - records.begin());
}

std::size_t Recording::eventsBefore(std::size_t steps) const {
    if (steps == 0 || steps_.empty())
        return 0;
    const StepRecord& last = steps_[std::min(steps, steps_.size()) - 1];
    return static_cast<std::size_t>(last.firstEvent) + last.eventCount;
}

void Recording::addFeedback(FeedbackDecision decision) {
    if (!keepDetails_)
        return;
    decision.event = static_cast<std::uint32_t>(events_.size());
    if (!decision.positive) {
        const std::uint64_t key =
            (static_cast<std::uint64_t>(static_cast<std::uint32_t>(decision.transport)) << 32) |
            static_cast<std::uint32_t>(decision.queue);
        const auto last = lastFailure_.find(key);
        decision.previousFailure =
            decision.failCohortsBefore > 0.0 && last != lastFailure_.end() ? last->second : -1;
        lastFailure_[key] = static_cast<std::int64_t>(feedbacks_.size());
    }
    feedbacks_.push_back(decision);
}

const FeedbackDecision* Recording::feedbackOf(std::size_t event) const {
    auto it = std::partition_point(feedbacks_.begin(), feedbacks_.end(),
                                   [event](const FeedbackDecision& d) { return d.event < event; });
    for (; it != feedbacks_.end() && it->event == event; ++it) {
        if (it->reported)
            return &*it;
    }
    return nullptr;
}

std::size_t Recording::lastFeedbackPosition(std::size_t steps) const {
    const std::size_t events = eventsBefore(steps);
    const auto feedback =
        std::partition_point(feedbacks_.begin(), feedbacks_.end(),
                             [events](const FeedbackDecision& d) { return d.event <= events; });
    if (feedback == feedbacks_.begin())
        return 0;
    // Its step: the last with an event before it (a step without events has none of its own).
    const std::uint32_t event = (feedback - 1)->event;
    const auto step = std::partition_point(steps_.begin(), steps_.end(),
                                           [event](const StepRecord& s) { return s.firstEvent < event; });
    return static_cast<std::size_t>(step - steps_.begin());
}

std::vector<int> Recording::failedCohortWindows(const FeedbackDecision& failure) const {
    std::vector<int> windows{failure.oldWindow};
    for (std::int64_t i = failure.previousFailure; i >= 0;
         i = feedbacks_[static_cast<std::size_t>(i)].previousFailure)
        windows.push_back(feedbacks_[static_cast<std::size_t>(i)].oldWindow);
    std::reverse(windows.begin(), windows.end());
    return windows;
}

std::size_t Recording::deferralsBefore(std::size_t events) const {
    const auto it = std::partition_point(deferrals_.begin(), deferrals_.end(),
                                         [events](const DeferralDecision& d) { return d.event < events; });
    return static_cast<std::size_t>(it - deferrals_.begin());
}

const DeferralDecision* Recording::deferralOf(std::size_t event) const {
    const std::size_t i = deferralsBefore(event);
    return i < deferrals_.size() && deferrals_[i].event == event ? &deferrals_[i] : nullptr;
}

} // namespace qmgrlab
