// TimelinePlot: layout of legend, slot band and lanes; axes, ticks and range limits.
#include "ui/timeline/TimelinePlot.h"

#include "ui/common/PlotThemeFollower.h"
#include "ui/timeline/DeliveryLanesPlottable.h"
#include "ui/timeline/JobLegendElement.h"
#include "ui/timeline/LaneTicker.h"
#include "ui/timeline/SlotBandPlottable.h"

#include <algorithm>

namespace qmgrlab::ui {

namespace {

constexpr int kBandHeight = 64;
constexpr double kMinSlotSpan = 4.0;   // slots visible at the deepest zoom
constexpr double kMinTimeSpan = 0.005; // seconds visible at the deepest zoom

QFont sized(QFont font, double points, bool bold = false) {
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

// Fonts and dotted grid lines; the colours come from the theme (PlotThemeFollower).
void styleAxis(QCPAxis* axis, const QFont& font) {
    axis->setTickLabelFont(font);
    axis->setLabelFont(font);
    axis->grid()->setPen(QPen(axis->grid()->pen().color(), 1.0, Qt::DotLine));
}

// Range [lower, upper] moved and shrunk as little as possible to lie within [min, max], and
// widened to at least minSpan.
QCPRange limited(QCPRange range, double min, double max, double minSpan) {
    if (range.size() < minSpan) {
        const double centre = range.center();
        range = QCPRange(centre - minSpan / 2, centre + minSpan / 2);
    }
    if (range.size() > max - min)
        return QCPRange(min, max);
    if (range.lower < min)
        return QCPRange(min, min + range.size());
    if (range.upper > max)
        return QCPRange(max - range.size(), max);
    return range;
}

} // namespace

TimelinePlot::TimelinePlot(QWidget* parent) : QCustomPlot(parent) {
    const QFont tickFont = sized(font(), 12.0);
    const QFont cellFont = sized(font(), 12.0, true);
    setNoAntialiasingOnDrag(true);
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);

    plotLayout()->clear();
    legend_ = new JobLegendElement(this);
    legend_->setFont(tickFont);
    bandRect_ = new QCPAxisRect(this);
    lanesRect_ = new QCPAxisRect(this);
    plotLayout()->addElement(0, 0, legend_);
    plotLayout()->addElement(1, 0, bandRect_);
    plotLayout()->addElement(2, 0, lanesRect_);
    plotLayout()->setRowSpacing(2);
    bandRect_->setMinimumSize(0, kBandHeight);
    bandRect_->setMaximumSize(QWIDGETSIZE_MAX, kBandHeight + 60);
    bandRect_->setSizeConstraintRect(QCPLayoutElement::scrInnerRect);
    auto* margins = new QCPMarginGroup(this);
    bandRect_->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    lanesRect_->setMarginGroup(QCP::msLeft | QCP::msRight, margins);

    for (QCPAxisRect* rect : {bandRect_, lanesRect_}) {
        for (QCPAxis* axis : rect->axes())
            styleAxis(axis, tickFont);
        rect->setRangeZoom(Qt::Horizontal);
        rect->setRangeZoomFactor(0.8);
    }
    bandRect_->setRangeDrag(Qt::Horizontal);
    lanesRect_->setRangeDrag(Qt::Horizontal | Qt::Vertical);

    QCPAxis* slotAxis = bandRect_->axis(QCPAxis::atBottom);
    slotAxis->setLabel(tr("delivery slot (entry selections on this transport, in order)"));
    auto slotTicker = QSharedPointer<QCPAxisTickerFixed>::create();
    slotTicker->setTickStep(1.0);
    slotTicker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    slotAxis->setTicker(slotTicker);
    slotAxis->grid()->setVisible(false);
    QCPAxis* bandLeft = bandRect_->axis(QCPAxis::atLeft);
    auto bandTicker = QSharedPointer<QCPAxisTickerText>::create();
    bandTicker->addTick(0.5, tr("slots"));
    bandLeft->setTicker(bandTicker);
    bandLeft->setTickLength(0, 0);
    bandLeft->grid()->setVisible(false);
    bandLeft->setRange(0.0, 1.0);

    QCPAxis* timeAxis = lanesRect_->axis(QCPAxis::atBottom);
    timeAxis->setLabel(tr("simulated time (s)"));
    QCPAxis* laneAxis = lanesRect_->axis(QCPAxis::atLeft);
    laneAxis->setRangeReversed(true);
    laneAxis->setTickLength(0, 0);
    laneAxis->setSubTicks(false);
    laneAxis->grid()->setVisible(false);

    band_ = new SlotBandPlottable(slotAxis, bandLeft);
    band_->setLabelFont(cellFont);
    lanes_ = new DeliveryLanesPlottable(timeAxis, laneAxis);
    lanes_->setLabelFont(cellFont);

    connect(slotAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
            &TimelinePlot::clampSlotRange);
    connect(timeAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
            &TimelinePlot::clampTimeRange);
    connect(laneAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
            &TimelinePlot::clampLaneRange);
    PlotThemeFollower::follow(this);
}

void TimelinePlot::setModel(std::shared_ptr<const TimelineModel> model) {
    model_ = std::move(model);
    legend_->setModel(model_);
    band_->setModel(model_);
    lanes_->setModel(model_);

    QCPAxis* laneAxis = lanesRect_->axis(QCPAxis::atLeft);
    laneAxis->setTicker(QSharedPointer<LaneTicker>::create(laneAxis, model_ ? model_->laneCount() : 1));
    fit();
}

void TimelinePlot::fit() {
    const int slotCount = model_ ? std::max(model_->slotCount(), 1) : 1;
    bandRect_->axis(QCPAxis::atBottom)->setRange(0.5, slotCount + 0.5);
    const double seconds = model_ ? std::max<double>(model_->endMs(), 1.0) / 1000.0 : 1.0;
    lanesRect_->axis(QCPAxis::atBottom)->setRange(0.0, seconds * 1.02);
    lanesRect_->axis(QCPAxis::atLeft)->setRange(0.0, model_ ? model_->laneCount() : 1);
}

void TimelinePlot::keepCurrentInView() {
    if (!model_)
        return;
    QCPAxis* slotAxis = bandRect_->axis(QCPAxis::atBottom);
    const double mark = model_->dispatchedSlots() + 0.5;
    const QCPRange shown = slotAxis->range();
    if (mark < shown.lower || mark > shown.upper)
        slotAxis->setRange(mark - shown.size() * 0.75, mark + shown.size() * 0.25);
    QCPAxis* timeAxis = lanesRect_->axis(QCPAxis::atBottom);
    const double now = model_->nowMs() / 1000.0;
    const QCPRange times = timeAxis->range();
    if (now < times.lower || now > times.upper)
        timeAxis->setRange(now - times.size() * 0.75, now + times.size() * 0.25);
}

void TimelinePlot::clampSlotRange(const QCPRange& range) {
    const double slotCount = model_ ? std::max(model_->slotCount(), 1) : 1;
    const QCPRange limit = limited(range, 0.5, slotCount + 0.5, std::min(kMinSlotSpan, slotCount));
    if (limit != range)
        bandRect_->axis(QCPAxis::atBottom)->setRange(limit);
}

void TimelinePlot::clampTimeRange(const QCPRange& range) {
    const double seconds = model_ ? std::max<double>(model_->endMs(), 1.0) / 1000.0 : 1.0;
    const QCPRange limit = limited(range, 0.0, seconds * 1.02, kMinTimeSpan);
    if (limit != range)
        lanesRect_->axis(QCPAxis::atBottom)->setRange(limit);
}

void TimelinePlot::clampLaneRange(const QCPRange& range) {
    const double lanes = model_ ? model_->laneCount() : 1;
    const QCPRange limit = limited(range, 0.0, lanes, std::min(1.0, lanes));
    if (limit != range)
        lanesRect_->axis(QCPAxis::atLeft)->setRange(limit);
}

} // namespace qmgrlab::ui
