// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: the teaching GUI's frame. Menus, a toolbar with large labelled controls and
// keyboard shortcuts to step, play and jump; a scrubber over the whole run; a status bar
// with time, step and counters; the views in docks that the View menu shows and hides;
// scenario files and examples, with unsaved changes never lost silently; exports; dark mode,
// one zoom for every view and a lecture layout for a projector.
#pragma once

#include "ui/common/WindowLayout.h"
#include "ui/scenario/RecentFiles.h"

#include <QByteArray>
#include <QMainWindow>
#include <QString>
#include <optional>
#include <string>
#include <vector>

class QAction;
class QComboBox;
class QDockWidget;
class QLabel;
class QMenu;
class QSlider;
class QToolBar;

namespace qmgrlab::ui {

class LessonPanel;
class NarrationView;
class ParametersPanel;
class RecoveryStore;
class ScenarioDocument;
class SimulationController;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    SimulationController* controller() const { return controller_; }
    NarrationView* narrationView() const { return narration_; }
    ParametersPanel* parametersPanel() const { return parameters_; }
    LessonPanel* lessonPanel() const { return lesson_; }
    ScenarioDocument* document() const { return document_; }
    RecoveryStore* recoveryStore() const { return recovery_; }

    // Opens a scenario file or an embedded example (":/examples/..."); on failure shows the
    // error and keeps the current scenario.
    bool openPath(const QString& path);
    // The last error shown to the user (for tests and headless runs).
    const QString& lastError() const { return lastError_; }

    // Renders the window to an image file.
    bool saveScreenshot(const QString& path, QString* error);

    // Whether dialogs may ask the user (not when running offscreen or with QMGRLAB_NO_PROMPTS).
    static bool promptsAllowed();

    // The interactive program remembers the window between sessions (geometry, docks, dark
    // mode, zoom, layout, speed, recent files); screenshots and tests do not call this.
    void restoreSettings();
    // Offers back the unsaved work of a process that ended without closing (when prompts are
    // allowed): a dialog lists the recovery files to restore or discard.
    void offerRecovery();

    WindowLayout windowLayout() const { return layout_; }

    // Every key the window answers to, as Help > Keyboard shortcuts lists them: (keys, what).
    QList<QPair<QString, QString>> keyList() const;

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

private:
    void createActions();
    void createZoomAndLayoutActions();
    void addZoomAndLayoutMenus(QMenu* view);
    void showLayout(WindowLayout layout);
    void arrangeLecture();
    // The views the scenario names for its lecture ("lecture_views") shown under the
    // narration, the others of them hidden ("lanes" is sizeLectureDocks' part).
    void applyLectureViews(bool force);
    void sizeLectureDocks();
    void sizeExploreDocks();
    int heightBelowBars() const;
    void followTimelineTransport();
    void fitControlsBar();
    void updateControlIcons();
    void createMenus();
    void createToolBars();
    void createDocks();
    void createStatusBar();
    QDockWidget* addDock(QWidget* view, const QString& title, const QString& name, Qt::DockWidgetArea area);

    void newScenario();
    void openFile();
    void importServer();
    void openExample(const QString& path);
    bool save();
    bool saveAs();
    bool saveTo(const QString& path);
    bool maybeSave();
    void editScenario();
    void compareVariant();
    void openSweep();
    void exportTimeline();
    void exportWindowImage();
    void exportLesson(); // File > Export lesson…: the lesson's PDF handout
    void showKeys();
    void showAbout();

    void onRunChanged();
    void onPositionChanged();
    void onPlayingChanged(bool playing);
    void onSpeedChanged(double speed);
    void onScrubberMoved(int value);
    void updateTitle();
    void showError(const QString& what, const QString& detail);
    void saveSettings() const;
    void rememberRecentFile(const QString& path);
    void updateRecentMenu();

    SimulationController* controller_;
    ScenarioDocument* document_; // file path, name and modified flag of the scenario
    RecoveryStore* recovery_;    // autosaves unsaved changes for crash recovery
    QString lastError_;
    bool updatingScrubber_ = false;

    NarrationView* narration_ = nullptr;
    ParametersPanel* parameters_ = nullptr;
    LessonPanel* lesson_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QMenu* examplesMenu_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    RecentFiles recentFiles_;
    bool settingsEnabled_ = false;
    QToolBar* controlsBar_ = nullptr;
    QToolBar* positionBar_ = nullptr;

    QAction* newAction_ = nullptr;
    QAction* openAction_ = nullptr;
    QAction* saveAction_ = nullptr;
    QAction* saveAsAction_ = nullptr;
    QAction* exportTimelineAction_ = nullptr;
    QAction* exportWindowAction_ = nullptr;
    QAction* quitAction_ = nullptr;
    QAction* editAction_ = nullptr;
    QAction* compareAction_ = nullptr;
    QAction* sweepAction_ = nullptr;
    QAction* startAction_ = nullptr;
    QAction* previousDecisionAction_ = nullptr;
    QAction* stepBackAction_ = nullptr;
    QAction* playAction_ = nullptr;
    QAction* stepForwardAction_ = nullptr;
    QAction* nextDecisionAction_ = nullptr;
    QAction* endAction_ = nullptr;
    QAction* fasterAction_ = nullptr;
    QAction* slowerAction_ = nullptr;
    QAction* fastModeAction_ = nullptr;
    QAction* predictAction_ = nullptr;
    QAction* darkAction_ = nullptr;
    QAction* zoomInAction_ = nullptr;
    QAction* zoomOutAction_ = nullptr;
    QAction* zoomResetAction_ = nullptr;
    QAction* lectureAction_ = nullptr;
    QAction* exploreAction_ = nullptr;
    QAction* fullScreenAction_ = nullptr;

    WindowLayout layout_ = WindowLayout::Explore;
    QByteArray exploreState_; // each layout's docks and toolbars while the other is shown
    QByteArray lectureState_;
    bool lectureSizesPending_ = false; // arranged while hidden: sized when shown
    // The scenario's lecture_views last arranged in the Lecture layout (applyLectureViews).
    std::optional<std::vector<std::string>> lectureViews_;
    bool exploreSizesPending_ = false; // Explore's first arrangement, sized when shown

    QComboBox* speedBox_ = nullptr;
    QSlider* scrubber_ = nullptr;
    QLabel* scrubTime_ = nullptr;
    QLabel* statusTime_ = nullptr;
    QLabel* statusStep_ = nullptr;
    QLabel* statusCounts_ = nullptr;
};

} // namespace qmgrlab::ui
