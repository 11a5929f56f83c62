// SPDX-License-Identifier: GPL-3.0-or-later
// QueueManager, entry selection: which transport gets the next delivery agent (round robin),
// and which entry it delivers: starting at the current job, trying a preemption first
// (delivery slots, loan and discount, the candidate and its cache), skipping blocker jobs,
// retiring stalled ones, and choosing a peer round robin (ALGORITHM.md 3.6, 3.9, 3.10). Each
// function is named after its Postfix counterpart in QueueManager.h.
#include "core/common/Saturating.h"
#include "core/common/Text.h"
#include "core/scheduler/IntrusiveList.h"
#include "core/scheduler/QueueManager.h"

#include <algorithm>

namespace qmgrlab {

void QueueManager::updateReadiness(QueueId q) {
    Queue& queue = s_->queues[q];
    std::int8_t readiness = 0;
    if (queue.window > 0) {
        const int room = std::min(queue.window - queue.busyCount, queue.todoCount);
        readiness = room > 0 ? 1 : room < 0 ? -1 : 0;
    }
    if (readiness == queue.readiness)
        return;
    Transport& transport = s_->transports[queue.transport];
    transport.readyQueues += (readiness > 0) - (queue.readiness > 0);
    transport.overbookedQueues += (readiness < 0) - (queue.readiness < 0);
    queue.readiness = readiness;
    transportChanged(queue.transport);
}

void QueueManager::transportChanged(TransportId t) {
    Transport& transport = s_->transports[t];
    const bool selectable = transport.created && transport.busyAgents < settings(t).maxproc &&
                            !transport.rateLocked && !transport.dead &&
                            (transport.readyQueues > 0 || transport.overbookedQueues > 0);
    if (selectable == transport.selectable)
        return;
    transport.selectable = selectable;
    if (selectable)
        s_->selectableTransports.insert(transport.circleKey);
    else
        s_->selectableTransports.erase(transport.circleKey);
}

// Whether transport t may take a delivery: a free agent, no rate lock, alive, and some queue of
// its list (in creation order, skipping those with a window of 0 or less) brings the sum of
// min(window - busy, todo) over it and the queues before it to 1 or more. Without an overbooked
// queue (a negative term) that is any queue with room, known from the counts; with one, the list
// is walked.
bool QueueManager::transportReady(TransportId t) const {
    const Transport& transport = s_->transports[t];
    if (transport.busyAgents >= settings(t).maxproc || transport.rateLocked || transport.dead)
        return false;
    if (transport.overbookedQueues == 0)
        return transport.readyQueues > 0;
    int need = 1;
    for (QueueId q = transport.queueHead; q != kNone; q = s_->queues[q].next) {
        const Queue& queue = s_->queues[q];
        if (queue.window <= 0)
            continue;
        need -= std::min(queue.window - queue.busyCount, queue.todoCount);
        if (need <= 0)
            return true;
    }
    return false;
}

// qmgr_transport_select's walk from the head of the round-robin list: only the selectable
// transports can be ready, and all of them but those with an overbooked queue are.
TransportId QueueManager::firstReadyTransport() const {
    const auto& selectable = s_->selectableTransports;
    auto it = selectable.lower_bound(s_->transportHead);
    for (std::size_t seen = 0; seen < selectable.size(); ++seen, ++it) {
        if (it == selectable.end())
            it = selectable.begin();
        const TransportId t = s_->transportCircle.at(*it);
        if (transportReady(t))
            return t;
    }
    return kNone;
}

TransportId QueueManager::chooseTransport(TransportTurn* turn) {
    const TransportId t = firstReadyTransport();
    if (t == kNone)
        return kNone;
    const auto& circle = s_->transportCircle;
    if (turn != nullptr) { // the transports from the head up to t were passed over
        *turn = TransportTurn{};
        turn->previous = s_->lastChosenTransport;
        turn->listed = static_cast<int>(circle.size());
        auto it = circle.find(s_->transportHead);
        for (std::size_t seen = 0; seen < circle.size() && it->second != t; ++seen) {
            if (turn->passed++ == 0)
                turn->firstPassed = it->second;
            if (++it == circle.end())
                it = circle.begin();
        }
    }
    s_->lastChosenTransport = t;
    // The chosen transport goes to the end of the list: the head moves just past it.
    auto next = circle.upper_bound(s_->transports[t].circleKey);
    s_->transportHead = (next == circle.end() ? circle.begin() : next)->first;
    return t;
}

// qmgr_job_entry_select.
EntryId QueueManager::selectEntry(TransportId t, SelectionDecision* decision) {
    SelectionDecision scratch;
    SelectionDecision& d = decision != nullptr ? *decision : scratch;
    d.transport = t;
    d.timeMs = s_->nowMs;
    if (decision != nullptr) { // recorded: are there two jobs to choose from (counted up to two)?
        int open = 0;
        for (JobId j = s_->transports[t].schedHead; j != kNone && open < 2; j = s_->jobs[j].schedNext)
            open += maxEntries(s_->jobs[j]) > s_->jobs[j].selectedEntries ? 1 : 0;
        d.hadChoice = open >= 2;
    }

    JobId job = s_->transports[t].current;
    if (job == kNone) {
        d.preemption = PreemptionOutcome::NoCurrentJob;
        return kNone;
    }
    d.currentMessage = s_->messages[s_->jobs[job].message].spec;
    if (settings(t).preemptionEnabled())
        job = tryPreempt(t, job, &d);
    else
        d.preemption = PreemptionOutcome::Disabled;

    while (job != kNone) {
        const JobId next = s_->jobs[job].schedNext;
        if (isBlocker(s_->jobs[job])) {
            job = next;
            continue;
        }
        const PeerId peer = findPeer(job, &d);
        if (peer != kNone) {
            const EntryId e = s_->peers[peer].todoHead;
            const QueueId q = s_->entries[e].queue;
            Peer& p = s_->peers[peer];
            Queue& queue = s_->queues[q];
            PeerEntryList::remove(s_->entries, p.todoHead, p.todoTail, e);
            QueueEntryList::remove(s_->entries, queue.todoHead, queue.todoTail, e);
            QueueEntryList::append(s_->entries, queue.busyHead, queue.busyTail, e);
            Entry& entry = s_->entries[e];
            entry.busy = true;
            --queue.todoCount;
            ++queue.busyCount;
            recordQueue(q, QueueChange::Busy);

            Job& j = s_->jobs[job];
            ++j.selectedEntries;
            countSlots(j);
            Transport& transport = s_->transports[t];
            if (job != transport.cacheOwner)
                invalidateCandidateCache(transport);
            transport.current = job;
            d.selectedMessage = s_->messages[j.message].spec;
            d.selectedQueue = queue.name;
            d.recipients = entry.recipients;
            if (!j.hasEntries() && !s_->messages[j.message].moreToRead) {
                retireJob(job);
                d.retiredAfterSelection = true;
            }
            return e;
        }
        if (s_->jobs[job].hasEntries()) {
            markBlocker(t, job, &d, decision != nullptr);
        } else { // stalled: nothing to select and nothing could be read
            if (decision != nullptr && recording_ != nullptr)
                recording_->addStalled(s_->messages[s_->jobs[job].message].spec);
            retireJob(job);
            ++d.stalledRetired;
        }
        job = next;
    }
    s_->transports[t].current = kNone;
    return kNone;
}

void QueueManager::markBlocker(TransportId t, JobId job, SelectionDecision* decision, bool recorded) {
    const int tag = s_->transports[t].blockerTag;
    Job& j = s_->jobs[job];
    j.blockerTag = tag;
    const int message = s_->messages[j.message].spec;
    PeerId p = j.peers;
    for (int i = 0; i < j.peerCount; ++i, p = s_->peers[p].next) {
        if (!s_->peers[p].hasTodo())
            continue;
        Queue& queue = s_->queues[s_->peers[p].queue];
        queue.blockerTag = tag;
        if (recorded && recording_ != nullptr)
            recording_->addBlocker({message, queue.name, queue.window, queue.busyCount});
    }
    ++decision->blockersMarked;
    TraceEvent event;
    event.type = EventType::Blocker;
    event.transport = t;
    event.message = message;
    report(event);
}

// qmgr_job_preempt, the test: the preemption test, once per selection, for the current job only.
JobId QueueManager::tryPreempt(TransportId t, JobId cur, SelectionDecision* d) {
    const TransportSettings& ts = settings(t);
    const Job& current = s_->jobs[cur];
    d->slotsAvailable = current.slotsAvailable;
    d->currentSelected = current.selectedEntries;
    d->slotCost = ts.slotCost;
    d->slotLoan = ts.slotLoan;
    d->discount = ts.slotDiscount;
    d->maxEntries = maxEntries(current);
    d->minimumEntries = static_cast<int>(
        std::min<std::int64_t>(static_cast<std::int64_t>(ts.minimumSlots) * ts.slotCost, kIntMax));
    if (current.slotsAvailable <= 0) {
        d->preemption = PreemptionOutcome::NoSlotsAvailable;
        return cur;
    }
    if (static_cast<std::int64_t>(maxEntries(current)) <
        static_cast<std::int64_t>(ts.minimumSlots) * ts.slotCost) {
        d->preemption = PreemptionOutcome::TooFewEntries;
        return cur;
    }
    const JobId cand = chooseCandidate(t, cur, d);
    if (cand == kNone) {
        d->preemption = PreemptionOutcome::NoCandidate;
        return cur;
    }
    const Job& candidate = s_->jobs[cand];
    const int expected = maxEntries(candidate) - candidate.selectedEntries;
    const std::int64_t earned = static_cast<std::int64_t>(current.slotsAvailable / ts.slotCost) + ts.slotLoan;
    const double required = static_cast<double>(static_cast<std::int64_t>(expected) * ts.loanFactor) / 100.0;
    d->candidateMessage = s_->messages[candidate.message].spec;
    d->expected = expected;
    d->earned = saturatedInt(earned);
    d->required = required;
    if (earned < required) {
        d->preemption = PreemptionOutcome::NotEnoughSlots;
        return cur;
    }
    d->preemption = PreemptionOutcome::Preempted;
    return preempt(t, cur, cand, expected, d);
}

// qmgr_job_candidate: among the jobs after the current one that fit in the slots the current
// job is guaranteed to reach, the one with the best (age / total entries); cached per second.
JobId QueueManager::chooseCandidate(TransportId t, JobId cur, SelectionDecision* d) {
    Transport& transport = s_->transports[t];
    const std::int64_t nowSec = now();
    if (transport.cacheOwner == cur && (transport.cacheTime == nowSec || transport.cacheResult == kNone)) {
        // The answer and the figures of the look that stored it (ALGORITHM 3.10).
        d->candidateFromCache = true;
        d->candidateLookSec = transport.cacheTime;
        d->maxSlots = transport.cacheMaxSlots;
        d->tooBig = transport.cacheTooBig;
        if (transport.cacheResult != kNone) {
            d->candidateAge = transport.cacheAge;
            d->candidateTotal = transport.cacheTotal;
            d->candidateScore = transport.cacheTotal > 0
                                    ? static_cast<double>(transport.cacheAge + 1) / transport.cacheTotal
                                    : 0.0;
        }
        return transport.cacheResult;
    }
    const Job& current = s_->jobs[cur];
    const int cost = settings(t).slotCost;
    const int maxSlots = saturatedInt(
        (static_cast<std::int64_t>(current.readEntries) - current.selectedEntries + current.slotsAvailable) /
        cost);
    d->maxSlots = maxSlots;

    d->candidateLookSec = nowSec;

    JobId best = kNone;
    double bestScore = 0.0;
    std::int64_t bestAge = 0;
    int bestTotal = 0;
    TooBigJobs tooBig;
    if (maxSlots > 0) {
        for (JobId j = current.schedNext; j != kNone; j = s_->jobs[j].schedNext) {
            const Job& job = s_->jobs[j];
            if (job.firstChild != kNone || isBlocker(job))
                continue;
            const int total = maxEntries(job);
            const int needed = total - job.selectedEntries;
            const std::int64_t age = nowSec - s_->messages[job.message].queuedTime + 1;
            if (needed > 0 && needed <= maxSlots) {
                const double score = static_cast<double>(age) / total;
                if (score > bestScore) {
                    best = j;
                    bestScore = score;
                    bestAge = age - 1;
                    bestTotal = total;
                }
            } else if (needed > maxSlots) { // too big: passed over whatever its score
                const double score = static_cast<double>(age) / total;
                if (tooBig.count++ == 0 || score > tooBig.score) {
                    tooBig.message = s_->messages[job.message].spec;
                    tooBig.needed = needed;
                    tooBig.score = score;
                }
            }
            if (static_cast<double>(age) <= bestScore && job.stackLevel == 0)
                break;
        }
    }
    transport.cacheOwner = cur;
    transport.cacheResult = best;
    transport.cacheTime = nowSec;
    transport.cacheMaxSlots = maxSlots;
    transport.cacheAge = bestAge;
    transport.cacheTotal = bestTotal;
    transport.cacheTooBig = tooBig;
    d->tooBig = tooBig;
    d->candidateScore = bestScore;
    d->candidateAge = bestAge;
    d->candidateTotal = bestTotal;
    return best;
}

// qmgr_job_preempt, the preemption itself: the candidate moves in front of the current job;
// the current job pays the full price at once (its counter may go negative: that is the
// loan), and the candidate's slots_used starts at -expected so that popping it later refunds
// what it did not use.
JobId QueueManager::preempt(TransportId t, JobId cur, JobId cand, int expected, SelectionDecision* d) {
    const TransportSettings& ts = settings(t);
    Transport& transport = s_->transports[t];
    if (s_->jobs[cand].stackLevel > 0)
        popJob(cand);
    SchedList::remove(s_->jobs, transport.schedHead, transport.schedTail, cand);
    SchedList::insertAfter(s_->jobs, transport.schedHead, transport.schedTail, s_->jobs[cur].schedPrev, cand);
    s_->jobs[cand].stackParent = cur;
    ChildList::append(s_->jobs, s_->jobs[cur].firstChild, s_->jobs[cur].lastChild, cand);
    s_->jobs[cand].stackLevel = s_->jobs[cur].stackLevel + 1;
    transport.current = cand;
    invalidateCandidateCache(transport);
    const std::int64_t charged = static_cast<std::int64_t>(expected) * ts.slotCost;
    addSaturating(s_->jobs[cur].slotsAvailable, -charged);
    s_->jobs[cand].slotsUsed = -expected;
    Message& message = s_->messages[s_->jobs[cand].message];
    if (message.moreToRead) {
        const int extra =
            saturatedInt((static_cast<std::int64_t>(ts.extraRecipientLimit) + transport.pool + 1) / 2);
        addSaturating(s_->jobs[cand].rcptLimit, extra);
        addSaturating(message.rcptLimit, extra);
        addSaturating(transport.pool, -static_cast<std::int64_t>(extra));
        d->extraRecipientSlots = extra;
    }
    d->newLevel = s_->jobs[cand].stackLevel;
    d->charged = saturatedInt(charged);

    TraceEvent event;
    event.type = EventType::Preempt;
    event.transport = t;
    event.message = message.spec;
    event.victim = s_->messages[s_->jobs[cur].message].spec;
    event.level = s_->jobs[cand].stackLevel;
    report(event);
    return cand;
}

// qmgr_peer_select.
PeerId QueueManager::findPeer(JobId job, SelectionDecision* d) {
    const TransportSettings& ts = settings(s_->jobs[job].transport);
    const MessageId m = s_->jobs[job].message;
    {
        const Message& message = s_->messages[m];
        if (message.moreToRead && message.refcount > 0) {
            if (message.rcptLimit - message.rcptCount >= ts.refillLimit)
                refillFor(m, job, RefillReason::RefillLimit);
            else if (message.rcptLimit > message.rcptCount && now() - message.refillTime >= ts.refillDelay)
                refillFor(m, job, RefillReason::RefillDelay);
        }
    }
    if (s_->jobs[job].hasEntries()) {
        const PeerId peer = scanPeers(job, d);
        if (peer != kNone)
            return peer;
    }
    const Message& message = s_->messages[m];
    if (message.moreToRead && message.refcount > 0 && message.rcptLimit > message.rcptCount) {
        refillFor(m, job, RefillReason::NothingToSelect);
        if (s_->jobs[job].hasEntries())
            return scanPeers(job, d);
    }
    return kNone;
}

PeerId QueueManager::scanPeers(JobId job, SelectionDecision* d) {
    Job& j = s_->jobs[job];
    PeerId p = j.peers;
    const PeerId last = s_->peers[p].prev; // the end of the ring: the last to have had its turn
    for (int i = 0; i < j.peerCount; ++i) {
        const Peer& peer = s_->peers[p];
        const Queue& queue = s_->queues[peer.queue];
        if (queue.window > queue.busyCount && peer.hasTodo()) {
            d->previousPeerQueue = s_->queues[s_->peers[last].queue].name;
            d->peersPassed = i;
            d->peerCount = j.peerCount;
            j.peers = peer.next; // rotate so that this peer is last
            return p;
        }
        p = peer.next;
    }
    return kNone;
}

} // namespace qmgrlab
