// SPDX-License-Identifier: GPL-3.0-or-later
// RefreshWhenShown: out of sight = the view's window is visible and the view is not.
#include "ui/common/RefreshWhenShown.h"

#include <QWidget>

namespace qmgrlab::ui {

bool RefreshWhenShown::postpone(const QWidget& view, bool rebuild) {
    if (view.isVisible() || !view.window()->isVisible())
        return false;
    due_ = true;
    rebuildDue_ = rebuildDue_ || rebuild;
    return true;
}

bool RefreshWhenShown::takeDue() {
    const bool due = due_;
    due_ = false;
    return due;
}

bool RefreshWhenShown::takeRebuildDue() {
    const bool due = rebuildDue_;
    rebuildDue_ = false;
    return due;
}

} // namespace qmgrlab::ui
