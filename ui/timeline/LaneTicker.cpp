// SPDX-License-Identifier: GPL-3.0-or-later
// LaneTicker: label density from the axis' pixel length and the label font's height.
#include "ui/timeline/LaneTicker.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace qmgrlab::ui {

namespace {

constexpr double kBareGapPixels = 2.0; // between the digits of two bare labels, one lane apart

} // namespace

double LaneTicker::minLanePixels(const QFont& font) {
    return QFontMetricsF(font).height() + 1.0;
}

double LaneTicker::thinLanePixels(const QFont& font) {
    return minLanePixels(font) / 2.0;
}

double LaneTicker::bareLanePixels(const QFont& font) {
    return QFontMetricsF(font).tightBoundingRect(QStringLiteral("0123456789")).height() + kBareGapPixels;
}

double LaneTicker::getTickStep(const QCPRange& range) {
    const double pixels = std::max(1, axis_->axisRect()->height());
    const QFont& font = axis_->tickLabelFont();
    const double labelPixels = bare_ ? bareLanePixels(font) : minLanePixels(font);
    const double lanesPerLabel = range.size() * labelPixels / pixels;
    for (double step : std::array<double, 9>{1, 2, 5, 10, 20, 50, 100, 200, 500}) {
        if (step >= lanesPerLabel)
            return step;
    }
    return 1000.0;
}

int LaneTicker::getSubTickCount(double) {
    return 0;
}

QString LaneTicker::getTickLabel(double tick, const QLocale& locale, QChar, int) {
    if (bare_ && tick > firstTick_)
        return locale.toString(static_cast<int>(std::floor(tick)) + 1);
    return QCoreApplication::translate("qmgrlab::ui::TimelinePlot", "agent %1")
        .arg(static_cast<int>(std::floor(tick)) + 1);
}

QVector<double> LaneTicker::createTickVector(double tickStep, const QCPRange& range) {
    QVector<double> ticks;
    const int step = std::max(1, static_cast<int>(tickStep));
    const int first = std::max(0, static_cast<int>(std::floor(range.lower)) / step * step);
    for (int lane = first; lane < lanes_ && lane <= range.upper; lane += step)
        ticks << lane + 0.5;
    firstTick_ = ticks.isEmpty() ? 0.0 : ticks.front();
    return ticks;
}

} // namespace qmgrlab::ui
