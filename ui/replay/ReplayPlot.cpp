// SPDX-License-Identifier: GPL-3.0-or-later
// ReplayPlot: two axis rects, one above the other, under a title.
#include "ui/replay/ReplayPlot.h"

#include "ui/common/PageWriter.h"
#include "ui/common/PlotThemeFollower.h"
#include "ui/replay/LogClockTicker.h"
#include "ui/replay/MaillogReplay.h"

#include <QFontMetricsF>
#include <QScopeGuard>
#include <QTimeZone>
#include <algorithm>

namespace qmgrlab::ui {

namespace {

constexpr double kMicros = 1e6;
constexpr int kMaxExportSide = 10000;

QCPGraph* pointsGraph(QCPAxisRect* rect) {
    auto* graph = new QCPGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    graph->setLineStyle(QCPGraph::lsNone);
    graph->setAdaptiveSampling(true);
    return graph;
}

QCPGraph* lineGraph(QCPAxisRect* rect) {
    auto* graph = new QCPGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    graph->setLineStyle(QCPGraph::lsLine);
    return graph;
}

} // namespace

ReplayPlot::ReplayPlot(QWidget* parent) : QCustomPlot(parent) {
    setObjectName(QStringLiteral("replayPlot"));
    plotLayout()->insertRow(0);
    title_ = new QCPTextElement(this, QString());
    plotLayout()->addElement(0, 0, title_);
    day_ = axisRect();
    pairs_ = new QCPAxisRect(this);
    plotLayout()->addElement(2, 0, pairs_);
    auto* margins = new QCPMarginGroup(this);
    day_->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    pairs_->setMarginGroup(QCP::msLeft | QCP::msRight, margins);

    day_->axis(QCPAxis::atBottom)->setTicker(QSharedPointer<LogClockTicker>::create());
    day_->axis(QCPAxis::atBottom)->setLabel(tr("time of the line (the log's clock)"));
    day_->axis(QCPAxis::atLeft)->setLabel(tr("b (s)"));
    pairs_->axis(QCPAxis::atBottom)->setLabel(tr("logged b (s)"));
    pairs_->axis(QCPAxis::atLeft)->setLabel(tr("simulated b (s)"));

    simulated_ = pointsGraph(day_);
    simulated_->setName(tr("simulated b"));
    logged_ = pointsGraph(day_);
    logged_->setName(tr("logged b"));
    bandAbove_ = lineGraph(pairs_);
    bandAbove_->setName(tr("agreement band: within max(1 s, 10 %)"));
    bandBelow_ = lineGraph(pairs_);
    diagonal_ = lineGraph(pairs_);
    diagonal_->setName(tr("the same b"));
    paired_ = pointsGraph(pairs_);
    paired_->setName(tr("paired lines"));

    // One legend for both parts, in a row of its own under the title (over no point); the band's
    // lower edge is the same item as its upper one.
    legend->setVisible(true);
    day_->insetLayout()->take(legend);
    plotLayout()->insertRow(1);
    plotLayout()->addElement(1, 0, legend);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend->setWrap(3);
    legend->setMargins(QMargins(4, 2, 4, 2));
    plotLayout()->setRowStretchFactor(0, 0.001);
    plotLayout()->setRowStretchFactor(1, 0.001);
    bandBelow_->removeFromLegend();
    // The b axes' ticks spaced for the height each part gets, no closer than about one and a half
    // labels: at 1280x720 and a lecture's zoom the parts are short and five ticks overprinted.
    connect(this, &QCustomPlot::afterLayout, this, [this] {
        for (QCPAxisRect* rect : {day_, pairs_}) {
            QCPAxis* axis = rect->axis(QCPAxis::atLeft);
            const double label = QFontMetricsF(axis->tickLabelFont()).height();
            const int fit = static_cast<int>(rect->height() / (1.5 * label));
            axis->ticker()->setTickCount(std::clamp(fit, 2, 5));
        }
    });

    PlotThemeFollower::follow(this, PlotThemeFollower::Follow::PaletteAndFont, [this] { applyColours(); });
}

// The log's clock: times of stamps with a zone (kept as UTC) in the log's own offset, a zone-less
// log's local time as read; the axis title names the offset where it is known.
void ReplayPlot::showClock(const ReplayScenario& replay) {
    QCPAxis* axis = day_->axis(QCPAxis::atBottom);
    const auto ticker = axis->ticker().dynamicCast<LogClockTicker>();
    if (ticker && replay.clockUtc && replay.clockOffsetMinutes)
        ticker->setTimeZone(QTimeZone(*replay.clockOffsetMinutes * 60));
    else if (ticker)
        ticker->setDateTimeSpec(Qt::UTC);
    if (!replay.clockOffsetMinutes) {
        axis->setLabel(tr("time of the line (the log's clock)"));
        return;
    }
    const int minutes = *replay.clockOffsetMinutes;
    const int absolute = minutes < 0 ? -minutes : minutes;
    axis->setLabel(tr("time of the line (the log's clock, UTC%1)")
                       .arg(QStringLiteral("%1%2:%3")
                                .arg(minutes < 0 ? QLatin1Char('-') : QLatin1Char('+'))
                                .arg(absolute / 60, 2, 10, QLatin1Char('0'))
                                .arg(absolute % 60, 2, 10, QLatin1Char('0'))));
}

void ReplayPlot::showDestination(const MaillogReplay* replay, const std::string& destination) {
    QVector<double> loggedAt, loggedB, simulatedAt, simulatedB, pairLogged, pairSimulated;
    double most = 1.0;
    if (replay != nullptr) {
        const ReplayScenario& lines = replay->replay();
        showClock(lines);
        const ReplayComparison& comparison = replay->comparison();
        const ReplayRun& run = comparison.runs().front();
        for (std::size_t g = 0; g < lines.recipientCount(); ++g) {
            if (!destination.empty() && comparison.destinationOf(g) != destination)
                continue;
            for (std::size_t i = lines.firstLine[g]; i < lines.firstLine[g + 1]; ++i) {
                const ReplayLine& logged = lines.lines[i];
                loggedAt << static_cast<double>(logged.at) / kMicros;
                loggedB << static_cast<double>(logged.b) / kMicros;
                const SimulatedLine& simulated = run.paired[i];
                if (simulated.at < 0)
                    continue;
                simulatedAt << static_cast<double>(simulated.at) / kMicros;
                simulatedB << static_cast<double>(simulated.b) / kMicros;
                pairLogged << static_cast<double>(logged.b) / kMicros;
                pairSimulated << static_cast<double>(simulated.b) / kMicros;
                most = std::max({most, pairLogged.back(), pairSimulated.back()});
            }
        }
        for (const ExtraLine& extra : run.extra) {
            if (!destination.empty() && comparison.destinationOf(extra.recipient) != destination)
                continue;
            simulatedAt << static_cast<double>(extra.line.at) / kMicros;
            simulatedB << static_cast<double>(extra.line.b) / kMicros;
        }
        const QString where = destination.empty() ? tr("the whole log") : QString::fromStdString(destination);
        title_->setText(
            tr("%1 · %2\nqueue manager delay b, logged and simulated").arg(replay->name(), where));
    } else {
        title_->setText(QString());
    }
    logged_->setData(loggedAt, loggedB, false);
    simulated_->setData(simulatedAt, simulatedB, false);
    paired_->setData(pairLogged, pairSimulated, false);
    // The diagonal and the band: above, b + max(1 s, b / 10); below, b - max(1 s, b / 10).
    diagonal_->setData({0.0, most}, {0.0, most}, true);
    QVector<double> aboveX{0.0}, aboveY{1.0}, belowX{1.0}, belowY{0.0};
    if (most > 10.0) {
        aboveX << 10.0 << most;
        aboveY << 11.0 << most * 1.1;
        belowX << 10.0 << most;
        belowY << 9.0 << most * 0.9;
    } else {
        aboveX << most;
        aboveY << most + 1.0;
        belowX << std::max(most, 1.0);
        belowY << std::max(most - 1.0, 0.0);
    }
    bandAbove_->setData(aboveX, aboveY, true);
    bandBelow_->setData(belowX, belowY, true);

    logged_->rescaleAxes();
    simulated_->rescaleAxes(true);
    day_->axis(QCPAxis::atLeft)->setRangeLower(0.0);
    QCPRange left = day_->axis(QCPAxis::atLeft)->range();
    day_->axis(QCPAxis::atLeft)->setRange(0.0, std::max(left.upper * 1.05, 0.05));
    QCPRange span = day_->axis(QCPAxis::atBottom)->range();
    const double pad = std::max(span.size() * 0.02, 1.0);
    day_->axis(QCPAxis::atBottom)->setRange(span.lower - pad, span.upper + pad);
    pairs_->axis(QCPAxis::atBottom)->setRange(0.0, most * 1.05);
    pairs_->axis(QCPAxis::atLeft)->setRange(0.0, most * 1.05);
    replot();
}

int ReplayPlot::loggedPoints() const {
    return logged_->dataCount();
}

int ReplayPlot::simulatedPoints() const {
    return simulated_->dataCount();
}

int ReplayPlot::pairedPoints() const {
    return paired_->dataCount();
}

QVector<QString> ReplayPlot::timeTickLabels() const {
    return day_->axis(QCPAxis::atBottom)->tickVectorLabels();
}

bool ReplayPlot::exportImage(const QString& path, QSize size, QString* error, const Theme& theme) {
    if (size.isEmpty())
        size = this->size();
    size = size.expandedTo(QSize(320, 240)).boundedTo(QSize(kMaxExportSide, kMaxExportSide));
    // Painted in the export's theme: the palette restyles the plot, the screen's comes back after.
    const bool ownPalette = testAttribute(Qt::WA_SetPalette);
    const QPalette screenPalette = palette();
    setPalette(theme.palette());
    applyColours();
    const auto restore = qScopeGuard([&] {
        setPalette(ownPalette ? screenPalette : QPalette());
        applyColours();
    });
    return PageWriter::write(
        path, size, theme.chartBackground(), title_->text(), tr("qmgrlab: a mail log replayed"),
        [&](QCPPainter& painter) { toPainter(&painter, size.width(), size.height()); }, error);
}

void ReplayPlot::applyColours() {
    const Theme& theme = Theme::of(palette());
    const auto points = [](QCPGraph* graph, const QColor& colour, QCPScatterStyle::ScatterShape shape) {
        QColor fill = colour;
        fill.setAlpha(140);
        graph->setScatterStyle(QCPScatterStyle(shape, colour, fill, 5));
        graph->setPen(QPen(colour));
    };
    points(logged_, theme.series(0), QCPScatterStyle::ssDisc);
    points(simulated_, theme.series(1), QCPScatterStyle::ssCross);
    points(paired_, theme.series(2), QCPScatterStyle::ssDisc);
    diagonal_->setPen(QPen(theme.chartAxis(), 1.0));
    // A hue of its own, not the faint text's grey, which a projector loses on the dark page.
    QPen band(theme.series(4), 1.5, Qt::DashLine);
    bandAbove_->setPen(band);
    bandBelow_->setPen(band);
}

} // namespace qmgrlab::ui
