// SPDX-License-Identifier: GPL-3.0-or-later
// WindowSize: bounding a top-level window's first size by its screen's available geometry.
#include "ui/common/WindowSize.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>
#include <algorithm>

namespace qmgrlab::ui {

namespace {

// What the window manager adds around a window: a title bar above, a border on each side.
// The frame is not known before the window is shown, so a generous guess.
constexpr int kFrameWidth = 16;
constexpr int kFrameHeight = 48;
constexpr int kSmallest = 200; // a window never shrinks below this, whatever the screen says

} // namespace

QSize initialWindowSize(QSize wanted, const QRect& available) {
    if (!available.isValid())
        return wanted;
    const QSize room(std::max(kSmallest, available.width() - kFrameWidth),
                     std::max(kSmallest, available.height() - kFrameHeight));
    return wanted.boundedTo(room);
}

void resizeWithinScreen(QWidget* window, QSize wanted) {
    QScreen* screen = window->screen();
    if (screen == nullptr)
        screen = QGuiApplication::primaryScreen();
    const QRect available = screen != nullptr ? screen->availableGeometry() : QRect();
    window->resize(initialWindowSize(wanted, available));
    if (!available.isValid())
        return;
    QRect frame(window->pos(), window->size() + QSize(kFrameWidth, kFrameHeight));
    if (!available.contains(frame)) {
        frame.moveLeft(std::clamp(frame.left(), available.left(), available.right() - frame.width() + 1));
        frame.moveTop(std::clamp(frame.top(), available.top(), available.bottom() - frame.height() + 1));
        window->move(frame.topLeft());
    }
}

} // namespace qmgrlab::ui
