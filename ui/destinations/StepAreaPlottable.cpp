// SPDX-License-Identifier: GPL-3.0-or-later
// StepAreaPlottable: bisection to the visible samples, then one fillRect per run of equal value.
#include "ui/destinations/StepAreaPlottable.h"

#include <algorithm>

namespace qmgrlab::ui {

StepAreaPlottable::StepAreaPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : DrawnPlottable(keyAxis, valueAxis) {
    setPen(Qt::NoPen);
}

std::optional<QCPRange> StepAreaPlottable::keyRange() const {
    if (samples_.isEmpty())
        return std::nullopt;
    return QCPRange(samples_.front().key, samples_.back().key);
}

std::optional<QCPRange> StepAreaPlottable::valueRange() const {
    if (samples_.isEmpty())
        return std::nullopt;
    double high = 0.0;
    for (const QCPGraphData& d : samples_)
        high = std::max(high, d.value);
    return QCPRange(0.0, high);
}

void StepAreaPlottable::draw(QCPPainter* painter) {
    if (samples_.size() < 2)
        return;
    const QCPRange keys = mKeyAxis->range();
    auto it = std::partition_point(samples_.cbegin(), samples_.cend(),
                                   [&](const QCPGraphData& d) { return d.key <= keys.lower; });
    if (it != samples_.cbegin())
        --it;
    const double base = mValueAxis->coordToPixel(0.0);
    painter->setAntialiasing(false);
    while (it + 1 != samples_.cend() && it->key <= keys.upper) {
        // Extend over the following samples of the same value.
        auto next = it + 1;
        while (next + 1 != samples_.cend() && next->value == it->value)
            ++next;
        if (it->value > 0.0) {
            const double x0 = mKeyAxis->coordToPixel(it->key);
            const double x1 = mKeyAxis->coordToPixel(next->key);
            painter->fillRect(
                QRectF(QPointF(x0, mValueAxis->coordToPixel(it->value)), QPointF(x1, base)).normalized(),
                mBrush);
        }
        it = next;
    }
}

} // namespace qmgrlab::ui
