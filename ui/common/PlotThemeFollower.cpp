// SPDX-License-Identifier: GPL-3.0-or-later
// PlotThemeFollower: an event filter on the plot that restyles and replots it on PaletteChange,
// and sets its font on FontChange.
#include "ui/common/PlotThemeFollower.h"

#include "ui/common/Theme.h"

#include <QEvent>
#include <qcustomplot.h>

namespace qmgrlab::ui {

void PlotThemeFollower::follow(QCustomPlot* plot, Follow what, std::function<void()> restyle) {
    new PlotThemeFollower(plot, what, std::move(restyle));
}

PlotThemeFollower::PlotThemeFollower(QCustomPlot* plot, Follow what, std::function<void()> restyle)
    : QObject(plot), plot_(plot), what_(what), restyle_(std::move(restyle)) {
    Theme::of(plot->palette()).applyTo(plot);
    if (restyle_)
        restyle_();
    if (what_ == Follow::PaletteAndFont)
        applyFont(plot);
    plot->installEventFilter(this);
}

void PlotThemeFollower::applyFont(QCustomPlot* plot) {
    const QFont text = plot->font();
    QFont bold = text;
    bold.setBold(true);
    const auto styleAxis = [&text](QCPAxis* axis) {
        axis->setTickLabelFont(text);
        axis->setLabelFont(text);
    };
    for (QCPLayoutElement* element : plot->plotLayout()->elements(true)) {
        if (auto* title = qobject_cast<QCPTextElement*>(element))
            title->setFont(bold);
        else if (auto* rect = qobject_cast<QCPAxisRect*>(element))
            for (QCPAxis* axis : rect->axes())
                styleAxis(axis);
        else if (auto* scale = qobject_cast<QCPColorScale*>(element))
            styleAxis(scale->axis());
        else if (auto* legend = qobject_cast<QCPLegend*>(element))
            legend->setFont(text);
    }
    // A legend kept in an axis rect's inset layout is not among the layout's elements.
    plot->legend->setFont(text);
}

bool PlotThemeFollower::eventFilter(QObject* watched, QEvent* event) {
    if (watched == plot_ && event->type() == QEvent::PaletteChange) {
        Theme::of(plot_->palette()).applyTo(plot_);
        if (restyle_)
            restyle_();
        plot_->replot(QCustomPlot::rpQueuedReplot);
    } else if (watched == plot_ && event->type() == QEvent::FontChange && what_ == Follow::PaletteAndFont) {
        applyFont(plot_);
        plot_->replot(QCustomPlot::rpQueuedReplot);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace qmgrlab::ui
