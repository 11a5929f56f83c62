// SPDX-License-Identifier: GPL-3.0-or-later
// The main window on a large scenario, off screen: how long opening it takes, phase by
// phase (the run recorded on a worker thread while the window is built, as the program does), next
// to the core's whole run as qmgrlab-cli does it (trace streamed, nothing recorded) in the same
// process; then what stepping and seeking cost with every view refreshing and the
// window painted, and the peak memory at each position. Prints median, min and max of --repeat
// rounds; each move also with the CPU time it took ([cpu]), the cost without the waits for a core
// on a shared machine. Goals: a step or a seek under 50 ms, under 300 MB. The goal for
// opening (within 1.3x of the CLI's whole run) is of whole programs, measured by
// bench/gui_open_ratio.sh: here, in one process that has loaded Qt already, the ratio to the core's
// run leaves out what both programs pay (starting, loading libraries, ending) and shows what the
// window adds (recording for the views, handing the run over, painting).
//
// With --profile N (for perf) it only opens the scenario at its busiest step, steps forward and
// back there N times, seeks N times (every other seek back to the busiest step) and prints the CPU
// time of a step and of a seek; QMGRLAB_PROFILE_ONLY=step or =seek does only the one kind, =walk
// only N steps forward from the busiest step (each to a new position).
//
// With --reopen N it only opens the scenario N times in one window and prints the memory after each.
//
// With --edits N it only opens the scenario at step 5000 and applies N parameter edits in the
// Parameters panel, as a teacher does (default_delivery_slot_cost and default_delivery_slot_loan
// in turn, each a step of its own to undo), then undoes them all: for each, how long Apply (or
// Ctrl+Z) held the window, the longest the window was then held while the run was recorded again
// and handed over (the longest time its event loop did not answer), the time until the new run
// was shown, and the resident memory the N undo steps added.
//
// usage: QT_QPA_PLATFORM=offscreen qmgrlab_bench_gui SCENARIO.json [--repeat 5] [--seeks 40] [--reopen N]
// [--profile N] [--edits N]
#include "core/run/RunBuilder.h"
#include "core/trace/TraceEvent.h"
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/parameters/ParametersPanel.h"
#include "ui/scenario/BackgroundRecording.h"
#include "ui/scenario/ScenarioDocument.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QString>
#include <QTimer>
#include <QUndoStack>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <exception>
#include <fstream>
#include <malloc.h>
#include <map>
#include <random>
#include <string>
#include <sys/resource.h>
#include <utility>
#include <vector>

namespace {

double peakResidentMegabytes() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0; // KiB on Linux
}

// Current resident size (VmRSS), for the memory at each position.
double residentMegabytes() {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("VmRSS:", 0) == 0)
            return std::stod(line.substr(6)) / 1024.0;
    }
    return 0.0;
}

// Samples of one measure in ms; printed as median, min and max.
class Samples {
public:
    void add(double ms) { values_.push_back(ms); }
    double median() const { return sorted()[(values_.size() - 1) / 2]; }
    void print(const char* name) const {
        const std::vector<double> s = sorted();
        std::printf("%-44s median %8.2f ms  min %8.2f  max %8.2f  (n=%zu)\n", name, median(), s.front(),
                    s.back(), s.size());
    }

private:
    std::vector<double> sorted() const {
        std::vector<double> s = values_;
        std::sort(s.begin(), s.end());
        return s;
    }
    std::vector<double> values_;
};

// The CPU time this thread has had: on a machine shared with other work, what a move costs
// itself (the wall time also counts the waits for a core).
double cpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

double elapsedMs(const QElapsedTimer& clock) {
    return static_cast<double>(clock.nsecsElapsed()) / 1e6;
}

// Everything the move set off: posted events (layouts, queued replots) and the paint of what
// changed (the window's update request), as the event loop would do them before the next input.
void settleAndPaint(QWidget& window) {
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QCoreApplication::sendPostedEvents(&window, QEvent::UpdateRequest);
}

// The position after which the active queue held the most messages (the first such), and that
// count: activations less the messages that left it, from the recorded trace.
std::pair<std::size_t, int> busiestStep(const qmgrlab::Run& run) {
    const auto& events = run.recording().events();
    const auto& steps = run.recording().steps();
    int active = 0;
    std::pair<std::size_t, int> best{0, 0};
    for (std::size_t i = 0; i < steps.size(); ++i) {
        for (std::uint32_t e = steps[i].firstEvent; e < steps[i].firstEvent + steps[i].eventCount; ++e) {
            if (events[e].type == qmgrlab::EventType::Activate)
                ++active;
            else if (events[e].type == qmgrlab::EventType::Finish)
                --active;
        }
        if (active > best.second)
            best = {i + 1, active};
    }
    return best;
}

} // namespace

// The benchmark itself; main reports what it throws (a scenario that cannot be read).
// Runs the event loop until the document has no recording under way (an edit's run recorded
// again and handed over), as the window's own loop does: asleep while nothing is to be done. A
// timer asks the loop to answer every millisecond; the longest gap between two of its answers
// (the window held: the run handed over, the views filled) goes to held, the whole wait to shown.
bool waitForRerun(qmgrlab::ui::MainWindow& window, Samples& held, Samples& shown) {
    QElapsedTimer total;
    total.start();
    QElapsedTimer sinceTick;
    sinceTick.start();
    double longest = 0.0;
    QTimer heartbeat;
    heartbeat.setTimerType(Qt::PreciseTimer);
    heartbeat.setInterval(1);
    QObject::connect(&heartbeat, &QTimer::timeout, [&] {
        longest = std::max(longest, elapsedMs(sinceTick));
        sinceTick.restart();
    });
    QEventLoop loop;
    QObject::connect(window.document(), &qmgrlab::ui::ScenarioDocument::recordingChanged, &loop,
                     [&](bool recording) {
                         if (!recording && !window.document()->recording())
                             loop.quit();
                     });
    if (window.document()->recording()) {
        heartbeat.start();
        loop.exec();
        longest = std::max(longest, elapsedMs(sinceTick)); // the stretch that ended with the handover
    }
    settleAndPaint(window);
    held.add(longest);
    shown.add(elapsedMs(total));
    return window.controller()->hasRun();
}

// Opens path in the window as File > Open does (the run recorded on a worker) and waits for it;
// false, with the reason printed, when it does not open.
bool openAndWait(qmgrlab::ui::MainWindow& window, const QString& path) {
    QString error;
    window.document()->openInBackground(path);
    if (window.document()->waitForRecording(&error))
        return true;
    std::fprintf(stderr, "%s\n", qPrintable(error));
    return false;
}

int editBenchmark(const QString& path, int edits) {
    qmgrlab::ui::MainWindow window;
    window.resize(1600, 1000);
    if (!openAndWait(window, path))
        return 1;
    window.show();
    window.controller()->seek(5000);
    settleAndPaint(window);
    // The window's one Parameters panel, as a user finds it in its dock.
    auto* panel = window.findChild<qmgrlab::ui::ParametersPanel*>();
    if (panel == nullptr)
        return 1;
    std::map<std::string, Samples> times;
    malloc_trim(0); // what the allocator keeps free is not what the undo steps hold
    const double residentBefore = residentMegabytes();
    const char* names[] = {"default_delivery_slot_cost", "default_delivery_slot_loan"};
    for (int i = 0; i < edits; ++i) {
        // 3 and 4 for the cost, 1 and 2 for the loan: every value differs from the one before.
        const QString value = QString::number((i / 2) % 2 + (i % 2 == 0 ? 3 : 1));
        if (!panel->setValue(QString::fromLatin1(names[i % 2]), value).isEmpty())
            return 1;
        QElapsedTimer clock;
        clock.start();
        panel->apply();
        times["edit: Apply held the window"].add(elapsedMs(clock));
        if (!waitForRerun(window, times["edit: longest hold while it reran"],
                          times["edit: until the new run was shown"]))
            return 1;
    }
    malloc_trim(0);
    const double residentAfter = residentMegabytes();
    const int steps = window.document()->undoStack()->count();
    for (int i = 0; i < steps; ++i) {
        QElapsedTimer clock;
        clock.start();
        window.document()->undoStack()->undo();
        times["undo: Ctrl+Z held the window"].add(elapsedMs(clock));
        if (!waitForRerun(window, times["undo: longest hold while it reran"],
                          times["undo: until the new run was shown"]))
            return 1;
    }
    std::printf("scenario: %s, %d edits at step %zu, %d undo steps\n", qPrintable(path), edits,
                window.controller()->position(), steps);
    for (const auto& [name, samples] : times)
        samples.print(name.c_str());
    std::printf("resident memory: %.1f MB before the edits, %.1f MB after (%.3f MB an undo step)\n",
                residentBefore, residentAfter, (residentAfter - residentBefore) / std::max(1, steps));
    return 0;
}

int runBenchmark(int argc, char** argv) {
    if (argc < 2 || std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0) {
        std::fprintf(stderr, "usage: %s SCENARIO.json [--repeat N] [--seeks N] [--reopen N] [--edits N]\n",
                     argv[0]);
        return 2;
    }
    const QString path = QString::fromLocal8Bit(argv[1]);
    int repeat = 5;
    int seeks = 40;
    int reopen = 0;
    int profileMoves = 0;
    int edits = 0;
    for (int i = 2; i + 1 < argc; i += 2) {
        if (std::strcmp(argv[i], "--repeat") == 0)
            repeat = std::max(1, std::atoi(argv[i + 1]));
        else if (std::strcmp(argv[i], "--seeks") == 0)
            seeks = std::max(1, std::atoi(argv[i + 1]));
        else if (std::strcmp(argv[i], "--reopen") == 0)
            reopen = std::max(1, std::atoi(argv[i + 1]));
        else if (std::strcmp(argv[i], "--profile") == 0)
            profileMoves = std::max(1, std::atoi(argv[i + 1]));
        else if (std::strcmp(argv[i], "--edits") == 0)
            edits = std::max(1, std::atoi(argv[i + 1]));
    }
    if (reopen > 0) {
        // One window opening the scenario again and again, as File > Open does (the new run
        // recorded on a worker while the previous one is shown): the memory after each open.
        qmgrlab::ui::MainWindow window;
        window.resize(1600, 1000);
        window.show();
        for (int i = 0; i < reopen; ++i) {
            if (!openAndWait(window, path))
                return 1;
            window.controller()->seek(window.controller()->length() / 2);
            settleAndPaint(window);
            std::printf("open %d: resident %.1f MB, peak %.1f MB\n", i + 1, residentMegabytes(),
                        peakResidentMegabytes());
        }
        return 0;
    }

    if (edits > 0)
        return editBenchmark(path, edits);

    if (profileMoves > 0) {
        // For perf: the window at the busiest step, then N steps forward and back there and N
        // seeks anywhere; prints the CPU time of each kind of move.
        qmgrlab::ui::MainWindow window;
        window.resize(1600, 1000);
        if (!openAndWait(window, path))
            return 1;
        window.show();
        auto* controller = window.controller();
        const std::size_t busiest = busiestStep(controller->run()).first;
        controller->seek(busiest);
        settleAndPaint(window);
        window.repaint();
        const char* only = std::getenv("QMGRLAB_PROFILE_ONLY");
        const std::string kind = only ? only : "";
        double stepCpu = 0.0;
        double seekCpu = 0.0;
        if (kind.empty() || kind == "step") {
            const double start = cpuMs();
            for (int i = 0; i < profileMoves; ++i) {
                controller->stepForward();
                settleAndPaint(window);
                controller->stepBack();
                settleAndPaint(window);
            }
            stepCpu = (cpuMs() - start) / (2.0 * profileMoves);
        }
        if (kind == "walk") {
            // Steps forward only, each to a position not shown before (no measure kept from a
            // visit before helps).
            const double start = cpuMs();
            for (int i = 0; i < profileMoves; ++i) {
                controller->stepForward();
                settleAndPaint(window);
            }
            stepCpu = (cpuMs() - start) / profileMoves;
        }
        if (kind.empty() || kind == "seek") {
            std::mt19937 random(1);
            std::uniform_int_distribution<std::size_t> anywhere(0, controller->length());
            const double start = cpuMs();
            for (int i = 0; i < profileMoves; ++i) {
                controller->seek(i % 2 == 0 ? anywhere(random) : busiest);
                settleAndPaint(window);
            }
            seekCpu = (cpuMs() - start) / profileMoves;
        }
        std::printf("busiest step %zu: a step at it %.2f ms CPU, a seek %.2f ms CPU\n", busiest, stepCpu,
                    seekCpu);
        return 0;
    }

    std::map<std::string, Samples> open;
    std::map<std::string, Samples> moves;
    double worstResident = 0.0;
    std::pair<std::size_t, double> slowestSeek{0, 0.0}; // the target of the slowest seek anywhere
    for (int round = 0; round < repeat; ++round) {
        // The core's whole run as the CLI's `run` does it: the trace streamed, nothing kept.
        {
            QElapsedTimer clock;
            clock.start();
            std::ofstream trace("/dev/null");
            auto run = qmgrlab::buildRunFromFile(path.toStdString(), qmgrlab::Run::streamed(&trace));
            open["cli run (same process)"].add(elapsedMs(clock));
        }
        for (const std::size_t target : {std::size_t{0}, std::size_t{5000}, static_cast<std::size_t>(-1)}) {
            const std::string at = target == 0 ? "0" : target == 5000 ? "5000" : "end";
            // As the program opens its scenario: the run recorded on a worker thread
            // (BackgroundRecording) while the window is built, then handed to the window.
            QElapsedTimer total;
            total.start();
            QElapsedTimer clock;
            clock.start();
            auto* recording = new qmgrlab::ui::BackgroundRecording(path);
            qmgrlab::ui::MainWindow window;
            window.resize(1600, 1000);
            open["window built (while recording)"].add(elapsedMs(clock));
            clock.restart();
            QString error;
            window.document()->openInBackground(recording);
            if (!window.document()->waitForRecording(&error)) {
                std::fprintf(stderr, "%s\n", qPrintable(error));
                return 1;
            }
            open["recording waited for, views filled"].add(elapsedMs(clock));
            clock.restart();
            window.show();
            window.controller()->seek(target);
            settleAndPaint(window);
            window.repaint(); // the first frame paints everything
            open["shown at step " + at].add(elapsedMs(clock));
            open["open + show at step " + at + " (total)"].add(elapsedMs(total));
            worstResident = std::max(worstResident, residentMegabytes());

            if (target != 5000)
                continue;
            // Moves from step 5000: one step each way, the next decision, seeks anywhere.
            auto* controller = window.controller();
            const std::size_t length = controller->length();
            const std::pair<std::size_t, int> busiest = busiestStep(controller->run());
            if (round == 0) {
                std::printf("run: %zu steps, %zu checkpoints every %zu steps\n", length,
                            controller->run().checkpointCount(), controller->run().checkpointInterval());
                std::printf("busiest step (most messages in the active queue): %zu (%d messages)\n",
                            busiest.first, busiest.second);
            }
            auto timed = [&](const std::string& name, auto&& move) {
                QElapsedTimer moveClock;
                moveClock.start();
                const double cpuStart = cpuMs();
                move();
                settleAndPaint(window);
                moves[name].add(elapsedMs(moveClock));
                moves[name + " [cpu]"].add(cpuMs() - cpuStart);
                worstResident = std::max(worstResident, residentMegabytes());
            };
            for (int i = 0; i < 5; ++i) {
                timed("step forward", [&] { controller->stepForward(); });
                timed("step back", [&] { controller->stepBack(); });
            }
            timed("next decision", [&] { controller->nextDecision(); });
            timed("previous decision", [&] { controller->previousDecision(); });
            std::mt19937 random(static_cast<unsigned>(round));
            std::uniform_int_distribution<std::size_t> anywhere(0, length);
            for (int i = 0; i < seeks; ++i) {
                const std::size_t target = anywhere(random);
                QElapsedTimer seekClock;
                seekClock.start();
                timed("seek anywhere", [&] { controller->seek(target); });
                const double ms = elapsedMs(seekClock);
                if (ms > slowestSeek.second)
                    slowestSeek = {target, ms};
            }
            timed("seek to the end", [&] { controller->jumpToEnd(); });
            timed("step back at the end", [&] { controller->stepBack(); });
            timed("seek to the start", [&] { controller->jumpToStart(); });
            controller->seek(length / 2);
            settleAndPaint(window);
            for (int i = 0; i < 5; ++i) {
                timed("step forward (middle)", [&] { controller->stepForward(); });
                timed("step back (middle)", [&] { controller->stepBack(); });
            }
            timed("seek to the busiest step", [&] { controller->seek(busiest.first); });
            for (int i = 0; i < 5; ++i) {
                timed("step forward (busiest)", [&] { controller->stepForward(); });
                timed("step back (busiest)", [&] { controller->stepBack(); });
            }
        }
    }
    std::printf("scenario: %s, rounds: %d\n", argv[1], repeat);
    for (const auto& [name, samples] : open)
        samples.print(name.c_str());
    for (const char* at : {"0", "5000", "end"}) {
        const std::string key = std::string("open + show at step ") + at + " (total)";
        std::printf("ratio open + show at step %s / cli run, in one process: %.2f\n", at,
                    open[key].median() / open["cli run (same process)"].median());
    }
    for (const auto& [name, samples] : moves)
        samples.print(name.c_str());
    std::printf("slowest seek anywhere: to step %zu, %.2f ms\n", slowestSeek.first, slowestSeek.second);
    std::printf("resident memory: worst %.1f MB at a measured position, peak %.1f MB\n", worstResident,
                peakResidentMegabytes());
    return 0;
}

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    try {
        return runBenchmark(argc, argv);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "qmgrlab_bench_gui: %s\n", e.what());
        return 2;
    }
}
