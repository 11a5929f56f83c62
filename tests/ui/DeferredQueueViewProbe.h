// SPDX-License-Identifier: GPL-3.0-or-later
// DeferredQueueViewProbe: what a DeferredQueueView shows, for the GUI tests: the sentence instead
// of the view when the scenario has no deferred queue, its summary line, its table, and the
// core's deferred queue it shows (DeferredQueueHistory), and the retries its plot draws.
#pragma once

#include "ui/deferred/DeferredQueueView.h"
#include "ui/deferred/RetryWaitsPlottable.h"

#include <QLabel>
#include <QTableWidget>
#include <qcustomplot.h>

namespace qmgrlab::ui {

class DeferredQueueViewProbe {
public:
    explicit DeferredQueueViewProbe(const DeferredQueueView& view) : view_(view) {}

    bool emptyStateShown() const { return view_.emptyStateShown(); }
    QString summary() const { return view_.summary_->text(); }
    QTableWidget* table() const { return view_.table_; }
    const DeferredQueueHistory& history() const { return view_.history_; }
    const RetryWaitsPlottable* retries() const { return view_.waits_; }
    QCustomPlot* plot() const { return view_.plot_; }

private:
    const DeferredQueueView& view_;
};

} // namespace qmgrlab::ui
