// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioDocument: runs what it holds through the controller, keeps the edits on a QUndoStack
// (ScenarioEditCommand), saves the core's scenarioToJson through QSaveFile (a temporary file
// committed by a rename, so a failed save leaves the old file).
#include "ui/scenario/ScenarioDocument.h"

#include "core/run/RunBuilder.h"
#include "ui/SimulationController.h"
#include "ui/common/ErrorText.h"
#include "ui/replay/MaillogReplay.h"
#include "ui/scenario/BackgroundRecording.h"
#include "ui/scenario/ScenarioEditCommand.h"
#include "ui/scenario/ScenarioFile.h"

#include <QFileInfo>
#include <QSaveFile>
#include <QUndoStack>
#include <algorithm>
#include <exception>
#include <optional>
#include <string>

namespace qmgrlab::ui {

namespace {

// The steps of changed's run, counted no further than its last bookmark (enough to tell which
// bookmarks are past its end); nullopt when it cannot be run.
std::optional<std::int64_t> runLength(const Scenario& changed) {
    std::int64_t last = 0;
    for (const Bookmark& bookmark : changed.lesson)
        last = std::max(last, bookmark.step);
    try {
        return static_cast<std::int64_t>(stepsUpTo(changed, static_cast<std::size_t>(last)));
    } catch (const std::exception&) {
        return std::nullopt; // the run itself reports why
    }
}

} // namespace

ScenarioDocument::ScenarioDocument(SimulationController* controller, QObject* parent)
    : QObject(parent), controller_(controller), undoStack_(new QUndoStack(this)) {
    connect(undoStack_, &QUndoStack::cleanChanged, this, &ScenarioDocument::changed);
}

ScenarioDocument::~ScenarioDocument() {
    undoStack_->blockSignals(true);
}

QString ScenarioDocument::displayName() const {
    if (!filePath_.isEmpty())
        return QFileInfo(filePath_).fileName();
    return hasScenario_ ? QString::fromStdString(scenario_.title) : QString();
}

bool ScenarioDocument::modified() const {
    return hasScenario_ && !undoStack_->isClean();
}

QByteArray ScenarioDocument::text() const {
    return QByteArray::fromStdString(scenarioToJson(scenario_));
}

QStringList ScenarioDocument::bookmarksPastEnd(const Scenario& changed) const {
    QStringList past;
    if (changed.lesson.empty())
        return past;
    const std::optional<std::int64_t> length = runLength(changed);
    for (const Bookmark& bookmark : changed.lesson) {
        if (length && bookmark.step > *length)
            past << tr("%1 (step %2)").arg(QString::fromStdString(bookmark.title)).arg(bookmark.step);
    }
    return past;
}

bool ScenarioDocument::run(const Scenario& scenario, const QString& sourceName, bool keepPosition,
                           QString* error) {
    abandonRecording(); // this request is the latest
    setReplay(nullptr);
    // The document holds the scenario before the controller announces the new run, so that a view
    // refreshed by runChanged reads the same scenario from either.
    const Scenario previous = scenario_;
    const bool hadScenario = hasScenario_;
    scenario_ = scenario;
    hasScenario_ = true;
    const bool ran = keepPosition ? controller_->rerun(scenario, sourceName, error)
                                  : controller_->loadScenario(scenario, sourceName, error);
    if (!ran) {
        scenario_ = previous;
        hasScenario_ = hadScenario;
    }
    return ran;
}

void ScenarioDocument::startHistory(bool clean) {
    undoStack_->clear(); // clean at index 0
    if (!clean)
        undoStack_->resetClean(); // no state of this history is on disk
}

// The scenario and run of path now fill the document: a file's (an example has no file path),
// with a fresh history, clean.
void ScenarioDocument::becameFile(const QString& path) {
    filePath_ = path.startsWith(QLatin1String(":/")) ? QString() : path;
    sourceName_ = path;
    recovered_ = false;
    startHistory(true);
    Q_EMIT changed();
    Q_EMIT opened();
}

bool ScenarioDocument::open(const QString& path, QString* error) {
    abandonRecording(); // this request is the latest, even when it fails
    Scenario scenario;
    if (!readScenarioFile(path, &scenario, error) || !run(scenario, path, false, error))
        return false;
    becameFile(path);
    return true;
}

void ScenarioDocument::openInBackground(const QString& path) {
    openInBackground(new BackgroundRecording(path));
}

void ScenarioDocument::openInBackground(BackgroundRecording* recording) {
    abandonRecording();
    recording_ = recording;
    recording_->setParent(this);
    connect(recording_, &BackgroundRecording::finished, this, &ScenarioDocument::finishRecording);
    Q_EMIT recordingChanged(true);
    if (recording_->isFinished()) // finished already: its finished() may have gone out unheard
        QMetaObject::invokeMethod(this, &ScenarioDocument::finishRecording, Qt::QueuedConnection);
}

QString ScenarioDocument::recordingPath() const {
    return recording_ != nullptr ? recording_->path() : QString();
}

bool ScenarioDocument::waitForRecording(QString* error) {
    if (recording_ == nullptr)
        return true;
    bool ok = true;
    const QMetaObject::Connection failed =
        connect(this, &ScenarioDocument::backgroundOpenFinished, this,
                [&ok, error](const QString&, bool done, const QString& text) {
                    ok = done;
                    if (!done && error != nullptr)
                        *error = text;
                });
    recording_->waitForFinished();
    finishRecording();
    disconnect(failed);
    return ok;
}

// The recording is done: its scenario and run replace the document's together, as open() does;
// recordingChanged(false) comes last, when the document is the new one.
void ScenarioDocument::finishRecording() {
    if (recording_ == nullptr || !recording_->isFinished())
        return;
    BackgroundRecording::Result result = recording_->take();
    const QString path = recording_->path();
    delete recording_;
    recording_ = nullptr;
    if (!result.run) {
        Q_EMIT backgroundOpenFinished(path, false, result.error);
        Q_EMIT recordingChanged(false);
        return;
    }
    scenario_ = std::move(result.scenario);
    hasScenario_ = true;
    if (result.replay) {
        // An imported log: a new scenario without a file (Save asks where; a log is never
        // overwritten), unsaved, named after the log.
        const QString name = result.replay->name();
        controller_->adoptRun(std::move(result.run), std::move(result.decisions), std::move(result.questions),
                              name);
        filePath_.clear();
        sourceName_ = name;
        recovered_ = false;
        startHistory(false);
        setReplay(std::move(result.replay));
        Q_EMIT changed();
        Q_EMIT opened();
    } else {
        setReplay(nullptr);
        controller_->adoptRun(std::move(result.run), std::move(result.decisions), std::move(result.questions),
                              path);
        becameFile(path);
    }
    Q_EMIT backgroundOpenFinished(path, true, QString());
    Q_EMIT recordingChanged(false);
}

void ScenarioDocument::setReplay(std::shared_ptr<const MaillogReplay> replay) {
    if (replay == replay_)
        return;
    replay_ = std::move(replay);
    Q_EMIT replayChanged();
}

// Abandoned: the worker stops and frees what it made; nothing reaches the document.
void ScenarioDocument::abandonRecording() {
    if (recording_ == nullptr)
        return;
    recording_->disconnect(this);
    delete recording_;
    recording_ = nullptr;
    Q_EMIT recordingChanged(false);
}

bool ScenarioDocument::create(const Scenario& scenario, QString* error) {
    const QString name = tr("new scenario");
    if (!run(scenario, name, false, error))
        return false;
    filePath_.clear();
    sourceName_ = name;
    recovered_ = false;
    startHistory(false);
    Q_EMIT changed();
    return true;
}

bool ScenarioDocument::restore(const QByteArray& text, const QString& path, QString* error) {
    Scenario scenario;
    try {
        scenario = parseScenario(std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
                                 path.isEmpty() ? std::string("recovered scenario") : path.toStdString());
    } catch (const std::exception& e) {
        *error = errorText(e);
        return false;
    }
    const QString name = path.isEmpty() ? tr("recovered scenario") : path;
    if (!run(scenario, name, false, error))
        return false;
    filePath_ = path;
    sourceName_ = name;
    recovered_ = true;
    startHistory(false);
    Q_EMIT changed();
    return true;
}

bool ScenarioDocument::edit(const Scenario& changed, const QString& text, QString* error) {
    // Other settings may make the run shorter than the lesson: its bookmarks past the new end are
    // dropped rather than refusing the change, so that the scenario stays valid to save.
    Scenario kept = changed;
    if (!kept.lesson.empty()) {
        if (const std::optional<std::int64_t> length = runLength(changed))
            std::erase_if(kept.lesson, [&length](const Bookmark& b) { return b.step > *length; });
    }
    if (hasScenario_ && kept == scenario_)
        return true; // nothing changed: no step to undo
    const State before = state();
    if (!run(kept, sourceName_, true, error))
        return false;
    undoStack_->push(new ScenarioEditCommand(this, before, state(), false, text));
    Q_EMIT this->changed();
    return true;
}

bool ScenarioDocument::replace(const Scenario& imported, const QString& text, QString* error) {
    const State before = state();
    const QString name = tr("new scenario");
    if (!run(imported, name, false, error))
        return false;
    filePath_.clear();
    sourceName_ = name;
    recovered_ = false;
    undoStack_->push(new ScenarioEditCommand(this, before, state(), true, text));
    Q_EMIT changed();
    return true;
}

void ScenarioDocument::applyState(const State& state, bool withFile) {
    QString error;
    if (!run(state.scenario, withFile ? state.sourceName : sourceName_, !withFile, &error)) {
        Q_EMIT stateFailed(error);
        return;
    }
    if (withFile) {
        filePath_ = state.filePath;
        sourceName_ = state.sourceName;
        recovered_ = state.recovered;
    }
    Q_EMIT changed();
}

bool ScenarioDocument::saveAs(const QString& path, QString* error) {
    if (path.isEmpty()) {
        *error = tr("the scenario has no file yet: use Save as");
        return false;
    }
    const std::string text = scenarioToJson(scenario_);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = tr("%1 cannot be written: %2").arg(path, file.errorString());
        return false;
    }
    const auto size = static_cast<qint64>(text.size());
    if (file.write(text.data(), size) != size || !file.commit()) {
        *error = tr("%1 cannot be written: %2").arg(path, file.errorString());
        return false;
    }
    filePath_ = path;
    sourceName_ = path;
    recovered_ = false;
    undoStack_->setClean();
    Q_EMIT changed();
    return true;
}

} // namespace qmgrlab::ui
