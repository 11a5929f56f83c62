// SPDX-License-Identifier: GPL-3.0-or-later
// CliSweepPlot: the QCustomPlot chart of a sweep, painted off screen and saved through
// QSaveFile. Parameter values that are all numbers are placed on a numeric axis; otherwise (yes,
// no, ...) each value gets a tick of its own.
#include "app/CliSweepPlot.h"

#include "app/CliExport.h"

#include <QApplication>
#include <QBuffer>
#include <QFileInfo>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <optional>
#include <qcustomplot.h>

namespace qmgrlab {

namespace {

constexpr int kWidth = 1200;
constexpr int kHeight = 800;

QString suffixOf(const std::string& path) {
    return QFileInfo(QString::fromStdString(path)).suffix().toLower();
}

// Each value's place on its axis: the number itself when every value is one, else its index
// (and the axis gets a text ticker naming the values).
std::vector<double> placesOf(const SweepGrid::Axis& axis, QCPAxis* qcpAxis) {
    std::vector<double> places;
    bool numeric = true;
    for (const std::string& value : axis.values) {
        bool ok = false;
        const double number = QString::fromStdString(value).toDouble(&ok);
        numeric = numeric && ok;
        places.push_back(number);
    }
    if (!numeric) {
        auto ticker = QSharedPointer<QCPAxisTickerText>::create();
        for (std::size_t i = 0; i < axis.values.size(); ++i) {
            places[i] = static_cast<double>(i);
            ticker->addTick(places[i], QString::fromStdString(axis.values[i]));
        }
        qcpAxis->setTicker(ticker);
    }
    qcpAxis->setLabel(QString::fromStdString(axis.name));
    return places;
}

std::optional<double> valueOf(const SweepPointResult& result, const std::string& metric) {
    for (const MetricValue& value : result.metrics) {
        if (value.name == metric)
            return value.value;
    }
    return std::nullopt;
}

// The indexes of a point's values on each axis (the last axis varying fastest).
std::vector<std::size_t> indexesOf(const SweepGrid& grid, std::size_t number) {
    std::vector<std::size_t> indexes(grid.axes().size());
    std::size_t rest = number - 1;
    for (std::size_t a = indexes.size(); a-- > 0;) {
        indexes[a] = rest % grid.axes()[a].values.size();
        rest /= grid.axes()[a].values.size();
    }
    return indexes;
}

void drawLines(QCustomPlot& plot, const SweepGrid& grid, const std::vector<std::string>& metrics,
               const std::vector<SweepPointResult>& results) {
    const std::vector<double> places = placesOf(grid.axes()[0], plot.xAxis);
    const QList<QColor> colours{QColor(31, 119, 180),  QColor(214, 39, 40),  QColor(44, 160, 44),
                                QColor(148, 103, 189), QColor(255, 127, 14), QColor(140, 86, 75)};
    for (std::size_t m = 0; m < metrics.size(); ++m) {
        QCPGraph* graph = plot.addGraph();
        graph->setName(QString::fromStdString(metrics[m]));
        graph->setPen(QPen(colours[static_cast<int>(m) % colours.size()], 2));
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 6));
        for (const SweepPointResult& result : results) {
            if (const auto value = valueOf(result, metrics[m]))
                graph->addData(places[indexesOf(grid, result.number)[0]], *value);
        }
    }
    plot.yAxis->setLabel(metrics.size() == 1 ? QString::fromStdString(metrics[0]) : QObject::tr("value"));
    plot.legend->setVisible(metrics.size() > 1);
    plot.rescaleAxes();
    plot.xAxis->scaleRange(1.1);
    plot.yAxis->scaleRange(1.15);
}

void drawHeatMap(QCustomPlot& plot, const SweepGrid& grid, const std::string& metric,
                 const std::vector<SweepPointResult>& results) {
    const auto& axes = grid.axes();
    // Cells evenly spaced by index, each labelled with its value.
    for (std::size_t a = 0; a < 2; ++a) {
        QCPAxis* axis = a == 0 ? plot.xAxis : plot.yAxis;
        axis->setLabel(QString::fromStdString(axes[a].name));
        auto ticker = QSharedPointer<QCPAxisTickerText>::create();
        for (std::size_t i = 0; i < axes[a].values.size(); ++i)
            ticker->addTick(static_cast<double>(i), QString::fromStdString(axes[a].values[i]));
        axis->setTicker(ticker);
    }
    auto* map = new QCPColorMap(plot.xAxis, plot.yAxis);
    const int nx = static_cast<int>(axes[0].values.size());
    const int ny = static_cast<int>(axes[1].values.size());
    map->data()->setSize(nx, ny);
    map->data()->setRange(QCPRange(0, std::max(1, nx - 1)), QCPRange(0, std::max(1, ny - 1)));
    map->data()->fill(std::numeric_limits<double>::quiet_NaN());
    for (const SweepPointResult& result : results) {
        if (const auto value = valueOf(result, metric)) {
            const auto indexes = indexesOf(grid, result.number);
            map->data()->setCell(static_cast<int>(indexes[0]), static_cast<int>(indexes[1]), *value);
        }
    }
    auto* scale = new QCPColorScale(&plot);
    plot.plotLayout()->addElement(1, 1, scale);
    scale->setLabel(QString::fromStdString(metric));
    map->setColorScale(scale);
    map->setGradient(QCPColorGradient(QCPColorGradient::gpJet));
    map->setInterpolate(false);
    map->rescaleDataRange(true);
    plot.rescaleAxes();
    plot.xAxis->setRange(-0.5, nx - 0.5);
    plot.yAxis->setRange(-0.5, ny - 0.5);
}

} // namespace

bool isSweepPlotPath(const std::string& path) {
    const QString suffix = suffixOf(path);
    return suffix == QLatin1String("png") || suffix == QLatin1String("svg") || suffix == QLatin1String("pdf");
}

bool writeSweepPlot(const std::string& path, const std::string& title, const SweepGrid& grid,
                    const std::vector<std::string>& metrics, const std::vector<SweepPointResult>& results,
                    std::string* error) {
    const auto application = makeHeadlessApplication();
    QCustomPlot plot;
    plot.resize(kWidth, kHeight);
    plot.plotLayout()->insertRow(0);
    plot.plotLayout()->addElement(0, 0,
                                  new QCPTextElement(&plot, QString::fromStdString(title),
                                                     QFont(QStringLiteral("sans"), 12, QFont::Bold)));
    if (grid.axes().size() == 1)
        drawLines(plot, grid, metrics, results);
    else
        drawHeatMap(plot, grid, metrics.front(), results);
    plot.replot();

    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const QString suffix = suffixOf(path);
    if (suffix == QLatin1String("png")) {
        plot.toPixmap(kWidth, kHeight).save(&buffer, "PNG");
    } else if (suffix == QLatin1String("svg")) {
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(QSize(kWidth, kHeight));
        generator.setViewBox(QRect(0, 0, kWidth, kHeight));
        generator.setTitle(QString::fromStdString(title));
        QCPPainter painter(&generator);
        plot.toPainter(&painter, kWidth, kHeight);
    } else {
        QPdfWriter writer(&buffer);
        writer.setResolution(96);
        writer.setPageSize(QPageSize(QSizeF(kWidth, kHeight) * 72.0 / 96.0, QPageSize::Point));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setTitle(QString::fromStdString(title));
        QCPPainter painter(&writer);
        plot.toPainter(&painter, kWidth, kHeight);
    }
    buffer.close();

    QSaveFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = path + ": cannot write the plot: " + file.errorString().toStdString();
        return false;
    }
    return true;
}

} // namespace qmgrlab
