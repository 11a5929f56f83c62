// Recording: what a run produced, step by step.
#include "core/Recording.h"

#include <algorithm>

namespace qmgrlab {

void Recording::record(const TraceEvent& event) {
    if (keepDetails_)
        events_.push_back(event);
    if (forward_ != nullptr)
        forward_->record(event);
}

void Recording::beginStep(std::int64_t timeMs, StepKind kind) {
    StepRecord step;
    step.timeMs = timeMs;
    step.kind = kind;
    step.firstEvent = static_cast<std::uint32_t>(events_.size());
    steps_.push_back(step);
}

void Recording::endStep() {
    StepRecord& step = steps_.back();
    step.eventCount = static_cast<std::uint32_t>(events_.size()) - step.firstEvent;
}

SelectionDecision& Recording::addDecision() {
    if (!keepDetails_) {
        scratch_ = SelectionDecision{};
        return scratch_;
    }
    steps_.back().decision = static_cast<std::int32_t>(decisions_.size());
    decisions_.emplace_back();
    return decisions_.back();
}

void Recording::addDelivery(const Delivery& delivery) {
    if (keepDetails_)
        deliveries_.push_back(delivery);
}

std::size_t Recording::deliveriesBefore(std::size_t steps) const {
    const auto it = std::lower_bound(deliveries_.begin(), deliveries_.end(), steps,
                                     [](const Delivery& d, std::size_t n) { return d.dispatchStep < n; });
    return static_cast<std::size_t>(it - deliveries_.begin());
}

} // namespace qmgrlab
