// SPDX-License-Identifier: GPL-3.0-or-later
// BookmarkViews: when the position arrives at a lesson bookmark, the views show what its note is
// about. The job list is shown from its top (the preemption relations and the first jobs, which
// the notes name), not scrolled to the current job; a bookmark that names a transport (its
// optional "transport", docs/SCENARIO.md) switches the views that show one transport at a time
// (the timeline, the job list, the recipient pools) to it. In predict mode a position where a
// question is open switches them to the transport the question asks about. Otherwise the views
// follow their own rules and the transport chosen by hand stays.
#pragma once

#include <QObject>
#include <QPointer>
#include <cstddef>
#include <optional>
#include <string>

namespace qmgrlab::ui {

class JobListView;
class RecipientPoolView;
class SimulationController;
class TimelineView;

class BookmarkViews : public QObject {
    Q_OBJECT
public:
    // The views are the window's; this is connected after them, so that a new run's transport
    // selectors are filled and the job list refreshed before it acts.
    BookmarkViews(SimulationController* controller, TimelineView* timeline, JobListView* jobs,
                  RecipientPoolView* pools, QObject* parent = nullptr);

private:
    // force: a new run (the same position may be a bookmark again); otherwise only a move
    // onto the bookmark's step switches the transport, so that a choice made there by hand is
    // kept.
    void follow(bool force);
    void showTransport(const std::string& name);

    SimulationController* controller_;
    QPointer<TimelineView> timeline_;
    QPointer<JobListView> jobs_;
    QPointer<RecipientPoolView> pools_;
    std::optional<std::size_t> followed_; // the position last looked at
};

} // namespace qmgrlab::ui
