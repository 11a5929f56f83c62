// SPDX-License-Identifier: GPL-3.0-or-later
// TimelineViewProbe: what a TimelineView shows, for the GUI tests: the shown transport's delivery
// slots (cells) with their messages, fills and places, how many were dispatched at the current
// position, the slot string and its line as shown (and whether it fits), whether the future is hidden,
// the deliveries it holds under way per destination, the bars its lanes last drew, the lanes in
// view and the count of those out of view (and where it is), the labels of the band's cells and
// whether the legend names their mark of an id cut short.
#pragma once

#include "ui/timeline/DeliveryLanesPlottable.h"
#include "ui/timeline/JobLegendElement.h"
#include "ui/timeline/SlotBandPlottable.h"
#include "ui/timeline/TimelineModel.h"
#include "ui/timeline/TimelinePlot.h"
#include "ui/timeline/TimelineView.h"

#include <QAction>
#include <QLabel>
#include <QTextDocument>
#include <algorithm>
#include <cmath>
#include <map>
#include <qcustomplot.h>
#include <utility>
#include <vector>

namespace qmgrlab::ui {

class TimelineViewProbe {
public:
    explicit TimelineViewProbe(const TimelineView& view) : view_(view) {}

    int cellCount() const { return model() ? model()->slotCount() : 0; } // the whole run's slots
    int dispatchedCellCount() const { return model() ? model()->dispatchedSlots() : 0; }
    int cellMessage(int slot) const { // message index of a slot
        return model() && slot >= 0 && slot < model()->slotCount() ? model()->slot(slot).message : -1;
    }
    QColor cellColour(int slot) const { return view_.plot_->band()->cellColour(slot); } // its fill
    QPoint cellCentre(int slot) const { // where a slot's cell is drawn, in the view
        const TimelinePlot* plot = view_.plot_;
        const double x = plot->bandRect()->axis(QCPAxis::atBottom)->coordToPixel(slot + 1.0);
        const double y = plot->bandRect()->axis(QCPAxis::atLeft)->coordToPixel(0.5);
        return plot->mapTo(&view_, QPointF(x, y).toPoint());
    }
    QString slotString() const { return model() ? model()->slotString() : QString(); } // the whole run's
    QString slotText() const { // the slot string line as shown, plain text
        QTextDocument document;
        document.setHtml(view_.slotText_->text());
        return document.toPlainText();
    }
    // The width the slot string line needs as laid out, and the width its label has.
    int slotTextNeeded() const { return view_.slotText_->sizeHint().width(); }
    int slotTextWidth() const { return view_.slotText_->width(); }
    // The width `text` takes on the line, in its bold (the wider) font, and the room the line has.
    qreal slotTextAdvance(const QString& text) const {
        QFont bold = view_.slotText_->font();
        bold.setBold(true);
        return QFontMetricsF(bold).horizontalAdvance(text);
    }
    int slotTextRoom() const { return view_.slotText_->contentsRect().width(); }
    bool futureHidden() const { return view_.futureHidden(); }
    // How many agent lanes fit the lane area at their minimum height.
    int visibleLanes() const { return view_.plot_->visibleLanes(); }
    // Whether the plot's fit holds (until the user zooms or pans).
    bool following() const { return view_.plot_->following(); }
    // The messages with at least one mark in the band's last drawing, ascending.
    const std::vector<int>& drawnMessages() const { return view_.plot_->band()->drawn_; }
    // The labels the band's last drawing gave its cells, by message.
    const std::map<int, QString>& cellLabels() const { return view_.plot_->band()->labels_; }
    // The agent lanes in view (first, one past the last), those with a delivery under way and those
    // whose delivery ended at the current time.
    std::pair<int, int> lanesInView() const {
        const QCPRange range = view_.plot_->lanesRect()->axis(QCPAxis::atLeft)->range();
        return {static_cast<int>(std::lround(range.lower)), static_cast<int>(std::lround(range.upper))};
    }
    std::vector<int> lanesUnderWay() const { return model() ? model()->lanesUnderWay() : std::vector<int>{}; }
    std::vector<int> lanesEndedNow() const { return model() ? model()->lanesEndedNow() : std::vector<int>{}; }
    // The lanes the view keeps in sight: those ended now, then those under way.
    std::vector<int> lanesKept() const {
        std::vector<int> kept = lanesEndedNow();
        const std::vector<int> busy = lanesUnderWay();
        kept.insert(kept.end(), busy.begin(), busy.end());
        return kept;
    }
    // How many of these lanes are in view.
    qsizetype countInView(const std::vector<int>& lanes) const {
        const auto [first, last] = lanesInView();
        return std::count_if(lanes.begin(), lanes.end(),
                             [&](int lane) { return first <= lane && lane < last; });
    }
    int laneCount() const { return model() ? model()->laneCount() : 0; }
    // The count of the agent lanes out of view as the plot shows it (legend or tag), or empty.
    QString lanesNote() const { return view_.plot_->lanes()->outOfViewNote(); }
    // Whether that count ends the legend's first row (else it is a tag over the lanes' foot).
    bool lanesNoteInLegend() const { return view_.plot_->legend()->noteShown(); }
    // The legend's job items as laid out for its width: message and text, in order.
    std::vector<std::pair<int, QString>> jobItems() const { return view_.plot_->legend()->jobItems(); }
    // Whether the legend as laid out for its width names the band's mark of an id cut short.
    bool cutMarkNamed() const {
        const JobLegendElement* legend = view_.plot_->legend();
        const auto items = legend->layout(legend->rect().width(), nullptr);
        return std::any_of(items.begin(), items.end(), [](const JobLegendElement::Item& item) {
            return item.swatch == JobLegendElement::Swatch::Cut;
        });
    }

    // Per destination of the shown transport, the deliveries the timeline holds under way at the
    // current position (drawn so: a pointed end, or a stub while the future is hidden).
    std::map<QString, int> underWayByDestination() const {
        std::map<QString, int> busy;
        for (int slot = 0; model() && slot < model()->slotCount(); ++slot) {
            if (model()->underWay(slot))
                ++busy[model()->destinationName(model()->slot(slot).dest)];
        }
        return busy;
    }
    // The bars the lanes showed in their last drawing, with each one's delivery seq.
    struct Bar {
        int seq = 0;
        bool underWay = false;
        bool outcomeShown = false;
    };
    std::vector<Bar> drawnBars() const {
        std::vector<Bar> bars;
        for (const DeliveryLanesPlottable::DrawnBar& b : view_.plot_->lanes()->drawn())
            bars.push_back({model()->slot(b.slot).seq, b.underWay, b.outcomeShown});
        return bars;
    }
    void setHideFuture(bool hide) const { view_.hideFutureAction_->setChecked(hide); }
    void replot() const { view_.plot_->replot(QCustomPlot::rpImmediateRefresh); }

private:
    const TimelineModel* model() const { return view_.model_.get(); }

    const TimelineView& view_;
};

} // namespace qmgrlab::ui
