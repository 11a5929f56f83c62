// SPDX-License-Identifier: GPL-3.0-or-later
// ControlIcons: each icon is a few triangles and bars on a 64 x 64 grid, mirrored for the
// backward controls.
#include "ui/common/ControlIcons.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace qmgrlab::ui {

namespace {

constexpr int kGrid = 64;

// A triangle pointing right, its left edge at x, `width` wide.
void triangle(QPainterPath& path, double x, double width) {
    QPolygonF shape;
    shape << QPointF(x, 12) << QPointF(x + width, 32) << QPointF(x, 52);
    path.addPolygon(shape);
    path.closeSubpath();
}

void bar(QPainterPath& path, double x) {
    path.addRect(x, 12, 7, 40);
}

// The shape of a forward-pointing control; backward ones are its mirror image.
QPainterPath forwardShape(ControlIcons::Kind kind) {
    QPainterPath path;
    switch (kind) {
    case ControlIcons::Kind::Play:
        triangle(path, 16, 36);
        break;
    case ControlIcons::Kind::Pause:
        path.addRect(16, 12, 11, 40);
        path.addRect(37, 12, 11, 40);
        break;
    case ControlIcons::Kind::Step:
    case ControlIcons::Kind::StepBack:
        bar(path, 14);
        triangle(path, 26, 26);
        break;
    case ControlIcons::Kind::NextDecision:
    case ControlIcons::Kind::PreviousDecision:
        triangle(path, 8, 24);
        triangle(path, 32, 24);
        break;
    case ControlIcons::Kind::End:
    case ControlIcons::Kind::Start:
        triangle(path, 4, 22);
        triangle(path, 26, 22);
        bar(path, 50);
        break;
    }
    return path;
}

bool pointsBackward(ControlIcons::Kind kind) {
    return kind == ControlIcons::Kind::Start || kind == ControlIcons::Kind::PreviousDecision ||
           kind == ControlIcons::Kind::StepBack;
}

} // namespace

QIcon ControlIcons::icon(Kind kind, const QColor& colour) {
    QIcon result;
    for (const int size : {16, 24, 32, 48, 64, 96}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.scale(size / double(kGrid), size / double(kGrid));
        if (pointsBackward(kind)) {
            painter.translate(kGrid, 0);
            painter.scale(-1, 1);
        }
        painter.fillPath(forwardShape(kind), colour);
        painter.end();
        result.addPixmap(pixmap);
    }
    return result;
}

} // namespace qmgrlab::ui
