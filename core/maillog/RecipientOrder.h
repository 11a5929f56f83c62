// SPDX-License-Identifier: GPL-3.0-or-later
// RecipientOrder: the queue file order of a replay's messages, refined by running the replay.
//
// The queue manager reads a message's recipients from its queue file in batches when the message
// has more of them than it may hold in memory at once (at least qmgr_message_recipient_minimum
// are read at once, so a smaller message is always read whole), sorts each batch by domain and
// address, and hands the entries of a destination over in that order. The log does not tell the
// file order; the builder (ReplayScenarioBuilder) puts a message's recipients in the order of
// their first hand-over, which reads other batches than the server did where hand-overs lie
// within each other's rounding, or where a recipient read early waited for its transport while
// later ones of another destination went first.
//
// The refinement runs the replay and, in each message that can be read in batches, takes the
// first recipient (in the file order) whose first line the run does not give back exactly:
// handed over too early, it was read in too early a batch, and its entry (the recipients of
// the same first line) moves past the next entry of another destination, or of its own where
// the message has no other; handed over too late, the first recipient after it handed over too
// early moves so, or, where there is none, its own entry moves before the previous one. One move
// a message a round, all messages' moves in one run of the replay; a message's move is kept when
// the next run gives back more of its lines exactly, else undone, and the message moves no more.
// At most kMaxRounds runs; a message the first run gives back exactly does not move, and where no
// message can be read in batches (none has more recipients than the minimum, or the log never
// shows more recipients in the queue at once, each message's from its arrival to its last line,
// than qmgr_message_recipient_limit) there is no run at all.
//
// Then the recipients nrcpt counts that no line names (unlogged-N, still queued or under way at
// the log's end). First their domain: where they share a delivery with logged recipients (which
// then get no line, as the log never shows), they move to another domain of their message, or to
// unlogged.invalid, each kept when the next run gives back more of the message's lines exactly
// (at most kMaxRounds runs). Then their names: the sort of a batch puts each where its name
// sorts, and a name after every logged one hands the logged recipients over too early. Round by
// round (at most kMaxRounds runs), the first logged recipient of their domain handed over too
// early gets as many of them named to sort just before it (LOCAL_unlogged-N, LOCAL the local part
// of the logged one before it in its batch) as the run handed over in the time the log shows them
// taking; kept while the next run departs from the log later, else undone.
#pragma once

#include "core/maillog/ReplayScenarioBuilder.h"

#include <atomic>
#include <string>

namespace qmgrlab {

class RecipientOrder {
public:
    static constexpr int kMaxRounds = 16;

    // Reorders the recipients (with their attempts and logged lines) of replay's messages and
    // names their unlogged ones.
    // Returns the runs it made. Throws what a run throws (ReplayComparison): RunStopped once stop
    // is set, read within each run (the caller gave up: the replay is then half refined).
    static int refine(ReplayScenario& replay, const std::string& sourceName,
                      const std::atomic<bool>* stop = nullptr);
};

} // namespace qmgrlab
