// SPDX-License-Identifier: GPL-3.0-or-later
// DestinationsViewProbe: what a DestinationsView shows, for the GUI tests: its table, the queues
// its plot draws (by row of the table) with their windows and suspensions, and the server-down
// and transport-dead spans drawn for a row's queue.
#pragma once

#include "ui/destinations/DestinationsTableModel.h"
#include "ui/destinations/DestinationsView.h"

#include <QColor>
#include <QTableView>
#include <algorithm>
#include <cstdint>
#include <iterator>
#include <limits>
#include <qcustomplot.h>
#include <utility>
#include <vector>

namespace qmgrlab::ui {

class DestinationsViewProbe {
public:
    explicit DestinationsViewProbe(DestinationsView& view) : view_(view) {}

    const DestinationsTableModel& table() const { return *view_.model_; }
    QTableView* tableView() const { return view_.tableView_; } // the table through its sorting proxy
    void setPlotted(int row, bool on) { view_.model_->setPlotted(history(row), on); }
    int plottedCount() const { return static_cast<int>(view_.plotted_.size()); }
    // The colour of the window line the legend names legendName ("fb_1: one.example"); invalid
    // when no line has that name.
    QColor windowColour(const QString& legendName) const {
        for (int i = 0; i < view_.plot_->graphCount(); ++i) {
            if (view_.plot_->graph(i)->name() == legendName)
                return view_.plot_->graph(i)->pen().color();
        }
        return {};
    }
    // The window the plot shows for a row at time ms, or -1 if it shows none then.
    int plottedWindowAt(int row, double ms) const {
        const DestinationsView::Point* p = pointAt(row, ms);
        return p == nullptr || !p->inMemory ? -1 : p->window;
    }
    // Whether the plot shows a row's queue suspended (rate delay) at time ms.
    bool plottedSuspendedAt(int row, double ms) const {
        const DestinationsView::Point* p = pointAt(row, ms);
        return p != nullptr && p->inMemory && p->window < 0;
    }
    // The spans drawn for a row's queue up to the current position: its server down, its
    // transport dead.
    std::vector<std::pair<std::int64_t, std::int64_t>> downSpans(int row) const {
        std::vector<std::pair<std::int64_t, std::int64_t>> out;
        for (const TimeInterval& span : view_.serverDown(history(row)))
            out.emplace_back(span.startMs, span.endMs);
        return out;
    }
    std::vector<std::pair<std::int64_t, std::int64_t>> transportDeadSpans(int row) const {
        std::vector<std::pair<std::int64_t, std::int64_t>> out;
        for (const TimeInterval& span : view_.transportDead(history(row)))
            out.emplace_back(span.startMs, span.endMs);
        return out;
    }

    // Whether a row's queue is plotted; the figure by its line's end (the window at the position),
    // "" when none; the value its window line ends with, NaN when it draws none.
    bool plotted(int row) const { return view_.model_->plotted(history(row)); }
    QString nowLabel(int row) const {
        const QCPItemText* label = nowLabelOf(row);
        return label != nullptr ? label->text() : QString();
    }
    QFont nowLabelFont(int row) const {
        const QCPItemText* label = nowLabelOf(row);
        return label != nullptr ? label->font() : QFont();
    }
    QFont tickFont() const { return view_.plot_->xAxis->tickLabelFont(); } // the time axis's labels
    double lineEnd(int row) const {
        const DestinationsTableModel::Row& r = view_.model_->rows()[static_cast<std::size_t>(row)];
        const QString name = r.transport + QStringLiteral(": ") + r.destination;
        for (int i = 0; i < view_.plot_->graphCount(); ++i) {
            const QCPGraph* graph = view_.plot_->graph(i);
            if (graph->name() == name && !graph->data()->isEmpty())
                return (graph->data()->constEnd() - 1)->value;
        }
        return std::numeric_limits<double>::quiet_NaN();
    }

private:
    const QCPItemText* nowLabelOf(int row) const {
        for (const DestinationsView::NowLabel& label : view_.nowLabels_) {
            if (std::find(label.histories.begin(), label.histories.end(), history(row)) !=
                label.histories.end())
                return label.text;
        }
        return nullptr;
    }
    int history(int row) const { return view_.model_->rows()[static_cast<std::size_t>(row)].history; }
    const DestinationsView::Point* pointAt(int row, double ms) const {
        for (const DestinationsView::Plotted& queue : view_.plotted_) {
            if (queue.history != history(row))
                continue;
            const auto after =
                std::partition_point(queue.points.begin(), queue.points.end(),
                                     [ms](const DestinationsView::Point& p) { return p.t <= ms; });
            return after == queue.points.begin() ? nullptr : &*std::prev(after);
        }
        return nullptr;
    }

    DestinationsView& view_;
};

} // namespace qmgrlab::ui
