// SPDX-License-Identifier: GPL-3.0-or-later
// StructureSnapshot: the structures read from the state at the run's current position, each list
// walked no further than its kept members need.
#include "core/run/StructureSnapshot.h"

#include "core/run/Run.h"

#include <algorithm>
#include <utility>

namespace qmgrlab {

namespace {

// The members of a linked list of `count` members to keep, as (place, id): the first `limit`, or,
// when `must` (kNone: none) lies beyond them, the first limit - 1 and it. `tail` is the last
// member: a must there is placed without a walk.
template <class Next>
std::vector<std::pair<int, int>> keptOfList(int head, int tail, int count, int limit, int must, Next next) {
    std::vector<std::pair<int, int>> kept;
    bool mustKept = must == kNone;
    int id = head;
    for (int place = 0; place < count && id != kNone && static_cast<int>(kept.size()) < limit;
         ++place, id = next(id)) {
        kept.emplace_back(place, id);
        mustKept = mustKept || id == must;
    }
    if (mustKept || kept.empty())
        return kept;
    if (must == tail) {
        kept.back() = {count - 1, must};
        return kept;
    }
    for (int place = static_cast<int>(kept.size()); place < count && id != kNone; ++place, id = next(id)) {
        if (id == must) {
            kept.back() = {place, must};
            break;
        }
    }
    return kept;
}

} // namespace

StructureSnapshot::StructureSnapshot(const Run& run, int limit) : limit_(std::max(limit, 1)) {
    const SimulationState& s = run.cursor_.state();
    const Configuration& config = run.config();

    // The entry the position's step selected: the newest on its queue's busy list.
    EntryId selected = kNone;
    const auto& steps = run.recording().steps();
    const std::size_t position = run.position();
    if (position > 0 && position - 1 < steps.size()) {
        const StepRecord& step = steps[position - 1];
        if (step.kind == StepKind::Selection && step.decision >= 0) {
            const SelectionDecision& d = run.recording().decisions()[static_cast<std::size_t>(step.decision)];
            const auto queue = s.queueIndex.find(pairKey(d.transport, d.selectedQueue));
            if (d.selectedMessage != kNone && queue != s.queueIndex.end()) {
                selectedMessage_ = d.selectedMessage;
                selectedTransport_ = d.transport;
                selectedQueue_ = d.selectedQueue;
                selectedSeq_ = d.seq;
                for (EntryId e = s.queues[queue->second].busyTail; e != kNone; e = s.entries[e].queuePrev) {
                    if (s.entries[e].seq == d.seq) {
                        selected = e;
                        break;
                    }
                }
            }
        }
    }
    const PeerId suppliedPeer = selected == kNone ? kNone : s.entries[selected].peer;
    const JobId selectedJob = suppliedPeer == kNone ? kNone : s.peers[suppliedPeer].job;
    const QueueId selectedQueueId = selected == kNone ? kNone : s.entries[selected].queue;

    const auto entry = [&](int place, EntryId e) {
        const qmgrlab::Entry& in = s.entries[e];
        return Entry{place, s.messages[in.message].spec, in.recipients, in.busy ? in.seq : 0, e == selected};
    };

    // The transports, and their current jobs' messages, which are always kept.
    std::vector<int> mustMessages;
    if (selectedMessage_ != kNone)
        mustMessages.push_back(selectedMessage_);
    for (std::size_t t = 0; t < s.transports.size(); ++t) {
        const qmgrlab::Transport& in = s.transports[t];
        if (!in.created)
            continue;
        Transport out;
        out.id = static_cast<TransportId>(t);
        out.name = config.transports()[t].name;
        if (in.current != kNone) {
            out.currentMessage = s.messages[s.jobs[in.current].message].spec;
            mustMessages.push_back(out.currentMessage);
        }
        out.queueCount = in.queueCount;
        const auto queues = keptOfList(in.queueHead, in.queueTail, in.queueCount, limit_,
                                       out.id == selectedTransport_ ? selectedQueueId : kNone,
                                       [&s](QueueId q) { return s.queues[q].next; });
        for (const auto& [place, q] : queues) {
            const qmgrlab::Queue& queue = s.queues[q];
            Queue kept{place, queue.name, queue.window, queue.todoCount, queue.busyCount, {}, {}};
            for (const auto& [at, e] :
                 keptOfList(queue.todoHead, queue.todoTail, queue.todoCount, limit_, kNone,
                            [&s](EntryId id) { return s.entries[id].queueNext; }))
                kept.todo.push_back(entry(at, e));
            for (const auto& [at, e] : keptOfList(queue.busyHead, queue.busyTail, queue.busyCount, limit_,
                                                  q == selectedQueueId ? selected : kNone,
                                                  [&s](EntryId id) { return s.entries[id].queueNext; }))
                kept.busy.push_back(entry(at, e));
            out.queues.push_back(std::move(kept));
        }
        transports_.push_back(std::move(out));
    }

    // The active messages in scenario order: those that must be kept and the first others, limit
    // in all unless more must be kept.
    std::vector<std::pair<int, MessageId>> active;
    s.messages.forEach(
        [&active](MessageId m, const qmgrlab::Message& message) { active.emplace_back(message.spec, m); });
    std::sort(active.begin(), active.end());
    messageCount_ = static_cast<int>(active.size());
    std::sort(mustMessages.begin(), mustMessages.end());
    mustMessages.erase(std::unique(mustMessages.begin(), mustMessages.end()), mustMessages.end());
    std::vector<int> places;
    for (const int spec : mustMessages) {
        const auto found =
            std::lower_bound(active.begin(), active.end(), std::pair<int, MessageId>{spec, kNone});
        if (found != active.end() && found->first == spec)
            places.push_back(static_cast<int>(found - active.begin()));
    }
    // The others from the first, up to the limit.
    for (int place = 0; place < messageCount_ && static_cast<int>(places.size()) < limit_; ++place) {
        if (std::find(places.begin(), places.end(), place) == places.end())
            places.push_back(place);
    }
    std::sort(places.begin(), places.end());

    for (const int place : places) {
        const MessageId m = active[static_cast<std::size_t>(place)].second;
        const qmgrlab::Message& in = s.messages[m];
        Message out;
        out.place = place;
        out.message = in.spec;
        out.recipients = config.recipientCount(in.spec);
        out.read = in.readOffset;
        out.inCore = in.rcptCount;
        int jobPlace = 0;
        for (JobId j = in.firstJob; j != kNone; j = s.jobs[j].nextInMessage, ++jobPlace) {
            ++out.jobCount;
            if (static_cast<int>(out.jobs.size()) >= limit_ && j != selectedJob)
                continue;
            const qmgrlab::Job& job = s.jobs[j];
            Job kept;
            kept.place = jobPlace;
            kept.transport = job.transport;
            kept.current = s.transports[static_cast<std::size_t>(job.transport)].current == j;
            kept.peerCount = job.peerCount;
            const PeerId tail = job.peers == kNone ? kNone : s.peers[job.peers].prev;
            for (const auto& [at, p] :
                 keptOfList(job.peers, tail, job.peerCount, limit_, j == selectedJob ? suppliedPeer : kNone,
                            [&s](PeerId id) { return s.peers[id].next; })) {
                const qmgrlab::Peer& peer = s.peers[p];
                const qmgrlab::Queue& queue = s.queues[peer.queue];
                int busy = 0;
                for (EntryId e = queue.busyHead; e != kNone; e = s.entries[e].queueNext)
                    busy += s.entries[e].peer == p ? 1 : 0;
                Peer shown{at, queue.name, peer.refcount - busy, busy, {}, p == suppliedPeer};
                for (const auto& [place, e] :
                     keptOfList(peer.todoHead, peer.todoTail, shown.todoCount, limit_, kNone,
                                [&s](EntryId id) { return s.entries[id].peerNext; }))
                    shown.todo.push_back(entry(place, e));
                kept.peers.push_back(std::move(shown));
            }
            if (static_cast<int>(out.jobs.size()) >= limit_)
                out.jobs.back() = std::move(kept); // the selected entry's job takes the last place
            else
                out.jobs.push_back(std::move(kept));
        }
        messages_.push_back(std::move(out));
    }
}

} // namespace qmgrlab
