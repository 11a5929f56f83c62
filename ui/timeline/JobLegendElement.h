// SPDX-License-Identifier: GPL-3.0-or-later
// JobLegendElement: the timeline's legend as a QCustomPlot layout element: what the black bar,
// pale and hatched mean, then one colour chip per job with a slot in the slot band's visible
// range (labelled with its message id and its slot count there, largest count first; only
// dispatched slots count when the future is hidden). Sizes follow the font. It wraps onto at
// most three rows of the plot's width; jobs that do not fit are counted in a last
// "+N more jobs" item. Where the slot band cuts ids short, an item first names its mark ("…").
// A note (the lanes out of view) ends the first row, before any job.
#pragma once

#include "ui/timeline/TimelineModel.h"

#include <memory>
#include <qcustomplot.h>
#include <utility>
#include <vector>

namespace qmgrlab::ui {

class SlotBandPlottable;

class JobLegendElement : public QCPLayoutElement {
    Q_OBJECT
public:
    explicit JobLegendElement(QCustomPlot* plot);

    void setModel(std::shared_ptr<const TimelineModel> model) { model_ = std::move(model); }
    void setFont(const QFont& font) { font_ = font; }
    // The slot band: its key axis' range decides which jobs are listed, its labels whether the
    // mark of an id cut short is named.
    void setSlotBand(const SlotBandPlottable* band) { band_ = band; }
    // Compact (the lecture): no key (current position, not dispatched yet, failed delivery)
    // before the items, and little space over and under the rows (each row leaves room around
    // its text), which a short plot gives to the lanes.
    void setCompact(bool compact);
    // The plot elements under the legend: it takes only the rows their minimum heights leave.
    void setElementsBelow(std::vector<const QCPLayoutElement*> below) { below_ = std::move(below); }

    // A note right-aligned on the first row (the agent lanes out of view): the jobs make room
    // for it (into "+N more jobs"); whether the row holds it.
    void setNote(const QString& note) { note_ = note; }
    bool noteShown() const;
    // What its items and note take as drawn at its current size, in the plot's coordinates
    // (empty without any).
    QRectF drawnRect() const;

    QSize minimumOuterSizeHint() const override;
    QSize maximumOuterSizeHint() const override;

protected:
    void draw(QCPPainter* painter) override;

private:
    friend class TimelineViewProbe; // tests/ui: the job items as laid out

    // The job items as laid out for the current width: message and text, in order.
    std::vector<std::pair<int, QString>> jobItems() const;
    int maxRows() const;
    enum class Swatch {
        Job,
        NotDispatched,
        Failed,
        Current,
        More,
        Deferred,
        Bounced,
        Wait,
        TransportDead,
        Cut
    };
    struct Item {
        Swatch swatch = Swatch::Job;
        int message = -1;
        QString text;
        QRectF rect; // placed by layout()
    };
    // The items placed in rows of the given width, the note's room kept; the rows used are
    // returned in rows.
    std::vector<Item> layout(double width, int* rows) const;
    // ... in up to rowCap rows, the first noteWidth narrower, the band's cut mark named or not.
    std::vector<Item> layoutRows(double width, int rowCap, double noteWidth, bool cutNamed, int* rows) const;
    double noteRoom() const;
    double rowHeight() const;
    double swatchSize() const;
    // model_->slotCounts(first, last), kept for the next call with the same model and range:
    // a replot lays the legend out three or four times, and a whole 30,000-slot run counts
    // ten thousand jobs.
    const std::vector<std::pair<int, int>>& slotCounts(int first, int last) const;

    std::shared_ptr<const TimelineModel> model_;
    QFont font_;
    const SlotBandPlottable* band_ = nullptr;
    bool keyShown_ = true;
    QString note_;
    std::vector<const QCPLayoutElement*> below_;
    mutable std::weak_ptr<const TimelineModel> countsModel_;
    mutable int countsFirst_ = 0;
    mutable int countsLast_ = -1;
    mutable std::vector<std::pair<int, int>> counts_;
};

} // namespace qmgrlab::ui
