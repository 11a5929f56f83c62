// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioDocument: the scenario as a document, in one place: the scenario itself, the file Save
// writes to (empty for an example or a new scenario), the name the title bar shows, and whether
// there are unsaved changes. Opening, creating, editing, importing and saving go through it, and
// the SimulationController runs what it holds. Every edit (the editor, the parameters panel, an
// import) is a command on its undo stack that keeps only the parts it changed (ScenarioDelta):
// Edit > Undo puts them back, and the modified flag is the stack's distance from the state last
// opened or saved (its clean index). After an edit, an undo or a redo the document holds the new
// scenario at once, and its run is recorded again on a worker (BackgroundRecording, as a file
// opened in the background), so that the window answers meanwhile; the views show the previous
// run until the new one replaces it. A rerun that fails (the run does not end within the step
// limit, memory) takes its change back: the document and the run never disagree for longer than
// a recording.
#pragma once

#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioDelta.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

class QUndoStack;

namespace qmgrlab::ui {

class BackgroundRecording;
class MaillogReplay;
class ScenarioEditCommand;
class SimulationController;

class ScenarioDocument : public QObject {
    Q_OBJECT
public:
    explicit ScenarioDocument(SimulationController* controller, QObject* parent = nullptr);
    // The undo stack, a child, is cleared as it is destroyed after this: its signals are blocked
    // first, so that no slot (the Edit menu's) reaches a document that is already gone.
    ~ScenarioDocument() override;

    SimulationController* controller() const { return controller_; }
    QUndoStack* undoStack() const { return undoStack_; }

    const Scenario& scenario() const { return scenario_; } // empty until a scenario runs
    const QString& filePath() const { return filePath_; }
    // The name the run and its messages use: the file, the example, "new scenario".
    const QString& sourceName() const { return sourceName_; }
    // The file's name, else the scenario's title, else empty (no scenario).
    QString displayName() const;
    bool modified() const;
    // Restored from a recovery file after a crash: Save asks before it overwrites filePath().
    bool recovered() const { return recovered_; }
    // The scenario as its file holds it (SPEC format); requires a scenario.
    QByteArray text() const;

    // The lesson bookmarks of changed that its run would end before ("title (step N)"); empty
    // when the run keeps them all or cannot be run at all. An edit drops them (callers ask first,
    // with confirmBookmarkLoss).
    QStringList bookmarksPastEnd(const Scenario& changed) const;
    // The same for the scenario with these main.cf settings (copied only when it has a lesson).
    QStringList bookmarksPastEnd(const std::vector<ParameterSetting>& mainCf) const;

    // Each returns false with a one-line *error and leaves the document as it was. Opening,
    // creating and restoring start a new history (the undo stack is cleared).
    bool open(const QString& path, QString* error); // a file or ":/examples/NAME.json"
    // Opens a file the same way, but reads and records it on a worker thread: returns at once and
    // ends with backgroundOpenFinished(). Until then the document and the run are the previous
    // ones, whole; the new scenario, its file and its run replace them together. The latest request
    // wins: another open (in the background or not), an edit, an undo or a restore abandons it,
    // and a recording an edit or undo started is abandoned by the next one the same way.
    void openInBackground(const QString& path);
    // The same with a recording already started (the program starts it before building the window);
    // the document takes it over.
    void openInBackground(BackgroundRecording* recording);
    // Whether a background open or a rerun is still recording, and whether it is a rerun.
    bool recording() const { return recording_ != nullptr; }
    bool rerunning() const { return recording_ != nullptr && rerun_.has_value(); }
    // Blocks until a background open or a rerun is done and finishes it at once (its signals
    // included); false with its *error when it failed. True when there is none.
    // Abandons a background open (the import's Cancel): the document stays as it was.
    void cancelRecording() { abandonRecording(); }
    // The mail log replay the document's run comes from: set by a background import of mail logs
    // (BackgroundRecording::importsLogs; the document has no file then, and is unsaved), cleared by
    // anything else that runs a scenario (an edit, an undo or a redo included: its run is no longer
    // the log's).
    const std::shared_ptr<const MaillogReplay>& replay() const { return replay_; }
    bool waitForRecording(QString* error);
    bool create(const Scenario& scenario, QString* error); // new: no file yet, modified
    // An edit: changed is checked (false with the rule in *error, nothing changed), becomes the
    // document's scenario with the lesson's bookmarks past its end dropped, and reruns at the same
    // position; undoable as text ("Edit scenario"). The undo step keeps the parts that changed.
    bool edit(const Scenario& changed, const QString& text, QString* error);
    bool edit(const Scenario& changed, QString* error) { return edit(changed, tr("Edit scenario"), error); }
    // A parameter edit: the scenario's main.cf settings become these (each value checked as the
    // panel takes it; the rest is checked as it reruns). Undoable as text ("Set NAME = VALUE").
    // parameter: the one parameter it changes, or empty when it changes several; edits of one
    // parameter that follow each other merge into one step, and those that come back to the
    // value before them leave no step.
    void setMainCf(std::vector<ParameterSetting> mainCf, const QString& text, const QString& parameter);
    // An imported scenario, checked as edit() checks, replaces this one from the start of its run,
    // without a file (Save asks where: an input is never overwritten); undoable as text, which
    // gives the file back.
    bool replace(Scenario imported, const QString& text, QString* error);
    bool saveAs(const QString& path, QString* error); // written, now the document's file, clean
    // A recovered scenario text: runs it, keeps path as the file Save writes to, modified.
    bool restore(const QByteArray& text, const QString& path, QString* error);
    bool save(QString* error) { return saveAs(filePath_, error); } // requires a filePath()

    // Where the document is saved: what an import changes besides the scenario.
    struct FileState {
        QString filePath;
        QString sourceName;
        bool recovered = false;
    };
    // How the scenario came to change: an edit pushed, an undo, a redo; or put back as it was
    // run after a failed rerun.
    enum class Change { Edit, Undo, Redo, Settle };
    // Exchanges delta's parts (and file's, when given) with the document's and reruns the result
    // (from the start when the file changes); for ScenarioEditCommand's undo and redo.
    void exchange(ScenarioDelta& delta, std::optional<FileState>& file, Change change);

Q_SIGNALS:
    void changed(); // the scenario, the file, the name or the modified flag changed
    // A file or an example now fills the document: open() succeeded, or a background open finished
    // (after changed(), before backgroundOpenFinished).
    void opened();
    // The scenario itself changed (an open, an edit, an undo or redo), before its run does.
    void scenarioChanged();
    // An edit, undo or redo could not run its scenario: the change was taken back.
    void stateFailed(const QString& error);
    // A background open or a rerun began recording (recordingChanged(true)), or ended: finished,
    // failed or abandoned (false; after backgroundOpenFinished when an open finished or failed).
    void recordingChanged(bool recording);
    // A background open is done: the document now holds path's scenario and run (ok), or holds
    // what it held and *error says why the file was not opened. Not sent when it was abandoned.
    void backgroundOpenFinished(const QString& path, bool ok, const QString& error);
    // replay() changed (after the run it belongs to is in place).
    void replayChanged();

private:
    friend class ScenarioDocumentProbe; // tests/ui: whether it has a scenario, the file recording

    bool run(const Scenario& scenario, const QString& sourceName, QString* error);
    void startHistory(bool clean);
    void becameFile(const QString& path);
    // Changes the scenario by delta (and the file by file), pushed as one undo step.
    void pushEdit(ScenarioDelta delta, std::optional<FileState> file, const QString& mergeKey,
                  const QString& text);
    // Records the scenario again on a worker, at the current position or from the start.
    void rerun(Change change, bool fromStart);
    void startRecording(BackgroundRecording* recording, std::optional<Change> rerun);
    void finishRecording();
    void rerunFailed(Change change, const QString& error);
    void abandonRecording();
    void setReplay(std::shared_ptr<const MaillogReplay> replay);

    SimulationController* controller_;
    QUndoStack* undoStack_;
    Scenario scenario_;
    bool hasScenario_ = false;
    QString filePath_;
    QString sourceName_;
    bool recovered_ = false;
    BackgroundRecording* recording_ = nullptr;    // a background open or rerun under way (a child)
    std::optional<Change> rerun_;                 // what recording_ reruns; none for an open
    bool reverting_ = false;                      // a failed change is taken back: no rerun
    std::shared_ptr<const MaillogReplay> replay_; // an imported log's (replay())
};

} // namespace qmgrlab::ui
