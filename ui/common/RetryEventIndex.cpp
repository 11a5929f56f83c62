// SPDX-License-Identifier: GPL-3.0-or-later
// RetryEventIndex: the incremental scan of the recorded trace.
#include "ui/common/RetryEventIndex.h"

#include "core/trace/Recording.h"

#include <algorithm>

namespace qmgrlab::ui {

namespace {

bool drawnOverTime(EventType type) {
    switch (type) {
    case EventType::Suspend:
    case EventType::Resume:
    case EventType::XDead:
    case EventType::XAlive:
    case EventType::Alloc:
    case EventType::DeferMsg:
    case EventType::Expire:
    case EventType::Scan:
        return true;
    default:
        return false;
    }
}

} // namespace

void RetryEventIndex::reset() {
    indices_.clear();
    scanned_ = 0;
}

const std::vector<std::uint32_t>& RetryEventIndex::update(const Recording& recording) {
    const auto& events = recording.events();
    if (events.size() < scanned_)
        reset(); // another recording
    for (; scanned_ < events.size(); ++scanned_) {
        if (drawnOverTime(events[scanned_].type))
            indices_.push_back(static_cast<std::uint32_t>(scanned_));
    }
    return indices_;
}

std::size_t RetryEventIndex::countBefore(std::size_t events) const {
    return static_cast<std::size_t>(std::lower_bound(indices_.begin(), indices_.end(), events) -
                                    indices_.begin());
}

std::size_t RetryEventIndex::eventsBefore(const Recording& recording, std::size_t steps) {
    const auto& all = recording.steps();
    if (steps == 0 || all.empty())
        return 0;
    const StepRecord& last = all[std::min(steps, all.size()) - 1];
    return static_cast<std::size_t>(last.firstEvent) + last.eventCount;
}

} // namespace qmgrlab::ui
