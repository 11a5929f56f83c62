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

#include "core/common/NameTable.h"
#include "core/scenario/Configuration.h"
#include "core/scheduler/SimulationState.h"
#include "core/trace/Recording.h"
#include "core/trace/SelectionDecision.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace qmgrlab {

class QueueManager {
public:
    QueueManager(const Configuration& config, SimulationState& state, NameTable& names);

    void setRecording(Recording* recording) { recording_ = recording; }

    // A message enters the active queue, from the incoming queue or (contract v2) the deferred
    // queue: its first batch is read, resolved and assigned.
    void activate(int specIndex, bool fromDeferred = false);
    // qmgrlab's extension: an arriving message with deferred_until_ms goes straight to the
    // deferred queue (deferred_queue only), every recipient deferred, with that file time.
    void arriveDeferred(int specIndex, std::int64_t untilMs);
    // qmgr_transport_select: the transport that may take the next delivery (round robin,
    // ALGORITHM 3.9), or kNone. Fills turn if given.
    TransportId chooseTransport(TransportTurn* turn = nullptr);
    // Whether chooseTransport would find a transport (without turning the round robin).
    bool anyTransportReady() const { return firstReadyTransport() != kNone; }
    // A transport's busy agents, rate lock, death or queues changed: whether it may be selected
    // is counted again.
    void transportChanged(TransportId t);
    // qmgr_job_entry_select: the next entry of transport t, or kNone. Fills decision if given.
    EntryId selectEntry(TransportId t, SelectionDecision* decision);
    // A delivery completed (an accepted session, or a connection failure; ALGORITHM 3.7).
    void completeDelivery(const PendingCompletion& done);
    // A dead queue's revival timer fired.
    void reviveByTimer(QueueId q);
    // A suspended queue's resume timer fired (destination rate delay, ALGORITHM 3.7.5).
    void resumeByTimer(QueueId q);

    // Contract v2, transports: a rate-delayed transport takes an agent and is locked until a
    // completion (alloc); its agents could not be started (xdead, its waiting entries deferred);
    // it comes back (xalive; by its retry timer, or a completion of one of its deliveries).
    void allocate(TransportId t);
    void killTransport(TransportId t);
    void reviveTransport(TransportId t, Revival cause);

    // Contract v2, the deferred queue: a scan requested (by its timer, or at the start); the
    // next message of the scan in progress (a remembered request starts the next scan), or
    // kNone; whether a deferred message's wait is over.
    void requestScan();
    int nextFromScan();
    bool deferredDue(int specIndex) const;

    // How many trace events the queue manager has produced, recording or not: a step that
    // produced none is not a step (Simulation).
    std::uint64_t eventsReported() const { return eventsReported_; }

    // Read-only helpers for the inspector.
    int maxEntries(const Job& job) const;
    bool isBlocker(const Job& job) const;

private:
    // The first transport from the round-robin list's head that may take a delivery, or kNone.
    TransportId firstReadyTransport() const;
    bool transportReady(TransportId t) const;
    // A key for a transport created now, just before the head (the keys renumbered if none is free).
    std::int64_t keyBeforeHead();
    // QueueManager.cpp
    // One recipient of a batch being read. Its address lives in the batch's buffer; prefix is
    // the address's first 8 bytes as a big-endian number (zero-padded), so that comparing
    // prefixes orders like comparing the addresses, up to ties.
    struct Recipient {
        std::uint64_t prefix = 0;
        std::uint32_t addressAt = 0; // in Batch::addresses
        std::uint32_t addressSize = 0;
        int index = 0;      // in queue file order
        int domainRank = 0; // Configuration::nexthopRank: the domain's place, case folded
        int nexthop = kNone;
        bool bound = false;
        TransportId transport = kNone;
        QueueId queue = kNone;
        NameId queueName = kNone;
    };
    // A batch of recipients read at once, with the storage its sorts reuse from batch to batch.
    struct Batch {
        std::string addresses; // every recipient's address, one after the other
        std::vector<Recipient> recipients;
        std::vector<Recipient> sorted;
        struct Key {
            std::uint64_t prefix;
            std::uint32_t domainRank;
            std::uint32_t at; // in recipients
        };
        std::vector<Key> keys;

        std::string_view address(const Recipient& r) const {
            return std::string_view(addresses).substr(r.addressAt, r.addressSize);
        }
    };
    void readRecipients(MessageId m);
    void resolve(MessageId m, Batch& batch); // qmgr_message_resolve (3.2)
    void assign(MessageId m, Batch& batch);  // qmgr_message_assign (3.3)
    void refill(MessageId m) { readRecipients(m); }
    // refill, recorded with why (job: the job it is read for, kNone when nothing is in memory).
    void refillFor(MessageId m, JobId job, RefillReason reason);
    void messageDone(MessageId m);
    Transport& createTransport(TransportId t);
    QueueId findOrCreateQueue(TransportId t, NameId name, int nexthop);
    // qmgr_job_obtain (3.4): the message's job on transport t (from jobOfTransport_), made when
    // it has none.
    JobId obtainJob(MessageId m, TransportId t);
    PeerId obtainPeer(JobId job, QueueId q); // qmgr_peer_obtain

    // JobList.cpp
    void linkJob(JobId job);   // qmgr_job_link (3.4)
    void unlinkJob(JobId job); // qmgr_job_unlink (3.6.8)
    void retireJob(JobId job); // qmgr_job_retire (3.6.8)
    void popJob(JobId job);    // qmgr_job_pop (3.6.8)
    // A child of a job leaving the stack or the list, handed to parent (kNone: orphaned).
    void recordAdoption(JobId gone, JobId child, JobId parent);
    void freeJob(JobId job); // qmgr_job_free (3.7.4)
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
    PeerId scanPeers(JobId job, SelectionDecision* decision);
    // recorded: decision is the recording's last (its blocker queues are added to the recording).
    void markBlocker(TransportId t, JobId job, SelectionDecision* decision, bool recorded);

    // DeliveryCompletion.cpp
    void positiveFeedback(QueueId q); // qmgr_queue_unthrottle (3.7.1)
    void negativeFeedback(QueueId q); // qmgr_queue_throttle (3.7.1)
    void reportWindow(QueueId q, int before);
    // The record of a feedback to queue q whose window was `before` (Recording::addFeedback).
    FeedbackDecision feedbackDecision(QueueId q, int before, double amount, double countBefore,
                                      double countAfter) const;
    void reviveQueue(QueueId q, Revival cause);
    void ratePause(QueueId q); // the destination rate delay (3.7.5)
    // qmgr_defer_todo (3.8); byTransport: the transport died, not the queue (v2).
    void deferAllTodo(QueueId q, bool byTransport = false);
    void entryDone(EntryId entry, bool fromBusy); // qmgr_entry_done (3.7.2)
    void blockerUpdate(QueueId q);                // qmgr_job_blocker_update (3.7.3)
    void deleteQueue(QueueId q);
    void destroyPeer(PeerId peer);
    void startQueueTimer(QueueId q, TimerKind kind, std::int64_t delayMs);
    void cancelQueueTimer(QueueId q);
    void startScan();
    void leaveActiveQueue(MessageId m); // message_done's end, with the deferred queue (3.12)

    void report(TraceEvent event);
    // A change of a queue's window or busy count (every one is recorded): counted in its
    // transport's readiness, and recorded.
    void recordQueue(QueueId q, QueueChange change);
    // The queue's readiness counted again after a change of its window, busy or todo count.
    void updateReadiness(QueueId q);

    const TransportSettings& settings(TransportId t) const { return config_->transports()[t]; }
    std::int64_t now() const { return s_->nowSeconds(); }

    // The queue name of a next hop (interned on first use; the table gives the same id again).
    NameId nexthopName(int nexthop);

    const Configuration* config_;
    SimulationState* s_;
    NameTable* names_;
    std::vector<NameId> nexthopNames_; // by next hop, kNone until first used
    Batch batch_;                      // readRecipients' storage, kept for the next batch
    std::unordered_map<TransportId, JobId> jobOfTransport_; // assign's: the message's jobs
    Recording* recording_ = nullptr;
    std::uint64_t eventsReported_ = 0;
};

// What an accepted session did with one recipient (contract v2).
enum class RecipientOutcome : std::uint8_t { Sent, Deferred, Bounced };

} // namespace qmgrlab
