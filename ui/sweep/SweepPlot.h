// SPDX-License-Identifier: GPL-3.0-or-later
// SweepPlot: the chart of a sweep's results. One swept parameter: a line chart, the
// parameter's values along x (a numeric axis when every value is a number), one marked line
// per chosen metric, a second y axis for the metrics whose unit differs from the first's.
// Two parameters: a heat map of the first chosen metric over the grid, with its colour scale.
// Hovering shows a point's settings and figures; clicking a done point asks for its variant.
// Follows the zoom (its font) and the theme (its palette; colours are the theme's); exports as PNG,
// SVG or PDF through the PageWriter. The one sweep chart: qmgrlab-cli sweep --plot draws it too,
// off screen.
#pragma once

#include "core/whatif/SweepGrid.h"
#include "ui/common/Theme.h"

#include <QByteArray>
#include <QSize>
#include <QString>
#include <cstddef>
#include <functional>
#include <qcustomplot.h>
#include <string>
#include <vector>

namespace qmgrlab::ui {

class SweepResultsModel;

class SweepPlot : public QCustomPlot {
    Q_OBJECT
public:
    explicit SweepPlot(const SweepResultsModel* model, QWidget* parent = nullptr);

    // The grid's parameters and the metrics to plot (their order, the graphs' order); title
    // names what was swept. Clears the chart; the model's rows are drawn as they come.
    void setSweep(const std::vector<SweepGrid::Axis>& axes, const std::vector<std::string>& metrics,
                  const QString& title);
    // Redraws from the model's rows now.
    void refresh();

    // The chart's title: the scenario's title, then the metrics shown by the swept parameters.
    static QString titleFor(const std::string& scenarioTitle, const std::vector<SweepGrid::Axis>& axes,
                            const std::vector<std::string>& metrics);

    // Writes the chart as shown to path (.png, .svg or .pdf) at size (the widget's size when
    // empty), in theme's colours (light for print by default, whatever the screen shows); false
    // with a one-line *error naming the file for another suffix or a failed write.
    bool exportImage(const QString& path, QSize size, QString* error, const Theme& theme = Theme::light());
    // The same chart encoded in format (png, svg or pdf) into *bytes, for a writer of its own
    // (qmgrlab-cli sweep --plot); false with *reason when the PNG cannot be encoded.
    bool encodeImage(const QString& format, QSize size, QByteArray* bytes, QString* reason,
                     const Theme& theme = Theme::light());

Q_SIGNALS:
    // A done point (one whose run succeeded) was clicked.
    void pointClicked(std::size_t number);

protected:
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    friend class SweepWindowProbe; // tests/ui: the heat map and the points under the mouse

    // The point number under a widget position (from 1), or 0 when none is there.
    std::size_t pointAt(QPointF position) const;
    // A point's settings and figures, as the hover shows them (plain text).
    QString pointText(std::size_t number) const;

    using Paint = std::function<void(QCPPainter& painter)>;
    // Calls write with the export's size (within the bounds) and the chart's painting, the plot
    // restyled in theme meanwhile.
    bool paintedAs(QSize size, const Theme& theme, const std::function<bool(QSize, const Paint&)>& write);
    void clearChart();
    void showLegend(bool shown);
    void buildLineChart();
    void buildHeatMap();
    void fillLineChart();
    void fillHeatMap();
    void styleColorScale();
    // x of value index i: the value itself on a numeric axis, else i.
    double xOf(std::size_t i) const;

    const SweepResultsModel* model_;
    std::vector<SweepGrid::Axis> axes_;
    std::vector<std::string> metrics_;
    bool numericX_ = false;
    QCPTextElement* title_ = nullptr;
    QCPColorMap* colorMap_ = nullptr;
    QCPColorScale* colorScale_ = nullptr;
    QTimer* refreshTimer_;
};

} // namespace qmgrlab::ui
