// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: the teaching GUI's frame, which assembles the pieces: the menus, the controls
// toolbar with the PlaybackBar's actions and the scrubber on the position bar, the views in
// docks that WindowLayouts arranges (Explore, Lecture) and the View menu shows and hides, the
// scenario document's actions (DocumentActions: files, examples, undo and redo), the status
// bar with time, step and counters, the What if?, Sweep and export windows, dark mode and one
// zoom for every view.
#pragma once

#include "ui/common/WindowLayout.h"

#include <QMainWindow>
#include <QString>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QToolBar;

namespace qmgrlab::ui {

class BackgroundRecording;
class DocumentActions;
class LessonPanel;
class NarrationView;
class ParametersPanel;
class PlaybackBar;
class RecoveryStore;
class ScenarioDocument;
class SimulationController;
class WindowLayouts;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    SimulationController* controller() const { return controller_; }
    LessonPanel* lessonPanel() const { return lesson_; }
    ScenarioDocument* document() const { return document_; }

    // Opens a scenario file or an embedded example (":/examples/..."); on failure shows the
    // error and keeps the current scenario.
    bool openPath(const QString& path);
    // Opens it with its run recorded on a worker thread (DocumentActions::openPathInBackground):
    // the window shows the previous run (or none) with a busy cursor and "Recording…" in the
    // status bar until the new one replaces it whole. The one taking a recording already started
    // is the program's: it starts the recording before it builds the window.
    void openPathInBackground(const QString& path);
    void openInBackground(BackgroundRecording* recording);
    // File > Import mail log with these logs (DocumentActions::importLogs).
    void importLogs(const QStringList& logs);

    // The interactive program remembers the window between sessions (geometry, docks, dark
    // mode, zoom, layout, speed, recent files); screenshots and tests do not call this.
    void restoreSettings();
    // Offers back the unsaved work of a process that ended without closing (when prompts are
    // allowed): a dialog lists the recovery files to restore or discard.
    void offerRecovery();

    // A newcomer's first start: a short welcome (what qmgrlab is, where to start), once; the
    // interactive program calls it, tests and screenshots do not (Help > Welcome shows it).
    void offerWelcome();
    void showWelcome();

public Q_SLOTS:
    void setDarkMode(bool dark);
    // The application font at factor × its base size (Zoom), the toolbar icons with it.
    void setZoom(double factor);
    // Saves the current layout's docks and toolbars, then restores the other's (or arranges
    // it the first time).
    void setWindowLayout(WindowLayout layout);
    void faster();
    void slower();

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    // A tab bar the window makes for tabbed docks shows its names whole ("Destinations", not
    // "Desti…") and scrolls when they do not fit.
    void childEvent(QChildEvent* event) override;

private:
    friend class MainWindowProbe; // tests/ui: its views, its last error and its layout

    void createActions();
    void createMenus();
    void createToolBars();
    void createDocks();
    void createStatusBar();
    QDockWidget* addDock(QWidget* view, const QString& title, const QString& name, Qt::DockWidgetArea area);
    void fitControlsBar();

    void compareVariant();
    void openSweep();
    void openReplay(); // Scenario > Logged vs simulated…: an imported mail log against its replay
    void exportTimeline();
    void exportWindowImage();
    void exportMaillog();
    void exportLesson(); // File > Export lesson…: the lesson's PDF handout
    void exportCourse(); // File > Export course handout…: every lesson's, in the course's order
    void showKeys();
    void showAbout();

    void onRunChanged();
    void updateStatus();
    void updateTitle();
    void showError(const QString& what, const QString& detail);
    void saveSettings() const;

    SimulationController* controller_;
    ScenarioDocument* document_; // the scenario, its file, its unsaved changes and their undo
    RecoveryStore* recovery_;    // autosaves unsaved changes for crash recovery
    DocumentActions* documentActions_;
    PlaybackBar* playback_;
    WindowLayouts* layouts_ = nullptr;
    QString lastError_;
    bool settingsEnabled_ = false;

    NarrationView* narration_ = nullptr;
    ParametersPanel* parameters_ = nullptr;
    LessonPanel* lesson_ = nullptr;
    QToolBar* controlsBar_ = nullptr;
    QToolBar* positionBar_ = nullptr;

    QAction* exportTimelineAction_ = nullptr;
    QAction* exportWindowAction_ = nullptr;
    QAction* exportMaillogAction_ = nullptr;
    QAction* quitAction_ = nullptr;
    QAction* compareAction_ = nullptr;
    QAction* sweepAction_ = nullptr;
    QAction* replayAction_ = nullptr;
    QAction* darkAction_ = nullptr;
    QAction* fullScreenAction_ = nullptr;
    QAction* zoomInAction_ = nullptr;
    QAction* zoomOutAction_ = nullptr;
    QAction* zoomResetAction_ = nullptr;

    QLabel* statusTime_ = nullptr;
    QLabel* statusStep_ = nullptr;
    QLabel* statusCounts_ = nullptr;
};

} // namespace qmgrlab::ui
