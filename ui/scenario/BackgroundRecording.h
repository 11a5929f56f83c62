// SPDX-License-Identifier: GPL-3.0-or-later
// BackgroundRecording: a scenario file read and its run recorded to its end on a worker thread
// (QtConcurrent), or an edited scenario's run recorded again there, so that the window is built and shown
// while the core records (a large scenario's run is as long as Qt's start and the window's build together).
// finished() comes on the thread that created the object, once the worker is done. The worker shares nothing
// with the GUI: it owns the file's scenario and the Run until take() hands them over complete. Destroying the
// object before the worker is done (the window closed, another scenario opened) abandons the result: the
// worker stops recording within a few thousand steps (the program does not wait for a run nobody wants when
// it quits) and frees what it made. The program starts one for the command line's scenario before
// QApplication exists: the worker puts nothing in words, a file's error is translated when taken, in the
// language installed by then. It may import mail logs instead of a scenario file (File > Import mail
// log): the logs read and replayed, then recorded like a file.
#pragma once

#include "core/run/DecisionIndex.h"
#include "core/run/PredictQuestions.h"
#include "core/run/Run.h"
#include "core/scenario/Scenario.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QStringList>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <memory>
#include <optional>

namespace qmgrlab {
struct MaillogProgress;
} // namespace qmgrlab

namespace qmgrlab::ui {

class MaillogReplay;

class BackgroundRecording : public QObject {
    Q_OBJECT
public:
    // What the worker made: on success the scenario, its Run recorded to the end (at the position
    // asked for, clamped to the run's length) and the run's indexes; on failure no run and the
    // one-line error (the file, the JSON path and the rule) in the user's language.
    struct Result {
        Scenario scenario;
        std::unique_ptr<Run> run;
        DecisionIndex decisions;
        PredictQuestions questions;
        QString error;
        std::exception_ptr failure; // the worker's; take() puts it in words as error
        // An imported mail log's replay and its comparison with the run (importsLogs()).
        std::shared_ptr<const MaillogReplay> replay;
    };

    // Starts reading and recording path (a file or ":/examples/NAME.json") at once; the run is
    // left at step position (the window opens there without a second refresh of its views).
    explicit BackgroundRecording(const QString& path, std::size_t position = 0, QObject* parent = nullptr);
    // Starts recording scenario (an edit's, an undo's) at once, named sourceName in its errors
    // (path() is that name); the run is left at step position. The result holds no scenario:
    // the caller has it.
    BackgroundRecording(Scenario scenario, const QString& sourceName, std::size_t position,
                        QObject* parent = nullptr);
    // Imports mail logs (any order, .gz read directly; year for a layout without years, else
    // this year): reads them (progress in readShare()), makes the scenario that replays them
    // (ReplayScenarioBuilder, without the server's files), records its run and pairs it with the
    // log (MaillogReplay). path() is the first log's.
    BackgroundRecording(const QStringList& logs, std::optional<int> year, QObject* parent = nullptr);
    ~BackgroundRecording() override;

    bool importsLogs() const { return progress_ != nullptr; }
    // Of an import: the share of the logs' bytes read (0 to 1; the replay follows the reading).
    double readShare() const;

    const QString& path() const { return path_; }
    std::size_t position() const { return position_; }
    bool isFinished() const { return watcher_.isFinished(); }
    // Blocks the calling thread until the worker is done (the screenshot, tests).
    void waitForFinished();
    // The worker's result, once (later calls give an empty one); requires isFinished().
    Result take();

Q_SIGNALS:
    void finished();

private:
    QString path_;
    std::size_t position_;
    std::shared_ptr<std::atomic<bool>> stop_;   // shared with the worker, set when abandoned
    std::shared_ptr<MaillogProgress> progress_; // an import's, shared with the worker
    std::uint64_t logBytes_ = 0;                // the logs' sizes
    QFutureWatcher<std::shared_ptr<Result>> watcher_;
};

} // namespace qmgrlab::ui
