// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark of the concept views on the large run (MillionRecipientScenario: a 1,000,000-recipient
// list over 5 destinations and 10,000 single messages, Postfix's defaults) around step 5000: the
// core's StructureSnapshot cut to the Structures view's lists, the Structures view refreshed and
// painted, and the preemption bar refreshed and painted, each while stepping back and forth one
// step. Run headless (QT_QPA_PLATFORM=offscreen).
#include "bench/MillionRecipientScenario.h"
#include "core/run/StructureSnapshot.h"
#include "ui/SimulationController.h"
#include "ui/concepts/PreemptionBarView.h"
#include "ui/concepts/StructuresView.h"

#include <QApplication>
#include <benchmark/benchmark.h>
#include <memory>

namespace {

constexpr std::size_t kAround = 5000;

std::unique_ptr<qmgrlab::ui::SimulationController> largeRun(benchmark::State& state) {
    auto controller = std::make_unique<qmgrlab::ui::SimulationController>();
    QString error;
    if (!controller->loadScenario(qmgrlab::bench::millionRecipientScenario(), QStringLiteral("benchmark"),
                                  &error)) {
        state.SkipWithError(error.toStdString().c_str());
        return nullptr;
    }
    controller->setFastMode(false);
    controller->seek(kAround);
    return controller;
}

void BM_StructureSnapshot(benchmark::State& state) {
    const auto controller = largeRun(state);
    if (!controller)
        return;
    std::size_t offset = 0;
    int kept = 0;
    for (auto _ : state) {
        offset = 1 - offset;
        controller->seek(kAround + offset);
        const qmgrlab::StructureSnapshot snapshot(controller->run(), qmgrlab::ui::StructuresView::kListLimit);
        kept = snapshot.messageCount();
        benchmark::DoNotOptimize(snapshot.messages().data());
    }
    state.counters["active_messages"] = kept;
}
BENCHMARK(BM_StructureSnapshot)->Unit(benchmark::kMillisecond);

template <class View> void stepWithView(benchmark::State& state) {
    const auto controller = largeRun(state);
    if (!controller)
        return;
    View view(controller.get());
    view.resize(900, 700);
    std::size_t offset = 0;
    for (auto _ : state) {
        offset = 1 - offset;
        controller->seek(kAround + offset);
        benchmark::DoNotOptimize(view.grab()); // refreshed by the seek, painted now
    }
}

void BM_StepWithStructuresView(benchmark::State& state) {
    stepWithView<qmgrlab::ui::StructuresView>(state);
}
BENCHMARK(BM_StepWithStructuresView)->Unit(benchmark::kMillisecond);

void BM_StepWithPreemptionBar(benchmark::State& state) {
    stepWithView<qmgrlab::ui::PreemptionBarView>(state);
}
BENCHMARK(BM_StepWithPreemptionBar)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
