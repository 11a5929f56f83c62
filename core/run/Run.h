// SPDX-License-Identifier: GPL-3.0-or-later
// Run: one simulation of a scenario that can be stepped forward and back, reset, and sought
// to any step or moment. The run is recorded as it advances (Recording) and checkpoints of
// the state are kept at regular intervals; going back restores the nearest checkpoint and
// replays deterministically to the exact step, so every position is reached cheaply and
// gives exactly the state the forward run had there.
#pragma once

#include "core/common/NameTable.h"
#include "core/run/MetricsCollector.h"
#include "core/run/Simulation.h"
#include "core/scenario/Configuration.h"
#include "core/trace/Recording.h"
#include "core/trace/TraceWriter.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <ostream>
#include <vector>

namespace qmgrlab {

// Why a run stopped before its end (Run::cutReason).
enum class RunCut : std::uint8_t {
    None,   // it ended, or has not stopped
    Steps,  // it took the most steps it may (Options::stepLimit)
    Events, // its steps wrote the most trace events it may (Options::eventLimit)
    Memory, // its recording holds the most bytes it may (Options::byteLimit)
    Reads,  // its steps read the most recipients from queue files it may (Options::readLimit)
    Clock,  // its next event falls after the end of the simulated clock (Simulation::outOfClock)
};

class Run {
public:
    struct Options {
        bool record = true;            // keep events, decisions, deliveries
        std::ostream* trace = nullptr; // if set, every event is written there (SPEC section 3) as recorded
        bool metrics = false;          // stream the run's metrics as it advances (metricsCollector())
        // If set, receives every event and queue change as the run records them (it must outlive
        // the run's recording).
        EventSink* observer = nullptr;
        std::size_t checkpointBudgetBytes = 64u << 20;
        std::size_t maxCheckpoints = 1024;
        std::size_t initialInterval = 256; // steps between checkpoints
        // The most steps the run takes: a run that has not ended there is cut (cut()). 0 chooses
        // kRecordedStepLimit when the run is recorded, kStreamedStepLimit when it is not.
        std::size_t stepLimit = 0;
        // The same for the trace events its steps write (0: kRecordedEventLimit or
        // kStreamedEventLimit) and, when it is recorded, the bytes its recording keeps (0:
        // kRecordedByteLimit). A step is never cut in the middle: the run stops after the step
        // that reached a limit.
        std::uint64_t eventLimit = 0;
        std::size_t byteLimit = 0;
        // The same for the recipient records its steps read from queue files, each read again
        // counted again (0: kRecordedReadLimit or kStreamedReadLimit).
        std::uint64_t readLimit = 0;
        // buildRun returns a cut run (a view shows it as far as it goes) instead of refusing the
        // scenario.
        bool keepCut = false;
    };

    // A scenario's run is finite, but a deferred message can wait up to 68 years while the queue
    // is scanned every second: billions of steps. A recorded step costs memory, a streamed one
    // only time and trace, so its limit is higher and leaves room for the largest scenario
    // (20,000,000 recipients) sent one by one (bench/ measures both).
    static constexpr std::size_t kRecordedStepLimit = 4'000'000;
    static constexpr std::size_t kStreamedStepLimit = 100'000'000;
    // One step may write any number of events (a transport whose agents cannot start defers
    // every entry waiting in its queues: 20,000 of them, each an event, every second of a
    // message's lifetime), so the work is bounded by events too; the streamed limit stays above
    // the largest scenario sent one by one (two events a recipient). A recorded run is bounded
    // by its recording's memory besides: its events (80 bytes), steps (24 bytes),
    // decisions (176), deliveries (56) and queue records (16).
    static constexpr std::uint64_t kRecordedEventLimit = 10'000'000;
    static constexpr std::uint64_t kStreamedEventLimit = 100'000'000;
    static constexpr std::size_t kRecordedByteLimit = std::size_t{1} << 30;
    // A step may also read any number of recipients while writing few events: a message whose
    // transport cannot deliver is read again whole at every retry (20,000 recipients a second),
    // but defers only its entries. The limits leave room for the largest scenario's recipients
    // each read ten times (streamed), or a 2,000,000-recipient queue retried 25 times (viewed).
    static constexpr std::uint64_t kRecordedReadLimit = 50'000'000;
    static constexpr std::uint64_t kStreamedReadLimit = 200'000'000;
    // A seek to the frontier copies the frontier's state into the cursor rather than replaying
    // more than this many steps (around this many, the two cost about the same).
    static constexpr std::size_t kCopyFrontierSteps = 256;

    // The options of a run that keeps nothing and is never sought (the CLI's `run`, a variant's
    // metrics, a count of steps): nothing recorded, one checkpoint (the start), the trace streamed
    // to trace when it is set.
    static Options streamed(std::ostream* trace = nullptr);
    // The options of a run a window shows, steps through and seeks: everything recorded, and a
    // run too long to keep shown as far as its step limit. A checkpoint every 16384 steps: each
    // copies the whole state, so fewer of them keep a large recording fast, while a seek replays
    // at most that many steps (bench/bench_scheduler.cpp measures both).
    static Options viewed();

    explicit Run(std::shared_ptr<const Configuration> config);
    Run(std::shared_ptr<const Configuration> config, Options options);

    const Configuration& config() const { return *config_; }
    const NameTable& names() const { return *names_; }
    const Recording& recording() const { return recording_; }
    // The streamed metrics (Options::metrics), or nullptr.
    const MetricsCollector* metricsCollector() const { return metrics_.get(); }

    // Steps applied so far at the current position (0 = nothing has happened yet).
    std::size_t position() const { return cursorPos_; }
    // Steps recorded so far; equals the run's length once complete() is true.
    std::size_t knownSteps() const { return frontierPos_; }
    bool complete() const { return frontier_.ended() || cut(); }
    // The run stopped before its end, at one of its limits or out of clock: it is complete as
    // far as it goes.
    bool cut() const { return cutReason() != RunCut::None; }
    RunCut cutReason() const;
    std::size_t stepLimit() const { return stepLimit_; }
    std::uint64_t eventLimit() const { return eventLimit_; }
    std::size_t byteLimit() const { return byteLimit_; }
    std::uint64_t readLimit() const { return readLimit_; }
    // Recipient records the run has read from queue files so far (Options::readLimit).
    std::uint64_t recipientsRead() const;
    bool atEnd() const { return complete() && cursorPos_ == frontierPos_; }

    bool step();                     // forward one step; false at the end
    bool stepBack();                 // back one step; false at the start
    void seek(std::size_t position); // clamped to the run's length
    // Recorded runs only (Options::record):
    void seekTime(std::int64_t ms); // after the last step at or before ms
    void reset() { seek(0); }
    // Records ahead (without moving the position) until the run ends or `steps` are known.
    void recordUntil(std::size_t steps);
    void recordAll() { recordUntil(static_cast<std::size_t>(-1)); }

    // Time of the current position: the time of the last step applied (0 at the start); of a
    // recorded run (Options::record) only.
    std::int64_t timeMs() const;

    // The most recipients the queue manager has held in memory up to the frontier, over all
    // transports and on one transport (SCHEDULER_README's memory bounds; the trace does not show
    // recipients being read, so the metrics take them from here).
    int recipientsInCoreMax() const { return frontier_.state().inCoreRecipientsMax; }
    int recipientsInCoreMax(TransportId transport) const {
        return frontier_.state().transports[static_cast<std::size_t>(transport)].recipientsInCoreMax;
    }

    std::size_t checkpointCount() const { return checkpoints_.size(); }
    std::size_t checkpointInterval() const { return interval_; }

private:
    friend class Inspector;         // reads the state at the current position (cursor_)
    friend class StructureSnapshot; // the same

    struct Checkpoint {
        std::size_t position;
        SimulationState state;
    };
    // Whether the frontier may take another step (not at a limit).
    bool withinLimits() const;
    bool advanceFrontier();
    void takeCheckpointIfDue();
    void thinCheckpoints();

    std::shared_ptr<const Configuration> config_;
    std::shared_ptr<NameTable> names_;
    Options options_;
    std::unique_ptr<TraceWriter> traceWriter_;  // set when options_.trace is
    std::unique_ptr<MetricsCollector> metrics_; // set when options_.metrics is
    Recording recording_;
    Simulation frontier_; // the recording edge
    std::size_t frontierPos_ = 0;
    Simulation cursor_; // the current position
    std::size_t cursorPos_ = 0;
    std::vector<Checkpoint> checkpoints_;
    std::size_t interval_;
    std::size_t stepLimit_;
    std::uint64_t eventLimit_;
    std::uint64_t readLimit_;
    std::size_t byteLimit_;
    std::size_t checkpointBytes_ = 0;
};

} // namespace qmgrlab
