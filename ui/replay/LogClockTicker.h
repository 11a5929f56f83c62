// SPDX-License-Identifier: GPL-3.0-or-later
// LogClockTicker: the ticks of an axis of wall-clock times (seconds since 1970, UTC as the log's
// clock reads), labelled to the span shown: milliseconds for a few seconds, seconds within a few
// minutes, hours and minutes within two days (with the day), days beyond. The steps are
// QCPAxisTickerDateTime's, which already fall on whole seconds, minutes, hours and days.
#pragma once

#include <QString>
#include <qcustomplot.h>

namespace qmgrlab::ui {

class LogClockTicker : public QCPAxisTickerDateTime {
public:
    LogClockTicker();

    // The label format for a span of that many seconds.
    static QString formatFor(double spanSeconds);

protected:
    double getTickStep(const QCPRange& range) override;
};

} // namespace qmgrlab::ui
