// SPDX-License-Identifier: GPL-3.0-or-later
// SweepPlot: the layout is built once (title, axis rect, colour scale beside it for the heat
// map, legend below while a line chart shows it); a sweep swaps the plottables. Heat map cells sit at the
// value indices, labelled with the values, so unevenly spaced values still get cells of one size.
#include "ui/sweep/SweepPlot.h"

#include "core/whatif/MetricRegistry.h"
#include "ui/common/PageWriter.h"
#include "ui/common/PlotThemeFollower.h"
#include "ui/sweep/SweepResultsModel.h"

#include <QScopeGuard>
#include <QTimer>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <limits>

namespace qmgrlab::ui {

namespace {

constexpr std::size_t kMaxLabelledTicks = 15; // more values than this: a plain numeric axis
constexpr int kMaxExportSide = 8000;

QString unitOf(const std::string& metric) {
    const MetricDefinition* definition = findMetricDefinition(metric);
    return definition != nullptr ? QString::fromStdString(definition->unit) : QString();
}

// The theme's heat scale as a colour gradient.
QCPColorGradient heatGradient(const Theme& theme) {
    QCPColorGradient gradient;
    gradient.clearColorStops();
    const QList<QColor> stops = theme.heatScale();
    for (qsizetype i = 0; i < stops.size(); ++i)
        gradient.setColorStopAt(stops.size() == 1 ? 0.0 : static_cast<double>(i) / double(stops.size() - 1),
                                stops[i]);
    gradient.setNanHandling(QCPColorGradient::nhTransparent);
    return gradient;
}

QSharedPointer<QCPAxisTickerText> valueTicker(const std::vector<std::string>& values,
                                              const std::function<double(std::size_t)>& position) {
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (std::size_t i = 0; i < values.size(); ++i)
        ticker->addTick(position(i), QString::fromStdString(values[i]));
    return ticker;
}

} // namespace

SweepPlot::SweepPlot(const SweepResultsModel* model, QWidget* parent)
    : QCustomPlot(parent), model_(model), refreshTimer_(new QTimer(this)) {
    setMouseTracking(true);
    plotLayout()->insertRow(0);
    // Until a sweep runs, the empty chart says how to fill it.
    title_ = new QCPTextElement(this, tr("Press Run sweep to plot the checked metrics."));
    plotLayout()->addElement(0, 0, title_);
    axisRect()->insetLayout()->take(legend);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    showLegend(false);

    colorScale_ = new QCPColorScale(this);
    colorScale_->setType(QCPAxis::atRight);
    colorScale_->setGradient(heatGradient(Theme::of(palette())));
    colorScale_->setVisible(false);
    auto* margins = new QCPMarginGroup(this);
    axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    colorScale_->setMarginGroup(QCP::msBottom | QCP::msTop, margins);

    PlotThemeFollower::follow(this, PlotThemeFollower::Follow::PaletteAndFont, [this] { styleColorScale(); });

    refreshTimer_->setSingleShot(true);
    refreshTimer_->setInterval(50);
    connect(refreshTimer_, &QTimer::timeout, this, &SweepPlot::refresh);
    const auto later = [this] {
        if (!refreshTimer_->isActive())
            refreshTimer_->start();
    };
    connect(model_, &QAbstractItemModel::rowsInserted, this, later);
    connect(model_, &QAbstractItemModel::dataChanged, this, later);
    connect(model_, &QAbstractItemModel::modelReset, this, later);
}

void SweepPlot::setSweep(const std::vector<SweepGrid::Axis>& axes, const std::vector<std::string>& metrics,
                         const QString& title) {
    axes_ = axes;
    metrics_ = metrics;
    title_->setText(title);
    clearChart();
    if (axes_.size() == 1)
        buildLineChart();
    else if (axes_.size() == 2)
        buildHeatMap();
    Theme::of(palette()).applyTo(this);
    styleColorScale();
    PlotThemeFollower::applyFont(this);
    refresh();
}

void SweepPlot::clearChart() {
    clearPlottables();
    colorMap_ = nullptr;
    if (colorScale_->layout() != nullptr) {
        plotLayout()->take(colorScale_);
        plotLayout()->simplify();
    }
    colorScale_->setVisible(false);
    showLegend(false);
    yAxis2->setVisible(false);
    for (QCPAxis* axis : {xAxis, yAxis, yAxis2}) {
        axis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        axis->setLabel(QString());
    }
}

double SweepPlot::xOf(std::size_t i) const {
    return numericX_ ? QString::fromStdString(axes_[0].values[i]).toDouble() : static_cast<double>(i);
}

void SweepPlot::buildLineChart() {
    const std::vector<std::string>& values = axes_[0].values;
    numericX_ = std::all_of(values.begin(), values.end(), [](const std::string& value) {
        bool ok = false;
        QString::fromStdString(value).toDouble(&ok);
        return ok;
    });
    if (!numericX_ || values.size() <= kMaxLabelledTicks)
        xAxis->setTicker(valueTicker(values, [this](std::size_t i) { return xOf(i); }));
    xAxis->setLabel(QString::fromStdString(axes_[0].name));

    const QString firstUnit = metrics_.empty() ? QString() : unitOf(metrics_.front());
    QStringList otherUnits;
    for (std::size_t m = 0; m < metrics_.size(); ++m) {
        const QString unit = unitOf(metrics_[m]);
        const bool second = unit != firstUnit;
        if (second && !otherUnits.contains(unit))
            otherUnits << unit;
        QCPGraph* graph = addGraph(xAxis, second ? yAxis2 : yAxis);
        const QColor colour = Theme::of(palette()).series(static_cast<int>(m));
        QPen pen(colour);
        pen.setWidthF(2);
        graph->setPen(pen);
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, colour, colour, 8));
        graph->setName(second ? tr("%1 (%2, right axis)").arg(QString::fromStdString(metrics_[m]), unit)
                              : tr("%1 (%2)").arg(QString::fromStdString(metrics_[m]), unit));
    }
    yAxis->setLabel(firstUnit);
    yAxis2->setLabel(otherUnits.join(QStringLiteral(", ")));
    yAxis2->setVisible(!otherUnits.isEmpty());
    showLegend(!metrics_.empty());
}

// In the layout (the row under the chart) only while shown: an empty legend's maximum width,
// hidden or not, is the width of the whole column, and it squeezed the empty chart (before a
// sweep is run) into its left corner.
void SweepPlot::showLegend(bool shown) {
    if (shown && legend->layout() == nullptr) {
        plotLayout()->addElement(2, 0, legend);
        plotLayout()->setRowStretchFactor(2, 0.001);
    } else if (!shown && legend->layout() != nullptr) {
        plotLayout()->take(legend);
        plotLayout()->simplify();
    }
    legend->setVisible(shown);
}

void SweepPlot::buildHeatMap() {
    numericX_ = false;
    plotLayout()->addElement(1, 1, colorScale_);
    colorScale_->setVisible(true);
    const std::string metric = metrics_.empty() ? std::string() : metrics_.front();
    colorScale_->axis()->setLabel(tr("%1 (%2)").arg(QString::fromStdString(metric), unitOf(metric)));

    colorMap_ = new QCPColorMap(xAxis, yAxis);
    colorMap_->setColorScale(colorScale_);
    colorMap_->setInterpolate(false);
    colorMap_->setTightBoundary(false);
    // One value on an axis: two cells a half apart, both holding it, so the cell has a width.
    const auto dataSize = [](std::size_t values) { return values == 1 ? 2 : static_cast<int>(values); };
    const auto dataRange = [](std::size_t values) {
        return values == 1 ? QCPRange(-0.25, 0.25) : QCPRange(0, static_cast<double>(values) - 1);
    };
    colorMap_->data()->setSize(dataSize(axes_[0].values.size()), dataSize(axes_[1].values.size()));
    colorMap_->data()->setRange(dataRange(axes_[0].values.size()), dataRange(axes_[1].values.size()));
    colorMap_->data()->fill(std::numeric_limits<double>::quiet_NaN());

    const auto index = [](std::size_t i) { return static_cast<double>(i); };
    xAxis->setTicker(valueTicker(axes_[0].values, index));
    yAxis->setTicker(valueTicker(axes_[1].values, index));
    xAxis->setLabel(QString::fromStdString(axes_[0].name));
    yAxis->setLabel(QString::fromStdString(axes_[1].name));
    xAxis->setRange(-0.5, static_cast<double>(axes_[0].values.size()) - 0.5);
    yAxis->setRange(-0.5, static_cast<double>(axes_[1].values.size()) - 0.5);
}

void SweepPlot::refresh() {
    refreshTimer_->stop();
    if (axes_.size() == 1)
        fillLineChart();
    else if (axes_.size() == 2)
        fillHeatMap();
    replot(rpQueuedReplot);
}

void SweepPlot::fillLineChart() {
    for (std::size_t m = 0; m < metrics_.size() && m < static_cast<std::size_t>(graphCount()); ++m) {
        QVector<double> keys;
        QVector<double> values;
        for (const SweepPointResult& result : model_->results()) {
            const std::optional<double> value = SweepResultsModel::value(result, metrics_[m]);
            if (value && result.number >= 1 && result.number <= axes_[0].values.size()) {
                keys << xOf(result.number - 1);
                values << *value;
            }
        }
        graph(static_cast<int>(m))->setData(keys, values);
    }
    if (graphCount() == 0 || model_->results().empty())
        return;
    const double first = xOf(0);
    const double last = xOf(axes_[0].values.size() - 1);
    const double pad = std::max(std::abs(last - first) * 0.05, 0.5);
    xAxis->setRange(std::min(first, last) - pad, std::max(first, last) + pad);
    for (QCPAxis* axis : {yAxis, yAxis2}) {
        bool found = false;
        const QList<QCPAbstractPlottable*> plottables = axis->plottables();
        QCPRange range;
        for (QCPAbstractPlottable* plottable : plottables) {
            bool ok = false;
            const QCPRange part = plottable->getValueRange(ok);
            if (ok) {
                range = found ? QCPRange(std::min(range.lower, part.lower), std::max(range.upper, part.upper))
                              : part;
                found = true;
            }
        }
        if (!found)
            continue;
        const double span = range.size() > 0 ? range.size() : std::max(std::abs(range.upper), 1.0);
        // A margin on both sides, so that no marker sits on the frame.
        axis->setRange(range.lower - span * 0.1, range.upper + span * 0.1);
    }
}

void SweepPlot::fillHeatMap() {
    if (colorMap_ == nullptr)
        return;
    colorMap_->data()->fill(std::numeric_limits<double>::quiet_NaN());
    const std::size_t columns = axes_[1].values.size();
    const int repeatX = axes_[0].values.size() == 1 ? 2 : 1;
    const int repeatY = columns == 1 ? 2 : 1;
    QCPRange range;
    bool any = false;
    for (const SweepPointResult& result : model_->results()) {
        const std::optional<double> value =
            metrics_.empty() ? std::nullopt : SweepResultsModel::value(result, metrics_.front());
        if (!value || result.number < 1)
            continue;
        const auto i = static_cast<int>((result.number - 1) / columns);
        const auto j = static_cast<int>((result.number - 1) % columns);
        for (int dx = 0; dx < repeatX; ++dx) {
            for (int dy = 0; dy < repeatY; ++dy)
                colorMap_->data()->setCell(i + dx, j + dy, *value);
        }
        range = any ? QCPRange(std::min(range.lower, *value), std::max(range.upper, *value))
                    : QCPRange(*value, *value);
        any = true;
    }
    // Every point the same: a range around it (the scale ignores an empty one), mid-scale colour.
    if (any && range.size() <= 0)
        range = QCPRange(range.lower - 0.5, range.upper + 0.5);
    if (any)
        colorScale_->setDataRange(range);
}

std::size_t SweepPlot::pointAt(QPointF position) const {
    if (axes_.empty() || !axisRect()->rect().contains(position.toPoint()))
        return 0;
    if (axes_.size() == 2) {
        const long i = std::lround(xAxis->pixelToCoord(position.x()));
        const long j = std::lround(yAxis->pixelToCoord(position.y()));
        if (i < 0 || j < 0 || static_cast<std::size_t>(i) >= axes_[0].values.size() ||
            static_cast<std::size_t>(j) >= axes_[1].values.size())
            return 0;
        return static_cast<std::size_t>(i) * axes_[1].values.size() + static_cast<std::size_t>(j) + 1;
    }
    // The value whose x is nearest, within a marker's reach.
    const double reach = QFontMetricsF(font()).height();
    std::size_t best = 0;
    double bestDistance = reach;
    for (std::size_t i = 0; i < axes_[0].values.size(); ++i) {
        const double distance = std::abs(xAxis->coordToPixel(xOf(i)) - position.x());
        if (distance <= bestDistance) {
            bestDistance = distance;
            best = i + 1;
        }
    }
    return best;
}

QString SweepPlot::pointText(std::size_t number) const {
    const SweepPointResult* result = model_->result(number);
    QStringList lines{tr("Point %1").arg(number)};
    if (result != nullptr) {
        for (const ParameterSetting& setting : result->settings.settings())
            lines << tr("%1 = %2").arg(QString::fromStdString(setting.name),
                                       QString::fromStdString(setting.value));
    }
    if (result == nullptr) {
        lines << tr("not run yet");
        return lines.join(QLatin1Char('\n'));
    }
    if (!result->error.empty()) {
        lines << tr("the run failed: %1").arg(QString::fromStdString(result->error));
        return lines.join(QLatin1Char('\n'));
    }
    for (const std::string& metric : metrics_) {
        const std::optional<double> value = SweepResultsModel::value(*result, metric);
        lines << tr("%1: %2 %3")
                     .arg(QString::fromStdString(metric),
                          value ? QString::number(*value, 'g', 6) : QStringLiteral("–"), unitOf(metric));
    }
    lines << tr("Click to open this variant in the main window.");
    return lines.join(QLatin1Char('\n'));
}

void SweepPlot::mouseMoveEvent(QMouseEvent* event) {
    QCustomPlot::mouseMoveEvent(event);
    const std::size_t number = pointAt(event->position());
    if (number == 0 || model_->result(number) == nullptr) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(event->globalPosition().toPoint(), pointText(number), this);
}

void SweepPlot::mouseReleaseEvent(QMouseEvent* event) {
    QCustomPlot::mouseReleaseEvent(event);
    if (event->button() != Qt::LeftButton)
        return;
    const std::size_t number = pointAt(event->position());
    const SweepPointResult* result = number != 0 ? model_->result(number) : nullptr;
    if (result != nullptr && result->error.empty())
        Q_EMIT pointClicked(number);
}

void SweepPlot::styleColorScale() {
    const Theme& theme = Theme::of(palette());
    colorScale_->setGradient(heatGradient(theme));
    theme.styleAxis(colorScale_->axis());
}

bool SweepPlot::exportImage(const QString& path, QSize size, QString* error, const Theme& theme) {
    return paintedAs(size, theme, [&](QSize page, const Paint& paint) {
        return PageWriter::write(path, page, theme.chartBackground(), title_->text(),
                                 tr("qmgrlab parameter sweep"), paint, error);
    });
}

bool SweepPlot::encodeImage(const QString& format, QSize size, QByteArray* bytes, QString* reason,
                            const Theme& theme) {
    return paintedAs(size, theme, [&](QSize page, const Paint& paint) {
        return PageWriter::encode(format, page, theme.chartBackground(), title_->text(),
                                  tr("qmgrlab parameter sweep"), paint, bytes, reason);
    });
}

bool SweepPlot::paintedAs(QSize size, const Theme& theme,
                          const std::function<bool(QSize, const Paint&)>& write) {
    if (size.isEmpty())
        size = this->size();
    size = size.expandedTo(QSize(320, 240)).boundedTo(QSize(kMaxExportSide, kMaxExportSide));

    // Painted in the export's theme (light for print unless asked otherwise): the palette
    // restyles the plot (PlotThemeFollower), and the screen's is put back afterwards.
    const bool ownPalette = testAttribute(Qt::WA_SetPalette);
    const QPalette screenPalette = palette();
    setPalette(theme.palette());
    const auto restore = qScopeGuard([&] { setPalette(ownPalette ? screenPalette : QPalette()); });
    return write(size, [&](QCPPainter& painter) { toPainter(&painter, size.width(), size.height()); });
}

QString SweepPlot::titleFor(const std::string& scenarioTitle, const std::vector<SweepGrid::Axis>& axes,
                            const std::vector<std::string>& metrics) {
    QStringList swept;
    for (const SweepGrid::Axis& axis : axes)
        swept << QString::fromStdString(axis.name);
    QStringList shown;
    for (const std::string& metric : metrics) {
        shown << QString::fromStdString(metric);
        if (axes.size() != 1)
            break; // a heat map shows the first metric
    }
    return tr("%1\n%2 by %3")
        .arg(QString::fromStdString(scenarioTitle), shown.join(QStringLiteral(", ")),
             swept.join(tr(" and ")));
}

} // namespace qmgrlab::ui
