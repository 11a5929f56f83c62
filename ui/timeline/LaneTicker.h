// SPDX-License-Identifier: GPL-3.0-or-later
// LaneTicker: the ticks of the agent-lane axis: "agent k" at the middle of lane k, every lane
// while the labels fit the axis' height (TimelinePlot keeps lanes that tall), else every
// second, fifth, tenth... lane. Bare, the first lane in view reads "agent k" and the others their
// number only (a few thin lanes labelled each): numbers need only their digits' height, so a bare
// label's font may be taller than its lane.
#pragma once

#include <qcustomplot.h>

namespace qmgrlab::ui {

class LaneTicker : public QCPAxisTicker {
public:
    // axis: the lane axis (its pixel length decides the label density); lanes: how many.
    LaneTicker(QCPAxis* axis, int lanes) : axis_(axis), lanes_(lanes) {}

    // The height a lane needs for its label in this font: the lanes' height while they all fit so.
    static double minLanePixels(const QFont& font);
    // The least height of a lane when they do not all fit at their label's height: half of it
    // (a bar still a few pixels high, every second lane labelled).
    static double thinLanePixels(const QFont& font);
    // The height a bare label (a lane's number) needs in this font: its digits and a gap, less
    // than minLanePixels (no descenders, no leading).
    static double bareLanePixels(const QFont& font);
    void setBare(bool bare) { bare_ = bare; }

protected:
    double getTickStep(const QCPRange& range) override;
    int getSubTickCount(double tickStep) override;
    QString getTickLabel(double tick, const QLocale& locale, QChar formatChar, int precision) override;
    QVector<double> createTickVector(double tickStep, const QCPRange& range) override;

private:
    QCPAxis* axis_;
    int lanes_;
    bool bare_ = false;
    double firstTick_ = 0.0; // the first tick of the last tick vector
};

} // namespace qmgrlab::ui
