// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark of the recipient pool view on the large run: a mailing-list message of 1,000,000
// recipients over 5 destinations plus 10,000 one-recipient messages arriving every 20 ms,
// Postfix's default parameters. Measures moving one step around step 5000 with the pool view
// refreshing and replotting, against the same moves without a view. Run headless
// (QT_QPA_PLATFORM=offscreen). `qmgrlab_bench_pool_view --write-scenario FILE` writes the
// scenario as a scenario file instead, for timing qmgrlab-cli and the GUI's --screenshot on it;
// `--write-scenario-v2 FILE` writes its contract v2 form (bench_scheduler.cpp's
// BM_WholeRunContractV2TraceDiscarded: the deferred queue on, 10 % of the recipients greylisted,
// d5.example rate-delayed by its own transport).
#include "core/scenario/Scenario.h"
#include "ui/SimulationController.h"
#include "ui/pools/RecipientPoolView.h"

#include <QApplication>
#include <benchmark/benchmark.h>
#include <cstring>
#include <exception>
#include <iostream>
#include <string>
#include <sys/resource.h>

namespace {

constexpr std::size_t kAround = 5000; // the step the teacher's screenshot was taken at

qmgrlab::Scenario millionRecipientScenario(bool contractV2 = false) {
    qmgrlab::Scenario scenario;
    scenario.title = "1,000,000-recipient list over 5 domains and 10,000 single messages";
    qmgrlab::DestinationSpec all;
    all.domain = "*";
    all.deliveryMs = 1000;
    scenario.destinations.push_back(all);
    qmgrlab::MessageSpec list;
    list.id = "list";
    // Strings built by appending: GCC 12 warns (-Wrestrict, a false positive) on "d" + std::to_string(d).
    auto domain = [](int d) {
        std::string name = "d";
        name += std::to_string(d);
        name += ".example";
        return name;
    };
    for (int d = 1; d <= 5; ++d)
        list.groups.push_back({domain(d), 200000});
    if (contractV2) {
        scenario.deferredQueue = true;
        scenario.setParameter("slow_destination_rate_delay", "1s", false);
        qmgrlab::ProcessLimit slow;
        slow.transport = "slow";
        scenario.masterCf.push_back(slow);
        qmgrlab::DestinationSpec grey;
        grey.domain = "grey.example";
        grey.greylistMs = 300000;
        scenario.destinations.push_back(grey);
        qmgrlab::DestinationSpec rateDelayed;
        rateDelayed.domain = domain(5);
        rateDelayed.transport = "slow";
        scenario.destinations.push_back(rateDelayed);
        list.groups.front().count = 100000;
        list.groups.insert(list.groups.begin() + 1, {"grey.example", 100000});
    }
    scenario.messages.push_back(list);
    for (int k = 0; k < 10000; ++k) {
        qmgrlab::MessageSpec single;
        single.id = "m";
        single.id += std::to_string(k);
        single.arrivalMs = static_cast<std::int64_t>(k) * 20;
        single.addresses.push_back(
            "user" + std::to_string(k) + "@" +
            (contractV2 && k % 10 == 5 ? std::string("grey.example") : domain(k % 5 + 1)));
        scenario.messages.push_back(single);
    }
    qmgrlab::validateScenario(scenario, "benchmark");
    return scenario;
}

double peakResidentMegabytes() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0; // ru_maxrss is in KiB on Linux
}

void stepAround(benchmark::State& state, bool withView) {
    qmgrlab::ui::SimulationController controller;
    QString error;
    if (!controller.loadScenario(millionRecipientScenario(), QStringLiteral("benchmark"), &error)) {
        state.SkipWithError(error.toStdString().c_str());
        return;
    }
    controller.setFastMode(false);
    controller.seek(kAround);
    std::unique_ptr<qmgrlab::ui::RecipientPoolView> view;
    if (withView) {
        view = std::make_unique<qmgrlab::ui::RecipientPoolView>(&controller);
        view->resize(520, 500);
        view->show();
    }
    std::size_t offset = 0;
    for (auto _ : state) {
        offset = 1 - offset;
        controller.seek(kAround + offset);
        if (view)
            benchmark::DoNotOptimize(view->drawnJobWidth(0)); // refreshed and replotted now
    }
    if (view)
        state.counters["jobs"] = view->jobCount();
    state.counters["peak_rss_MB"] = peakResidentMegabytes();
}

void BM_StepAroundWithPoolView(benchmark::State& state) {
    stepAround(state, true);
}
BENCHMARK(BM_StepAroundWithPoolView)->Unit(benchmark::kMillisecond);

void BM_StepAroundWithoutView(benchmark::State& state) {
    stepAround(state, false);
}
BENCHMARK(BM_StepAroundWithoutView)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    const bool writeV2 = argc == 3 && std::strcmp(argv[1], "--write-scenario-v2") == 0;
    if (writeV2 || (argc == 3 && std::strcmp(argv[1], "--write-scenario") == 0)) {
        try {
            qmgrlab::saveScenarioFile(millionRecipientScenario(writeV2), argv[2]);
        } catch (const std::exception& e) {
            std::cerr << argv[0] << ": " << e.what() << '\n';
            return 1;
        }
        return 0;
    }
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
