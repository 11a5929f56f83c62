// SPDX-License-Identifier: GPL-3.0-or-later
// PeakOverlap: the most deliveries in progress at one moment, among intervals [start, end) that come
// in the order of their ends (deliveries, each reported by its line when it ends), counting one per
// delivery agent process: a process delivers one request at a time, so lines stamped in the same
// second (a log's clock may have no finer resolution) count as parallel only as far as different
// processes wrote them. Also the lines of the deliveries in progress at the peak. Streaming: an
// interval is kept only while a later one could still overlap it, that is while its end is within
// the longest duration seen so far of the latest end; the work per interval is the number kept (the
// deliveries of that last stretch).
#pragma once

#include "core/maillog/LoggedMessage.h"

#include <cstdint>
#include <deque>
#include <utility>
#include <vector>

namespace qmgrlab {

class PeakOverlap {
public:
    static constexpr std::size_t kMaxPeakLines = 50;

    // agent: the process that made the delivery (0 when unknown: every such interval is its own).
    void add(std::int64_t start, std::int64_t end, int agent, LogPlace place);

    int peak() const { return peak_; }
    // When the peak was first reached, and the lines of the intervals in progress then (at most
    // kMaxPeakLines).
    std::int64_t peakTime() const { return peakTime_; }
    const std::vector<LogPlace>& peakLines() const { return peakLines_; }

private:
    struct Interval {
        std::int64_t start;
        std::int64_t end;
        int agent;
        LogPlace place;
        // The agents of the intervals known so far that are in progress at its start (itself
        // included), each with how many of its intervals are.
        std::vector<std::pair<int, int>> agents;
    };
    static void count(Interval& interval, int agent);
    void consider(const Interval& interval);

    std::deque<Interval> kept_;
    std::int64_t longest_ = 0;
    std::int64_t latestEnd_ = 0;
    int unknownAgents_ = 0;
    int peak_ = 0;
    std::int64_t peakTime_ = 0;
    std::vector<LogPlace> peakLines_;
};

} // namespace qmgrlab
