// SPDX-License-Identifier: GPL-3.0-or-later
// Run: stepping forward and back over a recorded simulation with checkpoints and replay.
#include "core/run/Run.h"

#ifdef QMGRLAB_CHECK_INVARIANTS
#include "core/scheduler/InvariantChecker.h"
#endif

#include <algorithm>

namespace qmgrlab {

namespace {

// A rough size of a state in memory, to keep the checkpoints within their budget: what keeping
// it costs beyond keeping previous (the checkpoint before it; may be null). Only the shared
// chunks of the contract v2 arrays are told apart: those not written since previous are not
// counted again; everything else counts in full.
std::size_t approximateBytes(const SimulationState& s, const SimulationState* previous) {
    std::size_t bytes = sizeof(SimulationState);
    bytes += static_cast<std::size_t>(s.messages.capacity()) * (sizeof(Message) + 1);
    bytes += static_cast<std::size_t>(s.jobs.capacity()) * (sizeof(Job) + 1);
    bytes += static_cast<std::size_t>(s.peers.capacity()) * (sizeof(Peer) + 1);
    bytes += static_cast<std::size_t>(s.entries.capacity()) * (sizeof(Entry) + 1);
    bytes += static_cast<std::size_t>(s.queues.capacity()) * (sizeof(Queue) + 1);
    bytes += s.transports.size() * sizeof(Transport);
    bytes += (s.transportCircle.size() + s.selectableTransports.size()) * 48; // tree nodes
    bytes += (s.queueIndex.size() + s.peerIndex.size()) * 48;
    bytes += s.incoming.size() * sizeof(int) + s.completions.size() * sizeof(PendingCompletion);
    bytes += s.timers.size() * 64 + s.acceptedInProgress.size() * sizeof(int);
    s.entries.forEach([&bytes](EntryId, const Entry& e) {
        bytes += e.recipientIndex.capacity() * sizeof(int) + e.outcome.capacity();
    });
    for (const auto& [spec, file] : s.files) {
        const MessageFile* before = nullptr;
        if (previous != nullptr) {
            const auto found = previous->files.find(spec);
            if (found != previous->files.end())
                before = &found->second;
        }
        bytes += 64 + file.finished.bytesNotSharedWith(before != nullptr ? &before->finished : nullptr);
    }
    bytes += s.deferredQueue.size() * 40 + s.scan.list.capacity() * sizeof(int);
    bytes += s.greylisted.capacity() * sizeof(std::int64_t);
    for (std::size_t n = 0; n < s.greylistedNumbered.size(); ++n) {
        const bool before = previous != nullptr && n < previous->greylistedNumbered.size();
        bytes += sizeof(s.greylistedNumbered[n]) + s.greylistedNumbered[n].bytesNotSharedWith(
                                                       before ? &previous->greylistedNumbered[n] : nullptr);
    }
    return bytes;
}

} // namespace

Run::Options Run::streamed(std::ostream* trace) {
    Options options;
    options.record = false;
    options.trace = trace;
    options.maxCheckpoints = 1;
    return options;
}

Run::Options Run::viewed() {
    Options options;
    options.initialInterval = 16384;
    options.keepCut = true;
    return options;
}

Run::Run(std::shared_ptr<const Configuration> config) : Run(std::move(config), Options{}) {}

Run::Run(std::shared_ptr<const Configuration> config, Options options)
    : config_(std::move(config)), names_(std::make_shared<NameTable>()), options_(options),
      traceWriter_(options.trace != nullptr ? std::make_unique<TraceWriter>(*options.trace, *config_, *names_)
                                            : nullptr),
      metrics_(options.metrics ? std::make_unique<MetricsCollector>(*config_) : nullptr),
      recording_(options.record, traceWriter_.get(), metrics_.get(), options.observer),
      frontier_(config_, names_), cursor_(config_, names_),
      interval_(std::max<std::size_t>(1, options.initialInterval)),
      stepLimit_(options.stepLimit != 0 ? options.stepLimit
                 : options.record       ? kRecordedStepLimit
                                        : kStreamedStepLimit),
      eventLimit_(options.eventLimit != 0 ? options.eventLimit
                  : options.record        ? kRecordedEventLimit
                                          : kStreamedEventLimit),
      readLimit_(options.readLimit != 0 ? options.readLimit
                 : options.record       ? kRecordedReadLimit
                                        : kStreamedReadLimit),
      byteLimit_(options.byteLimit != 0 ? options.byteLimit : kRecordedByteLimit) {
    checkpoints_.push_back({0, frontier_.state()});
    checkpointBytes_ = approximateBytes(checkpoints_.back().state, nullptr);
}

std::int64_t Run::timeMs() const {
    return cursorPos_ == 0 ? 0 : recording_.steps()[cursorPos_ - 1].timeMs;
}

std::uint64_t Run::recipientsRead() const {
    return frontier_.state().recipientsRead;
}

bool Run::withinLimits() const {
    return frontierPos_ < stepLimit_ && recording_.eventCount() < eventLimit_ &&
           recipientsRead() < readLimit_ && (!options_.record || recording_.keptBytes() < byteLimit_);
}

RunCut Run::cutReason() const {
    if (frontier_.ended())
        return RunCut::None;
    if (frontierPos_ >= stepLimit_)
        return RunCut::Steps;
    if (recording_.eventCount() >= eventLimit_)
        return RunCut::Events;
    if (options_.record && recording_.keptBytes() >= byteLimit_)
        return RunCut::Memory;
    if (recipientsRead() >= readLimit_)
        return RunCut::Reads;
    return frontier_.outOfClock() ? RunCut::Clock : RunCut::None;
}

bool Run::advanceFrontier() {
    if (!withinLimits() || !frontier_.step(&recording_))
        return false;
    ++frontierPos_;
#ifdef QMGRLAB_CHECK_INVARIANTS
    if (InvariantChecker::isDue(frontier_.state(), frontierPos_))
        InvariantChecker::check(frontier_.state(), *config_, frontierPos_);
#endif
    takeCheckpointIfDue();
    return true;
}

void Run::takeCheckpointIfDue() {
    if (frontierPos_ % interval_ != 0)
        return;
    checkpoints_.push_back({frontierPos_, frontier_.state()});
    checkpointBytes_ +=
        approximateBytes(checkpoints_.back().state, &checkpoints_[checkpoints_.size() - 2].state);
    if (checkpoints_.size() > options_.maxCheckpoints || checkpointBytes_ > options_.checkpointBudgetBytes)
        thinCheckpoints();
}

// Doubles the interval and keeps every other checkpoint (the start is always kept).
void Run::thinCheckpoints() {
    interval_ *= 2;
    std::vector<Checkpoint> kept;
    checkpointBytes_ = 0;
    for (auto& checkpoint : checkpoints_) {
        if (checkpoint.position % interval_ == 0) {
            checkpointBytes_ +=
                approximateBytes(checkpoint.state, kept.empty() ? nullptr : &kept.back().state);
            kept.push_back(std::move(checkpoint));
        }
    }
    checkpoints_ = std::move(kept);
}

void Run::recordUntil(std::size_t steps) {
    while (frontierPos_ < steps && advanceFrontier()) {
    }
}

bool Run::step() {
    if (cursorPos_ == frontierPos_ && !advanceFrontier())
        return false;
    cursor_.step(nullptr);
    ++cursorPos_;
    return true;
}

bool Run::stepBack() {
    if (cursorPos_ == 0)
        return false;
    seek(cursorPos_ - 1);
    return true;
}

void Run::seek(std::size_t position) {
    recordUntil(position);
    position = std::min(position, frontierPos_);
    // Where the replay starts: the cursor when it is not far before the position, else the last
    // checkpoint at or before the position (when that is ahead of the cursor, or going back).
    const Checkpoint* from = nullptr;
    if (position < cursorPos_ || position - cursorPos_ > interval_) {
        const auto after =
            std::upper_bound(checkpoints_.begin(), checkpoints_.end(), position,
                             [](std::size_t p, const Checkpoint& c) { return p < c.position; });
        if ((after - 1)->position > cursorPos_ || position < cursorPos_)
            from = &*(after - 1);
    }
    const std::size_t replay = position - (from != nullptr ? from->position : cursorPos_);
    // The recording's edge (the end of a complete run, where a view opens): the frontier holds the
    // very state. Copying it costs far less than replaying up to 16384 steps from a checkpoint;
    // a short replay is cheaper still.
    if (position == frontierPos_ && replay > kCopyFrontierSteps) {
        cursor_.restore(frontier_.state());
        cursorPos_ = position;
        return;
    }
    if (from != nullptr) {
        cursor_.restore(from->state);
        cursorPos_ = from->position;
    }
    while (cursorPos_ < position) {
        cursor_.step(nullptr);
        ++cursorPos_;
    }
}

void Run::seekTime(std::int64_t ms) {
    while (!complete() && (frontierPos_ == 0 || recording_.steps()[frontierPos_ - 1].timeMs <= ms))
        advanceFrontier();
    const auto& steps = recording_.steps();
    const auto after = std::upper_bound(steps.begin(), steps.end(), ms,
                                        [](std::int64_t t, const StepRecord& s) { return t < s.timeMs; });
    seek(static_cast<std::size_t>(after - steps.begin()));
}

} // namespace qmgrlab
