// SPDX-License-Identifier: GPL-3.0-or-later
// JobCard: what the job list views show of one job, read from the Inspector at the current
// position: the job's counters and relations plus the names and settings they need (message
// id, the destinations a blocker waits for, the message id of the job it preempted, the
// transport's delivery slot cost and loan, the outcomes of its message's visit of the active queue,
// a replayed message's sender, and, on the step whose preemption rule read this job's counter,
// that counter at the decision).
#pragma once

#include "core/run/Inspector.h"
#include "core/run/TestedCounter.h"

#include <QString>
#include <QStringList>
#include <optional>

namespace qmgrlab::ui {

struct JobCard {
    JobInfo info;
    QString messageId;
    QStringList blockingQueues;
    QString parentMessageId; // empty when the job has no stack parent
    int slotCost = 0;        // T_delivery_slot_cost of the job's transport
    int slotLoan = 0;        // T_delivery_slot_loan of the job's transport
    // Contract v2: the message's recipients sent, deferred and bounced in this visit of the
    // active queue, and whether the visit came from the deferred queue; shown when the scenario
    // retries (deferred queue) or its servers answer per recipient.
    bool showVisit = false;
    int sent = 0;
    int deferred = 0;
    int bounced = 0;
    bool fromDeferred = false;
    // The step at the position read this job's counter when it decided its selection: the card
    // states the counter as the rule used it, not as the step left it.
    std::optional<TestedCounter> atDecision = std::nullopt;
    // The message's sender as the views name it (shownSender), where the scenario gives it (a
    // replay's, as logged); empty otherwise.
    QString sender = {};
};

} // namespace qmgrlab::ui
