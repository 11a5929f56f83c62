// SPDX-License-Identifier: GPL-3.0-or-later
// Hatching: lines at 45 degrees, each cut to the rectangle by hand (SVG output ignores clipping).
#include "ui/common/Hatching.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

namespace qmgrlab::ui {

void paintHatching(QPainter& painter, const QRectF& rect, const QColor& colour, double spacing) {
    if (rect.isEmpty())
        return;
    painter.save();
    painter.setPen(QPen(colour, 1.2));
    painter.setRenderHint(QPainter::Antialiasing, true);
    // Lines y = x - c, rising to the right on screen; c on a grid so neighbouring rectangles
    // continue each other's lines.
    const double first = std::floor((rect.left() - rect.bottom()) / spacing) * spacing;
    for (double c = first; c < rect.right() - rect.top(); c += spacing) {
        const double x0 = std::max(rect.left(), rect.top() + c);
        const double x1 = std::min(rect.right(), rect.bottom() + c);
        if (x0 < x1)
            painter.drawLine(QPointF(x0, x0 - c), QPointF(x1, x1 - c));
    }
    painter.restore();
}

} // namespace qmgrlab::ui
