// SPDX-License-Identifier: GPL-3.0-or-later
// DeferredQueueView: the deferred queue at the current position (contract v2). A table lists
// the messages waiting in it, each with its recipients still to deliver, when it was deferred,
// its age then, the backoff that age gave (between minimal_backoff_time and
// maximal_backoff_time), its next retry time (the file time of the trace's defer_msg) and the
// time left until then (short headers, and the widest columns elided when they do not all fit,
// their texts in full in tooltips). Below, a time axis (QCustomPlot) shows up to the current
// position the deferred-queue scans (ticks on the top row, with how many messages each listed),
// each message's waits in the queue (a bar per retry, from the attempt that deferred it to its
// retry time, with its backoff: RetryWaitsPlottable) and the expiries (crosses). Every figure is the core's
// (DeferredQueueHistory: the recorded deferrals, the Inspector's deferred queue, the trace's scans). A
// scenario without the deferred queue shows a sentence saying so instead.
#pragma once

#include "core/run/DeferredQueueHistory.h"
#include "ui/common/RefreshWhenShown.h"

#include <QMargins>
#include <QString>
#include <QWidget>

class QCustomPlot;
class QLabel;
class QStackedWidget;
class QTableWidget;

namespace qmgrlab::ui {

class RetryWaitsPlottable;
class SimulationController;

class DeferredQueueView : public QWidget {
    Q_OBJECT
public:
    explicit DeferredQueueView(SimulationController* controller, QWidget* parent = nullptr);

    // Compact (the lecture layout, under the timeline): the plot's key in its tooltip and the
    // table as high as its rows (up to three), so that the table and the plot fit a short dock.
    void setCompact(bool compact);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override; // the columns fit again

private:
    friend class DeferredQueueViewProbe; // tests/ui: what the table, the summary and the plot show

    // A text about n things: the singular source for 1, the plural one otherwise, each translated
    // with n (every language its own plural forms).
    static QString counted(int n, const char* one, const char* many);

    RefreshWhenShown* refreshWhenShown_ = nullptr; // a refresh put off while out of sight

    void rebuild();
    void refresh();
    void fillTable();
    void fitColumns();
    void fitCompactTable();
    void applyFonts(); // the table's and the chart's text at the view's font (the zoom)
    void replot();
    QString backoffText(const DeferredQueueHistory::Waiting& w) const;
    void retranslate();
    bool emptyStateShown() const;

    SimulationController* controller_;
    QStackedWidget* pages_;
    QLabel* empty_;
    QLabel* summary_;
    QLabel* key_;
    bool compact_ = false;
    QMargins margins_; // the layouts', restored when not compact
    QTableWidget* table_;
    QCustomPlot* plot_;
    RetryWaitsPlottable* waits_ = nullptr; // the plot's, made again at each replot
    DeferredQueueHistory history_;
};

} // namespace qmgrlab::ui
