// SPDX-License-Identifier: GPL-3.0-or-later
// LogClockTicker: the format chosen with the step.
#include "ui/replay/LogClockTicker.h"

#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace qmgrlab::ui {

namespace {

constexpr double kMinute = 60.0;
constexpr double kHour = 3600.0;
constexpr double kDay = 86400.0;

double closest(double step, std::initializer_list<double> candidates) {
    return *std::min_element(candidates.begin(), candidates.end(),
                             [step](double a, double b) { return std::abs(a - step) < std::abs(b - step); });
}

} // namespace

LogClockTicker::LogClockTicker() {
    setDateTimeSpec(Qt::UTC);
    setDateTimeFormat(formatFor(kDay));
}

QString LogClockTicker::formatFor(double spanSeconds) {
    if (spanSeconds < 10.0)
        return QStringLiteral("HH:mm:ss.zzz");
    if (spanSeconds < 10.0 * kMinute)
        return QStringLiteral("HH:mm:ss");
    if (spanSeconds < 2.0 * kDay)
        return QStringLiteral("MMM d\nHH:mm");
    return QStringLiteral("MMM d");
}

double LogClockTicker::stepFor(double spanSeconds, double step) {
    if (spanSeconds < 10.0)
        return step; // the labels show milliseconds
    if (spanSeconds < 10.0 * kMinute)
        return step < kMinute ? closest(step, {1.0, 2.0, 5.0, 10.0, 15.0, 30.0}) : std::round(step);
    if (spanSeconds < 2.0 * kDay)
        return step < kHour ? closest(step, {kMinute, 2 * kMinute, 5 * kMinute, 10 * kMinute, 15 * kMinute,
                                             30 * kMinute})
                            : std::round(step / kMinute) * kMinute;
    return std::max(std::round(step / kDay), 1.0) * kDay;
}

double LogClockTicker::getTickStep(const QCPRange& range) {
    setDateTimeFormat(formatFor(range.size()));
    return stepFor(range.size(), QCPAxisTickerDateTime::getTickStep(range));
}

} // namespace qmgrlab::ui
