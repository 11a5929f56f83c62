// SPDX-License-Identifier: GPL-3.0-or-later
// Simulation: the world around the queue manager, one step at a time (SPEC section 2).
#include "core/Simulation.h"

#include "core/SplitMix64.h"

#include <algorithm>

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

std::int64_t Simulation::nextDueMs() const {
    std::int64_t next = -1;
    auto consider = [&next](std::int64_t t) {
        if (next < 0 || t < next)
            next = t;
    };
    if (!state_.completions.empty())
        consider(state_.completions.front().dueMs);
    if (!state_.timers.empty())
        consider(state_.timers.begin()->first.first);
    if (state_.nextArrival < config_->messageCount())
        consider(config_->message(state_.nextArrival).arrivalMs);
    return next;
}

bool Simulation::step(Recording* recording) {
    if (state_.phase == Phase::Ended)
        return false;
    qmgr_.setRecording(recording);
    for (;;) {
        if (state_.phase != Phase::Idle && stepWithinInstant(recording))
            break;
        const std::int64_t next = nextDueMs();
        const auto stop = config_->stopMs();
        if (next < 0 || (stop && next > *stop)) {
            finish(recording);
            break;
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
        if (!s.timers.empty() && s.timers.begin()->first.first == s.nowMs) {
            if (recording != nullptr)
                recording->beginStep(s.nowMs, StepKind::Revival);
            const QueueId q = s.timers.begin()->second;
            s.timers.erase(s.timers.begin());
            qmgr_.reviveByTimer(q);
            if (recording != nullptr)
                recording->endStep();
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
            s.incoming.push_back(s.nextArrival++);
            if (recording != nullptr)
                recording->endStep();
            return true;
        }
        s.phase = Phase::Admission;
        [[fallthrough]];
    case Phase::Admission:
        if (!s.incoming.empty() && s.activeMessages < config_->messageActiveLimit()) {
            if (recording != nullptr)
                recording->beginStep(s.nowMs, StepKind::Activation);
            const int spec = s.incoming.front();
            s.incoming.pop_front();
            qmgr_.activate(spec);
            if (recording != nullptr)
                recording->endStep();
            return true;
        }
        s.phase = Phase::Dispatch;
        [[fallthrough]];
    case Phase::Dispatch: {
        const TransportId t = qmgr_.chooseTransport();
        if (t == kNone) {
            s.phase = Phase::Idle;
            return false;
        }
        SelectionDecision* decision = nullptr;
        if (recording != nullptr) {
            recording->beginStep(s.nowMs, StepKind::Selection);
            decision = &recording->addDecision();
        }
        const EntryId entry = qmgr_.selectEntry(t, decision);
        if (entry != kNone)
            dispatch(t, entry, recording, stepIndex);
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

void Simulation::dispatch(TransportId t, EntryId e, Recording* recording, std::uint32_t stepIndex) {
    SimulationState& s = state_;
    Entry& entry = s.entries[e];
    const Queue& queue = s.queues[entry.queue];
    const DestinationBehaviour& destination = config_->nexthops()[queue.nexthop];
    Transport& transport = s.transports[t];

    entry.seq = s.nextSeq++;
    const bool fails = destination.down || (destination.serverLimit > 0 &&
                                            s.acceptedInProgress[queue.nexthop] >= destination.serverLimit);
    std::int64_t due = fails ? s.nowMs + destination.failMs
                             : s.nowMs + destination.deliveryMs + entry.recipients * destination.perRcptMs;
    if (!fails && destination.jitterMs > 0) // qmgrlab's extension: seeded, keyed by the dispatch
        due +=
            static_cast<std::int64_t>(SplitMix64::upTo(config_->seed(), static_cast<std::uint64_t>(entry.seq),
                                                       static_cast<std::uint64_t>(destination.jitterMs)));
    if (!fails)
        ++s.acceptedInProgress[queue.nexthop];

    ++transport.busyAgents;
    const auto freeLane = std::find(transport.laneBusy.begin(), transport.laneBusy.end(), 0);
    entry.lane = static_cast<int>(freeLane - transport.laneBusy.begin());
    if (freeLane == transport.laneBusy.end())
        transport.laneBusy.push_back(1);
    else
        *freeLane = 1;

    s.completions.push_back({due, entry.seq, e, !fails});
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
        recording->addDelivery({entry.seq, t, message, queue.name, entry.recipients, entry.lane, s.nowMs, due,
                                !fails, stepIndex});
    }
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
    transport.laneBusy[static_cast<std::size_t>(entry.lane)] = 0;

    if (recording != nullptr) {
        TraceEvent event;
        event.t = s.nowMs;
        event.type = EventType::Done;
        event.seq = done.seq;
        event.sent = done.success;
        event.transport = queue.transport;
        event.dest = queue.name;
        recording->record(event);
    }
    qmgr_.completeDelivery(done.entry, done.success);
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
    recording->record(event);
    recording->endStep();
}

} // namespace qmgrlab
