// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioDocument: the scenario as a document, in one place: the scenario itself, the file Save
// writes to (empty for an example or a new scenario), the name the title bar shows, and whether
// there are unsaved changes. Opening, creating, editing, importing and saving go through it, and
// the SimulationController runs what it holds. Every edit (the editor, the parameters panel, an
// import) is a command on its undo stack: Edit > Undo reruns the scenario as it was before, and the
// modified flag is the stack's distance from the state last opened or saved (its clean index).
#pragma once

#include "core/scenario/Scenario.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QStringList>
#include <memory>

class QUndoStack;

namespace qmgrlab::ui {

class BackgroundRecording;
class MaillogReplay;
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

    bool hasScenario() const { return hasScenario_; }
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

    // Each returns false with a one-line *error and leaves the document as it was. Opening,
    // creating and restoring start a new history (the undo stack is cleared).
    bool open(const QString& path, QString* error); // a file or ":/examples/NAME.json"
    // Opens a file the same way, but reads and records it on a worker thread: returns at once and
    // ends with backgroundOpenFinished(). Until then the document and the run are the previous
    // ones, whole; the new scenario, its file and its run replace them together. The latest request
    // wins: another open (in the background or not), an edit, an undo or a restore abandons it.
    void openInBackground(const QString& path);
    // The same with a recording already started (the program starts it before building the window);
    // the document takes it over.
    void openInBackground(BackgroundRecording* recording);
    // Whether a background open is still recording, and its file.
    bool recording() const { return recording_ != nullptr; }
    // Abandons a background open (the import's Cancel): the document stays as it was.
    void cancelRecording() { abandonRecording(); }
    // The mail log replay the document's run comes from: set by a background import of mail logs
    // (BackgroundRecording::importsLogs; the document has no file then, and is unsaved), cleared by
    // anything else that runs a scenario (an edit included: its run is no longer the log's).
    const std::shared_ptr<const MaillogReplay>& replay() const { return replay_; }
    QString recordingPath() const;
    // Blocks until a background open is done and finishes it at once (its signal included);
    // false with its *error when it failed. True when there is none.
    bool waitForRecording(QString* error);
    bool create(const Scenario& scenario, QString* error); // new: no file yet, modified
    // An edit: reruns changed at the same position, with the lesson's bookmarks past its end
    // dropped; undoable as text ("Set default_delivery_slot_cost = 3").
    bool edit(const Scenario& changed, const QString& text, QString* error);
    bool edit(const Scenario& changed, QString* error) { return edit(changed, tr("Edit scenario"), error); }
    // An imported scenario replaces this one from the start of its run, without a file (Save asks
    // where: an input is never overwritten); undoable as text, which gives the file back.
    bool replace(const Scenario& imported, const QString& text, QString* error);
    bool saveAs(const QString& path, QString* error); // written, now the document's file, clean
    // A recovered scenario text: runs it, keeps path as the file Save writes to, modified.
    bool restore(const QByteArray& text, const QString& path, QString* error);
    bool save(QString* error) { return saveAs(filePath_, error); } // requires a filePath()

    // What an edit command puts back: the scenario and, for an import, where it is saved.
    struct State {
        Scenario scenario;
        QString filePath;
        QString sourceName;
        bool recovered = false;
    };
    State state() const { return {scenario_, filePath_, sourceName_, recovered_}; }
    // Runs state's scenario (at the same position, or from the start when withFile) and takes
    // its file too when withFile; for ScenarioEditCommand's undo and redo.
    void applyState(const State& state, bool withFile);

Q_SIGNALS:
    void changed(); // the scenario, the file, the name or the modified flag changed
    // A file or an example now fills the document: open() succeeded, or a background open finished
    // (after changed(), before backgroundOpenFinished).
    void opened();
    // An undo or redo could not run its scenario (the run stays as it was).
    void stateFailed(const QString& error);
    // A background open began recording (recordingChanged(true)), or ended: finished, failed or
    // abandoned (false; after backgroundOpenFinished when it finished or failed).
    void recordingChanged(bool recording);
    // A background open is done: the document now holds path's scenario and run (ok), or holds
    // what it held and *error says why the file was not opened. Not sent when it was abandoned.
    void backgroundOpenFinished(const QString& path, bool ok, const QString& error);
    // replay() changed (after the run it belongs to is in place).
    void replayChanged();

private:
    bool run(const Scenario& scenario, const QString& sourceName, bool keepPosition, QString* error);
    void startHistory(bool clean);
    void becameFile(const QString& path);
    void finishRecording();
    void abandonRecording();
    void setReplay(std::shared_ptr<const MaillogReplay> replay);

    SimulationController* controller_;
    QUndoStack* undoStack_;
    Scenario scenario_;
    bool hasScenario_ = false;
    QString filePath_;
    QString sourceName_;
    bool recovered_ = false;
    BackgroundRecording* recording_ = nullptr; // a background open under way (a child)
    std::shared_ptr<const MaillogReplay> replay_;
};

} // namespace qmgrlab::ui
