// SPDX-License-Identifier: GPL-3.0-or-later
// WindowLayouts: the main window's two arrangements of its docks (WindowLayout). Explore shows
// every view: the timeline with the job lists under it and a full-height right column (narration,
// parameters, predict and lesson tabbed above; pools, destinations, the deferred queue, the
// structures, the preemption test and the concurrency feedback below).
// Lecture keeps what a class watches at projector scale (timeline, job list, narration in a third
// of the width) with the views the scenario's "lecture_views" names in their compact form: those
// of the queues and memory (the structures too) in front of the job list, the decision views
// under the narration (the narration, a lesson's note or a question keeps the height of its
// text, which for the predict panel is its question readable, the test the rest); a lecture about the agents
// gives the timeline every lane and the job list three cards, or down to the current job's (of their title
// bands only where the screen is short). A lesson's note too long for the views under it has the column to
// itself until a shorter one. A lesson bookmark's "view" is brought to the front on arrival at its step: a
// view tabbed with the job list raised, "lanes" every agent lane, "jobs" the job list its whole drawing (its
// cards of their title bands only where the screen is short). Each layout's docks and toolbars are kept while
// the other is shown, and in the settings; the dock sizes follow the window once it is shown.
#pragma once

#include "ui/common/WindowLayout.h"

#include <QByteArray>
#include <QObject>
#include <optional>
#include <string>
#include <vector>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QSettings;

namespace qmgrlab::ui {

class SimulationController;

class WindowLayouts : public QObject {
    Q_OBJECT
public:
    // window has its docks (named narrationDock, jobListDock, ...), its central TimelineView and
    // its toolbars (controlsBar, positionBar); the layout actions are window's, with their keys.
    WindowLayouts(QMainWindow* window, SimulationController* controller);

    WindowLayout layout() const { return layout_; }
    // The Layout submenu: Lecture, Explore.
    void addMenu(QMenu* view);

    // The Explore layout's first arrangement of the docks (its sizes set once shown).
    void arrangeExplore();
    // Saves the current layout's docks and toolbars, then restores the other's (or arranges it
    // the first time).
    void setLayout(WindowLayout layout);
    // Both layouts' docks from the settings, the saved layout shown.
    void restore(const QSettings& settings);
    void save(QSettings& settings) const;

    // The window was shown (pending dock sizes are set) or opened a scenario (the Lecture
    // layout's job list takes the height of its jobs).
    void windowShown();
    void scenarioOpened();

Q_SIGNALS:
    void layoutChanged(); // the window shows the other layout

protected:
    // The narration column changing height (the window, a bar) has its split fitted again; a
    // view in front of the job list asking for a new layout, the job list's height.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showLayout(WindowLayout layout);
    void arrangeLecture();
    // The views the scenario names for its lecture ("lecture_views") shown in front of the job
    // list or under the narration, the others of them hidden ("lanes" is sizeLectureDocks' part).
    void applyLectureViews(bool force);
    void sizeLectureDocks();
    // sizeLectureDocks() now and once more after the event loop, when the views have been laid
    // out in the sizes it gave them (the job list's cards, in their width and font, need a height
    // of their own).
    void sizeLectureDocksTwice();
    // The narration column's split: the narration the height of its step's sentences (at least
    // half the column), or the lesson's note or the predict panel the column less the least share
    // of the lecture_views dock under it, which has the rest.
    void fitLectureColumn();
    // Once the timeline is laid out: in a lecture about the agents the height its lanes still lack
    // is taken from the job list, down to kLectureJobsKept cards; in another, with the job list in
    // front, from what the list leaves empty under its cards (fitLanesOverJobs).
    void fitLectureLanes();
    // The lanes lacking `missing` pixels take the job list's empty height; the list's cards
    // lacking height take it back, up to the height sizeLectureDocks gave the list.
    void fitLanesOverJobs(int missing);
    // The dock in front under the timeline `height` high (its tab bar, when tabbed, under it).
    void resizeFront(QDockWidget* front, int height);
    // The height of the tab bar under that dock, or 0 when it is not tabbed.
    int tabsUnder(const QDockWidget* front) const;
    // The view in front of the job list, its whole drawing: the height it wants (0 without one),
    // and the job list's dock grown to it (a step's rows wrapped) while the timeline keeps its least.
    int bottomViewsHeight() const;
    // The most the view in front of the job list takes beside the timeline: what leaves the
    // lanes used so far a label high (up to eight), its drawing (`wanted`) where that is more, at
    // least a third of the height.
    int frontBesideLanes(int wanted) const;
    void fitLectureBottom();
    void sizeExploreDocks();
    // The Explore layout's right column widened to what its tab bars need, up to half the window
    // and while the tab bar under the timeline keeps what its own names need; a third tab group
    // in it where the bars side by side do not hold their names.
    void fitExploreTabs();
    int heightBelowBars() const;
    void followTimelineTransport();
    bool lectureWantsLanes() const;
    // The view the lesson bookmark at the position names ("view"), or empty.
    std::string bookmarkView() const;
    // The position arrived at a bookmark: its view raised and the docks sized for it.
    void followBookmark();
    // The dock in front under the timeline: the view named in lecture_views or the job list.
    QDockWidget* lectureFrontDock() const;

    QMainWindow* window_;
    SimulationController* controller_;
    QAction* lectureAction_;
    QAction* exploreAction_;
    WindowLayout layout_ = WindowLayout::Explore;
    QByteArray exploreState_; // each layout's docks and toolbars while the other is shown
    QByteArray lectureState_;
    bool lectureSizesPending_ = false; // arranged while hidden: sized when shown
    // The scenario's lecture_views last arranged in the Lecture layout (applyLectureViews).
    std::optional<std::vector<std::string>> lectureViews_;
    // The dock applyLectureViews put under the narration (the first of those it shows), or null.
    QDockWidget* lectureViewsDock_ = nullptr;
    // ... and the one it put in front of the job list, or null.
    QDockWidget* lectureBottomDock_ = nullptr;
    int lectureColumn_ = 0;            // the narration column's height fitLectureColumn last split
    bool exploreSizesPending_ = false; // Explore's first arrangement, sized when shown
    bool exploreSplit_ = false;        // ... given a third tab group for its names (fitExploreTabs)
    int keptJobsHeight_ = 0;           // the job list's height for kLectureJobsKept cards
    int lectureJobsHeight_ = 0;        // the height sizeLectureDocks last gave the dock in front
    int keptFrontHeight_ = 0;          // ... a view in front of it: its least drawing
    // The dock a bookmark's "view" raised in front of the others under the timeline (the job
    // list or lectureBottomDock_), or null: lectureBottomDock_ is in front.
    QDockWidget* bookmarkFrontDock_ = nullptr;
    std::optional<std::size_t> followedPosition_; // the position followBookmark last looked at
    // The lecture_views dock under the narration hidden while a lesson's note needs the column.
    bool viewsAside_ = false;
};

} // namespace qmgrlab::ui
