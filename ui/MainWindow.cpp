// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: builds the actions, menus, toolbars, docks and status bar around the
// controller, and handles scenario files, examples, exports and the appearance toggles.
#include "ui/MainWindow.h"

#include "core/run/Inspector.h"
#include "ui/SimulationController.h"
#include "ui/common/AboutText.h"
#include "ui/common/ControlIcons.h"
#include "ui/common/ExportPath.h"
#include "ui/common/LanguageMenu.h"
#include "ui/common/SettingsKeys.h"
#include "ui/common/Theme.h"
#include "ui/common/WelcomeDialog.h"
#include "ui/common/WindowSize.h"
#include "ui/common/Zoom.h"
#include "ui/compare/CompareWindow.h"
#include "ui/deferred/DeferredQueueView.h"
#include "ui/destinations/DestinationsView.h"
#include "ui/joblist/JobListView.h"
#include "ui/lesson/BookmarkLossQuestion.h"
#include "ui/lesson/LessonPanel.h"
#include "ui/narration/NarrationView.h"
#include "ui/narration/Narrator.h"
#include "ui/parameters/ParametersPanel.h"
#include "ui/pools/RecipientPoolView.h"
#include "ui/predict/PredictPanel.h"
#include "ui/scenario/ExamplesCatalog.h"
#include "ui/scenario/ImportServerDialog.h"
#include "ui/scenario/RecentFiles.h"
#include "ui/scenario/RecoveryDialog.h"
#include "ui/scenario/RecoveryStore.h"
#include "ui/scenario/ScenarioDocument.h"
#include "ui/scenario/ScenarioEditor.h"
#include "ui/sweep/SweepWindow.h"
#include "ui/timeline/TimelineExportDialog.h"
#include "ui/timeline/TimelineExporter.h"
#include "ui/timeline/TimelineView.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSaveFile>
#include <QScrollArea>
#include <QSet>
#include <QSettings>
#include <QSlider>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <array>
#include <cmath>

namespace qmgrlab::ui {

namespace {

// Steps per second offered while playing: from one decision every four seconds (for
// explaining each one) to 200 a second; fast mode goes beyond, without animation.
constexpr std::array<double, 11> kSpeeds = {0.25, 0.5, 1, 2, 4, 8, 16, 32, 64, 100, 200};
constexpr int kIconSize = 32;
constexpr double kIconZoomLimit = 1.25;
// The Lecture layout's right column (narration and the tabbed-away views), of the window's width.
constexpr double kLectureNarrationWidth = 0.37;
// Height the Lecture layout's timeline gets beyond its minimum, in pixels.
constexpr int kLectureTimelineSlack = 8;
// The Lecture layout's job list is sized to show this many jobs at most without scrolling.
constexpr int kLectureJobsShown = 6;
// ... and for this many at least when a lecture about the agents wants the timeline's height.
constexpr int kLectureJobsKept = 3;
// The Explore layout's first arrangement: the job lists' share of the height under the bars
// (the timeline keeps the rest, so its band stays readable at 1280x720).
constexpr double kExploreJobListHeight = 0.45;

QString speedLabel(double speed) {
    return speed < 1 ? MainWindow::tr("%1 steps/s (one every %2 s)").arg(speed).arg(1 / speed)
                     : MainWindow::tr("%1 steps/s").arg(speed);
}

int nearestSpeedIndex(double speed) {
    int best = 0;
    for (int i = 1; i < static_cast<int>(kSpeeds.size()); ++i) {
        if (std::abs(std::log(kSpeeds[i] / speed)) < std::abs(std::log(kSpeeds[best] / speed))) {
            best = i;
        }
    }
    return best;
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), controller_(new SimulationController(this)),
      document_(new ScenarioDocument(controller_, this)), recovery_(new RecoveryStore(document_, this)) {
    setWindowIcon(QIcon(QStringLiteral(":/icons/qmgrlab.svg")));
    setDockNestingEnabled(true);

    createActions();
    createZoomAndLayoutActions();
    updateControlIcons();
    createToolBars();
    auto* timeline = new TimelineView(controller_);
    setCentralWidget(timeline);
    createDocks();
    connect(timeline, &TimelineView::transportChanged, this, &MainWindow::followTimelineTransport);
    createMenus();
    createStatusBar();

    connect(controller_, &SimulationController::runChanged, this, &MainWindow::onRunChanged);
    connect(controller_, &SimulationController::positionChanged, this, &MainWindow::onPositionChanged);
    connect(controller_, &SimulationController::playingChanged, this, &MainWindow::onPlayingChanged);
    connect(controller_, &SimulationController::speedChanged, this, &MainWindow::onSpeedChanged);
    connect(controller_, &SimulationController::fastModeChanged, fastModeAction_, &QAction::setChecked);
    connect(document_, &ScenarioDocument::changed, this, &MainWindow::updateTitle);
    connect(recovery_, &RecoveryStore::autosaveFailed, this,
            [this](const QString& message) { showError(tr("Unsaved changes were not autosaved"), message); });
    onRunChanged();
    resizeWithinScreen(this, QSize(1600, 1000));
}

MainWindow::~MainWindow() = default;

bool MainWindow::promptsAllowed() {
    return QGuiApplication::platformName() != QLatin1String("offscreen") &&
           !qEnvironmentVariableIsSet("QMGRLAB_NO_PROMPTS");
}

void MainWindow::createActions() {
    const auto make = [this](const QString& text, const QList<QKeySequence>& keys, auto slot) {
        auto* action = new QAction(text, this);
        action->setShortcuts(keys);
        if (!keys.isEmpty()) {
            action->setToolTip(tr("%1 (%2)").arg(QString(text).remove(QLatin1Char('&')),
                                                 keys.front().toString(QKeySequence::NativeText)));
        }
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        return action;
    };
    SimulationController* c = controller_;

    newAction_ = make(tr("&New scenario…"), {QKeySequence::New}, [this] { newScenario(); });
    openAction_ = make(tr("&Open…"), {QKeySequence::Open}, [this] { openFile(); });
    openAction_->setIcon(style()->standardIcon(QStyle::SP_DialogOpenButton));
    saveAction_ = make(tr("&Save"), {QKeySequence::Save}, [this] { save(); });
    saveAsAction_ = make(tr("Save &as…"), {QKeySequence::SaveAs}, [this] { saveAs(); });
    exportTimelineAction_ =
        make(tr("&Export timeline…"), {QKeySequence(tr("Ctrl+Shift+E"))}, [this] { exportTimeline(); });
    exportWindowAction_ = make(tr("Export &window image…"), {}, [this] { exportWindowImage(); });
    quitAction_ = make(tr("&Quit"), {QKeySequence::Quit}, [this] { close(); });
    editAction_ = make(tr("&Edit scenario…"), {QKeySequence(tr("Ctrl+E"))}, [this] { editScenario(); });
    compareAction_ = make(tr("&What if? Compare with a variant…"), {QKeySequence(tr("Ctrl+K"))},
                          [this] { compareVariant(); });
    compareAction_->setIconText(tr("What if?"));
    sweepAction_ = make(tr("S&weep parameters…"), {}, [this] { openSweep(); });

    startAction_ = make(tr("Start"), {QKeySequence(Qt::Key_Home)}, [c] { c->jumpToStart(); });
    previousDecisionAction_ =
        make(tr("Previous decision"), {QKeySequence(Qt::SHIFT | Qt::Key_Left), QKeySequence(Qt::Key_PageUp)},
             [c] { c->previousDecision(); });
    stepBackAction_ = make(tr("Step back"), {QKeySequence(Qt::Key_Left)}, [c] { c->stepBack(); });
    playAction_ = make(tr("Play"), {QKeySequence(Qt::Key_Space)}, [c] { c->togglePlay(); });
    stepForwardAction_ = make(tr("Step"), {QKeySequence(Qt::Key_Right)}, [c] { c->stepForward(); });
    nextDecisionAction_ =
        make(tr("Next decision"), {QKeySequence(Qt::SHIFT | Qt::Key_Right), QKeySequence(Qt::Key_PageDown)},
             [c] { c->nextDecision(); });
    endAction_ = make(tr("End"), {QKeySequence(Qt::Key_End)}, [c] { c->jumpToEnd(); });
    fasterAction_ =
        make(tr("Faster"), {QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)}, [this] { faster(); });
    slowerAction_ = make(tr("Slower"), {QKeySequence(Qt::Key_Minus)}, [this] { slower(); });
    fastModeAction_ = make(tr("Fast mode"), {QKeySequence(tr("F"))}, [c](bool on) { c->setFastMode(on); });
    fastModeAction_->setCheckable(true);
    fastModeAction_->setToolTip(tr("Fast mode: as fast as possible, no animation (F)"));
    predictAction_ =
        make(tr("&Predict mode"), {QKeySequence(tr("P"))}, [c](bool on) { c->setPredictMode(on); });
    predictAction_->setCheckable(true);

    darkAction_ = make(tr("&Dark mode"), {QKeySequence(tr("Ctrl+D"))}, [this](bool on) { setDarkMode(on); });
    darkAction_->setCheckable(true);
    fullScreenAction_ = make(tr("&Full screen"), {QKeySequence(Qt::Key_F11)},
                             [this](bool on) { on ? showFullScreen() : showNormal(); });
    fullScreenAction_->setCheckable(true);
}

void MainWindow::createZoomAndLayoutActions() {
    const auto make = [this](const QString& text, const QList<QKeySequence>& keys, auto slot) {
        auto* action = new QAction(text, this);
        action->setShortcuts(keys);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        return action;
    };
    zoomInAction_ = make(tr("Zoom &in"), {QKeySequence::ZoomIn, QKeySequence(tr("Ctrl+="))},
                         [this] { setZoom(Zoom::stepIn(Zoom::factor())); });
    zoomOutAction_ =
        make(tr("Zoom &out"), {QKeySequence::ZoomOut}, [this] { setZoom(Zoom::stepOut(Zoom::factor())); });
    zoomResetAction_ = make(tr("&Reset zoom"), {QKeySequence(tr("Ctrl+0"))}, [this] { setZoom(1.0); });
    lectureAction_ = make(tr("&Lecture"), {QKeySequence(tr("Ctrl+Shift+L"))},
                          [this] { setWindowLayout(WindowLayout::Lecture); });
    exploreAction_ = make(tr("&Explore"), {QKeySequence(tr("Ctrl+Shift+X"))},
                          [this] { setWindowLayout(WindowLayout::Explore); });
    auto* layouts = new QActionGroup(this);
    for (QAction* action : {lectureAction_, exploreAction_}) {
        action->setCheckable(true);
        layouts->addAction(action);
    }
    exploreAction_->setChecked(true);
}

void MainWindow::addZoomAndLayoutMenus(QMenu* view) {
    view->addActions({zoomInAction_, zoomOutAction_, zoomResetAction_});
    QMenu* layout = view->addMenu(tr("La&yout"));
    layout->addActions({lectureAction_, exploreAction_});
}

void MainWindow::updateControlIcons() {
    const QColor colour = palette().color(QPalette::ButtonText);
    const QColor accent = Theme::of(palette()).accent();
    using Kind = ControlIcons::Kind;
    startAction_->setIcon(ControlIcons::icon(Kind::Start, colour));
    previousDecisionAction_->setIcon(ControlIcons::icon(Kind::PreviousDecision, colour));
    stepBackAction_->setIcon(ControlIcons::icon(Kind::StepBack, colour));
    playAction_->setIcon(ControlIcons::icon(controller_->playing() ? Kind::Pause : Kind::Play, accent));
    stepForwardAction_->setIcon(ControlIcons::icon(Kind::Step, colour));
    nextDecisionAction_->setIcon(ControlIcons::icon(Kind::NextDecision, colour));
    endAction_->setIcon(ControlIcons::icon(Kind::End, colour));
}

void MainWindow::changeEvent(QEvent* event) {
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && startAction_ != nullptr) {
        updateControlIcons();
    }
    if (event->type() == QEvent::FontChange && controlsBar_ != nullptr) {
        fitControlsBar();
    }
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    fitControlsBar();
}

// Labels under the icons when the whole toolbar fits the window's width, icons alone (their
// names in the tooltips) when it does not: no action ever falls into the overflow menu.
void MainWindow::fitControlsBar() {
    controlsBar_->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
    if (controlsBar_->sizeHint().width() > width())
        controlsBar_->setToolButtonStyle(Qt::ToolButtonIconOnly);
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(newAction_);
    file->addAction(openAction_);
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    updateRecentMenu();
    file->addAction(tr("&Import server…"), this, &MainWindow::importServer);
    file->addAction(saveAction_);
    file->addAction(saveAsAction_);
    file->addSeparator();
    file->addAction(exportTimelineAction_);
    file->addAction(exportWindowAction_);
    file->addSeparator();
    file->addAction(quitAction_);

    examplesMenu_ = menuBar()->addMenu(tr("E&xamples"));
    for (const ExampleScenario& example : ExamplesCatalog::examples()) {
        QAction* action = examplesMenu_->addAction(example.title);
        action->setToolTip(example.fileName);
        action->setStatusTip(example.fileName);
        const QString path = example.path;
        connect(action, &QAction::triggered, this, [this, path] { openExample(path); });
    }
    examplesMenu_->setToolTipsVisible(true);

    QMenu* edit = menuBar()->addMenu(tr("&Scenario"));
    edit->addAction(editAction_);
    edit->addAction(compareAction_);
    edit->addAction(sweepAction_);

    QMenu* simulation = menuBar()->addMenu(tr("S&imulation"));
    simulation->addActions({playAction_, stepForwardAction_, stepBackAction_, nextDecisionAction_,
                            previousDecisionAction_, startAction_, endAction_});
    simulation->addSeparator();
    simulation->addActions({fasterAction_, slowerAction_, fastModeAction_});
    simulation->addSeparator();
    simulation->addAction(predictAction_);
    simulation->addActions(
        {lesson_->lessonModeAction(), lesson_->nextBookmarkAction(), lesson_->previousBookmarkAction()});

    viewMenu_ = menuBar()->addMenu(tr("&View"));
    for (QDockWidget* dock : findChildren<QDockWidget*>()) {
        viewMenu_->addAction(dock->toggleViewAction());
    }
    // The keyboard's way into a view: shown, raised above its tabs and given the focus.
    QMenu* goTo = viewMenu_->addMenu(tr("&Go to"));
    goTo->setObjectName(QStringLiteral("goToMenu"));
    for (QDockWidget* dock : findChildren<QDockWidget*>()) {
        goTo->addAction(QLatin1Char('&') + dock->windowTitle(), this, [dock] {
            dock->show();
            dock->raise();
            dock->widget()->setFocus(Qt::ShortcutFocusReason);
        });
    }
    viewMenu_->addSeparator();
    if (auto* timeline = qobject_cast<TimelineView*>(centralWidget()))
        viewMenu_->addActions(
            {timeline->hideFutureAction(), timeline->fitWholeAction(), timeline->fitSoFarAction()});
    viewMenu_->addActions({darkAction_, fullScreenAction_});
    viewMenu_->addSeparator();
    addZoomAndLayoutMenus(viewMenu_);
    viewMenu_->addMenu(new LanguageMenu(this));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Welcome"), this, &MainWindow::showWelcome);
    help->addAction(tr("&Keyboard shortcuts"), this, &MainWindow::showKeys);
    help->addAction(tr("&About qmgrlab"), this, &MainWindow::showAbout);
}

void MainWindow::createToolBars() {
    controlsBar_ = addToolBar(tr("Controls"));
    controlsBar_->setObjectName(QStringLiteral("controlsBar"));
    controlsBar_->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
    controlsBar_->setIconSize(QSize(kIconSize, kIconSize));
    controlsBar_->setMovable(false);
    controlsBar_->addAction(openAction_);
    controlsBar_->addSeparator();
    controlsBar_->addActions({startAction_, previousDecisionAction_, stepBackAction_, playAction_,
                              stepForwardAction_, nextDecisionAction_, endAction_});
    controlsBar_->addSeparator();

    auto* speedLabelWidget = new QLabel(tr("Speed:"));
    speedLabelWidget->setContentsMargins(8, 0, 4, 0);
    controlsBar_->addWidget(speedLabelWidget);
    speedBox_ = new QComboBox;
    for (double speed : kSpeeds) {
        speedBox_->addItem(speedLabel(speed), speed);
    }
    speedBox_->setToolTip(tr("Steps per second while playing (+ and - change it)"));
    speedBox_->setAccessibleName(tr("Speed"));
    speedBox_->setFocusPolicy(Qt::NoFocus);
    speedBox_->setCurrentIndex(nearestSpeedIndex(controller_->speed()));
    connect(speedBox_, &QComboBox::activated, this,
            [this](int index) { controller_->setSpeed(speedBox_->itemData(index).toDouble()); });
    controlsBar_->addWidget(speedBox_);
    controlsBar_->addAction(fastModeAction_);
    controlsBar_->addSeparator();
    controlsBar_->addAction(compareAction_);

    addToolBarBreak();
    positionBar_ = addToolBar(tr("Position"));
    positionBar_->setObjectName(QStringLiteral("positionBar"));
    positionBar_->setMovable(false);
    auto* label = new QLabel(tr("Position:"));
    label->setContentsMargins(8, 0, 8, 0);
    positionBar_->addWidget(label);
    scrubber_ = new QSlider(Qt::Horizontal);
    scrubber_->setObjectName(QStringLiteral("scrubber"));
    scrubber_->setFocusPolicy(Qt::NoFocus);
    scrubber_->setToolTip(tr("Drag to go anywhere in the run"));
    scrubber_->setAccessibleName(tr("Position in the run"));
    scrubber_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(scrubber_, &QSlider::valueChanged, this, &MainWindow::onScrubberMoved);
    positionBar_->addWidget(scrubber_);
    scrubTime_ = new QLabel;
    scrubTime_->setContentsMargins(8, 0, 8, 0);
    positionBar_->addWidget(scrubTime_);
}

QDockWidget* MainWindow::addDock(QWidget* view, const QString& title, const QString& name,
                                 Qt::DockWidgetArea area) {
    // A scroll area lets a dock shrink below its view's minimum size, so the window fits
    // small screens and projectors; the view scrolls instead.
    auto* scroll = new QScrollArea;
    scroll->setWidget(view);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(name);
    dock->setWidget(scroll);
    dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable |
                      QDockWidget::DockWidgetFloatable);
    addDockWidget(area, dock);
    return dock;
}

void MainWindow::createDocks() {
    // The right column runs the full height: narration above, recipient pools below; the job
    // lists sit under the timeline.
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    narration_ = new NarrationView(controller_);
    parameters_ = new ParametersPanel(controller_);
    QDockWidget* narration =
        addDock(narration_, tr("Narration"), QStringLiteral("narrationDock"), Qt::RightDockWidgetArea);
    QDockWidget* parameters = addDock(parameters_, tr("Parameters (main.cf)"),
                                      QStringLiteral("parametersDock"), Qt::RightDockWidgetArea);
    QDockWidget* pools = addDock(new RecipientPoolView(controller_), tr("Recipient pools"),
                                 QStringLiteral("recipientPoolDock"), Qt::RightDockWidgetArea);
    QDockWidget* destinations = addDock(new DestinationsView(controller_), tr("Destinations"),
                                        QStringLiteral("destinationsDock"), Qt::RightDockWidgetArea);
    QDockWidget* deferred = addDock(new DeferredQueueView(controller_), tr("Deferred queue"),
                                    QStringLiteral("deferredQueueDock"), Qt::RightDockWidgetArea);
    addDock(new JobListView(controller_), tr("Job lists"), QStringLiteral("jobListDock"),
            Qt::BottomDockWidgetArea);
    splitDockWidget(narration, pools, Qt::Vertical);
    tabifyDockWidget(narration, parameters);
    QDockWidget* predict = addDock(new PredictPanel(controller_), tr("Predict"),
                                   QStringLiteral("predictDock"), Qt::RightDockWidgetArea);
    tabifyDockWidget(narration, predict);
    connect(controller_, &SimulationController::predictModeChanged, predictAction_, &QAction::setChecked);
    connect(controller_, &SimulationController::predictModeChanged, predict, [predict](bool on) {
        if (on) {
            predict->show();
            predict->raise();
        }
    });
    // Lesson mode: PageDown / PageUp go by bookmark, so the decision actions give those keys up.
    lesson_ = new LessonPanel(controller_);
    QDockWidget* lesson =
        addDock(lesson_, tr("Lesson"), QStringLiteral("lessonDock"), Qt::RightDockWidgetArea);
    tabifyDockWidget(narration, lesson);
    addActions(
        {lesson_->lessonModeAction(), lesson_->nextBookmarkAction(), lesson_->previousBookmarkAction()});
    connect(lesson_, &LessonPanel::lessonModeChanged, this, [this, lesson](bool on) {
        nextDecisionAction_->setShortcuts(on ? QList<QKeySequence>{QKeySequence(Qt::SHIFT | Qt::Key_Right)}
                                             : QList<QKeySequence>{QKeySequence(Qt::SHIFT | Qt::Key_Right),
                                                                   QKeySequence(Qt::Key_PageDown)});
        previousDecisionAction_->setShortcuts(
            on ? QList<QKeySequence>{QKeySequence(Qt::SHIFT | Qt::Key_Left)}
               : QList<QKeySequence>{QKeySequence(Qt::SHIFT | Qt::Key_Left), QKeySequence(Qt::Key_PageUp)});
        if (on) {
            controller_->setPredictMode(false);
            lesson->show();
            lesson->raise();
        }
    });
    connect(controller_, &SimulationController::predictModeChanged, lesson_, [this](bool on) {
        if (on) {
            lesson_->setLessonMode(false);
        }
    });
    tabifyDockWidget(pools, destinations);
    tabifyDockWidget(destinations, deferred);
    narration->raise();
    pools->raise();
    resizeDocks({narration}, {620}, Qt::Horizontal);
    resizeDocks({narration, pools}, {500, 500}, Qt::Vertical);
    exploreSizesPending_ = true;
}

void MainWindow::createStatusBar() {
    statusTime_ = new QLabel;
    statusStep_ = new QLabel;
    statusCounts_ = new QLabel;
    for (QLabel* label : {statusTime_, statusStep_, statusCounts_}) {
        label->setContentsMargins(12, 0, 12, 0);
        statusBar()->addPermanentWidget(label);
    }
}

void MainWindow::onRunChanged() {
    const bool hasRun = controller_->hasRun();
    for (QAction* action : {saveAction_, saveAsAction_, exportTimelineAction_, editAction_, compareAction_,
                            sweepAction_, startAction_, previousDecisionAction_, stepBackAction_, playAction_,
                            stepForwardAction_, nextDecisionAction_, endAction_}) {
        action->setEnabled(hasRun);
    }
    {
        const QSignalBlocker blocker(scrubber_);
        scrubber_->setRange(0, static_cast<int>(controller_->length()));
        scrubber_->setPageStep(std::max(1, scrubber_->maximum() / 20));
    }
    updateTitle();
    followTimelineTransport();
    applyLectureViews(false);
    onPositionChanged();
}

void MainWindow::onPositionChanged() {
    const std::size_t position = controller_->position();
    const std::size_t length = controller_->length();
    {
        const QSignalBlocker blocker(scrubber_);
        scrubber_->setValue(static_cast<int>(position));
    }
    const std::int64_t endMs =
        controller_->hasRun() && length > 0 ? controller_->run().recording().steps().back().timeMs : 0;
    scrubTime_->setText(
        tr("%1 of %2").arg(Narrator::formatTime(controller_->timeMs()), Narrator::formatTime(endMs)));
    statusTime_->setText(tr("Time %1").arg(Narrator::formatTime(controller_->timeMs())));
    statusStep_->setText(tr("Step %1 / %2").arg(position).arg(length));
    if (controller_->hasRun()) {
        const Inspector inspector(controller_->run());
        statusCounts_->setText(
            tr("Sent %1 · Deferred %2").arg(inspector.totalSent()).arg(inspector.totalDeferred()));
    } else {
        statusCounts_->clear();
    }
    const bool hasRun = controller_->hasRun();
    for (QAction* action : {startAction_, previousDecisionAction_, stepBackAction_}) {
        action->setEnabled(hasRun && position > 0);
    }
    for (QAction* action : {stepForwardAction_, nextDecisionAction_, endAction_}) {
        action->setEnabled(hasRun && position < length);
    }
}

void MainWindow::onPlayingChanged(bool playing) {
    playAction_->setText(playing ? tr("Pause") : tr("Play"));
    updateControlIcons();
    playAction_->setToolTip(tr("%1 (%2)").arg(playAction_->text(), QKeySequence(Qt::Key_Space).toString()));
}

void MainWindow::onSpeedChanged(double speed) {
    speedBox_->setCurrentIndex(nearestSpeedIndex(speed));
    statusBar()->showMessage(speedLabel(speed), 2000);
}

void MainWindow::faster() {
    const int index = nearestSpeedIndex(controller_->speed());
    controller_->setSpeed(kSpeeds[std::min(index + 1, static_cast<int>(kSpeeds.size()) - 1)]);
}

void MainWindow::slower() {
    const int index = nearestSpeedIndex(controller_->speed());
    controller_->setSpeed(kSpeeds[std::max(index - 1, 0)]);
}

void MainWindow::onScrubberMoved(int value) {
    controller_->seek(static_cast<std::size_t>(value));
}

void MainWindow::updateTitle() {
    const QString name = document_->displayName();
    setWindowTitle(name.isEmpty() ? QStringLiteral("qmgrlab") : tr("%1[*] — qmgrlab").arg(name));
    setWindowModified(document_->modified());
}

void MainWindow::showError(const QString& what, const QString& detail) {
    lastError_ = detail.isEmpty() ? what : tr("%1: %2").arg(what, detail);
    statusBar()->showMessage(lastError_, 15000);
    if (promptsAllowed()) {
        QMessageBox::warning(this, what, detail.isEmpty() ? what : detail);
    }
}

bool MainWindow::openPath(const QString& path) {
    QString error;
    if (!document_->open(path, &error)) {
        showError(tr("The scenario was not opened"), error);
        return false;
    }
    rememberRecentFile(document_->filePath());
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 5000);
    if (layout_ == WindowLayout::Lecture && isVisible())
        sizeLectureDocks(); // the job list's height follows the scenario's jobs
    return true;
}

void MainWindow::restoreSettings() {
    settingsEnabled_ = true;
    const QSettings settings;
    restoreGeometry(settings.value(SettingsKeys::kWindowGeometry).toByteArray());
    setDarkMode(settings.value(SettingsKeys::kDarkMode, false).toBool());
    const bool largeFonts = settings.value(SettingsKeys::kOldLargeFonts, false).toBool();
    setZoom(settings.value(SettingsKeys::kZoom, largeFonts ? Zoom::kLargeFonts : 1.0).toDouble());
    // Both layouts' docks; the one to show is restored, the other kept for switching.
    exploreState_ = settings.value(SettingsKeys::kWindowState).toByteArray();
    lectureState_ = settings.value(SettingsKeys::kLectureState).toByteArray();
    WindowLayout layout = WindowLayout::Explore;
    parseWindowLayout(settings.value(SettingsKeys::kLayout).toString(), &layout);
    showLayout(layout);
    controller_->setSpeed(settings.value(SettingsKeys::kSpeed, controller_->speed()).toDouble());
    recentFiles_.load(settings);
    updateRecentMenu();
}

void MainWindow::offerWelcome() {
    QSettings settings;
    if (!promptsAllowed() || settings.value(SettingsKeys::kWelcomeShown, false).toBool())
        return;
    settings.setValue(SettingsKeys::kWelcomeShown, true);
    showWelcome();
}

void MainWindow::showWelcome() {
    WelcomeDialog dialog(controller_->hasRun() && !controller_->scenario().lesson.empty(), this);
    if (dialog.exec() == QDialog::Accepted && dialog.lessonChosen())
        lesson_->setLessonMode(true);
}

void MainWindow::offerRecovery() {
    if (!promptsAllowed() || recovery_->pending().isEmpty())
        return;
    RecoveryDialog dialog(recovery_, this);
    dialog.exec();
}

void MainWindow::saveSettings() const {
    QSettings settings;
    settings.setValue(SettingsKeys::kWindowGeometry, saveGeometry());
    const bool lecture = layout_ == WindowLayout::Lecture;
    settings.setValue(SettingsKeys::kWindowState, lecture ? exploreState_ : saveState());
    if (lecture || !lectureState_.isEmpty())
        settings.setValue(SettingsKeys::kLectureState, lecture ? saveState() : lectureState_);
    settings.setValue(SettingsKeys::kLayout, windowLayoutName(layout_));
    settings.setValue(SettingsKeys::kDarkMode, darkAction_->isChecked());
    settings.setValue(SettingsKeys::kZoom, Zoom::factor());
    settings.remove(SettingsKeys::kOldLargeFonts);
    settings.setValue(SettingsKeys::kSpeed, controller_->speed());
    recentFiles_.save(settings);
}

void MainWindow::rememberRecentFile(const QString& path) {
    recentFiles_.remember(path);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu() {
    if (recentMenu_ == nullptr)
        return;
    recentMenu_->clear();
    for (const QString& path : recentFiles_.paths()) {
        QAction* action = recentMenu_->addAction(QFileInfo(path).fileName());
        action->setStatusTip(path);
        connect(action, &QAction::triggered, this, [this, path] {
            if (maybeSave())
                openPath(path);
        });
    }
    recentMenu_->setEnabled(!recentFiles_.paths().isEmpty());
}

bool MainWindow::maybeSave() {
    if (!document_->modified() || !promptsAllowed()) {
        return true;
    }
    const auto answer = QMessageBox::warning(this, tr("Unsaved changes"),
                                             tr("The scenario has changes that were not saved. Save them?"),
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save) {
        return save();
    }
    if (answer != QMessageBox::Discard)
        return false;
    recovery_->discard();
    return true;
}

void MainWindow::newScenario() {
    if (!maybeSave()) {
        return;
    }
    ScenarioEditor editor(ScenarioEditor::newScenario(), this);
    editor.setWindowTitle(tr("New scenario"));
    if (editor.exec() != QDialog::Accepted) {
        return;
    }
    QString error;
    if (!document_->create(editor.scenario(), &error)) {
        showError(tr("The scenario was not created"), error);
    }
}

void MainWindow::openFile() {
    if (!maybeSave()) {
        return;
    }
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open scenario"), QFileInfo(document_->filePath()).path(),
                                     tr("qmgrlab scenarios (*.json);;All files (*)"));
    if (!path.isEmpty()) {
        openPath(path);
    }
}

// The imported scenario opens as a new document: no file yet (Save asks where), modified.
void MainWindow::importServer() {
    if (!maybeSave()) {
        return;
    }
    ImportServerDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    QString error;
    if (!document_->create(dialog.scenario(), &error)) {
        showError(tr("The server was not imported"), error);
    }
}

void MainWindow::openExample(const QString& path) {
    if (maybeSave()) {
        openPath(path);
    }
}

bool MainWindow::save() {
    if (document_->filePath().isEmpty())
        return saveAs();
    // A recovered scenario replaces its file only when the user confirms it.
    if (document_->recovered() && promptsAllowed() &&
        QMessageBox::question(this, tr("Save recovered scenario"),
                              tr("This scenario was recovered after qmgrlab ended unexpectedly. Replace %1 "
                                 "with it?")
                                  .arg(document_->filePath())) != QMessageBox::Yes)
        return saveAs();
    return saveTo(document_->filePath());
}

bool MainWindow::saveAs() {
    QString path = QFileDialog::getSaveFileName(this, tr("Save scenario"), document_->filePath(),
                                                tr("qmgrlab scenarios (*.json)"));
    if (path.isEmpty()) {
        return false;
    }
    if (QFileInfo(path).suffix().isEmpty()) {
        path += QStringLiteral(".json");
    }
    return saveTo(path);
}

bool MainWindow::saveTo(const QString& path) {
    QString error;
    if (!document_->saveAs(path, &error)) {
        showError(tr("The scenario was not saved"), error);
        return false;
    }
    rememberRecentFile(path);
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

void MainWindow::editScenario() {
    ScenarioEditor editor(controller_->scenario(), this);
    if (editor.exec() != QDialog::Accepted) {
        return;
    }
    if (!confirmBookmarkLoss(this, controller_->bookmarksPastEnd(editor.scenario())))
        return;
    QString error;
    if (!document_->edit(editor.scenario(), &error)) {
        showError(tr("The edited scenario cannot be run"), error);
    }
}

void MainWindow::compareVariant() {
    auto* window = new CompareWindow(controller_->scenario(), controller_->sourceName(), this);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
}

void MainWindow::openSweep() {
    auto* window = new SweepWindow(controller_->scenario(), controller_->sourceName(), this);
    window->setAttribute(Qt::WA_DeleteOnClose);
    connect(window, &SweepWindow::variantRequested, this, [this](const Scenario& variant) {
        if (!maybeSave())
            return;
        QString error;
        if (!document_->create(variant, &error)) {
            showError(tr("The variant cannot be run"), error);
            return;
        }
        raise();
        activateWindow();
    });
    window->show();
}

void MainWindow::exportTimeline() {
    if (!controller_->hasRun()) {
        return;
    }
    TimelineExportDialog options(controller_->run(), this);
    if (options.exec() != QDialog::Accepted) {
        return;
    }
    const QString path = askExportPath(this, tr("Export timeline"), ExportKind::Image);
    if (path.isEmpty()) {
        return;
    }
    QString error;
    if (!qmgrlab::ui::exportTimeline(controller_->run(), options.transport(), path, options.pageSize(),
                                     &error, options.theme())) {
        showError(tr("The timeline was not exported"), error);
        return;
    }
    statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), 5000);
}

void MainWindow::exportWindowImage() {
    const QString path = askExportPath(this, tr("Export window image"), ExportKind::PngImage);
    if (path.isEmpty()) {
        return;
    }
    QString error;
    if (!saveScreenshot(path, &error)) {
        showError(tr("The window image was not exported"), error);
    }
}

bool MainWindow::saveScreenshot(const QString& path, QString* error) {
    const QImage image = grab().toImage();
    const QByteArray format = QFileInfo(path).suffix().toLatin1(); // as QImage::save(path) would
    QSaveFile file(path);
    if (image.isNull() || !file.open(QIODevice::WriteOnly) || !image.save(&file, format.constData()) ||
        !file.commit()) {
        if (error != nullptr) {
            *error = tr("%1 cannot be written: %2").arg(path, file.errorString());
        }
        return false;
    }
    return true;
}

QList<QPair<QString, QString>> MainWindow::keyList() const {
    QList<QPair<QString, QString>> rows;
    QSet<const QAction*> seen;
    const auto add = [&rows, &seen](const QAction* action) {
        if (action == nullptr || action->shortcuts().isEmpty() || seen.contains(action))
            return;
        seen.insert(action);
        QStringList keys;
        for (const QKeySequence& key : action->shortcuts())
            keys << key.toString(QKeySequence::NativeText);
        QString text = action->text().remove(QLatin1Char('&'));
        if (text.endsWith(QChar(0x2026)))
            text.chop(1);
        rows.append({keys.join(QStringLiteral(" / ")), text});
    };
    // Every menu's actions, then the window's own (lesson mode's bookmarks).
    QList<const QMenu*> menus;
    for (const QAction* top : menuBar()->actions()) {
        if (top->menu() != nullptr)
            menus.append(top->menu());
    }
    for (int i = 0; i < menus.size(); ++i) {
        for (const QAction* action : menus[i]->actions()) {
            if (action->menu() != nullptr)
                menus.append(action->menu());
            else
                add(action);
        }
    }
    for (const QAction* action : actions())
        add(action);
    // Predict mode's answers, keys of the predict panel.
    rows.append({tr("Y / N"), tr("Predict mode: answer \"does job X preempt job Y?\" with yes or no")});
    rows.append({tr("1 2 … 9 0, Enter"),
                 tr("Predict mode: choose a job by its number (2 for job 2; 1 then 2 for job 12, Enter or a "
                    "pause for job 1); a job whose name is not a number shows its key on its button")});
    return rows;
}

void MainWindow::showKeys() {
    QString rows;
    for (const auto& [keys, what] : keyList()) {
        rows += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(keys.toHtmlEscaped(), what.toHtmlEscaped());
    }
    QMessageBox box(QMessageBox::Information, tr("Keyboard shortcuts"),
                    QStringLiteral("<table cellpadding=\"3\">%1</table>").arg(rows), QMessageBox::Ok, this);
    box.setTextFormat(Qt::RichText);
    box.exec();
}

void MainWindow::showAbout() {
    QMessageBox::about(this, AboutText::title(), AboutText::html());
}

void MainWindow::setDarkMode(bool dark) {
    QApplication::setPalette((dark ? Theme::dark() : Theme::light()).palette());
    darkAction_->setChecked(dark);
}

void MainWindow::setZoom(double factor) {
    Zoom::apply(factor);
    // Icons grow with the zoom up to 125%: beyond, they are big enough to see from the back row
    // and would take the room the views need.
    const int icon = static_cast<int>(std::lround(kIconSize * std::min(Zoom::factor(), kIconZoomLimit)));
    controlsBar_->setIconSize(QSize(icon, icon));
    zoomInAction_->setEnabled(Zoom::factor() < Zoom::kMaximum);
    zoomOutAction_->setEnabled(Zoom::factor() > Zoom::kMinimum);
    fitControlsBar();
    statusBar()->showMessage(tr("Zoom %1%").arg(std::lround(Zoom::factor() * 100)), 2000);
}

void MainWindow::setWindowLayout(WindowLayout layout) {
    if (layout == layout_)
        return;
    (layout_ == WindowLayout::Lecture ? lectureState_ : exploreState_) = saveState();
    showLayout(layout);
}

// Restores the layout's saved docks and toolbars; the Lecture layout is arranged when it has
// none (Explore's first arrangement is the one createDocks made).
void MainWindow::showLayout(WindowLayout layout) {
    layout_ = layout;
    (layout == WindowLayout::Lecture ? lectureAction_ : exploreAction_)->setChecked(true);
    // The views take the layout's form first, so that the docks are restored against the
    // minimum sizes they will have.
    const bool lecture = layout == WindowLayout::Lecture;
    narration_->setLogShown(!lecture);
    qobject_cast<TimelineView*>(centralWidget())->setCompact(lecture);
    findChild<JobListView*>()->setCompact(lecture);
    const QByteArray& state = lecture ? lectureState_ : exploreState_;
    const bool restored = !state.isEmpty() && restoreState(state);
    if (!restored && lecture)
        arrangeLecture();
    if (restored && !lecture)
        exploreSizesPending_ = false; // the user's own sizes
    if (lecture) {
        // Restored dock sizes drift with the views' minimum sizes: the lecture sizes are set
        // again, the docks shown or hidden stay as they were.
        applyLectureViews(true);
        lectureSizesPending_ = true;
        if (isVisible())
            sizeLectureDocks();
        followTimelineTransport();
    }
    if (!lecture)
        applyLectureViews(false);
}

// In the Lecture layout the job list has no selector of its own: it shows the timeline's
// transport.
void MainWindow::followTimelineTransport() {
    if (layout_ != WindowLayout::Lecture)
        return;
    if (auto* timeline = qobject_cast<TimelineView*>(centralWidget()))
        findChild<JobListView*>()->selectTransport(timeline->transportName());
}

// Timeline on top, the job lists under it, the narration in a full-height right column. The
// views a lecture does not need (parameters, pools, destinations, predict) are hidden, tabbed
// with the narration when the View menu shows them again.
void MainWindow::arrangeLecture() {
    QDockWidget* narration = findChild<QDockWidget*>(QStringLiteral("narrationDock"));
    QDockWidget* jobs = findChild<QDockWidget*>(QStringLiteral("jobListDock"));
    for (QDockWidget* dock : findChildren<QDockWidget*>()) {
        dock->setFloating(false);
        if (dock == jobs) {
            addDockWidget(Qt::BottomDockWidgetArea, dock);
        } else if (dock != narration) {
            tabifyDockWidget(narration, dock);
        }
        dock->setVisible(dock == jobs || dock == narration);
    }
    narration->raise();
}

void MainWindow::applyLectureViews(bool force) {
    if (layout_ != WindowLayout::Lecture) {
        lectureViews_.reset();
        return;
    }
    const std::vector<std::string> views =
        controller_->hasRun() ? controller_->scenario().lectureViews : std::vector<std::string>{};
    if (!force && lectureViews_ == views)
        return; // a rerun of the same scenario keeps the teacher's arrangement
    lectureViews_ = views;
    const auto named = [&views](const char* name) {
        return std::find(views.begin(), views.end(), name) != views.end();
    };
    // "lanes": sizeLectureDocks gives the timeline every lane's height.
    const std::pair<const char*, const char*> docks[] = {{"destinations", "destinationsDock"},
                                                         {"pools", "recipientPoolDock"},
                                                         {"parameters", "parametersDock"}};
    QDockWidget* first = nullptr;
    for (const auto& [view, name] : docks) {
        QDockWidget* dock = findChild<QDockWidget*>(QLatin1String(name));
        if (!named(view)) {
            dock->hide();
            continue;
        }
        // Under the narration column, the second and third tabbed with the first.
        dock->setFloating(false);
        if (first == nullptr) {
            removeDockWidget(dock);
            addDockWidget(Qt::RightDockWidgetArea, dock, Qt::Vertical);
            first = dock;
        } else {
            tabifyDockWidget(first, dock);
        }
        dock->show();
    }
    if (first != nullptr) {
        first->raise();
        QDockWidget* narration = findChild<QDockWidget*>(QStringLiteral("narrationDock"));
        const int below = heightBelowBars();
        resizeDocks({narration, first}, {below / 2, below - below / 2}, Qt::Vertical);
    }
}

// The Lecture layout's dock sizes, once the window is shown and its bars have their heights:
// the narration column a third of the width; the job list the height that shows the run's jobs
// (as many as it has messages, up to kLectureJobsShown) without scrolling, at least a third of
// the height and leaving the timeline its minimum (its band, legend and one lane); the timeline
// the rest, so that a large screen gives it the height the job list does not need.
void MainWindow::sizeLectureDocks() {
    lectureSizesPending_ = false;
    QDockWidget* narration = findChild<QDockWidget*>(QStringLiteral("narrationDock"));
    QDockWidget* jobs = findChild<QDockWidget*>(QStringLiteral("jobListDock"));
    const int below = heightBelowBars();
    const int timeline = centralWidget()->minimumSizeHint().height() + kLectureTimelineSlack;
    resizeDocks({narration}, {static_cast<int>(width() * kLectureNarrationWidth)}, Qt::Horizontal);
    const int messages = controller_->hasRun() ? controller_->run().config().messageCount() : 1;
    const auto* list = findChild<JobListView*>();
    const int title = jobs->height() - jobs->widget()->height(); // the dock's title bar
    // The job list's width once the narration column has its share (the docks' sizes apply later).
    const int listWidth = static_cast<int>(width() * (1.0 - kLectureNarrationWidth));
    const int wanted = list->heightForJobs(std::clamp(messages, 1, kLectureJobsShown), listWidth) + title +
                       kLectureTimelineSlack;
    int height = std::clamp(wanted, below / 3, std::max(below / 3, below - timeline));
    // A lecture about the agents ("lecture_views": "lanes") gives the timeline every lane's
    // height where the screen has it; the job list keeps room for kLectureJobsKept cards.
    const bool lanes =
        controller_->hasRun() &&
        std::find(controller_->scenario().lectureViews.begin(), controller_->scenario().lectureViews.end(),
                  "lanes") != controller_->scenario().lectureViews.end();
    if (lanes) {
        const int allLanes =
            qobject_cast<TimelineView*>(centralWidget())->heightForAllLanes() + kLectureTimelineSlack;
        const int threeJobs =
            list->heightForJobs(kLectureJobsKept, listWidth) + title + kLectureTimelineSlack;
        height = std::min(height, std::max(threeJobs, below - allLanes));
    }
    resizeDocks({jobs}, {height}, Qt::Vertical);
}

// The height the central widget and the docks share, under the menu, tool and position bars
// and above the status bar.
int MainWindow::heightBelowBars() const {
    return height() - menuBar()->height() - controlsBar_->height() - positionBar_->height() -
           statusBar()->height();
}

// The Explore layout's first dock heights, once the window has its size: the job lists a share
// of the height under the bars, the timeline the rest.
void MainWindow::sizeExploreDocks() {
    exploreSizesPending_ = false;
    QDockWidget* jobs = findChild<QDockWidget*>(QStringLiteral("jobListDock"));
    const int below = heightBelowBars();
    resizeDocks({jobs}, {static_cast<int>(below * kExploreJobListHeight)}, Qt::Vertical);
}

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    if (lectureSizesPending_) {
        sizeLectureDocks();
        // Once more when the views have their fonts (a zoom set before showing reaches the job
        // list's cards through the event loop): the job list's height is measured in cards.
        QTimer::singleShot(0, this, [this] {
            if (layout_ == WindowLayout::Lecture)
                sizeLectureDocks();
        });
    }
    if (exploreSizesPending_ && layout_ == WindowLayout::Explore)
        sizeExploreDocks();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (maybeSave()) {
        controller_->pause();
        if (settingsEnabled_)
            saveSettings();
        recovery_->discard();
        event->accept();
    } else {
        event->ignore();
    }
}

} // namespace qmgrlab::ui
