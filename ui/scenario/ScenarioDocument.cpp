// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioDocument: runs what it holds through the controller, keeps the edits on a QUndoStack
// (ScenarioEditCommand), saves the core's scenarioToJson through QSaveFile (a temporary file
// committed by a rename, so a failed save leaves the old file).
#include "ui/scenario/ScenarioDocument.h"

#include "core/run/RunBuilder.h"
#include "ui/SimulationController.h"
#include "ui/common/ErrorText.h"
#include "ui/common/LanguageChoice.h"
#include "ui/common/ShownText.h"
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
#include <utility>

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
    return hasScenario_ ? shownTitle(scenario_.titleIn(LanguageChoice::current())) : QString();
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
    for (std::size_t i = 0; i < changed.lesson.size(); ++i) {
        const Bookmark bookmark = changed.bookmarkIn(i, LanguageChoice::current());
        if (length && bookmark.step > *length)
            past << tr("%1 (step %2)").arg(QString::fromStdString(bookmark.title)).arg(bookmark.step);
    }
    return past;
}

QStringList ScenarioDocument::bookmarksPastEnd(const std::vector<ParameterSetting>& mainCf) const {
    if (scenario_.lesson.empty())
        return {};
    Scenario changed = scenario_;
    changed.mainCf = mainCf;
    return bookmarksPastEnd(changed);
}

// Runs scenario at once, from its start (an open, a new or restored scenario).
bool ScenarioDocument::run(const Scenario& scenario, const QString& sourceName, QString* error) {
    abandonRecording(); // this request is the latest
    setReplay(nullptr);
    // The document holds the scenario before the controller announces the new run, so that a view
    // refreshed by runChanged reads the same scenario from either.
    Scenario previous = std::exchange(scenario_, scenario);
    const bool hadScenario = std::exchange(hasScenario_, true);
    Q_EMIT scenarioChanged();
    if (!controller_->loadScenario(scenario, sourceName, error)) {
        scenario_ = std::move(previous);
        hasScenario_ = hadScenario;
        Q_EMIT scenarioChanged();
        return false;
    }
    return true;
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
    if (!readScenarioFile(path, &scenario, error) || !run(scenario, path, error))
        return false;
    becameFile(path);
    return true;
}

void ScenarioDocument::openInBackground(const QString& path) {
    openInBackground(new BackgroundRecording(path));
}

void ScenarioDocument::openInBackground(BackgroundRecording* recording) {
    startRecording(recording, std::nullopt);
}

// The latest request: any recording under way is abandoned first.
void ScenarioDocument::startRecording(BackgroundRecording* recording, std::optional<Change> rerun) {
    abandonRecording();
    recording_ = recording;
    rerun_ = rerun;
    recording_->setParent(this);
    connect(recording_, &BackgroundRecording::finished, this, &ScenarioDocument::finishRecording);
    Q_EMIT recordingChanged(true);
    if (recording_->isFinished()) // finished already: its finished() may have gone out unheard
        QMetaObject::invokeMethod(this, &ScenarioDocument::finishRecording, Qt::QueuedConnection);
}

bool ScenarioDocument::waitForRecording(QString* error) {
    if (recording_ == nullptr)
        return true;
    bool ok = true;
    const auto report = [&ok, error](const QString& text) {
        ok = false;
        if (error != nullptr)
            *error = text;
    };
    const QMetaObject::Connection openFailed =
        connect(this, &ScenarioDocument::backgroundOpenFinished, this,
                [&report](const QString&, bool done, const QString& text) {
                    if (!done)
                        report(text);
                });
    const QMetaObject::Connection rerunFailed = connect(this, &ScenarioDocument::stateFailed, this, report);
    // A failed rerun takes its change back and may record the scenario as it was run: waited for
    // too, until nothing records.
    while (recording_ != nullptr) {
        recording_->waitForFinished();
        finishRecording();
    }
    disconnect(openFailed);
    disconnect(rerunFailed);
    return ok;
}

// The recording is done. An open's scenario and run replace the document's together, as open()
// does; a rerun's run replaces the controller's (the document holds its scenario already).
// recordingChanged(false) comes last, when the document is the new one.
void ScenarioDocument::finishRecording() {
    if (recording_ == nullptr || !recording_->isFinished())
        return;
    BackgroundRecording::Result result = recording_->take();
    const QString path = recording_->path();
    const std::optional<Change> rerun = std::exchange(rerun_, std::nullopt);
    delete recording_;
    recording_ = nullptr;
    if (rerun) {
        const bool recorded = result.run != nullptr;
        if (recorded)
            controller_->adoptRun(std::move(result.run), std::move(result.decisions),
                                  std::move(result.questions), sourceName_);
        Q_EMIT recordingChanged(false);
        if (!recorded)
            rerunFailed(*rerun, result.error);
        return;
    }
    if (!result.run) {
        Q_EMIT backgroundOpenFinished(path, false, result.error);
        Q_EMIT recordingChanged(false);
        return;
    }
    scenario_ = std::move(result.scenario);
    hasScenario_ = true;
    Q_EMIT scenarioChanged();
    if (result.replay) {
        // An imported log: a new scenario without a file (Save asks where; a log is never
        // overwritten), unsaved, named after the log.
        const QString name = result.replay->name();
        controller_->adoptRun(std::move(result.run), std::move(result.decisions), std::move(result.questions),
                              name);
        // At the log's first line, with the queue as the log found it: mail queued before the log
        // arrived days earlier, and those days show nothing else. Step 0 stays a step back away.
        const std::int64_t logStart = result.replay->replay().logStartMs;
        if (logStart > 0)
            controller_->seekTime(logStart - 1);
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
    rerun_.reset();
    Q_EMIT recordingChanged(false);
}

bool ScenarioDocument::create(const Scenario& scenario, QString* error) {
    const QString name = tr("new scenario");
    if (!run(scenario, name, error))
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
    if (!run(scenario, name, error))
        return false;
    filePath_ = path;
    sourceName_ = name;
    recovered_ = true;
    startHistory(false);
    Q_EMIT changed();
    return true;
}

bool ScenarioDocument::edit(const Scenario& changed, const QString& text, QString* error) {
    try {
        validateScenario(changed, sourceName_.toStdString());
    } catch (const std::exception& e) {
        *error = errorText(e);
        return false;
    }
    pushEdit(ScenarioDelta::between(scenario_, changed), std::nullopt, QString(), text);
    return true;
}

void ScenarioDocument::setMainCf(std::vector<ParameterSetting> mainCf, const QString& text,
                                 const QString& parameter) {
    pushEdit(ScenarioDelta::mainCf(std::move(mainCf)), std::nullopt, parameter, text);
}

bool ScenarioDocument::replace(Scenario imported, const QString& text, QString* error) {
    const QString name = tr("new scenario");
    try {
        validateScenario(imported, name.toStdString());
    } catch (const std::exception& e) {
        *error = errorText(e);
        return false;
    }
    pushEdit(ScenarioDelta::between(scenario_, std::move(imported)), FileState{QString(), name, false},
             QString(), text);
    return true;
}

void ScenarioDocument::pushEdit(ScenarioDelta delta, std::optional<FileState> file, const QString& mergeKey,
                                const QString& text) {
    delta.swapWith(scenario_);
    // Other settings may make the run shorter than the lesson: its bookmarks past the new end are
    // dropped rather than refusing the change, so that the scenario stays valid to save.
    if (!scenario_.lesson.empty()) {
        if (const std::optional<std::int64_t> length = runLength(scenario_);
            length && std::any_of(scenario_.lesson.begin(), scenario_.lesson.end(),
                                  [&length](const Bookmark& b) { return b.step > *length; })) {
            delta.hold(ScenarioDelta::Part::Lesson, scenario_);
            std::erase_if(scenario_.lesson, [&length](const Bookmark& b) { return b.step > *length; });
        }
    }
    if (!file && delta.matches(scenario_))
        return; // nothing changed: no step to undo
    if (file) {
        std::swap(file->filePath, filePath_);
        std::swap(file->sourceName, sourceName_);
        std::swap(file->recovered, recovered_);
    }
    hasScenario_ = true;
    const bool fromStart = file.has_value();
    const int before = undoStack_->index();
    undoStack_->push(new ScenarioEditCommand(this, std::move(delta), std::move(file), mergeKey, text));
    Q_EMIT scenarioChanged();
    Q_EMIT changed();
    // Pushed, or merged into the step before (the index stays); or merged and back where that step
    // began, which is then gone: a failure has no step to take back.
    rerun(undoStack_->index() >= before ? Change::Edit : Change::Settle, fromStart);
}

void ScenarioDocument::exchange(ScenarioDelta& delta, std::optional<FileState>& file, Change change) {
    delta.swapWith(scenario_);
    if (file) {
        std::swap(file->filePath, filePath_);
        std::swap(file->sourceName, sourceName_);
        std::swap(file->recovered, recovered_);
    }
    Q_EMIT scenarioChanged();
    Q_EMIT changed();
    if (!reverting_)
        rerun(change, file.has_value());
}

void ScenarioDocument::rerun(Change change, bool fromStart) {
    setReplay(nullptr); // the changed scenario's run is no longer the log's
    startRecording(new BackgroundRecording(scenario_, sourceName_, fromStart ? 0 : controller_->position()),
                   change);
}

// The change that was rerun is taken back without a rerun: the edit's step is dropped, an undo
// redone, a redo undone. When the scenario is then not the one the controller runs (the change
// came while another rerun was under way), it is rerun; when even that fails, the document takes
// the scenario the controller runs, with a new history.
void ScenarioDocument::rerunFailed(Change change, const QString& error) {
    reverting_ = true;
    switch (change) {
    case Change::Edit:
        static_cast<ScenarioEditCommand*>(
            const_cast<QUndoCommand*>(undoStack_->command(undoStack_->index() - 1)))
            ->dropWhenUndone();
        undoStack_->undo();
        break;
    case Change::Undo:
        undoStack_->redo();
        break;
    case Change::Redo:
        undoStack_->undo();
        break;
    case Change::Settle:
        scenario_ = controller_->scenario();
        startHistory(false);
        Q_EMIT scenarioChanged();
        Q_EMIT changed();
        break;
    }
    reverting_ = false;
    Q_EMIT stateFailed(error);
    if (change != Change::Settle && !(scenario_ == controller_->scenario()))
        rerun(Change::Settle, false);
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
