// SPDX-License-Identifier: GPL-3.0-or-later
// Inspector: read-only questions about the state at a run's current position, answered in
// the README's vocabulary (transports, job lists, jobs, peers, entries, queues, messages,
// agents). Every view of the GUI reads the scheduler through this class.
#pragma once

#include "core/common/Ids.h"
#include "core/common/NameTable.h"
#include "core/run/Run.h"
#include "core/run/Simulation.h"
#include "core/scenario/Configuration.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace qmgrlab {

struct EntryInfo {
    EntryId id = kNone;
    NameId queue = kNone;
    int recipients = 0;
    bool busy = false;
};

struct PeerInfo {
    PeerId id = kNone;
    QueueId queue = kNone;
    NameId queueName = kNone;
    int todoEntries = 0;
    int busyEntries = 0;
    bool queueFull = false; // window <= busy, or dead: this peer cannot be selected now
};

struct JobInfo {
    JobId id = kNone;
    int message = kNone; // scenario message index (colour, id)
    TransportId transport = kNone;
    int readEntries = 0;
    int selectedEntries = 0;
    int todoEntries = 0; // read - selected
    int maxEntries = 0;  // read + unread recipients of the message
    int slotsAvailable = 0;
    // slots_available div the delivery slot cost: what a job preempting this one can be paid
    // with (the remainder does not count); 0 when the cost is below 2 (no preemption) or the
    // job owes selections.
    int slotsToLend = 0;
    int slotsUsed = 0;
    int rcptCount = 0;
    int rcptLimit = 0;
    int stackLevel = -1;
    JobId parent = kNone;
    std::vector<JobId> children;
    bool current = false;
    bool blocker = false;
    bool nextUnread = false;
    std::vector<NameId> blockingQueues; // for a blocker: the full or dead queues of its waiting entries
    std::vector<PeerInfo> peers;        // round-robin order
};

struct QueueInfo {
    QueueId id = kNone;
    TransportId transport = kNone;
    NameId name = kNone;
    int window = 0;
    int busy = 0;
    int todo = 0;
    double success = 0.0;
    double failure = 0.0;
    double failCohorts = 0.0;
    bool dead = false;
    bool suspended = false;         // destination rate delay: waiting for its resume timer (v2)
    bool blocking = false;          // marked as blocking jobs
    std::int64_t reviveAtMs = -1;   // dead: when its timer revives it
    std::int64_t resumeAtMs = -1;   // suspended: when its resume timer fires
    std::int64_t resumeInMs = -1;   // suspended: the time left until then
    bool serverDown = false;        // its next hop's server answers nothing now (the scenario's down times)
    std::int64_t serverUpAtMs = -1; // server down: when it is up again (-1: down for good)
};

struct AgentInfo {
    int lane = 0;
    int seq = 0;
    int message = kNone;
    NameId queue = kNone;
    int recipients = 0;
};

struct TransportInfo {
    TransportId id = kNone;
    std::string name;
    bool created = false;
    int maxproc = 0;
    int busyAgents = 0;
    int pool = 0;                // unused recipient slots (negative: extra slots lent)
    int extraSlotsLent = 0;      // slots of the extra pool lent to preempting jobs (-pool if < 0)
    int recipientLimit = 0;      // T_recipient_limit
    int extraRecipientLimit = 0; // T_extra_recipient_limit
    int slotsHeld = 0;           // recipient slots held by its jobs (sum of rcpt_limit)
    int recipientsInCore = 0;    // recipients held by its jobs (sum of rcpt_count)
    JobId current = kNone;
    JobId nextUnread = kNone;
    int blockerTag = 1;
    bool dead = false;             // its delivery agents could not be started (v2)
    std::int64_t retryAtMs = -1;   // dead: when its retry timer revives it
    bool rateLocked = false;       // transport rate delay: an agent allocated, no new one until a completion
    std::vector<JobId> schedList;  // scheduler's job list
    std::vector<JobId> timeList;   // by-time job list
    std::vector<QueueId> queues;   // creation order
    std::vector<AgentInfo> agents; // deliveries in progress
};

struct MessageInfo {
    MessageId id = kNone;
    int spec = kNone;
    std::int64_t queuedTime = 0;
    int total = 0;
    int read = 0;
    int unread = 0;
    int inCore = 0;
    int rcptLimit = 0;
    int sent = 0;
    int deferred = 0;
    int bounced = 0;
    bool moreToRead = false;
    bool fromDeferred = false; // this visit came from the deferred queue
    std::vector<JobId> jobs;
};

// A message waiting in the deferred queue (contract v2).
struct DeferredMessageInfo {
    int spec = kNone;
    std::int64_t fileTimeMs = 0; // it may be activated by a scan from 1 s before this
    int visits = 0;              // its visits of the active queue so far
    bool due = false;            // a scan now would take it back into the active queue
};

class Inspector {
public:
    explicit Inspector(const Run& run);               // the state at the run's current position
    explicit Inspector(const Simulation& simulation); // the state the simulation has reached

    std::int64_t nowMs() const;
    std::vector<TransportId> transportOrder() const; // round-robin order, created only
    TransportInfo transport(TransportId t) const;
    JobInfo job(JobId j) const;
    QueueInfo queue(QueueId q) const;
    std::vector<MessageInfo> activeMessages() const; // by activation order
    int inCoreRecipients() const;
    std::int64_t totalSent() const;
    std::int64_t totalDeferred() const;
    std::int64_t totalBounced() const;
    std::vector<DeferredMessageInfo> deferredMessages() const; // in scenario order
    const std::string& queueName(NameId name) const;
    // The transport's queue of that name in memory, or kNone.
    QueueId queueNamed(TransportId t, NameId name) const;
    const std::string& messageId(int specIndex) const;
    // The message's envelope sender as the scenario gives it (a replay's, as its log shows it): ""
    // for the null sender, nullopt when the scenario names none.
    const std::optional<std::string>& messageSender(int specIndex) const;

private:
    // What each transport's jobs hold (rcpt_limit and rcpt_count summed), taken in one pass over
    // the jobs at the first transport() asked.
    struct Held {
        std::int64_t rcptLimits = 0;
        std::int64_t rcptCounts = 0;
    };
    const Simulation& sim_;
    const SimulationState& s_;
    mutable std::vector<Held> held_;
};

} // namespace qmgrlab
