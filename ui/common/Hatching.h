// SPDX-License-Identifier: GPL-3.0-or-later
// Hatching: diagonal lines over a rectangle, the mark of a failed delivery. Drawn as plain
// lines rather than a pattern brush so that it survives every export (SVG viewers that lack
// pattern fills, PDF) exactly as on screen.
#pragma once

#include <QColor>
#include <QRectF>

class QPainter;

namespace qmgrlab::ui {

void paintHatching(QPainter& painter, const QRectF& rect, const QColor& colour, double spacing = 6.0);

} // namespace qmgrlab::ui
