// SPDX-License-Identifier: GPL-3.0-or-later
// SegmentBarsPlottable: horizontal bars made of coloured segments laid end to end, one bar per
// row (row i at key i on a vertical key axis), each with an optional label after its end. A
// segment with a value is never drawn narrower than a minimum width, so a handful of
// recipients stays visible beside thousands. Only the rows in the key axis range are drawn.
#pragma once

#include "ui/common/DrawnPlottable.h"

#include <QColor>
#include <QString>
#include <utility>
#include <vector>

namespace qmgrlab::ui {

struct BarSegment {
    double value = 0.0;
    QColor fill;
    bool hatched = false; // diagonal lines over the fill
};

struct SegmentBar {
    std::vector<BarSegment> segments;
    QString label;              // drawn after the end of a segment, inside the bar's row
    int labelAfterSegment = -1; // that segment's index; -1: after the whole bar
};

class SegmentBarsPlottable : public DrawnPlottable {
    Q_OBJECT
public:
    SegmentBarsPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis);

    void setBars(std::vector<SegmentBar> bars) { bars_ = std::move(bars); }
    void setMinimumSegmentPixels(double pixels) { minimumPixels_ = pixels; }
    void setBarThickness(double fractionOfRow) { thickness_ = fractionOfRow; }
    void setColours(const QColor& outline, const QColor& label, const QColor& hatching);

protected:
    std::optional<QCPRange> keyRange() const override;
    std::optional<QCPRange> valueRange() const override;
    QRect clipRect() const override; // the axis rect and its right margin, for the labels
    void draw(QCPPainter* painter) override;

private:
    friend class RecipientPoolViewProbe; // tests/ui: the bars' pixel extents as drawn

    std::vector<QRectF> layoutSegments(const SegmentBar& bar, double top, double bottom) const;
    // The bars in view, first and last (last < first: none).
    std::pair<int, int> barsInView() const;
    double rowPixels() const; // a bar's row on the key axis
    // Bar b's segments as drawn: centred on its row, each at least minimumPixels_ wide when it
    // has a value.
    std::vector<QRectF> barSegments(int b) const;

    std::vector<SegmentBar> bars_;
    double minimumPixels_ = 3.0;
    double thickness_ = 0.7;
    QColor outline_;
    QColor label_;
    QColor hatching_;
};

} // namespace qmgrlab::ui
