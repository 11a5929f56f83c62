// SPDX-License-Identifier: GPL-3.0-or-later
// LogClockTicker: the ticks of an axis of wall-clock times (seconds since 1970, UTC as the log's
// clock reads), labelled to the span shown: milliseconds for a few seconds, seconds within a few
// minutes, hours and minutes within two days (with the day), days beyond. The steps are
// QCPAxisTickerDateTime's, held to what the labels can say: whole seconds where they show seconds
// (never 2.5 s, which would label 12.5 s as 12), whole minutes where they show minutes, whole days
// where they show days.
#pragma once

#include <QString>
#include <qcustomplot.h>

namespace qmgrlab::ui {

class LogClockTicker : public QCPAxisTickerDateTime {
public:
    LogClockTicker();

    // The label format for a span of that many seconds.
    static QString formatFor(double spanSeconds);
    // The step for a span of that many seconds, from QCPAxisTickerDateTime's step for it: the
    // closest one the span's labels can say exactly.
    static double stepFor(double spanSeconds, double step);

protected:
    double getTickStep(const QCPRange& range) override;
};

} // namespace qmgrlab::ui
