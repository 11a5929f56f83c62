// SPDX-License-Identifier: GPL-3.0-or-later
// QueueManager, delivery completion: per-destination concurrency feedback (less-than-1
// feedback with hysteresis, the safety margin, failed pseudo-cohorts), dead destinations and
// their revival, entry disposal with the recipient-slot hand-back, and the release of
// blocker jobs (ALGORITHM.md 3.7, 3.8).
#include "core/common/Saturating.h"
#include "core/scheduler/IntrusiveList.h"
#include "core/scheduler/QueueManager.h"

namespace qmgrlab {

void QueueManager::completeDelivery(const PendingCompletion& done) {
    const EntryId e = done.entry;
    const Entry& entry = s_->entries[e];
    const QueueId q = entry.queue;
    const TransportId t = s_->queues[q].transport;
    const int recipients = entry.recipients;
    Message& message = s_->messages[entry.message];
    const int deferred = done.success ? done.deferred : recipients;
    const int bounced = done.success ? done.bounced : 0;
    const int sent = recipients - deferred - bounced;
    message.sent += sent;
    message.deferred += deferred;
    message.bounced += bounced;
    s_->totalSent += sent;
    s_->totalDeferred += deferred;
    s_->totalBounced += bounced;
    if (done.success && config_->deferredQueue()) { // sent and bounced recipients are not read again
        SharedChunks<std::uint8_t>& finished = s_->files.at(message.spec).finished;
        for (std::size_t i = 0; i < entry.recipientIndex.size(); ++i)
            if (entry.outcome.empty() ||
                entry.outcome[i] != static_cast<std::uint8_t>(RecipientOutcome::Deferred))
                finished.writable(static_cast<std::size_t>(entry.recipientIndex[i])) = 1;
    }

    if (!done.success) {
        if (s_->queues[q].window > 0) {
            negativeFeedback(q);
            if (s_->queues[q].window == 0)
                deferAllTodo(q);
        }
    }
    // Postfix's transport_unthrottle: every completion of a transport clears its rate lock, and
    // brings a dead transport back.
    if (s_->transports[t].dead)
        reviveTransport(t, Revival::Delivery);
    s_->transports[t].rateLocked = false;
    if (done.success)
        positiveFeedback(q);
    entryDone(e, true);
    transportChanged(t); // its agent came back (the world's count) and its lock is gone
}

void QueueManager::positiveFeedback(QueueId q) {
    Queue& queue = s_->queues[q];
    const TransportSettings& ts = settings(queue.transport);
    queue.failCohorts = 0.0;
    if (queue.window == 0) { // a delivery that was in flight when it died succeeded
        reviveQueue(q, Revival::Delivery);
        return;
    }
    if ((ts.concurrencyLimit == 0 || queue.window < ts.concurrencyLimit) &&
        queue.window < static_cast<std::int64_t>(queue.busyCount) + ts.initialConcurrency) {
        const int before = queue.window;
        const double f = ts.positiveFeedback.amount(queue.window);
        const double successBefore = queue.success;
        int steps = 0;
        queue.success += f;
        while (queue.success + f / 2 >= 1) {
            addSaturating(queue.window, 1); // an unlimited window may start at 2147483647
            queue.success -= 1;
            queue.failure = 0;
            ++steps;
        }
        const int grown = queue.window;
        if (ts.concurrencyLimit > 0 && queue.window > ts.concurrencyLimit)
            queue.window = ts.concurrencyLimit;
        if (recording_ != nullptr) { // the window moved or not: the narration tells the count either way
            FeedbackDecision d = feedbackDecision(q, before, f, successBefore, queue.success);
            d.reported = queue.window != before;
            d.positive = true;
            d.steps = steps;
            d.capped = grown != queue.window;
            recording_->addFeedback(d);
        }
        if (queue.window != before)
            reportWindow(q, before);
    } else if (recording_ != nullptr) {
        // No feedback: the window is at the limit, or not in use. Recorded for the narration.
        FeedbackDecision d = feedbackDecision(q, queue.window, 0.0, queue.success, queue.success);
        d.reported = false;
        d.positive = true;
        d.held = true;
        d.busy = queue.busyCount;
        d.initialConcurrency = ts.initialConcurrency;
        d.concurrencyLimit = ts.concurrencyLimit;
        recording_->addFeedback(d);
    }
}

void QueueManager::negativeFeedback(QueueId q) {
    Queue& queue = s_->queues[q];
    const TransportSettings& ts = settings(queue.transport);
    const int before = queue.window;
    const double cohortsBefore = queue.failCohorts;
    const double failureBefore = queue.failure;
    queue.failCohorts += 1.0 / queue.window;
    if (ts.failedCohortLimit > 0 && queue.failCohorts >= ts.failedCohortLimit)
        queue.window = 0;
    double f = 0.0;
    int steps = 0;
    if (queue.window > 0) {
        f = ts.negativeFeedback.amount(queue.window);
        queue.failure -= f;
        while (queue.failure - f / 2 < 0) {
            --queue.window;
            queue.success = 0;
            queue.failure += 1;
            ++steps;
        }
        if (queue.window < 1)
            queue.window = 1;
    }
    if (recording_ != nullptr) {
        FeedbackDecision d = feedbackDecision(q, before, f, failureBefore, queue.failure);
        d.reported = queue.window != before;
        d.steps = steps;
        d.failCohortsBefore = cohortsBefore;
        d.failCohorts = queue.failCohorts;
        d.failedCohortLimit = ts.failedCohortLimit;
        recording_->addFeedback(d);
    }
    if (queue.window > 0 && queue.window != before)
        reportWindow(q, before);
    if (queue.window == 0) {
        startQueueTimer(q, TimerKind::Revive, secondsInMs(config_->minimalBackoffSeconds()));
        TraceEvent event;
        event.type = EventType::Dead;
        event.transport = queue.transport;
        event.dest = queue.name;
        event.untilMs = queue.timerAtMs;
        report(event);
        recordQueue(q, QueueChange::Dead);
    }
}

FeedbackDecision QueueManager::feedbackDecision(QueueId q, int before, double amount, double countBefore,
                                                double countAfter) const {
    const Queue& queue = s_->queues[q];
    FeedbackDecision d;
    d.transport = queue.transport;
    d.queue = queue.name;
    d.oldWindow = before;
    d.window = queue.window;
    d.reported = true;
    d.amount = amount;
    d.countBefore = countBefore;
    d.countAfter = countAfter;
    return d;
}

void QueueManager::reportWindow(QueueId q, int before) {
    const Queue& queue = s_->queues[q];
    TraceEvent event;
    event.type = EventType::Window;
    event.transport = queue.transport;
    event.dest = queue.name;
    event.window = queue.window;
    event.oldWindow = before;
    report(event);
    recordQueue(q, QueueChange::Window);
}

void QueueManager::startQueueTimer(QueueId q, TimerKind kind, std::int64_t delayMs) {
    Queue& queue = s_->queues[q];
    queue.timerSet = true;
    queue.timerAtMs = timeAfter(s_->nowMs, delayMs);
    queue.timerOrder = s_->nextTimerOrder++;
    s_->timers.emplace(TimerKey(queue.timerAtMs, queue.timerOrder), Timer{kind, q});
}

void QueueManager::cancelQueueTimer(QueueId q) {
    Queue& queue = s_->queues[q];
    if (!queue.timerSet)
        return;
    s_->timers.erase(TimerKey(queue.timerAtMs, queue.timerOrder));
    queue.timerSet = false;
}

// Back from the dead: feedback state cleared; the window is the number of deliveries still
// in progress, or the initial concurrency when there are none.
void QueueManager::reviveQueue(QueueId q, Revival cause) {
    cancelQueueTimer(q);
    Queue& queue = s_->queues[q];
    queue.failCohorts = 0.0;
    queue.success = 0.0;
    queue.failure = 0.0;
    queue.window = queue.busyCount > 0 ? queue.busyCount : settings(queue.transport).initialConcurrency;
    TraceEvent event;
    event.type = EventType::Alive;
    event.transport = queue.transport;
    event.dest = queue.name;
    event.revival = cause;
    report(event);
    recordQueue(q, QueueChange::Revived);
}

void QueueManager::reviveByTimer(QueueId q) {
    s_->queues[q].timerSet = false; // the world has taken the timer off its list
    reviveQueue(q, Revival::Timer);
    const Queue& queue = s_->queues[q];
    if (queue.todoCount == 0 && queue.busyCount == 0)
        deleteQueue(q);
}

// A completed delivery on a transport with a destination rate delay: the queue, revived at
// once if this completion killed it, is suspended until its resume timer.
void QueueManager::ratePause(QueueId q) {
    if (s_->queues[q].window == 0)
        reviveQueue(q, Revival::RateDelay);
    Queue& queue = s_->queues[q];
    if (queue.window <= 0)
        return;
    queue.window = -1;
    startQueueTimer(q, TimerKind::Resume, secondsInMs(settings(queue.transport).destinationRateDelay));
    TraceEvent event;
    event.type = EventType::Suspend;
    event.transport = queue.transport;
    event.dest = queue.name;
    event.untilMs = queue.timerAtMs;
    report(event);
    recordQueue(q, QueueChange::Suspended);
}

void QueueManager::resumeByTimer(QueueId q) {
    Queue& queue = s_->queues[q];
    queue.timerSet = false; // the world has taken the timer off its list
    queue.window = 1;
    TraceEvent event;
    event.type = EventType::Resume;
    event.transport = queue.transport;
    event.dest = queue.name;
    report(event);
    recordQueue(q, QueueChange::Resumed);
    if (queue.todoCount == 0 && queue.busyCount == 0)
        deleteQueue(q);
    else
        blockerUpdate(q);
}

void QueueManager::allocate(TransportId t) {
    Transport& transport = s_->transports[t];
    transport.rateLocked = true;
    transportChanged(t);
    transport.rateBrokenAtAlloc = settings(t).brokenAt(s_->nowMs);
    const std::int64_t selectionMs = timeAfter(s_->nowMs, secondsInMs(settings(t).transportRateDelay));
    s_->timers.emplace(TimerKey(selectionMs, s_->nextTimerOrder++), Timer{TimerKind::RateSelection, t});
    TraceEvent event;
    event.type = EventType::Alloc;
    event.transport = t;
    event.untilMs = selectionMs;
    report(event);
}

// Broken delivery agents: the transport is dead for transport_retry_time, and every entry
// waiting in its queues is deferred (the queues themselves stay alive).
void QueueManager::killTransport(TransportId t) {
    Transport& transport = s_->transports[t];
    transport.dead = true;
    transportChanged(t);
    transport.retryTimerSet = true;
    transport.retryAtMs = timeAfter(s_->nowMs, secondsInMs(config_->transportRetrySeconds()));
    transport.retryOrder = s_->nextTimerOrder++;
    s_->timers.emplace(TimerKey(transport.retryAtMs, transport.retryOrder),
                       Timer{TimerKind::TransportRetry, t});
    TraceEvent event;
    event.type = EventType::XDead;
    event.transport = t;
    event.untilMs = transport.retryAtMs;
    report(event);
    std::vector<std::pair<QueueId, std::uint64_t>> queues;
    for (QueueId q = transport.queueHead; q != kNone; q = s_->queues[q].next)
        queues.emplace_back(q, s_->queues[q].uid);
    for (const auto& [q, uid] : queues)
        if (s_->queues.alive(q) && s_->queues[q].uid == uid)
            deferAllTodo(q, true);
}

void QueueManager::reviveTransport(TransportId t, Revival cause) {
    Transport& transport = s_->transports[t];
    if (transport.retryTimerSet)
        s_->timers.erase(TimerKey(transport.retryAtMs, transport.retryOrder));
    transport.retryTimerSet = false;
    transport.dead = false;
    transport.rateLocked = false;
    transportChanged(t);
    TraceEvent event;
    event.type = EventType::XAlive;
    event.transport = t;
    event.revival = cause;
    report(event);
}

// A queue just declared dead defers every entry waiting in it, in the queue's order.
void QueueManager::deferAllTodo(QueueId q, bool byTransport) {
    const std::uint64_t uid = s_->queues[q].uid;
    while (s_->queues.alive(q) && s_->queues[q].uid == uid && s_->queues[q].todoHead != kNone) {
        const EntryId e = s_->queues[q].todoHead;
        const Entry& entry = s_->entries[e];
        Message& message = s_->messages[entry.message];
        message.deferred += entry.recipients;
        s_->totalDeferred += entry.recipients;
        TraceEvent event;
        event.type = EventType::Defer;
        event.transport = s_->queues[q].transport;
        event.message = message.spec;
        event.dest = s_->queues[q].name;
        event.rcpts = entry.recipients;
        event.byTransport = byTransport;
        report(event);
        entryDone(e, false);
    }
}

void QueueManager::entryDone(EntryId e, bool fromBusy) {
    const Entry entry = s_->entries[e]; // a copy: the entry is destroyed below
    const QueueId q = entry.queue;
    const PeerId peer = entry.peer;
    const JobId job = s_->peers[peer].job;
    const MessageId m = entry.message;
    const TransportId tid = s_->queues[q].transport;

    Queue& queue = s_->queues[q];
    if (fromBusy) {
        QueueEntryList::remove(s_->entries, queue.busyHead, queue.busyTail, e);
        --queue.busyCount;
        recordQueue(q, QueueChange::Busy);
    } else {
        Peer& p = s_->peers[peer];
        PeerEntryList::remove(s_->entries, p.todoHead, p.todoTail, e);
        QueueEntryList::remove(s_->entries, queue.todoHead, queue.todoTail, e);
        --queue.todoCount;
        updateReadiness(q);
        ++s_->jobs[job].selectedEntries;
    }
    s_->entries.destroy(e);
    s_->jobs[job].rcptCount -= entry.recipients;
    s_->messages[m].rcptCount -= entry.recipients;
    s_->inCoreRecipients -= entry.recipients;
    s_->transports[static_cast<std::size_t>(s_->jobs[job].transport)].recipientsInCore -= entry.recipients;

    // Sponsors: other jobs of the message give back slots that no longer cover anything.
    for (JobId sponsor = s_->messages[m].firstJob; sponsor != kNone;
         sponsor = s_->jobs[sponsor].nextInMessage) {
        const Job& sj = s_->jobs[sponsor];
        if (sponsor == job || sj.rcptCount >= sj.rcptLimit)
            continue;
        if (sj.stackLevel < 0 || !s_->messages[m].moreToRead)
            moveUnusedSlots(sponsor);
    }
    if (!s_->messages[m].moreToRead)
        moveUnusedSlots(job);

    if (fromBusy && settings(tid).destinationRateDelay > 0)
        ratePause(q);
    if (s_->queues[q].window != -1 && s_->queues[q].blockerTag == s_->transports[tid].blockerTag)
        blockerUpdate(q);

    if (--s_->peers[peer].refcount == 0)
        destroyPeer(peer);

    const Queue& after = s_->queues[q];
    if (after.todoCount == 0 && after.busyCount == 0) {
        if (after.window == 0 && s_->queues.liveCount() > 2LL * config_->messageRecipientLimit())
            reviveQueue(q, Revival::MemoryGuard); // Postfix's memory guard
        if (s_->queues[q].window > 0)
            deleteQueue(q);
    }

    if (--s_->messages[m].refcount == 0)
        messageDone(m);
}

void QueueManager::destroyPeer(PeerId peer) {
    const Peer p = s_->peers[peer];
    Job& job = s_->jobs[p.job];
    if (job.peerCount == 1) {
        job.peers = kNone;
    } else {
        s_->peers[p.prev].next = p.next;
        s_->peers[p.next].prev = p.prev;
        if (job.peers == peer)
            job.peers = p.next;
    }
    --job.peerCount;
    s_->peerIndex.erase(pairKey(p.job, p.queue));
    s_->peers.destroy(peer);
}

// A queue marked as blocking that can take a delivery again and has entries waiting releases
// every blocker of its transport at once; selection restarts at the head of the job list.
void QueueManager::blockerUpdate(QueueId q) {
    Queue& queue = s_->queues[q];
    Transport& transport = s_->transports[queue.transport];
    if (queue.blockerTag != transport.blockerTag)
        return;
    if (queue.window > queue.busyCount && queue.todoCount > 0) {
        transport.blockerTag += 2;
        transport.current = transport.schedHead;
        invalidateCandidateCache(transport);
        TraceEvent event;
        event.type = EventType::Unblock;
        event.transport = queue.transport;
        report(event);
    }
    if (queue.window > queue.busyCount || queue.window == 0)
        queue.blockerTag = 0;
}

void QueueManager::deleteQueue(QueueId q) {
    recordQueue(q, QueueChange::Deleted);
    const Queue queue = s_->queues[q];
    Transport& transport = s_->transports[queue.transport];
    QueueList::remove(s_->queues, transport.queueHead, transport.queueTail, q);
    --transport.queueCount;
    s_->queueIndex.erase(pairKey(queue.transport, queue.name));
    s_->queues.destroy(q);
}

} // namespace qmgrlab
