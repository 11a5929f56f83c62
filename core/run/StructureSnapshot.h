// SPDX-License-Identifier: GPL-3.0-or-later
// StructureSnapshot: the queue manager's in-memory structures at a run's current position, as
// SCHEDULER_README's "The structures used by nqmgr" names them: each message in the active queue
// with its jobs (one per transport), each job's peers (one per destination queue, in the
// round-robin order the next entry is looked for in) and the entries waiting in each peer; each
// transport's queues with the entries on their todo and busy lists; each transport's current
// job, and the entry the position's step selected. Bounded for a run of any size: each list
// keeps at most `limit` of its members, each with its place in the list, and counts them all
// without walking them (a peer's busy entries are counted on its queue's busy list, as long as
// the deliveries in progress), so that a million recipients in memory cost what ten do; only the
// active messages (at most qmgr_message_active_limit) are all sorted. What the step is about is
// always kept: the selected entry, the peer it came from, the job and message it belongs to, its
// queue, and the message of each transport's current job.
#pragma once

#include "core/common/Ids.h"

#include <string>
#include <vector>

namespace qmgrlab {

class Run;

class StructureSnapshot {
public:
    struct Entry {
        int place = 0;       // its place in the list it is on (0: the head)
        int message = kNone; // scenario message index
        int recipients = 0;
        int seq = 0;           // on a busy list: its delivery number
        bool selected = false; // the entry the position's step selected
    };
    struct Peer {
        int place = 0; // in the job's peer list, from the peer asked first
        NameId queue = kNone;
        int todoCount = 0; // entries waiting on it
        int busyCount = 0; // its entries being delivered (off its list, still counted by it)
        std::vector<Entry> todo;
        bool supplied = false; // the selected entry came from it
    };
    struct Job {
        int place = 0; // in the message's jobs, creation order
        TransportId transport = kNone;
        bool current = false; // its transport's current job
        int peerCount = 0;
        std::vector<Peer> peers;
    };
    struct Message {
        int place = 0;       // among the active messages, in scenario order
        int message = kNone; // scenario message index
        int recipients = 0;  // all of them
        int read = 0;        // read from the queue file so far
        int inCore = 0;      // held in entries now
        int jobCount = 0;
        std::vector<Job> jobs;
    };
    struct Queue {
        int place = 0; // in the transport's queue list, creation order
        NameId name = kNone;
        int window = 0; // > 0 ready, 0 dead, -1 suspended
        int todoCount = 0;
        int busyCount = 0;
        std::vector<Entry> todo; // from the head (the next to be selected)
        std::vector<Entry> busy; // from the head (the longest in delivery)
    };
    struct Transport {
        TransportId id = kNone;
        std::string name;
        int currentMessage = kNone; // its current job's message, or kNone
        int queueCount = 0;
        std::vector<Queue> queues;
    };

    // The structures at the run's current position, each list cut to limit members (at least 1).
    StructureSnapshot(const Run& run, int limit);

    int limit() const { return limit_; }
    int messageCount() const { return messageCount_; } // messages in the active queue
    const std::vector<Message>& messages() const { return messages_; }
    // The transports created so far, in master.cf order (all of them: a scenario has few).
    const std::vector<Transport>& transports() const { return transports_; }
    // The entry the position's step selected: its message (kNone when the step selected none),
    // transport, queue and delivery number.
    int selectedMessage() const { return selectedMessage_; }
    TransportId selectedTransport() const { return selectedTransport_; }
    NameId selectedQueue() const { return selectedQueue_; }
    int selectedSeq() const { return selectedSeq_; }

private:
    int limit_ = 1;
    int messageCount_ = 0;
    std::vector<Message> messages_;
    std::vector<Transport> transports_;
    int selectedMessage_ = kNone;
    TransportId selectedTransport_ = kNone;
    NameId selectedQueue_ = kNone;
    int selectedSeq_ = 0;
};

} // namespace qmgrlab
