// SPDX-License-Identifier: GPL-3.0-or-later
// CompareExporter: page layout of the comparison, written by the one PageWriter.
#include "ui/compare/CompareExporter.h"

#include "ui/common/PageWriter.h"
#include "ui/compare/CompareMetricsModel.h"
#include "ui/compare/CompareTimelines.h"
#include "ui/compare/SlotDifferencePlottable.h"
#include "ui/timeline/TimelineModel.h"
#include "ui/timeline/TimelinePlot.h"

#include <QFontDatabase>
#include <QImage>
#include <algorithm>
#include <memory>
#include <vector>

namespace qmgrlab::ui {

namespace {

constexpr int kWidth = 1600;
constexpr int kMargin = 16;
constexpr int kPlotHeight = 200;
constexpr int kCellPadding = 8;

QFont sized(QFont font, double points, bool bold = false) {
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

int lineHeight(const QFont& font, QPaintDevice* device) {
    return static_cast<int>(QFontMetricsF(font, device).height()) + 4;
}

} // namespace

CompareExporter::CompareExporter(const CompareTimelines& timelines, const CompareMetricsModel& metrics,
                                 QString title)
    : timelines_(timelines), metrics_(metrics), title_(std::move(title)) {}

QSize CompareExporter::pageSize() const {
    QImage probe(1, 1, QImage::Format_RGB32);
    const int title = lineHeight(sized(QFont(), 18.0, true), &probe);
    const int heading = lineHeight(sized(QFont(), 13.0, true), &probe);
    const int slotLine = lineHeight(sized(QFontDatabase::systemFont(QFontDatabase::FixedFont), 12.0), &probe);
    const int row = lineHeight(sized(QFont(), 11.0), &probe) + 2;
    const int variants = timelines_.variantCount();
    const int height = 2 * kMargin + title + 8 + variants * (heading + slotLine + kPlotHeight + 8) + 8 +
                       (metrics_.rowCount() + 1) * row;
    return QSize(kWidth, height);
}

void CompareExporter::paint(QCPPainter& painter, QSize size, const Theme& theme) const {
    QPaintDevice* device = painter.device();
    painter.fillRect(QRect(QPoint(), size), theme.chartBackground());
    const int width = size.width() - 2 * kMargin;
    int y = kMargin;

    const QFont titleFont = sized(QFont(), 18.0, true);
    painter.setPen(theme.chartText());
    painter.setFont(titleFont);
    const int titleHeight = lineHeight(titleFont, device);
    painter.drawText(QRect(kMargin, y, width, titleHeight), Qt::AlignLeft | Qt::AlignVCenter,
                     QFontMetricsF(titleFont, device).elidedText(title_, Qt::ElideMiddle, width));
    y += titleHeight + 8;

    const QFont headingFont = sized(QFont(), 13.0, true);
    const QFont whereFont = sized(QFont(), 11.0);
    const QFont mono = sized(QFontDatabase::systemFont(QFontDatabase::FixedFont), 12.0);
    const QColor differs = theme.attention();
    for (int v = 0; v < timelines_.variantCount(); ++v) {
        const int headingHeight = lineHeight(headingFont, device);
        const QRect headingRect(kMargin, y, width, headingHeight);
        const QString where = timelines_.variantWhere(v);
        painter.setFont(whereFont);
        painter.setPen(theme.chartText());
        painter.drawText(headingRect, Qt::AlignRight | Qt::AlignVCenter, where);
        const double whereWidth = QFontMetricsF(whereFont, device).horizontalAdvance(where) + 16.0;
        painter.setFont(headingFont);
        painter.drawText(
            headingRect, Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetricsF(headingFont, device)
                .elidedText(timelines_.variantTitle(v), Qt::ElideRight, std::max(0.0, width - whereWidth)));
        y += headingHeight;

        // The slot string, differing slots in the outline colour; as much as fits one line.
        const TimelineModel& model = timelines_.model(v);
        const std::vector<bool>& difference = timelines_.differences(v);
        const bool longIds = model.longIds();
        const QFontMetricsF monoMetrics(mono, device);
        painter.setFont(mono);
        const int slotHeight = lineHeight(mono, device);
        double x = kMargin;
        for (int i = 0; i < model.slotCount(); ++i) {
            const QString id =
                model.messageId(model.slot(i).message) + (longIds ? QStringLiteral(" ") : QString());
            const double advance = monoMetrics.horizontalAdvance(id);
            if (x + advance > kMargin + width)
                break;
            const bool marked =
                i < static_cast<int>(difference.size()) && difference[static_cast<std::size_t>(i)];
            painter.setPen(marked                ? differs
                           : model.dispatched(i) ? theme.chartText()
                                                 : theme.chartFaintText());
            painter.drawText(QRectF(x, y, advance, slotHeight), Qt::AlignLeft | Qt::AlignVCenter, id);
            if (marked)
                painter.drawLine(QPointF(x, y + slotHeight - 3), QPointF(x + advance, y + slotHeight - 3));
            x += advance;
        }
        y += slotHeight;

        // The same plot the window shows, in the page's theme and on the window's scale.
        const TimelinePlot* shown = timelines_.plot(v);
        TimelinePlot plot;
        plot.setPalette(theme.palette());
        plot.setFont(sized(plot.font(), 11.0));
        plot.setCompact(true);
        plot.setLaneScrolling(false);
        plot.setModel(std::shared_ptr<const TimelineModel>(&model, [](const TimelineModel*) {}));
        auto* marks = new SlotDifferencePlottable(plot.bandRect()->axis(QCPAxis::atBottom),
                                                  plot.bandRect()->axis(QCPAxis::atLeft));
        marks->setDifferences(difference);
        plot.bandRect()
            ->axis(QCPAxis::atBottom)
            ->setRange(shown->bandRect()->axis(QCPAxis::atBottom)->range());
        plot.lanesRect()
            ->axis(QCPAxis::atBottom)
            ->setRange(shown->lanesRect()->axis(QCPAxis::atBottom)->range());
        const QSize block(width, kPlotHeight);
        plot.resize(block);
        plot.setViewport(QRect(QPoint(), block));
        plot.replot();
        painter.save();
        painter.translate(kMargin, y);
        plot.toPainter(&painter, block.width(), block.height());
        painter.restore();
        y += kPlotHeight + 8;
    }
    paintTable(painter, y + 8, width, theme);
}

int CompareExporter::paintTable(QCPPainter& painter, int top, int width, const Theme& theme) const {
    QPaintDevice* device = painter.device();
    const QFont plain = sized(QFont(), 11.0);
    const QFont bold = sized(QFont(), 11.0, true);
    const QFontMetricsF metrics(bold, device);
    const int rowHeight = lineHeight(plain, device) + 2;
    const int columns = metrics_.columnCount();
    const int rows = metrics_.rowCount();
    std::vector<double> widths(static_cast<std::size_t>(columns), 0.0);
    for (int c = 0; c < columns; ++c) {
        for (int r = 0; r < rows; ++r)
            widths[c] =
                std::max(widths[c], metrics.horizontalAdvance(metrics_.index(r, c).data().toString()));
        const QString header = metrics_.headerData(c, Qt::Horizontal).toString();
        widths[c] =
            std::max(widths[c], std::min(metrics.horizontalAdvance(header), 280.0)) + 2 * kCellPadding;
    }
    double total = 0;
    for (double w : widths)
        total += w;
    if (total > width) {
        for (double& w : widths)
            w *= width / total;
    }

    auto cellRect = [&](int c, int y) {
        double x = kMargin;
        for (int i = 0; i < c; ++i)
            x += widths[static_cast<std::size_t>(i)];
        return QRectF(x + kCellPadding, y, widths[static_cast<std::size_t>(c)] - 2 * kCellPadding, rowHeight);
    };
    int y = top;
    painter.setFont(bold);
    painter.setPen(theme.chartText());
    for (int c = 0; c < columns; ++c) {
        const QRectF rect = cellRect(c, y);
        painter.drawText(rect, (c >= 2 ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter,
                         metrics.elidedText(metrics_.headerData(c, Qt::Horizontal).toString(), Qt::ElideRight,
                                            rect.width()));
    }
    y += rowHeight;
    painter.setPen(QPen(theme.chartAxis(), 1.0));
    painter.drawLine(QPointF(kMargin, y), QPointF(kMargin + total, y));
    for (int r = 0; r < rows; ++r) {
        if (r % 2 == 1)
            painter.fillRect(QRectF(kMargin, y, std::min<double>(total, width), rowHeight),
                             theme.chartGrid());
        for (int c = 0; c < columns; ++c) {
            const QModelIndex index = metrics_.index(r, c);
            const QVariant colour = index.data(Qt::ForegroundRole);
            painter.setPen(colour.isValid() ? colour.value<QColor>() : theme.chartText());
            painter.setFont(index.data(CompareMetricsModel::BestRole).toBool() ? bold : plain);
            painter.drawText(cellRect(c, y), (c >= 2 ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter,
                             index.data().toString());
        }
        y += rowHeight;
    }
    return y - top;
}

bool CompareExporter::write(const QString& path, QString* error, const Theme& theme) const {
    const QSize size = pageSize();
    return PageWriter::write(
        path, size, theme.chartBackground(), title_, tr("qmgrlab comparison of variants"),
        [&](QCPPainter& painter) { paint(painter, size, theme); }, error);
}

} // namespace qmgrlab::ui
