// SPDX-License-Identifier: GPL-3.0-or-later
// RecipientPoolViewProbe: what a RecipientPoolView's plots show, for the GUI tests: the titles
// (whole, before wrapping), the pool bar's four segments and its legend, every transport's pool
// bar with its jobs and label when all are shown, the in-core bar, the per-job rows with their
// slots, which rows are in view, and the widths as drawn.
#pragma once

#include "ui/pools/RecipientPoolPlots.h"
#include "ui/pools/RecipientPoolView.h"
#include "ui/pools/SegmentBarsPlottable.h"
#include "ui/pools/SwatchLegendElement.h"

#include <QStringList>
#include <qcustomplot.h>
#include <utility>
#include <vector>

namespace qmgrlab::ui {

class RecipientPoolViewProbe {
public:
    explicit RecipientPoolViewProbe(RecipientPoolView& view) : view_(view) {}

    QString poolTitle() const { return view_.titleText(plots().poolTitle); }
    QStringList poolLegend() const {
        QStringList texts;
        for (const LegendSwatch& item : plots().poolLegend->items_)
            texts << item.text;
        return texts;
    }
    int heldByJobs() const { return segment(plots().poolBar, 0, 0); }     // within the pool
    int unusedPool() const { return segment(plots().poolBar, 0, 1); }     // max(pool, 0)
    int extraPoolInUse() const { return segment(plots().poolBar, 0, 2); } // max(-pool, 0)
    int extraPoolFree() const { return segment(plots().poolBar, 0, 3); }  // extra slots not lent
    // Every transport's pool at once: the transports' names, each one's jobs (the core's JobSlots
    // the bar's label was written from) and the label after its bar.
    bool showsAllPools() const { return plots().allPools; }
    std::vector<QString> poolTransports() const { return plots().poolNames; }
    std::vector<JobSlots> poolJobs(int row) const { return plots().poolJobs[static_cast<std::size_t>(row)]; }
    QString poolLabel(int row) const { return plots().poolBar->bars_[static_cast<std::size_t>(row)].label; }
    QString inCoreTitle() const { return view_.titleText(plots().inCoreTitle); }
    int inCoreRecipients() const {
        return segment(plots().inCoreBar, 0, 0) + segment(plots().inCoreBar, 0, 2);
    }
    // The per-job title and the line below it.
    QString jobsTitle() const {
        return view_.titleText(plots().jobsTitle) + QLatin1Char('\n') + view_.titleText(plots().jobsSubtitle);
    }
    int jobCount() const { return static_cast<int>(plots().rows.size()); }
    int jobMessage(int row) const { return plots().rows[static_cast<std::size_t>(row)].message; }
    // (rcpt_limit, rcpt_count) as the row's bar draws them.
    std::pair<int, int> jobSlots(int row) const {
        const auto bar = static_cast<std::size_t>(row);
        const int within = segment(plots().jobBars, bar, 0);
        return {within + segment(plots().jobBars, bar, 1), within + segment(plots().jobBars, bar, 2)};
    }
    int firstVisibleJob() const { return plots().firstRow; }
    int visibleJobRows() const { return plots().visibleRows; }
    void scrollToJob(int row) {
        view_.plots_->firstRow = row;
        view_.placeJobRows();
        plots().jobs->replot(QCustomPlot::rpQueuedReplot);
    }
    // Pixel widths as drawn after an immediate replot (0 when not drawn).
    double drawnHeldWidth() {
        plots().totals->replot(QCustomPlot::rpImmediateRefresh);
        const std::vector<QRectF> segments = drawn(plots().poolBar, 0);
        return segments.empty() ? 0.0 : segments.front().width();
    }
    double drawnJobWidth(int row) {
        plots().jobs->replot(QCustomPlot::rpImmediateRefresh);
        QRectF whole;
        for (const QRectF& r : drawn(plots().jobBars, row))
            whole = whole.isNull() ? r : whole.united(r);
        return whole.width();
    }

private:
    const RecipientPoolView::Plots& plots() const { return *view_.plots_; }
    // A bar's segments as drawn, none when it is out of view.
    static std::vector<QRectF> drawn(const SegmentBarsPlottable* bars, int bar) {
        const auto [first, last] = bars->barsInView();
        return bars->bars_.empty() || bar < first || bar > last ? std::vector<QRectF>()
                                                                : bars->barSegments(bar);
    }
    static int segment(const SegmentBarsPlottable* bars, std::size_t bar, std::size_t segment) {
        const auto& all = bars->bars_;
        if (bar >= all.size() || segment >= all[bar].segments.size())
            return 0;
        return static_cast<int>(all[bar].segments[segment].value);
    }

    RecipientPoolView& view_;
};

} // namespace qmgrlab::ui
