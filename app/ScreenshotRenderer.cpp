// SPDX-License-Identifier: GPL-3.0-or-later
// ScreenshotRenderer: one main window, opened at a step, grabbed once its views are still.
#include "app/ScreenshotRenderer.h"

#include "app/CommandLine.h"
#include "core/common/OutputFile.h"
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/common/PageWriter.h"
#include "ui/compare/CompareWindow.h"
#include "ui/joblist/JobListCanvas.h"
#include "ui/lesson/LessonPanel.h"
#include "ui/replay/ReplayWindow.h"
#include "ui/scenario/BackgroundRecording.h"
#include "ui/scenario/ExamplesCatalog.h"
#include "ui/scenario/ScenarioDocument.h"
#include "ui/sweep/SweepWindow.h"

#include <QAbstractAnimation>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QImage>
#include <QProgressDialog>
#include <QThread>
#include <QTimer>
#include <algorithm>
#include <memory>

namespace qmgrlab::ui {

namespace {

// Long enough for every view's chart animation to finish before the window is grabbed.
constexpr int kSettleMs = 1200;
// The main window is grabbed as soon as it is still: this many rounds of the event loop in a row
// found nothing posted and nothing animating (never later than kSettleMs).
constexpr int kQuietRounds = 3;
constexpr int kRoundMs = 5;

bool animating(const QWidget& window) {
    const auto canvases = window.findChildren<JobListCanvas*>();
    if (std::any_of(canvases.begin(), canvases.end(), [](const JobListCanvas* c) { return c->animating(); }))
        return true;
    const auto animations = window.findChildren<QAbstractAnimation*>();
    return std::any_of(animations.begin(), animations.end(),
                       [](const QAbstractAnimation* a) { return a->state() == QAbstractAnimation::Running; });
}

// Runs the event loop until the window's posted events, zero timers and animations are done.
// Nothing is painted meanwhile: the grab paints the window once, as it is at the end.
void settleMainWindow(QWidget& window) {
    window.setUpdatesEnabled(false);
    QElapsedTimer clock;
    clock.start();
    int quiet = 0;
    while (quiet < kQuietRounds && clock.elapsed() < kSettleMs) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents(QEventLoop::AllEvents, kRoundMs);
        if (animating(window)) {
            quiet = 0;
            QThread::msleep(kRoundMs);
        } else {
            ++quiet;
        }
    }
    window.setUpdatesEnabled(true);
}

} // namespace

bool ScreenshotRenderer::render(const CommandLine& options, std::unique_ptr<BackgroundRecording> recording,
                                QString* error, bool* writeFailed) {
    // The output is opened before anything is rendered (its image type already checked by
    // CommandLine): never over the scenario (core/OutputFile's rules); standard output, devices
    // and pipes are written as they are.
    std::vector<std::string> inputs;
    if (!options.scenario.isEmpty())
        inputs.push_back(options.scenario.toLocal8Bit().toStdString());
    OutputFile out(options.screenshot.toLocal8Bit().toStdString(), inputs);
    if (!out.ok()) {
        *error = QString::fromStdString(out.error());
        return false;
    }
    // The picture encoded as the image type asked for, then written: false with *error (and
    // *writeFailed) when either fails.
    const auto write = [&](const QImage& image) {
        QByteArray bytes;
        QString reason;
        if (!PageWriter::encodeImage(image, options.screenshotFormat.toLatin1(), &bytes, &reason)) {
            *error = QString::fromStdString(out.name()) + QStringLiteral(": ") + reason;
            return false;
        }
        out.stream().write(bytes.constData(), bytes.size());
        if (!out.commit()) {
            *error = QString::fromStdString(out.error());
            if (writeFailed != nullptr)
                *writeFailed = true;
            return false;
        }
        return true;
    };
    // The run is recorded on a worker thread while the window is built, shown and laid out, as
    // when the window opens a scenario file: the views get the run once it is whole.
    const QString path = options.scenario.isEmpty() ? ExamplesCatalog::path(ExamplesCatalog::defaultExample())
                                                    : options.scenario;
    // The import's progress is shown over the default example, the log imported after it.
    const bool importing = options.window == QLatin1String("import");
    if (!recording && importing)
        recording =
            std::make_unique<BackgroundRecording>(ExamplesCatalog::path(ExamplesCatalog::defaultExample()));
    else if (!recording && options.maillog)
        recording = std::make_unique<BackgroundRecording>(QStringList{path}, std::nullopt);
    else if (!recording)
        recording = std::make_unique<BackgroundRecording>(path, options.steps);
    MainWindow window;
    window.setDarkMode(options.dark);
    window.setZoom(options.zoom.value_or(1.0));
    window.resize(options.size);
    window.setWindowLayout(options.layout.value_or(WindowLayout::Explore));
    // Laid out as shown, but painted once, by the grab, not on a screen first.
    window.setAttribute(Qt::WA_DontShowOnScreen);
    window.show();
    if (!options.dock.isEmpty()) {
        auto* dock = window.findChild<QDockWidget*>(options.dock + QStringLiteral("Dock"));
        if (dock == nullptr) {
            *error = CommandLine::unknownDock(options.dock);
            return false;
        }
        dock->show();
        dock->raise();
    }
    // Laid out before the run is handed over, whether or not the worker is done: the same
    // picture every time.
    QCoreApplication::sendPostedEvents();
    // Painted once while the worker records, as a window on a screen is: the picture's own
    // painting then finds the glyphs, the style's pixmaps and its image's memory ready.
    QImage picture;
    if (!recording->isFinished())
        PageWriter::renderWindow(window, &picture);
    window.document()->openInBackground(recording.release());
    if (!window.document()->waitForRecording(error))
        return false;
    // The views got the run at the step (the worker moved there): nothing slides to it.
    if (options.mode == QLatin1String("predict"))
        window.controller()->setPredictMode(true);
    else if (options.mode == QLatin1String("lesson"))
        window.lessonPanel()->setLessonMode(true);
    if (importing) {
        // The progress dialog once some of the log is read (or it is done: no dialog left).
        window.importLogs(QStringList{path});
        QElapsedTimer clock;
        clock.start();
        QProgressDialog* progress = nullptr;
        while (clock.elapsed() < 10000) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, kRoundMs);
            progress = window.findChild<QProgressDialog*>(QStringLiteral("importMaillogProgress"));
            if (progress == nullptr || progress->value() > 0)
                break;
        }
        if (progress == nullptr) {
            *error = QCoreApplication::translate("qmgrlab::ui::ScreenshotRenderer",
                                                 "the import ended before its progress could be shown");
            return false;
        }
        PageWriter::renderWindow(*progress, &picture);
        return write(picture);
    }
    // Compare, Sweep or Logged vs simulated at the size it opens with on this screen (WindowSize),
    // over the main window.
    std::unique_ptr<QWidget> other;
    if (options.window == QLatin1String("compare"))
        other = std::make_unique<CompareWindow>(window.document()->scenario(),
                                                window.document()->sourceName(), &window);
    else if (options.window == QLatin1String("sweep"))
        other = std::make_unique<SweepWindow>(window.document()->scenario(), window.document()->sourceName(),
                                              &window);
    else if (options.window == QLatin1String("replay") && window.document()->replay() != nullptr)
        other = std::make_unique<ReplayWindow>(window.document()->replay(), &window);
    if (other)
        other->show();
    if (!other) {
        settleMainWindow(window);
        PageWriter::renderWindow(window, &picture);
        return write(picture);
    }
    // Compare and Sweep open with their editors (their variants run when asked): they get the
    // whole time to lay out their charts.
    QEventLoop settle;
    QTimer::singleShot(kSettleMs, &settle, &QEventLoop::quit);
    settle.exec();
    PageWriter::renderWindow(*other, &picture);
    return write(picture);
}

} // namespace qmgrlab::ui
