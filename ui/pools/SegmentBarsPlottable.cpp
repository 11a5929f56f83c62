// SPDX-License-Identifier: GPL-3.0-or-later
// SegmentBarsPlottable: each segment starts where the previous one ended and ends at its
// cumulative value's pixel, pushed out to the minimum width when it has a value.
#include "ui/pools/SegmentBarsPlottable.h"

#include "ui/common/Hatching.h"

#include <algorithm>
#include <cmath>

namespace qmgrlab::ui {

SegmentBarsPlottable::SegmentBarsPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : DrawnPlottable(keyAxis, valueAxis) {
    setPen(Qt::NoPen);
}

void SegmentBarsPlottable::setColours(const QColor& outline, const QColor& label, const QColor& hatching) {
    outline_ = outline;
    label_ = label;
    hatching_ = hatching;
}

std::optional<QCPRange> SegmentBarsPlottable::keyRange() const {
    if (bars_.empty())
        return std::nullopt;
    return QCPRange(-0.5, static_cast<double>(bars_.size()) - 0.5);
}

std::optional<QCPRange> SegmentBarsPlottable::valueRange() const {
    if (bars_.empty())
        return std::nullopt;
    double high = 0.0;
    for (const SegmentBar& bar : bars_) {
        double sum = 0.0;
        for (const BarSegment& s : bar.segments)
            sum += s.value;
        high = std::max(high, sum);
    }
    return QCPRange(0.0, high);
}

std::vector<QRectF> SegmentBarsPlottable::layoutSegments(const SegmentBar& bar, double top,
                                                         double bottom) const {
    std::vector<QRectF> rects;
    double cumulative = 0.0;
    double x = mValueAxis->coordToPixel(0.0);
    for (const BarSegment& s : bar.segments) {
        cumulative += s.value;
        double end = std::max(x, mValueAxis->coordToPixel(cumulative));
        if (s.value > 0.0)
            end = std::max(end, x + minimumPixels_);
        rects.emplace_back(QPointF(x, top), QPointF(end, bottom));
        x = end;
    }
    return rects;
}

QRect SegmentBarsPlottable::clipRect() const {
    QRect rect = QCPAbstractPlottable::clipRect();
    rect.setRight(mParentPlot->viewport().right());
    return rect;
}

std::pair<int, int> SegmentBarsPlottable::barsInView() const {
    const QCPRange keys = mKeyAxis->range();
    const int count = static_cast<int>(bars_.size());
    return {std::clamp(static_cast<int>(std::ceil(keys.lower - 0.5)), 0, count),
            std::clamp(static_cast<int>(std::floor(keys.upper + 0.5)), 0, count - 1)};
}

double SegmentBarsPlottable::rowPixels() const {
    return std::abs(mKeyAxis->coordToPixel(1.0) - mKeyAxis->coordToPixel(0.0));
}

std::vector<QRectF> SegmentBarsPlottable::barSegments(int b) const {
    const double half = rowPixels() * thickness_ / 2.0;
    const double centre = mKeyAxis->coordToPixel(b);
    return layoutSegments(bars_[static_cast<std::size_t>(b)], centre - half, centre + half);
}

void SegmentBarsPlottable::draw(QCPPainter* painter) {
    if (bars_.empty())
        return;
    const auto [first, last] = barsInView();
    const double rowPixels = this->rowPixels();
    const QFontMetricsF metrics(painter->font());
    for (int b = first; b <= last; ++b) {
        const SegmentBar& bar = bars_[static_cast<std::size_t>(b)];
        const double centre = mKeyAxis->coordToPixel(b);
        const std::vector<QRectF> rects = barSegments(b);
        painter->setAntialiasing(false);
        for (std::size_t i = 0; i < rects.size(); ++i) {
            if (rects[i].width() <= 0.0)
                continue;
            painter->fillRect(rects[i], bar.segments[i].fill);
            if (bar.segments[i].hatched)
                paintHatching(*painter, rects[i], hatching_);
        }
        QRectF whole;
        for (const QRectF& r : rects)
            whole = whole.isNull() ? r : whole.united(r);
        if (whole.width() > 0.0) {
            painter->setPen(QPen(outline_, 1.0));
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(whole);
        }
        if (!bar.label.isEmpty()) {
            // After the segment; inside its end, in a contrasting colour, when it would run out.
            const std::size_t after = static_cast<std::size_t>(bar.labelAfterSegment);
            const bool bySegment = after < rects.size();
            const double start = bySegment ? rects[after].right() : whole.right();
            const double width = metrics.horizontalAdvance(bar.label) + 2.0;
            const double gap = metrics.averageCharWidth();
            QRectF text(start + gap, centre - rowPixels / 2.0, width, rowPixels);
            painter->setPen(label_);
            if (bySegment && text.right() > clipRect().right() && rects[after].width() > width + 2.0 * gap) {
                text.moveRight(start - gap);
                painter->setPen(bar.segments[after].fill.lightnessF() < 0.55 ? Qt::white : Qt::black);
            } else {
                // Over the segments after it (a hatched overflow) the label keeps a plate of the
                // background's side of the theme under it, so that it reads in both themes.
                const QColor plate =
                    label_.lightnessF() > 0.5 ? QColor(0, 0, 0, 210) : QColor(255, 255, 255, 210);
                const double height = metrics.height();
                painter->fillRect(QRectF(text.left() - 2.0, centre - height / 2.0, width + 2.0, height),
                                  plate);
            }
            painter->drawText(text, Qt::AlignLeft | Qt::AlignVCenter, bar.label);
        }
    }
}

} // namespace qmgrlab::ui
