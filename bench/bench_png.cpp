// SPDX-License-Identifier: GPL-3.0-or-later
// Writing the main window's picture as PNG (the screenshot's share of --screenshot's
// time): the 1600x1000 window on the slot-loan example at its last step, grabbed off screen once,
// written to memory through PngWriter (filter NONE, zlib level 1) and through QImage::save at
// quality 80 (zlib level 1, every filter tried on every row; what saveScreenshot did before) and
// at Qt's default quality (what the page exports did). The counter "bytes" is the PNG's size.
//
// usage: QT_QPA_PLATFORM=offscreen qmgrlab_bench_png [Google Benchmark options]
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/common/PngWriter.h"

#include <QApplication>
#include <QBuffer>
#include <QImage>
#include <benchmark/benchmark.h>
#include <cstdio>
#include <functional>

namespace {

QImage windowImage;

void writeAll(benchmark::State& state, const std::function<bool(QBuffer&)>& write) {
    QByteArray bytes;
    for (auto _ : state) {
        bytes.clear();
        bytes.reserve(1 << 20);
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        if (!write(buffer)) {
            state.SkipWithError("the PNG was not written");
            return;
        }
    }
    state.counters["bytes"] = static_cast<double>(bytes.size());
}

void BM_PngWriter(benchmark::State& state) {
    writeAll(state,
             [](QBuffer& buffer) { return qmgrlab::ui::PngWriter::write(windowImage, &buffer, nullptr); });
}
BENCHMARK(BM_PngWriter)->Unit(benchmark::kMillisecond);

void BM_QImageSaveQuality80(benchmark::State& state) {
    writeAll(state, [](QBuffer& buffer) { return windowImage.save(&buffer, "PNG", 80); });
}
BENCHMARK(BM_QImageSaveQuality80)->Unit(benchmark::kMillisecond);

void BM_QImageSaveDefault(benchmark::State& state) {
    writeAll(state, [](QBuffer& buffer) { return windowImage.save(&buffer, "PNG"); });
}
BENCHMARK(BM_QImageSaveDefault)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    qmgrlab::ui::MainWindow window;
    QString error;
    if (!window.controller()->loadScenarioFile(QStringLiteral(":/examples/slot-loan.json"), &error)) {
        std::fprintf(stderr, "qmgrlab_bench_png: %s\n", qPrintable(error));
        return 2;
    }
    window.controller()->seek(window.controller()->length());
    window.resize(1600, 1000);
    window.show();
    QApplication::processEvents();
    windowImage = window.grab().toImage().convertToFormat(QImage::Format_RGB32);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
