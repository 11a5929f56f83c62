// SPDX-License-Identifier: GPL-3.0-or-later
// TimelineView: the selector and buttons, the slot string line, the plot, hover tooltips.
#include "ui/timeline/TimelineView.h"

#include "ui/SimulationController.h"
#include "ui/common/Theme.h"
#include "ui/common/TransportSelector.h"
#include "ui/timeline/DeliveryLanesPlottable.h"
#include "ui/timeline/LaneTicker.h"
#include "ui/timeline/SlotBandPlottable.h"
#include "ui/timeline/TimelineModel.h"
#include "ui/timeline/TimelinePlot.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QKeySequence>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QScrollBar>
#include <QStyle>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace qmgrlab::ui {

namespace {

constexpr int kToolTipChars = 4000;
// Compact, the slot string takes the header row's room, not the stretch after it.
constexpr int kCompactSlotTextStretch = 100;
constexpr int kToolTipLine = 80;
constexpr int kMaxShownLanes = 8; // "every lane" in a lecture: more than this still scroll
constexpr int kCompactEdge = 2;   // compact, the space over the header row, after it and under the plot

QString seconds(std::int64_t ms) {
    return QLocale().toString(static_cast<double>(ms) / 1000.0, 'f', 3); // 2,000 in German
}

} // namespace

TimelineView::TimelineView(SimulationController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller) {
    transports_ = new TransportSelector(this);
    auto* copyButton = new QPushButton(tr("Copy slot string"), this);
    copyButton->setToolTip(tr("Copy the whole delivery-slot string of this transport to the clipboard"));
    // Fit: the whole run or the part so far (which grows with the run); the button fits again,
    // its menu chooses. Shown in both layouts; also in the plot's context menu.
    fitWholeAction_ = new QAction(tr("Fit the &whole run"), this);
    fitSoFarAction_ = new QAction(tr("Fit the &part so far"), this);
    fitWholeAction_->setToolTip(tr("Show the whole run on the timeline"));
    fitSoFarAction_->setToolTip(
        tr("Show what has happened so far on the timeline; it grows as the run goes on"));
    connect(fitWholeAction_, &QAction::triggered, this, [this] { fitPart(false); });
    connect(fitSoFarAction_, &QAction::triggered, this, [this] { fitPart(true); });
    auto* fitButton = new QToolButton(this);
    fitButton->setObjectName(QStringLiteral("timelineFit"));
    fitButton->setText(tr("Fit"));
    fitButton->setToolTip(tr("Fit the timeline again: the whole run or the part so far, as chosen in this "
                             "button's menu (the wheel zooms, dragging pans)"));
    fitButton->setPopupMode(QToolButton::MenuButtonPopup);
    fitButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto* fitMenu = new QMenu(fitButton);
    fitMenu->addAction(fitWholeAction_);
    fitMenu->addAction(fitSoFarAction_);
    fitButton->setMenu(fitMenu);
    auto* copyAction = new QAction(tr("&Copy slot string"), this);
    connect(copyAction, &QAction::triggered, this, &TimelineView::copySlotString);
    copyButton_ = copyButton;
    fitButton_ = fitButton;
    slotText_ = new QLabel(this);
    slotText_->setTextFormat(Qt::RichText);
    slotText_->setMinimumWidth(200);
    slotText_->installEventFilter(this);
    plot_ = new TimelinePlot(this);
    plot_->setAccessibleName(tr("Timeline"));
    plot_->setAccessibleDescription(
        tr("The transport's delivery slots over time, one colour per job, above a lane per delivery agent; "
           "the slot string above the plot gives the same order as text"));
    plot_->setContextMenuPolicy(Qt::ActionsContextMenu);
    plot_->installEventFilter(this);
    // The key, for when the legend has no room for it (compact, or a short plot).
    plot_->setToolTip(
        tr("Thick line: current position · pale: not dispatched yet · hatched: failed delivery "
           "(deferred) · pointed end: delivery under way · strip at a bar's foot: recipients deferred "
           "(hatched) or bounced by the "
           "server · dotted line: waiting for the transport rate delay · dashed line: the "
           "destination rate delay after a delivery · grey band: transport dead. Band: delivery "
           "slots in order; lanes: each agent's deliveries over simulated time (s). Right-click "
           "to copy the slot string or fit the whole run or the part so far."));
    plot_->addActions({copyAction, fitWholeAction_, fitSoFarAction_});
    laneScroll_ = new QScrollBar(Qt::Vertical, this);
    laneScroll_->setToolTip(tr("Scroll the agent lanes"));
    laneScroll_->hide();
    hideFutureAction_ = new QAction(tr("&Hide the future on the timeline"), this);
    hideFutureAction_->setCheckable(true);
    hideFutureAction_->setShortcut(QKeySequence(tr("H")));
    hideFutureAction_->setToolTip(
        tr("Draw only what has happened at the current position (always so in predict mode; hidden at "
           "first in the lecture layout and in lesson mode, so that the slot string does not give the "
           "answer away): H shows or hides the rest of the run"));
    addAction(hideFutureAction_);
    updateFonts();

    header_ = new QHBoxLayout;
    header_->addWidget(new QLabel(tr("Transport:"), this));
    header_->addWidget(transports_);
    header_->addStretch(1);
    header_->addWidget(copyButton);
    header_->addWidget(fitButton);
    layout_ = new QVBoxLayout(this);
    layout_->addLayout(header_);
    layout_->addWidget(slotText_);
    auto* plotRow = new QHBoxLayout;
    plotRow->addWidget(plot_, 1);
    plotRow->addWidget(laneScroll_);
    layout_->addLayout(plotRow, 1);

    connect(copyButton, &QPushButton::clicked, this, &TimelineView::copySlotString);
    connect(fitButton, &QToolButton::clicked, this, &TimelineView::fit);
    connect(transports_, &TransportSelector::transportChanged, this, &TimelineView::buildModel);
    connect(transports_, &TransportSelector::transportChanged, this, &TimelineView::transportChanged);
    connect(controller_, &SimulationController::runChanged, this, &TimelineView::rebuild);
    connect(controller_, &SimulationController::positionChanged, this, &TimelineView::refresh);
    connect(controller_, &SimulationController::predictModeChanged, this, &TimelineView::applyHideFuture);
    connect(hideFutureAction_, &QAction::toggled, this, &TimelineView::applyHideFuture);
    QCPAxis* laneAxis = plot_->lanesRect()->axis(QCPAxis::atLeft);
    connect(laneAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
            &TimelineView::updateLaneScroll);
    connect(laneScroll_, &QScrollBar::valueChanged, this, [this, laneAxis](int lane) {
        const double span = laneAxis->range().size();
        if (static_cast<int>(std::lround(laneAxis->range().lower)) != lane) {
            laneAxis->setRange(lane, lane + span);
            plot_->replot(QCustomPlot::rpQueuedReplot);
        }
    });
    connect(plot_, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) {
        const QString text = toolTipAt(event->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(event->globalPosition().toPoint(), text, plot_);
    });
    if (controller_->hasRun())
        rebuild();
}

TimelineView::~TimelineView() = default;

void TimelineView::rebuild() {
    transports_->populate(controller_->run());
    buildModel();
}

void TimelineView::buildModel() {
    if (!controller_->hasRun() || transports_->transport() == kNone) {
        model_.reset();
        plot_->setModel(nullptr);
        updateSlotText();
        plot_->replot();
        return;
    }
    const Run& run = controller_->run();
    model_ = std::make_shared<TimelineModel>(run, transports_->transport());
    model_->setPosition(run.position(), run.timeMs());
    model_->setHideFuture(futureHidden());
    // Queued: drawn once on the next round of the event loop, however many refreshes, resizes and
    // layouts come first (a new run is followed by its position at once). Queued before
    // the model goes in: the lane scroll bar its lanes may show resizes the plot at once, and
    // that resize is left to this replot (TimelinePlot::resizeEvent).
    plot_->replot(QCustomPlot::rpQueuedReplot);
    if (futureHidden()) // nor is it on the axes: their ends would tell how long the run is
        plot_->setFitScope(TimelinePlot::FitScope::SoFar);
    plot_->setModel(model_);
    updateSlotText();
}

void TimelineView::refresh() {
    if (!model_)
        return;
    const Run& run = controller_->run();
    model_->setPosition(run.position(), run.timeMs());
    plot_->keepCurrentInView();
    updateSlotText();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void TimelineView::setTeaching(bool teaching) {
    if (teaching == teaching_)
        return;
    teaching_ = teaching;
    hideFutureAction_->setChecked(teaching);
}

bool TimelineView::futureHidden() const {
    return hideFutureAction_->isChecked() || controller_->predictMode();
}

void TimelineView::applyHideFuture() {
    if (!model_ || model_->hideFuture() == futureHidden())
        return;
    model_->setHideFuture(futureHidden());
    // Hidden, the future is not on the axis either: the part so far, growing with the run.
    plot_->setFitScope(futureHidden() ? TimelinePlot::FitScope::SoFar : TimelinePlot::FitScope::WholeRun);
    plot_->fit();
    updateSlotText();
    plot_->replot();
}

void TimelineView::updateLaneScroll() {
    const QCPRange range = plot_->lanesRect()->axis(QCPAxis::atLeft)->range();
    const int lanes = model_ ? model_->laneCount() : 1;
    const int shown = std::max(1, static_cast<int>(std::lround(range.size())));
    const QSignalBlocker block(laneScroll_);
    laneScroll_->setRange(0, std::max(0, lanes - shown));
    laneScroll_->setPageStep(shown);
    laneScroll_->setValue(static_cast<int>(std::lround(range.lower)));
    laneScroll_->setVisible(lanes > shown);
}

void TimelineView::updateFonts() {
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(font().pointSizeF() > 0 ? font().pointSizeF() : QFontInfo(font()).pointSizeF());
    slotText_->setFont(mono);
    // Room for the legend, the slot band, one agent lane and the two axes; more lanes scroll.
    // Compact has one legend row and no slot axis title.
    plot_->setMinimumHeight(QFontMetrics(font()).height() * (compact_ ? 7 : 10));
}

void TimelineView::setCompact(bool compact) {
    if (compact == compact_)
        return;
    compact_ = compact;
    // The slot string sits in the header row between the selector and the buttons, or on a row
    // of its own.
    if (compact)
        header_->insertWidget(2, slotText_, kCompactSlotTextStretch);
    else
        layout_->insertWidget(1, slotText_);
    copyButton_->setVisible(!compact);
    // Compact, little space over the header row, between it and the plot, and under the plot: a
    // short screen gives those rows to the lanes (and the views under the timeline).
    const int side = style()->pixelMetric(QStyle::PM_LayoutLeftMargin);
    layout_->setContentsMargins(
        side, compact ? kCompactEdge : style()->pixelMetric(QStyle::PM_LayoutTopMargin), side,
        compact ? kCompactEdge : style()->pixelMetric(QStyle::PM_LayoutBottomMargin));
    layout_->setSpacing(compact ? kCompactEdge : -1); // -1: the style's
    plot_->setCompact(compact);
    updateFonts();
    updateSlotText();
}

// The lanes used so far (up to eight) a label high, every lane (up to eight) at least at its least
// height: the agents not used yet take no more room than that.
int TimelineView::neededLaneHeight(bool thin) const {
    const double least = LaneTicker::thinLanePixels(plot_->font());
    if (thin) { // every lane with a delivery under way or ended now, however many
        const std::size_t kept = std::max<std::size_t>(1, model_ ? model_->lanesKept() : 0);
        return static_cast<int>(std::ceil(least * static_cast<double>(kept)));
    }
    const int lanes = model_ ? std::min(model_->laneCount(), kMaxShownLanes) : 1;
    const int used = model_ ? std::min(model_->lanesUsed(), kMaxShownLanes) : 1;
    return static_cast<int>(
        std::ceil(std::max(LaneTicker::minLanePixels(plot_->font()) * used, least * lanes)));
}

int TimelineView::heightForAllLanes() const {
    return heightForLanes(neededLaneHeight());
}

int TimelineView::heightForThinLanes() const {
    return heightForLanes(neededLaneHeight(true));
}

int TimelineView::heightForLanes(int needed) const {
    // From the plot as laid out now: the lanes' missing height and what the slot band lacks of
    // its least beside them (it grows only by what the lanes leave). Lanes taller than they need
    // give the rest back: the least height that shows them all.
    return std::max(minimumSizeHint().height(),
                    height() + needed + plot_->bandShortfall() - plot_->lanesRect()->height());
}

int TimelineView::missingLaneHeight(bool thin) const {
    return std::max(0, neededLaneHeight(thin) + plot_->bandShortfall() - plot_->lanesRect()->height());
}

int TimelineView::surplusLaneHeight() const {
    return std::max(0, plot_->lanesRect()->height() - neededLaneHeight() - plot_->bandShortfall());
}

void TimelineView::fit() {
    plot_->fit();
    plot_->replot();
}

void TimelineView::setFitStartMs(std::int64_t ms) {
    if (ms == plot_->fitStartMs())
        return;
    plot_->setFitStartMs(ms);
    if (plot_->following()) {
        plot_->fit();
        plot_->replot(QCustomPlot::rpQueuedReplot);
    }
}

void TimelineView::fitPart(bool soFar) {
    plot_->setFitScope(soFar ? TimelinePlot::FitScope::SoFar : TimelinePlot::FitScope::WholeRun);
    fit();
}

void TimelineView::copySlotString() {
    if (model_)
        QGuiApplication::clipboard()->setText(
            model_->slotString().left(model_->slotStringLength(model_->shownSlots())));
}

// The slot string line shows as much as its label's width holds. Over a cell the plot's tooltip is the
// cell's, elsewhere the key.
bool TimelineView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == slotText_ && event->type() == QEvent::Resize)
        updateSlotText();
    if (watched == plot_ && event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString cell = toolTipAt(help->pos());
        if (!cell.isEmpty()) {
            QToolTip::showText(help->globalPos(), cell, plot_);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void TimelineView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateFonts();
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        updateSlotText();
}

// The readable form of the slots around the cut: whole runs of one id, about two thirds of
// `room` characters before the cut and the rest after it (none when the future is hidden, and
// then all of `room` before it).
TimelineView::SlotWindow TimelineView::readableWindow(int room, int cut) const {
    const auto& runs = model_->runs();
    const bool future = !model_->hideFuture() && cut < model_->slotCount();
    const int roomBefore = future ? room * 2 / 3 : room;
    // A run's readable width: its id, "×" and its length when longer than one slot, a space.
    auto width = [this, &runs](std::size_t r) {
        const int length = (r + 1 < runs.size() ? runs[r + 1].first : model_->slotCount()) - runs[r].first;
        const int count = length > 1 ? static_cast<int>(QString::number(length).size()) + 1 : 0;
        return static_cast<int>(model_->messageId(runs[r].message).size()) + count + 1;
    };
    int start = cut;
    int used = 0;
    for (std::size_t r = cut > 0 ? model_->runOf(cut - 1) + 1 : 0; r > 0 && used < roomBefore;) {
        --r;
        start = runs[r].first;
        used += width(r);
    }
    int end = cut;
    used = 0;
    if (future) {
        for (std::size_t r = model_->runOf(cut); r < runs.size() && used < room - roomBefore; ++r) {
            end = r + 1 < runs.size() ? runs[r + 1].first : model_->slotCount();
            used += width(r);
        }
    }
    // Shortened at whole runs ("bulk1000×235", never "ulk1000×235"); the ellipsis says so.
    // The run just dispatched (or, before the first, the next one) always shows whole; the ones
    // before it and those still to come as many as fit.
    QStringList before = model_->readableSlots(start, cut).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    bool cutBefore = start > 0;
    while (before.size() > 1 && before.join(QLatin1Char(' ')).size() > roomBefore) {
        before.removeFirst();
        cutBefore = true;
    }
    const qsizetype beforeSize = before.join(QLatin1Char(' ')).size();
    QStringList after = model_->readableSlots(cut, end).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    bool cutAfter = end < model_->shownSlots();
    while (after.size() > (before.isEmpty() ? 1 : 0) &&
           after.join(QLatin1Char(' ')).size() > std::max<qsizetype>(0, room - beforeSize)) {
        after.removeLast();
        cutAfter = true;
    }
    const QString ellipsisBefore = cutBefore ? QStringLiteral("… ") : QString();
    const QString space = !before.isEmpty() && !after.isEmpty() ? QStringLiteral(" ") : QString();
    const QString ellipsisAfter = cutAfter ? QStringLiteral(" …") : QString();
    const QString past = before.join(QLatin1Char(' '));
    const QString toCome = after.join(QLatin1Char(' '));
    return {QStringLiteral("%1<b>%2</b>%3<span style=\"color:%4\">%5</span>%6")
                .arg(ellipsisBefore, past.toHtmlEscaped(), space,
                     Theme::of(palette()).chartFaintText().name(), toCome.toHtmlEscaped(), ellipsisAfter),
            ellipsisBefore + past + space + toCome + ellipsisAfter, !before.isEmpty() || !after.isEmpty(),
            !cutBefore && !cutAfter};
}

// The plain slot string (one-character ids) around the cut: `room` characters, about two thirds
// of them before the cut.
TimelineView::SlotWindow TimelineView::plainWindow(int room, int cut) const {
    const QString text = model_->slotString().left(model_->slotStringLength(model_->shownSlots()));
    const int size = static_cast<int>(text.size());
    int start = 0;
    int end = size;
    if (size > room) {
        start = std::clamp(cut - room * 2 / 3, 0, std::max(0, size - room));
        end = std::min(size, start + room);
    }
    const QString before = text.mid(start, std::max(0, cut - start));
    const QString after = text.mid(std::max(cut, start), end - std::max(cut, start));
    const QString ellipsisBefore = start > 0 ? QStringLiteral("…") : QString();
    const QString ellipsisAfter = end < size ? QStringLiteral("…") : QString();
    return {QStringLiteral("%1<b>%2</b><span style=\"color:%3\">%4</span>%5")
                .arg(ellipsisBefore, before.toHtmlEscaped(), Theme::of(palette()).chartFaintText().name(),
                     after.toHtmlEscaped(), ellipsisAfter),
            ellipsisBefore + before + after + ellipsisAfter, end > start, start == 0 && end == size};
}

// A window of the slot string around the current position: what was dispatched in bold, what
// is still to come in grey (unless the future is hidden). The window shrinks by whole runs (or
// characters of the plain string) until the line fits the label; where not even the run just
// dispatched fits beside the caption, the caption shortens to the slot count, then goes, so
// that the string is never cut inside an id nor left out.
void TimelineView::updateSlotText() {
    if (!model_) {
        slotText_->clear();
        slotText_->setToolTip({});
        return;
    }
    const int shown = model_->shownSlots();
    const QString text = model_->slotString().left(model_->slotStringLength(shown));
    const int size = static_cast<int>(text.size());
    // No slot yet: a sentence, not a caption with nothing after its colon.
    if (shown == 0) {
        slotText_->setText(
            (model_->hideFuture() ? tr("No delivery slot so far") : tr("No delivery slot")).toHtmlEscaped());
        slotText_->setToolTip({});
        return;
    }
    // One source per English number form, each with the catalogues' plural forms; "so far" only
    // while slots are still to come.
    const QString heading = shown < model_->slotCount()
                                ? (shown == 1 ? tr("Slot string so far (%n slot):", nullptr, shown)
                                              : tr("Slot string so far (%n slots):", nullptr, shown))
                                : (shown == 1 ? tr("Slot string (%n slot):", nullptr, shown)
                                              : tr("Slot string (%n slots):", nullptr, shown));
    const QString shortHeading =
        shown == 1 ? tr("%n slot:", nullptr, shown) : tr("%n slots:", nullptr, shown);
    // Measured bold (the wider), so that no run is cut by the label's edge.
    QFont bold = slotText_->font();
    bold.setBold(true);
    const QFontMetricsF metrics(bold);
    // Until the label is laid out its width means nothing: a line as wide as the tooltip's.
    const qreal width = slotText_->isVisible() ? slotText_->contentsRect().width()
                                               : metrics.horizontalAdvance(QLatin1Char('0')) * kToolTipLine;
    const int widest = std::max(1, static_cast<int>(width / metrics.horizontalAdvance(QLatin1Char('0'))));
    const int cut =
        model_->longIds() ? model_->dispatchedSlots() : model_->slotStringLength(model_->dispatchedSlots());
    auto window = [&](int room) {
        return model_->longIds() ? readableWindow(room, cut) : plainWindow(room, cut);
    };
    // The whole string under the longest caption it fits beside; else a part (whole runs, the one
    // just dispatched at least) under the short caption, which leaves the string the most room.
    QString caption = shortHeading;
    SlotWindow shownWindow = window(1);
    bool fitted = false;
    for (const bool whole : {true, false}) {
        const QStringList captions =
            whole ? QStringList{heading, shortHeading, QString()} : QStringList{shortHeading, QString()};
        for (const QString& candidate : captions) {
            const QString lead = candidate.isEmpty() ? QString() : candidate + QLatin1Char(' ');
            for (int room = widest - static_cast<int>(lead.size()); room >= 1 && !fitted; --room) {
                SlotWindow tried = window(room);
                if (whole && !tried.whole)
                    break; // a narrower room only cuts more
                if (tried.hasSlots && metrics.horizontalAdvance(lead + tried.plain) <= width) {
                    caption = candidate;
                    shownWindow = std::move(tried);
                    fitted = true;
                }
            }
            if (fitted)
                break;
        }
        if (fitted)
            break;
    }
    slotText_->setText(caption.isEmpty() ? shownWindow.html
                                         : caption.toHtmlEscaped() + QLatin1Char(' ') + shownWindow.html);

    QString tip;
    for (int i = 0; i < std::min(size, kToolTipChars); i += kToolTipLine)
        tip += text.mid(i, std::min(kToolTipLine, kToolTipChars - i)) + QLatin1Char('\n');
    if (size > kToolTipChars)
        tip += tr("… %1 characters in all; \"Copy slot string\" copies them").arg(size);
    slotText_->setToolTip(tip.trimmed());
}

QString TimelineView::toolTipAt(const QPoint& plotPos) const {
    if (!model_)
        return {};
    int slot = -1;
    if (plot_->bandRect()->rect().contains(plotPos)) {
        slot = plot_->band()->slotAt(plot_->bandRect()->axis(QCPAxis::atBottom)->pixelToCoord(plotPos.x()));
    } else if (plot_->lanesRect()->rect().contains(plotPos)) {
        slot = plot_->lanes()->slotAt(plot_->lanesRect()->axis(QCPAxis::atBottom)->pixelToCoord(plotPos.x()),
                                      plot_->lanesRect()->axis(QCPAxis::atLeft)->pixelToCoord(plotPos.y()));
    }
    if (slot < 0 && plot_->lanesRect()->rect().contains(plotPos)) {
        // Over a dead time of the transport.
        const double ms = plot_->lanesRect()->axis(QCPAxis::atBottom)->pixelToCoord(plotPos.x()) * 1000.0;
        for (std::size_t k = 0; k < model_->deadSpans().size(); ++k) {
            const TimeInterval& span = model_->deadSpans()[k];
            if (span.startMs <= ms && ms < span.endMs && (!model_->hideFuture() || model_->deadSpanBegun(k)))
                return tr("%1 dead from %2 s to %3 s: no delivery agent could be started (master.cf: "
                          "broken); "
                          "mail read meanwhile is deferred")
                    .arg(model_->transportName(), seconds(span.startMs), seconds(span.endMs));
        }
    }
    if (slot < 0 || slot >= model_->shownSlots())
        return {};
    const TimelineModel::Slot& s = model_->slot(slot);
    QString text = tr("Slot %1: message %2, delivery #%3 to %4 (%n recipient(s))", nullptr, s.recipients)
                       .arg(slot + 1)
                       .arg(model_->messageId(s.message))
                       .arg(s.seq)
                       .arg(model_->destinationName(s.dest));
    // Its end while the future is hidden only once it has come, at the current step or before.
    const bool known = !model_->hideFuture() || model_->completed(slot);
    text +=
        QLatin1Char('\n') +
        (known ? tr("agent %1, dispatched at %2 s, %3 at %4 s")
                     .arg(s.lane + 1)
                     .arg(seconds(s.dispatchMs), s.success ? tr("sent") : tr("failed (recipients deferred)"),
                          seconds(s.completeMs))
               : tr("agent %1, dispatched at %2 s").arg(s.lane + 1).arg(seconds(s.dispatchMs)));
    if (s.partial() && known)
        text += QLatin1Char('\n') + tr("per recipient: %1 sent, %2 deferred, %3 bounced")
                                        .arg(s.sent())
                                        .arg(s.deferred)
                                        .arg(s.bounced);
    if (s.allocMs >= 0)
        text += QLatin1Char('\n') + tr("the agent was taken at %1 s and waited %2 s (transport rate delay)")
                                        .arg(seconds(s.allocMs), seconds(s.dispatchMs - s.allocMs));
    if (s.waitUntilMs >= 0 && known)
        text += QLatin1Char('\n') + tr("then %1 waited until %2 s (destination rate delay)")
                                        .arg(model_->destinationName(s.dest), seconds(s.waitUntilMs));
    if (!model_->dispatched(slot))
        text += QLatin1Char('\n') + tr("(not dispatched yet at the current position)");
    else if (model_->underWay(slot))
        text += QLatin1Char('\n') + tr("(under way at the current position)");
    return text;
}

QString TimelineView::transportName() const {
    return model_ ? model_->transportName() : QString();
}

bool TimelineView::selectTransport(const QString& name) {
    return transports_->selectName(name);
}

} // namespace qmgrlab::ui
