// SPDX-License-Identifier: GPL-3.0-or-later
// DrawnPlottable: the overrides QCustomPlot asks of a plottable, answered once for all of them.
#include "ui/common/DrawnPlottable.h"

namespace qmgrlab::ui {

DrawnPlottable::DrawnPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : QCPAbstractPlottable(keyAxis, valueAxis) {
    setSelectable(QCP::stNone);
    removeFromLegend();
}

double DrawnPlottable::selectTest(const QPointF&, bool, QVariant*) const {
    return -1.0;
}

QCPRange DrawnPlottable::getKeyRange(bool& foundRange, QCP::SignDomain) const {
    const std::optional<QCPRange> range = keyRange();
    foundRange = range.has_value();
    return range.value_or(QCPRange());
}

QCPRange DrawnPlottable::getValueRange(bool& foundRange, QCP::SignDomain, const QCPRange&) const {
    const std::optional<QCPRange> range = valueRange();
    foundRange = range.has_value();
    return range.value_or(QCPRange());
}

void DrawnPlottable::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const {
    painter->fillRect(rect, mBrush);
}

} // namespace qmgrlab::ui
