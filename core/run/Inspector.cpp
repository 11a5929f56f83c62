// SPDX-License-Identifier: GPL-3.0-or-later
// Inspector: read-only questions about the simulation state, for the views.
#include "core/run/Inspector.h"

#include <algorithm>

namespace qmgrlab {

Inspector::Inspector(const Run& run) : Inspector(run.cursor_) {}

Inspector::Inspector(const Simulation& simulation) : sim_(simulation), s_(simulation.state()) {}

std::int64_t Inspector::nowMs() const {
    return s_.nowMs;
}
std::vector<TransportId> Inspector::transportOrder() const {
    // The circle read from its head.
    std::vector<TransportId> order;
    const auto& circle = s_.transportCircle;
    const auto head = circle.lower_bound(s_.transportHead);
    for (auto it = head; it != circle.end(); ++it)
        order.push_back(it->second);
    for (auto it = circle.begin(); it != head; ++it)
        order.push_back(it->second);
    return order;
}
int Inspector::inCoreRecipients() const {
    return s_.inCoreRecipients;
}
std::int64_t Inspector::totalSent() const {
    return s_.totalSent;
}
std::int64_t Inspector::totalDeferred() const {
    return s_.totalDeferred;
}
std::int64_t Inspector::totalBounced() const {
    return s_.totalBounced;
}
std::vector<DeferredMessageInfo> Inspector::deferredMessages() const {
    std::vector<DeferredMessageInfo> result;
    for (const int spec : s_.deferredQueue) {
        const MessageFile& file = s_.files.at(spec);
        result.push_back({spec, secondsInMs(file.fileTime), file.visits, file.dueAt(s_.nowSeconds())});
    }
    return result;
}
const std::string& Inspector::queueName(NameId name) const {
    return sim_.names().name(name);
}
QueueId Inspector::queueNamed(TransportId t, NameId name) const {
    const auto found = s_.queueIndex.find(pairKey(t, name));
    return found == s_.queueIndex.end() ? kNone : found->second;
}
const std::string& Inspector::messageId(int specIndex) const {
    return sim_.config().message(specIndex).id;
}

const std::optional<std::string>& Inspector::messageSender(int specIndex) const {
    return sim_.config().message(specIndex).sender;
}

TransportInfo Inspector::transport(TransportId t) const {
    const Transport& transport = s_.transports[t];
    const TransportSettings& settings = sim_.config().transports()[t];
    TransportInfo info;
    info.id = t;
    info.name = settings.name;
    info.created = transport.created;
    info.maxproc = settings.maxproc;
    info.busyAgents = transport.busyAgents;
    info.pool = transport.pool;
    info.extraSlotsLent = transport.pool < 0 ? -transport.pool : 0;
    info.recipientLimit = settings.recipientLimit;
    info.extraRecipientLimit = settings.extraRecipientLimit;
    info.current = transport.current;
    info.nextUnread = transport.nextUnread;
    info.blockerTag = transport.blockerTag;
    info.dead = transport.dead;
    info.retryAtMs = transport.dead && transport.retryTimerSet ? transport.retryAtMs : -1;
    info.rateLocked = transport.rateLocked;
    for (JobId j = transport.schedHead; j != kNone; j = s_.jobs[j].schedNext)
        info.schedList.push_back(j);
    for (JobId j = transport.timeHead; j != kNone; j = s_.jobs[j].timeNext)
        info.timeList.push_back(j);
    for (QueueId q = transport.queueHead; q != kNone; q = s_.queues[q].next) {
        info.queues.push_back(q);
        for (EntryId e = s_.queues[q].busyHead; e != kNone; e = s_.entries[e].queueNext) {
            const Entry& entry = s_.entries[e];
            info.agents.push_back({entry.lane, entry.seq, s_.messages[entry.message].spec, s_.queues[q].name,
                                   entry.recipients});
        }
    }
    std::sort(info.agents.begin(), info.agents.end(),
              [](const AgentInfo& a, const AgentInfo& b) { return a.lane < b.lane; });
    if (held_.empty()) {
        held_.resize(s_.transports.size());
        s_.jobs.forEach([this](JobId, const Job& job) {
            Held& held = held_[static_cast<std::size_t>(job.transport)];
            held.rcptLimits += job.rcptLimit;
            held.rcptCounts += job.rcptCount;
        });
    }
    const Held& held = held_[static_cast<std::size_t>(t)];
    info.slotsHeld = saturatedInt(held.rcptLimits); // the limits' sum passes an int with a pool in debt
    info.recipientsInCore = saturatedInt(held.rcptCounts);
    return info;
}

JobInfo Inspector::job(JobId j) const {
    const Job& job = s_.jobs[j];
    const Transport& transport = s_.transports[job.transport];
    JobInfo info;
    info.id = j;
    info.message = s_.messages[job.message].spec;
    info.transport = job.transport;
    info.readEntries = job.readEntries;
    info.selectedEntries = job.selectedEntries;
    info.todoEntries = job.readEntries - job.selectedEntries;
    info.maxEntries = sim_.queueManager().maxEntries(job);
    info.slotsAvailable = job.slotsAvailable;
    const int cost = sim_.config().transports()[static_cast<std::size_t>(job.transport)].slotCost;
    info.slotsToLend = cost >= 2 && job.slotsAvailable > 0 ? job.slotsAvailable / cost : 0;
    info.slotsUsed = job.slotsUsed;
    info.rcptCount = job.rcptCount;
    info.rcptLimit = job.rcptLimit;
    info.stackLevel = job.stackLevel;
    info.parent = job.stackParent;
    for (JobId c = job.firstChild; c != kNone; c = s_.jobs[c].nextSibling)
        info.children.push_back(c);
    info.current = transport.current == j;
    info.blocker = sim_.queueManager().isBlocker(job);
    info.nextUnread = transport.nextUnread == j;
    PeerId p = job.peers;
    for (int i = 0; i < job.peerCount; ++i, p = s_.peers[p].next) {
        const Peer& peer = s_.peers[p];
        const Queue& queue = s_.queues[peer.queue];
        PeerInfo pi;
        pi.id = p;
        pi.queue = peer.queue;
        pi.queueName = queue.name;
        for (EntryId e = peer.todoHead; e != kNone; e = s_.entries[e].peerNext)
            ++pi.todoEntries;
        pi.busyEntries = peer.refcount - pi.todoEntries;
        pi.queueFull = queue.window <= queue.busyCount;
        if (info.blocker && pi.todoEntries > 0 && pi.queueFull)
            info.blockingQueues.push_back(queue.name);
        info.peers.push_back(pi);
    }
    return info;
}

QueueInfo Inspector::queue(QueueId q) const {
    const Queue& queue = s_.queues[q];
    QueueInfo info;
    info.id = q;
    info.transport = queue.transport;
    info.name = queue.name;
    info.window = queue.window;
    info.busy = queue.busyCount;
    info.todo = queue.todoCount;
    info.success = queue.success;
    info.failure = queue.failure;
    info.failCohorts = queue.failCohorts;
    info.dead = queue.dead();
    info.suspended = queue.suspended();
    info.resumeAtMs = queue.timerSet && queue.suspended() ? queue.timerAtMs : -1;
    info.resumeInMs = info.resumeAtMs >= 0 ? std::max<std::int64_t>(info.resumeAtMs - s_.nowMs, 0) : -1;
    const DestinationBehaviour& server = sim_.config().nexthops()[static_cast<std::size_t>(queue.nexthop)];
    info.serverDown = server.downAt(s_.nowMs);
    info.serverUpAtMs = info.serverDown ? server.upAgainAt(s_.nowMs) : -1;
    info.blocking = queue.blockerTag == s_.transports[queue.transport].blockerTag;
    info.reviveAtMs = queue.timerSet && queue.window == 0 ? queue.timerAtMs : -1;
    return info;
}

std::vector<MessageInfo> Inspector::activeMessages() const {
    std::vector<MessageInfo> result;
    s_.messages.forEach([&](MessageId m, const Message& message) {
        MessageInfo info;
        info.id = m;
        info.spec = message.spec;
        info.queuedTime = message.queuedTime;
        info.total = sim_.config().recipientCount(message.spec);
        info.read = message.readOffset;
        info.unread = message.rcptUnread;
        info.inCore = message.rcptCount;
        info.rcptLimit = message.rcptLimit;
        info.sent = message.sent;
        info.deferred = message.deferred;
        info.bounced = message.bounced;
        info.moreToRead = message.moreToRead;
        info.fromDeferred = message.fromDeferred;
        for (JobId j = message.firstJob; j != kNone; j = s_.jobs[j].nextInMessage)
            info.jobs.push_back(j);
        result.push_back(std::move(info));
    });
    std::sort(result.begin(), result.end(),
              [](const MessageInfo& a, const MessageInfo& b) { return a.spec < b.spec; });
    return result;
}

} // namespace qmgrlab
