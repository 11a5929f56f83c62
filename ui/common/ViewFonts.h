// SPDX-License-Identifier: GPL-3.0-or-later
// ViewFonts: the text of a view made of a table and a QCustomPlot chart (the destinations, the
// deferred queue), which follows the zoom as every view does: the view's font is the window's,
// its parts take it at their scale, never below a size a projected table stays readable at, and
// the chart's text is set part by part (QCustomPlot keeps a font per axis and per legend).
#pragma once

#include <QFont>

class QCustomPlot;

namespace qmgrlab::ui {

// The least size of a table's or a chart's text, at any zoom.
inline constexpr double kLeastViewPoints = 12.0;

// A view's text in the lecture's compact docks: a table's a little smaller than the window's font,
// a chart's smaller still (its figures are written by the lines' ends), so that a table's rows and
// a chart fit at 1280x720 and 175 %.
inline constexpr double kCompactTableScale = 0.9;
inline constexpr double kCompactPlotScale = 0.76;

// `font` at `scale` times its size, at least kLeastViewPoints.
QFont viewFont(const QFont& font, double scale);

// The chart's text in `font`: its own, its axes' tick labels and titles, its legend's.
void setChartFont(QCustomPlot* plot, const QFont& font);

} // namespace qmgrlab::ui
