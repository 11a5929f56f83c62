// SPDX-License-Identifier: GPL-3.0-or-later
// SwatchLegendElement: item i goes to row i / columns, column i % columns; columns share the
// element's width equally.
#include "ui/pools/SwatchLegendElement.h"

#include "ui/common/Hatching.h"

#include <algorithm>
#include <cmath>

namespace qmgrlab::ui {

SwatchLegendElement::SwatchLegendElement(QCustomPlot* plot, int columns)
    : QCPLayoutElement(plot), maxColumns_(columns), columns_(columns) {
    setMargins(QMargins(6, 2, 6, 4));
}

void SwatchLegendElement::setColours(const QColor& text, const QColor& outline, const QColor& hatching) {
    text_ = text;
    outline_ = outline;
    hatching_ = hatching;
}

double SwatchLegendElement::rowHeight() const {
    return QFontMetricsF(font_).height() * 1.3;
}

std::vector<double> SwatchLegendElement::columnWidths(int columns) const {
    const QFontMetricsF metrics(font_);
    const double swatch = metrics.height() * 0.8 * 1.6 + metrics.averageCharWidth() * 2.0;
    std::vector<double> widths(static_cast<std::size_t>(std::max(1, columns)), 0.0);
    for (std::size_t i = 0; i < items_.size(); ++i) {
        double& column = widths[i % widths.size()];
        column = std::max(column, swatch + metrics.horizontalAdvance(items_[i].text));
    }
    return widths;
}

double SwatchLegendElement::width(int columns) const {
    double sum = 0.0;
    for (double w : columnWidths(columns))
        sum += w;
    return sum;
}

int SwatchLegendElement::rows() const {
    const int n = static_cast<int>(items_.size());
    return (n + columns_ - 1) / columns_;
}

bool SwatchLegendElement::fitColumns(int width) {
    const int before = rows();
    const double inner = width - margins().left() - margins().right();
    columns_ = maxColumns_;
    while (columns_ > 1 && this->width(columns_) > inner)
        --columns_;
    return rows() != before;
}

QSize SwatchLegendElement::minimumOuterSizeHint() const {
    const QMargins m = margins();
    return {static_cast<int>(std::ceil(width(columns_))) + m.left() + m.right(),
            static_cast<int>(std::ceil(rowHeight() * rows())) + m.top() + m.bottom()};
}

QSize SwatchLegendElement::maximumOuterSizeHint() const {
    return {QWIDGETSIZE_MAX, minimumOuterSizeHint().height()};
}

void SwatchLegendElement::draw(QCPPainter* painter) {
    const QFontMetricsF metrics(font_);
    const double row = rowHeight();
    // Each column its width and an even share of the room left over.
    std::vector<double> widths = columnWidths(columns_);
    const double spare = std::max(0.0, (mRect.width() - width(columns_)) / columns_);
    std::vector<double> lefts;
    double left = mRect.left();
    for (double& w : widths) {
        w += spare;
        lefts.push_back(left);
        left += w;
    }
    const double swatch = metrics.height() * 0.8;
    painter->setFont(font_);
    for (std::size_t i = 0; i < items_.size(); ++i) {
        const LegendSwatch& item = items_[i];
        const std::size_t c = i % widths.size();
        const double column = widths[c];
        const double x = lefts[c];
        const double y = mRect.top() + row * static_cast<double>(static_cast<int>(i) / columns_);
        const QRectF box(x, y + (row - swatch) / 2.0, swatch, swatch);
        painter->setAntialiasing(false);
        painter->fillRect(box, item.fill);
        if (item.hatched)
            paintHatching(*painter, box, hatching_, 4.0);
        painter->setPen(QPen(outline_, 1.0));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(box);
        painter->setPen(text_);
        const QRectF text(box.right() + swatch * 0.4, y, column - swatch * 1.6, row);
        painter->drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                          metrics.elidedText(item.text, Qt::ElideRight, text.width()));
    }
}

} // namespace qmgrlab::ui
