// SPDX-License-Identifier: GPL-3.0-or-later
// WindowSize: the first size of every top-level window (the main window, Compare, Sweep, the
// scenario editor, the import dialog): the size it would like, never larger than the available
// geometry of the screen it opens on, less room for the window frame, so that no control
// (Compare's Run button) opens off the screen of a projector.
#pragma once

#include <QRect>
#include <QSize>

class QWidget;

namespace qmgrlab::ui {

// The size a window that wants `wanted` gets on a screen whose available geometry is
// `available`: each side bounded by the screen's, less a title bar and a border.
QSize initialWindowSize(QSize wanted, const QRect& available);

// Resizes the top-level `window` to initialWindowSize(wanted, its screen's available geometry)
// and, when it would stick out of that screen, moves it inside.
void resizeWithinScreen(QWidget* window, QSize wanted);

} // namespace qmgrlab::ui
