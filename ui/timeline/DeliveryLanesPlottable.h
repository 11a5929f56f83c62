// SPDX-License-Identifier: GPL-3.0-or-later
// DeliveryLanesPlottable: a transport's delivery agents as lanes (value k = agent k + 1, top
// down) with each delivery drawn as a bar from its dispatch to its completion over simulated
// time (key axis in seconds), in its job's colour; failed deliveries are hatched and outlined.
// A delivery under way at the current step whose bar reaches the current time has a pointed end.
// A partial delivery (the server deferred or bounced some recipients) has a strip along its foot
// split in proportion: sent in the job's colour, deferred and bounced in the theme's colours.
// A rate delay's waits are lines on the lane: dotted from the agent taken (transport rate delay)
// to the delivery, dashed from a completion to its queue's resume (destination rate delay). The
// transport's dead times are a grey band over all lanes. The count of the lanes scrolled out of
// view is a tag at the foot of the lanes where the legend has no room for it.
// What lies after the current time is pale (not drawn when the model hides the future), and a
// vertical line marks the current time. Only
// the visible deliveries are visited, and bars narrower than a few pixels are merged per pixel.
#pragma once

#include "ui/common/DrawnPlottable.h"
#include "ui/common/Theme.h"
#include "ui/timeline/TimelineModel.h"

#include <memory>
#include <vector>

namespace qmgrlab::ui {

class DeliveryLanesPlottable : public DrawnPlottable {
    Q_OBJECT
public:
    DeliveryLanesPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis);

    void setModel(std::shared_ptr<const TimelineModel> model);
    void setLabelFont(const QFont& font) { labelFont_ = font; }

    // The slot whose delivery covers (key seconds, value lane coordinate), or -1.
    int slotAt(double key, double value) const;

    // A delivery as the last drawing showed it: under way (pointed, or a stub), and whether
    // its outcome could show (it had completed, or its future part is drawn).
    struct DrawnBar {
        int slot = -1;
        bool underWay = false;
        bool outcomeShown = false;
    };
    const std::vector<DrawnBar>& drawn() const { return drawn_; }
    // The count of the lanes out of view (TimelinePlot's), drawn as a tag at the lanes' foot
    // when `tagged` (the legend has no room for it); empty: none.
    void setOutOfViewNote(const QString& note, bool tagged) {
        outOfViewNote_ = note;
        noteTagged_ = tagged;
    }
    const QString& outOfViewNote() const { return outOfViewNote_; }

protected:
    std::optional<QCPRange> keyRange() const override;
    std::optional<QCPRange> valueRange() const override;
    void draw(QCPPainter* painter) override;

private:
    void drawLane(QCPPainter* painter, int lane);
    // The least width of a delivery under way when the future is hidden: its message id's.
    double inProgressWidth(int message, QCPPainter* painter) const;
    void drawBar(QCPPainter* painter, const QRectF& rect, int slot, double solidTo);
    void drawOutcomes(QCPPainter* painter, const QRectF& rect, const TimelineModel::Slot& s);
    void drawWait(QCPPainter* painter, double x0, double x1, double y, Qt::PenStyle style);
    void drawDeadSpans(QCPPainter* painter);
    void drawLanesOutOfView(QCPPainter* painter);
    // The colours of the plot the lanes are drawn on.
    const Theme& theme() const { return Theme::of(mParentPlot->palette()); }

    std::shared_ptr<const TimelineModel> model_;
    QFont labelFont_;
    std::vector<DrawnBar> drawn_;
    QString outOfViewNote_;
    bool noteTagged_ = false;
};

} // namespace qmgrlab::ui
