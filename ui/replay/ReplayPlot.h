// SPDX-License-Identifier: GPL-3.0-or-later
// ReplayPlot: the picture of a replayed mail log against the log itself, for one destination or
// the whole log: above, the queue manager delay b of every logged line and of every simulated
// line over the day (the log's clock), the two distributions side by side; below, each paired
// line's logged b against its simulated b, with the diagonal (the same b) and the band where the
// two agree (within max(1 s, 10 %), ReplayComparison::agrees). The points are the core's
// (ReplayComparison's pairing); the plot draws them. Follows the theme and the zoom (its font,
// PlotThemeFollower); exports as PNG, SVG or PDF through the PageWriter.
#pragma once

#include "ui/common/Theme.h"

#include <QSize>
#include <QString>
#include <qcustomplot.h>
#include <string>

namespace qmgrlab {
struct ReplayScenario;
}

namespace qmgrlab::ui {

class MaillogReplay;

class ReplayPlot : public QCustomPlot {
    Q_OBJECT
public:
    explicit ReplayPlot(QWidget* parent = nullptr);

    // Draws replay's lines of destination (a recipient domain; empty: the whole log); nothing for
    // no replay.
    void showDestination(const MaillogReplay* replay, const std::string& destination);

    // The points drawn: logged and simulated lines over the day, and paired lines.
    int loggedPoints() const;
    int simulatedPoints() const;
    int pairedPoints() const;
    // The labels of the time axis's ticks, as last drawn.
    QVector<QString> timeTickLabels() const;

    // Writes the picture as shown to path (.png, .svg or .pdf) at size (the widget's when empty),
    // in theme's colours; false with a one-line *error naming the file.
    bool exportImage(const QString& path, QSize size, QString* error, const Theme& theme = Theme::light());

private:
    void showClock(const ReplayScenario& replay);
    void applyColours();

    QCPTextElement* title_;
    QCPAxisRect* day_;
    QCPAxisRect* pairs_;
    QCPGraph* logged_;
    QCPGraph* simulated_;
    QCPGraph* paired_;
    QCPGraph* diagonal_;
    QCPGraph* bandAbove_;
    QCPGraph* bandBelow_;
};

} // namespace qmgrlab::ui
