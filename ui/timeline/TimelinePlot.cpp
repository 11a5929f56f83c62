// SPDX-License-Identifier: GPL-3.0-or-later
// TimelinePlot: layout of legend, slot band and lanes; axes, ticks and range limits.
#include "ui/timeline/TimelinePlot.h"

#include "ui/common/PlotThemeFollower.h"
#include "ui/timeline/DeliveryLanesPlottable.h"
#include "ui/timeline/JobLegendElement.h"
#include "ui/timeline/LaneTicker.h"
#include "ui/timeline/SlotBandPlottable.h"

#include <QFontMetricsF>
#include <QScopedValueRollback>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace qmgrlab::ui {

namespace {

constexpr double kBandLines = 3.5;           // the slot band's height in lines of the widget's font
constexpr double kLanesFirstBandLines = 1.6; // ... lanes first: one row of labelled cells
// The space over each part (band, lanes) in pixels: QCustomPlot's 15, or compact (the lecture)
// a few, so that a short screen gives the lanes those rows.
constexpr int kTopMargin = 15;
constexpr int kCompactTopMargin = 2;
// The space between a part and its bottom axis' tick labels, and under them, in pixels:
// QCustomPlot's, or compact little (the same rows given to the lanes).
constexpr int kBottomTickLabelPadding = 3;
constexpr int kBottomAxisPadding = 5;
constexpr int kCompactTickLabelPadding = 1;
constexpr int kCompactAxisPadding = 0;
constexpr double kMinSlotSpan = 4.0;   // slots visible at the deepest zoom
constexpr double kMinTimeSpan = 0.005; // seconds visible at the deepest zoom
// The part so far is at least this long (or the whole run when shorter), so that at the start
// of a run the axis reads in seconds, not in thousandths around the first instant.
constexpr double kSoFarMinSeconds = 1.0;
constexpr int kSoFarMinSlots = 8;
// Up to this many thin lanes in view are labelled each, in a font down to this share of the
// widget's.
constexpr double kFewLanes = 10.0;
constexpr double kLeastLaneLabelScale = 0.4;

QFont bold(QFont font) {
    font.setBold(true);
    return font;
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

// QCPAxis keeps where its painter last drew the axis' parts (the boxes it tests a click against)
// in a protected member: read through a member pointer, formed in a class derived from it.
struct DrawnAxis : QCPAxis {
    static QCPAxisPainterPrivate* painterOf(const QCPAxis& axis) { return axis.*(&DrawnAxis::mAxisPainter); }
};

// Where an axis drew its tick labels: across the axis, QCustomPlot's box for them (the widest
// label's room); along it, from the first label's start to the last one's end, each centred on
// its tick (the box spans the axis rect only, while a label on the end tick reaches past it).
QRectF drawnTickLabels(const QCPAxis& axis) {
    const QRectF box(DrawnAxis::painterOf(axis)->tickLabelsSelectionBox().normalized());
    const bool across = axis.orientation() == Qt::Horizontal;
    const QFontMetricsF metrics(axis.tickLabelFont());
    const QVector<double> ticks = axis.tickVector();
    const QVector<QString> labels = axis.tickVectorLabels();
    double low = std::numeric_limits<double>::max();
    double high = std::numeric_limits<double>::lowest();
    for (qsizetype i = 0; i < std::min(ticks.size(), labels.size()); ++i) {
        if (labels[i].isEmpty())
            continue;
        const double at = axis.coordToPixel(ticks[i]);
        const double half = (across ? metrics.horizontalAdvance(labels[i]) : metrics.height()) / 2.0;
        low = std::min(low, at - half);
        high = std::max(high, at + half);
    }
    if (low > high)
        return {};
    return across ? QRectF(low, box.top(), high - low, box.height())
                  : QRectF(box.left(), low, box.width(), high - low);
}

// The words of `text` in lines each at most `width` wide (a word wider than that alone on its
// line): as few lines as filling them word by word gives, evened out (the narrowest width that
// still gives that many), so that a title broken in two reads as two halves.
QString titleInLines(const QString& text, const QFontMetricsF& metrics, double width) {
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const auto filled = [&](double most) {
        QStringList lines;
        for (const QString& word : words) {
            const QString longer = lines.isEmpty() ? QString() : lines.back() + QLatin1Char(' ') + word;
            if (!lines.isEmpty() && metrics.horizontalAdvance(longer) <= most)
                lines.back() = longer;
            else
                lines << word;
        }
        return lines;
    };
    const qsizetype count = filled(width).size();
    if (count <= 1)
        return text;
    double low = 0.0;
    double high = width;
    while (high - low > 1.0) {
        const double middle = (low + high) / 2;
        (filled(middle).size() <= count ? high : low) = middle;
    }
    return filled(high).join(QLatin1Char('\n'));
}

} // namespace

TimelinePlot::TimelinePlot(QWidget* parent) : QCustomPlot(parent) {
    setNoAntialiasingOnDrag(true);
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);

    plotLayout()->clear();
    legend_ = new JobLegendElement(this);
    bandRect_ = new QCPAxisRect(this);
    lanesRect_ = new QCPAxisRect(this);
    plotLayout()->addElement(0, 0, legend_);
    plotLayout()->addElement(1, 0, bandRect_);
    plotLayout()->addElement(2, 0, lanesRect_);
    plotLayout()->setRowSpacing(2);
    bandRect_->setSizeConstraintRect(QCPLayoutElement::scrInnerRect);
    auto* margins = new QCPMarginGroup(this);
    bandRect_->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    lanesRect_->setMarginGroup(QCP::msLeft | QCP::msRight, margins);

    for (QCPAxisRect* rect : {bandRect_, lanesRect_}) {
        for (QCPAxis* axis : rect->axes())
            axis->grid()->setPen(QPen(axis->grid()->pen().color(), 1.0, Qt::DotLine));
        rect->setRangeZoom(Qt::Horizontal);
        rect->setRangeZoomFactor(0.8);
    }
    bandRect_->setRangeDrag(Qt::Horizontal);
    lanesRect_->setRangeDrag(Qt::Horizontal | Qt::Vertical);

    QCPAxis* slotAxis = bandRect_->axis(QCPAxis::atBottom);
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
    QCPAxis* laneAxis = lanesRect_->axis(QCPAxis::atLeft);
    laneAxis->setRangeReversed(true);
    laneAxis->setTickLength(0, 0);
    laneAxis->setSubTicks(false);
    laneAxis->grid()->setVisible(false);

    band_ = new SlotBandPlottable(slotAxis, bandLeft);
    setCompact(false);
    lanes_ = new DeliveryLanesPlottable(timeAxis, laneAxis);
    legend_->setSlotBand(band_);
    legend_->setElementsBelow({bandRect_, lanesRect_});
    applyFont();

    connect(slotAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
            &TimelinePlot::clampSlotRange);
    connect(timeAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
            &TimelinePlot::clampTimeRange);
    connect(laneAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
            &TimelinePlot::clampLaneRange);
    // The lanes shown depend on the lane area's height, known once the layout is done.
    connect(this, &QCustomPlot::afterLayout, this, [this, laneAxis] {
        if (relayingOut_)
            return;
        // The titles' lines depend on the axes' widths only: laid out again before the band's
        // height is fitted to what they leave.
        if (fitAxisTitles()) {
            const QScopedValueRollback<bool> again(relayingOut_, true);
            updateLayout();
        }
        if (fitBandToLanes()) {
            const QScopedValueRollback<bool> again(relayingOut_, true);
            updateLayout();
        }
        const QCPRange before = laneAxis->range();
        // Grown taller (a dock made smaller, a lecture about the lanes): more lanes in view;
        // shorter, fewer, those of the deliveries under way kept in view.
        if (model_ && before.size() < visibleLanes())
            laneAxis->setRange(before.lower, before.lower + visibleLanes());
        clampLaneRange(laneAxis->range());
        if (laneAxis->range() != before)
            showLanesUnderWay();
        // The lane axis's labels may need another width: laid out again at once, so that this
        // replot draws the new lanes (a queued second replot would draw every slot twice).
        if (fitLaneLabels() || laneAxis->range() != before) {
            const QScopedValueRollback<bool> again(relayingOut_, true);
            updateLayout();
        }
        updateLanesNote();
        // The lanes' scroll bar shown or hidden for the new range has resized the plot meanwhile:
        // drawn once more, the band and the lanes fitted to the titles' new lines.
        if (fitAxisTitles())
            replot(rpQueuedReplot);
    });
    // Zooming or panning by hand ends following the fit.
    connect(this, &QCustomPlot::mouseWheel, this, [this] { following_ = false; });
    connect(this, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) {
        if (event->buttons() != Qt::NoButton)
            following_ = false;
    });
    // Replotted into its buffer, painted with the window's next update: QCustomPlot's default
    // (phImmediateRefresh) repaints at once, which paints every changed widget of the window
    // again for each plot replotted on a step.
    setPlottingHint(QCP::phImmediateRefresh, false);
    PlotThemeFollower::follow(this);
}

void TimelinePlot::setCompact(bool compact) {
    compact_ = compact;
    legend_->setCompact(compact);
    for (QCPAxisRect* rect : {bandRect_, lanesRect_}) {
        QMargins margins = rect->minimumMargins();
        margins.setTop(compact ? kCompactTopMargin : kTopMargin);
        rect->setMinimumMargins(margins);
        QCPAxis* bottom = rect->axis(QCPAxis::atBottom);
        bottom->setTickLabelPadding(compact ? kCompactTickLabelPadding : kBottomTickLabelPadding);
        bottom->setPadding(compact ? kCompactAxisPadding : kBottomAxisPadding);
    }
    slotTitle_ = compact ? QString() : tr("delivery slot (entry selections on this transport, in order)");
    timeTitle_ = compact ? QString() : tr("simulated time (s)");
    titlesWidth_ = -1;
    bandRect_->axis(QCPAxis::atBottom)->setLabel(slotTitle_);
    lanesRect_->axis(QCPAxis::atBottom)->setLabel(timeTitle_);
    replot(rpQueuedReplot);
}

bool TimelinePlot::fitAxisTitles() {
    // At the width they were fitted at the titles only take more lines, never fewer: a line
    // more or less gives the lanes' labels another size, which moves the axes' centre.
    const bool sameWidth = width() == titlesWidth_;
    titlesWidth_ = width();
    bool changed = false;
    for (const auto& [rect, title] :
         {std::pair(bandRect_, &slotTitle_), std::pair(lanesRect_, &timeTitle_)}) {
        QCPAxis* axis = rect->axis(QCPAxis::atBottom);
        // QCustomPlot centres the title under its axis: the room is what the plot has on both
        // sides of that centre (a pixel kept for rounding).
        const double centre = rect->rect().center().x();
        const double room = 2.0 * std::min(centre, width() - centre) - 1.0;
        const QString lines =
            room > 0 ? titleInLines(*title, QFontMetricsF(axis->labelFont()), room) : *title;
        if (sameWidth && lines.count(QLatin1Char('\n')) < axis->label().count(QLatin1Char('\n')))
            continue;
        if (axis->label() != lines) {
            axis->setLabel(lines);
            changed = true;
        }
    }
    return changed;
}

void TimelinePlot::applyFont() {
    titlesWidth_ = -1; // the titles fitted again in the new font
    const QFont text = font();
    const QFontMetricsF metrics(text);
    for (QCPAxisRect* rect : {bandRect_, lanesRect_}) {
        for (QCPAxis* axis : rect->axes()) {
            axis->setTickLabelFont(text);
            axis->setLabelFont(text);
        }
    }
    legend_->setFont(text);
    band_->setLabelFont(bold(text));
    lanes_->setLabelFont(bold(text));
    const int bandHeight =
        static_cast<int>(std::ceil(metrics.height() * (lanesFirst_ ? kLanesFirstBandLines : kBandLines)));
    bandRect_->setMinimumSize(0, bandHeight);
    bandRect_->setMaximumSize(QWIDGETSIZE_MAX, lanesFirst_ || compact_ ? bandHeight : bandHeight * 2);
    // The lanes' least: one lane a label high (QCustomPlot's default, 50 pixels, would squeeze
    // the band on a short plot; the legend takes no more rows than that leaves).
    lanesRect_->setMinimumSize(0, static_cast<int>(std::ceil(LaneTicker::minLanePixels(text))));
}

// The lanes out of view counted, with the deliveries under way among them ("busy", as the
// destinations table counts them): on the legend's first row where it has room, else as a tag
// at the lanes' foot.
void TimelinePlot::updateLanesNote() {
    QString text;
    if (model_) {
        const QCPRange values = lanesRect_->axis(QCPAxis::atLeft)->range();
        const int first = std::max(0, static_cast<int>(std::floor(values.lower + 0.5)));
        const int last = std::min(model_->laneCount(), static_cast<int>(std::ceil(values.upper - 0.5)));
        const int out = model_->laneCount() - std::max(0, last - first);
        const std::vector<int> busy = model_->lanesUnderWay();
        const auto busyOut =
            std::count_if(busy.begin(), busy.end(), [&](int lane) { return lane < first || lane >= last; });
        // One source per English number form, each with the catalogues' plural forms.
        if (out > 0)
            text = out == 1 ? tr("%n agent out of view", nullptr, out)
                            : tr("%n agents out of view", nullptr, out);
        if (out > 0 && busyOut > 0)
            text = tr("%1, %n busy", nullptr, static_cast<int>(busyOut)).arg(text);
    }
    legend_->setNote(text);
    lanes_->setOutOfViewNote(text, !legend_->noteShown());
}

bool TimelinePlot::fitBandToLanes() {
    const double line = QFontMetricsF(font()).height();
    const auto least = static_cast<int>(std::ceil(line * kBandLines));
    const auto one = static_cast<int>(std::ceil(line * kLanesFirstBandLines));
    const int room = lanesRect_->height() + bandRect_->height() - least;
    const int lanes = model_ ? model_->lanesUsed() : 1;
    const auto needed = static_cast<int>(std::ceil(lanes * LaneTicker::minLanePixels(font())));
    // Lanes first, or lanes short of their labels' height beside the band's least: the band one
    // row of labelled cells high (short of lines: cells just a label high); else its least and
    // what the lanes leave, up to twice that, or compact its least (the lanes take the rest: more
    // of them in view, the band's height the same from step to step).
    const bool short_ = lanesFirst_ || room < needed;
    const int labels = std::min(one, band_->heightForLabels());
    int low = lanesFirst_ ? one : short_ ? labels : least;
    int most = short_ ? one : compact_ ? least : least + std::clamp(room - needed, 0, least);
    // ... and the lanes kept in view (ended at the step, under way) short of their least height
    // beside a band that high: the band just its cells' labels high, the rest theirs.
    const int besideOne = room + least - one;
    const double kept = static_cast<double>(model_ ? model_->lanesKept() : 0);
    if (short_ && besideOne < kept * LaneTicker::thinLanePixels(font())) {
        low = labels;
        most = labels;
    }
    if (bandRect_->minimumSize().height() == low && bandRect_->maximumSize().height() == most)
        return false;
    bandRect_->setMinimumSize(0, low);
    bandRect_->setMaximumSize(QWIDGETSIZE_MAX, most);
    return true;
}

// Lanes thinner than a label, a few of them in view: each labelled (the first "agent k", the
// others their number) in the largest font whose digits fit its height, so that every bar can
// be tied to its agent and read from the back of a room; else the widget's font, every second
// lane or fewer labelled.
bool TimelinePlot::fitLaneLabels() {
    QCPAxis* laneAxis = lanesRect_->axis(QCPAxis::atLeft);
    const double shown = laneAxis->range().size();
    const double perLane = shown > 0 ? lanesRect_->height() / shown : 0.0;
    QFont labels = font();
    const bool small =
        model_ && shown <= kFewLanes && perLane > 0 && perLane < LaneTicker::minLanePixels(labels);
    // The largest size (in steps of a tenth) whose number fits the lane.
    for (double scale = 1.0; small && scale >= kLeastLaneLabelScale; scale -= 0.1) {
        labels = font();
        if (labels.pointSizeF() > 0)
            labels.setPointSizeF(labels.pointSizeF() * scale);
        else
            labels.setPixelSize(std::max(1, static_cast<int>(labels.pixelSize() * scale)));
        if (LaneTicker::bareLanePixels(labels) <= perLane)
            break;
    }
    if (auto ticker = laneAxis->ticker().dynamicCast<LaneTicker>())
        ticker->setBare(small);
    if (laneAxis->tickLabelFont() == labels)
        return false;
    laneAxis->setTickLabelFont(labels);
    return true;
}

int TimelinePlot::bandShortfall() const {
    if (lanesFirst_)
        return 0;
    const auto least = static_cast<int>(std::ceil(QFontMetricsF(font()).height() * kBandLines));
    return std::max(0, least - bandRect_->height());
}

std::vector<DrawnFigure::Part> TimelinePlot::drawnParts() const {
    std::vector<DrawnFigure::Part> parts;
    if (const QRectF legend = legend_->drawnRect(); !legend.isEmpty()) // nothing to list before a dispatch
        parts.push_back({QStringLiteral("legend"), legend});
    // QCustomPlot keeps its boxes with their corners in the order the axis drew them.
    const auto axisParts = [&parts](const QCPAxisRect* rect, const QString& name) {
        parts.push_back({name, QRectF(rect->rect())});
        for (const QCPAxis* axis : rect->axes()) {
            if (!axis->visible())
                continue;
            const QString side = axis->axisType() == QCPAxis::atLeft     ? QStringLiteral("left")
                                 : axis->axisType() == QCPAxis::atBottom ? QStringLiteral("bottom")
                                                                         : QStringLiteral("other");
            if (axis->tickLabels())
                parts.push_back(
                    {QStringLiteral("%1 %2 tick labels").arg(name, side), drawnTickLabels(*axis)});
            if (!axis->label().isEmpty())
                parts.push_back({QStringLiteral("%1 %2 axis title").arg(name, side),
                                 QRectF(DrawnAxis::painterOf(*axis)->labelSelectionBox().normalized())});
        }
    };
    axisParts(bandRect_, QStringLiteral("slot band"));
    axisParts(lanesRect_, QStringLiteral("agent lanes"));
    return parts;
}

void TimelinePlot::setLanesFirst(bool on) {
    if (on == lanesFirst_)
        return;
    lanesFirst_ = on;
    applyFont();
    replot(rpQueuedReplot);
}

void TimelinePlot::changeEvent(QEvent* event) {
    QCustomPlot::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        applyFont();
        replot(rpQueuedReplot);
    }
}

// QCustomPlot draws a resized plot at once. When a replot is already queued (a new run, a new
// step), that one draws it at its new size before the window is painted again: the timeline's
// slots are then drawn once, not twice (a large run's first lanes show the lane scroll bar,
// which lays the window out as the run arrives).
void TimelinePlot::resizeEvent(QResizeEvent* event) {
    if (!mReplotQueued) {
        QCustomPlot::resizeEvent(event);
        return;
    }
    setViewport(rect());
}

int TimelinePlot::visibleLanes() const {
    const int lanes = model_ ? model_->laneCount() : 1;
    const int height = lanesRect_->height();
    const double thin = LaneTicker::thinLanePixels(font());
    // Every lane, at its label's height or thinner, down to half of it.
    if (height <= 0 || !laneScrolling_ || height >= lanes * thin)
        return lanes;
    // Too many: those a label high while the lanes used so far all fit so (the others scroll),
    // else thinner ones.
    const int labelled = static_cast<int>(height / LaneTicker::minLanePixels(font()));
    if (labelled >= (model_ ? model_->lanesUsed() : 1))
        return labelled;
    return std::clamp(static_cast<int>(height / thin), 1, lanes);
}

// The lanes in view chosen so that the lanes whose delivery ended at the current time (what the
// step is about) are among them, then as many lanes with a delivery under way as fit, the first
// lanes first: the timeline never shows a busy agent's lane scrolled away while another view
// counts it, nor the delivery a step completes.
void TimelinePlot::showLanesUnderWay() {
    if (!model_ || !laneScrolling_)
        return;
    QCPAxis* laneAxis = lanesRect_->axis(QCPAxis::atLeft);
    const QCPRange range = laneAxis->range();
    const int shown = std::max(1, static_cast<int>(std::lround(range.size())));
    const int lanes = model_->laneCount();
    const std::vector<int> ended = model_->lanesEndedNow();
    const std::vector<int> busy = model_->lanesUnderWay();
    if ((busy.empty() && ended.empty()) || shown >= lanes)
        return;
    // How many of `kept` (ascending) lie in the lanes from `first` on.
    const auto inView = [shown](const std::vector<int>& kept, int first) {
        return std::lower_bound(kept.begin(), kept.end(), first + shown) -
               std::lower_bound(kept.begin(), kept.end(), first);
    };
    const auto score = [&](int first) { return std::pair(inView(ended, first), inView(busy, first)); };
    int best = 0;
    for (int first = 1; first <= lanes - shown; ++first) {
        if (score(first) > score(best))
            best = first;
    }
    if (best != static_cast<int>(std::lround(range.lower)))
        laneAxis->setRange(best, best + range.size());
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

// The whole run, or what has happened so far (at least kSoFarMinSeconds / kSoFarMinSlots), from
// the fit's start (where the run reaches it). With the future hidden the least range does not
// stop at the run's end, which would tell how many slots and seconds are still to come.
void TimelinePlot::fit() {
    following_ = true;
    const bool soFar = model_ && scope_ == FitScope::SoFar;
    const bool hidden = model_ && model_->hideFuture();
    const int allSlots = model_ ? std::max(model_->slotCount(), 1) : 1;
    const int slotCount = soFar ? std::max(model_->dispatchedSlots(),
                                           hidden ? kSoFarMinSlots : std::min(kSoFarMinSlots, allSlots))
                                : allSlots;
    bandRect_->axis(QCPAxis::atBottom)->setRange(0.5, slotCount + 0.5);
    const double endSeconds = model_ ? std::max<double>(model_->endMs(), 1.0) / 1000.0 : 0.001;
    const double startSeconds = model_ && fitStartMs_ < model_->endMs() ? fitStartMs_ / 1000.0 : 0.0;
    const double seconds =
        soFar ? std::max(model_->nowMs() / 1000.0 - startSeconds,
                         hidden ? kSoFarMinSeconds : std::min(kSoFarMinSeconds, endSeconds - startSeconds))
              : endSeconds - startSeconds;
    lanesRect_->axis(QCPAxis::atBottom)->setRange(startSeconds, startSeconds + seconds * 1.02);
    lanesRect_->axis(QCPAxis::atLeft)->setRange(0.0, visibleLanes());
    showLanesUnderWay();
}

void TimelinePlot::keepCurrentInView() {
    if (!model_)
        return;
    if (following_ && scope_ == FitScope::SoFar) {
        const QCPRange lanes = lanesRect_->axis(QCPAxis::atLeft)->range();
        fit();
        lanesRect_->axis(QCPAxis::atLeft)->setRange(lanes); // the lane scroll stays
        showLanesUnderWay();
        return;
    }
    showLanesUnderWay();
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

// The axes stop at the run's end, or, with the future hidden, not before the least range of
// the part so far (fit()), which must not tell where the run ends.
void TimelinePlot::clampSlotRange(const QCPRange& range) {
    const bool hidden = model_ && model_->hideFuture();
    const double slotCount = model_ ? std::max(model_->slotCount(), hidden ? kSoFarMinSlots : 1) : 1;
    const QCPRange limit = limited(range, 0.5, slotCount + 0.5, std::min(kMinSlotSpan, slotCount));
    if (limit != range)
        bandRect_->axis(QCPAxis::atBottom)->setRange(limit);
}

void TimelinePlot::clampTimeRange(const QCPRange& range) {
    const bool hidden = model_ && model_->hideFuture();
    const double seconds =
        model_ ? std::max(std::max<double>(model_->endMs(), 1.0) / 1000.0, hidden ? kSoFarMinSeconds : 0.0)
               : 1.0;
    const QCPRange limit = limited(range, 0.0, seconds * 1.02, kMinTimeSpan);
    if (limit != range)
        lanesRect_->axis(QCPAxis::atBottom)->setRange(limit);
}

void TimelinePlot::clampLaneRange(const QCPRange& range) {
    const double lanes = model_ ? model_->laneCount() : 1;
    QCPRange limit = limited(range, 0.0, lanes, std::min(1.0, lanes));
    if (limit.size() > visibleLanes())
        limit = QCPRange(limit.lower, limit.lower + visibleLanes());
    if (limit != range)
        lanesRect_->axis(QCPAxis::atLeft)->setRange(limit);
}

} // namespace qmgrlab::ui
