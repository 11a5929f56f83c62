// SPDX-License-Identifier: GPL-3.0-or-later
// The timeline's frame times while it is panned and zoomed (goal: 60 frames a second, under
// 16.7 ms a frame, with 30,000 slots), off screen. A timeline view of the scenario's busiest
// transport (the 1M scenario's smtp has 30,000 delivery slots) at 1200x600, at a step in the
// run, is given the mouse's wheel and drags as a user would: zoom into the slot band notch by
// notch, pan it, zoom out again; the same on the agent lanes' time axis. One frame is one input
// event with everything it sets off: the view's handlers (the hover tooltip text among them),
// the replot and the paint of the changed widget. Prints median, 95th percentile and max of the
// wall time and of the CPU time (the cost without the waits for a core on a shared machine).
//
// usage: QT_QPA_PLATFORM=offscreen qmgrlab_bench_timeline SCENARIO.json [--step 5000] [--rounds 5]
// (qmgrlab_bench_pool_view --write-scenario FILE writes the 1M scenario)
#include "core/run/Run.h"
#include "ui/SimulationController.h"
#include "ui/timeline/TimelinePlot.h"
#include "ui/timeline/TimelineView.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QMouseEvent>
#include <QWheelEvent>
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <map>
#include <string>
#include <vector>

namespace {

double cpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

struct Frames {
    std::vector<double> wall;
    std::vector<double> cpu;
};

double percentile(std::vector<double> values, double p) {
    std::sort(values.begin(), values.end());
    const auto i = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5);
    return values[std::min(i, values.size() - 1)];
}

// Posted events (QCustomPlot's queued replot among them), then the paint of what changed.
void settle(QWidget& window) {
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QCoreApplication::sendPostedEvents(&window, QEvent::UpdateRequest);
}

class Driver {
public:
    Driver(qmgrlab::ui::TimelineView& view, qmgrlab::ui::TimelinePlot& plot) : view_(view), plot_(plot) {}

    // One frame: the event sent to the plot and everything it sets off.
    void frame(const std::string& phase, QEvent& event) {
        QElapsedTimer clock;
        clock.start();
        const double cpu = cpuMs();
        QApplication::sendEvent(&plot_, &event);
        settle(view_);
        frames_[phase].wall.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e6);
        frames_[phase].cpu.push_back(cpuMs() - cpu);
    }
    void wheel(const std::string& phase, QPointF at, int notches) {
        QWheelEvent event(at, plot_.mapToGlobal(at), QPoint(), QPoint(0, 120 * notches), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        frame(phase, event);
    }
    void press(QPointF at) {
        QMouseEvent event(QEvent::MouseButtonPress, at, plot_.mapToGlobal(at), Qt::LeftButton, Qt::LeftButton,
                          Qt::NoModifier);
        QApplication::sendEvent(&plot_, &event);
        settle(view_);
    }
    void move(const std::string& phase, QPointF at) {
        QMouseEvent event(QEvent::MouseMove, at, plot_.mapToGlobal(at), Qt::NoButton, Qt::LeftButton,
                          Qt::NoModifier);
        frame(phase, event);
    }
    void release(QPointF at) {
        QMouseEvent event(QEvent::MouseButtonRelease, at, plot_.mapToGlobal(at), Qt::LeftButton, Qt::NoButton,
                          Qt::NoModifier);
        QApplication::sendEvent(&plot_, &event);
        settle(view_);
    }
    // A drag across the rect, `steps` mouse moves of `dx` pixels (back and forth).
    void drag(const std::string& phase, const QRect& rect, int steps, int dx) {
        QPointF at(rect.center().x() - dx * steps / 2.0, rect.center().y());
        press(at);
        for (int i = 0; i < steps; ++i) {
            at.rx() += dx;
            move(phase, at);
        }
        release(at);
    }
    void print() const {
        std::printf("%-30s %6s %9s %9s %9s %9s %9s\n", "frames", "n", "median", "p95", "max", "cpu med",
                    "cpu p95");
        for (const auto& [phase, f] : frames_)
            std::printf("%-30s %6zu %6.2f ms %6.2f ms %6.2f ms %6.2f ms %6.2f ms\n", phase.c_str(),
                        f.wall.size(), percentile(f.wall, 0.5), percentile(f.wall, 0.95),
                        *std::max_element(f.wall.begin(), f.wall.end()), percentile(f.cpu, 0.5),
                        percentile(f.cpu, 0.95));
    }

private:
    qmgrlab::ui::TimelineView& view_;
    qmgrlab::ui::TimelinePlot& plot_;
    std::map<std::string, Frames> frames_;
};

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s SCENARIO.json [--step N] [--rounds N]\n", argv[0]);
        return 2;
    }
    std::size_t step = 5000;
    int rounds = 5;
    for (int i = 2; i + 1 < argc; i += 2) {
        if (std::strcmp(argv[i], "--step") == 0)
            step = static_cast<std::size_t>(std::atoll(argv[i + 1]));
        else if (std::strcmp(argv[i], "--rounds") == 0)
            rounds = std::max(1, std::atoi(argv[i + 1]));
    }
    qmgrlab::ui::SimulationController controller;
    QString error;
    if (!controller.loadScenarioFile(QString::fromLocal8Bit(argv[1]), &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    qmgrlab::ui::TimelineView view(&controller);
    view.resize(1200, 600);
    view.show();
    controller.seek(step);
    settle(view);
    auto* plot = view.findChild<qmgrlab::ui::TimelinePlot*>();
    const qmgrlab::Run& run = controller.run();
    const qmgrlab::TransportId shown = run.config().transportIndex(view.transportName().toStdString());
    std::size_t made = 0;
    std::size_t dispatched = 0;
    for (const qmgrlab::Delivery& d : run.recording().deliveries()) {
        made += d.transport == shown ? 1 : 0;
        dispatched += d.transport == shown && d.dispatchStep < controller.position() ? 1 : 0;
    }
    std::printf("timeline: transport %s, %zu slots, %zu dispatched at step %zu\n",
                qPrintable(view.transportName()), made, dispatched, controller.position());

    Driver driver(view, *plot);
    for (int round = 0; round < rounds; ++round) {
        view.fitPart(false); // the whole run
        settle(view);
        const QRect band = plot->bandRect()->rect();
        const QRect lanes = plot->lanesRect()->rect();
        // The slot band: zoom in at the current position's side of the middle, pan, zoom out.
        for (int i = 0; i < 24; ++i)
            driver.wheel("band zoom in", band.center(), 1);
        const QCPRange zoomedSlots = plot->bandRect()->axis(QCPAxis::atBottom)->range();
        driver.drag("band pan (zoomed in)", band, 60, 8);
        const QCPRange pannedSlots = plot->bandRect()->axis(QCPAxis::atBottom)->range();
        for (int i = 0; i < 24; ++i)
            driver.wheel("band zoom out", band.center(), -1);
        driver.drag("band pan (whole run)", band, 30, 8);
        // The agent lanes' time axis.
        for (int i = 0; i < 20; ++i)
            driver.wheel("lanes zoom in", lanes.center(), 1);
        const QCPRange zoomedTime = plot->lanesRect()->axis(QCPAxis::atBottom)->range();
        driver.drag("lanes pan (zoomed in)", lanes, 60, 8);
        const QCPRange pannedTime = plot->lanesRect()->axis(QCPAxis::atBottom)->range();
        for (int i = 0; i < 20; ++i)
            driver.wheel("lanes zoom out", lanes.center(), -1);
        driver.drag("lanes pan (whole run)", lanes, 30, 8);
        if (round == 0) // what the user saw: the zoom and the pan took effect
            std::printf(
                "zoomed in: slots %.1f-%.1f, panned to %.1f-%.1f; time %.2f-%.2f s, panned to %.2f-%.2f s\n",
                zoomedSlots.lower, zoomedSlots.upper, pannedSlots.lower, pannedSlots.upper, zoomedTime.lower,
                zoomedTime.upper, pannedTime.lower, pannedTime.upper);
    }
    driver.print();
    return 0;
}
