// SPDX-License-Identifier: GPL-3.0-or-later
// RetryEventIndex: the incremental scan of the recorded trace.
#include "core/run/RetryEventIndex.h"

#include <algorithm>

namespace qmgrlab {

namespace {

bool indexed(EventType type) {
    return type == EventType::Scan || type == EventType::XDead || type == EventType::XAlive;
}

} // namespace

void RetryEventIndex::reset() {
    indices_.clear();
    scanned_ = 0;
}

void RetryEventIndex::update(const Recording& recording) {
    const auto& events = recording.events();
    if (events.size() < scanned_)
        reset(); // another recording
    for (; scanned_ < events.size(); ++scanned_) {
        if (indexed(events[scanned_].type))
            indices_.push_back(static_cast<std::uint32_t>(scanned_));
    }
}

std::size_t RetryEventIndex::countBefore(std::size_t events) const {
    return static_cast<std::size_t>(std::lower_bound(indices_.begin(), indices_.end(), events) -
                                    indices_.begin());
}

} // namespace qmgrlab
