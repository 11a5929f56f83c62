// SPDX-License-Identifier: GPL-3.0-or-later
// Simulation: the world around the queue manager, one step at a time (SPEC section 2).
#include "core/run/Simulation.h"

#include "core/common/Text.h"
#include "core/run/ScriptedDelivery.h"
#include "core/run/SplitMix64.h"

#include <algorithm>
#include <functional>

namespace qmgrlab {

namespace {

// Min-heap order of pending completions: earliest time first, then dispatch order.
bool laterCompletion(const PendingCompletion& a, const PendingCompletion& b) {
    return a.dueMs != b.dueMs ? a.dueMs > b.dueMs : a.seq > b.seq;
}

} // namespace

Simulation::Simulation(std::shared_ptr<const Configuration> config, std::shared_ptr<NameTable> names)
    : config_(std::move(config)), names_(std::move(names)), qmgr_(*config_, state_, *names_) {
    state_.transports.resize(config_->transports().size());
    state_.acceptedInProgress.assign(config_->nexthops().size(), 0);
    if (config_->deferredQueue()) {
        // The first deferred scan is requested at 0, before anything else (the deferred queue is
        // still empty: it writes nothing), then by a timer every queue_run_delay.
        qmgr_.requestScan();
        armScanTimer();
    }
}

void Simulation::armScanTimer() {
    state_.scan.timer = TimerKey(timeAfter(state_.nowMs, secondsInMs(config_->queueRunDelaySeconds())),
                                 state_.nextTimerOrder++);
    state_.timers.emplace(state_.scan.timer, Timer{TimerKind::Scan, kNone});
}

Simulation::Simulation(const Simulation& other)
    : config_(other.config_), names_(other.names_), state_(other.state_), qmgr_(*config_, state_, *names_) {}

Simulation& Simulation::operator=(const Simulation& other) {
    if (this != &other) {
        config_ = other.config_;
        names_ = other.names_;
        state_ = other.state_;
        qmgr_ = QueueManager(*config_, state_, *names_);
    }
    return *this;
}

std::int64_t Simulation::nextDueOtherThanScanMs() const {
    const SimulationState& s = state_;
    std::int64_t next = -1;
    auto consider = [&next](std::int64_t t) {
        if (next < 0 || t < next)
            next = t;
    };
    if (!s.completions.empty())
        consider(s.completions.front().dueMs);
    for (const auto& [key, timer] : s.timers) // the first timer that is not the scan timer
        if (timer.kind != TimerKind::Scan) {
            consider(key.first);
            break;
        }
    if (s.nextArrival < config_->messageCount())
        consider(config_->message(s.nextArrival).arrivalMs);
    return next;
}

std::int64_t Simulation::nextDueMs() const {
    const std::int64_t next = nextDueOtherThanScanMs();
    // The scan timer keeps the run going only while the deferred queue holds a message.
    if (config_->deferredQueue() && (next >= 0 || !state_.deferredQueue.empty()) &&
        (next < 0 || state_.scan.timer.first < next))
        return state_.scan.timer.first;
    return next;
}

// A scan timer that fires while the deferred queue is empty, with nothing else due at its
// instant, changes nothing once the scan state has settled: with room in the active queue (and
// no incoming mail) the empty scan starts and is used up within the instant; with the active
// queue full it stays in progress with the request remembered, and the admission prefers new
// mail. No transport could take a delivery (else the instant would select). Such scans follow
// each other unchanged until something else is due (a rate delay of days, a long down time), so
// all of them but the last before that are skipped: the last still fires, so that the instant
// it processes (the end's time at a stop_ms) is the same. A run then costs by its events, not
// by its simulated length.
void Simulation::skipQuietScans() {
    SimulationState& s = state_;
    if (!skipQuietScans_ || !config_->deferredQueue() || !s.deferredQueue.empty())
        return;
    const DeferredScan& scan = s.scan;
    const bool settled =
        s.activeMessages < config_->messageActiveLimit()
            ? !scan.inProgress && !scan.requested && s.incoming.empty()
            : scan.inProgress && scan.requested && scan.next >= scan.list.size() && s.admitFirst == 0;
    if (!settled || qmgr_.anyTransportReady())
        return;
    const std::int64_t other = nextDueOtherThanScanMs();
    if (other < 0)
        return;                    // the run ends: the scan timer does not keep it going
    std::int64_t last = other - 1; // the scans strictly before the other thing due
    if (const auto stop = config_->stopMs(); stop && *stop < last)
        last = *stop;
    const std::int64_t period = config_->queueRunDelaySeconds() * 1000;
    const std::int64_t due = scan.timer.first;
    if (last < due || (last - due) / period < 1)
        return;
    const TimerKey moved(due + (last - due) / period * period, scan.timer.second);
    const auto node = s.timers.extract(scan.timer);
    s.timers.emplace(moved, node.mapped());
    s.scan.timer = moved;
}

bool Simulation::outOfClock() const {
    // A stop_ms (at most 2147483647) ends the run before the end of the clock.
    return state_.phase == Phase::Idle && !config_->stopMs() && nextDueMs() == kEndOfClockMs;
}

bool Simulation::step(Recording* recording) {
    if (state_.phase == Phase::Ended)
        return false;
    qmgr_.setRecording(recording);
    for (;;) {
        if (state_.phase != Phase::Idle && stepWithinInstant(recording))
            break;
        skipQuietScans();
        const std::int64_t next = nextDueMs();
        const auto stop = config_->stopMs();
        if (next < 0 || (stop && next > *stop)) {
            finish(recording);
            break;
        }
        if (next == kEndOfClockMs) { // out of clock: the run stops here, without an end
            qmgr_.setRecording(nullptr);
            return false;
        }
        state_.nowMs = next;
        state_.lastInstantMs = next;
        state_.anyInstant = true;
        state_.phase = Phase::Completions;
    }
    qmgr_.setRecording(nullptr);
    return true;
}

// Runs the next thing due at the current instant, in SPEC's order; false when nothing is.
// Something the world does silently (a scan timer with nothing to scan, a rate-delayed selection
// that finds nothing) is not a step: its recording step is taken back and the next thing runs.
bool Simulation::stepWithinInstant(Recording* recording) {
    SimulationState& s = state_;
    const std::uint32_t stepIndex =
        recording != nullptr ? static_cast<std::uint32_t>(recording->steps().size()) : 0;
    switch (s.phase) {
    case Phase::Completions:
        if (!s.completions.empty() && s.completions.front().dueMs == s.nowMs) {
            if (recording != nullptr)
                recording->beginStep(s.nowMs, StepKind::Completion);
            completeNext(recording);
            if (recording != nullptr)
                recording->endStep();
            return true;
        }
        s.phase = Phase::Timers;
        [[fallthrough]];
    case Phase::Timers:
        while (!s.timers.empty() && s.timers.begin()->first.first == s.nowMs) {
            if (fireTimer(recording, stepIndex))
                return true;
        }
        s.phase = Phase::Arrivals;
        [[fallthrough]];
    case Phase::Arrivals:
        if (s.nextArrival < config_->messageCount() && config_->message(s.nextArrival).arrivalMs == s.nowMs) {
            if (recording != nullptr) {
                recording->beginStep(s.nowMs, StepKind::Arrival);
                TraceEvent event;
                event.t = s.nowMs;
                event.type = EventType::Arrive;
                event.message = s.nextArrival;
                recording->record(event);
            }
            const MessageSpec& spec = config_->message(s.nextArrival);
            if (config_->deferredQueue() && spec.deferredUntilMs)
                qmgr_.arriveDeferred(s.nextArrival++, *spec.deferredUntilMs);
            else
                s.incoming.push_back(s.nextArrival++);
            if (recording != nullptr)
                recording->endStep();
            return true;
        }
        s.phase = Phase::Admission;
        [[fallthrough]];
    case Phase::Admission:
        if (admitNext(recording))
            return true;
        s.phase = Phase::Dispatch;
        [[fallthrough]];
    case Phase::Dispatch: {
        TransportTurn turn;
        const TransportId t = qmgr_.chooseTransport(recording != nullptr ? &turn : nullptr);
        if (t == kNone) {
            s.phase = Phase::Idle;
            return false;
        }
        const TransportSettings& settings = config_->transports()[t];
        if (settings.transportRateDelay > 0) { // the agent now, the entry after the delay
            if (recording != nullptr)
                recording->beginStep(s.nowMs, StepKind::Allocation);
            ++s.transports[t].busyAgents;
            qmgr_.allocate(t);
            if (recording != nullptr)
                recording->endStep();
            return true;
        }
        if (settings.brokenAt(s.nowMs)) { // no agent could be started
            if (recording != nullptr)
                recording->beginStep(s.nowMs, StepKind::TransportFailure);
            qmgr_.killTransport(t);
            if (recording != nullptr)
                recording->endStep();
            return true;
        }
        SelectionDecision* decision = nullptr;
        if (recording != nullptr) {
            recording->beginStep(s.nowMs, StepKind::Selection);
            decision = &recording->addDecision();
            decision->turn = turn;
        }
        const EntryId entry = qmgr_.selectEntry(t, decision);
        if (entry != kNone)
            dispatch(t, entry, recording, stepIndex, false);
        else
            s.phase = Phase::Idle; // a transport that yields nothing ends dispatching for now
        if (recording != nullptr)
            recording->endStep();
        return true;
    }
    case Phase::Idle:
    case Phase::Ended:
        return false;
    }
    return false;
}

// Fires the first timer due now; false when it did nothing visible (no step).
bool Simulation::fireTimer(Recording* recording, std::uint32_t stepIndex) {
    SimulationState& s = state_;
    const Timer timer = s.timers.begin()->second;
    s.timers.erase(s.timers.begin());
    StepKind kind = StepKind::Revival;
    switch (timer.kind) {
    case TimerKind::Revive:
        kind = StepKind::Revival;
        break;
    case TimerKind::Resume:
        kind = StepKind::Resume;
        break;
    case TimerKind::Scan:
        kind = StepKind::Scan;
        break;
    case TimerKind::RateSelection:
        kind = s.transports[timer.id].rateBrokenAtAlloc ? StepKind::TransportFailure : StepKind::Selection;
        break;
    case TimerKind::TransportRetry:
        kind = StepKind::TransportRetry;
        break;
    }
    SelectionDecision* decision = nullptr;
    if (recording != nullptr) {
        recording->beginStep(s.nowMs, kind);
        if (kind == StepKind::Selection)
            decision = &recording->addDecision();
    }
    const std::uint64_t before = qmgr_.eventsReported();
    bool dispatched = false; // a delivery's select is recorded here, not reported by the queue manager
    switch (timer.kind) {
    case TimerKind::Revive:
        qmgr_.reviveByTimer(timer.id);
        break;
    case TimerKind::Resume:
        qmgr_.resumeByTimer(timer.id);
        break;
    case TimerKind::Scan:
        qmgr_.requestScan();
        armScanTimer();
        break;
    case TimerKind::RateSelection: {
        Transport& transport = s.transports[timer.id];
        if (transport.rateBrokenAtAlloc) {
            --transport.busyAgents;
            qmgr_.killTransport(timer.id);
        } else {
            const EntryId entry = qmgr_.selectEntry(timer.id, decision);
            dispatched = entry != kNone;
            if (dispatched)
                dispatch(timer.id, entry, recording, stepIndex, true);
            else {
                --transport.busyAgents; // nothing to deliver: the agent goes back
                qmgr_.transportChanged(timer.id);
            }
        }
        break;
    }
    case TimerKind::TransportRetry:
        s.transports[timer.id].retryTimerSet = false; // the world has taken it off its list
        qmgr_.reviveTransport(timer.id, Revival::Timer);
        break;
    }
    const bool visible = dispatched || qmgr_.eventsReported() != before;
    if (recording != nullptr) {
        if (visible)
            recording->endStep();
        else
            recording->discardStep();
    }
    return visible;
}

// Step 4 of an instant: one message enters the active queue. With the deferred queue (contract
// v2) the incoming queue and the deferred scan take turns (SPEC section 2); a round that only
// passes over deferred mail whose wait is not over is silent. False when nobody entered.
bool Simulation::admitNext(Recording* recording) {
    SimulationState& s = state_;
    const int limit = config_->messageActiveLimit();
    if (!config_->deferredQueue()) {
        if (s.incoming.empty() || s.activeMessages >= limit)
            return false;
        if (recording != nullptr)
            recording->beginStep(s.nowMs, StepKind::Activation);
        const int spec = s.incoming.front();
        s.incoming.pop_front();
        qmgr_.activate(spec);
        if (recording != nullptr)
            recording->endStep();
        return true;
    }
    for (;;) {
        if (recording != nullptr)
            recording->beginStep(s.nowMs, StepKind::Activation);
        const std::uint64_t before = qmgr_.eventsReported();
        bool found = false;
        int last = 1; // 0 incoming, 1 deferred
        for (int k = 0; k < 2 && s.activeMessages < limit; ++k) {
            last = (s.admitFirst + k) % 2;
            int spec = kNone;
            if (last == 0) {
                if (!s.incoming.empty()) {
                    spec = s.incoming.front();
                    s.incoming.pop_front();
                }
            } else {
                spec = qmgr_.nextFromScan();
            }
            if (spec == kNone)
                continue;
            found = true;
            if (last == 0 || qmgr_.deferredDue(spec)) {
                qmgr_.activate(spec, last == 1);
                break;
            }
        }
        s.admitFirst = s.activeMessages < limit ? (last + 1) % 2 : 0; // a full queue prefers new mail
        if (qmgr_.eventsReported() != before) {
            if (recording != nullptr)
                recording->endStep();
            return true;
        }
        if (recording != nullptr)
            recording->discardStep();
        if (!found)
            return false;
    }
}

void Simulation::dispatch(TransportId t, EntryId e, Recording* recording, std::uint32_t stepIndex,
                          bool agentHeld) {
    SimulationState& s = state_;
    Entry& entry = s.entries[e];
    const Queue& queue = s.queues[entry.queue];
    const DestinationBehaviour& destination = config_->nexthops()[queue.nexthop];
    Transport& transport = s.transports[t];

    entry.seq = s.nextSeq++;
    // qmgrlab's extension for replays: the recipients' own attempts decide, where they have some.
    ScriptedVerdict scripted;
    const bool isScripted = scriptDelivery(*config_, s, s.messages[entry.message].spec, entry, scripted);
    const bool fails = isScripted ? scripted.fails
                                  : destination.downAt(s.nowMs) ||
                                        (destination.serverLimit > 0 &&
                                         s.acceptedInProgress[queue.nexthop] >= destination.serverLimit);
    // A session of a million recipients at 2147483647 ms each lasts longer than the clock goes.
    std::int64_t due = isScripted ? scripted.dueMs
                       : fails    ? timeAfter(s.nowMs, destination.failMs)
                                  : timeAfter(timeAfter(s.nowMs, destination.deliveryMs),
                                              saturatedProduct(entry.recipients, destination.perRcptMs));
    // qmgrlab's extension: seeded, keyed by the dispatch.
    if (!isScripted && !fails && destination.jitterMs > 0)
        due = timeAfter(due, static_cast<std::int64_t>(
                                 SplitMix64::upTo(config_->seed(), static_cast<std::uint64_t>(entry.seq),
                                                  static_cast<std::uint64_t>(destination.jitterMs))));
    PendingCompletion completion{due, entry.seq, e, !fails};
    if (!fails) {
        ++s.acceptedInProgress[queue.nexthop];
        if (isScripted) {
            completion.deferred = scripted.deferred;
            completion.bounced = scripted.bounced;
            if (scripted.unscripted > 0) {
                // Its recipients without an attempt left: the destination's rules, for them only.
                completion.dueMs =
                    std::max(completion.dueMs,
                             timeAfter(timeAfter(s.nowMs, destination.deliveryMs),
                                       saturatedProduct(scripted.unscripted, destination.perRcptMs)));
                if (destination.decidesPerRecipient())
                    decideRecipients(entry, destination, completion);
            }
        } else if (destination.decidesPerRecipient()) {
            decideRecipients(entry, destination, completion);
        }
    }

    if (!agentHeld) {
        ++transport.busyAgents;
        qmgr_.transportChanged(t);
    }
    if (transport.freeLanes.empty()) {
        entry.lane = transport.laneCount++;
    } else {
        std::pop_heap(transport.freeLanes.begin(), transport.freeLanes.end(), std::greater<>());
        entry.lane = transport.freeLanes.back();
        transport.freeLanes.pop_back();
    }

    s.completions.push_back(completion);
    std::push_heap(s.completions.begin(), s.completions.end(), laterCompletion);

    if (recording != nullptr) {
        const int message = s.messages[entry.message].spec;
        TraceEvent event;
        event.t = s.nowMs;
        event.type = EventType::Select;
        event.seq = entry.seq;
        event.transport = t;
        event.message = message;
        event.dest = queue.name;
        event.rcpts = entry.recipients;
        event.lane = entry.lane;
        recording->record(event);
        SelectionDecision& decision = recording->lastDecision();
        decision.seq = entry.seq;
        recording->addDelivery({entry.seq, t, message, queue.name, entry.recipients, entry.lane, s.nowMs,
                                completion.dueMs, !fails, completion.deferred, completion.bounced,
                                stepIndex});
    }
}

// An accepted session's verdict on each recipient (contract v2): unknown users bounce, listed
// ones are deferred, and greylisting defers an address until greylist_ms after its first try.
void Simulation::decideRecipients(Entry& entry, const DestinationBehaviour& destination,
                                  PendingCompletion& completion) {
    const int spec = state_.messages[entry.message].spec;
    // A scripted request's recipients with an attempt have their outcome already.
    const bool scripted = !entry.attempt.empty();
    if (!scripted)
        entry.outcome.assign(entry.recipientIndex.size(), static_cast<std::uint8_t>(RecipientOutcome::Sent));
    // A group's address is made only when a list of local parts must see it: greylisting knows
    // it by its number.
    const bool usersListed = !destination.unknownUsers.empty() || !destination.deferUsers.empty();
    std::string& address = address_;
    for (std::size_t i = 0; i < entry.recipientIndex.size(); ++i) {
        if (scripted && entry.attempt[i] != Entry::kNoAttempt)
            continue;
        const int index = entry.recipientIndex[i];
        const int number = config_->groupAddressNumber(spec, index);
        address.clear();
        if (number == 0 || usersListed)
            config_->appendRecipientAddress(spec, index, address);
        const std::string_view local = std::string_view(address).substr(0, address.rfind('@'));
        RecipientOutcome outcome = RecipientOutcome::Sent;
        if (destination.unknownUsers.contains(local)) {
            outcome = RecipientOutcome::Bounced;
        } else if (destination.deferUsers.contains(local)) {
            outcome = RecipientOutcome::Deferred;
        } else if (destination.greylistMs > 0) {
            const int nexthop = config_->recipientNexthop(spec, index);
            const std::int64_t first =
                number > 0 ? greylistFirstTry(nexthop, number) : greylistFirstTry(address, nexthop);
            if (state_.nowMs < timeAfter(first, destination.greylistMs))
                outcome = RecipientOutcome::Deferred;
        }
        entry.outcome[i] = static_cast<std::uint8_t>(outcome);
        if (outcome == RecipientOutcome::Deferred)
            ++completion.deferred;
        else if (outcome == RecipientOutcome::Bounced)
            ++completion.bounced;
    }
}

// Addresses are told apart by their lower-cased form. r<N>@<next hop> (N without leading zeros,
// no other '@', N within the next hop's largest group) is kept by number: such an address is
// the next hop's N-th group address whichever message lists it, and no other form is.
std::int64_t Simulation::greylistFirstTry(std::string_view address, int nexthop) {
    lowerAsciiInto(address, lowered_);
    const int largest = config_->largestGroup(nexthop);
    const std::size_t at = lowered_.find('@');
    if (largest > 0 && lowered_.size() > 2 && lowered_[0] == 'r' && lowered_[1] != '0' &&
        at != std::string::npos && at > 1 && lowered_.find('@', at + 1) == std::string::npos) {
        const std::optional<std::int64_t> n =
            parseSaturatingDigits(std::string_view(lowered_).substr(1, at - 1));
        if (n && *n <= largest)
            return greylistFirstTry(nexthop, static_cast<int>(*n));
    }
    const auto id = static_cast<std::size_t>(names_->intern(lowered_));
    if (id >= state_.greylisted.size())
        state_.greylisted.resize(std::max<std::size_t>(id + 1, state_.greylisted.size() * 2), -1);
    std::int64_t& first = state_.greylisted[id];
    if (first < 0)
        first = state_.nowMs;
    return first;
}

std::int64_t Simulation::greylistFirstTry(int nexthop, int number) {
    if (state_.greylistedNumbered.empty())
        state_.greylistedNumbered.resize(config_->nexthops().size());
    SharedChunks<std::int64_t>& times = state_.greylistedNumbered[static_cast<std::size_t>(nexthop)];
    if (times.empty())
        times.assign(static_cast<std::size_t>(config_->largestGroup(nexthop)), -1);
    // A retry only reads: the chunk stays shared with the checkpoints.
    const auto at = static_cast<std::size_t>(number - 1);
    if (times[at] >= 0)
        return times[at];
    times.writable(at) = state_.nowMs;
    return state_.nowMs;
}

void Simulation::completeNext(Recording* recording) {
    SimulationState& s = state_;
    std::pop_heap(s.completions.begin(), s.completions.end(), laterCompletion);
    const PendingCompletion done = s.completions.back();
    s.completions.pop_back();

    const Entry& entry = s.entries[done.entry];
    const Queue& queue = s.queues[entry.queue];
    Transport& transport = s.transports[queue.transport];
    if (done.success)
        --s.acceptedInProgress[queue.nexthop];
    --transport.busyAgents;
    transport.freeLanes.push_back(entry.lane);
    std::push_heap(transport.freeLanes.begin(), transport.freeLanes.end(), std::greater<>());

    if (recording != nullptr) {
        TraceEvent event;
        event.t = s.nowMs;
        event.type = EventType::Done;
        event.seq = done.seq;
        event.sent = done.success;
        event.transport = queue.transport;
        event.dest = queue.name;
        event.deferredCount = done.success ? done.deferred : entry.recipients;
        event.bouncedCount = done.success ? done.bounced : 0;
        event.sentCount = entry.recipients - event.deferredCount - event.bouncedCount;
        recording->record(event);
    }
    qmgr_.completeDelivery(done);
}

void Simulation::finish(Recording* recording) {
    SimulationState& s = state_;
    s.phase = Phase::Ended;
    if (recording == nullptr)
        return;
    const std::int64_t t = s.anyInstant ? s.lastInstantMs : 0;
    recording->beginStep(t, StepKind::End);
    TraceEvent event;
    event.t = t;
    event.type = EventType::End;
    event.sentCount = static_cast<int>(s.totalSent);
    event.deferredCount = static_cast<int>(s.totalDeferred);
    event.bouncedCount = static_cast<int>(s.totalBounced);
    recording->record(event);
    recording->endStep();
}

} // namespace qmgrlab
