// SPDX-License-Identifier: GPL-3.0-or-later
// IntervalSet: the times a destination is down or a transport's delivery agents are broken
// (contract v2), given as [start_ms, end_ms) intervals in any order, overlapping or not, and kept
// sorted and merged, so that whether a time falls in one of them is found by bisection however
// many there are. Copies share the list (every next hop of a "*" entry has the same one).
#pragma once

#include "core/scenario/Scenario.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace qmgrlab {

class IntervalSet {
public:
    IntervalSet() = default;
    explicit IntervalSet(std::vector<TimeInterval> intervals);

    bool empty() const { return intervals().empty(); }
    bool contains(std::int64_t ms) const { return endOfIntervalAt(ms).has_value(); }
    // The end of the merged interval that holds ms: when the time stops being in the set.
    std::optional<std::int64_t> endOfIntervalAt(std::int64_t ms) const;
    // The merged intervals, sorted, none touching another.
    const std::vector<TimeInterval>& intervals() const;

private:
    std::shared_ptr<const std::vector<TimeInterval>> merged_;
};

} // namespace qmgrlab
