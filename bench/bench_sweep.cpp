// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmarks of run metrics in a parameter sweep: a 100,000-recipient scenario (a 90,000-recipient
// list over 5 destinations and 10,000 one-recipient messages arriving over time), run with the
// streaming metrics collector and no recording. Targets: a 20-point sweep of
// default_delivery_slot_cost (0, which turns preemption off, and 2..20) through runSweep on 2
// threads under 10 s on 2 cores, peak memory under 500 MB.
#include "Numbered.h"
#include "core/run/RecordedMetrics.h"
#include "core/run/Run.h"
#include "core/run/RunBuilder.h"
#include "core/whatif/MetricRegistry.h"
#include "core/whatif/SweepGrid.h"
#include "core/whatif/SweepRunner.h"

#include <benchmark/benchmark.h>
#include <memory>
#include <string>
#include <sys/resource.h>
#include <utility>
#include <vector>

namespace {

using qmgrlab::bench::numbered;

qmgrlab::Scenario sweepScenario(int slotCost) {
    qmgrlab::Scenario scenario;
    scenario.title = "Benchmark: 90,000-recipient list and 10,000 single messages";
    scenario.setParameter("default_delivery_slot_cost", std::to_string(slotCost), true);
    qmgrlab::DestinationSpec all;
    all.domain = "*";
    all.deliveryMs = 1000;
    scenario.destinations.push_back(all);
    qmgrlab::MessageSpec list;
    list.id = "list";
    for (int d = 1; d <= 5; ++d)
        list.groups.push_back({numbered("d", d) + ".example", 18000});
    scenario.messages.push_back(list);
    for (int k = 0; k < 10000; ++k) {
        qmgrlab::MessageSpec single;
        single.id = numbered("m", k);
        single.arrivalMs = static_cast<std::int64_t>(k) * 20;
        single.addresses.push_back(numbered("user", k) + "@" + numbered("d", k % 5 + 1) + ".example");
        scenario.messages.push_back(single);
    }
    return scenario;
}

double peakResidentMegabytes() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0; // ru_maxrss is in KiB on Linux
}

// One sweep point: the run streamed to its end, its scalar metrics listed.
std::size_t sweepPoint(int slotCost) {
    qmgrlab::Run::Options options;
    options.record = false;
    options.metrics = true;
    const auto run = qmgrlab::buildRun(sweepScenario(slotCost), "sweep", options);
    const auto values = qmgrlab::scalarMetrics(qmgrlab::streamedRunMetrics(*run));
    benchmark::DoNotOptimize(values.data());
    return values.size();
}

void BM_OneRunStreamedMetrics(benchmark::State& state) {
    for (auto _ : state)
        benchmark::DoNotOptimize(sweepPoint(5));
    state.counters["peak_rss_MB"] = peakResidentMegabytes();
}
BENCHMARK(BM_OneRunStreamedMetrics)->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_Sweep20PointsStreamedMetrics(benchmark::State& state) {
    const qmgrlab::Scenario base = sweepScenario(2);
    qmgrlab::SweepGrid grid;
    grid.addParameter("default_delivery_slot_cost=0,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20");
    std::vector<std::size_t> points(grid.size());
    for (std::size_t i = 0; i < points.size(); ++i)
        points[i] = i + 1;
    std::size_t values = 0;
    for (auto _ : state) {
        qmgrlab::runSweep(base, "sweep", grid, points, 2,
                          [&values](qmgrlab::SweepPointResult result) { values += result.metrics.size(); });
    }
    state.counters["metrics_per_point"] =
        static_cast<double>(values) / 20.0 / static_cast<double>(state.iterations());
    state.counters["peak_rss_MB"] = peakResidentMegabytes();
}
BENCHMARK(BM_Sweep20PointsStreamedMetrics)->Unit(benchmark::kMillisecond)->Iterations(1);

} // namespace

BENCHMARK_MAIN();
