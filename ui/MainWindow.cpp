// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: creates the controller, the scenario document and the views, and puts the pieces
// together: the menus, the toolbars, the docks, the status bar; the What if?, Sweep and export
// windows; the appearance (dark mode, zoom, full screen) and the settings kept between sessions.
#include "ui/MainWindow.h"

#include "core/run/Inspector.h"
#include "core/run/RunBuilder.h"
#include "ui/SimulationController.h"
#include "ui/common/AboutText.h"
#include "ui/common/ErrorText.h"
#include "ui/common/ExportPath.h"
#include "ui/common/Glossary.h"
#include "ui/common/KeyboardHelp.h"
#include "ui/common/LanguageMenu.h"
#include "ui/common/PageWriter.h"
#include "ui/common/Prompts.h"
#include "ui/common/SettingsKeys.h"
#include "ui/common/ShortcutAction.h"
#include "ui/common/Theme.h"
#include "ui/common/WelcomeDialog.h"
#include "ui/common/WindowSize.h"
#include "ui/common/Zoom.h"
#include "ui/common/ZoomingDock.h"
#include "ui/compare/CompareWindow.h"
#include "ui/concepts/FeedbackView.h"
#include "ui/concepts/PreemptionBarView.h"
#include "ui/concepts/StructuresView.h"
#include "ui/deferred/DeferredQueueView.h"
#include "ui/destinations/DestinationsView.h"
#include "ui/joblist/JobListView.h"
#include "ui/layout/WindowLayouts.h"
#include "ui/lesson/BookmarkViews.h"
#include "ui/lesson/Course.h"
#include "ui/lesson/LessonHandoutExporter.h"
#include "ui/lesson/LessonPanel.h"
#include "ui/narration/NarrationView.h"
#include "ui/narration/Narrator.h"
#include "ui/parameters/ParametersPanel.h"
#include "ui/playback/PlaybackBar.h"
#include "ui/pools/RecipientPoolView.h"
#include "ui/predict/PredictPanel.h"
#include "ui/replay/MaillogExporter.h"
#include "ui/replay/MaillogReplay.h"
#include "ui/replay/ReplayWindow.h"
#include "ui/scenario/DocumentActions.h"
#include "ui/scenario/RecoveryStore.h"
#include "ui/scenario/ScenarioDocument.h"
#include "ui/sweep/SweepWindow.h"
#include "ui/timeline/TimelineExportDialog.h"
#include "ui/timeline/TimelineExporter.h"
#include "ui/timeline/TimelineView.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDialog>
#include <QDockWidget>
#include <QFileInfo>
#include <QGuiApplication>
#include <QKeySequence>
#include <QLabel>
#include <QLayout>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QTabBar>
#include <QToolBar>
#include <algorithm>
#include <cmath>

namespace qmgrlab::ui {

namespace {

constexpr int kIconSize = 32;
constexpr double kIconZoomLimit = 1.25;

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), controller_(new SimulationController(this)),
      document_(new ScenarioDocument(controller_, this)), recovery_(new RecoveryStore(document_, this)),
      documentActions_(new DocumentActions(document_, recovery_, this)),
      playback_(new PlaybackBar(controller_, this)) {
    setWindowIcon(QIcon(QStringLiteral(":/icons/qmgrlab.svg")));
    setDockNestingEnabled(true);

    createActions();
    createToolBars();
    setCentralWidget(new TimelineView(controller_));
    createDocks();
    createMenus();
    createStatusBar();

    connect(controller_, &SimulationController::runChanged, this, &MainWindow::onRunChanged);
    connect(controller_, &SimulationController::positionChanged, this, &MainWindow::updateStatus);
    connect(document_, &ScenarioDocument::changed, this, &MainWindow::updateTitle);
    connect(document_, &ScenarioDocument::recordingChanged, this, [this](bool recording) {
        if (recording)
            setCursor(Qt::BusyCursor); // the window still answers: the run records on a worker
        else
            unsetCursor();
    });
    connect(documentActions_, &DocumentActions::failed, this, &MainWindow::showError);
    connect(document_, &ScenarioDocument::opened, layouts_, &WindowLayouts::scenarioOpened);
    // The lecture layout and lesson mode hide the future; Explore shows it.
    const auto teaching = [this] {
        qobject_cast<TimelineView*>(centralWidget())
            ->setTeaching(layouts_->layout() == WindowLayout::Lecture ||
                          lesson_->lessonModeAction()->isChecked());
    };
    connect(layouts_, &WindowLayouts::layoutChanged, this, teaching);
    connect(lesson_, &LessonPanel::lessonModeChanged, this, teaching);
    connect(qobject_cast<TimelineView*>(centralWidget())->hideFutureAction(), &QAction::toggled, narration_,
            &NarrationView::setFutureHidden);
    connect(qobject_cast<TimelineView*>(centralWidget())->hideFutureAction(), &QAction::toggled, playback_,
            &PlaybackBar::setFutureHidden);
    connect(qobject_cast<TimelineView*>(centralWidget())->hideFutureAction(), &QAction::toggled, this,
            &MainWindow::updateStatus);
    // A replayed log's Fit starts at its first line: mail queued before the log only waited.
    connect(document_, &ScenarioDocument::replayChanged, this, [this] {
        qobject_cast<TimelineView*>(centralWidget())
            ->setFitStartMs(document_->replay() ? document_->replay()->replay().logStartMs : 0);
    });
    connect(documentActions_, &DocumentActions::message, statusBar(), &QStatusBar::showMessage);
    connect(playback_, &PlaybackBar::message, statusBar(), &QStatusBar::showMessage);
    connect(recovery_, &RecoveryStore::autosaveFailed, this,
            [this](const QString& message) { showError(tr("Unsaved changes were not autosaved"), message); });
    onRunChanged();
    // The layout's minimum size is brought up to date first: one taken while the docks were
    // still stacked, before arrangeExplore tabbed them, would make the window taller than the screen.
    layout()->activate();
    resizeWithinScreen(this, QSize(1600, 1000));
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions() {
    const auto make = [this](const QString& text, const QList<QKeySequence>& keys, auto slot) {
        QAction* action = addShortcutAction(this, text, keys);
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    exportTimelineAction_ =
        make(tr("&Export timeline…"), {QKeySequence(tr("Ctrl+Shift+E"))}, [this] { exportTimeline(); });
    exportWindowAction_ = make(tr("Export &window image…"), {}, [this] { exportWindowImage(); });
    exportMaillogAction_ = make(tr("Export mail lo&g…"), {}, [this] { exportMaillog(); });
    exportMaillogAction_->setObjectName(QStringLiteral("exportMaillogAction"));
    quitAction_ = make(tr("&Quit"), {QKeySequence::Quit}, [this] { close(); });
    compareAction_ = make(tr("&What if? Compare with a variant…"), {QKeySequence(tr("Ctrl+K"))},
                          [this] { compareVariant(); });
    compareAction_->setIconText(tr("What if?"));
    sweepAction_ = make(tr("S&weep parameters…"), {}, [this] { openSweep(); });
    replayAction_ = make(tr("&Logged vs simulated…"), {}, [this] { openReplay(); });
    replayAction_->setObjectName(QStringLiteral("replayAction"));
    replayAction_->setEnabled(false);
    connect(document_, &ScenarioDocument::replayChanged, this,
            [this] { replayAction_->setEnabled(document_->replay() != nullptr); });
    darkAction_ = make(tr("&Dark mode"), {QKeySequence(tr("Ctrl+D"))}, [this](bool on) { setDarkMode(on); });
    darkAction_->setCheckable(true);
    fullScreenAction_ = make(tr("&Full screen"), {QKeySequence(Qt::Key_F11)},
                             [this](bool on) { on ? showFullScreen() : showNormal(); });
    fullScreenAction_->setCheckable(true);
    zoomInAction_ = make(tr("Zoom &in"), {QKeySequence::ZoomIn, QKeySequence(tr("Ctrl+="))},
                         [this] { setZoom(Zoom::stepIn(Zoom::factor())); });
    zoomOutAction_ =
        make(tr("Zoom &out"), {QKeySequence::ZoomOut}, [this] { setZoom(Zoom::stepOut(Zoom::factor())); });
    zoomResetAction_ = make(tr("&Reset zoom"), {QKeySequence(tr("Ctrl+0"))}, [this] { setZoom(1.0); });
}

void MainWindow::changeEvent(QEvent* event) {
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && playback_ != nullptr) {
        playback_->updateIcons();
    }
    if (event->type() == QEvent::FontChange && controlsBar_ != nullptr) {
        fitControlsBar();
    }
}

void MainWindow::childEvent(QChildEvent* event) {
    QMainWindow::childEvent(event);
    if (event->type() != QEvent::ChildPolished)
        return;
    if (auto* bar = qobject_cast<QTabBar*>(event->child())) {
        bar->setElideMode(Qt::ElideNone);
        bar->setUsesScrollButtons(true);
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
    documentActions_->addFileActions(file);
    file->addSeparator();
    file->addAction(exportTimelineAction_);
    file->addAction(exportWindowAction_);
    file->addAction(exportMaillogAction_);
    file->addAction(tr("Export &lesson…"), this, &MainWindow::exportLesson);
    file->addAction(tr("Export &course handout…"), this, &MainWindow::exportCourse);
    file->addSeparator();
    file->addAction(quitAction_);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(QStringLiteral("editMenu"));
    documentActions_->addEditActions(edit);

    documentActions_->addExamplesMenu(menuBar());

    QMenu* scenario = menuBar()->addMenu(tr("&Scenario"));
    scenario->addAction(documentActions_->editScenarioAction());
    scenario->addAction(compareAction_);
    scenario->addAction(sweepAction_);
    scenario->addAction(replayAction_);

    QMenu* simulation = menuBar()->addMenu(tr("S&imulation"));
    simulation->addActions(playback_->menuActions());
    simulation->addSeparator();
    simulation->addActions(playback_->speedActions());
    simulation->addSeparator();
    simulation->addAction(playback_->predictAction());
    simulation->addActions(
        {lesson_->lessonModeAction(), lesson_->nextBookmarkAction(), lesson_->previousBookmarkAction()});

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (QDockWidget* dock : findChildren<QDockWidget*>()) {
        view->addAction(dock->toggleViewAction());
    }
    // The keyboard's way into a view: shown, raised above its tabs and given the focus.
    QMenu* goTo = view->addMenu(tr("&Go to"));
    goTo->setObjectName(QStringLiteral("goToMenu"));
    for (QDockWidget* dock : findChildren<QDockWidget*>()) {
        goTo->addAction(QLatin1Char('&') + dock->windowTitle(), this, [dock] {
            dock->show();
            dock->raise();
            dock->widget()->setFocus(Qt::ShortcutFocusReason);
        });
    }
    view->addSeparator();
    if (auto* timeline = qobject_cast<TimelineView*>(centralWidget()))
        view->addActions(
            {timeline->hideFutureAction(), timeline->fitWholeAction(), timeline->fitSoFarAction()});
    view->addActions({darkAction_, fullScreenAction_});
    view->addSeparator();
    view->addActions({zoomInAction_, zoomOutAction_, zoomResetAction_});
    layouts_->addMenu(view);
    view->addMenu(new LanguageMenu(this));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Welcome"), this, &MainWindow::showWelcome);
    help->addAction(tr("&Keyboard shortcuts"), this, &MainWindow::showKeys);
    help->addAction(tr("&Glossary"), this, [this] { Glossary::show(this); });
    help->addAction(tr("&About qmgrlab"), this, &MainWindow::showAbout);
}

void MainWindow::createToolBars() {
    controlsBar_ = addToolBar(tr("Controls"));
    controlsBar_->setObjectName(QStringLiteral("controlsBar"));
    controlsBar_->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
    controlsBar_->setIconSize(QSize(kIconSize, kIconSize));
    controlsBar_->setMovable(false);
    controlsBar_->addAction(documentActions_->openAction());
    controlsBar_->addSeparator();
    playback_->addControls(controlsBar_);
    controlsBar_->addSeparator();
    controlsBar_->addAction(compareAction_);

    addToolBarBreak();
    positionBar_ = addToolBar(tr("Position"));
    positionBar_->setObjectName(QStringLiteral("positionBar"));
    positionBar_->setMovable(false);
    playback_->addPosition(positionBar_);
}

QDockWidget* MainWindow::addDock(QWidget* view, const QString& title, const QString& name,
                                 Qt::DockWidgetArea area) {
    // A scroll area lets a dock shrink below its view's minimum size, so the window fits
    // small screens and projectors; the view scrolls instead.
    auto* scroll = new QScrollArea;
    scroll->setWidget(view);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* dock = new ZoomingDock(title, this);
    dock->setObjectName(name);
    dock->setWidget(scroll);
    dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable |
                      QDockWidget::DockWidgetFloatable);
    addDockWidget(area, dock);
    return dock;
}

// The views in their docks, in the View menu's order; WindowLayouts arranges them.
void MainWindow::createDocks() {
    narration_ = new NarrationView(controller_);
    parameters_ = new ParametersPanel(document_);
    lesson_ = new LessonPanel(controller_);
    addDock(narration_, tr("Narration"), QStringLiteral("narrationDock"), Qt::RightDockWidgetArea);
    addDock(parameters_, tr("Parameters (main.cf)"), QStringLiteral("parametersDock"),
            Qt::RightDockWidgetArea);
    addDock(new RecipientPoolView(controller_), tr("Recipient pools"), QStringLiteral("recipientPoolDock"),
            Qt::RightDockWidgetArea);
    addDock(new DestinationsView(controller_), tr("Destinations"), QStringLiteral("destinationsDock"),
            Qt::RightDockWidgetArea);
    addDock(new DeferredQueueView(controller_), tr("Deferred queue"), QStringLiteral("deferredQueueDock"),
            Qt::RightDockWidgetArea);
    addDock(new JobListView(controller_), tr("Job lists"), QStringLiteral("jobListDock"),
            Qt::BottomDockWidgetArea);
    addDock(new StructuresView(controller_), tr("Structures"), QStringLiteral("structuresDock"),
            Qt::RightDockWidgetArea);
    addDock(new PreemptionBarView(controller_), tr("Preemption test"), QStringLiteral("preemptionDock"),
            Qt::RightDockWidgetArea);
    addDock(new FeedbackView(controller_), tr("Concurrency feedback"), QStringLiteral("feedbackDock"),
            Qt::RightDockWidgetArea);
    auto* predictPanel = new PredictPanel(controller_);
    QDockWidget* predict =
        addDock(predictPanel, tr("Predict"), QStringLiteral("predictDock"), Qt::RightDockWidgetArea);
    QDockWidget* lesson =
        addDock(lesson_, tr("Lesson"), QStringLiteral("lessonDock"), Qt::RightDockWidgetArea);
    layouts_ = new WindowLayouts(this, controller_);
    layouts_->arrangeExplore();
    predictPanel->setLessonTopic([this] { return lesson_->topic(); });
    new BookmarkViews(controller_, qobject_cast<TimelineView*>(centralWidget()), findChild<JobListView*>(),
                      findChild<RecipientPoolView*>(), this);

    connect(controller_, &SimulationController::predictModeChanged, predict, [predict](bool on) {
        if (on) {
            predict->show();
            predict->raise();
        }
    });
    // Lesson mode: PageDown / PageUp go by bookmark, so the decision actions give those keys up.
    addActions(
        {lesson_->lessonModeAction(), lesson_->nextBookmarkAction(), lesson_->previousBookmarkAction()});
    connect(lesson_, &LessonPanel::lessonModeChanged, this, [this, lesson](bool on) {
        playback_->setLessonMode(on);
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
    connect(controller_, &SimulationController::predictModeChanged, this, &MainWindow::updateTitle);
    connect(lesson_, &LessonPanel::lessonModeChanged, this, &MainWindow::updateTitle);
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
    for (QAction* action : {exportTimelineAction_, exportMaillogAction_, compareAction_, sweepAction_})
        action->setEnabled(controller_->hasRun());
    updateTitle();
    updateStatus();
    if (controller_->hasRun() && controller_->run().cut()) {
        statusBar()->showMessage(tr("Shown as far as step %L1: %2.")
                                     .arg(controller_->length())
                                     .arg(translatedRule(runCutRule(controller_->run()))),
                                 30000);
    }
}

void MainWindow::updateStatus() {
    statusTime_->setText(tr("Time %1").arg(Narrator::formatTime(controller_->timeMs())));
    const bool cut = controller_->hasRun() && controller_->run().cut();
    // With the future hidden the run's length is not told either.
    const bool futureHidden = qobject_cast<TimelineView*>(centralWidget())->hideFutureAction()->isChecked();
    statusStep_->setText(futureHidden ? tr("Step %1").arg(controller_->position())
                         : cut
                             ? tr("Step %1 / %2, cut").arg(controller_->position()).arg(controller_->length())
                             : tr("Step %1 / %2").arg(controller_->position()).arg(controller_->length()));
    // Why the run stops there, in the core's words.
    statusStep_->setToolTip(cut ? translatedRule(runCutRule(controller_->run())) : QString());
    if (controller_->hasRun()) {
        const Inspector inspector(controller_->run());
        // Each recipient by its latest outcome: the deferred ones still waiting, not every
        // deferral so far (the notes' running totals).
        statusCounts_->setText(
            tr("Sent %1 · Deferred now %2").arg(inspector.totalSent()).arg(inspector.totalDeferred()));
        statusCounts_->setToolTip(
            tr("Recipients delivered so far, and recipients whose latest attempt was deferred and that "
               "wait for another (a recipient read again counts as neither until its new outcome)."));
    } else {
        statusCounts_->clear();
    }
}

void MainWindow::faster() {
    playback_->faster();
}

void MainWindow::slower() {
    playback_->slower();
}

void MainWindow::updateTitle() {
    QString name = document_->displayName();
    // While the class predicts, or follows a lesson, the title asks the lesson's question: a
    // scenario's own title may state the answer.
    if (controller_->predictMode() || lesson_->lessonModeAction()->isChecked()) {
        if (const CourseLesson* lesson = Course::find(document_->filePath()))
            name = tr("Lesson %1: %2").arg(lesson->number).arg(Course::question(*lesson));
        else if (document_->filePath().isEmpty())
            name.clear();
    }
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
    return documentActions_->openPath(path);
}

void MainWindow::openPathInBackground(const QString& path) {
    documentActions_->openPathInBackground(path);
}

void MainWindow::importLogs(const QStringList& logs) {
    documentActions_->importLogs(logs);
}

void MainWindow::openInBackground(BackgroundRecording* recording) {
    documentActions_->openInBackground(recording);
}

void MainWindow::offerRecovery() {
    documentActions_->offerRecovery();
}

void MainWindow::setWindowLayout(WindowLayout layout) {
    layouts_->setLayout(layout);
}

void MainWindow::restoreSettings() {
    settingsEnabled_ = true;
    const QSettings settings;
    restoreGeometry(settings.value(SettingsKeys::kWindowGeometry).toByteArray());
    setDarkMode(settings.value(SettingsKeys::kDarkMode, false).toBool());
    const bool largeFonts = settings.value(SettingsKeys::kOldLargeFonts, false).toBool();
    setZoom(settings.value(SettingsKeys::kZoom, largeFonts ? Zoom::kLargeFonts : 1.0).toDouble());
    // Both layouts' docks; the one to show is restored, the other kept for switching.
    layouts_->restore(settings);
    controller_->setSpeed(settings.value(SettingsKeys::kSpeed, controller_->speed()).toDouble());
    documentActions_->loadRecentFiles(settings);
}

void MainWindow::saveSettings() const {
    QSettings settings;
    settings.setValue(SettingsKeys::kWindowGeometry, saveGeometry());
    layouts_->save(settings);
    settings.setValue(SettingsKeys::kDarkMode, darkAction_->isChecked());
    settings.setValue(SettingsKeys::kZoom, Zoom::factor());
    settings.remove(SettingsKeys::kOldLargeFonts);
    settings.setValue(SettingsKeys::kSpeed, controller_->speed());
    documentActions_->saveRecentFiles(settings);
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

void MainWindow::compareVariant() {
    auto* window = new CompareWindow(document_->scenario(), document_->sourceName(), this);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
}

void MainWindow::openSweep() {
    auto* window = new SweepWindow(document_->scenario(), document_->sourceName(), this);
    window->setAttribute(Qt::WA_DeleteOnClose);
    connect(window, &SweepWindow::variantRequested, this, [this](const Scenario& variant) {
        if (!documentActions_->maybeSave())
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

void MainWindow::openReplay() {
    if (document_->replay() == nullptr)
        return;
    auto* window = new ReplayWindow(document_->replay(), this);
    window->setAttribute(Qt::WA_DeleteOnClose);
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

void MainWindow::exportLesson() {
    if (!controller_->hasRun())
        return;
    if (controller_->scenario().lesson.empty()) {
        showError(tr("The lesson was not exported"), tr("This scenario has no lesson bookmarks."));
        return;
    }
    const QString path = askExportPath(this, tr("Export lesson"), ExportKind::PdfDocument);
    QString error;
    if (path.isEmpty())
        return;
    if (!LessonHandoutExporter::write(controller_->scenario(), controller_->sourceName().toStdString(), path,
                                      &error)) {
        showError(tr("The lesson was not exported"), error);
        return;
    }
    statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), 5000);
}

void MainWindow::exportCourse() {
    const QString path = askExportPath(this, tr("Export course handout"), ExportKind::PdfDocument);
    if (path.isEmpty())
        return;
    // Every lesson is run and drawn: some seconds.
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    QString error;
    const bool written = LessonHandoutExporter::writeCourse(path, &error);
    QGuiApplication::restoreOverrideCursor();
    if (!written) {
        showError(tr("The course handout was not exported"), error);
        return;
    }
    statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), 5000);
}

void MainWindow::exportMaillog() {
    if (!controller_->hasRun())
        return;
    const QString path = askExportPath(this, tr("Export mail log"), ExportKind::MailLog);
    if (path.isEmpty())
        return;
    std::vector<std::string> inputs;
    if (!document_->filePath().isEmpty())
        inputs.push_back(document_->filePath().toStdString());
    if (document_->replay() != nullptr)
        for (const std::string& log : document_->replay()->replay().logs)
            inputs.push_back(log);
    // The run is recorded anew with every recipient tracked: some seconds for a busy day.
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    QString error;
    const bool written = MaillogExporter::write(
        controller_->scenario(), controller_->sourceName().toStdString(), inputs, path, &error);
    QGuiApplication::restoreOverrideCursor();
    if (!written) {
        showError(tr("The mail log was not exported"), error);
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
    if (!PageWriter::writeWindow(*this, path, &error)) {
        showError(tr("The window image was not exported"), error);
    }
}

void MainWindow::showKeys() {
    KeyboardHelp::show(this);
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

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    layouts_->windowShown();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (documentActions_->maybeSave()) {
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
