// SPDX-License-Identifier: GPL-3.0-or-later
// TimelineExporter: page layout (title, per-transport slot string and plot), written by the one
// PageWriter.
#include "ui/timeline/TimelineExporter.h"

#include "core/run/DeliverySlots.h"
#include "core/run/Run.h"
#include "ui/common/PageWriter.h"
#include "ui/common/ShownText.h"
#include "ui/common/Theme.h"
#include "ui/timeline/TimelineModel.h"
#include "ui/timeline/TimelinePlot.h"

#include <QCoreApplication>
#include <QFontDatabase>
#include <QImage>
#include <QLocale>
#include <algorithm>
#include <memory>
#include <utility>
#include <vector>

namespace qmgrlab::ui {

namespace {

constexpr int kMargin = 16;
constexpr int kMaxSide = 12000;
constexpr int kSlotStringLines = 2;
constexpr double kPlotPoints = 12.0;     // the plot's font
constexpr double kLeastPlotPoints = 8.0; // ... down to this in a block too short for it
// A transport's heading and its slot string against the plot's font: they shrink with it, so
// that at the least (8 points) the heading is 9.3 points and the slot string 8.7.
constexpr double kHeadingScale = 14.0 / 12.0;
constexpr double kSlotStringScale = 13.0 / 12.0;

QString tr(const char* text) {
    return QCoreApplication::translate("qmgrlab::ui::TimelineExporter", text);
}

void setError(QString* error, const QString& message) {
    if (error)
        *error = message;
}

QFont sized(QFont font, double points, bool bold = false) {
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

// The slot string as the page writes it, and where its dispatched part ends: with long queue ids
// (an imported server's), in runs ("ID×count"), as in the view.
struct SlotStringText {
    QString text;
    int cut = 0;
};

SlotStringText slotStringText(const TimelineModel& model) {
    if (!model.longIds())
        return {model.slotString().left(model.slotStringLength(model.shownSlots())),
                model.slotStringLength(model.dispatchedSlots())};
    const QString before = model.readableSlots(0, model.dispatchedSlots());
    const QString after = model.readableSlots(model.dispatchedSlots(), model.shownSlots());
    return {before + (before.isEmpty() || after.isEmpty() ? QString() : QStringLiteral(" ")) + after,
            static_cast<int>(before.size())};
}

// The slot string's monospaced font, at the size that goes with the plot's.
QFont slotStringFont(double plotPoints) {
    return sized(QFontDatabase::systemFont(QFontDatabase::FixedFont), plotPoints * kSlotStringScale);
}

int slotStringPerLine(const QFontMetricsF& metrics, int width) {
    return std::max(8, static_cast<int>(width / metrics.horizontalAdvance('0')));
}

int slotStringLineHeight(const QFontMetricsF& metrics) {
    return static_cast<int>(metrics.height()) + 2;
}

// The height the slot string takes in width, in the font for plotPoints.
int slotStringHeight(QPainter& painter, const TimelineModel& model, int width, double plotPoints) {
    const QFontMetricsF metrics(slotStringFont(plotPoints), painter.device());
    const auto length = static_cast<int>(slotStringText(model).text.size());
    const int perLine = slotStringPerLine(metrics, width);
    return std::min(kSlotStringLines, (length + perLine - 1) / perLine) * slotStringLineHeight(metrics);
}

// The slot string on at most two lines of a monospaced font: dispatched part in the text colour,
// the rest faint (or left out when the model hides the future); the last line, when the string
// goes on, ends in the count of slots. Returns what it drew over (its lines' height, its widest
// line's width).
QRectF paintSlotString(QPainter& painter, const TimelineModel& model, const QRect& area, const Theme& theme,
                       double plotPoints) {
    const QFont mono = slotStringFont(plotPoints);
    const QFontMetricsF metrics(mono, painter.device());
    painter.setFont(mono);
    const auto [text, cut] = slotStringText(model);
    const int perLine = slotStringPerLine(metrics, area.width());
    const double advance = metrics.horizontalAdvance('0');
    const int lineHeight = slotStringLineHeight(metrics);
    int y = area.top();
    double widest = 0.0;
    const QString tail = tr(" … (%1 slots in all)").arg(model.shownSlots());
    for (int line = 0, from = 0; line < kSlotStringLines && from < text.size(); ++line, from += perLine) {
        QString chunk = text.mid(from, perLine);
        const bool goesOn = line == kSlotStringLines - 1 && from + perLine < text.size();
        if (goesOn)
            chunk = chunk.left(std::max(0, perLine - static_cast<int>(tail.size())));
        const int black = std::clamp(cut - from, 0, static_cast<int>(chunk.size()));
        const QRectF row(area.left(), y, area.width(), lineHeight);
        painter.setPen(theme.chartText());
        painter.drawText(row, Qt::AlignLeft | Qt::AlignVCenter, chunk.left(black));
        painter.setPen(theme.chartFaintText());
        painter.drawText(row.adjusted(black * advance, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                         chunk.mid(black));
        double width = metrics.horizontalAdvance(chunk);
        if (goesOn) {
            painter.drawText(row.adjusted(chunk.size() * advance, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                             tail);
            width = chunk.size() * advance + metrics.horizontalAdvance(tail);
        }
        widest = std::max(widest, width);
        y += lineHeight;
    }
    return QRectF(area.left(), area.top(), widest, y - area.top());
}

// titled: the scenario's title and the position on top (a page of its own), or not (a part of
// another page, which says them). figure: where each transport's parts were drawn, if asked.
void paintPage(QCPPainter& painter, const Run& run, const TimelineModels& models, QSize size,
               const Theme& theme, bool titled = true, DrawnFigure* figure = nullptr) {
    painter.fillRect(QRect(QPoint(), size), theme.chartBackground());
    const QString scenarioTitle = shownTitle(run.config().scenario().title);
    const QString what =
        models.size() == 1 ? tr("transport %1").arg(models.front()->transportName()) : tr("all transports");
    const QString where = tr("step %1 of %2, t = %3 s")
                              .arg(run.position())
                              .arg(run.knownSteps())
                              .arg(QLocale().toString(static_cast<double>(run.timeMs()) / 1000.0, 'f', 3));
    const QFont titleFont = sized(QFont(), 18.0, true);
    const QFont whereFont = sized(QFont(), 12.0);
    const QFontMetricsF titleMetrics(titleFont, painter.device());
    const int titleHeight = titled ? static_cast<int>(titleMetrics.height()) + 4 : 0;
    const QRect titleRect(kMargin, kMargin, size.width() - 2 * kMargin, titleHeight);
    // The title gives way to the position on the right, so the two never overlap: the scenario's
    // title is cut at its end, and the transport after it stays whole while there is room for it.
    const double whereWidth = QFontMetricsF(whereFont, painter.device()).horizontalAdvance(where) + 16.0;
    const double titleRoom = std::max(0.0, titleRect.width() - whereWidth);
    const QString named = scenarioTitle.isEmpty() ? QStringLiteral("qmgrlab") : scenarioTitle;
    const QString transportPart = QStringLiteral(" — ") + what;
    const QString shortName = titleMetrics.elidedText(
        named, Qt::ElideRight, std::max(0.0, titleRoom - titleMetrics.horizontalAdvance(transportPart)));
    const QString title = titleMetrics.elidedText(
        shortName.size() > 1 ? shortName + transportPart : named + transportPart, Qt::ElideRight, titleRoom);
    if (titled) {
        painter.setPen(theme.chartText());
        painter.setFont(titleFont);
        painter.drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter, title);
        painter.setFont(whereFont);
        painter.drawText(titleRect, Qt::AlignRight | Qt::AlignVCenter, where);
    }

    const int top = titled ? titleRect.bottom() + 8 : 0;
    const int blockHeight = (size.height() - top - kMargin) / static_cast<int>(models.size());
    const auto headingFont = [](double plotPoints) {
        return sized(QFont(), plotPoints * kHeadingScale, true);
    };
    if (figure)
        *figure = {QRectF(QPointF(), QSizeF(size)), {}};
    for (std::size_t i = 0; i < models.size(); ++i) {
        const std::shared_ptr<TimelineModel>& model = models[i];
        model->setPosition(run.position(), run.timeMs());
        QRect block(kMargin, top + static_cast<int>(i) * blockHeight, size.width() - 2 * kMargin,
                    blockHeight);
        DrawnFigure::Block laidOut{model->transportName(), QRectF(block), {}};
        // What the heading (with several transports) and the slot string leave the plot, in the
        // fonts that go with the plot's.
        const auto headingHeight = [&](double plotPoints) {
            return models.size() > 1
                       ? static_cast<int>(QFontMetricsF(headingFont(plotPoints), painter.device()).height()) +
                             2
                       : 0;
        };
        const auto plotRoom = [&](double plotPoints) {
            const int slotLines = slotStringHeight(painter, *model, block.width(), plotPoints);
            return QSize(block.width(),
                         std::max(1, block.height() - headingHeight(plotPoints) - slotLines - 4));
        };

        TimelinePlot plot;
        plot.setPalette(theme.palette()); // the page's theme, whatever the screen shows
        plot.setLaneScrolling(false);
        // A hidden future is not on the axes either: their ends would tell how long the run is.
        plot.setFitScope(model->hideFuture() ? TimelinePlot::FitScope::SoFar
                                             : TimelinePlot::FitScope::WholeRun);
        plot.setModel(model);
        double points = kPlotPoints;
        const auto layOut = [&] {
            plot.setFont(sized(plot.font(), points));
            const QSize room = plotRoom(points);
            plot.resize(room);
            plot.setViewport(QRect(QPoint(), room));
            plot.replot(); // settles the layout, so ticks are laid out for the final axis sizes
        };
        layOut();
        // A block shorter than the plot's least as laid out (its axes' margins known only then;
        // several transports on a handout page under a long note): the plot as the lecture
        // draws it, without its axes' titles and the key's row, and if that is still too tall
        // in a smaller font, with its heading and slot string, rather than its parts squeezed
        // over each other.
        const auto least = [&plot] { return plot.plotLayout()->minimumOuterSizeHint().height(); };
        if (least() > plot.height()) {
            plot.setCompact(true);
            plot.replot();
        }
        while (least() > plot.height() && points - 0.5 >= kLeastPlotPoints) {
            points -= 0.5;
            layOut();
        }
        if (models.size() > 1) {
            const QFont heading = headingFont(points);
            painter.setFont(heading);
            painter.setPen(theme.chartText());
            const QRect headingRect(block.left(), block.top(), block.width(), headingHeight(points));
            painter.drawText(headingRect, Qt::AlignLeft | Qt::AlignVCenter,
                             tr("transport %1").arg(model->transportName()));
            laidOut.parts.push_back({QStringLiteral("heading"), QRectF(headingRect)});
            block.setTop(block.top() + headingRect.height());
        }
        const QRectF slotString = paintSlotString(painter, *model, block, theme, points);
        if (!slotString.isEmpty())
            laidOut.parts.push_back({QStringLiteral("slot string"), slotString});
        block.setTop(block.top() + static_cast<int>(slotString.height()) + 4);
        painter.save();
        painter.translate(block.topLeft());
        plot.toPainter(&painter, block.width(), block.height());
        painter.restore();
        if (figure) {
            for (const DrawnFigure::Part& part : plot.drawnParts())
                laidOut.parts.push_back({part.name, part.rect.translated(block.topLeft())});
            figure->blocks.push_back(std::move(laidOut));
        }
    }
}

// The transports a page shows: one, or (kNone) every one that made a delivery, or the first.
std::vector<TransportId> transportsToDraw(const Run& run, TransportId transport) {
    const auto& all = run.config().transports();
    std::vector<TransportId> transports;
    if (transport == kNone) {
        const std::vector<std::size_t> made = deliverySlotCounts(run.config(), run.recording());
        for (std::size_t t = 0; t < all.size(); ++t) {
            if (made[t] > 0)
                transports.push_back(static_cast<TransportId>(t));
        }
        if (transports.empty() && !all.empty())
            transports.push_back(0);
    } else if (transport >= 0 && static_cast<std::size_t>(transport) < all.size()) {
        transports.push_back(transport);
    }
    return transports;
}

TimelineModels modelsOf(const Run& run, const std::vector<TransportId>& transports) {
    TimelineModels models;
    for (const TransportId transport : transports)
        models.push_back(std::make_shared<TimelineModel>(run, transport));
    return models;
}

} // namespace

TimelineModels timelineModels(const Run& run) {
    return modelsOf(run, transportsToDraw(run, kNone));
}

QImage renderTimeline(const Run& run, QSize size, const Theme& theme) {
    const TimelineModels models = timelineModels(run);
    if (models.empty())
        return {};
    size = size.expandedTo(QSize(320, 240 * static_cast<int>(models.size())));
    return PageWriter::image(size, theme.chartBackground(),
                             [&](QCPPainter& painter) { paintPage(painter, run, models, size, theme); });
}

void paintTimeline(QCPPainter& painter, const Run& run, const TimelineModels& models, QSize size,
                   const Theme& theme, bool titled, DrawnFigure* figure) {
    if (!models.empty())
        paintPage(painter, run, models, size, theme, titled, figure);
}

namespace {

// The page's size for the transports drawn: the size asked for (1600x900 if none), within the
// largest side and at least 320x240 per transport.
QSize pageSize(QSize size, std::size_t transports) {
    if (size.isEmpty())
        size = QSize(1600, 900);
    return size.boundedTo(QSize(kMaxSide, kMaxSide))
        .expandedTo(QSize(320, 240 * static_cast<int>(std::max<std::size_t>(1, transports))));
}

} // namespace

bool exportTimeline(const Run& run, TransportId transport, const QString& path, QSize size, QString* error,
                    const Theme& theme) {
    // (An unknown suffix is the page writer's error, reported before anything is painted.)
    const std::vector<TransportId> transports = transportsToDraw(run, transport);
    if (PageWriter::isPagePath(path) && transports.empty()) {
        setError(error, tr("%1: no such transport in the scenario").arg(path));
        return false;
    }
    size = pageSize(size, transports.size());
    const TimelineModels models = modelsOf(run, transports);
    return PageWriter::write(
        path, size, theme.chartBackground(), shownTitle(run.config().scenario().title),
        tr("qmgrlab delivery-slot timeline"),
        [&](QCPPainter& painter) { paintPage(painter, run, models, size, theme); }, error);
}

bool encodeTimeline(const Run& run, TransportId transport, const QString& format, QSize size,
                    QByteArray* bytes, QString* reason, const Theme& theme) {
    const std::vector<TransportId> transports = transportsToDraw(run, transport);
    size = pageSize(size, transports.size());
    const TimelineModels models = modelsOf(run, transports);
    return PageWriter::encode(
        format, size, theme.chartBackground(), QString::fromStdString(run.config().scenario().title),
        tr("qmgrlab delivery-slot timeline"),
        [&](QCPPainter& painter) { paintPage(painter, run, models, size, theme); }, bytes, reason);
}

} // namespace qmgrlab::ui
