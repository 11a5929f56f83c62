// SPDX-License-Identifier: GPL-3.0-or-later
// TimelinePlot: the QCustomPlot that shows one transport's timeline: the legend on top, the
// delivery-slot band (key: slot number, in selection order) and below it the agent lanes (key:
// simulated seconds). Both parts zoom with the wheel and pan by dragging, each on its own axis;
// fit() shows the whole run, or the part so far (which then grows with the run until the wheel
// or a drag takes over), from the run's start or from a later moment the view gives (a replayed
// log's first line). Every text and size follows the widget's font; an axis title longer than
// the plot is wide goes on two lines or more, never cut. Each agent lane is a
// label high, or, when they do not all fit so, down to half of that (a few such lanes each
// labelled by its number, in a font whose digits fit the lane); lanes that still do not fit
// scroll, the lanes of deliveries ended at the current time and under way kept in view, and the
// count of those out of view ends the legend's first row. The view shows it on screen, the
// exporter paints it into files.
#pragma once

#include "ui/common/DrawnFigure.h"
#include "ui/timeline/TimelineModel.h"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <qcustomplot.h>
#include <vector>

namespace qmgrlab::ui {

class DeliveryLanesPlottable;
class JobLegendElement;
class SlotBandPlottable;

class TimelinePlot : public QCustomPlot {
    Q_OBJECT
public:
    explicit TimelinePlot(QWidget* parent = nullptr);

    // What fit() shows: the whole run, or what has happened up to the current position.
    enum class FitScope { WholeRun, SoFar };

    void setModel(std::shared_ptr<const TimelineModel> model);
    void setFitScope(FitScope scope) { scope_ = scope; }
    // Where fit() starts on the time axis (ms; 0: the run's start): a replayed log's first line,
    // before which mail queued earlier only waited. Takes effect at the next fit().
    void setFitStartMs(std::int64_t ms) { fitStartMs_ = std::max<std::int64_t>(ms, 0); }
    std::int64_t fitStartMs() const { return fitStartMs_; }
    // Shows the fit scope's part and follows it: fitting the part so far again at each
    // position, until the wheel or a drag zooms or pans by hand.
    void fit();
    bool following() const { return following_; } // fit() holds until the user zooms or pans
    // After a move of the position: the part so far fitted again when following it, else the
    // slot band and the lanes panned, if needed, so that the current position is in view.
    void keepCurrentInView();

    SlotBandPlottable* band() const { return band_; }
    DeliveryLanesPlottable* lanes() const { return lanes_; }
    QCPAxisRect* bandRect() const { return bandRect_; }
    QCPAxisRect* lanesRect() const { return lanesRect_; }
    JobLegendElement* legend() const { return legend_; }
    // On screen, lanes thin down to half a label's height and then scroll; a page (export) shows
    // them all.
    void setLaneScrolling(bool on) { laneScrolling_ = on; }
    // Compact (the lecture layout): no key in the legend, no axis titles (the view's tooltip
    // explains them) and little space over the band and the lanes.
    void setCompact(bool compact);
    // Lanes first (a lecture about the agents): the slot band is one row of labelled cells high
    // and every pixel the plot grows by goes to the lanes; else the band is 3.5 lines and, but
    // compact (where the lecture's views hand their room to the lanes), grows up to twice that
    // with what the lanes used so far leave at their label's height.
    void setLanesFirst(bool on);
    // What the slot band lacks of its least height (3.5 lines) as laid out now, or 0 lanes first
    // (one row is then its height): the band short beside lanes that lack room, which the
    // lecture gives them with the band's own (so that its height does not change between steps).
    int bandShortfall() const;
    // Where the last drawing put each part, in the plot's coordinates: the legend's rows, the slot
    // band, the agent lanes, and each shown axis' tick labels and title (the boxes QCustomPlot
    // tests a click against), for a reader of the layout.
    std::vector<DrawnFigure::Part> drawnParts() const;

protected:
    void changeEvent(QEvent* event) override; // follows font changes
    void resizeEvent(QResizeEvent* event) override;

private:
    friend class TimelineViewProbe; // tests/ui: the lanes in view

    // How many agent lanes fit the lane area: all of them, at their label's height or down to
    // half of it; else as many a label high when the lanes used so far fit so, or as many at
    // half height (all of them before the first layout, or when lane scrolling is off).
    int visibleLanes() const;
    void showLanesUnderWay();
    void updateLanesNote();
    // The slot band grows (up to twice its least height; compact, not at all) only by what the
    // lanes used so far leave once they are a label high, and is one row of labelled cells high
    // while they are short of that; true when its height limits changed.
    bool fitBandToLanes();
    // The lane labels' font (smaller for a few thin lanes, each then labelled); true when it changed.
    bool fitLaneLabels();
    // The axis titles broken into lines that each fit the plot's width about their axis' centre
    // (a long title in a narrow plot: German at 175 % beside the docks), as even as the words
    // allow, and at the same width never on fewer lines again; true when one changed.
    bool fitAxisTitles();
    void applyFont();
    void clampSlotRange(const QCPRange& range);
    void clampTimeRange(const QCPRange& range);
    void clampLaneRange(const QCPRange& range);

    std::shared_ptr<const TimelineModel> model_;
    JobLegendElement* legend_;
    QCPAxisRect* bandRect_;
    QCPAxisRect* lanesRect_;
    SlotBandPlottable* band_;
    DeliveryLanesPlottable* lanes_;
    bool laneScrolling_ = true;
    bool lanesFirst_ = false;
    bool compact_ = false;
    FitScope scope_ = FitScope::WholeRun;
    bool relayingOut_ = false; // the lanes' range changed by a layout: laid out again
    bool following_ = true;    // fit() holds until the user zooms or pans
    std::int64_t fitStartMs_ = 0;
    QString slotTitle_; // the axis titles on one line (empty: compact)
    QString timeTitle_;
    int titlesWidth_ = -1; // the plot's width the titles were last fitted at (-1: to fit anew)
};

} // namespace qmgrlab::ui
