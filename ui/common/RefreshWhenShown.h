// SPDX-License-Identifier: GPL-3.0-or-later
// RefreshWhenShown: a view's refresh put off while the view is out of sight in a shown window (its
// dock closed, or behind another dock's tab: Qt keeps such a dock visible, moved out of the
// window) and done when its dock comes into sight again. Every view used to refresh at every step,
// seen or not, and a large run's replot of a view behind its tab was much of a step's time. A
// view outside a dock, or in a window not shown (a test's
// view on its own, a screenshot's window before it is shown), refreshes as before.
#pragma once

#include <QObject>
#include <functional>

class QDockWidget;
class QWidget;

namespace qmgrlab::ui {

class RefreshWhenShown : public QObject {
    Q_OBJECT
public:
    // refresh(rebuild) brings the view up to date once it is in sight again; rebuild is true when
    // a put-off refresh was for a new run.
    RefreshWhenShown(QWidget* view, std::function<void(bool rebuild)> refresh);

    // True when the view is out of sight in a shown window: the caller skips its refresh, which is
    // then due (for a new run when rebuild is set).
    bool postpone(bool rebuild = false);

private:
    QDockWidget* dock(); // the view's dock, found (and followed) the first time it is asked for
    void cameIntoSight(bool visible);

    QWidget* view_;
    std::function<void(bool)> refresh_;
    QDockWidget* dock_ = nullptr;
    bool due_ = false;
    bool rebuildDue_ = false;
};

} // namespace qmgrlab::ui
