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

struct SelectionDecision {
    TransportId transport = kNone;
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
    bool refilled = false;
    int selectedMessage = kNone; // kNone: nothing selected
    NameId selectedQueue = kNone;
    int recipients = 0;
    int seq = 0;
    bool retiredAfterSelection = false; // that was the job's last entry
};

} // namespace qmgrlab
