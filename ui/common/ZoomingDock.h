// SPDX-License-Identifier: GPL-3.0-or-later
// ZoomingDock: a QDockWidget whose title is drawn in the dock's own font, so that it follows the
// zoom like every view's text. QDockWidget keeps the title font it found when it was made and
// draws with that one while its font is the application's: after View > Zoom in (or --zoom, set
// once the docks exist) the title bar grew with the font but its text stayed small. Docked
// only: a floating dock's title is the window frame's.
#pragma once

#include <QDockWidget>

namespace qmgrlab::ui {

class ZoomingDock : public QDockWidget {
    Q_OBJECT
public:
    explicit ZoomingDock(const QString& title, QWidget* parent = nullptr);

protected:
    void paintEvent(QPaintEvent* event) override;
};

} // namespace qmgrlab::ui
