// SPDX-License-Identifier: GPL-3.0-or-later
// QueueManager, messages: a message entering the active queue, its recipients read in
// batches, resolved to transports and destination queues, assigned to jobs, peers and
// entries, and the message leaving the active queue (ALGORITHM.md 3.1 - 3.4, 3.7.4).
#include "core/scheduler/QueueManager.h"

#include "core/common/Text.h"
#include "core/scenario/Backoff.h"
#include "core/scheduler/IntrusiveList.h"

#include <algorithm>
#include <iterator>
#include <stdexcept>
#include <unordered_map>

namespace qmgrlab {

namespace {

// Postfix reads at most this many recipients from a queue file at a time.
constexpr int kReadCap = 5000;

// An address's first 8 bytes as a big-endian number, zero-padded: a < b between the prefixes
// of two addresses means the same as between the addresses (bytes compared unsigned, as
// std::string compares), and equal prefixes leave the order to the rest of the bytes.
std::uint64_t addressPrefix(std::string_view address) {
    std::uint64_t prefix = 0;
    const std::size_t n = std::min<std::size_t>(address.size(), 8);
    for (std::size_t i = 0; i < n; ++i)
        prefix |= static_cast<std::uint64_t>(static_cast<unsigned char>(address[i])) << (56 - 8 * i);
    return prefix;
}

} // namespace

QueueManager::QueueManager(const Configuration& config, SimulationState& state, NameTable& names)
    : config_(&config), s_(&state), names_(&names) {}

NameId QueueManager::nexthopName(int nexthop) {
    const auto i = static_cast<std::size_t>(nexthop);
    if (i >= nexthopNames_.size())
        nexthopNames_.resize(config_->nexthops().size(), kNone);
    if (nexthopNames_[i] == kNone)
        nexthopNames_[i] = names_->intern(config_->nexthops()[i].nexthop);
    return nexthopNames_[i];
}

void QueueManager::report(TraceEvent event) {
    ++eventsReported_;
    if (recording_ == nullptr)
        return;
    event.t = s_->nowMs;
    recording_->record(event);
}

void QueueManager::recordQueue(QueueId q, QueueChange change) {
    updateReadiness(q);
    if (recording_ == nullptr)
        return;
    const Queue& queue = s_->queues[q];
    recording_->recordQueue(queue.transport, queue.name, queue.nexthop, change, queue.window,
                            queue.busyCount);
}

int QueueManager::maxEntries(const Job& job) const {
    return job.readEntries + s_->messages[job.message].rcptUnread;
}

bool QueueManager::isBlocker(const Job& job) const {
    return job.blockerTag == s_->transports[job.transport].blockerTag;
}

void QueueManager::activate(int specIndex, bool fromDeferred) {
    if (config_->deferredQueue()) {
        MessageFile& file = s_->files[specIndex];
        if (file.finished.empty())
            file.finished.assign(static_cast<std::size_t>(config_->recipientCount(specIndex)), 0);
        ++file.visits;
        if (fromDeferred) {
            file.deferred = false;
            s_->deferredQueue.erase(specIndex);
        }
    }
    Message message;
    message.spec = specIndex;
    message.fromDeferred = fromDeferred;
    message.queuedTime = now();
    message.refillTime = now();
    message.rcptUnread = config_->recipientCount(specIndex);
    message.rcptLimit = config_->messageRecipientMinimum();
    const MessageId m = s_->messages.create(message);
    ++s_->activeMessages;

    TraceEvent event;
    event.type = EventType::Activate;
    event.message = specIndex;
    event.fromDeferred = fromDeferred;
    if (fromDeferred)
        event.untilMs = secondsInMs(s_->files.at(specIndex).fileTime);
    report(event);

    readRecipients(m);
    if (s_->messages[m].refcount == 0)
        messageDone(m);
}

void QueueManager::arriveDeferred(int specIndex, std::int64_t untilMs) {
    MessageFile& file = s_->files[specIndex];
    file.finished.assign(static_cast<std::size_t>(config_->recipientCount(specIndex)), 0);
    file.fileTime = untilMs / 1000;
    file.visits = 0;
    file.deferred = true;
    s_->deferredQueue.insert(specIndex);
    s_->totalDeferred += config_->recipientCount(specIndex);
    if (recording_ != nullptr) {
        DeferralDecision deferral;
        deferral.message = specIndex;
        deferral.timeMs = s_->nowMs;
        deferral.outcome = DeferralOutcome::ArrivedDeferred;
        deferral.recipients = config_->recipientCount(specIndex);
        deferral.ageSeconds = now() - config_->message(specIndex).arrivalMs / 1000;
        deferral.waitSeconds = file.fileTime - now();
        deferral.retryAtMs = file.fileTime * 1000;
        recording_->addDeferral(deferral);
    }
    TraceEvent moved;
    moved.type = EventType::DeferMsg;
    moved.message = specIndex;
    moved.untilMs = file.fileTime * 1000;
    moved.atArrival = true;
    report(moved);
}

void QueueManager::readRecipients(MessageId m) {
    Message& message = s_->messages[m];
    int limit;
    if (!message.firstReadDone) {
        limit = config_->messageRecipientLimit() - s_->inCoreRecipients;
        if (limit < message.rcptLimit)
            limit = message.rcptLimit;
    } else {
        limit = message.rcptLimit - message.rcptCount;
    }
    limit = std::min(limit, kReadCap);
    if (limit < 1)
        throw std::logic_error("queue manager: recipient read limit below 1");
    message.firstReadDone = true;

    const int total = config_->recipientCount(message.spec);
    // A message back from the deferred queue passes the records of recipients already sent or
    // bounced; those read again no longer count as deferred until their new outcome.
    const SharedChunks<std::uint8_t>* finished = nullptr;
    if (config_->deferredQueue() && message.fromDeferred)
        finished = &s_->files.at(message.spec).finished;
    // The batch's storage is taken from the last batch (kept below while a message has more
    // to read), so that reading a large message allocates nothing once the buffers have grown.
    Batch batch = std::move(batch_);
    batch.addresses.clear();
    batch.recipients.clear();
    batch.recipients.reserve(static_cast<std::size_t>(std::min(limit, total - message.readOffset)));
    while (static_cast<int>(batch.recipients.size()) < limit && message.readOffset < total) {
        const int index = message.readOffset++;
        --message.rcptUnread;
        ++s_->recipientsRead;
        if (finished != nullptr) {
            if ((*finished)[static_cast<std::size_t>(index)] != 0)
                continue;
            --s_->totalDeferred;
        }
        Recipient r;
        r.addressAt = static_cast<std::uint32_t>(batch.addresses.size());
        r.nexthop = config_->appendRecipientAddress(message.spec, index, batch.addresses);
        r.addressSize = static_cast<std::uint32_t>(batch.addresses.size() - r.addressAt);
        r.prefix = addressPrefix(batch.address(r));
        r.domainRank = config_->nexthopRank(r.nexthop);
        r.index = index;
        batch.recipients.push_back(r);
    }
    message.moreToRead = static_cast<int>(batch.recipients.size()) == limit;
    message.refillTime = now();

    resolve(m, batch);
    assign(m, batch);
    // Kept for the message's next batch; a message read to its end gives the memory back.
    if (s_->messages[m].moreToRead)
        batch_ = std::move(batch);

    if (!s_->messages[m].moreToRead)
        for (JobId j = s_->messages[m].firstJob; j != kNone; j = s_->jobs[j].nextInMessage)
            moveUnusedSlots(j);
}

// A new transport goes at the head of the round-robin list (qmgr_transport_create prepends it).
Transport& QueueManager::createTransport(TransportId t) {
    const std::int64_t key = keyBeforeHead();
    Transport& transport = s_->transports[t];
    transport.created = true;
    transport.pool = settings(t).recipientLimit;
    transport.circleKey = key;
    s_->transportCircle.emplace(key, t);
    s_->transportHead = key;
    transportChanged(t);
    return transport;
}

// Just before the head: the head's key less one, free when the head has the smallest key (the
// circle closes from the largest to it) or when the key before it is lower by two or more; else
// the keys are spread apart first, in their order, so that a gap of 2^32 opens before each.
std::int64_t QueueManager::keyBeforeHead() {
    auto& circle = s_->transportCircle;
    if (circle.empty())
        return 0;
    auto head = circle.find(s_->transportHead);
    if (head == circle.begin() || std::prev(head)->first < s_->transportHead - 1)
        return s_->transportHead - 1;
    std::map<std::int64_t, TransportId> spread;
    std::set<std::int64_t> selectable;
    const std::int64_t oldHead = s_->transportHead;
    std::int64_t key = 0;
    for (const auto& [old, t] : circle) {
        key += std::int64_t{1} << 32;
        if (old == oldHead)
            s_->transportHead = key;
        Transport& transport = s_->transports[t];
        transport.circleKey = key;
        spread.emplace(key, t);
        if (transport.selectable)
            selectable.insert(key);
    }
    circle = std::move(spread);
    s_->selectableTransports = std::move(selectable);
    return s_->transportHead - 1;
}

QueueId QueueManager::findOrCreateQueue(TransportId t, NameId name, int nexthop) {
    const std::uint64_t key = pairKey(t, name);
    const auto found = s_->queueIndex.find(key);
    if (found != s_->queueIndex.end())
        return found->second;

    Queue queue;
    queue.transport = t;
    queue.name = name;
    queue.nexthop = nexthop;
    queue.uid = s_->nextQueueUid++;
    queue.window = settings(t).initialConcurrency;
    const QueueId q = s_->queues.create(queue);
    Transport& transport = s_->transports[t];
    QueueList::append(s_->queues, transport.queueHead, transport.queueTail, q);
    ++transport.queueCount;
    s_->queueIndex.emplace(key, q);
    recordQueue(q, QueueChange::Created);
    return q;
}

// Resolving: each recipient finds its transport and destination queue; recipients of a dead
// queue are deferred on the spot, one defer event per queue of the batch.
void QueueManager::resolve(MessageId m, Batch& batch) {
    // By domain without regard to case (the next hop's rank), then by address. The sort runs on
    // small keys made once (rank, address prefix), the addresses compared only on equal keys;
    // the comparisons answer exactly as comparing (rank, address) would, so std::sort leaves
    // the recipients in the same order, equal ones included.
    std::vector<Recipient>& recipients = batch.recipients;
    batch.keys.clear();
    batch.keys.reserve(recipients.size());
    for (std::size_t i = 0; i < recipients.size(); ++i)
        batch.keys.push_back({recipients[i].prefix, static_cast<std::uint32_t>(recipients[i].domainRank),
                              static_cast<std::uint32_t>(i)});
    std::sort(batch.keys.begin(), batch.keys.end(), [&batch](const Batch::Key& a, const Batch::Key& b) {
        if (a.domainRank != b.domainRank)
            return a.domainRank < b.domainRank;
        if (a.prefix != b.prefix)
            return a.prefix < b.prefix;
        return batch.address(batch.recipients[a.at]) < batch.address(batch.recipients[b.at]);
    });
    batch.sorted.clear();
    batch.sorted.reserve(recipients.size());
    for (const Batch::Key& key : batch.keys)
        batch.sorted.push_back(recipients[key.at]);
    recipients.swap(batch.sorted);

    // Deferred on the spot, one defer event per place, in first-occurrence order: a dead queue,
    // or (contract v2) the next hop of a dead transport.
    struct Deferral {
        TransportId transport;
        NameId dest;
        int count;
    };
    std::vector<Deferral> deferred;
    std::unordered_map<std::uint64_t, std::size_t> deferralAt; // pairKey(transport, dest) -> index
    auto deferTo = [&deferred, &deferralAt](TransportId t, NameId dest) {
        const auto [it, added] = deferralAt.try_emplace(pairKey(t, dest), deferred.size());
        if (added)
            deferred.push_back({t, dest, 1});
        else
            ++deferred[it->second].count;
    };
    // The previous recipient's next hop and what it resolved to: recipients come sorted by
    // domain, and a next hop's queue (without per-recipient queues) is the same for each of
    // them, neither created nor killed while the batch resolves.
    const Recipient* previous = nullptr;
    for (Recipient& r : recipients) {
        if (previous != nullptr && previous->nexthop == r.nexthop) {
            r.bound = previous->bound;
            r.transport = previous->transport;
            r.queue = previous->queue;
            r.queueName = previous->queueName;
            if (!r.bound)
                deferTo(r.transport, r.queueName);
            previous = &r;
            continue;
        }
        previous = nullptr;
        const DestinationBehaviour& destination = config_->nexthops()[r.nexthop];
        const TransportId t = destination.transport;
        if (!s_->transports[t].created)
            createTransport(t);
        const bool perRecipient = settings(t).perRecipientQueues();
        r.transport = t;
        if (s_->transports[t].dead) {
            r.queueName = nexthopName(r.nexthop);
            deferTo(t, r.queueName);
        } else {
            const NameId name =
                perRecipient ? names_->intern(lowerAscii(batch.address(r))) : nexthopName(r.nexthop);
            const QueueId q = findOrCreateQueue(t, name, r.nexthop);
            r.queueName = name;
            if (s_->queues[q].dead()) {
                deferTo(t, name);
            } else {
                r.bound = true;
                r.queue = q;
            }
        }
        if (!perRecipient)
            previous = &r;
    }

    Message& message = s_->messages[m];
    for (const Deferral& d : deferred) {
        message.deferred += d.count;
        s_->totalDeferred += d.count;
        TraceEvent event;
        event.type = EventType::Defer;
        event.transport = d.transport;
        event.message = message.spec;
        event.dest = d.dest;
        event.rcpts = d.count;
        event.byTransport = s_->transports[d.transport].dead;
        report(event);
    }
}

// Assigning: bound recipients, sorted by transport, queue, domain and address, fill the
// last waiting entry of their (job, queue) pair up to the destination recipient limit.
void QueueManager::assign(MessageId m, Batch& batchIn) {
    std::vector<Recipient>& batch = batchIn.recipients;
    batch.erase(std::remove_if(batch.begin(), batch.end(), [](const Recipient& r) { return !r.bound; }),
                batch.end());
    // Sorted by transport name, queue name, domain without regard to case and address. The
    // transports are numbered in name order, and a next hop's queue is named after it, so the
    // resolve order (domain, address) already holds within a transport: a stable sort by
    // transport is enough (and none at all when the batch goes to one transport), except where
    // each recipient address has its own queue.
    const auto byTransport = [](const Recipient& a, const Recipient& b) { return a.transport < b.transport; };
    if (!std::is_sorted(batch.begin(), batch.end(), byTransport))
        std::stable_sort(batch.begin(), batch.end(), byTransport);
    const NameTable& names = *names_;
    for (auto first = batch.begin(); first != batch.end();) {
        const TransportId t = first->transport;
        const auto last =
            std::find_if(first, batch.end(), [t](const Recipient& r) { return r.transport != t; });
        if (settings(t).perRecipientQueues())
            std::sort(first, last, [&names, &batchIn](const Recipient& a, const Recipient& b) {
                if (a.queueName != b.queueName)
                    return names.name(a.queueName) < names.name(b.queueName);
                if (a.domainRank != b.domainRank)
                    return a.domainRank < b.domainRank;
                return batchIn.address(a) < batchIn.address(b);
            });
        first = last;
    }
    // The message's jobs by transport: a message to many transports finds each job at once.
    jobOfTransport_.clear();
    for (JobId j = s_->messages[m].firstJob; j != kNone; j = s_->jobs[j].nextInMessage)
        jobOfTransport_.emplace(s_->jobs[j].transport, j);
    JobId job = kNone;
    PeerId peer = kNone;
    for (const Recipient& r : batch) {
        if (job == kNone || s_->jobs[job].transport != r.transport) {
            job = obtainJob(m, r.transport);
            peer = kNone;
        }
        if (peer == kNone || s_->peers[peer].queue != r.queue)
            peer = obtainPeer(job, r.queue);

        const int recipientLimit = settings(r.transport).destinationRecipientLimit;
        EntryId e = s_->peers[peer].todoTail;
        if (e == kNone || (recipientLimit != 0 && s_->entries[e].recipients >= recipientLimit)) {
            Entry entry;
            entry.message = m;
            entry.peer = peer;
            entry.queue = r.queue;
            e = s_->entries.create(entry);
            Peer& p = s_->peers[peer];
            Queue& queue = s_->queues[r.queue];
            PeerEntryList::append(s_->entries, p.todoHead, p.todoTail, e);
            QueueEntryList::append(s_->entries, queue.todoHead, queue.todoTail, e);
            ++queue.todoCount;
            updateReadiness(r.queue);
            ++p.refcount;
            ++s_->jobs[job].readEntries;
            ++s_->messages[m].refcount;
        }
        ++s_->entries[e].recipients;
        if (config_->tracksRecipients())
            s_->entries[e].recipientIndex.push_back(r.index);
        ++s_->jobs[job].rcptCount;
        ++s_->messages[m].rcptCount;
        ++s_->inCoreRecipients;
        s_->inCoreRecipientsMax = std::max(s_->inCoreRecipientsMax, s_->inCoreRecipients);
        Transport& transport = s_->transports[static_cast<std::size_t>(r.transport)];
        ++transport.recipientsInCore;
        transport.recipientsInCoreMax = std::max(transport.recipientsInCoreMax, transport.recipientsInCore);
    }

    for (JobId j = s_->messages[m].firstJob; j != kNone; j = s_->jobs[j].nextInMessage) {
        const Job& candidate = s_->jobs[j];
        if (candidate.hasEntries() && !isBlocker(candidate))
            invalidateCandidateCache(s_->transports[candidate.transport]);
    }
}

JobId QueueManager::obtainJob(MessageId m, TransportId t) {
    const auto found = jobOfTransport_.find(t);
    JobId job = found != jobOfTransport_.end() ? found->second : kNone;
    if (job == kNone) {
        Job fresh;
        fresh.message = m;
        fresh.transport = t;
        job = s_->jobs.create(fresh);
        Message& message = s_->messages[m];
        if (message.lastJob != kNone)
            s_->jobs[message.lastJob].nextInMessage = job;
        else
            message.firstJob = job;
        message.lastJob = job;
        jobOfTransport_.emplace(t, job);
    }
    if (!s_->jobs[job].linked())
        linkJob(job);
    Transport& transport = s_->transports[t];
    invalidateCandidateCache(transport);
    if (isBlocker(s_->jobs[job])) {
        s_->jobs[job].blockerTag = 0;
        transport.current = transport.schedHead;
    }
    return job;
}

PeerId QueueManager::obtainPeer(JobId job, QueueId q) {
    const std::uint64_t key = pairKey(job, q);
    const auto found = s_->peerIndex.find(key);
    if (found != s_->peerIndex.end())
        return found->second;
    Peer fresh;
    fresh.job = job;
    fresh.queue = q;
    const PeerId peer = s_->peers.create(fresh);
    Job& owner = s_->jobs[job];
    if (owner.peers == kNone) {
        s_->peers[peer].prev = peer;
        s_->peers[peer].next = peer;
        owner.peers = peer;
    } else { // append: just before the head of the circular list
        const PeerId head = owner.peers;
        const PeerId tail = s_->peers[head].prev;
        s_->peers[peer].prev = tail;
        s_->peers[peer].next = head;
        s_->peers[tail].next = peer;
        s_->peers[head].prev = peer;
    }
    ++owner.peerCount;
    s_->peerIndex.emplace(key, peer);
    return peer;
}

void QueueManager::refillFor(MessageId m, JobId job, RefillReason reason) {
    RecipientRefill r;
    if (recording_ != nullptr) {
        const Message& message = s_->messages[m];
        r.message = message.spec;
        r.transport = job != kNone ? s_->jobs[job].transport : kNone;
        r.reason = reason;
        r.inCoreBefore = message.rcptCount;
        r.recipientSlots = message.rcptLimit;
        r.read = message.readOffset;
        r.lastReadSec = message.refillTime;
    }
    refill(m);
    if (recording_ != nullptr) {
        const Message& message = s_->messages[m];
        r.read = message.readOffset - r.read;
        r.inCoreAfter = message.rcptCount;
        r.unread = message.rcptUnread;
        recording_->addRefill(r);
    }
}

void QueueManager::messageDone(MessageId m) {
    if (s_->messages[m].moreToRead) {
        refillFor(m, kNone, RefillReason::NothingInMemory);
        if (s_->messages[m].refcount == 0)
            messageDone(m);
        return;
    }
    std::vector<JobId> jobs;
    for (JobId j = s_->messages[m].firstJob; j != kNone; j = s_->jobs[j].nextInMessage)
        jobs.push_back(j);
    for (const JobId j : jobs)
        freeJob(j);
    leaveActiveQueue(m);
}

// The message leaves the active queue (finish): removed, or (contract v2, with the deferred
// queue) expired or moved to the deferred queue when this visit deferred some recipient.
void QueueManager::leaveActiveQueue(MessageId m) {
    Message& message = s_->messages[m];
    bool toDeferredQueue = false;
    std::int64_t fileTime = 0;
    DeferralDecision deferral;
    if (config_->deferredQueue() && message.deferred > 0) {
        const MessageSpec& spec = config_->message(message.spec);
        const std::int64_t created = spec.arrivalMs / 1000;
        const std::int64_t lifetime =
            spec.nullSender ? config_->bounceQueueLifetimeSeconds() : config_->maximalQueueLifetimeSeconds();
        deferral.message = message.spec;
        deferral.timeMs = s_->nowMs;
        deferral.recipients = message.deferred;
        deferral.ageSeconds = now() - created;
        deferral.bounceLifetime = spec.nullSender;
        deferral.lifetimeSeconds = lifetime;
        if (now() >= created + lifetime) {
            deferral.outcome = DeferralOutcome::Expired;
            if (recording_ != nullptr)
                recording_->addDeferral(deferral);
            TraceEvent expire;
            expire.type = EventType::Expire;
            expire.message = message.spec;
            expire.rcpts = message.deferred;
            report(expire);
            message.bounced += message.deferred;
            s_->totalBounced += message.deferred;
            s_->totalDeferred -= message.deferred;
            message.deferred = 0;
        } else {
            const Backoff backoff = Backoff::of(deferral.ageSeconds, config_->minimalBackoffSeconds(),
                                                config_->maximalBackoffSeconds());
            fileTime = now() + backoff.seconds;
            toDeferredQueue = true;
            deferral.outcome = DeferralOutcome::Deferred;
            deferral.waitSeconds = backoff.seconds;
            deferral.bound = backoff.bound;
            deferral.retryAtMs = secondsInMs(fileTime);
        }
    }
    TraceEvent event;
    event.type = EventType::Finish;
    event.message = message.spec;
    event.sentCount = message.sent;
    event.deferredCount = message.deferred;
    event.bouncedCount = message.bounced;
    report(event);
    const int spec = message.spec;
    s_->messages.destroy(m);
    --s_->activeMessages;
    if (!toDeferredQueue) {
        s_->files.erase(spec);
    } else {
        MessageFile& file = s_->files.at(spec);
        file.deferred = true;
        file.fileTime = fileTime;
        s_->deferredQueue.insert(spec);
        if (recording_ != nullptr)
            recording_->addDeferral(deferral);
        TraceEvent moved;
        moved.type = EventType::DeferMsg;
        moved.message = spec;
        moved.untilMs = secondsInMs(fileTime);
        report(moved);
    }
}

void QueueManager::requestScan() {
    if (s_->scan.inProgress)
        s_->scan.requested = true;
    else
        startScan();
}

void QueueManager::startScan() {
    DeferredScan& scan = s_->scan;
    scan.inProgress = true;
    scan.requested = false;
    scan.list.assign(s_->deferredQueue.begin(), s_->deferredQueue.end());
    scan.next = 0;
    if (!scan.list.empty()) {
        TraceEvent event;
        event.type = EventType::Scan;
        event.rcpts = static_cast<int>(scan.list.size());
        report(event);
    }
}

int QueueManager::nextFromScan() {
    DeferredScan& scan = s_->scan;
    if (scan.inProgress) {
        if (scan.next < scan.list.size())
            return scan.list[scan.next++];
        scan.inProgress = false;
        scan.list.clear();
    }
    if (scan.requested) {
        startScan();
        if (scan.next < scan.list.size())
            return scan.list[scan.next++];
    }
    return kNone;
}

bool QueueManager::deferredDue(int specIndex) const {
    return s_->files.at(specIndex).dueAt(now());
}

} // namespace qmgrlab
