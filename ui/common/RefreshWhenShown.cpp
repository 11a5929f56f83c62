// SPDX-License-Identifier: GPL-3.0-or-later
// RefreshWhenShown: out of sight = the dock's unobscured region is empty while the window is
// shown; QDockWidget::visibilityChanged says when its tab is chosen or it is shown again.
#include "ui/common/RefreshWhenShown.h"

#include <QDockWidget>
#include <QWidget>
#include <utility>

namespace qmgrlab::ui {

RefreshWhenShown::RefreshWhenShown(QWidget* view, std::function<void(bool)> refresh)
    : QObject(view), view_(view), refresh_(std::move(refresh)) {}

QDockWidget* RefreshWhenShown::dock() {
    if (dock_ != nullptr)
        return dock_;
    for (QWidget* w = view_->parentWidget(); w != nullptr; w = w->parentWidget()) {
        if (auto* dock = qobject_cast<QDockWidget*>(w)) {
            dock_ = dock;
            connect(dock_, &QDockWidget::visibilityChanged, this, &RefreshWhenShown::cameIntoSight);
            break;
        }
    }
    return dock_;
}

bool RefreshWhenShown::postpone(bool rebuild) {
    QDockWidget* inDock = dock();
    if (inDock == nullptr || !view_->window()->isVisible())
        return false;
    if (inDock->isVisible() && !inDock->visibleRegion().isEmpty())
        return false;
    due_ = true;
    rebuildDue_ = rebuildDue_ || rebuild;
    return true;
}

void RefreshWhenShown::cameIntoSight(bool visible) {
    if (!visible || !due_)
        return;
    const bool rebuild = std::exchange(rebuildDue_, false);
    due_ = false;
    refresh_(rebuild);
}

} // namespace qmgrlab::ui
