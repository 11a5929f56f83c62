// SPDX-License-Identifier: GPL-3.0-or-later
// BookmarkViews: on arrival at a bookmark, its transport selected and the job list's top shown;
// in predict mode the transport of the open question selected.
#include "ui/lesson/BookmarkViews.h"

#include "core/run/Run.h"
#include "ui/SimulationController.h"
#include "ui/joblist/JobListView.h"
#include "ui/pools/RecipientPoolView.h"
#include "ui/timeline/TimelineView.h"

#include <algorithm>
#include <string>

namespace qmgrlab::ui {

BookmarkViews::BookmarkViews(SimulationController* controller, TimelineView* timeline, JobListView* jobs,
                             RecipientPoolView* pools, QObject* parent)
    : QObject(parent), controller_(controller), timeline_(timeline), jobs_(jobs), pools_(pools) {
    connect(controller_, &SimulationController::runChanged, this, [this] { follow(true); });
    connect(controller_, &SimulationController::positionChanged, this, [this] { follow(false); });
    connect(controller_, &SimulationController::predictModeChanged, this, [this] { follow(true); });
}

void BookmarkViews::showTransport(const std::string& name) {
    const QString shown = QString::fromStdString(name);
    if (timeline_)
        timeline_->selectTransport(shown);
    if (jobs_)
        jobs_->selectTransport(shown);
    if (pools_)
        pools_->selectTransport(shown);
}

void BookmarkViews::follow(bool force) {
    if (!controller_->hasRun()) {
        followed_.reset();
        return;
    }
    const std::size_t position = controller_->position();
    const bool arrived = force || followed_ != position;
    followed_ = position;
    const auto& lesson = controller_->scenario().lesson;
    const auto bookmark = std::find_if(lesson.begin(), lesson.end(), [position](const Bookmark& b) {
        return static_cast<std::size_t>(b.step) == position;
    });
    // The transport a predict question asks about, else the bookmark's.
    if (arrived) {
        if (const auto question = controller_->openQuestion())
            showTransport(controller_->run()
                              .config()
                              .transports()[static_cast<std::size_t>(question->transport())]
                              .name);
        else if (bookmark != lesson.end() && bookmark->transport)
            showTransport(*bookmark->transport);
    }
    // Again whenever the job list is refreshed at the bookmark (it would scroll to the current job).
    if (bookmark != lesson.end() && jobs_)
        jobs_->showTop();
}

} // namespace qmgrlab::ui
