// SPDX-License-Identifier: GPL-3.0-or-later
// PlotThemeFollower: keeps a QCustomPlot styled by the theme of its own palette: styles it at
// once and again whenever its palette changes (dark mode switched on or off, an export that
// asks for the other theme). One call per plot: PlotThemeFollower::follow(plot).
#pragma once

#include <QObject>

class QCustomPlot;

namespace qmgrlab::ui {

class PlotThemeFollower : public QObject {
    Q_OBJECT
public:
    // The follower lives as a child of the plot.
    static void follow(QCustomPlot* plot);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit PlotThemeFollower(QCustomPlot* plot);

    QCustomPlot* plot_;
};

} // namespace qmgrlab::ui
