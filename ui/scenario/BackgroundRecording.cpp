// SPDX-License-Identifier: GPL-3.0-or-later
// BackgroundRecording: the file read, validated, resolved and recorded (recordScenarioFile) in a
// QtConcurrent task; the result is shared only through the finished future.
#include "ui/scenario/BackgroundRecording.h"

#include "core/run/RecordedScenario.h"
#include "core/run/RunStopped.h"
#include "ui/common/ErrorText.h"
#include "ui/scenario/ScenarioFile.h"

#include <QtConcurrent/QtConcurrentRun>
#include <exception>
#include <functional>
#include <utility>

namespace qmgrlab::ui {

namespace {

// The result of a recording that ended, or an empty one when it was abandoned.
std::shared_ptr<BackgroundRecording::Result> resultOf(const std::function<RecordedScenario()>& recording) {
    auto result = std::make_shared<BackgroundRecording::Result>();
    try {
        RecordedScenario recorded = recording();
        result->scenario = std::move(recorded.scenario);
        result->run = std::move(recorded.run);
        result->decisions = std::move(recorded.decisions);
        result->questions = std::move(recorded.questions);
    } catch (const RunStopped&) {
        // Abandoned: nobody reads the result.
    } catch (const std::exception&) {
        result->failure = std::current_exception();
    }
    return result;
}

std::shared_ptr<BackgroundRecording::Result> record(const QString& path, std::size_t position,
                                                    const std::shared_ptr<std::atomic<bool>>& stop) {
    // A file's errors are put in words by take(); an embedded example (never read before
    // QApplication) is read through Qt's resources.
    if (path.startsWith(QLatin1String(":/"))) {
        auto result = std::make_shared<BackgroundRecording::Result>();
        Scenario scenario;
        if (readScenarioFile(path, &scenario, &result->error))
            return resultOf([&] {
                return recordScenario(std::move(scenario), path.toStdString(), position, stop.get());
            });
        return result;
    }
    return resultOf([&] { return recordScenarioFile(path.toStdString(), position, stop.get()); });
}

} // namespace

BackgroundRecording::BackgroundRecording(const QString& path, std::size_t position, QObject* parent)
    : QObject(parent), path_(path), position_(position), stop_(std::make_shared<std::atomic<bool>>(false)) {
    connect(&watcher_, &QFutureWatcher<std::shared_ptr<Result>>::finished, this,
            &BackgroundRecording::finished);
    watcher_.setFuture(QtConcurrent::run(record, path, position, stop_));
}

BackgroundRecording::BackgroundRecording(Scenario scenario, const QString& sourceName, std::size_t position,
                                         QObject* parent)
    : QObject(parent), path_(sourceName), position_(position),
      stop_(std::make_shared<std::atomic<bool>>(false)) {
    connect(&watcher_, &QFutureWatcher<std::shared_ptr<Result>>::finished, this,
            &BackgroundRecording::finished);
    watcher_.setFuture(QtConcurrent::run(
        [name = sourceName.toStdString(), position, stop = stop_](Scenario edited) {
            return resultOf([&] { return recordRun(std::move(edited), name, position, stop.get()); });
        },
        std::move(scenario)));
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
