// SPDX-License-Identifier: GPL-3.0-or-later
// InvariantChecker: walks every list of the state once and compares what it finds with the
// counters the queue manager keeps (see InvariantChecker.h for the list of invariants).
#include "core/scheduler/InvariantChecker.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace qmgrlab {

InvariantViolation::InvariantViolation(std::size_t step, const std::string& invariant,
                                       const std::string& details)
    : std::logic_error("step " + std::to_string(step) + ": invariant " + invariant + " broken: " + details) {}

namespace {

class Check {
public:
    Check(const SimulationState& s, const Configuration& config, std::size_t step)
        : s_(s), config_(config), step_(step) {}

    void run() {
        entries();
        queues();
        peers();
        jobs();
        transports();
        messages();
    }

private:
    [[noreturn]] void fail(const std::string& invariant, const std::string& details) const {
        throw InvariantViolation(step_, invariant, details);
    }
    // details builds the report only when the invariant is broken.
    template <class Details> void expect(bool holds, const char* invariant, Details&& details) const {
        if (!holds)
            fail(invariant, details());
    }
    static std::string counts(const char* what, std::int64_t kept, const char* counted, std::int64_t found) {
        return std::string(what) + " is " + std::to_string(kept) + " but " + counted + " " +
               std::to_string(found);
    }

    // Every live entry points at live objects that agree with each other; per-object sums
    // of entries and recipients for the checks that follow.
    void entries() {
        entriesOfPeer_.assign(static_cast<std::size_t>(s_.peers.capacity()), 0);
        rcptOfJob_.assign(static_cast<std::size_t>(s_.jobs.capacity()), 0);
        entriesOfMessage_.assign(static_cast<std::size_t>(s_.messages.capacity()), 0);
        rcptOfMessage_.assign(static_cast<std::size_t>(s_.messages.capacity()), 0);
        busyEntries_ = 0;
        std::int64_t recipients = 0;
        s_.entries.forEach([&](EntryId id, const Entry& e) {
            const auto name = [&] { return "entry " + std::to_string(id); };
            expect(s_.messages.alive(e.message) && s_.peers.alive(e.peer) && s_.queues.alive(e.queue),
                   "entry_links", [&] { return name() + " refers to a freed message, peer or queue"; });
            const Peer& peer = s_.peers[e.peer];
            expect(peer.queue == e.queue && s_.jobs.alive(peer.job) && s_.jobs[peer.job].message == e.message,
                   "entry_links", [&] { return name() + " disagrees with its peer about queue or message"; });
            expect(e.recipients > 0, "entry_recipients",
                   [&] { return name() + " holds " + std::to_string(e.recipients); });
            ++entriesOfPeer_[static_cast<std::size_t>(e.peer)];
            rcptOfJob_[static_cast<std::size_t>(peer.job)] += e.recipients;
            ++entriesOfMessage_[static_cast<std::size_t>(e.message)];
            rcptOfMessage_[static_cast<std::size_t>(e.message)] += e.recipients;
            recipients += e.recipients;
            if (e.busy)
                ++busyEntries_;
        });
        expect(recipients == s_.inCoreRecipients && recipients <= s_.inCoreRecipientsMax,
               "in_core_recipients", [&] {
                   return counts("the in-core recipient count", s_.inCoreRecipients, "entries hold",
                                 recipients) +
                          ", the most so far " + std::to_string(s_.inCoreRecipientsMax);
               });
        expect(busyEntries_ == static_cast<std::int64_t>(s_.completions.size()), "deliveries_in_flight", [&] {
            return counts("the number of pending completions",
                          static_cast<std::int64_t>(s_.completions.size()), "busy entries are", busyEntries_);
        });
    }

    // A queue's todo and busy lists are well linked, hold its own entries in the right state,
    // and are as long as its counters say.
    void queues() {
        todoOfPeer_.assign(static_cast<std::size_t>(s_.peers.capacity()), 0);
        busyOfTransport_.assign(s_.transports.size(), 0);
        readyOfTransport_.assign(s_.transports.size(), 0);
        overbookedOfTransport_.assign(s_.transports.size(), 0);
        s_.queues.forEach([&](QueueId id, const Queue& q) {
            const auto name = [&] { return "queue " + std::to_string(id); };
            const std::int64_t todo =
                walkQueueList(q.todoHead, q.todoTail, id, false, [&] { return name() + " todo"; });
            const std::int64_t busy =
                walkQueueList(q.busyHead, q.busyTail, id, true, [&] { return name() + " busy"; });
            expect(todo == q.todoCount, "queue_todo_count", [&] {
                return name() + ": " + counts("todoCount", q.todoCount, "its todo list holds", todo);
            });
            expect(busy == q.busyCount, "queue_busy_count", [&] {
                return name() + ": " + counts("busyCount", q.busyCount, "its busy list holds", busy);
            });
            expect(q.window >= -1, "queue_window",
                   [&] { return name() + " has window " + std::to_string(q.window); });
            if (q.suspended()) { // destination rate delay: no delivery, a resume timer pending
                const TransportSettings& settings =
                    config_.transports()[static_cast<std::size_t>(q.transport)];
                expect(settings.destinationRateDelay > 0 && q.busyCount == 0 && q.timerSet &&
                           s_.timers.count(TimerKey(q.timerAtMs, q.timerOrder)) == 1,
                       "queue_suspended", [&] {
                           return name() + " is suspended without a destination rate delay, with a delivery "
                                           "in progress or without its resume timer";
                       });
            }
            expect(q.transport >= 0 && q.transport < static_cast<TransportId>(s_.transports.size()),
                   "queue_transport",
                   [&] { return name() + " names transport " + std::to_string(q.transport); });
            busyOfTransport_[static_cast<std::size_t>(q.transport)] += busy;
            const std::int64_t room = q.window > 0 ? std::min<std::int64_t>(q.window - busy, todo) : 0;
            expect(q.readiness == (room > 0) - (room < 0), "queue_readiness", [&] {
                return name() + ": readiness " + std::to_string(q.readiness) +
                       ", but min(window - busy, todo) is " + std::to_string(room);
            });
            readyOfTransport_[static_cast<std::size_t>(q.transport)] += room > 0 ? 1 : 0;
            overbookedOfTransport_[static_cast<std::size_t>(q.transport)] += room < 0 ? 1 : 0;
        });
    }

    template <class Name>
    std::int64_t walkQueueList(EntryId head, EntryId tail, QueueId q, bool busy, const Name& name) {
        std::int64_t length = 0;
        EntryId prev = kNone;
        for (EntryId e = head; e != kNone; prev = e, e = s_.entries[e].queueNext) {
            expect(s_.entries.alive(e), "queue_list_links",
                   [&] { return name() + " list reaches freed entry " + std::to_string(e); });
            const Entry& entry = s_.entries[e];
            expect(entry.queuePrev == prev, "queue_list_links",
                   [&] { return name() + " list: entry " + std::to_string(e) + " has a wrong back link"; });
            expect(entry.queue == q && entry.busy == busy, "queue_list_membership", [&] {
                return name() + " list holds entry " + std::to_string(e) + " of another queue or state";
            });
            if (!busy)
                ++todoOfPeer_[static_cast<std::size_t>(entry.peer)];
            expect(++length <= s_.entries.liveCount(), "queue_list_links",
                   [&] { return name() + " list is circular"; });
        }
        expect(prev == tail, "queue_list_links",
               [&] { return name() + " list ends elsewhere than its tail"; });
        return length;
    }

    // A peer's refcount counts its entries; its todo list holds exactly its waiting entries.
    void peers() {
        s_.peers.forEach([&](PeerId id, const Peer& p) {
            const auto name = [&] { return "peer " + std::to_string(id); };
            const auto index = static_cast<std::size_t>(id);
            expect(p.refcount == entriesOfPeer_[index], "peer_refcount", [&] {
                return name() + ": " +
                       counts("refcount", p.refcount, "entries pointing at it are", entriesOfPeer_[index]);
            });
            std::int64_t length = 0;
            EntryId prev = kNone;
            for (EntryId e = p.todoHead; e != kNone; prev = e, e = s_.entries[e].peerNext) {
                expect(s_.entries.alive(e) && s_.entries[e].peer == id && !s_.entries[e].busy &&
                           s_.entries[e].peerPrev == prev,
                       "peer_todo_list", [&] {
                           return name() + " todo list holds a wrong or badly linked entry " +
                                  std::to_string(e);
                       });
                expect(++length <= s_.entries.liveCount(), "peer_todo_list",
                       [&] { return name() + " todo list is circular"; });
            }
            expect(prev == p.todoTail, "peer_todo_list",
                   [&] { return name() + " todo list ends elsewhere than its tail"; });
            expect(length == todoOfPeer_[index], "peer_todo_list", [&] {
                return name() + ": " +
                       counts("its todo list length", length, "its queue's todo entries are",
                              todoOfPeer_[index]);
            });
            expect(s_.jobs.alive(p.job) && s_.queues.alive(p.queue), "peer_links",
                   [&] { return name() + " refers to a freed job or queue"; });
        });
    }

    // A job's peer ring has peerCount members; its unselected entries (read - selected) wait
    // on its peers' todo lists; it holds rcptCount recipients.
    void jobs() {
        linkedOfTransport_.assign(s_.transports.size(), 0);
        rcptLimitOfTransport_.assign(s_.transports.size(), 0);
        rcptOfTransport_.assign(s_.transports.size(), 0);
        s_.jobs.forEach([&](JobId id, const Job& j) {
            const auto name = [&] { return "job " + std::to_string(id); };
            expect(s_.messages.alive(j.message), "job_links",
                   [&] { return name() + " refers to a freed message"; });
            expect(j.transport >= 0 && j.transport < static_cast<TransportId>(s_.transports.size()),
                   "job_links", [&] { return name() + " names transport " + std::to_string(j.transport); });
            std::int64_t waiting = 0;
            PeerId p = j.peers;
            for (int i = 0; i < j.peerCount; ++i) {
                expect(s_.peers.alive(p) && s_.peers[p].job == id, "job_peer_ring", [&] {
                    return name() + " peer ring reaches peer " + std::to_string(p) + " of another job";
                });
                waiting += todoOfPeer_[static_cast<std::size_t>(p)];
                p = s_.peers[p].next;
            }
            expect(p == j.peers, "job_peer_ring", [&] {
                return name() + " peer ring does not close after peerCount = " + std::to_string(j.peerCount) +
                       " peers";
            });
            expect(j.selectedEntries >= 0 && j.selectedEntries <= j.readEntries, "job_entries_accounted",
                   [&] {
                       return name() + ": " + std::to_string(j.selectedEntries) + " selected of " +
                              std::to_string(j.readEntries) + " read";
                   });
            expect(j.readEntries - j.selectedEntries == waiting, "job_entries_accounted", [&] {
                return name() + ": " +
                       counts("read - selected", j.readEntries - j.selectedEntries,
                              "its peers' todo entries are", waiting);
            });
            expect(j.rcptCount == rcptOfJob_[static_cast<std::size_t>(id)], "job_rcpt_count", [&] {
                return name() + ": " +
                       counts("rcptCount", j.rcptCount, "its entries hold",
                              rcptOfJob_[static_cast<std::size_t>(id)]);
            });
            if (j.linked())
                ++linkedOfTransport_[static_cast<std::size_t>(j.transport)];
            rcptLimitOfTransport_[static_cast<std::size_t>(j.transport)] += j.rcptLimit;
            rcptOfTransport_[static_cast<std::size_t>(j.transport)] += j.rcptCount;
        });
    }

    // Both job lists hold every linked job of the transport, well linked; the current job is
    // on the scheduler's list; busy agents match busy entries and stay within maxproc.
    void transports() {
        std::size_t created = 0;
        for (TransportId id = 0; id < static_cast<TransportId>(s_.transports.size()); ++id) {
            const Transport& t = s_.transports[static_cast<std::size_t>(id)];
            const TransportSettings& settings = config_.transports()[static_cast<std::size_t>(id)];
            const auto name = [&] { return "transport " + settings.name; };
            const auto index = static_cast<std::size_t>(id);
            bool currentFound = false;
            const std::int64_t sched = walkJobList(
                t.schedHead, t.schedTail, id, &Job::schedPrev, &Job::schedNext,
                [&] { return name() + " scheduler's job list"; }, t.current, currentFound);
            bool unused = false;
            const std::int64_t byTime = walkJobList(
                t.timeHead, t.timeTail, id, &Job::timePrev, &Job::timeNext,
                [&] { return name() + " by-time job list"; }, kNone, unused);
            expect(sched == linkedOfTransport_[index], "transport_job_list", [&] {
                return name() + ": " +
                       counts("the scheduler's job list length", sched, "linked jobs are",
                              linkedOfTransport_[index]);
            });
            expect(byTime == linkedOfTransport_[index], "transport_job_list", [&] {
                return name() + ": " +
                       counts("the by-time job list length", byTime, "linked jobs are",
                              linkedOfTransport_[index]);
            });
            expect(t.current == kNone || currentFound, "transport_current_job", [&] {
                return name() + ": the current job " + std::to_string(t.current) +
                       " is not on the scheduler's job list";
            });
            // An agent allocated by a rate-delayed transport is busy until its selection timer.
            std::int64_t allocated = 0;
            for (const auto& [key, timer] : s_.timers)
                if (timer.kind == TimerKind::RateSelection && timer.id == static_cast<int>(index))
                    ++allocated;
            expect(t.busyAgents == busyOfTransport_[index] + allocated, "transport_busy_agents", [&] {
                return name() + ": " +
                       counts("busyAgents", t.busyAgents, "busy entries of its queues and allocations are",
                              busyOfTransport_[index] + allocated);
            });
            expect(t.readyQueues == readyOfTransport_[index] &&
                       t.overbookedQueues == overbookedOfTransport_[index],
                   "transport_readiness", [&] {
                       return name() + ": " +
                              counts("readyQueues", t.readyQueues, "queues with room are",
                                     readyOfTransport_[index]) +
                              ", " +
                              counts("overbookedQueues", t.overbookedQueues, "overbooked queues are",
                                     overbookedOfTransport_[index]);
                   });
            const bool selectable = t.created && t.busyAgents < settings.maxproc && !t.rateLocked &&
                                    !t.dead && (t.readyQueues > 0 || t.overbookedQueues > 0);
            expect(t.selectable == selectable &&
                       (!t.created || s_.selectableTransports.count(t.circleKey) == (selectable ? 1u : 0u)),
                   "transport_selectable", [&] {
                       return name() + (selectable ? " may take a delivery but is not listed so"
                                                   : " is listed as able to take a delivery but cannot");
                   });
            if (t.created) {
                const auto place = s_.transportCircle.find(t.circleKey);
                expect(place != s_.transportCircle.end() && place->second == id, "transport_circle",
                       [&] { return name() + " is not in the round-robin list at its key"; });
                ++created;
            }
            if (settings.transportRateDelay > 0)
                expect(t.busyAgents <= 1, "transport_rate_delay",
                       [&] { return name() + " has a transport rate delay and more than one agent busy"; });
            expect(!t.dead || (t.retryTimerSet && s_.timers.count(TimerKey(t.retryAtMs, t.retryOrder)) == 1),
                   "transport_dead", [&] { return name() + " is dead without its retry timer"; });
            expect(t.busyAgents <= settings.maxproc, "transport_maxproc", [&] {
                return name() + ": " + std::to_string(t.busyAgents) + " busy agents, maxproc " +
                       std::to_string(settings.maxproc);
            });
            expect(t.recipientsInCore == rcptOfTransport_[index] &&
                       t.recipientsInCore <= t.recipientsInCoreMax,
                   "transport_rcpt_count", [&] {
                       return name() + ": " +
                              counts("recipientsInCore", t.recipientsInCore, "its jobs hold",
                                     rcptOfTransport_[index]) +
                              ", the most so far " + std::to_string(t.recipientsInCoreMax);
                   });
            if (t.created) {
                const std::int64_t slots = t.pool + rcptLimitOfTransport_[index];
                expect(slots <= settings.recipientLimit, "recipient_slots", [&] {
                    return name() + ": the pool (" + std::to_string(t.pool) +
                           ") and its jobs' recipient limits (" +
                           std::to_string(rcptLimitOfTransport_[index]) +
                           ") exceed the transport's recipient limit " +
                           std::to_string(settings.recipientLimit);
                });
            }
        }
        expect(s_.transportCircle.size() == created && s_.selectableTransports.size() <= created &&
                   (created == 0 || s_.transportCircle.count(s_.transportHead) == 1),
               "transport_circle", [&] {
                   return "the round-robin list holds " + std::to_string(s_.transportCircle.size()) +
                          " for " + std::to_string(created) + " transports, or not its head";
               });
    }

    template <class Name>
    std::int64_t walkJobList(JobId head, JobId tail, TransportId transport, JobId Job::*prevLink,
                             JobId Job::*nextLink, const Name& name, JobId wanted, bool& wantedFound) {
        std::int64_t length = 0;
        JobId prev = kNone;
        for (JobId j = head; j != kNone; prev = j, j = s_.jobs[j].*nextLink) {
            expect(s_.jobs.alive(j) && s_.jobs[j].*prevLink == prev && s_.jobs[j].transport == transport &&
                       s_.jobs[j].linked(),
                   "transport_job_list",
                   [&] { return name() + " holds a wrong or badly linked job " + std::to_string(j); });
            wantedFound = wantedFound || j == wanted;
            expect(++length <= s_.jobs.liveCount(), "transport_job_list",
                   [&] { return name() + " is circular"; });
        }
        expect(prev == tail, "transport_job_list", [&] { return name() + " ends elsewhere than its tail"; });
        return length;
    }

    // A message's refcount counts its entries; rcptCount the recipients they hold.
    void messages() {
        int active = 0;
        s_.messages.forEach([&](MessageId id, const Message& m) {
            const auto name = [&] { return "message " + std::to_string(id); };
            const auto index = static_cast<std::size_t>(id);
            expect(m.refcount == entriesOfMessage_[index], "message_refcount", [&] {
                return name() + ": " +
                       counts("refcount", m.refcount, "its entries are", entriesOfMessage_[index]);
            });
            expect(m.rcptCount == rcptOfMessage_[index], "message_rcpt_count", [&] {
                return name() + ": " +
                       counts("rcptCount", m.rcptCount, "its entries hold", rcptOfMessage_[index]);
            });
            ++active;
        });
        expect(active == s_.activeMessages, "active_messages", [&] {
            return counts("the active message count", s_.activeMessages, "live messages are", active);
        });
        // A message in the deferred queue is in no active structure.
        s_.messages.forEach([&](MessageId id, const Message& m) {
            expect(s_.deferredQueue.count(m.spec) == 0, "deferred_queue",
                   [&] { return "message " + std::to_string(id) + " is active and in the deferred queue"; });
        });
        for (const int spec : s_.deferredQueue) {
            const auto file = s_.files.find(spec);
            expect(file != s_.files.end() && file->second.deferred, "deferred_queue",
                   [&] { return "deferred message " + std::to_string(spec) + " has no deferred file"; });
        }
    }

    const SimulationState& s_;
    const Configuration& config_;
    std::size_t step_;
    std::vector<std::int64_t> entriesOfPeer_, todoOfPeer_, rcptOfJob_, entriesOfMessage_, rcptOfMessage_;
    std::vector<std::int64_t> busyOfTransport_, linkedOfTransport_, rcptLimitOfTransport_, rcptOfTransport_;
    std::vector<std::int64_t> readyOfTransport_, overbookedOfTransport_;
    std::int64_t busyEntries_ = 0;
};

} // namespace

bool InvariantChecker::isDue(const SimulationState& state, std::size_t step) {
    const auto objects = static_cast<std::size_t>(state.messages.capacity()) +
                         static_cast<std::size_t>(state.jobs.capacity()) +
                         static_cast<std::size_t>(state.peers.capacity()) +
                         static_cast<std::size_t>(state.entries.capacity()) +
                         static_cast<std::size_t>(state.queues.capacity());
    const std::size_t stride = std::max<std::size_t>(1, objects / kObjectsPerStep);
    return step % stride == 0;
}

void InvariantChecker::check(const SimulationState& state, const Configuration& config, std::size_t step) {
    Check(state, config, step).run();
}

} // namespace qmgrlab
