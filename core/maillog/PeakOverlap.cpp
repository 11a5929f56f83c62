// SPDX-License-Identifier: GPL-3.0-or-later
// PeakOverlap: the most deliveries in progress at once, by agent process, streaming.
#include "core/maillog/PeakOverlap.h"

#include <algorithm>

namespace qmgrlab {

namespace {

bool inProgressAt(std::int64_t start, std::int64_t end, std::int64_t moment) {
    return start <= moment && moment < end;
}

} // namespace

void PeakOverlap::count(Interval& interval, int agent) {
    for (auto& [known, n] : interval.agents)
        if (known == agent) {
            ++n;
            return;
        }
    interval.agents.emplace_back(agent, 1);
}

void PeakOverlap::consider(const Interval& interval) {
    const int here = static_cast<int>(interval.agents.size());
    if (here <= peak_)
        return;
    peak_ = here;
    peakTime_ = interval.start;
    peakLines_.clear();
    for (const Interval& other : kept_)
        if (peakLines_.size() < kMaxPeakLines &&
            (inProgressAt(other.start, other.end, interval.start) || other.place == interval.place))
            peakLines_.push_back(other.place);
}

void PeakOverlap::add(std::int64_t start, std::int64_t end, int agent, LogPlace place) {
    end = std::max(end, start);
    if (agent == 0)
        agent = --unknownAgents_; // a process of its own
    longest_ = std::max(longest_, end - start);
    latestEnd_ = std::max(latestEnd_, end);
    // A later interval ends at latestEnd_ or after and lasts at most longest_ (as far as known):
    // it cannot overlap an interval that ended before latestEnd_ - longest_.
    const std::int64_t horizon = latestEnd_ - longest_;
    kept_.erase(std::remove_if(kept_.begin(), kept_.end(),
                               [horizon](const Interval& interval) { return interval.end < horizon; }),
                kept_.end());
    // Kept before the others are considered: a peak at another's start (the same moment as this
    // one's, or later) names this interval's line too. A deque's elements stay where they are.
    kept_.push_back(Interval{start, end, agent, place, {{agent, 1}}});
    Interval& fresh = kept_.back();
    for (std::size_t i = 0; i + 1 < kept_.size(); ++i) {
        Interval& other = kept_[i];
        if (inProgressAt(other.start, other.end, start))
            count(fresh, other.agent);
        if (inProgressAt(start, end, other.start)) {
            count(other, agent);
            consider(other);
        }
    }
    consider(fresh);
}

} // namespace qmgrlab
