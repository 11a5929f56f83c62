// SPDX-License-Identifier: GPL-3.0-or-later
// DeliveryLanesPlottable: drawing of the agent lanes; each lane's deliveries never overlap, so
// both their dispatch and completion times ascend and the visible ones are found by bisection.
#include "ui/timeline/DeliveryLanesPlottable.h"

#include "ui/common/Hatching.h"
#include "ui/common/JobPalette.h"
#include "ui/timeline/PixelRunMerger.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace qmgrlab::ui {

namespace {

constexpr double kBarInset = 0.14;    // lane k's bars span [k + inset, k + 1 - inset]
constexpr double kMinBarPixels = 4.0; // narrower bars are merged per pixel column
// Pixels beside the id in the stub of a delivery under way (drawBar keeps 6 around an id).
constexpr double kInProgressPadding = 8.0;
constexpr int kMinDeadLabelPixels = 9;      // a dead time's label no smaller than this
constexpr double kOutOfViewFontScale = 0.8; // the count of the lanes out of view, of the label font

int styleOf(int message, bool pale, bool failed) {
    return message * 4 + (pale ? 2 : 0) + (failed ? 1 : 0);
}

QColor fillOf(const Theme& theme, int message, bool pale) {
    return pale ? theme.paleJob(message) : JobPalette::colour(message);
}

} // namespace

DeliveryLanesPlottable::DeliveryLanesPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : DrawnPlottable(keyAxis, valueAxis) {
    setAntialiasedFill(false);
}

void DeliveryLanesPlottable::setModel(std::shared_ptr<const TimelineModel> model) {
    model_ = std::move(model);
}

int DeliveryLanesPlottable::slotAt(double key, double value) const {
    if (!model_ || value < 0.0 || value >= model_->laneCount())
        return -1;
    const auto& lane = model_->lane(static_cast<int>(value));
    const auto ms = static_cast<std::int64_t>(std::llround(key * 1000.0));
    const auto it = std::partition_point(lane.begin(), lane.end(),
                                         [&](int s) { return model_->slot(s).completeMs < ms; });
    return it != lane.end() && model_->slot(*it).dispatchMs <= ms ? *it : -1;
}

std::optional<QCPRange> DeliveryLanesPlottable::keyRange() const {
    if (!model_)
        return std::nullopt;
    return QCPRange(0.0, std::max<double>(model_->endMs(), 1.0) / 1000.0);
}

std::optional<QCPRange> DeliveryLanesPlottable::valueRange() const {
    if (!model_)
        return std::nullopt;
    return QCPRange(0.0, model_->laneCount());
}

void DeliveryLanesPlottable::draw(QCPPainter* painter) {
    drawn_.clear();
    if (!model_)
        return;
    painter->setFont(labelFont_);
    const QCPRange values = mValueAxis->range();
    const int firstLane = std::max(0, static_cast<int>(std::floor(values.lower)));
    const int lastLane = std::min(model_->laneCount(), static_cast<int>(std::ceil(values.upper)));
    drawDeadSpans(painter);
    for (int lane = firstLane; lane < lastLane; ++lane)
        drawLane(painter, lane);

    const double x = mKeyAxis->coordToPixel(model_->nowMs() / 1000.0);
    painter->setAntialiasing(true);
    painter->setPen(QPen(theme().currentMark(), 3.0));
    painter->drawLine(QPointF(x, mValueAxis->coordToPixel(values.lower)),
                      QPointF(x, mValueAxis->coordToPixel(values.upper)));
    drawLanesOutOfView(painter);
}

// The count of the lanes out of view, where the legend has no room for it: a tag at the lane
// area's foot.
void DeliveryLanesPlottable::drawLanesOutOfView(QCPPainter* painter) {
    if (outOfViewNote_.isEmpty() || !noteTagged_)
        return;
    // Smaller than the lanes' labels: it covers as little of the lanes as it can.
    QFont font = labelFont_;
    font.setBold(false);
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * kOutOfViewFontScale);
    else
        font.setPixelSize(std::max(kMinDeadLabelPixels,
                                   static_cast<int>(std::lround(font.pixelSize() * kOutOfViewFontScale))));
    painter->setFont(font);
    const QFontMetricsF metrics(font, painter->device());
    const QRect area = mKeyAxis->axisRect()->rect();
    const QRectF tag(area.left() + 1.0, area.bottom() - metrics.height() - 2.0,
                     std::min(metrics.horizontalAdvance(outOfViewNote_) + 8.0, area.width() - 2.0),
                     metrics.height());
    painter->setAntialiasing(false);
    painter->setPen(QPen(theme().chartText(), 1.0));
    painter->setBrush(theme().chartBackground());
    painter->drawRect(tag);
    painter->drawText(tag.adjusted(4.0, 0.0, -4.0, 0.0), Qt::AlignLeft | Qt::AlignVCenter,
                      metrics.elidedText(outOfViewNote_, Qt::ElideRight, tag.width() - 8.0));
    painter->setFont(labelFont_);
}

void DeliveryLanesPlottable::drawLane(QCPPainter* painter, int lane) {
    const double ya = mValueAxis->coordToPixel(lane + kBarInset);
    const double yb = mValueAxis->coordToPixel(lane + 1 - kBarInset);
    const double top = std::min(ya, yb);
    const double bottom = std::max({ya, yb, top + 1.0});
    const QCPRange keys = mKeyAxis->range();
    const double fromMs = keys.lower * 1000.0;
    const double toMs = keys.upper * 1000.0;
    const double nowX = mKeyAxis->coordToPixel(model_->nowMs() / 1000.0);

    painter->setAntialiasing(false);
    PixelRunMerger merger([&](double x0, double x1, int style) {
        const QRectF rect(QPointF(x0, top), QPointF(x1, bottom));
        painter->fillRect(rect, fillOf(theme(), style / 4, (style & 2) != 0));
        if ((style & 1) != 0)
            paintHatching(*painter, rect, theme().failureHatch());
    });

    const double middle = (top + bottom) / 2.0;
    const auto& laneSlots = model_->lane(lane);
    auto it = std::partition_point(laneSlots.begin(), laneSlots.end(),
                                   [&](int s) { return model_->slot(s).completeMs < fromMs; });
    const bool hide = model_->hideFuture();
    for (; it != laneSlots.end() && model_->slot(*it).dispatchMs <= toMs; ++it) {
        if (hide && !model_->dispatched(*it))
            break; // a lane's deliveries are in dispatch order: the rest is future too
        const TimelineModel::Slot& s = model_->slot(*it);
        const bool underWay = model_->underWay(*it);
        const double x0 = mKeyAxis->coordToPixel(s.dispatchMs / 1000.0);
        double x1 = mKeyAxis->coordToPixel(s.completeMs / 1000.0);
        // A delivery under way while the future is hidden ends at the current time, which may be
        // its dispatch time (t = 0, the step that dispatched it): it keeps a stub as wide as its
        // message id, so that a busy agent never looks idle.
        if (hide && underWay)
            x1 = std::max(std::clamp(nowX, x0, x1), x0 + inProgressWidth(s.message, painter));
        // Solid up to the current time once dispatched, pale beyond it. Its outcome (failure,
        // recipients deferred or bounced, the wait after it) shows on the solid part once the
        // delivery has completed at the current step, on the pale part only when the future shows.
        // The stub of a delivery under way, the future hidden, is solid with its pointed end: pale
        // is the future's look, and the stub says only that the agent is busy.
        const double solidTo = hide && underWay          ? x1
                               : model_->dispatched(*it) ? std::clamp(nowX, x0, x1)
                                                         : x0;
        const bool completed = model_->completed(*it);
        const bool failedSolid = !s.success && completed;
        const bool failedPale = !s.success && !hide;
        // The rate delays' waits around the delivery, up to the current time when hiding the future.
        const std::int64_t shownTo = hide ? model_->nowMs() : std::numeric_limits<std::int64_t>::max();
        if (s.allocMs >= 0 && s.allocMs <= shownTo)
            drawWait(painter, mKeyAxis->coordToPixel(s.allocMs / 1000.0), x0, middle, Qt::DotLine);
        if (s.waitUntilMs >= 0 && (completed || !hide))
            drawWait(painter, mKeyAxis->coordToPixel(s.completeMs / 1000.0),
                     mKeyAxis->coordToPixel(std::min(s.waitUntilMs, shownTo) / 1000.0), middle, Qt::DashLine);
        drawn_.push_back({*it, underWay, completed || !hide});
        if (x1 - x0 >= kMinBarPixels) {
            merger.finish();
            drawBar(painter, QRectF(QPointF(x0, top), QPointF(x1, bottom)), *it, solidTo);
            painter->setAntialiasing(false);
            continue;
        }
        if (solidTo > x0)
            merger.add(x0, solidTo, styleOf(s.message, false, failedSolid));
        if (x1 > solidTo || x1 == x0)
            merger.add(solidTo, x1, styleOf(s.message, true, failedPale));
    }
    merger.finish();
}

double DeliveryLanesPlottable::inProgressWidth(int message, QCPPainter* painter) const {
    const QFontMetricsF metrics(labelFont_, painter->device());
    return std::max(kMinBarPixels,
                    metrics.horizontalAdvance(model_->messageId(message)) + kInProgressPadding);
}

void DeliveryLanesPlottable::drawBar(QCPPainter* painter, const QRectF& rect, int slot, double solidTo) {
    const TimelineModel::Slot& s = model_->slot(slot);
    const bool completed = model_->completed(slot);
    const QRectF solid(rect.topLeft(), QPointF(solidTo, rect.bottom()));
    const QRectF pale(QPointF(solidTo, rect.top()), rect.bottomRight());
    // Where its outcome may show: the whole bar once it has completed at the current step,
    // else only its future (pale) part, and that only when the future is shown.
    const QRectF outcomeArea = completed ? rect : model_->hideFuture() ? QRectF() : pale;
    // A delivery under way whose bar ends at the current time (its end not reached at this step,
    // though the clock may already show its end) has a pointed end: it is not finished.
    const bool pointed = model_->underWay(slot) && solidTo >= rect.right() - 0.5;
    QPainterPath outline;
    if (pointed) {
        const double tip = std::min(rect.height() / 2.0, rect.width() / 3.0);
        outline.moveTo(rect.topLeft());
        outline.lineTo(rect.right() - tip, rect.top());
        outline.lineTo(rect.right(), rect.center().y());
        outline.lineTo(rect.right() - tip, rect.bottom());
        outline.lineTo(rect.bottomLeft());
        outline.closeSubpath();
    } else {
        outline.addRect(rect.adjusted(0.5, 0.5, -0.5, -0.5));
    }
    painter->save();
    painter->setClipPath(outline, Qt::IntersectClip);
    painter->fillRect(solid, fillOf(theme(), s.message, false));
    painter->fillRect(pale, fillOf(theme(), s.message, true));
    painter->restore();
    painter->setAntialiasing(true);
    const bool failed = !s.success && !outcomeArea.isEmpty();
    if (failed)
        paintHatching(*painter, outcomeArea, theme().failureHatch());
    const bool outcomes = s.partial() && !outcomeArea.isEmpty();
    if (outcomes) {
        painter->save();
        painter->setClipRect(outcomeArea, Qt::IntersectClip);
        drawOutcomes(painter, rect, s);
        painter->restore();
    }
    painter->setBrush(Qt::NoBrush);
    painter->setPen(failed ? QPen(theme().chartText(), 2.0)
                           : QPen(JobPalette::colour(s.message).darker(170), pointed ? 1.5 : 1.0));
    painter->drawPath(outline);

    const QString id = model_->messageId(s.message);
    // Over a partial delivery the id stays above its outcome strip.
    const QRectF textRect = outcomes ? rect.adjusted(0.0, 0.0, 0.0, -rect.height() * 0.4) : rect;
    const QFontMetricsF metrics(labelFont_, painter->device());
    if (metrics.horizontalAdvance(id) + 6.0 <= rect.width() && metrics.height() <= textRect.height()) {
        if (failed) {
            // A tag in the page colour keeps the id readable over the hatching.
            const QSizeF size(metrics.horizontalAdvance(id) + 4.0, metrics.height());
            QRectF tag(QPointF(), size);
            tag.moveCenter(textRect.center());
            painter->fillRect(tag, theme().chartBackground());
        }
        const bool onSolid = solid.width() >= rect.width() / 2;
        painter->setPen(onSolid && !failed ? JobPalette::textColour(s.message) : theme().chartText());
        painter->drawText(textRect, Qt::AlignCenter, id);
    }
}

// The strip along a partial delivery's foot: its recipients sent, deferred and bounced, each part
// as wide as its share.
void DeliveryLanesPlottable::drawOutcomes(QCPPainter* painter, const QRectF& rect,
                                          const TimelineModel::Slot& s) {
    const int total = std::max(s.recipients, 1);
    const double height = std::max(rect.height() * 0.4, 3.0);
    const QRectF strip(QPointF(rect.left(), rect.bottom() - height), rect.bottomRight());
    const double perRecipient = strip.width() / total;
    double x = strip.left() + perRecipient * s.sent();
    const QRectF deferred(QPointF(x, strip.top()), QPointF(x + perRecipient * s.deferred, strip.bottom()));
    x = deferred.right();
    const QRectF bounced(QPointF(x, strip.top()), QPointF(strip.right(), strip.bottom()));
    painter->setAntialiasing(false);
    if (s.deferred > 0) {
        painter->fillRect(deferred, theme().deferredOutcome());
        paintHatching(*painter, deferred, theme().failureHatch(), 4.0);
    }
    if (s.bounced > 0)
        painter->fillRect(bounced, theme().bouncedOutcome());
    painter->setPen(QPen(theme().chartText(), 1.0));
    painter->drawLine(QPointF(strip.left(), strip.top()), QPointF(strip.right(), strip.top()));
    painter->setAntialiasing(true);
}

// A wait on a lane: a line at its middle from x0 to x1 with a short upright at each end.
void DeliveryLanesPlottable::drawWait(QCPPainter* painter, double x0, double x1, double y,
                                      Qt::PenStyle style) {
    if (x1 - x0 < 3.0)
        return;
    const double tick = 4.0;
    painter->setAntialiasing(false);
    painter->setPen(QPen(theme().waitMark(), 2.0, style, Qt::FlatCap));
    painter->drawLine(QPointF(x0, y), QPointF(x1, y));
    painter->setPen(QPen(theme().waitMark(), 2.0));
    painter->drawLine(QPointF(x0, y - tick), QPointF(x0, y + tick));
    painter->drawLine(QPointF(x1, y - tick), QPointF(x1, y + tick));
}

// The transport's dead times: a band over every lane, marked at its top.
void DeliveryLanesPlottable::drawDeadSpans(QCPPainter* painter) {
    const QCPRange keys = mKeyAxis->range();
    const QCPRange values = mValueAxis->range();
    const double top =
        std::min(mValueAxis->coordToPixel(values.lower), mValueAxis->coordToPixel(values.upper));
    const double bottom =
        std::max(mValueAxis->coordToPixel(values.lower), mValueAxis->coordToPixel(values.upper));
    const bool hide = model_->hideFuture();
    painter->setAntialiasing(false);
    // The label in the lane font, or smaller where the lanes are lower than it (a short timeline
    // of one agent), never cut: left out where even a small one does not fit.
    const QString label = tr("%1 dead").arg(model_->transportName());
    QFont font = labelFont_;
    int pixels = static_cast<int>(QFontMetricsF(font, painter->device()).ascent());
    while (QFontMetricsF(font, painter->device()).height() + 2.0 > bottom - top &&
           pixels > kMinDeadLabelPixels)
        font.setPixelSize(--pixels);
    const QFontMetricsF metrics(font, painter->device());
    for (std::size_t k = 0; k < model_->deadSpans().size(); ++k) {
        const TimeInterval& span = model_->deadSpans()[k];
        if (hide && !model_->deadSpanBegun(k))
            break;
        const std::int64_t endMs = hide ? std::min(span.endMs, model_->nowMs()) : span.endMs;
        if (endMs / 1000.0 < keys.lower || span.startMs / 1000.0 > keys.upper)
            continue;
        const double x0 = mKeyAxis->coordToPixel(span.startMs / 1000.0);
        const double x1 = std::max(mKeyAxis->coordToPixel(endMs / 1000.0), x0 + 2.0);
        const QRectF band(QPointF(x0, top), QPointF(x1, bottom));
        painter->fillRect(band, theme().transportDeadFill());
        if (metrics.height() + 2.0 <= band.height() &&
            metrics.horizontalAdvance(label) + 6.0 <= band.width()) {
            painter->setFont(font);
            painter->setPen(theme().chartText());
            painter->drawText(band.adjusted(3.0, 1.0, -3.0, 0.0), Qt::AlignLeft | Qt::AlignTop, label);
            painter->setFont(labelFont_);
        }
    }
}

} // namespace qmgrlab::ui
