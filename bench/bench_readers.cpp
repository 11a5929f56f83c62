// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmarks of the readers of a real server's files and of transport resolution, each over a
// growing number of lines or entries (times 4 up to 1M, or up to the 16 MB cap of a
// configuration file), with Google Benchmark's complexity fit: each must be linear (O(N)).
// - main.cf: N distinct parameter names, read and imported (the names the simulation does not
//   use are listed as ignored).
// - postqueue -j: N recipients, each in its own domain, in messages of 1,000, imported and the
//   scenario written as JSON (as qmgrlab-cli import does); and one message of N recipients.
// - master.cf: N delivery services, imported, then resolved into a Configuration (the run's
//   transport settings).
// - transport map: N "domain transport" lines routing the N domains of a listing.
// - transport resolution: a scenario of N destinations over N transports resolved.
#include "Numbered.h"
#include "core/import/PostfixConfigFile.h"
#include "core/import/ServerImport.h"
#include "core/run/RunBuilder.h"
#include "core/scenario/Configuration.h"
#include "core/scenario/Scenario.h"

#include <benchmark/benchmark.h>
#include <string>

namespace {

using namespace qmgrlab;
using qmgrlab::bench::numbered;

std::string mainCfText(std::int64_t n) {
    std::string text;
    for (std::int64_t i = 0; i < n; ++i)
        text += numbered("p", i, " = 1\n");
    return text;
}

// n recipients, each in its own domain, in messages of 1,000 recipients (one per line).
std::string queueText(std::int64_t n) {
    std::string text;
    for (std::int64_t first = 0; first < n; first += 1000) {
        text += numbered(R"({"queue_name":"active","queue_id":"A)", first,
                         R"(","arrival_time":1,"recipients":[)");
        for (std::int64_t i = first; i < n && i < first + 1000; ++i)
            text += numbered(i > first ? R"(,{"address":"u@d)" : R"({"address":"u@d)", i, R"(.example"})");
        text += "]}\n";
    }
    return text;
}

std::string masterCfText(std::int64_t n) {
    std::string text;
    for (std::int64_t i = 0; i < n; ++i)
        text += numbered("t", i, " unix - - n - 1 smtp\n");
    return text + "smtp unix - - n - - smtp\n"; // default_transport's agent
}

std::string transportMapText(std::int64_t n) {
    std::string text;
    for (std::int64_t i = 0; i < n; ++i)
        text += numbered("d", i, ".example smtp\n");
    return text;
}

void BM_ImportMainCf(benchmark::State& state) {
    ImportSources sources;
    sources.mainCf = ImportSource{"main.cf", mainCfText(state.range(0))};
    for (auto _ : state)
        benchmark::DoNotOptimize(importServer(sources));
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_ImportMainCf)
    ->RangeMultiplier(4)
    ->Range(1 << 12, 1 << 20)
    ->Complexity()
    ->Unit(benchmark::kMillisecond);

void BM_ImportQueueDomains(benchmark::State& state) {
    ImportSources sources;
    sources.queue = ImportSource{"postqueue.json", queueText(state.range(0))};
    for (auto _ : state) // imported and written as the CLI's import does
        benchmark::DoNotOptimize(scenarioToJson(importServer(sources).scenario));
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_ImportQueueDomains)
    ->RangeMultiplier(4)
    ->Range(1 << 12, 1 << 20)
    ->Complexity()
    ->Unit(benchmark::kMillisecond);

// One message (one listing line) of n recipients in 8 domains: the line is read, and its keys
// checked for repeats, in time linear in its length.
void BM_ImportOneLargeMessage(benchmark::State& state) {
    std::string line = R"({"queue_name":"active","queue_id":"A1","arrival_time":1,"recipients":[)";
    for (std::int64_t i = 0; i < state.range(0); ++i)
        line += numbered(i > 0 ? R"(,{"address":"u)" : R"({"address":"u)", i,
                         i % 8 == 0 ? "@a.example\"}" : "@b.example\"}");
    line += "]}\n";
    ImportSources sources;
    sources.queue = ImportSource{"postqueue.json", line};
    for (auto _ : state)
        benchmark::DoNotOptimize(importServer(sources));
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_ImportOneLargeMessage)
    ->RangeMultiplier(4)
    ->Range(1 << 12, 1 << 18)
    ->Complexity()
    ->Unit(benchmark::kMillisecond);

// master.cf lines are about 30 bytes: 2^19 services fit the 16 MB cap of a configuration file.
void BM_ImportMasterCfAndResolve(benchmark::State& state) {
    ImportSources sources;
    sources.masterCf = ImportSource{"master.cf", masterCfText(state.range(0))};
    for (auto _ : state) {
        ImportResult result = importServer(sources);
        benchmark::DoNotOptimize(resolveScenario(std::move(result.scenario), "imported"));
    }
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_ImportMasterCfAndResolve)
    ->RangeMultiplier(4)
    ->Range(1 << 11, 1 << 19)
    ->Complexity()
    ->Unit(benchmark::kMillisecond);

// Transport map lines are about 22 bytes: 2^19 lines fit the 16 MB cap.
void BM_ImportTransportMap(benchmark::State& state) {
    ImportSources sources;
    sources.transportMap = ImportSource{"transport", transportMapText(state.range(0))};
    sources.queue = ImportSource{"postqueue.json", queueText(state.range(0))};
    for (auto _ : state)
        benchmark::DoNotOptimize(importServer(sources));
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_ImportTransportMap)
    ->RangeMultiplier(4)
    ->Range(1 << 11, 1 << 19)
    ->Complexity()
    ->Unit(benchmark::kMillisecond);

// N destinations, each with its own transport and master.cf limit, and a per-transport
// main.cf setting for each: the transports' settings resolved.
void BM_ResolveTransports(benchmark::State& state) {
    Scenario scenario;
    DestinationSpec star;
    star.domain = "*";
    scenario.destinations.push_back(star);
    for (std::int64_t i = 0; i < state.range(0); ++i) {
        const std::string t = numbered("t", i);
        DestinationSpec d;
        d.domain = numbered("d", i, ".example");
        d.transport = t;
        scenario.destinations.push_back(d);
        scenario.masterCf.push_back(ProcessLimit{t, 2, {}});
        scenario.mainCf.push_back(
            ParameterSetting{numbered("t", i, "_destination_concurrency_limit"), "3", true});
    }
    for (auto _ : state)
        benchmark::DoNotOptimize(resolveScenario(scenario, "bench"));
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_ResolveTransports)
    ->RangeMultiplier(4)
    ->Range(1 << 12, 1 << 20)
    ->Complexity()
    ->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
