// SPDX-License-Identifier: GPL-3.0-or-later
// RecipientPoolView: two QCustomPlots, the totals (pool, in core) and the per-job rows, their
// figures read through the Inspector. The per-job plot draws only the rows in view; which rows
// fit is decided after each layout, from the height the rows got.
#include "ui/pools/RecipientPoolView.h"

#include "core/run/InCoreRecipients.h"
#include "core/run/Inspector.h"
#include "core/run/JobSlots.h"
#include "core/run/PoolBreakdown.h"
#include "ui/SimulationController.h"
#include "ui/common/JobPalette.h"
#include "ui/common/Theme.h"
#include "ui/common/TransportSelector.h"
#include "ui/pools/RecipientPoolPlots.h"
#include "ui/pools/SegmentBarsPlottable.h"
#include "ui/pools/SwatchLegendElement.h"

#include <QCheckBox>
#include <QEvent>
#include <QFontInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QToolTip>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <map>
#include <qcustomplot.h>
#include <vector>

namespace qmgrlab::ui {

namespace {

// The theme's series colours for the totals: held (blue), unused (green), lent and beyond
// (vermillion); the same on light and dark.
QColor heldColour() {
    return Theme::light().series(0);
}
QColor unusedColour() {
    return Theme::light().series(2);
}
QColor lentColour() {
    return Theme::light().series(1);
}
constexpr double kPale = 0.7;             // how far a pale colour goes towards the background
constexpr double kDarkPale = 0.4;         // ... a dark one, where 0.7 left it nearly invisible
constexpr double kMinimumPixels = 3.0;    // a segment with a value is never narrower
constexpr double kTextScale = 1.2;        // the charts' text, of the widget's font
constexpr double kCompactTextScale = 1.0; // ... compact (the lecture, where the zoom is large)
constexpr int kCompactMargin = 0;         // pixels around the compact view's charts
constexpr int kLeastPlotWidth = 120;      // pixels: a plot's least width, whatever its titles

// A colour paled towards the background base, less on a dark one.
QColor paleOn(const QColor& colour, const QColor& base) {
    return JobPalette::blend(colour, base, base.lightnessF() < 0.5 ? kDarkPale : kPale);
}

QString number(long long n) {
    return QLocale().toString(n);
}

// A created transport's pool as the core splits it: held + unused = the recipient limit; the
// extra pool (lent, free) covers a negative pool.
std::vector<BarSegment> poolSegments(const TransportInfo& transport, const QColor& base) {
    const auto [held, unused, lent, extraFree] = PoolBreakdown::of(transport);
    return {{double(held), heldColour(), false},
            {double(unused), paleOn(unusedColour(), base), false},
            {double(lent), lentColour(), false},
            {double(extraFree), paleOn(lentColour(), base), false}};
}

// A tick step of 1, 2 or 5 times a power of ten giving at most about `ticks` ticks up to max.
double tickStep(double max, int ticks) {
    double step = 1.0;
    for (int k = 0; max / step > ticks; ++k)
        step *= k % 3 == 1 ? 2.5 : 2.0;
    return step;
}

QCPTextElement* makeTitle(QCustomPlot* plot) {
    auto* title = new QCPTextElement(plot);
    title->setMargins(QMargins(4, 4, 4, 0));
    return title;
}

// An axis rect for horizontal bars: value axis at the bottom with whole-number ticks, rows on
// the left axis from the top down.
QCPAxisRect* makeBarRect(QCustomPlot* plot) {
    auto* rect = new QCPAxisRect(plot, true);
    rect->axis(QCPAxis::atTop)->setVisible(false);
    rect->axis(QCPAxis::atRight)->setVisible(false);
    QCPAxis* values = rect->axis(QCPAxis::atBottom);
    auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssNone);
    values->setTicker(ticker);
    values->setNumberFormat(QStringLiteral("f"));
    values->setNumberPrecision(0);
    values->setSubTicks(false);
    QCPAxis* rows = rect->axis(QCPAxis::atLeft);
    rows->setRangeReversed(true);
    rows->setTickLength(0);
    rows->setSubTicks(false);
    rows->grid()->setVisible(false);
    return rect;
}

void setValueScale(QCPAxis* axis, double max) {
    max = std::max(1.0, max);
    axis->setRange(0.0, max);
    static_cast<QCPAxisTickerFixed*>(axis->ticker().data())->setTickStep(tickStep(max, 4));
}

// text broken at spaces into lines no wider than width pixels (a word wider than that keeps a
// line of its own), so that a long title, or a long translation of one, is never cut.
QString wrapped(const QString& text, const QFontMetrics& metrics, int width) {
    QStringList lines;
    QString line;
    for (const QString& word : text.split(QLatin1Char(' '))) {
        const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
            lines << line;
            line = word;
        } else {
            line = longer;
        }
    }
    lines << line;
    return lines.join(QLatin1Char('\n'));
}

} // namespace

RecipientPoolView::RecipientPoolView(SimulationController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller), plots_(std::make_unique<Plots>()) {
    Plots& p = *plots_;

    // The totals: pool bar and in-core bar, each a title, one bar and a legend.
    p.totals = new QCustomPlot(this);
    // Painted with the window's next update, not at once on a replot (as TimelinePlot says).
    p.totals->setPlottingHint(QCP::phImmediateRefresh, false);
    p.totals->setAccessibleName(tr("Recipient pool totals"));
    p.totals->setAccessibleDescription(
        tr("Bars of the recipients in the pool and in core, split by who holds them"));
    p.totals->plotLayout()->clear();
    p.totals->plotLayout()->setRowSpacing(0);
    auto addSection = [&](QCPTextElement*& title, QCPAxisRect*& rect, SegmentBarsPlottable*& bar) {
        QCPLayoutGrid* layout = p.totals->plotLayout();
        title = makeTitle(p.totals);
        rect = makeBarRect(p.totals);
        // The bar is labelled and the title gives its scale: no axes.
        rect->axis(QCPAxis::atLeft)->setVisible(false);
        rect->axis(QCPAxis::atBottom)->setVisible(false);
        rect->axis(QCPAxis::atLeft)->setRange(-0.5, 0.5);
        rect->setAutoMargins(QCP::msNone);
        rect->setMargins(QMargins(8, 2, 8, 4));
        bar = new SegmentBarsPlottable(rect->axis(QCPAxis::atLeft), rect->axis(QCPAxis::atBottom));
        bar->setBarThickness(0.9);
        bar->setMinimumSegmentPixels(kMinimumPixels);
        const int row = layout->rowCount();
        layout->addElement(row, 0, title);
        layout->addElement(row + 1, 0, rect);
    };
    addSection(p.poolTitle, p.poolRect, p.poolBar);
    // Every transport's pool: the rows named on the left axis.
    p.poolRect->axis(QCPAxis::atLeft)->setTicker(QSharedPointer<QCPAxisTickerText>::create());
    // The pool bar in a row of its own that the legend joins when compact (beside the bar), the
    // legend in the row under it otherwise.
    QCPLayoutGrid* totalsLayout = p.totals->plotLayout();
    const int barRow = totalsLayout->rowCount() - 1;
    totalsLayout->take(p.poolRect);
    p.poolRow = new QCPLayoutGrid;
    totalsLayout->addElement(barRow, 0, p.poolRow);
    p.poolRow->addElement(0, 0, p.poolRect);
    p.poolRow->setColumnSpacing(0);
    p.legendRow = new QCPLayoutGrid;
    totalsLayout->addElement(barRow + 1, 0, p.legendRow);
    p.poolLegend = new SwatchLegendElement(p.totals, 4);
    p.legendRow->addElement(0, 0, p.poolLegend);
    addSection(p.inCoreTitle, p.inCoreRect, p.inCoreBar);
    p.totals->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);

    // Per job: a title, a line saying which jobs are in view, the rows, a legend.
    p.jobs = new QCustomPlot(this);
    p.jobs->setPlottingHint(QCP::phImmediateRefresh, false); // as the totals
    p.jobs->setAccessibleName(tr("Recipients per job"));
    p.jobs->setAccessibleDescription(tr("One bar per job: its recipients read, in core and delivered"));
    p.jobs->plotLayout()->clear();
    p.jobs->plotLayout()->setRowSpacing(0);
    p.jobsTitle = makeTitle(p.jobs);
    p.jobsSubtitle = makeTitle(p.jobs);
    p.jobsRect = makeBarRect(p.jobs);
    p.jobsRect->axis(QCPAxis::atLeft)->setTicker(QSharedPointer<QCPAxisTickerText>::create());
    p.jobBars =
        new SegmentBarsPlottable(p.jobsRect->axis(QCPAxis::atLeft), p.jobsRect->axis(QCPAxis::atBottom));
    p.jobBars->setMinimumSegmentPixels(kMinimumPixels);
    p.jobsLegend = new SwatchLegendElement(p.jobs, 3);
    QCPLayoutGrid* jobsLayout = p.jobs->plotLayout();
    jobsLayout->addElement(0, 0, p.jobsTitle);
    jobsLayout->addElement(1, 0, p.jobsSubtitle);
    jobsLayout->addElement(2, 0, p.jobsRect);
    jobsLayout->addElement(3, 0, p.jobsLegend);
    jobsLayout->setRowStretchFactors({0.001, 0.001, 1.0, 0.001});

    // The titles wrap to the width the plots get: their text, wrapped for a wider view before,
    // must not keep the view that wide (a scroll area's widget never narrower than its hint).
    for (QCustomPlot* plot : {p.totals, p.jobs})
        plot->setMinimumWidth(kLeastPlotWidth);

    p.scroll = new QScrollBar(Qt::Vertical, this);
    p.scroll->setVisible(false);
    connect(p.scroll, &QScrollBar::valueChanged, this, [this](int value) {
        plots_->firstRow = value;
        placeJobRows();
        plots_->jobs->replot(QCustomPlot::rpQueuedReplot);
    });
    connect(p.jobs, &QCustomPlot::mouseWheel, this, [this](QWheelEvent* event) {
        QScrollBar* scroll = plots_->scroll;
        scroll->setValue(scroll->value() - event->angleDelta().y() / 40); // three rows a notch
    });
    // Which rows fit is known once the layout has given the rows their height.
    connect(p.jobs, &QCustomPlot::afterLayout, this, &RecipientPoolView::placeJobRows);
    connect(p.jobs, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) {
        const Plots& p = *plots_;
        const double key = p.jobsRect->axis(QCPAxis::atLeft)->pixelToCoord(event->pos().y());
        const int row = static_cast<int>(std::lround(key));
        if (!p.jobsRect->rect().contains(event->pos()) || row < 0 || row >= static_cast<int>(p.rows.size())) {
            QToolTip::hideText();
            return;
        }
        const JobSlots& job = p.rows[static_cast<std::size_t>(row)];
        const QString& id = p.rowIds[static_cast<std::size_t>(row)];
        const QString who = job.message == kNone ? id : tr("msg %1").arg(id);
        QToolTip::showText(event->globalPosition().toPoint(),
                           tr("%1: %2 recipient slots (rcpt_limit), %3 recipients in core (rcpt_count)")
                               .arg(who, number(job.limit), number(job.count)),
                           p.jobs);
    });

    transports_ = new TransportSelector(this);
    auto* header = new QHBoxLayout;
    transportLabel_ = new QLabel(tr("Transport:"), this);
    header->addWidget(transportLabel_);
    header->addWidget(transports_);
    allTransports_ = new QCheckBox(tr("All transports' pools"), this);
    allTransports_->setToolTip(tr("Show every transport's recipient pool at once; the rows below stay the "
                                  "chosen transport's jobs"));
    allTransports_->setVisible(false);
    header->addWidget(allTransports_);
    header->addStretch(1);
    auto* jobsRow = new QHBoxLayout;
    jobsRow->addWidget(p.jobs, 1);
    jobsRow->addWidget(p.scroll);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addWidget(p.totals);
    layout->addLayout(jobsRow, 1);
    margins_ = layout->contentsMargins();
    applyFont();
    applyPalette();

    connect(transports_, &TransportSelector::transportChanged, this, &RecipientPoolView::refresh);
    connect(allTransports_, &QCheckBox::toggled, this, &RecipientPoolView::refresh);
    connect(controller_, &SimulationController::runChanged, this, &RecipientPoolView::rebuild);
    connect(controller_, &SimulationController::positionChanged, this, &RecipientPoolView::refresh);
    if (controller_->hasRun())
        rebuild();
}

RecipientPoolView::~RecipientPoolView() = default;

void RecipientPoolView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitPoolLabels();
    fitLegends();
    wrapTitles();
}

void RecipientPoolView::setTitle(QCPTextElement* title, const QString& text) {
    plots_->titles[title] = text;
    wrapTitle(title);
}

void RecipientPoolView::wrapTitle(QCPTextElement* title) {
    const int width = std::max(40, title->parentPlot()->width() - 16);
    title->setText(wrapped(plots_->titles[title], QFontMetrics(title->font()), width));
}

QString RecipientPoolView::titleText(QCPTextElement* title) const {
    const auto found = plots_->titles.find(title);
    return found == plots_->titles.end() ? QString() : found->second;
}

void RecipientPoolView::wrapTitles() {
    for (const auto& [title, text] : plots_->titles)
        wrapTitle(title);
    fitTotalsHeight();
}

// The legends take as many columns as fit; the totals plot is as high as its rows need.
void RecipientPoolView::fitLegends() {
    Plots& p = *plots_;
    p.jobsLegend->fitColumns(p.jobs->width());
    // Compact, beside the bar: in at most three quarters of the width, the bar keeps the rest.
    if (p.poolLegend->fitColumns(p.legendBeside ? p.totals->width() * 3 / 4 : p.totals->width()))
        p.totals->updateGeometry();
}

void RecipientPoolView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyPalette();
        refresh();
    }
    if (event->type() == QEvent::FontChange) {
        applyFont();
        refresh();
    }
}

// The charts' text and every height made of lines of it, from the widget's font, so the view
// follows the zoom.
void RecipientPoolView::applyFont() {
    Plots& p = *plots_;
    p.font = font();
    p.font.setPointSizeF(QFontInfo(font()).pointSizeF() * (compact_ ? kCompactTextScale : kTextScale));
    p.bold = p.font;
    p.bold.setBold(true);
    const QFontMetrics metrics(p.font);
    for (QCPTextElement* title : {p.poolTitle, p.inCoreTitle, p.jobsTitle})
        title->setFont(p.bold);
    p.jobsSubtitle->setFont(p.font);
    wrapTitles();
    for (QCPAxisRect* rect : {p.poolRect, p.inCoreRect, p.jobsRect}) {
        for (QCPAxis* axis : rect->axes()) {
            axis->setTickLabelFont(p.font);
            axis->setLabelFont(p.font);
        }
    }
    const int barHeight = metrics.height() * 3 / 2;
    p.inCoreRect->setMinimumSize(0, barHeight);
    p.inCoreRect->setMaximumSize(QWIDGETSIZE_MAX, barHeight);
    sizePoolRect();
    for (SwatchLegendElement* legend : {p.poolLegend, p.jobsLegend})
        legend->setFont(p.font);
    p.jobsRect->setMinimumSize(0, static_cast<int>(p.rowPixels()));
    // Never fewer than three rows: title, subtitle, rows, axis and legend.
    p.jobs->setMinimumHeight(static_cast<int>(metrics.height() * 7.5 + p.rowPixels() * 3));
    p.totals->updateGeometry();
}

// Backgrounds, axes, grid and text from the widget's palette, so the plots follow dark mode.
void RecipientPoolView::applyPalette() {
    const Plots& p = *plots_;
    const QPalette& pal = palette();
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    const QColor axis = pal.color(QPalette::Mid);
    const QColor grid = JobPalette::blend(axis, base, 0.5);
    for (QCustomPlot* plot : {p.totals, p.jobs}) {
        plot->setBackground(base);
        for (QCPAxisRect* rect : plot->axisRects()) {
            for (QCPAxis* a : rect->axes()) {
                a->setBasePen(QPen(axis, 1.0));
                a->setTickPen(QPen(axis, 1.0));
                a->setTickLabelColor(text);
                a->setLabelColor(text);
                a->grid()->setPen(QPen(grid, 1.0, Qt::DotLine));
            }
        }
    }
    for (QCPTextElement* title : {p.poolTitle, p.inCoreTitle, p.jobsTitle, p.jobsSubtitle})
        title->setTextColor(text);
    for (SwatchLegendElement* legend : {p.poolLegend, p.jobsLegend})
        legend->setColours(text, axis, text);
    for (SegmentBarsPlottable* bars : {p.poolBar, p.inCoreBar, p.jobBars})
        bars->setColours(text, text, text);
}

void RecipientPoolView::rebuild() {
    transports_->populate(controller_->run());
    plots_->firstRow = 0;
    refresh();
}

void RecipientPoolView::refresh() {
    Plots& p = *plots_;
    const TransportId t = transports_->transport();
    if (!controller_->hasRun() || t == kNone)
        return;
    const Run& run = controller_->run();
    const Inspector inspector(run);
    const TransportInfo transport = inspector.transport(t);
    const QColor base = palette().color(QPalette::Base);
    const QColor text = palette().color(QPalette::Text);
    const auto pale = [&base](const QColor& c) { return paleOn(c, base); };
    const QString name = QString::fromStdString(transport.name);

    allTransports_->setVisible(!compact_ && run.config().transports().size() > 1);
    p.allPools = showsAllTransports();
    placePoolLegend();
    if (p.allPools)
        refreshAllPools(inspector);
    else
        refreshPool(inspector);
    sizePoolRect();

    const InCoreRecipients inCore = InCoreRecipients::of(inspector, run.config());
    setTitle(
        p.inCoreTitle,
        inCore.beyond > 0
            ? tr("In core, all transports: %1 (limit %2, %3 beyond)")
                  .arg(number(inCore.inCore), number(inCore.limit), number(inCore.beyond))
            : tr("In core, all transports: %1 (limit %2)").arg(number(inCore.inCore), number(inCore.limit)));
    p.inCoreBar->setBars({{{{double(inCore.within), heldColour(), false},
                            {double(inCore.room), pale(unusedColour()), false},
                            {double(inCore.beyond), lentColour(), true}},
                           tr("%1 in core").arg(number(inCore.inCore)),
                           0}});
    setValueScale(p.inCoreRect->axis(QCPAxis::atBottom), std::max(inCore.limit, inCore.inCore));

    // Per job, every job of the by-time job list, the largest holders first, then the retired ones.
    p.rows = JobSlots::of(inspector, transport);
    p.rowIds.clear();
    p.rowIds.reserve(p.rows.size());
    for (const JobSlots& row : p.rows)
        p.rowIds.push_back(row.message == kNone ? tr("retired jobs")
                                                : QString::fromStdString(inspector.messageId(row.message)));
    std::vector<SegmentBar> bars;
    bars.reserve(p.rows.size());
    double highest = 1.0;
    for (const JobSlots& row : p.rows) {
        const QColor colour =
            row.message == kNone ? JobPalette::blockerColour() : JobPalette::colour(row.message);
        bars.push_back({{{double(row.within()), colour, false},
                         {double(row.unused()), pale(colour), false},
                         {double(row.beyond()), colour, true}},
                        tr("%1 / %2").arg(number(row.count), number(row.limit))});
        highest = std::max({highest, double(row.count), double(row.limit)});
    }
    p.jobBars->setBars(std::move(bars));
    setValueScale(p.jobsRect->axis(QCPAxis::atBottom), highest);
    setTitle(p.jobsTitle, tr("Held by %1's jobs: %2 slots").arg(name, number(transport.slotsHeld)));
    const QColor neutral = JobPalette::blend(text, base, 0.4);
    p.jobsLegend->setItems({{neutral, false, tr("in core")},
                            {pale(neutral), false, tr("unused slots")},
                            {neutral, true, tr("beyond its slots")}});
    // Room after the bars for the longest label.
    const QFontMetrics metrics(p.font);
    const QString widest =
        tr("%1 / %2").arg(number(static_cast<long long>(highest)), number(static_cast<long long>(highest)));
    p.jobsRect->setMinimumMargins(
        QMargins(0, 0, metrics.horizontalAdvance(widest) + metrics.averageCharWidth() * 2, 0));
    placeJobRows();
    fitLegends();
    fitTotalsHeight();
    p.totals->replot(QCustomPlot::rpQueuedReplot);
    p.jobs->replot(QCustomPlot::rpQueuedReplot);
}

// The selected transport's pool, split by the core: held + unused = recipient limit; the extra
// pool covers a negative pool. A transport that has not been created has no pool yet.
void RecipientPoolView::refreshPool(const Inspector& inspector) {
    Plots& p = *plots_;
    const TransportInfo transport = inspector.transport(transports_->transport());
    const QColor base = palette().color(QPalette::Base);
    const QString name = QString::fromStdString(transport.name);
    if (transport.created) {
        const auto [held, unused, lent, extraFree] = PoolBreakdown::of(transport);
        setTitle(p.poolTitle,
                 tr("%1 recipient pool: %2 + %3 extra slots")
                     .arg(name, number(transport.recipientLimit), number(transport.extraRecipientLimit)));
        p.poolBar->setBars({{poolSegments(transport, base),
                             // Compact, the legend beside the bar says it (the label would run into it).
                             compact_ ? QString() : tr("%1 held").arg(number(held)), 0}});
        p.poolLegend->setItems(
            {{heldColour(), false, tr("held: %1").arg(number(held))},
             {paleOn(unusedColour(), base), false, tr("unused: %1").arg(number(unused))},
             {lentColour(), false, tr("extra lent: %1").arg(number(lent))},
             {paleOn(lentColour(), base), false, tr("extra free: %1").arg(number(extraFree))}});
    } else {
        setTitle(p.poolTitle, tr("%1 recipient pool: not created yet (at its first recipient)").arg(name));
        p.poolBar->setBars({});
        p.poolLegend->setItems({});
    }
    setValueScale(p.poolRect->axis(QCPAxis::atBottom),
                  double(transport.recipientLimit) + double(transport.extraRecipientLimit));
}

// Every transport's pool, a bar each in the configuration's order, split as the one transport's
// bar; the row is named with the pool's size and the bar followed by the transport's jobs as the
// core's JobSlots give them, in core / slots, largest holders first.
void RecipientPoolView::refreshAllPools(const Inspector& inspector) {
    Plots& p = *plots_;
    const Run& run = controller_->run();
    const QColor base = palette().color(QPalette::Base);
    const std::size_t count = run.config().transports().size();
    setTitle(p.poolTitle, tr("Recipient pools; after each, its jobs: in core / slots"));
    std::vector<SegmentBar> bars;
    p.poolNames.clear();
    p.poolJobs.clear();
    auto* ticker = static_cast<QCPAxisTickerText*>(p.poolRect->axis(QCPAxis::atLeft)->ticker().data());
    ticker->clear();
    const QFontMetrics metrics(p.font);
    int widestLabel = 0;
    double largest = 1.0;
    for (std::size_t t = 0; t < count; ++t) {
        const TransportInfo transport = inspector.transport(static_cast<TransportId>(t));
        const QString name = QString::fromStdString(transport.name);
        std::vector<JobSlots> jobs = JobSlots::of(inspector, transport);
        QStringList held;
        for (const JobSlots& job : jobs) {
            const QString who = job.message == kNone
                                    ? tr("retired jobs")
                                    : QString::fromStdString(inspector.messageId(job.message));
            held << tr("%1 %2 / %3").arg(who, number(job.count), number(job.limit));
        }
        QString label = !transport.created ? tr("not created yet")
                        : held.isEmpty()   ? tr("no jobs")
                                           : held.join(QStringLiteral(", "));
        widestLabel = std::max(widestLabel, metrics.horizontalAdvance(label));
        bars.push_back({poolSegments(transport, base), label});
        ticker->addTick(static_cast<double>(t), tr("%1 %2 + %3")
                                                    .arg(name, number(transport.recipientLimit),
                                                         number(transport.extraRecipientLimit)));
        largest = std::max(largest, double(transport.recipientLimit) + double(transport.extraRecipientLimit));
        p.poolNames.push_back(name);
        p.poolJobs.push_back(std::move(jobs));
    }
    p.poolBar->setBars(std::move(bars));
    p.poolLegend->setItems({{heldColour(), false, tr("held")},
                            {paleOn(unusedColour(), base), false, tr("unused")},
                            {lentColour(), false, tr("extra lent")},
                            {paleOn(lentColour(), base), false, tr("extra free")}});
    p.poolRect->axis(QCPAxis::atLeft)->setRange(-0.5, static_cast<double>(count) - 0.5);
    setValueScale(p.poolRect->axis(QCPAxis::atBottom), largest);
    p.poolLabelWidth = widestLabel + metrics.averageCharWidth() * 2;
    fitPoolLabels();
}

void RecipientPoolView::fitPoolLabels() {
    Plots& p = *plots_;
    // Room after the bars for the longest label, at most half the chart's width (the bars the rest).
    if (p.allPools)
        p.poolRect->setMargins(QMargins(8, 2, std::min(p.poolLabelWidth, p.totals->width() / 2), 4));
}

void RecipientPoolView::fitTotalsHeight() {
    // The totals plot is as high as its rows need (a fixed height): a title wrapped onto fewer
    // lines, or a pool created, changes that, and the view's layout learns it (else the plot
    // keeps its old height, an empty gap over the in-core bar, and the dock scrolls).
    QCustomPlot* totals = plots_->totals;
    if (totals->plotLayout()->minimumOuterSizeHint().height() != totals->height())
        totals->updateGeometry();
}

// The rows that fit the per-job axis rect, from the scroll bar's position: the key range, the
// job labels, the scroll bar and the line saying which jobs are in view.
void RecipientPoolView::placeJobRows() {
    Plots& p = *plots_;
    const int count = static_cast<int>(p.rows.size());
    const int height = p.jobsRect->rect().height();
    p.visibleRows = std::max(1, static_cast<int>(height / p.rowPixels()));
    const int hidden = std::max(0, count - p.visibleRows);
    p.firstRow = std::clamp(p.firstRow, 0, hidden);
    {
        const QSignalBlocker block(p.scroll);
        p.scroll->setRange(0, hidden);
        p.scroll->setPageStep(p.visibleRows);
        p.scroll->setValue(p.firstRow);
    }
    p.scroll->setVisible(!compact_ && hidden > 0);
    QCPAxis* keys = p.jobsRect->axis(QCPAxis::atLeft);
    keys->setRange(p.firstRow - 0.5, p.firstRow + p.visibleRows - 0.5);
    auto* ticker = static_cast<QCPAxisTickerText*>(keys->ticker().data());
    ticker->clear();
    const int last = std::min(count, p.firstRow + p.visibleRows);
    for (int row = p.firstRow; row < last; ++row) {
        const QString& id = p.rowIds[static_cast<std::size_t>(row)];
        ticker->addTick(row,
                        p.rows[static_cast<std::size_t>(row)].message == kNone ? id : tr("msg %1").arg(id));
    }
    if (count == 0)
        setTitle(p.jobsSubtitle, tr("no jobs on the job list"));
    else if (hidden == 0)
        setTitle(p.jobsSubtitle,
                 count == 1
                     ? tr("1 job; in core / slots, own scale")
                     : tr("%1 jobs, largest holders first; in core / slots, own scale").arg(number(count)));
    else
        setTitle(p.jobsSubtitle, tr("jobs %1-%2 of %3, largest holders first; %4 more: scroll")
                                     .arg(number(p.firstRow + 1), number(last), number(count),
                                          number(count - (last - p.firstRow))));
}

void RecipientPoolView::sizePoolRect() {
    Plots& p = *plots_;
    const int barHeight = QFontMetrics(p.font).height() * 3 / 2;
    if (p.allPools) {
        // A row per transport, the bars thinner than the rows so that they stand apart.
        const int rows = static_cast<int>(p.poolNames.size());
        const int height = static_cast<int>(p.rowPixels() * std::max(1, rows)) + 6;
        p.poolRect->setMinimumSize(0, height);
        p.poolRect->setMaximumSize(QWIDGETSIZE_MAX, height);
    } else {
        p.poolRect->setMinimumSize(0, barHeight);
        // Compact, the pool bar is as high as the legend beside it.
        p.poolRect->setMaximumSize(QWIDGETSIZE_MAX, p.legendBeside ? QWIDGETSIZE_MAX : barHeight);
    }
}

void RecipientPoolView::placePoolLegend() {
    Plots& p = *plots_;
    // Compact, the legend beside the one bar; under the bars otherwise.
    const bool beside = compact_ && !p.allPools;
    if (beside != p.legendBeside) {
        p.legendBeside = beside;
        if (beside) {
            p.poolRow->addElement(0, 1, p.poolLegend);
            p.poolRow->setColumnStretchFactors({1.0, 0.001});
        } else {
            p.legendRow->addElement(0, 0, p.poolLegend);
            p.poolRow->simplify();
        }
    }
    QCPAxis* rows = p.poolRect->axis(QCPAxis::atLeft);
    rows->setVisible(p.allPools);
    p.poolBar->setBarThickness(p.allPools ? 0.7 : 0.9);
    if (p.allPools) {
        p.poolRect->setAutoMargins(QCP::msLeft);
    } else {
        p.poolRect->setAutoMargins(QCP::msNone);
        p.poolRect->setMargins(QMargins(8, 2, 8, 4));
        rows->setRange(-0.5, 0.5);
    }
}

bool RecipientPoolView::showsAllTransports() const {
    return controller_->hasRun() && controller_->run().config().transports().size() > 1 &&
           (compact_ || allTransports_->isChecked());
}

void RecipientPoolView::setAllTransports(bool all) {
    allTransports_->setChecked(all);
}

void RecipientPoolView::setCompact(bool compact) {
    if (compact != compact_) {
        compact_ = compact;
        layout()->setContentsMargins(
            compact ? QMargins(kCompactMargin, kCompactMargin, kCompactMargin, kCompactMargin) : margins_);
        Plots& p = *plots_;
        applyFont();
        refresh(); // the bar's label
        fitLegends();
        p.totals->updateGeometry();
        p.totals->replot(QCustomPlot::rpQueuedReplot);
    }
    transportLabel_->setVisible(!compact);
    transports_->setVisible(!compact);
    plots_->jobs->setVisible(!compact);
    if (compact)
        plots_->scroll->hide();
    else
        refresh(); // the rows' scroll bar as the rows need
}

bool RecipientPoolView::selectTransport(const QString& name) {
    return transports_->selectName(name);
}

} // namespace qmgrlab::ui
