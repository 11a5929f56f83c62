// SPDX-License-Identifier: GPL-3.0-or-later
// RefreshWhenShown: a view's refresh put off while the view is out of sight in a shown window (its
// dock closed, or behind another dock's tab) and done when the view is shown again. Every view
// used to refresh at every step, seen or not: on the 1M-recipient scenario the hidden
// Destinations view's replot alone was a fifth of a step's time (issue 18). A view that is not
// in a shown window (a test's view on its own) refreshes as before.
#pragma once

class QWidget;

namespace qmgrlab::ui {

class RefreshWhenShown {
public:
    // True when view is out of sight in a shown window: the caller skips its refresh, which is
    // then due (and rebuildDue as well when rebuild is set).
    bool postpone(const QWidget& view, bool rebuild = false);
    // From the view's showEvent: whether a refresh was put off (cleared by the call).
    bool takeDue();
    // Whether a put-off refresh was for a new run (cleared by the call).
    bool takeRebuildDue();

private:
    bool due_ = false;
    bool rebuildDue_ = false;
};

} // namespace qmgrlab::ui
