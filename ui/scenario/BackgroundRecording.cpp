// SPDX-License-Identifier: GPL-3.0-or-later
// BackgroundRecording: the file read, validated, resolved and recorded by RunBuilder in a
// QtConcurrent task; the result is shared only through the finished future.
#include "ui/scenario/BackgroundRecording.h"

#include "core/run/RunBuilder.h"
#include "core/run/RunStopped.h"
#include "ui/SimulationController.h"
#include "ui/common/ErrorText.h"
#include "ui/scenario/ScenarioFile.h"

#include <QtConcurrent/QtConcurrentRun>
#include <exception>
#include <utility>

namespace qmgrlab::ui {

namespace {

std::shared_ptr<BackgroundRecording::Result> record(const QString& path, std::size_t position,
                                                    const std::shared_ptr<std::atomic<bool>>& stop) {
    auto result = std::make_shared<BackgroundRecording::Result>();
    try {
        // A file's errors are put in words by take(); an embedded example (never read before
        // QApplication) is read through Qt's resources.
        if (!path.startsWith(QLatin1String(":/")))
            result->scenario = loadScenarioFile(path.toStdString());
        else if (!readScenarioFile(path, &result->scenario, &result->error))
            return result;
        auto run = buildRun(result->scenario, path.toStdString(), SimulationController::runOptions(),
                            stop.get(), position);
        result->decisions = DecisionIndex(run->recording());
        result->questions = PredictQuestions(run->recording());
        result->run = std::move(run);
    } catch (const RunStopped&) {
        // Abandoned: nobody reads the result.
    } catch (const std::exception&) {
        result->failure = std::current_exception();
    }
    return result;
}

} // namespace

BackgroundRecording::BackgroundRecording(const QString& path, std::size_t position, QObject* parent)
    : QObject(parent), path_(path), position_(position), stop_(std::make_shared<std::atomic<bool>>(false)) {
    connect(&watcher_, &QFutureWatcher<std::shared_ptr<Result>>::finished, this,
            &BackgroundRecording::finished);
    watcher_.setFuture(QtConcurrent::run(record, path, position, stop_));
}

// The worker is told to stop and the watcher lets go of the future; the task, if still running,
// keeps its own reference to the result and frees it when it ends, a few thousand steps later
// (QApplication waits for the global thread pool at exit).
BackgroundRecording::~BackgroundRecording() {
    stop_->store(true, std::memory_order_relaxed);
    watcher_.disconnect(this);
}

void BackgroundRecording::waitForFinished() {
    watcher_.waitForFinished();
}

BackgroundRecording::Result BackgroundRecording::take() {
    Result taken;
    if (!watcher_.isFinished())
        return taken;
    const std::shared_ptr<Result> result = watcher_.result();
    if (result)
        taken = std::move(*result);
    if (taken.failure) {
        try {
            std::rethrow_exception(std::exchange(taken.failure, nullptr));
        } catch (const std::exception& e) {
            taken.error = errorText(e);
        }
    }
    return taken;
}

} // namespace qmgrlab::ui
