// SPDX-License-Identifier: GPL-3.0-or-later
// WindowLayouts: arranges and sizes the main window's docks for Explore and Lecture, finding
// them by their object names.
#include "ui/layout/WindowLayouts.h"

#include "core/scenario/Scenario.h"
#include "ui/SimulationController.h"
#include "ui/common/SettingsKeys.h"
#include "ui/common/ShortcutAction.h"
#include "ui/deferred/DeferredQueueView.h"
#include "ui/destinations/DestinationsView.h"
#include "ui/joblist/JobListView.h"
#include "ui/lesson/LessonPanel.h"
#include "ui/narration/NarrationView.h"
#include "ui/pools/RecipientPoolView.h"
#include "ui/predict/PredictPanel.h"
#include "ui/timeline/TimelinePlot.h"
#include "ui/timeline/TimelineView.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QResizeEvent>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QTabBar>
#include <QTimer>
#include <QToolBar>
#include <algorithm>
#include <cstdlib>
#include <vector>

namespace qmgrlab::ui {

namespace {

// The Lecture layout's right column (narration and the tabbed-away views), of the window's width.
constexpr double kLectureNarrationWidth = 0.37;
// ... when a view of the queues or memory is in front of the job list: wider, so that a lesson's
// note takes fewer lines (the job list behind the view keeps the width it had beside such a column).
constexpr double kLectureViewsNarrationWidth = 0.45;
// Height the Lecture layout's timeline gets beyond its minimum, in pixels.
constexpr int kLectureTimelineSlack = 8;
// The Lecture layout's job list is sized to show this many jobs at most without scrolling.
constexpr int kLectureJobsShown = 6;
// ... and for this many at least when a lecture about the agents wants the timeline's height,
// with a few pixels to spare (a scroll bar for one pixel would cover the cards' right edge).
constexpr int kLectureJobsKept = 3;
constexpr int kLectureJobsSlack = 4;
// The Explore layout's first arrangement: the job lists' share of the height under the bars
// (the timeline keeps the rest, so its band stays readable at 1280x720).
constexpr double kExploreJobListHeight = 0.45;
// Pixels the Explore layout's right column keeps beyond its widest tab bar (the dock's frame).
constexpr int kExploreTabsSlack = 4;
// The least share of the Lecture layout's narration column the lecture_views dock under the
// narration keeps when the narration's sentences want more.
constexpr double kLectureViewsShare = 0.3;

} // namespace

WindowLayouts::WindowLayouts(QMainWindow* window, SimulationController* controller)
    : QObject(window), window_(window), controller_(controller) {
    lectureAction_ = addShortcutAction(window, tr("&Lecture"), {QKeySequence(tr("Ctrl+Shift+L"))});
    exploreAction_ = addShortcutAction(window, tr("&Explore"), {QKeySequence(tr("Ctrl+Shift+X"))});
    connect(lectureAction_, &QAction::triggered, this, [this] { setLayout(WindowLayout::Lecture); });
    connect(exploreAction_, &QAction::triggered, this, [this] { setLayout(WindowLayout::Explore); });
    auto* layouts = new QActionGroup(this);
    for (QAction* action : {lectureAction_, exploreAction_}) {
        action->setToolTip(QString());
        action->setCheckable(true);
        layouts->addAction(action);
    }
    exploreAction_->setChecked(true);
    connect(controller_, &SimulationController::runChanged, this, [this] {
        followTimelineTransport();
        applyLectureViews(false);
        followedPosition_.reset();
        followBookmark();
    });
    // Queued: the lesson panel shows the bookmark's note first, and the note is measured.
    connect(controller_, &SimulationController::positionChanged, this, &WindowLayouts::followBookmark,
            Qt::QueuedConnection);
    connect(controller_, &SimulationController::positionChanged, this, &WindowLayouts::fitLectureColumn,
            Qt::QueuedConnection);
    // Predict mode raises its panel over the narration: the column is split for its question (the
    // lecture_views stay: they show the state before the decision asked about, not its answer).
    connect(controller_, &SimulationController::predictModeChanged, this, &WindowLayouts::fitLectureColumn,
            Qt::QueuedConnection);
    if (auto* timeline = qobject_cast<TimelineView*>(window_->centralWidget())) {
        connect(timeline, &TimelineView::transportChanged, this, &WindowLayouts::followTimelineTransport);
        connect(timeline->plot(), &QCustomPlot::afterLayout, this, &WindowLayouts::fitLectureLanes,
                Qt::QueuedConnection);
    }
    // Queued: the narration measures itself while it is being laid out.
    if (auto* narration = window_->findChild<NarrationView*>())
        connect(narration, &NarrationView::wantedHeightChanged, this, &WindowLayouts::fitLectureColumn,
                Qt::QueuedConnection);
    if (auto* narrationDock = window_->findChild<QDockWidget*>(QStringLiteral("narrationDock")))
        narrationDock->installEventFilter(this);
    for (const char* name :
         {"destinationsDock", "deferredQueueDock", "recipientPoolDock", "structuresDock"}) {
        auto* scroll =
            qobject_cast<QScrollArea*>(window_->findChild<QDockWidget*>(QLatin1String(name))->widget());
        if (scroll != nullptr && scroll->widget() != nullptr)
            scroll->widget()->installEventFilter(this);
    }
    // Lesson mode raises the Lesson tab over the narration: the column is split for its note.
    if (auto* lesson = window_->findChild<LessonPanel*>())
        connect(lesson, &LessonPanel::lessonModeChanged, this, &WindowLayouts::fitLectureColumn,
                Qt::QueuedConnection);
}

void WindowLayouts::addMenu(QMenu* view) {
    QMenu* layout = view->addMenu(tr("La&yout"));
    layout->addActions({lectureAction_, exploreAction_});
}

// The right column runs the full height: narration above, recipient pools below, each with the
// views tabbed with it; the job lists sit under the timeline, the views of the structures and of
// a decision (wide drawings) tabbed with them, so that each tab bar has room for its whole names
// (where the window is too narrow for them, fitExploreTabs gives the column a third group).
void WindowLayouts::arrangeExplore() {
    const auto dock = [this](const char* name) {
        return window_->findChild<QDockWidget*>(QLatin1String(name));
    };
    QDockWidget* narration = dock("narrationDock");
    QDockWidget* pools = dock("recipientPoolDock");
    window_->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    window_->setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    window_->splitDockWidget(narration, pools, Qt::Vertical);
    for (const char* name : {"parametersDock", "predictDock", "lessonDock"})
        window_->tabifyDockWidget(narration, dock(name));
    window_->tabifyDockWidget(pools, dock("destinationsDock"));
    window_->tabifyDockWidget(dock("destinationsDock"), dock("deferredQueueDock"));
    window_->tabifyDockWidget(dock("jobListDock"), dock("structuresDock"));
    window_->tabifyDockWidget(dock("structuresDock"), dock("preemptionDock"));
    window_->tabifyDockWidget(dock("preemptionDock"), dock("feedbackDock"));
    narration->raise();
    pools->raise();
    dock("jobListDock")->raise();
    window_->resizeDocks({narration}, {620}, Qt::Horizontal);
    window_->resizeDocks({narration, pools}, {500, 500}, Qt::Vertical);
    exploreSizesPending_ = true;
    exploreSplit_ = false;
}

void WindowLayouts::setLayout(WindowLayout layout) {
    if (layout == layout_)
        return;
    (layout_ == WindowLayout::Lecture ? lectureState_ : exploreState_) = window_->saveState();
    showLayout(layout);
}

void WindowLayouts::restore(const QSettings& settings) {
    exploreState_ = settings.value(SettingsKeys::kWindowState).toByteArray();
    lectureState_ = settings.value(SettingsKeys::kLectureState).toByteArray();
    WindowLayout layout = WindowLayout::Explore;
    parseWindowLayout(settings.value(SettingsKeys::kLayout).toString(), &layout);
    showLayout(layout);
}

void WindowLayouts::save(QSettings& settings) const {
    const bool lecture = layout_ == WindowLayout::Lecture;
    settings.setValue(SettingsKeys::kWindowState, lecture ? exploreState_ : window_->saveState());
    if (lecture || !lectureState_.isEmpty())
        settings.setValue(SettingsKeys::kLectureState, lecture ? window_->saveState() : lectureState_);
    settings.setValue(SettingsKeys::kLayout, windowLayoutName(layout_));
}

// Restores the layout's saved docks and toolbars; the Lecture layout is arranged when it has
// none (Explore's first arrangement is arrangeExplore's).
void WindowLayouts::showLayout(WindowLayout layout) {
    layout_ = layout;
    (layout == WindowLayout::Lecture ? lectureAction_ : exploreAction_)->setChecked(true);
    // The views take the layout's form first, so that the docks are restored against the
    // minimum sizes they will have.
    const bool lecture = layout == WindowLayout::Lecture;
    window_->findChild<NarrationView*>()->setLogShown(!lecture);
    qobject_cast<TimelineView*>(window_->centralWidget())->setCompact(lecture);
    if (!lecture)
        qobject_cast<TimelineView*>(window_->centralWidget())->plot()->setLanesFirst(false);
    window_->findChild<JobListView*>()->setCompact(lecture);
    window_->findChild<DestinationsView*>()->setCompact(lecture);
    window_->findChild<DeferredQueueView*>()->setCompact(lecture);
    window_->findChild<RecipientPoolView*>()->setCompact(lecture);
    const QByteArray& state = lecture ? lectureState_ : exploreState_;
    const bool restored = !state.isEmpty() && window_->restoreState(state);
    if (!restored && lecture)
        arrangeLecture();
    if (restored && !lecture)
        exploreSizesPending_ = false; // the user's own sizes
    if (lecture) {
        // Restored dock sizes drift with the views' minimum sizes: the lecture sizes are set
        // again, the docks shown or hidden stay as they were.
        applyLectureViews(true);
        lectureSizesPending_ = true;
        if (window_->isVisible())
            sizeLectureDocks();
        followTimelineTransport();
    }
    if (!lecture)
        applyLectureViews(false);
    Q_EMIT layoutChanged();
}

// In the Lecture layout the job list has no selector of its own: it shows the timeline's
// transport.
void WindowLayouts::followTimelineTransport() {
    if (layout_ != WindowLayout::Lecture)
        return;
    if (auto* timeline = qobject_cast<TimelineView*>(window_->centralWidget())) {
        window_->findChild<JobListView*>()->selectTransport(timeline->transportName());
        window_->findChild<RecipientPoolView*>()->selectTransport(timeline->transportName());
    }
}

// Timeline on top, the job lists under it, the narration in a full-height right column. The
// views a lecture does not need (parameters, pools, destinations, predict) are hidden, tabbed
// with the narration when the View menu shows them again.
void WindowLayouts::arrangeLecture() {
    QDockWidget* narration = window_->findChild<QDockWidget*>(QStringLiteral("narrationDock"));
    QDockWidget* jobs = window_->findChild<QDockWidget*>(QStringLiteral("jobListDock"));
    for (QDockWidget* dock : window_->findChildren<QDockWidget*>()) {
        dock->setFloating(false);
        if (dock == jobs) {
            window_->addDockWidget(Qt::BottomDockWidgetArea, dock);
        } else if (dock != narration) {
            window_->tabifyDockWidget(narration, dock);
        }
        dock->setVisible(dock == jobs || dock == narration);
    }
    narration->raise();
}

void WindowLayouts::applyLectureViews(bool force) {
    if (layout_ != WindowLayout::Lecture) {
        lectureViews_.reset();
        return;
    }
    bookmarkFrontDock_ = nullptr;
    followedPosition_.reset();
    viewsAside_ = false;
    const std::vector<std::string> views =
        controller_->hasRun() ? controller_->scenario().lectureViews : std::vector<std::string>{};
    if (!force && lectureViews_ == views)
        return; // a rerun of the same scenario keeps the teacher's arrangement
    lectureViews_ = views;
    const auto named = [&views](const char* name) {
        return std::find(views.begin(), views.end(), name) != views.end();
    };
    // "lanes": sizeLectureDocks gives the timeline every lane's height.
    const std::pair<const char*, const char*> docks[] = {
        {"destinations", "destinationsDock"}, {"pools", "recipientPoolDock"},
        {"deferred", "deferredQueueDock"},    {"structures", "structuresDock"},
        {"preemption", "preemptionDock"},     {"feedback", "feedbackDock"},
        {"parameters", "parametersDock"}};
    lectureViewsDock_ = nullptr;
    lectureBottomDock_ = nullptr;
    for (const auto& [view, name] : docks) {
        if (!named(view))
            window_->findChild<QDockWidget*>(QLatin1String(name))->hide();
    }
    // In the file's order. A view of the queues or of memory (destinations, deferred, pools, and
    // the structures: message, job, peer, entry, queue, in rows as wide as the job list) takes the
    // job list's place under the timeline, tabbed with it and in front: the lesson is about them,
    // and the narration column keeps its height for the step's sentences, a lesson's note or a
    // question. The preemption test and the concurrency feedback go under the narration, beside
    // the views they explain.
    // Each view after the first of its place is tabbed with it.
    QDockWidget* jobs = window_->findChild<QDockWidget*>(QStringLiteral("jobListDock"));
    for (const std::string& view : views) {
        const auto* entry = std::find_if(std::begin(docks), std::end(docks),
                                         [&view](const auto& dock) { return view == dock.first; });
        if (entry == std::end(docks))
            continue;
        QDockWidget* dock = window_->findChild<QDockWidget*>(QLatin1String(entry->second));
        dock->setFloating(false);
        const bool bottom =
            view == "destinations" || view == "deferred" || view == "pools" || view == "structures";
        QDockWidget*& first = bottom ? lectureBottomDock_ : lectureViewsDock_;
        if (first != nullptr) {
            window_->tabifyDockWidget(first, dock);
        } else if (bottom) {
            window_->tabifyDockWidget(jobs, dock);
            first = dock;
        } else {
            window_->removeDockWidget(dock);
            window_->addDockWidget(Qt::RightDockWidgetArea, dock, Qt::Vertical);
            first = dock;
        }
        dock->show();
    }
    if (lectureBottomDock_ != nullptr)
        lectureBottomDock_->raise();
    if (lectureViewsDock_ != nullptr) {
        lectureViewsDock_->raise();
        QDockWidget* narration = window_->findChild<QDockWidget*>(QStringLiteral("narrationDock"));
        const int below = heightBelowBars();
        window_->resizeDocks({narration, lectureViewsDock_}, {below / 2, below - below / 2}, Qt::Vertical);
    }
}

bool WindowLayouts::lectureWantsLanes() const {
    if (!controller_->hasRun())
        return false;
    const std::string bookmark = bookmarkView();
    if (bookmark == "lanes")
        return true;
    const std::vector<std::string>& views = controller_->scenario().lectureViews;
    return bookmark != "jobs" && std::find(views.begin(), views.end(), "lanes") != views.end();
}

std::string WindowLayouts::bookmarkView() const {
    if (!controller_->hasRun())
        return {};
    const std::size_t position = controller_->position();
    for (const Bookmark& b : controller_->scenario().lesson) {
        if (static_cast<std::size_t>(b.step) == position)
            return b.view.value_or(std::string());
    }
    return {};
}

QDockWidget* WindowLayouts::lectureFrontDock() const {
    if (bookmarkFrontDock_ != nullptr)
        return bookmarkFrontDock_;
    if (lectureBottomDock_ != nullptr && lectureBottomDock_->isVisible())
        return lectureBottomDock_;
    return window_->findChild<QDockWidget*>(QStringLiteral("jobListDock"));
}

void WindowLayouts::followBookmark() {
    if (layout_ != WindowLayout::Lecture || !controller_->hasRun()) {
        followedPosition_.reset();
        return;
    }
    const std::size_t position = controller_->position();
    if (followedPosition_ == position)
        return;
    followedPosition_ = position;
    const auto& lesson = controller_->scenario().lesson;
    if (std::none_of(lesson.begin(), lesson.end(),
                     [position](const Bookmark& b) { return static_cast<std::size_t>(b.step) == position; }))
        return;
    // The bookmark's view in front, else the lecture's own views (a previous bookmark's moved back).
    const std::string view = bookmarkView();
    const std::pair<const char*, const char*> docks[] = {
        {"jobs", "jobListDock"},          {"destinations", "destinationsDock"},
        {"pools", "recipientPoolDock"},   {"deferred", "deferredQueueDock"},
        {"structures", "structuresDock"}, {"preemption", "preemptionDock"},
        {"feedback", "feedbackDock"},     {"parameters", "parametersDock"}};
    QDockWidget* named = nullptr;
    for (const auto& [name, dock] : docks) {
        if (view == name)
            named = window_->findChild<QDockWidget*>(QLatin1String(dock));
    }
    bookmarkFrontDock_ = nullptr;
    if (lectureBottomDock_ != nullptr)
        lectureBottomDock_->raise();
    if (lectureViewsDock_ != nullptr)
        lectureViewsDock_->raise();
    if (named != nullptr && named->isVisible()) {
        named->raise();
        if (window_->dockWidgetArea(named) == Qt::BottomDockWidgetArea)
            bookmarkFrontDock_ = named;
    }
    // Twice: the narration column's share differs between lessons, and the job list's cards
    // stand beside the relations or under them, needing another height, in the width it gives.
    if (window_->isVisible())
        sizeLectureDocksTwice();
    else
        lectureSizesPending_ = true;
}

// The Lecture layout's dock sizes, once the window is shown and its bars have their heights:
// the narration column a third of the width; the job list the height that shows the run's jobs
// (as many as it has messages, up to kLectureJobsShown) or the view in front of it without
// scrolling, at least a third of
// the height and leaving the timeline its minimum (its band, legend and one lane); the timeline
// the rest, so that a large screen gives it the height the job list does not need.
void WindowLayouts::sizeLectureDocks() {
    lectureSizesPending_ = false;
    QDockWidget* narration = window_->findChild<QDockWidget*>(QStringLiteral("narrationDock"));
    QDockWidget* jobs = window_->findChild<QDockWidget*>(QStringLiteral("jobListDock"));
    const int below = heightBelowBars();
    const int timeline = window_->centralWidget()->minimumSizeHint().height() + kLectureTimelineSlack;
    const double narrationShare =
        lectureBottomDock_ != nullptr ? kLectureViewsNarrationWidth : kLectureNarrationWidth;
    window_->resizeDocks({narration}, {static_cast<int>(window_->width() * narrationShare)}, Qt::Horizontal);
    const int messages = controller_->hasRun() ? controller_->run().config().messageCount() : 1;
    auto* list = window_->findChild<JobListView*>();
    list->setBriefCards(false);
    const int title = jobs->height() - jobs->widget()->height(); // the dock's title bar
    // The job list's width once the narration column has its share (the docks' sizes apply later).
    const int listWidth = static_cast<int>(window_->width() * (1.0 - narrationShare));
    const int wanted = list->heightForJobs(std::clamp(messages, 1, kLectureJobsShown), listWidth) + title +
                       kLectureTimelineSlack;
    // The view in front of the job list (lectureBottomDock_) wants its whole drawing.
    QDockWidget* front = lectureFrontDock();
    int viewsWanted = 0;
    if (front != jobs) {
        if (const auto* scroll = qobject_cast<const QScrollArea*>(front->widget());
            scroll != nullptr && scroll->widget() != nullptr)
            viewsWanted = scroll->widget()->minimumSizeHint().height() + title + 2 * scroll->frameWidth() +
                          kLectureTimelineSlack;
    }
    const int most = std::max(below / 3, below - timeline);
    int height = std::clamp(std::max(wanted, viewsWanted), below / 3, most);
    // A view in front of the job list (the lesson's topic) at least half the height: on a large
    // screen its chart or rows grow rather than a few agent lanes.
    // But its drawing whole leaves the timeline the agent lanes used so far a label high (up to
    // eight; the others at half height): the agents the view counts busy are in sight where the
    // screen has room for them.
    auto* timelineView = qobject_cast<TimelineView*>(window_->centralWidget());
    if (front != jobs) {
        height = std::max(height, std::min(below / 2, most));
        if (!lectureWantsLanes())
            height = std::min(height, frontBesideLanes(viewsWanted));
    }
    // The job list in front (a bookmark about it, "view": "jobs", or no view in front of it): its
    // whole drawing as laid out now, every card (a preemption lesson's note names any of them),
    // the cards of their title bands only when the screen is short of it.
    if (front == jobs && !lectureWantsLanes()) {
        // Tabbed with a view of the lecture (recipient-limits' pools), the job list's dock
        // shares the height resizeDocks sets with their tab bar under it.
        int tabs = 0;
        const QList<QDockWidget*> tabbed = window_->tabifiedDockWidgets(jobs);
        if (std::any_of(tabbed.begin(), tabbed.end(), [](const QDockWidget* d) { return !d->isHidden(); })) {
            for (const QTabBar* bar : window_->findChildren<QTabBar*>(Qt::FindDirectChildrenOnly))
                tabs = std::max(tabs, bar->isVisible() ? bar->sizeHint().height() : 0);
        }
        const auto drawing = [&] { return list->wantedHeight() + title + tabs + kLectureTimelineSlack; };
        if (drawing() > most)
            list->setBriefCards(true);
        height = std::clamp(std::max(wanted, drawing()), below / 3, most);
    }
    // A lecture about the agents ("lecture_views": "lanes") gives the timeline every lane's
    // height where the screen has it; the job list keeps room for kLectureJobsKept cards
    // (down to the current job's).
    timelineView->plot()->setLanesFirst(lectureWantsLanes());
    if (lectureWantsLanes()) {
        const int allLanes = std::max(timelineView->heightForAllLanes(), timelineView->heightForThinLanes()) +
                             kLectureTimelineSlack;
        // Three cards, or down to the current job's when it is further down (the class reads the
        // job that takes the slot), or fewer when the list as laid out now has fewer.
        const auto keptJobs = [&] {
            const int three =
                list->heightForJobs(std::max(kLectureJobsKept, list->cardsThroughCurrent()), listWidth) +
                title + kLectureJobsSlack;
            const int drawn = list->wantedHeight();
            return drawn > 0 ? std::min(three, drawn + title + kLectureJobsSlack) : three;
        };
        int threeJobs = keptJobs();
        // A short screen: the cards their title bands only, so that the lanes and three cards
        // both fit (the counters are in the cards' tooltips).
        if (threeJobs > below - allLanes) {
            list->setBriefCards(true);
            threeJobs = keptJobs();
        }
        // The job list those cards' height, the timeline the rest: on a large screen the lanes
        // grow into what the job list does not need. A view in front of the job list keeps what
        // the lanes leave, at least a third of the height, and its least drawing (a chart's
        // ticks and legend), which a bookmark about the lanes takes down to what leaves every lane
        // used so far its least height (half a label's): where they are too many for that, the
        // lanes have all but a third of the height.
        const int thinLanes = below - timelineView->heightForThinLanes() - kLectureTimelineSlack;
        keptFrontHeight_ =
            std::max(below / 3, std::min({viewsWanted, most, bookmarkView() == "lanes" ? thinLanes : most}));
        height = front == jobs ? std::min(height, threeJobs)
                               : std::min(height, std::max(keptFrontHeight_, below - allLanes));
        keptJobsHeight_ = threeJobs;
    }
    window_->resizeDocks({front}, {height}, Qt::Vertical);
    lectureJobsHeight_ = height;
    fitLectureColumn();
    // The view in front of the job list measured again in its dock, once laid out.
    QTimer::singleShot(0, this, &WindowLayouts::fitLectureBottom);
}

void WindowLayouts::fitLectureLanes() {
    if (layout_ != WindowLayout::Lecture || !window_->isVisible())
        return;
    QDockWidget* jobs = window_->findChild<QDockWidget*>(QStringLiteral("jobListDock"));
    QDockWidget* front = lectureFrontDock();
    if (!front->isVisible() || front->isFloating())
        return;
    const auto* timeline = qobject_cast<TimelineView*>(window_->centralWidget());
    const int missing = timeline->missingLaneHeight();
    if (!lectureWantsLanes()) {
        if (front == jobs) {
            fitLanesOverJobs(missing);
        } else if (missing > 0 && window_->dockWidgetArea(front) == Qt::BottomDockWidgetArea) {
            // A view in front taller than what it keeps beside the lanes (its drawing, at least a
            // third of the height: frontBesideLanes) gives the lanes what they lack.
            const int kept = frontBesideLanes(bottomViewsHeight());
            if (front->height() > kept + 1)
                resizeFront(front, std::max(kept, front->height() - missing));
        }
        return;
    }
    // The lanes used so far (up to eight) a label high, and every lane busy or ended at the step
    // at its least height however many (connect-timeout-30s' twenty sessions): the job list keeps
    // its cards, a view in front of it what sizeLectureDocks kept for it.
    const int lacking = std::max(missing, timeline->missingLaneHeight(true));
    int kept = front == jobs ? keptJobsHeight_ : keptFrontHeight_;
    // A bookmark about the lanes, measured as laid out now: the view in front keeps its drawing
    // where the timeline has the room for it beyond every busy lane's least height
    // (dead-destination's table and window chart beside its seven deliveries at 1280x720).
    const bool lanesBookmark = front != jobs && bookmarkView() == "lanes";
    if (lanesBookmark)
        kept = std::max(heightBelowBars() / 3,
                        std::min(bottomViewsHeight(),
                                 front->height() + timeline->height() - timeline->heightForThinLanes()));
    const int spare = front->height() - kept;
    if (lacking > 0 && spare > 0) {
        resizeFront(front, front->height() - std::min(lacking, spare));
        return;
    }
    if (lanesBookmark && spare < -1)
        resizeFront(front, kept);
    if (front != jobs)
        return;
    // Every lane whole and the cards on the list short of a few pixels (the estimate of their
    // height before they were laid out): the lanes' surplus, when it is enough, goes to them.
    const int cards = window_->findChild<JobListView*>()->missingCardsHeight();
    if (missing == 0 && cards > 0 && cards <= timeline->surplusLaneHeight())
        resizeFront(jobs, jobs->height() + cards);
}

void WindowLayouts::fitLanesOverJobs(int missing) {
    QDockWidget* jobs = window_->findChild<QDockWidget*>(QStringLiteral("jobListDock"));
    auto* list = window_->findChild<JobListView*>();
    const int drawing = list->wantedHeight();
    if (drawing <= 0)
        return; // the cards not laid out yet
    // What the list leaves empty under its last card (a few pixels kept: a scroll bar for one
    // pixel would cover the cards' right edge), and what its cards lack.
    const int empty = list->height() - drawing - kLectureJobsSlack;
    if (missing > 0 && empty > 0) {
        resizeFront(jobs, jobs->height() - std::min(missing, empty));
        return;
    }
    const int cards = list->missingCardsHeight();
    const int back = std::min(cards + kLectureJobsSlack, lectureJobsHeight_ - jobs->height());
    if (cards > 0 && back > 0)
        resizeFront(jobs, jobs->height() + back);
}

int WindowLayouts::tabsUnder(const QDockWidget* front) const {
    for (const QTabBar* bar : window_->findChildren<QTabBar*>(Qt::FindDirectChildrenOnly)) {
        if (bar->isVisible() && bar->geometry().intersects(front->geometry().translated(0, front->height())))
            return bar->height();
    }
    return 0;
}

void WindowLayouts::resizeFront(QDockWidget* front, int height) {
    // The size resizeDocks sets is the tab group's, its tab bar under the docks included.
    window_->resizeDocks({front}, {height + tabsUnder(front)}, Qt::Vertical);
}

int WindowLayouts::frontBesideLanes(int wanted) const {
    const int below = heightBelowBars();
    const auto* timeline = qobject_cast<const TimelineView*>(window_->centralWidget());
    // The tab bar under the view in front takes its share of what the lanes leave.
    const int tabs = tabsUnder(lectureFrontDock());
    return std::max(
        {below / 3, below - timeline->heightForAllLanes() - kLectureTimelineSlack - tabs, wanted});
}

int WindowLayouts::bottomViewsHeight() const {
    const QDockWidget* front = lectureFrontDock();
    if (front == window_->findChild<QDockWidget*>(QStringLiteral("jobListDock")) || !front->isVisible())
        return 0;
    const auto* scroll = qobject_cast<const QScrollArea*>(front->widget());
    if (scroll == nullptr || scroll->widget() == nullptr)
        return 0;
    return scroll->widget()->minimumSizeHint().height() + front->height() - scroll->viewport()->height();
}

void WindowLayouts::fitLectureBottom() {
    // A bookmark's job list in front, or the lanes first, keep the height sizeLectureDocks gave.
    QDockWidget* front = lectureFrontDock();
    if (layout_ != WindowLayout::Lecture || !window_->isVisible() || lectureBottomDock_ == nullptr ||
        front == window_->findChild<QDockWidget*>(QStringLiteral("jobListDock")) || lectureWantsLanes() ||
        front->isFloating() || window_->dockWidgetArea(front) != Qt::BottomDockWidgetArea)
        return;
    const int most =
        heightBelowBars() - window_->centralWidget()->minimumSizeHint().height() - kLectureTimelineSlack;
    const int height = std::min(frontBesideLanes(bottomViewsHeight()), most);
    if (height > front->height() + 1)
        resizeFront(front, height);
}

bool WindowLayouts::eventFilter(QObject* watched, QEvent* event) {
    // A view in front of the job list asking for a new layout (a step's rows wrapped): the job
    // list's dock grows to its drawing.
    if (event->type() == QEvent::LayoutRequest &&
        watched != window_->findChild<QDockWidget*>(QStringLiteral("narrationDock"))) {
        QTimer::singleShot(0, this, &WindowLayouts::fitLectureBottom);
        return QObject::eventFilter(watched, event);
    }
    // A separator dragged between the narration and the views keeps the column's height: the
    // teacher's split stays. A new width wraps the note or the narration (the lesson's tab shares
    // the narration's place) in another number of lines: the column is split again. (The views
    // in front of the job list are watched for their layout requests only: they are no docks.)
    const auto* narration = qobject_cast<const QDockWidget*>(watched);
    if (event->type() == QEvent::Resize && narration != nullptr && lectureViewsDock_ != nullptr &&
        layout_ == WindowLayout::Lecture) {
        const auto* resize = static_cast<const QResizeEvent*>(event);
        if (narration->height() + lectureViewsDock_->height() != lectureColumn_ ||
            resize->oldSize().width() != resize->size().width())
            QTimer::singleShot(0, this, &WindowLayouts::fitLectureColumn);
    }
    return QObject::eventFilter(watched, event);
}

void WindowLayouts::fitLectureColumn() {
    QDockWidget* views = lectureViewsDock_;
    if (layout_ != WindowLayout::Lecture || views == nullptr || !window_->isVisible())
        return;
    QDockWidget* narration = window_->findChild<QDockWidget*>(QStringLiteral("narrationDock"));
    // Lesson mode: the Lesson tab over the narration shows the bookmark's note, which the class
    // reads first; predict mode's tab its question. The views under it keep their least share of
    // the column (or what they need, when less).
    QDockWidget* lesson = window_->findChild<QDockWidget*>(QStringLiteral("lessonDock"));
    if (lesson == nullptr || !lesson->isVisible())
        lesson = window_->findChild<QDockWidget*>(QStringLiteral("predictDock"));
    // The height the lesson's note needs in its dock at its smallest type, or the question with
    // its buttons readable.
    const auto noteLeast = [](const QDockWidget* dock) {
        const auto* area = qobject_cast<const QScrollArea*>(dock->widget());
        if (area == nullptr || area->widget() == nullptr)
            return 0;
        const QWidget* shown = area->widget();
        const auto* lessonPanel = qobject_cast<const LessonPanel*>(shown);
        const auto* predictPanel = qobject_cast<const PredictPanel*>(shown);
        const int least = lessonPanel != nullptr    ? lessonPanel->leastHeight()
                          : predictPanel != nullptr ? predictPanel->leastHeight()
                                                    : 0;
        return least + dock->height() - area->viewport()->height();
    };
    // What the views under it ask for in their dock: their roomiest drawing (a view that has a
    // tighter form, the preemption test, asks for at least that one as its minimum).
    const auto viewsWantedIn = [views](const QScrollArea* area) {
        const QWidget* view = area->widget();
        return std::max(view->sizeHint().height(), view->minimumSizeHint().height()) + views->height() -
               area->viewport()->height();
    };
    const bool noteShown = lesson != nullptr && lesson->isVisible() && !lesson->isFloating() &&
                           window_->dockWidgetArea(lesson) == Qt::RightDockWidgetArea;
    if (viewsAside_) {
        // The views stepped aside for a long note: back once a note leaves them their least
        // height (with a line to spare, so that they do not come and go at one bookmark).
        if (!noteShown || lesson->height() - noteLeast(lesson) >=
                              views->minimumSizeHint().height() + lesson->fontMetrics().height()) {
            viewsAside_ = false;
            views->show();
            QTimer::singleShot(0, this, &WindowLayouts::fitLectureColumn);
        }
        return;
    }
    const auto* viewsArea = qobject_cast<const QScrollArea*>(views->widget());
    if (noteShown && views->isVisible() && !views->isFloating() &&
        window_->dockWidgetArea(lesson) == Qt::RightDockWidgetArea &&
        window_->dockWidgetArea(views) == Qt::RightDockWidgetArea && views->x() == lesson->x() &&
        viewsArea != nullptr && viewsArea->widget() != nullptr) {
        const int column = lesson->height() + views->height();
        const int viewsWanted = viewsWantedIn(viewsArea);
        int viewsHeight = std::min(viewsWanted, static_cast<int>(column * kLectureViewsShare));
        // The note (or the question with its buttons) whole at its smallest type first, the
        // views the rest (they scroll); a short note leaves the views more: all they want when
        // the note at its smallest fits beside them.
        const auto* lessonArea = qobject_cast<const QScrollArea*>(lesson->widget());
        if (lessonArea != nullptr && lessonArea->widget() != nullptr) {
            const int note = noteLeast(lesson);
            // A note too long for the views' least height beside it: they step aside (hidden)
            // until a shorter one.
            if (column - note < views->minimumSizeHint().height()) {
                viewsAside_ = true;
                views->hide();
                return;
            }
            viewsHeight = std::max(viewsHeight, std::min(viewsWanted, column - note));
            viewsHeight = std::min(viewsHeight, column - note);
        }
        // The size resizeDocks sets is the tab group's, the tab bar under the note included.
        const int height = column - viewsHeight;
        if (std::abs(height - lesson->height()) > 1)
            window_->resizeDocks({lesson, views}, {height + tabsUnder(lesson), column - height},
                                 Qt::Vertical);
        return;
    }
    // Only the arrangement applyLectureViews made: both shown, one over the other in the right
    // column (a teacher's own arrangement is left alone).
    if (!narration->isVisible() || !views->isVisible() || narration->isFloating() || views->isFloating() ||
        window_->dockWidgetArea(narration) != Qt::RightDockWidgetArea ||
        window_->dockWidgetArea(views) != Qt::RightDockWidgetArea || views->x() != narration->x() ||
        window_->tabifiedDockWidgets(narration).contains(views))
        return;
    const auto* view = window_->findChild<NarrationView*>();
    const auto* scroll = qobject_cast<const QScrollArea*>(narration->widget());
    if (view->wantedHeight() <= 0 || scroll == nullptr)
        return;
    const auto* viewsScroll = qobject_cast<const QScrollArea*>(views->widget());
    if (viewsScroll == nullptr || viewsScroll->widget() == nullptr)
        return;
    const int column = narration->height() + views->height();
    lectureColumn_ = column;
    const int wanted = view->wantedHeight() + narration->height() - scroll->viewport()->height();
    const int viewsWanted = viewsWantedIn(viewsScroll);
    // Both fit: as they are if they do (the docks do not jump from step to step), else each its
    // height and half the rest (the narration's type grows into it). Else the narration's
    // sentences first, the views keeping at least kLectureViewsShare of the column (they scroll).
    const int spare = column - wanted - viewsWanted;
    if (spare >= 0 && narration->height() >= wanted && views->height() >= viewsWanted)
        return;
    const int height =
        spare >= 0
            ? wanted + spare / 2
            : std::min(wanted, column - std::min(viewsWanted, static_cast<int>(column * kLectureViewsShare)));
    if (std::abs(height - narration->height()) > 1)
        window_->resizeDocks({narration, views}, {height + tabsUnder(narration), column - height},
                             Qt::Vertical);
}

// The height the central widget and the docks share, under the menu, tool and position bars
// and above the status bar.
int WindowLayouts::heightBelowBars() const {
    int bars = window_->menuBar()->height() + window_->statusBar()->height();
    for (const char* name : {"controlsBar", "positionBar"})
        bars += window_->findChild<QToolBar*>(QLatin1String(name))->height();
    return window_->height() - bars;
}

// The Explore layout's first dock sizes, once the window has its size: the job lists a share
// of the height under the bars, the timeline the rest; the right column as wide as its tab bars
// need to show every tab's whole name (fitExploreTabs).
void WindowLayouts::sizeExploreDocks() {
    exploreSizesPending_ = false;
    QDockWidget* jobs = window_->findChild<QDockWidget*>(QStringLiteral("jobListDock"));
    const int below = heightBelowBars();
    window_->resizeDocks({jobs}, {static_cast<int>(below * kExploreJobListHeight)}, Qt::Vertical);
    fitExploreTabs();
    // Once more when the tab bars have the zoom's font (it reaches them through the event loop).
    QTimer::singleShot(0, this, [this] {
        if (layout_ == WindowLayout::Explore)
            fitExploreTabs();
    });
}

void WindowLayouts::fitExploreTabs() {
    QDockWidget* narration = window_->findChild<QDockWidget*>(QStringLiteral("narrationDock"));
    // The column is what lies right of the timeline, as wide as the docks in front there: the
    // narration may be a tab behind another (a view brought to the front), its geometry then not
    // the column's.
    const int timelineRight = window_->centralWidget()->geometry().right();
    int column = 0;
    for (const QDockWidget* dock : window_->findChildren<QDockWidget*>()) {
        if (dock->isVisible() && !dock->isFloating() && dock->geometry().left() > timelineRight)
            column = std::max(column, dock->width());
    }
    int right = 0; // the right column's widest tab bar, and the one under the timeline
    int under = 0;
    for (const QTabBar* bar : window_->findChildren<QTabBar*>(Qt::FindDirectChildrenOnly)) {
        if (bar->isVisible()) {
            int& need = bar->geometry().left() > timelineRight ? right : under;
            need = std::max(need, bar->sizeHint().width() + kExploreTabsSlack);
        }
    }
    // Where the names of the bars side by side are wider than the window (German or Czech at
    // 175 % on a small screen), the prediction, the lesson and the preemption test (the decisions
    // a prediction asks about) take a tab group of their own at the column's foot, and the widths
    // are measured again once it is laid out.
    if (right + under > window_->width() && !exploreSplit_) {
        exploreSplit_ = true;
        const auto dock = [this](const char* name) {
            return window_->findChild<QDockWidget*>(QLatin1String(name));
        };
        QDockWidget* predict = dock("predictDock");
        // The views in front stay in front (one brought there before the window was laid out).
        std::vector<QDockWidget*> front;
        for (QDockWidget* shown : window_->findChildren<QDockWidget*>()) {
            if (shown->isVisible() && !shown->isFloating())
                front.push_back(shown);
        }
        // (A dock split from a tabbed one would join its tabs: the group is added anew.)
        for (const char* name : {"predictDock", "lessonDock", "preemptionDock"})
            window_->removeDockWidget(dock(name));
        window_->addDockWidget(Qt::RightDockWidgetArea, predict, Qt::Vertical);
        for (const char* name : {"lessonDock", "preemptionDock"})
            window_->tabifyDockWidget(predict, dock(name));
        for (const char* name : {"predictDock", "lessonDock", "preemptionDock"})
            dock(name)->show();
        narration->raise();
        predict->raise();
        dock("jobListDock")->raise();
        for (QDockWidget* shown : front)
            shown->raise();
        const int third = heightBelowBars() / 3;
        window_->resizeDocks({narration, dock("recipientPoolDock"), predict}, {third, third, third},
                             Qt::Vertical);
        QTimer::singleShot(0, this, [this] {
            if (layout_ == WindowLayout::Explore)
                fitExploreTabs();
        });
        return;
    }
    if (right > column && right <= window_->width() / 2 && right + under <= window_->width())
        window_->resizeDocks({narration}, {right}, Qt::Horizontal);
}

void WindowLayouts::windowShown() {
    if (lectureSizesPending_) {
        sizeLectureDocks();
        // Once more when the views have their fonts (a zoom set before showing reaches the job
        // list's cards through the event loop): the job list's height is measured in cards. The
        // view raised in front of the job list while the window was hidden is raised again, now
        // that the tabs exist (raise() does nothing to the dock already on top: the job list first).
        QTimer::singleShot(0, this, [this] {
            if (layout_ != WindowLayout::Lecture)
                return;
            if (lectureBottomDock_ != nullptr) {
                window_->findChild<QDockWidget*>(QStringLiteral("jobListDock"))->raise();
                lectureBottomDock_->raise();
            }
            if (bookmarkFrontDock_ != nullptr)
                bookmarkFrontDock_->raise();
            sizeLectureDocks();
        });
    }
    if (exploreSizesPending_ && layout_ == WindowLayout::Explore)
        sizeExploreDocks();
}

void WindowLayouts::scenarioOpened() {
    if (layout_ == WindowLayout::Lecture && window_->isVisible())
        sizeLectureDocksTwice(); // the new jobs' cards laid out in their fonts, as when shown
}

void WindowLayouts::sizeLectureDocksTwice() {
    sizeLectureDocks();
    QTimer::singleShot(0, this, [this] {
        if (layout_ == WindowLayout::Lecture && window_->isVisible())
            sizeLectureDocks();
    });
}

} // namespace qmgrlab::ui
