// SPDX-License-Identifier: GPL-3.0-or-later
// IntervalSet: sorted once, merged once, searched by bisection.
#include "core/scenario/IntervalSet.h"

#include <algorithm>

namespace qmgrlab {

IntervalSet::IntervalSet(std::vector<TimeInterval> intervals) {
    std::sort(intervals.begin(), intervals.end(),
              [](const TimeInterval& a, const TimeInterval& b) { return a.startMs < b.startMs; });
    std::vector<TimeInterval> merged;
    for (const TimeInterval& interval : intervals) {
        if (interval.endMs <= interval.startMs)
            continue; // holds no time
        if (!merged.empty() && interval.startMs <= merged.back().endMs)
            merged.back().endMs = std::max(merged.back().endMs, interval.endMs);
        else
            merged.push_back(interval);
    }
    if (!merged.empty())
        merged_ = std::make_shared<const std::vector<TimeInterval>>(std::move(merged));
}

const std::vector<TimeInterval>& IntervalSet::intervals() const {
    static const std::vector<TimeInterval> none;
    return merged_ != nullptr ? *merged_ : none;
}

std::optional<std::int64_t> IntervalSet::endOfIntervalAt(std::int64_t ms) const {
    const std::vector<TimeInterval>& list = intervals();
    // The last interval starting at or before ms is the only one that may hold it.
    const auto after = std::upper_bound(list.begin(), list.end(), ms,
                                        [](std::int64_t t, const TimeInterval& i) { return t < i.startMs; });
    if (after == list.begin() || ms >= (after - 1)->endMs)
        return std::nullopt;
    return (after - 1)->endMs;
}

} // namespace qmgrlab
