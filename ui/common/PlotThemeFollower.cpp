// SPDX-License-Identifier: GPL-3.0-or-later
// PlotThemeFollower: an event filter on the plot that restyles and replots it on PaletteChange.
#include "ui/common/PlotThemeFollower.h"

#include "ui/common/Theme.h"

#include <QEvent>
#include <qcustomplot.h>

namespace qmgrlab::ui {

void PlotThemeFollower::follow(QCustomPlot* plot) {
    new PlotThemeFollower(plot);
}

PlotThemeFollower::PlotThemeFollower(QCustomPlot* plot) : QObject(plot), plot_(plot) {
    Theme::of(plot->palette()).applyTo(plot);
    plot->installEventFilter(this);
}

bool PlotThemeFollower::eventFilter(QObject* watched, QEvent* event) {
    if (watched == plot_ && event->type() == QEvent::PaletteChange) {
        Theme::of(plot_->palette()).applyTo(plot_);
        plot_->replot(QCustomPlot::rpQueuedReplot);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace qmgrlab::ui
