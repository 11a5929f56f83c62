// SPDX-License-Identifier: GPL-3.0-or-later
// SlotBandPlottable: the delivery-slot band of a transport as one QCustomPlot plottable. Slot i
// (0-based) is the cell [i + 0.5, i + 1.5) on the key axis, filled with its job's colour and
// labelled with the message id where the cells are wide enough, else with the same number of
// its first characters on every cell (as many as fit, enough to tell the ids in view apart), an id
// so cut ending in an ellipsis that the legend names, else not at all; slots not yet dispatched at the
// current position are pale (or not drawn at all when the model hides the future), a hatched
// strip marks a failed delivery once it has completed, and a bar marks the current position.
// Only the visible range is drawn, and cells narrower than a few pixels go through
// PixelRunMerger, which leaves every job in the range at least a one-pixel mark.
#pragma once

#include "ui/common/DrawnPlottable.h"
#include "ui/common/Theme.h"
#include "ui/timeline/TimelineModel.h"

#include <map>
#include <memory>
#include <utility>
#include <vector>

namespace qmgrlab::ui {

class SlotBandPlottable : public DrawnPlottable {
    Q_OBJECT
public:
    SlotBandPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis);

    void setModel(std::shared_ptr<const TimelineModel> model);
    void setLabelFont(const QFont& font) { labelFont_ = font; }
    // The least band height (its axis rect's inside) whose cells hold a line of the label font.
    int heightForLabels() const;
    // The mark that ends a cell's label where the id is cut short.
    static constexpr QChar kCutMark = QChar(0x2026);
    // Whether the cells in view, as the band is laid out now, show some id cut short.
    bool idsCut() const;

    // Slot under a key coordinate, or -1.
    int slotAt(double key) const;

protected:
    std::optional<QCPRange> keyRange() const override;
    std::optional<QCPRange> valueRange() const override;
    void draw(QCPPainter* painter) override;

private:
    friend class TimelineViewProbe; // tests/ui: the cells as drawn

    // The fill of slot i as drawn (pale when not dispatched at the current position; invalid
    // when the future is hidden and slot i is in it).
    QColor cellColour(int slot) const;
    // The shown slots overlapping the key axis' range, [first, last); a cell's width in pixels.
    std::pair<int, int> slotsInView() const;
    double cellPixels() const;
    // The labels of the cells in view (none where the cells are too small for them).
    std::map<int, QString> labelsInView(const QFontMetricsF& metrics) const;
    void drawCells(QCPPainter* painter, int first, int last, double top, double bottom);
    // The labels of the cells [first, last), each cell `width` pixels wide, by message: its id,
    // or the same number of its first characters for every message (kCutMark after them where
    // the id is longer); empty when none fit.
    std::map<int, QString> cellLabels(int first, int last, double width, const QFontMetricsF& metrics) const;
    void drawMerged(QCPPainter* painter, int first, int last, double top, double bottom);
    // The colours of the plot this band is drawn on.
    const Theme& theme() const { return Theme::of(mParentPlot->palette()); }

    std::shared_ptr<const TimelineModel> model_;
    QFont labelFont_;
    std::vector<int> drawn_;
    std::map<int, QString> labels_; // the labels the last drawing gave the cells, by message
};

} // namespace qmgrlab::ui
