// SPDX-License-Identifier: GPL-3.0-or-later
// RetryWaitsPlottable: drawing of the waits, one bar and one attempt tick per retry.
#include "ui/deferred/RetryWaitsPlottable.h"

#include "ui/common/JobPalette.h"
#include "ui/common/Theme.h"

#include <algorithm>

namespace qmgrlab::ui {

namespace {

constexpr double kBarHalf = 0.3;   // a bar spans its row's value +- this
constexpr double kTickHalf = 0.45; // an attempt's tick spans its row's value +- this
constexpr double kGapPixels = 3.0; // between one retry's bar and the next

} // namespace

RetryWaitsPlottable::RetryWaitsPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : DrawnPlottable(keyAxis, valueAxis) {}

std::optional<QCPRange> RetryWaitsPlottable::keyRange() const {
    if (waits_.empty())
        return std::nullopt;
    QCPRange range(waits_.front().fromMs / 1000.0, waits_.front().toMs / 1000.0);
    for (const Wait& w : waits_) {
        range.expand(w.fromMs / 1000.0);
        range.expand(w.toMs / 1000.0);
    }
    return range;
}

std::optional<QCPRange> RetryWaitsPlottable::valueRange() const {
    if (waits_.empty())
        return std::nullopt;
    QCPRange range(waits_.front().row, waits_.front().row);
    for (const Wait& w : waits_)
        range.expand(w.row);
    return QCPRange(range.lower - kTickHalf, range.upper + kTickHalf);
}

void RetryWaitsPlottable::draw(QCPPainter* painter) {
    labelsDrawn_ = 0;
    const Theme& theme = Theme::of(mParentPlot->palette());
    const QFontMetricsF metrics(labelFont_, painter->device());
    painter->setFont(labelFont_);
    const QCPRange keys = mKeyAxis->range();
    for (const Wait& w : waits_) {
        if (w.toMs / 1000.0 < keys.lower || w.fromMs / 1000.0 > keys.upper)
            continue;
        const double x0 = mKeyAxis->coordToPixel(w.fromMs / 1000.0);
        const double x1 = mKeyAxis->coordToPixel(w.toMs / 1000.0);
        const double ya = mValueAxis->coordToPixel(w.row - kBarHalf);
        const double yb = mValueAxis->coordToPixel(w.row + kBarHalf);
        // The gap after the bar, when the bar is long enough to keep most of itself.
        const double gap = x1 - x0 > 3.0 * kGapPixels ? kGapPixels : 0.0;
        const QRectF bar(QPointF(x0, std::min(ya, yb)),
                         QPointF(std::max(x1 - gap, x0 + 1.0), std::max(ya, yb)));
        painter->setAntialiasing(false);
        painter->fillRect(bar, JobPalette::colour(w.message));
        // The attempt that deferred it.
        const double ta = mValueAxis->coordToPixel(w.row - kTickHalf);
        const double tb = mValueAxis->coordToPixel(w.row + kTickHalf);
        painter->setPen(QPen(theme.chartText(), 2.0, Qt::SolidLine, Qt::FlatCap));
        painter->drawLine(QPointF(x0, ta), QPointF(x0, tb));
        if (metrics.horizontalAdvance(w.label) + 8.0 <= bar.width() &&
            metrics.height() <= bar.height() + 2.0) {
            painter->setAntialiasing(true);
            painter->setPen(JobPalette::textColour(w.message));
            painter->drawText(bar.adjusted(2.0, 0.0, 0.0, 0.0), Qt::AlignCenter, w.label);
            ++labelsDrawn_;
        }
    }
}

} // namespace qmgrlab::ui
