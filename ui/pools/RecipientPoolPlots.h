// SPDX-License-Identifier: GPL-3.0-or-later
// RecipientPoolView::Plots: the charts of a RecipientPoolView and what they show: the totals (the
// pool bar with its legend, or a bar per transport with its jobs, the in-core bar), the per-job
// rows (the core's JobSlots, with their labels) and which of them are in view, and each title's
// whole text before it is wrapped.
#pragma once

#include "core/run/JobSlots.h"
#include "ui/pools/RecipientPoolView.h"

#include <QFont>
#include <QFontMetricsF>
#include <QString>
#include <map>
#include <vector>

class QCPAxisRect;
class QCPLayoutGrid;
class QCPTextElement;
class QCustomPlot;
class QScrollBar;

namespace qmgrlab::ui {

class SegmentBarsPlottable;
class SwatchLegendElement;

struct RecipientPoolView::Plots {
    QFont font;
    QFont bold;

    QCustomPlot* totals = nullptr;
    QCPTextElement* poolTitle = nullptr;
    QCPAxisRect* poolRect = nullptr;
    SegmentBarsPlottable* poolBar = nullptr;
    SwatchLegendElement* poolLegend = nullptr;
    QCPLayoutGrid* poolRow = nullptr;   // the pool bar, and compact its legend beside it
    QCPLayoutGrid* legendRow = nullptr; // the legend under the bar when not compact
    bool legendBeside = false;          // the legend in poolRow, beside the bar
    // Every transport's pool (showsAllTransports): a bar per transport, in the configuration's
    // order, each transport's jobs as the core's JobSlots (largest holders first).
    bool allPools = false;
    std::vector<QString> poolNames;
    std::vector<std::vector<JobSlots>> poolJobs;
    int poolLabelWidth = 0; // pixels: the widest label after a transport's bar, with a gap
    QCPTextElement* inCoreTitle = nullptr;
    QCPAxisRect* inCoreRect = nullptr;
    SegmentBarsPlottable* inCoreBar = nullptr;

    QCustomPlot* jobs = nullptr;
    QCPTextElement* jobsTitle = nullptr;
    QCPTextElement* jobsSubtitle = nullptr;
    QCPAxisRect* jobsRect = nullptr;
    SegmentBarsPlottable* jobBars = nullptr;
    SwatchLegendElement* jobsLegend = nullptr;
    QScrollBar* scroll = nullptr;

    std::map<QCPTextElement*, QString> titles; // each title's whole text, before wrapping

    std::vector<JobSlots> rows;  // largest holders first, then the retired jobs
    std::vector<QString> rowIds; // each row's message id, or "retired jobs"
    int firstRow = 0;
    int visibleRows = 1;

    static constexpr double kRowLines = 1.6; // a job row's height in lines of text
    double rowPixels() const { return QFontMetricsF(font).height() * kRowLines; }
};

} // namespace qmgrlab::ui
