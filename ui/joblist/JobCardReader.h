// SPDX-License-Identifier: GPL-3.0-or-later
// JobCardReader: the job cards of one transport's job lists at a run's current position, read
// from the Inspector (the job's counters and relations, the message ids and blocking queues by
// name, the transport's slot cost, the message's visit of the active queue when the world
// retries, the counter the position's step read when it decided). The job list view and the lesson handout
// show the same cards from the same reading.
#pragma once

#include "core/common/Ids.h"
#include "ui/joblist/JobCard.h"

#include <vector>

namespace qmgrlab {
class Run;
}

namespace qmgrlab::ui {

class JobCardReader {
public:
    // The run at its current position; transport must be one of the run's transports.
    JobCardReader(const Run& run, TransportId transport);

    // The scheduler's job list, in selection order, and the job list by arrival time.
    std::vector<JobCard> schedulerList() const;
    std::vector<JobCard> timeList() const;

private:
    std::vector<JobCard> cardsOf(const std::vector<JobId>& jobs) const;

    const Run& run_;
    TransportId transport_;
};

} // namespace qmgrlab::ui
