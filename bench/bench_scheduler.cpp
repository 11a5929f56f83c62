// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmarks of the core: a mailing-list message of 1,000,000 recipients over 5 destinations
// plus 10,000 one-recipient messages arriving over time, with Postfix's default parameters.
// Targets: the whole run (trace discarded) under 2 s, peak memory under 500 MB, and seeking
// anywhere in a run of a million steps under 50 ms. The contract v2 form of the same run (the
// deferred queue on, 10 % of the recipients greylisted, one destination rate-delayed)
// aims at 1.5 times the plain run at most. The views' decision and question indexes are built
// once per run and answer a jump by bisection: building them should take a small part of the
// run's own time, a jump microseconds.
#include "bench/MillionRecipientScenario.h"
#include "core/run/DecisionIndex.h"
#include "core/run/PredictQuestions.h"
#include "core/run/Run.h"
#include "core/run/RunBuilder.h"
#include "core/run/Simulation.h"

#include <benchmark/benchmark.h>
#include <memory>
#include <random>
#include <string>
#include <sys/resource.h>
#include <utility>

namespace {

using qmgrlab::Configuration;

// The shared 1M scenario (bench/MillionRecipientScenario), resolved.
std::shared_ptr<const Configuration> mailingListScenario(int recipientLimit, bool contractV2 = false) {
    return qmgrlab::resolveScenario(qmgrlab::bench::millionRecipientScenario(recipientLimit, contractV2),
                                    "benchmark");
}

double peakResidentMegabytes() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0; // ru_maxrss is in KiB on Linux
}

// The whole run, nothing recorded but the steps.
void BM_WholeRunTraceDiscarded(benchmark::State& state) {
    const auto config = mailingListScenario(0);
    std::size_t steps = 0;
    for (auto _ : state) {
        auto names = std::make_shared<qmgrlab::NameTable>();
        qmgrlab::Simulation simulation(config, names);
        qmgrlab::Recording recording(false);
        steps = 0;
        while (simulation.step(&recording))
            ++steps;
        benchmark::DoNotOptimize(simulation.state().totalSent);
    }
    state.counters["steps"] = static_cast<double>(steps);
    state.counters["peak_rss_MB"] = peakResidentMegabytes();
}
BENCHMARK(BM_WholeRunTraceDiscarded)->Unit(benchmark::kMillisecond)->Iterations(3);

// The same run in contract v2's world: the deferred queue on, 10 % of the recipients
// greylisted, one destination rate-delayed. Aim: at most 1.5 times BM_WholeRunTraceDiscarded.
void BM_WholeRunContractV2TraceDiscarded(benchmark::State& state) {
    const auto config = mailingListScenario(0, true);
    std::size_t steps = 0;
    std::int64_t endMs = 0;
    for (auto _ : state) {
        auto names = std::make_shared<qmgrlab::NameTable>();
        qmgrlab::Simulation simulation(config, names);
        qmgrlab::Recording recording(false);
        steps = 0;
        while (simulation.step(&recording))
            ++steps;
        endMs = simulation.state().lastInstantMs;
        if (simulation.state().totalSent != config->totalRecipients())
            state.SkipWithError("not every recipient was sent");
        benchmark::DoNotOptimize(simulation.state().totalSent);
    }
    state.counters["steps"] = static_cast<double>(steps);
    state.counters["simulated_s"] = static_cast<double>(endMs) / 1000.0;
    state.counters["peak_rss_MB"] = peakResidentMegabytes();
}
BENCHMARK(BM_WholeRunContractV2TraceDiscarded)->Unit(benchmark::kMillisecond)->Iterations(3);

// The same run as the GUI makes it: everything recorded, checkpoints kept.
void BM_WholeRunRecordedWithCheckpoints(benchmark::State& state) {
    const auto config = mailingListScenario(0);
    for (auto _ : state) {
        qmgrlab::Run run(config);
        run.recordAll();
        state.counters["steps"] = static_cast<double>(run.knownSteps());
        state.counters["checkpoints"] = static_cast<double>(run.checkpointCount());
    }
    state.counters["peak_rss_MB"] = peakResidentMegabytes();
}
BENCHMARK(BM_WholeRunRecordedWithCheckpoints)->Unit(benchmark::kMillisecond)->Iterations(3);

// The contract v2 run as the GUI makes it.
void BM_WholeRunContractV2RecordedWithCheckpoints(benchmark::State& state) {
    const auto config = mailingListScenario(0, true);
    for (auto _ : state) {
        qmgrlab::Run run(config);
        run.recordAll();
        state.counters["steps"] = static_cast<double>(run.knownSteps());
        state.counters["checkpoints"] = static_cast<double>(run.checkpointCount());
    }
    state.counters["peak_rss_MB"] = peakResidentMegabytes();
}
BENCHMARK(BM_WholeRunContractV2RecordedWithCheckpoints)->Unit(benchmark::kMillisecond)->Iterations(3);

// The GUI records with a checkpoint every 16384 steps (Run::viewed(); it was 2048, then 8192).
// Arguments: contract v2 (0 or 1), steps between checkpoints (1 << 30: the start's only). A
// checkpoint copies the state; the v2 run's per-recipient arrays are shared between copies
// (SharedChunks), so that its interval should cost little more than the plain run's.
void BM_WholeRunRecordedCheckpointInterval(benchmark::State& state) {
    const auto config = mailingListScenario(0, state.range(0) != 0);
    qmgrlab::Run::Options options;
    options.initialInterval = static_cast<std::size_t>(state.range(1));
    for (auto _ : state) {
        qmgrlab::Run run(config, options);
        run.recordAll();
        state.counters["steps"] = static_cast<double>(run.knownSteps());
        state.counters["checkpoints"] = static_cast<double>(run.checkpointCount());
    }
}
BENCHMARK(BM_WholeRunRecordedCheckpointInterval)
    ->ArgsProduct({{0, 1}, {2048, 8192, 16384, 1 << 30}})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(5);

// Seeking to random positions in a recorded run. Argument: destination recipient limit;
// with 2, the list alone makes 500,000 deliveries and the run has over a million steps.
void BM_SeekAnywhere(benchmark::State& state) {
    const auto config = mailingListScenario(static_cast<int>(state.range(0)));
    qmgrlab::Run run(config);
    run.recordAll();
    std::mt19937_64 random(7);
    const std::size_t length = run.knownSteps();
    for (auto _ : state) {
        run.seek(random() % (length + 1));
        benchmark::DoNotOptimize(run.position());
    }
    state.counters["steps"] = static_cast<double>(length);
    state.counters["checkpoint_interval"] = static_cast<double>(run.checkpointInterval());
    state.counters["peak_rss_MB"] = peakResidentMegabytes();
}
BENCHMARK(BM_SeekAnywhere)->Arg(0)->Arg(2)->Unit(benchmark::kMillisecond);

// Stepping back one step at a time from the end (the worst case: a restore and a replay).
void BM_StepBackFromEnd(benchmark::State& state) {
    const auto config = mailingListScenario(2);
    qmgrlab::Run run(config);
    run.recordAll();
    run.seek(run.knownSteps());
    for (auto _ : state) {
        if (!run.stepBack())
            run.seek(run.knownSteps());
    }
}
BENCHMARK(BM_StepBackFromEnd)->Unit(benchmark::kMillisecond);

// The decision and predict-question indexes of a run of over a million steps, built once as
// the controller does when a run is loaded.
void BM_BuildDecisionAndQuestionIndexes(benchmark::State& state) {
    const auto config = mailingListScenario(2);
    qmgrlab::Run run(config);
    run.recordAll();
    for (auto _ : state) {
        const qmgrlab::DecisionIndex decisions(run.recording());
        const qmgrlab::PredictQuestions questions(run.recording());
        state.counters["decisions"] = static_cast<double>(decisions.count());
        state.counters["questions"] = static_cast<double>(questions.count());
    }
    state.counters["steps"] = static_cast<double>(run.knownSteps());
}
BENCHMARK(BM_BuildDecisionAndQuestionIndexes)->Unit(benchmark::kMillisecond);

// Next and previous decision and question from random positions of the same run (the jumps
// alone, without moving the run there).
void BM_DecisionAndQuestionJumps(benchmark::State& state) {
    const auto config = mailingListScenario(2);
    qmgrlab::Run run(config);
    run.recordAll();
    const qmgrlab::DecisionIndex decisions(run.recording());
    const qmgrlab::PredictQuestions questions(run.recording());
    std::mt19937_64 random(7);
    const std::size_t length = run.knownSteps();
    for (auto _ : state) {
        const std::size_t position = random() % (length + 1);
        benchmark::DoNotOptimize(decisions.next(position));
        benchmark::DoNotOptimize(decisions.previous(position));
        benchmark::DoNotOptimize(questions.next(position));
        benchmark::DoNotOptimize(questions.previous(position));
    }
}
BENCHMARK(BM_DecisionAndQuestionJumps)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
