// SPDX-License-Identifier: GPL-3.0-or-later
// SimulationState: everything that changes during a run, the queue manager's structures and
// the world around them, as one plain value. Copying it is taking a checkpoint.
#pragma once

#include "core/Entry.h"
#include "core/Ids.h"
#include "core/Job.h"
#include "core/Message.h"
#include "core/Peer.h"
#include "core/Pool.h"
#include "core/Queue.h"
#include "core/Transport.h"

#include <cstdint>
#include <deque>
#include <map>
#include <unordered_map>
#include <utility>
#include <vector>

namespace qmgrlab {

// A delivery in progress; its outcome was decided when it was dispatched.
struct PendingCompletion {
    std::int64_t dueMs = 0;
    int seq = 0;
    EntryId entry = kNone;
    bool success = true;
};

// Where the world is within the current instant (SPEC section 2, order of events).
// Idle: nothing more happens at this instant; the next step advances the clock.
enum class Phase : std::uint8_t { Completions, Timers, Arrivals, Admission, Dispatch, Idle, Ended };

struct SimulationState {
    // The queue manager.
    Pool<Message> messages;
    Pool<Job> jobs;
    Pool<Peer> peers;
    Pool<Entry> entries;
    Pool<Queue> queues;
    std::vector<Transport> transports;                     // by TransportId
    std::vector<TransportId> transportOrder;               // round-robin list, created transports only
    std::unordered_map<std::uint64_t, QueueId> queueIndex; // (transport, name) -> queue
    std::unordered_map<std::uint64_t, PeerId> peerIndex;   // (job, queue) -> peer
    int inCoreRecipients = 0;
    std::uint64_t nextQueueUid = 1;

    // The world.
    std::int64_t nowMs = 0;
    Phase phase = Phase::Idle;
    bool anyInstant = false;        // some instant has been processed
    std::int64_t lastInstantMs = 0; // last instant at which a step ran
    int nextArrival = 0;            // next scenario message to arrive
    std::deque<int> incoming;       // arrived, not yet active
    int activeMessages = 0;
    std::vector<PendingCompletion> completions;                       // min-heap by (dueMs, seq)
    std::map<std::pair<std::int64_t, std::uint64_t>, QueueId> timers; // revival timers
    std::uint64_t nextTimerOrder = 1;
    std::vector<int> acceptedInProgress; // per next hop: sessions that will succeed
    int nextSeq = 1;
    std::int64_t totalSent = 0;
    std::int64_t totalDeferred = 0;

    std::int64_t nowSeconds() const { return nowMs / 1000; }
};

} // namespace qmgrlab
