// SPDX-License-Identifier: GPL-3.0-or-later
// The main window opening scenarios whose texts grow, off screen, at n, 10n and 100n: what a
// window shows of a text must not grow with it.
// - title: a scenario whose title and description are n characters (the format sets no bound;
//   the views show the start of them): n = 100,000, 1,000,000, 10,000,000.
// - lesson: 100 bookmarks whose titles are two {slots} and whose 1,000-character notes are made of
//   {slots}, on a run of n deliveries (each figure once the whole slot string, 142 a note):
//   n = 10,000, 100,000, 1,000,000.
// Each is opened --repeat times in a new window (the run recorded on a worker, the window shown
// and painted, the Lesson tab filled); prints the median and the longest time, the peak memory,
// and each size's time over the previous size's (for linear growth at most about 10; for a
// bounded text about 1).
// usage: QT_QPA_PLATFORM=offscreen qmgrlab_bench_window_texts [--repeat 3] [--only title|lesson]
#include "core/scenario/Scenario.h"
#include "ui/MainWindow.h"
#include "ui/scenario/ScenarioDocument.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <sys/resource.h>
#include <vector>

namespace {

double peakResidentMegabytes() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0; // KiB on Linux
}

std::string repeated(const std::string& text, std::size_t count) {
    std::string out;
    out.reserve(text.size() * count);
    for (std::size_t i = 0; i < count; ++i)
        out += text;
    return out;
}

// One message of `recipients` recipients, one delivery each, one agent.
qmgrlab::Scenario oneList(std::size_t recipients) {
    std::string json = R"({"format": "qmgrlab-scenario-1",
      "main.cf": {"default_destination_recipient_limit": 1}, "master.cf": {"smtp": {"maxproc": 1}},
      "destinations": {"*": {"transport": "smtp", "delivery_ms": 1000}},
      "messages": [)";
    // Groups of at most 1,000,000 recipients (the format's bound for one group).
    for (std::size_t first = 0, m = 1; first < recipients; first += 1000000, ++m) {
        json += first == 0 ? "" : ",";
        json += R"({"id": ")" + std::to_string(m) + R"(", "arrival_ms": 0, "recipients": {"example.com": )" +
                std::to_string(std::min<std::size_t>(1000000, recipients - first)) + "}}";
    }
    return qmgrlab::parseScenario(json + "]}", "bench.json");
}

qmgrlab::Scenario titled(std::size_t characters) {
    qmgrlab::Scenario scenario = oneList(10);
    scenario.title = repeated("t", characters);
    scenario.description = repeated("d", characters);
    return scenario;
}

qmgrlab::Scenario lessonOfSlots(std::size_t deliveries) {
    qmgrlab::Scenario scenario = oneList(deliveries);
    const std::string note = repeated("{slots}", 142);
    for (std::int64_t b = 0; b < 100; ++b)
        scenario.lesson.push_back({3 + 2 * b, "{slots}{slots}", note, std::nullopt, std::nullopt});
    return scenario;
}

// Opens path in a new window, as File > Open does, and shows it painted; the time in ms.
double openMs(const QString& path) {
    QElapsedTimer clock;
    clock.start();
    qmgrlab::ui::MainWindow window;
    window.resize(1600, 1000);
    window.document()->openInBackground(path);
    QString error;
    if (!window.document()->waitForRecording(&error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        std::exit(1);
    }
    window.show();
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    window.repaint();
    return static_cast<double>(clock.nsecsElapsed()) / 1e6;
}

void measure(const char* kind, const std::vector<std::size_t>& sizes, qmgrlab::Scenario (*make)(std::size_t),
             int repeat, const QTemporaryDir& dir) {
    double previous = 0.0;
    for (const std::size_t n : sizes) {
        const QString path = dir.filePath(QStringLiteral("%1-%2.json").arg(kind).arg(n));
        std::ofstream(path.toStdString()) << qmgrlab::scenarioToJson(make(n));
        std::vector<double> times;
        for (int i = 0; i < repeat; ++i)
            times.push_back(openMs(path));
        std::sort(times.begin(), times.end());
        const double median = times[times.size() / 2];
        std::printf("%-7s n=%-9zu open median %9.1f ms  max %9.1f ms  peak %7.1f MB", kind, n, median,
                    times.back(), peakResidentMegabytes());
        if (previous > 0.0)
            std::printf("  x%.2f of the previous size", median / previous);
        std::printf("\n");
        std::fflush(stdout);
        previous = median;
    }
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    int repeat = 3;
    std::string only;
    for (int i = 1; i + 1 < argc; ++i) {
        if (std::strcmp(argv[i], "--repeat") == 0)
            repeat = std::max(1, std::atoi(argv[i + 1]));
        else if (std::strcmp(argv[i], "--only") == 0)
            only = argv[i + 1];
    }
    const QTemporaryDir dir;
    if (only.empty() || only == "title")
        measure("title", {100000, 1000000, 10000000}, titled, repeat, dir);
    if (only.empty() || only == "lesson")
        measure("lesson", {10000, 100000, 1000000}, lessonOfSlots, repeat, dir);
    return 0;
}
