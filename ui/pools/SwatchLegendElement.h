// SPDX-License-Identifier: GPL-3.0-or-later
// SwatchLegendElement: a legend as a QCustomPlot layout element: colour swatches (plain or
// hatched) with their text, in as many columns as the width allows, each column as wide as its
// widest item (a long translation widens its own column only).
#pragma once

#include <QColor>
#include <QFont>
#include <QString>
#include <qcustomplot.h>
#include <vector>

namespace qmgrlab::ui {

struct LegendSwatch {
    QColor fill;
    bool hatched = false;
    QString text;
};

class SwatchLegendElement : public QCPLayoutElement {
    Q_OBJECT
public:
    SwatchLegendElement(QCustomPlot* plot, int columns);

    void setItems(std::vector<LegendSwatch> items) { items_ = std::move(items); }
    // As many columns as fit the width (at most `columns`); returns whether the rows changed.
    bool fitColumns(int width);
    void setFont(const QFont& font) { font_ = font; }
    void setColours(const QColor& text, const QColor& outline, const QColor& hatching);

    QSize minimumOuterSizeHint() const override;
    QSize maximumOuterSizeHint() const override;

protected:
    void draw(QCPPainter* painter) override;

private:
    friend class RecipientPoolViewProbe; // tests/ui: the legend's texts

    double rowHeight() const;

    // The columns' widths with `columns` columns, the items filling the rows left to right.
    std::vector<double> columnWidths(int columns) const;
    double width(int columns) const; // their sum
    int rows() const;

    int maxColumns_;
    int columns_;
    std::vector<LegendSwatch> items_;
    QFont font_;
    QColor text_;
    QColor outline_;
    QColor hatching_;
};

} // namespace qmgrlab::ui
