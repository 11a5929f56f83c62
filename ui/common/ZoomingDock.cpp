// SPDX-License-Identifier: GPL-3.0-or-later
// ZoomingDock: the title bar painted as QDockWidget paints it, in the dock's font.
#include "ui/common/ZoomingDock.h"

#include <QStyleOptionDockWidget>
#include <QStylePainter>

namespace qmgrlab::ui {

ZoomingDock::ZoomingDock(const QString& title, QWidget* parent) : QDockWidget(title, parent) {}

void ZoomingDock::paintEvent(QPaintEvent* event) {
    // A custom title bar widget draws its own title; a floating dock is left to QDockWidget (on
    // most platforms the window manager's frame has the title).
    if (titleBarWidget() != nullptr || isFloating()) {
        QDockWidget::paintEvent(event);
        return;
    }
    QStylePainter painter(this);
    QStyleOptionDockWidget title;
    initStyleOption(&title);
    title.fontMetrics = fontMetrics();
    painter.setFont(font());
    painter.drawControl(QStyle::CE_DockWidgetTitle, title);
}

} // namespace qmgrlab::ui
