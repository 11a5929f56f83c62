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
    // The transport that may take the next delivery (round robin), or kNone.
    TransportId chooseTransport();
    // qmgr_job_entry_select: the next entry of transport t, or kNone. Fills decision if given.
    EntryId selectEntry(TransportId t, SelectionDecision* decision);
    // A delivery completed (success, or a connection failure).
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
    void resolve(MessageId m, std::vector<Recipient>& batch);
    void assign(MessageId m, std::vector<Recipient>& batch);
    void refill(MessageId m) { readRecipients(m); }
    void messageDone(MessageId m);
    Transport& createTransport(TransportId t);
    QueueId findOrCreateQueue(TransportId t, NameId name, int nexthop);
    JobId obtainJob(MessageId m, TransportId t);
    PeerId obtainPeer(JobId job, QueueId q);

    // JobList.cpp
    void linkJob(JobId job);
    void unlinkJob(JobId job);
    void retireJob(JobId job);
    void popJob(JobId job);
    void freeJob(JobId job);
    void moveUnusedSlots(JobId job);
    void invalidateCandidateCache(Transport& t) { t.cacheOwner = kNone; }

    // EntrySelection.cpp
    JobId tryPreempt(TransportId t, JobId cur, SelectionDecision* decision);
    JobId chooseCandidate(TransportId t, JobId cur, SelectionDecision* decision);
    JobId preempt(TransportId t, JobId cur, JobId cand, int expected, SelectionDecision* decision);
    PeerId findPeer(JobId job, SelectionDecision* decision);
    PeerId scanPeers(JobId job);
    void markBlocker(TransportId t, JobId job, SelectionDecision* decision);

    // DeliveryCompletion.cpp
    void positiveFeedback(QueueId q);
    void negativeFeedback(QueueId q);
    void reportWindow(QueueId q, int before);
    void reviveQueue(QueueId q);
    void deferAllTodo(QueueId q);
    void entryDone(EntryId entry, bool fromBusy);
    void blockerUpdate(QueueId q);
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
