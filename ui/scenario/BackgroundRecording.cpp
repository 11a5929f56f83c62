// SPDX-License-Identifier: GPL-3.0-or-later
// BackgroundRecording: the file read, validated, resolved and recorded (recordScenarioFile), or
// mail logs read and replayed, in a QtConcurrent task; the result is shared only through the
// finished future.
#include "ui/scenario/BackgroundRecording.h"

#include "core/maillog/MaillogReader.h"
#include "core/maillog/RecipientOrder.h"
#include "core/maillog/ReplayScenarioBuilder.h"
#include "core/run/RecordedScenario.h"
#include "core/run/RunStopped.h"
#include "ui/common/ErrorText.h"
#include "ui/replay/MaillogReplay.h"
#include "ui/scenario/ScenarioFile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
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

// Mail logs read, made a replay, its run recorded and paired with the log; an empty result when
// abandoned (reading stops at the next progress point, recording within a few thousand steps).
std::shared_ptr<BackgroundRecording::Result> importLogs(const std::vector<std::string>& logs,
                                                        std::optional<int> year, const QString& name,
                                                        const std::shared_ptr<MaillogProgress>& progress,
                                                        const std::shared_ptr<std::atomic<bool>>& stop) {
    auto result = std::make_shared<BackgroundRecording::Result>();
    try {
        ReplayScenario replay;
        MaillogReport report;
        {
            MaillogOptions options;
            options.year = year;
            options.progress = progress.get();
            MaillogReader reader(options);
            ReplayScenarioBuilder builder;
            reader.read(logs, {&builder});
            if (progress->stop.load())
                return result;
            report = reader.report();
            if (builder.messagesKept() == 0) {
                QString why;
                for (const MaillogProblem& problem : report.problems)
                    why += QLatin1Char('\n') + translatedRule(report.message(problem));
                result->error = QCoreApplication::translate("qmgrlab::ui::BackgroundRecording",
                                                            "%1: nothing to replay: the log shows no message "
                                                            "the queue manager handled (lines read: %2)%3")
                                    .arg(name)
                                    .arg(report.totalLines)
                                    .arg(why);
                return result;
            }
            replay = builder.build(report, {});
            RecipientOrder::refine(replay, name.toStdString(), stop.get());
        }
        RecordedScenario recorded = recordScenario(replay.scenario, name.toStdString(), 0, stop.get());
        result->replay = std::make_shared<const MaillogReplay>(std::move(replay), report, name, stop.get());
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

} // namespace

BackgroundRecording::BackgroundRecording(const QStringList& logs, std::optional<int> year, QObject* parent)
    : QObject(parent), path_(logs.value(0)), position_(0), stop_(std::make_shared<std::atomic<bool>>(false)),
      progress_(std::make_shared<MaillogProgress>()) {
    std::vector<std::string> paths;
    for (const QString& log : logs) {
        paths.push_back(log.toStdString());
        logBytes_ += static_cast<std::uint64_t>(std::max<qint64>(QFileInfo(log).size(), 0));
    }
    const QString name = QFileInfo(path_).fileName() + (logs.size() > 1 ? QStringLiteral(" …") : QString());
    connect(&watcher_, &QFutureWatcher<std::shared_ptr<Result>>::finished, this,
            &BackgroundRecording::finished);
    watcher_.setFuture(QtConcurrent::run(importLogs, paths, year, name, progress_, stop_));
}

double BackgroundRecording::readShare() const {
    if (progress_ == nullptr || logBytes_ == 0)
        return 0.0;
    return std::min(1.0, static_cast<double>(progress_->bytesRead.load()) / static_cast<double>(logBytes_));
}

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
    if (progress_)
        progress_->stop.store(true, std::memory_order_relaxed);
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
