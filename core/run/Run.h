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

class Run {
public:
    struct Options {
        bool record = true;            // keep events, decisions, deliveries
        std::ostream* trace = nullptr; // if set, every event is written there (SPEC section 3) as recorded
        bool metrics = false;          // stream the run's metrics as it advances (metricsCollector())
        std::size_t checkpointBudgetBytes = 64u << 20;
        std::size_t maxCheckpoints = 1024;
        std::size_t initialInterval = 256; // steps between checkpoints
        // The most steps the run takes: a run that has not ended there is cut (cut()). 0 chooses
        // kRecordedStepLimit when the run is recorded, kStreamedStepLimit when it is not.
        std::size_t stepLimit = 0;
        // buildRun returns a run cut at stepLimit (a view shows it as far as it goes) instead of
        // refusing the scenario.
        bool keepCut = false;
    };

    // A scenario's run is finite, but a deferred message can wait up to 68 years while the queue
    // is scanned every second: billions of steps. A recorded step costs about 115 bytes (460 MB
    // at this limit; a million steps of scans took 110 MB); a streamed one only time (about 35 s,
    // and 5 GB of trace, at this limit), and its limit leaves room for the largest scenario
    // (20,000,000 recipients) sent one by one.
    static constexpr std::size_t kRecordedStepLimit = 4'000'000;
    static constexpr std::size_t kStreamedStepLimit = 100'000'000;
    // A seek to the frontier copies the frontier's state into the cursor rather than replaying
    // more than this many steps (the two cost about the same there, a few tens of microseconds).
    static constexpr std::size_t kCopyFrontierSteps = 256;

    // The options of a run that keeps nothing and is never sought (the CLI's `run`, a variant's
    // metrics, a count of steps): nothing recorded, one checkpoint (the start), the trace streamed
    // to trace when it is set.
    static Options streamed(std::ostream* trace = nullptr);
    // The options of a run a window shows, steps through and seeks: everything recorded, and a
    // run too long to keep shown as far as its step limit. A checkpoint every 16384 steps: on the
    // 1M-recipient v2 scenario a checkpoint copies the state in about 1.2 ms, and every 8192 steps
    // they took 14 ms of a 92 ms recording (8 of 85 now); the slowest seek, replaying up to 16384
    // steps, took 28-32 ms on the 1M scenarios, 22-27 at 8192 (issue 18: under 50).
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
    // The run reached its step limit before its end: it is complete as far as it goes.
    bool cut() const { return frontierPos_ >= stepLimit_ && !frontier_.ended(); }
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
    friend class Inspector; // reads the state at the current position (cursor_)

    struct Checkpoint {
        std::size_t position;
        SimulationState state;
    };
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
    std::size_t checkpointBytes_ = 0;
};

} // namespace qmgrlab
