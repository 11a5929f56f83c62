// SPDX-License-Identifier: GPL-3.0-or-later
// SelectionDecision: the reasons behind one entry selection, in numbers: which job was
// current, whether and why a preemption was or was not made (both sides of the preemption
// inequality, the candidate and its score), and what was selected. The narration turns it
// into sentences; nothing here is needed by the scheduler itself. A plain value (trivially
// copyable, kept in the recording's GrowingArray): the lists of blocker queues and stalled
// messages are kept beside the decisions in the Recording (Recording::blockers(decision),
// Recording::stalledMessages(decision)).
#pragma once

#include "core/common/Ids.h"

#include <cstdint>

namespace qmgrlab {

enum class PreemptionOutcome : std::uint8_t {
    Disabled,         // slot cost below 2: preemption is off for this transport
    NoCurrentJob,     // the transport had no current job
    NoSlotsAvailable, // the current job's slots_available <= 0
    TooFewEntries,    // read_entries + unread recipients < minimum slots x cost
    NoCandidate,      // no job after the current one fits in the slots it can reach
    NotEnoughSlots,   // the inequality failed
    Preempted,
};

// Why one job became a blocker: one of its queues with waiting entries that could not take a
// delivery (window <= busy, or dead with window 0).
struct BlockerReason {
    int message = kNone;
    NameId queue = kNone;
    int window = 0;
    int busy = 0;
};

// Round robin over the transports (qmgr_transport_select), when a selection chose its transport:
// the transport that took the delivery agent before (kNone: none yet), how many transports on the
// round-robin list were passed over, from the head up to the chosen one, because they could not
// take a delivery then (no free agent, rate-locked, dead, or no queue with room), the first of
// them, and how many transports the list held.
struct TransportTurn {
    TransportId previous = kNone;
    int passed = 0;
    TransportId firstPassed = kNone;
    int listed = 0;
};

// The jobs a candidate look passed over because they need more slots than the current job is
// sure to reach (qmgr_job_candidate's max_slots), whatever their score: how many, and the one of
// them with the best score, the slots it needs and that score ((age + 1) / total entries).
struct TooBigJobs {
    int count = 0;
    int message = kNone;
    int needed = 0;
    double score = 0.0;
};

struct SelectionDecision {
    TransportId transport = kNone;
    TransportTurn turn; // listed 0: the transport was chosen earlier (a rate-delayed agent)
    std::int64_t timeMs = 0;
    int currentMessage = kNone; // message index of the current job before selection
    // Two or more jobs on the job list still had entries to select as the selection began:
    // predict mode asks which one gets the slot (PredictQuestions, PredictionQuestion).
    bool hadChoice = false;
    PreemptionOutcome preemption = PreemptionOutcome::Disabled;

    // Preemption test of the current job (valid from TooFewEntries on).
    int slotsAvailable = 0;
    int currentSelected = 0; // the current job's selected_entries (its counter's gains so far)
    int slotCost = 0;
    int slotLoan = 0;
    int discount = 0;
    int maxEntries = 0;     // read_entries + rcpt_unread of the current job
    int minimumEntries = 0; // minimum_delivery_slots x slot cost
    int maxSlots = 0;       // slots the current job is guaranteed to reach (div cost); from
                            // the earlier look when the candidate comes from the cache

    // The candidate (valid from NotEnoughSlots on).
    int candidateMessage = kNone;
    bool candidateFromCache = false;
    std::int64_t candidateLookSec = 0; // when the candidate was looked for (now, or the cache's time)
    TooBigJobs tooBig;                 // of that look (valid from NoCandidate on)
    double candidateScore = 0.0;       // (candidateAge + 1) / candidateTotal, as the rule computes it
    std::int64_t candidateAge = 0;     // now - queued_time of the candidate, in whole seconds
    int candidateTotal = 0;            // the candidate's read_entries + rcpt_unread
    int expected = 0;                  // entries the candidate still needs
    int earned = 0;                    // slots_available div cost + loan (left side)
    double required = 0.0;             // expected x (100 - discount) / 100 (right side)
    int newLevel = 0;                  // Preempted: the candidate's stack level
    int charged = 0;                   // Preempted: expected x cost taken from the current job
    int extraRecipientSlots = 0;       // Preempted: slots granted from the extra pool

    // The job loop.
    int blockersMarked = 0;
    std::uint32_t firstBlocker = 0; // every waiting queue of every job marked a blocker: these
    std::uint32_t blockerCount = 0; // of Recording's blockers, in the order marked
    int stalledRetired = 0;
    std::uint32_t firstStalled = 0; // messages whose jobs were retired with nothing to send: these
    std::uint32_t stalledCount = 0; // of Recording's stalled messages
    int selectedMessage = kNone;    // kNone: nothing selected
    NameId selectedQueue = kNone;
    // Round robin over the selected job's peers (qmgr_peer_select): the destination of the peer
    // at the end of the job's circular peer list as the selection began (the last to have had
    // its turn: a peer that gives an entry moves there), how many peers from the list's start
    // were passed over (no entry waiting, or a full queue), and how many peers the job had.
    NameId previousPeerQueue = kNone;
    int peersPassed = 0;
    int peerCount = 0;
    int recipients = 0;
    int seq = 0;
    bool retiredAfterSelection = false; // that was the job's last entry
};

} // namespace qmgrlab
