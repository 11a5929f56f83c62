// SPDX-License-Identifier: GPL-3.0-or-later
// JobSlots: the by-time job list's jobs sorted by the slots they hold, and the retired jobs'
// remainder of the transport's totals.
#include "core/run/JobSlots.h"

#include <algorithm>

namespace qmgrlab {

int JobSlots::within() const {
    return std::min(count, limit);
}

int JobSlots::unused() const {
    return std::max(0, limit - count);
}

int JobSlots::beyond() const {
    return std::max(0, count - limit);
}

std::vector<JobSlots> JobSlots::of(const Inspector& inspector, const TransportInfo& transport) {
    std::vector<JobSlots> rows;
    rows.reserve(transport.timeList.size() + 1);
    std::int64_t listedLimit = 0;
    std::int64_t listedCount = 0;
    for (const JobId j : transport.timeList) {
        const JobInfo job = inspector.job(j);
        rows.push_back({job.message, job.rcptLimit, job.rcptCount});
        listedLimit += job.rcptLimit;
        listedCount += job.rcptCount;
    }
    std::stable_sort(rows.begin(), rows.end(),
                     [](const JobSlots& a, const JobSlots& b) { return a.limit > b.limit; });
    if (transport.slotsHeld > listedLimit || transport.recipientsInCore > listedCount)
        rows.push_back({kNone, static_cast<int>(transport.slotsHeld - listedLimit),
                        static_cast<int>(transport.recipientsInCore - listedCount)});
    return rows;
}

} // namespace qmgrlab
