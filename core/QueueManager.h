// SPDX-License-Identifier: GPL-3.0-or-later
// QueueManager: the scheduling rules of Postfix's nqmgr (ALGORITHM.md) applied to a
// SimulationState. One class, implemented in several files named after the README's topics:
//   QueueManager.cpp          messages: activation, reading recipients in batches, resolving,
//                             assigning them to jobs, peers and entries, message completion;
//   JobList.cpp               the two job lists, linking and retiring jobs, the preemption
//                             stack (pop, adoption), recipient-slot distribution;
//   EntrySelection.cpp        transport round robin, entry selection, preemption, candidates;
//   DeliveryCompletion.cpp    concurrency feedback, dead destinations and revival, entry
//                             disposal, blocker release.
#pragma once

#include "core/Configuration.h"
#include "core/NameTable.h"
#include "core/Recording.h"
#include "core/SelectionDecision.h"
#include "core/SimulationState.h"

#include <string>
#include <vector>

namespace qmgrlab {

class QueueManager {
public:
    QueueManager(const Configuration& config, SimulationState& state, NameTable& names);

    void setRecording(Recording* recording) { recording_ = recording; }

    // A message enters the active queue: its first batch is read, resolved and assigned.
    void activate(int specIndex);
    // qmgr_transport_select: the transport that may take the next delivery (round robin,
    // ALGORITHM 3.9), or kNone.
    TransportId chooseTransport();
    // qmgr_job_entry_select: the next entry of transport t, or kNone. Fills decision if given.
    EntryId selectEntry(TransportId t, SelectionDecision* decision);
    // A delivery completed (success, or a connection failure; ALGORITHM 3.7).
    void completeDelivery(EntryId entry, bool success);
    // A dead queue's revival timer fired.
    void reviveByTimer(QueueId q);

    // Read-only helpers for the inspector.
    int maxEntries(const Job& job) const;
    bool isBlocker(const Job& job) const;

private:
    // QueueManager.cpp
    struct Recipient;
    void readRecipients(MessageId m);
    void resolve(MessageId m, std::vector<Recipient>& batch); // qmgr_message_resolve (3.2)
    void assign(MessageId m, std::vector<Recipient>& batch);  // qmgr_message_assign (3.3)
    void refill(MessageId m) { readRecipients(m); }
    void messageDone(MessageId m);
    Transport& createTransport(TransportId t);
    QueueId findOrCreateQueue(TransportId t, NameId name, int nexthop);
    JobId obtainJob(MessageId m, TransportId t); // qmgr_job_obtain (3.4)
    PeerId obtainPeer(JobId job, QueueId q);     // qmgr_peer_obtain

    // JobList.cpp
    void linkJob(JobId job);   // qmgr_job_link (3.4)
    void unlinkJob(JobId job); // qmgr_job_unlink (3.6.8)
    void retireJob(JobId job); // qmgr_job_retire (3.6.8)
    void popJob(JobId job);    // qmgr_job_pop (3.6.8)
    void freeJob(JobId job);   // qmgr_job_free (3.7.4)
    // qmgr_job_move_limits: a leaving job's unused recipient slots go to the next job (3.5).
    void moveUnusedSlots(JobId job);
    // qmgr_job_count_slots: a selected entry earns its job one delivery slot (3.6.7).
    void countSlots(Job& job);
    void invalidateCandidateCache(Transport& t) { t.cacheOwner = kNone; }

    // EntrySelection.cpp
    // qmgr_job_preempt: the preemption test (3.6.2); the candidate, if one may preempt.
    JobId tryPreempt(TransportId t, JobId cur, SelectionDecision* decision);
    // qmgr_job_candidate: the best job to preempt the current one (3.6.3, 3.10).
    JobId chooseCandidate(TransportId t, JobId cur, SelectionDecision* decision);
    // The second half of qmgr_job_preempt: the candidate is pushed onto the stack (3.6.4).
    JobId preempt(TransportId t, JobId cur, JobId cand, int expected, SelectionDecision* decision);
    // qmgr_peer_select: the job's peer to take an entry from, refilling if needed (3.6.5).
    PeerId findPeer(JobId job, SelectionDecision* decision);
    PeerId scanPeers(JobId job);
    void markBlocker(TransportId t, JobId job, SelectionDecision* decision);

    // DeliveryCompletion.cpp
    void positiveFeedback(QueueId q); // qmgr_queue_unthrottle (3.7.1)
    void negativeFeedback(QueueId q); // qmgr_queue_throttle (3.7.1)
    void reportWindow(QueueId q, int before);
    void reviveQueue(QueueId q);
    void deferAllTodo(QueueId q);                 // qmgr_defer_todo (3.8)
    void entryDone(EntryId entry, bool fromBusy); // qmgr_entry_done (3.7.2)
    void blockerUpdate(QueueId q);                // qmgr_job_blocker_update (3.7.3)
    void deleteQueue(QueueId q);
    void destroyPeer(PeerId peer);
    void startRevivalTimer(QueueId q);
    void cancelRevivalTimer(QueueId q);

    void report(TraceEvent event);
    void recordQueue(QueueId q, QueueChange change);

    const TransportSettings& settings(TransportId t) const { return config_->transports()[t]; }
    std::int64_t now() const { return s_->nowSeconds(); }

    const Configuration* config_;
    SimulationState* s_;
    NameTable* names_;
    Recording* recording_ = nullptr;
};

} // namespace qmgrlab
