// JobCard: what the job list views show of one job, read from the Inspector at the current
// position: the job's counters and relations plus the names they need (message id, the
// destinations a blocker waits for).
#pragma once

#include "core/Inspector.h"

#include <QString>
#include <QStringList>

namespace qmgrlab::ui {

struct JobCard {
    JobInfo info;
    QString messageId;
    QStringList blockingQueues;
};

} // namespace qmgrlab::ui
