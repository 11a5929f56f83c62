// SPDX-License-Identifier: GPL-3.0-or-later
// DocumentActions: what the File, Edit, Examples and Scenario menus do with the scenario
// document: new, open, open recent, the examples, import a server, import mail logs (read and
// replayed on a worker thread behind a progress dialog with Cancel), save and save as (unsaved
// changes never lost silently: asked about, autosaved for crash recovery and offered back),
// edit the scenario, and undo and redo of every edit (Ctrl+Z, Ctrl+Shift+Z). The main window
// places the actions and shows the errors and messages these report.
#pragma once

#include "ui/scenario/RecentFiles.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <optional>

class QAction;
class QMenu;
class QMenuBar;
class QSettings;
class QWidget;

namespace qmgrlab::ui {

class BackgroundRecording;
class RecoveryStore;
class ScenarioDocument;

class DocumentActions : public QObject {
    Q_OBJECT
public:
    // The actions are window's (their keys work wherever the focus is); dialogs open over it.
    DocumentActions(ScenarioDocument* document, RecoveryStore* recovery, QWidget* window);

    QAction* openAction() const { return open_; }
    QAction* editScenarioAction() const { return editScenario_; }
    QAction* undoAction() const { return undo_; }
    QAction* redoAction() const { return redo_; }

    // New, Open, Open Recent, Import server, Import mail log, Save, Save as.
    void addFileActions(QMenu* file);
    void addEditActions(QMenu* edit); // Undo, Redo
    QMenu* addExamplesMenu(QMenuBar* bar);

    // Opens a scenario file or an embedded example (":/examples/..."); on failure reports the
    // error and keeps the current scenario.
    bool openPath(const QString& path);
    // The same, read and recorded on a worker thread (ScenarioDocument::openInBackground): the
    // status bar says so meanwhile; the end is reported as openPath reports it. The File menu's
    // Open and Open Recent, and the program's own scenario, open this way.
    void openPathInBackground(const QString& path);
    void openInBackground(BackgroundRecording* recording); // one already started; taken over
    // File > Import mail log with these logs: starts the import and shows its progress (a
    // window-modal dialog with Cancel) until it ends or is cancelled. year: of the first line,
    // for time stamps without one (the menu asks it); nothing: the reader's default.
    void importLogs(const QStringList& logs, std::optional<int> year = std::nullopt);
    // True when there are no unsaved changes, or they were saved, or the user discards them.
    bool maybeSave();
    bool save();
    bool saveAs();
    // Offers back the unsaved work of a process that ended without closing (when prompts are
    // allowed): a dialog lists the recovery files to restore or discard.
    void offerRecovery();

    void loadRecentFiles(const QSettings& settings);
    void saveRecentFiles(QSettings& settings) const;

Q_SIGNALS:
    void failed(const QString& what, const QString& detail); // shown by the window
    void message(const QString& text, int timeoutMs);        // for the status bar

private:
    void newScenario();
    void openFile();
    void importServer();
    void importMaillog();
    void openExample(const QString& path);
    bool saveTo(const QString& path);
    void editScenario();
    void rememberRecentFile(const QString& path);
    void onBackgroundOpenFinished(const QString& path, bool ok, const QString& error);
    void updateRecentMenu();
    void updateUndoActions();
    void onRunChanged();

    ScenarioDocument* document_;
    RecoveryStore* recovery_;
    QWidget* window_;
    RecentFiles recentFiles_;
    QMenu* recentMenu_ = nullptr;
    bool backgroundOpen_ = false; // a background open of these actions is under way
    bool importOpen_ = false;     // ... and it imports mail logs
    bool rerunShown_ = false;     // the status bar says that a rerun records
    QAction* new_;
    QAction* open_;
    QAction* import_;
    QAction* importMaillog_;
    QAction* save_;
    QAction* saveAs_;
    QAction* editScenario_;
    QAction* undo_;
    QAction* redo_;
};

} // namespace qmgrlab::ui
