// SPDX-License-Identifier: GPL-3.0-or-later
// SlotDifferencePlottable: outlines of the differing cells of a slot band.
#include "ui/compare/SlotDifferencePlottable.h"

#include "ui/common/Theme.h"

#include <algorithm>
#include <cmath>

namespace qmgrlab::ui {

SlotDifferencePlottable::SlotDifferencePlottable(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : DrawnPlottable(keyAxis, valueAxis) {
    setAntialiased(false);
}

void SlotDifferencePlottable::setDifferences(std::vector<bool> differs) {
    differs_ = std::move(differs);
}

QPen SlotDifferencePlottable::outlinePen() const {
    // The theme's attention colour: differs, for every kind of colour vision.
    const double width = std::max(2.0, QFontMetricsF(mParentPlot->font()).height() / 7.0);
    QPen pen(Theme::of(mParentPlot->palette()).attention(), width);
    pen.setJoinStyle(Qt::MiterJoin);
    return pen;
}

void SlotDifferencePlottable::draw(QCPPainter* painter) {
    QCPAxis* key = keyAxis();
    QCPAxis* value = valueAxis();
    if (key == nullptr || value == nullptr || differs_.empty())
        return;
    const QCPRange range = key->range();
    const int first = std::max(0, static_cast<int>(std::floor(range.lower - 1.5)));
    const int last = std::min(static_cast<int>(differs_.size()), static_cast<int>(std::ceil(range.upper)));
    const QPen pen = outlinePen();
    const double inset = pen.widthF() / 2.0;
    const double top = value->coordToPixel(1.0);
    const double bottom = value->coordToPixel(0.0);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    for (int i = first; i < last; ++i) {
        if (!differs_[static_cast<std::size_t>(i)])
            continue;
        // Neighbouring differing cells are outlined as one stretch.
        int end = i;
        while (end + 1 < last && differs_[static_cast<std::size_t>(end + 1)])
            ++end;
        const double left = key->coordToPixel(i + 0.5);
        const double right = key->coordToPixel(end + 1.5);
        painter->drawRect(QRectF(QPointF(std::min(left, right) + inset, std::min(top, bottom) + inset),
                                 QPointF(std::max(left, right) - inset, std::max(top, bottom) - inset)));
        i = end;
    }
}

std::optional<QCPRange> SlotDifferencePlottable::keyRange() const {
    if (differs_.empty())
        return std::nullopt;
    return QCPRange(0.5, static_cast<double>(differs_.size()) + 0.5);
}

std::optional<QCPRange> SlotDifferencePlottable::valueRange() const {
    return QCPRange(0.0, 1.0);
}

} // namespace qmgrlab::ui
