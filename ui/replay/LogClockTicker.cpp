// SPDX-License-Identifier: GPL-3.0-or-later
// LogClockTicker: the format chosen with the step.
#include "ui/replay/LogClockTicker.h"

namespace qmgrlab::ui {

namespace {

constexpr double kMinute = 60.0;
constexpr double kDay = 86400.0;

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

double LogClockTicker::getTickStep(const QCPRange& range) {
    setDateTimeFormat(formatFor(range.size()));
    return QCPAxisTickerDateTime::getTickStep(range);
}

} // namespace qmgrlab::ui
