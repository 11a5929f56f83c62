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
#include "bench/MillionRecipientScenario.h"
#include "core/run/DeliverySlots.h"
#include "core/run/Inspector.h"
#include "core/run/JobSlots.h"
#include "ui/SimulationController.h"
#include "ui/pools/RecipientPoolView.h"

#include <QApplication>
#include <benchmark/benchmark.h>
#include <cstring>
#include <exception>
#include <iostream>
#include <qcustomplot.h>
#include <string>
#include <sys/resource.h>

namespace {

constexpr std::size_t kAround = 5000; // the step the teacher's screenshot was taken at

double peakResidentMegabytes() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0; // ru_maxrss is in KiB on Linux
}

void stepAround(benchmark::State& state, bool withView) {
    qmgrlab::ui::SimulationController controller;
    QString error;
    if (!controller.loadScenario(qmgrlab::bench::millionRecipientScenario(), QStringLiteral("benchmark"),
                                 &error)) {
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
        if (view) {
            for (QCustomPlot* plot : view->findChildren<QCustomPlot*>())
                plot->replot(QCustomPlot::rpImmediateRefresh); // refreshed and replotted now
        }
    }
    if (view) {
        const qmgrlab::Run& run = controller.run();
        const qmgrlab::Inspector inspector(run);
        state.counters["jobs"] = static_cast<double>(
            qmgrlab::JobSlots::of(
                inspector, inspector.transport(qmgrlab::busiestTransport(run.config(), run.recording())))
                .size());
    }
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
            qmgrlab::saveScenarioFile(qmgrlab::bench::millionRecipientScenario(0, writeV2), argv[2]);
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
