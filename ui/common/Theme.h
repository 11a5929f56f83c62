// SPDX-License-Identifier: GPL-3.0-or-later
// Theme: the one source of truth for qmgrlab's colours, light and dark: the widget palette,
// the chart colours (background, axes, grid, text), the job card colours and the accent.
// Every view reads the theme of its own palette (Theme::of(palette())), so switching the
// application palette switches the whole window, and an export can paint light or dark
// whatever the screen shows by giving its off-screen plot the other theme's palette.
#pragma once

#include <QColor>
#include <QList>
#include <QPalette>

class QCPAxis;
class QCustomPlot;

namespace qmgrlab::ui {

class Theme {
public:
    static const Theme& light();
    static const Theme& dark();
    // The theme a palette belongs to: dark when its window colour is dark.
    static const Theme& of(const QPalette& palette);

    bool isDark() const { return dark_; }
    QPalette palette() const; // the application palette of this theme

    // Charts: the page, axis lines and tick labels, grid lines, titles and labels; faint text
    // for what has not happened yet (the undispatched part of the slot string, pale cells).
    QColor chartBackground() const { return chartBackground_; }
    QColor chartAxis() const { return chartAxis_; }
    QColor chartGrid() const { return chartGrid_; }
    QColor chartText() const { return chartText_; }
    QColor chartFaintText() const { return chartFaintText_; }
    // A job's colour washed out towards the chart background: a delivery not reached yet.
    QColor paleJob(int message) const;
    // The lines between neighbouring cells of the slot band.
    QColor cellSeparator() const { return chartBackground_; }

    // Job cards and the nodes of the preemption tree: body, text, counter names, outline; a
    // blocker's body, its hatching (faint, so the text over it stays readable), its title band
    // and the text on that band.
    QColor cardFill() const { return cardFill_; }
    QColor cardText() const { return cardText_; }
    QColor cardFaintText() const { return cardFaintText_; }
    QColor cardOutline() const { return cardOutline_; }
    QColor blockerFill() const { return blockerFill_; }
    QColor blockerHatch() const { return blockerHatch_; }
    QColor blockerBand() const { return blockerBand_; }
    QColor blockerBandText() const { return blockerBandText_; }
    // A dead destination's row or mark (a muted red that the theme's text stays readable on).
    QColor deadFill() const { return deadFill_; }
    // Contract v2: a queue suspended by its rate delay (row and plot band), a destination's
    // server down (the strip on the time axis), a transport whose agents cannot start (a band
    // over its lanes), the line of a rate delay's wait on an agent lane, and the parts of a
    // partial delivery whose recipients were deferred or bounced.
    QColor suspendedFill() const { return suspendedFill_; }
    QColor downMark() const { return downMark_; }
    QColor transportDeadFill() const { return transportDeadFill_; }
    QColor waitMark() const { return waitMark_; }
    QColor deferredOutcome() const { return deferredOutcome_; }
    QColor bouncedOutcome() const { return bouncedOutcome_; }

    // The accent (Okabe-Ito blue, lighter on dark) and the mark of the current job and the
    // current position.
    QColor accent() const { return accent_; }
    QColor currentMark() const { return currentMark_; }

    // What calls for attention (Okabe-Ito vermillion, lighter on dark, told apart with every kind
    // of colour vision): a slot that differs between compared variants, a worse figure, a
    // parameter the scenario sets, recipient slots lent to a preempting job.
    QColor attention() const { return attention_; }
    // The text of an error message (a darker or lighter vermillion that reads at 4.5:1 or more
    // on the window).
    QColor errorText() const { return errorText_; }
    // A failed delivery's marks, drawn over the job colours (the same on both pages, as the job
    // colours are): the hatching of a failed cell or lane block, the legend's failed swatch and its
    // outline, which also rims a job's colour chip on the job cards.
    QColor failureHatch() const { return QColor(0, 0, 0, 200); }
    QColor failureSwatch() const { return QColor(0xDD, 0xDD, 0xDD); }
    QColor swatchOutline() const { return QColor(Qt::black); }
    // The colour of chart series i (0, 1, ...; Okabe-Ito's order, repeating): lines of a sweep.
    QColor series(int i) const;
    // A perceptually even scale from low to high (evenly spaced stops), readable on light and dark
    // pages: the heat map of a sweep.
    QList<QColor> heatScale() const;

    // Styles a plot: background, every axis of every axis rect (lines, ticks, labels), grids
    // and the legend.
    void applyTo(QCustomPlot* plot) const;
    // Styles one axis as applyTo does: its lines, ticks, labels and grid (a colour scale's axis,
    // which no axis rect lists).
    void styleAxis(QCPAxis* axis) const;

private:
    Theme() = default;

    bool dark_ = false;
    QColor chartBackground_, chartAxis_, chartGrid_, chartText_, chartFaintText_;
    QColor cardFill_, cardText_, cardFaintText_, cardOutline_;
    QColor blockerFill_, blockerHatch_, blockerBand_, blockerBandText_, deadFill_;
    QColor suspendedFill_, downMark_, transportDeadFill_, waitMark_, deferredOutcome_, bouncedOutcome_;
    QColor accent_, currentMark_, attention_, errorText_;
};

} // namespace qmgrlab::ui
