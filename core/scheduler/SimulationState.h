// SPDX-License-Identifier: GPL-3.0-or-later
// SimulationState: everything that changes during a run, the queue manager's structures and
// the world around them, as one plain value. Copying it is taking a checkpoint.
#pragma once

#include "core/common/Ids.h"
#include "core/common/Saturating.h"
#include "core/common/SharedChunks.h"
#include "core/scheduler/Entry.h"
#include "core/scheduler/Job.h"
#include "core/scheduler/Message.h"
#include "core/scheduler/ObjectStore.h"
#include "core/scheduler/Peer.h"
#include "core/scheduler/Queue.h"
#include "core/scheduler/Transport.h"

#include <cstdint>
#include <deque>
#include <limits>
#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace qmgrlab {

// The end of the simulated clock (about 292 million years): every time the world computes, a
// timer's due time or a delivery's completion, is the clock plus a delay held there, so that it
// never wraps into the past. A run whose next event is due there cannot go on
// (Simulation::outOfClock).
inline constexpr std::int64_t kEndOfClockMs = std::numeric_limits<std::int64_t>::max();

// The time delayMs after timeMs, held at the end of the clock; a delay in seconds in ms.
constexpr std::int64_t timeAfter(std::int64_t timeMs, std::int64_t delayMs) {
    return saturatedSum(timeMs, delayMs);
}
constexpr std::int64_t secondsInMs(std::int64_t seconds) {
    return saturatedProduct(seconds, 1000);
}

// A delivery in progress; its outcome was decided when it was dispatched: a failed connection
// (success false), or an accepted session with each recipient sent, deferred or bounced.
struct PendingCompletion {
    std::int64_t dueMs = 0;
    int seq = 0;
    EntryId entry = kNone;
    bool success = true;
    int deferred = 0; // accepted sessions: recipients the server deferred
    int bounced = 0;  // accepted sessions: recipients the server rejected for good
};

// The timers of step 2 of an instant (SPEC section 2), fired by due time, then in the order
// they were set.
enum class TimerKind : std::uint8_t {
    Revive,        // a dead queue comes back (minimal_backoff_time)
    Resume,        // a suspended queue may deliver again (destination rate delay, v2)
    Scan,          // a deferred-queue scan is requested (queue_run_delay, v2)
    RateSelection, // a rate-delayed transport selects the entry of its agent (v2)
    TransportRetry // a dead transport comes back (transport_retry_time, v2)
};

struct Timer {
    TimerKind kind = TimerKind::Revive;
    int id = kNone; // the queue (Revive, Resume) or transport (RateSelection, TransportRetry)
};

using TimerKey = std::pair<std::int64_t, std::uint64_t>; // (due ms, order set)

// A scenario message across its visits of the active queue (contract v2's deferred queue).
struct MessageFile {
    // Per recipient: 1 once sent or bounced (deferred queue only). In shared chunks: a checkpoint
    // copies a million-recipient message's pointers to them, not its million bytes.
    SharedChunks<std::uint8_t> finished;
    // Per recipient: the scenario's attempts used so far (a replay's messages only, made at the
    // first scripted delivery: ScriptedDelivery).
    SharedChunks<std::uint16_t> tries;
    std::int64_t fileTime = 0; // seconds: when it may be tried again, while deferred
    int visits = 0;            // activations so far
    bool deferred = false;     // waiting in the deferred queue

    // While deferred: a deferred-queue scan at nowSeconds takes it back into the active queue
    // (from one second before its file time on).
    bool dueAt(std::int64_t nowSeconds) const { return fileTime <= nowSeconds + 1; }
};

// The deferred queue's scans (SPEC section 2, "Deferred queue").
struct DeferredScan {
    bool inProgress = false;
    bool requested = false; // a request that came during a scan, remembered once
    std::vector<int> list;  // scenario message indices, in scenario order
    std::size_t next = 0;   // the next one of list to hand out
    TimerKey timer{-1, 0};  // the scan timer's place in SimulationState::timers
};

// Where the world is within the current instant (SPEC section 2, order of events).
// Idle: nothing more happens at this instant; the next step advances the clock.
enum class Phase : std::uint8_t { Completions, Timers, Arrivals, Admission, Dispatch, Idle, Ended };

struct SimulationState {
    // The queue manager.
    ObjectStore<Message> messages;
    ObjectStore<Job> jobs;
    ObjectStore<Peer> peers;
    ObjectStore<Entry> entries;
    ObjectStore<Queue> queues;
    std::vector<Transport> transports; // by TransportId
    // The round-robin list of qmgr_transport_select (created transports only) as a circle: its
    // order changes only when a transport is created (just before the head, and it becomes the
    // head); choosing a transport moves the head just past it. Each transport has a key along the
    // circle (Transport::circleKey); those that may take a delivery (Transport::selectable) are
    // kept by key too, so that the first of them from the head is found by bisection, never by a
    // walk over every transport.
    std::map<std::int64_t, TransportId> transportCircle;
    std::set<std::int64_t> selectableTransports;
    std::int64_t transportHead = 0;          // the head's key, while the circle holds a transport
    TransportId lastChosenTransport = kNone; // the one that took the last delivery agent (for the narration)
    std::unordered_map<std::uint64_t, QueueId> queueIndex; // (transport, name) -> queue
    std::unordered_map<std::uint64_t, PeerId> peerIndex;   // (job, queue) -> peer
    int inCoreRecipients = 0;
    int inCoreRecipientsMax = 0; // the most inCoreRecipients has been (SCHEDULER_README's memory bounds)
    std::uint64_t nextQueueUid = 1;
    // Recipient records read from queue files so far, each read again counted again: the work a
    // run does besides the events it writes (Run::Options::readLimit).
    std::uint64_t recipientsRead = 0;

    // The world.
    std::int64_t nowMs = 0;
    Phase phase = Phase::Idle;
    bool anyInstant = false;        // some instant has been processed
    std::int64_t lastInstantMs = 0; // last instant at which a step ran
    int nextArrival = 0;            // next scenario message to arrive
    std::deque<int> incoming;       // arrived, not yet active
    int activeMessages = 0;
    std::vector<PendingCompletion> completions; // min-heap by (dueMs, seq)
    std::map<TimerKey, Timer> timers;           // with a deferred queue, always holds its one scan timer
    std::uint64_t nextTimerOrder = 1;
    std::vector<int> acceptedInProgress; // per next hop: sessions that will succeed
    int nextSeq = 1;
    // Every recipient by its latest state (a deferred one read again counts as neither until
    // its new outcome).
    std::int64_t totalSent = 0;
    std::int64_t totalDeferred = 0;
    std::int64_t totalBounced = 0;

    // Contract v2.
    std::unordered_map<int, MessageFile> files; // scenario messages active or deferred
    std::set<int> deferredQueue;                // scenario messages, in scenario order
    DeferredScan scan;
    int admitFirst = 0; // 0 incoming, 1 deferred: whose turn first
    // Greylisting: by the NameId of the lower-cased address (interned in the run's NameTable, so
    // that a checkpoint copies numbers, not strings), its first accepted attempt in ms; -1: none.
    std::vector<std::int64_t> greylisted;
    // The same, without interning, for the addresses r<N>@<next hop> with N up to the next hop's
    // largest group (those a {domain: count} group stands for, however a list spells them): by
    // next hop, then N - 1. In shared chunks: a checkpoint copies pointers to them, and shares
    // with the checkpoint before it the chunks not written since.
    std::vector<SharedChunks<std::int64_t>> greylistedNumbered;

    std::int64_t nowSeconds() const { return nowMs / 1000; }
};

} // namespace qmgrlab
