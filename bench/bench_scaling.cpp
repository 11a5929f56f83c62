// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmarks of paths a small scenario could once make quadratic, each at n, 10n and 100n with
// Google Benchmark's complexity fit (each should come out O(N): ten times the size about ten
// times the time; the figures are in the report of the change):
// - dispatch: one message to n per-recipient queues with agents for all of them (whether a
//   transport may take a delivery was a walk over its busy queues at every dispatch);
// - down and broken intervals: n of each, looked up at each of n dispatches (a scan of all);
// - unknown_users and defer_users: n local parts each, looked up for each of n recipients;
// - compare --all: two variants' metrics of n queues gathered into rows (a search per row);
// - lesson notes: 100 bookmarks whose 1,000-character notes are made of {slots}, filled on a run
//   of n deliveries (each figure the whole slot string; now a bounded start of it);
// - --metric NAME,... of n names and a sweep's --param NAME=V1,V2,... of n values (each name or
//   value compared with every one before it, for the repeats);
// - recipients read: a 20,000-recipient message whose transport never starts an agent, read
//   again whole at every one-second retry, run to a read limit of n (the work the event limit
//   did not see: the run went on for minutes before the limit).
// The runs are the core's alone (nothing recorded, no trace), as `qmgrlab-cli run` makes them.
#include "Numbered.h"
#include "core/common/Text.h"
#include "core/run/Run.h"
#include "core/run/RunBuilder.h"
#include "core/run/Simulation.h"
#include "core/scenario/Scenario.h"
#include "core/whatif/CompareTable.h"
#include "core/whatif/LessonFigures.h"
#include "core/whatif/SweepGrid.h"

#include <benchmark/benchmark.h>
#include <memory>
#include <string>
#include <vector>

namespace {

using namespace qmgrlab;
using qmgrlab::bench::numbered;

// One message of n recipients at example.com, one recipient per delivery; main.cf, master.cf
// and the destination's fields as given (JSON members).
Scenario oneList(std::int64_t n, const std::string& mainCf, const std::string& masterCf,
                 const std::string& fields) {
    std::string json =
        R"({"format": "qmgrlab-scenario-1", "main.cf": {"default_destination_recipient_limit": 1)";
    json += mainCf + R"(}, "master.cf": {"smtp": {)" + masterCf;
    json += R"(}}, "destinations": {"*": {"transport": "smtp", "delivery_ms": 1000)" + fields + "}},";
    json +=
        numbered(R"("messages": [{"id": "1", "arrival_ms": 0, "recipients": {"example.com": )", n, "}}]}");
    return parseScenario(json, "bench.json");
}

// The whole run, steps only.
void runToEnd(benchmark::State& state, const Scenario& scenario) {
    const auto config = resolveScenario(scenario, "bench.json");
    std::size_t steps = 0;
    for (auto _ : state) {
        Simulation simulation(config, std::make_shared<NameTable>());
        Recording recording(false);
        steps = 0;
        while (simulation.step(&recording))
            ++steps;
        benchmark::DoNotOptimize(simulation.state().totalSent);
    }
    state.counters["steps"] = static_cast<double>(steps);
    state.SetComplexityN(state.range(0));
}

// Agents enough for every recipient at once: every queue busy while the next is dispatched.
void BM_DispatchToPerRecipientQueues(benchmark::State& state) {
    runToEnd(state, oneList(state.range(0), "", R"("maxproc": 2147483647)", ""));
}
BENCHMARK(BM_DispatchToPerRecipientQueues)
    ->RangeMultiplier(10)
    ->Range(1000, 100000)
    ->Complexity()
    ->Unit(benchmark::kMillisecond);

// The destination down at every odd millisecond of the first 2n, in n intervals.
void BM_DownIntervals(benchmark::State& state) {
    std::string down = R"(, "down": [)";
    for (std::int64_t i = 0; i < state.range(0); ++i)
        down += numbered(i == 0 ? "[" : ",[", 2 * i + 1, ",") + numbered("", 2 * i + 2, "]");
    runToEnd(state, oneList(state.range(0), "", R"("maxproc": 100)", down + "]"));
}
BENCHMARK(BM_DownIntervals)
    ->RangeMultiplier(10)
    ->Range(1000, 100000)
    ->Complexity()
    ->Unit(benchmark::kMillisecond);

// The transport broken for n short stretches after the run (each dispatch still looks them up).
void BM_BrokenIntervals(benchmark::State& state) {
    std::string broken = R"("maxproc": 100, "broken": [)";
    for (std::int64_t i = 0; i < state.range(0); ++i)
        broken +=
            numbered(i == 0 ? "[" : ",[", 2000000000 + 2 * i, ",") + numbered("", 2000000001 + 2 * i, "]");
    runToEnd(state, oneList(state.range(0), "", broken + "]", ""));
}
BENCHMARK(BM_BrokenIntervals)
    ->RangeMultiplier(10)
    ->Range(1000, 100000)
    ->Complexity()
    ->Unit(benchmark::kMillisecond);

// Read again whole at every retry until n recipients have been read: the run stops at its limit.
void BM_RecipientsReadToTheLimit(benchmark::State& state) {
    const Scenario scenario = parseScenario(
        R"({"format": "qmgrlab-scenario-1", "deferred_queue": true,
            "main.cf": {"transport_retry_time": "1s", "queue_run_delay": "1s",
                        "minimal_backoff_time": "1s", "maximal_backoff_time": "1s"},
            "master.cf": {"smtp": {"broken": [[0, 2147483647]]}},
            "destinations": {"*": {"transport": "smtp", "delivery_ms": 1000}},
            "messages": [{"id": "m", "arrival_ms": 0, "recipients": {"example.com": 20000}}]})",
        "bench.json");
    const auto config = resolveScenario(scenario, "bench.json");
    Run::Options options = Run::streamed();
    options.readLimit = static_cast<std::uint64_t>(state.range(0));
    std::size_t steps = 0;
    for (auto _ : state) {
        Run run(config, options);
        while (run.step()) {
        }
        steps = run.knownSteps();
        benchmark::DoNotOptimize(run.recipientsRead());
    }
    state.counters["steps"] = static_cast<double>(steps);
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_RecipientsReadToTheLimit)
    ->RangeMultiplier(10)
    ->Range(200000, 20000000)
    ->Complexity()
    ->Unit(benchmark::kMillisecond);

// n unknown and n deferred users; every recipient looked up in both lists.
void BM_ListedUsers(benchmark::State& state) {
    std::string users = R"(, "unknown_users": [)";
    for (std::int64_t i = 0; i < state.range(0); ++i)
        users += numbered(i == 0 ? "\"u" : ",\"u", i, "\"");
    users += R"(], "defer_users": [)";
    for (std::int64_t i = 0; i < state.range(0); ++i)
        users += numbered(i == 0 ? "\"d" : ",\"d", i, "\"");
    runToEnd(state, oneList(state.range(0), "", R"("maxproc": 100)", users + "]"));
}
BENCHMARK(BM_ListedUsers)
    ->RangeMultiplier(10)
    ->Range(1000, 100000)
    ->Complexity()
    ->Unit(benchmark::kMillisecond);

// compare --all: two variants with n queues each, eight metrics a queue.
void BM_CompareAllRows(benchmark::State& state) {
    std::vector<std::vector<MetricValue>> runs(2);
    const char* kinds[] = {"attempts",  "deferred", "defer_rate", "window_avg",
                           "window_sd", "dead",     "fb_avg",     "fb_sd"};
    for (std::int64_t q = 0; q < state.range(0); ++q) {
        for (const char* kind : kinds) {
            std::string name = kind;
            name += numbered(".smtp:q", q, ".example");
            runs[0].push_back({name, "count", 1.0});
            runs[1].push_back({name, "count", 2.0});
        }
    }
    ParameterOverrides variant;
    variant.add("default_delivery_slot_cost=5");
    MetricSelection all;
    all.all = true;
    for (auto _ : state)
        benchmark::DoNotOptimize(CompareTable({ParameterOverrides{}, variant}, runs, all).rows().size());
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_CompareAllRows)->Arg(500)->Arg(5000)->Arg(50000)->Complexity()->Unit(benchmark::kMillisecond);

// 100 bookmarks at the end of a run of n deliveries, each title two {slots} and each note a
// thousand characters of them: filled as the Lesson tab fills them (the runs made before).
void BM_LessonNotesOfSlots(benchmark::State& state) {
    Scenario scenario = oneList(state.range(0), "", R"("maxproc": 1)", "");
    const std::size_t length = stepsUpTo(scenario, static_cast<std::size_t>(-1));
    std::string note;
    while (note.size() + 7 <= 1000)
        note += "{slots}";
    LessonFigures figures(scenario, "bench.json");
    benchmark::DoNotOptimize(figures.fill("{slots}", length)); // the run, made once
    std::size_t characters = 0;
    for (auto _ : state) {
        characters = 0;
        for (int bookmark = 0; bookmark < 100; ++bookmark) {
            const std::size_t step = length - static_cast<std::size_t>(bookmark);
            characters +=
                figures.fill("{slots}{slots}", step, nullptr, LessonFigures::kTitleCharacters).size();
            characters += figures.fill(note, step).size();
        }
    }
    state.counters["bytes_filled"] = static_cast<double>(characters);
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_LessonNotesOfSlots)
    ->RangeMultiplier(10)
    ->Range(1000, 100000)
    ->Complexity()
    ->Unit(benchmark::kMillisecond);

// --metric with n names, as compare and sweep split them (each name once).
void BM_MetricNameList(benchmark::State& state) {
    std::string list;
    for (std::int64_t i = 0; i < state.range(0); ++i)
        list += numbered(i == 0 ? "m" : ",m", i, "");
    for (auto _ : state)
        benchmark::DoNotOptimize(splitNameLists({list}).size());
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_MetricNameList)
    ->RangeMultiplier(10)
    ->Range(1000, 100000)
    ->Complexity()
    ->Unit(benchmark::kMillisecond);

// A sweep's --param of n listed values (SweepGrid's most is 10,000).
void BM_SweepValueList(benchmark::State& state) {
    std::string spec = "default_delivery_slot_cost=";
    for (std::int64_t i = 0; i < state.range(0); ++i)
        spec += numbered(i == 0 ? "" : ",", i + 2, "");
    for (auto _ : state) {
        SweepGrid grid;
        grid.addParameter(spec);
        benchmark::DoNotOptimize(grid.size());
    }
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_SweepValueList)
    ->RangeMultiplier(10)
    ->Range(100, 10000)
    ->Complexity()
    ->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
