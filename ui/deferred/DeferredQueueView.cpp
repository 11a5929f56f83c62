// SPDX-License-Identifier: GPL-3.0-or-later
// DeferredQueueView: DeferredQueueHistory's waiting messages, deferrals, scans and expiries up to
// the current position, in a table and on a time axis.
#include "ui/deferred/DeferredQueueView.h"

#include "core/run/Run.h"
#include "ui/SimulationController.h"
#include "ui/common/FitText.h"
#include "ui/common/JobPalette.h"
#include "ui/common/PlotThemeFollower.h"
#include "ui/common/Theme.h"
#include "ui/common/ViewFonts.h"
#include "ui/deferred/RetryWaitsPlottable.h"
#include "ui/narration/Narrator.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QResizeEvent>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <limits>
#include <qcustomplot.h>
#include <vector>

namespace qmgrlab::ui {

namespace {

constexpr int kMaxRows = 30;       // message rows on the time axis: the most recently deferred
constexpr int kMaxTableRows = 500; // table rows; the summary gives the total
constexpr int kMaxScanLabels = 40; // scans labelled with their count when no more are shown
// The plot's least height: a message's row of retries and the time axis, with room to grow (the
// lecture layout shows the view under the timeline of a 720-pixel screen at 175 %).
constexpr int kRetryPlotHeight = 130;
constexpr int kCompactRows = 3; // the table's rows shown when compact
// The scans' counts and the backoffs written in the bars, against the chart's ticks.
constexpr double kRetryLabelScale = 10.0 / 12.0;

enum Column { Message, Recipients, DeferredAt, Age, Backoff, RetryAt, RetryIn, Visits, ColumnCount };

// A time or duration as short as it is exact: "4800.1 s", "301 s".
QString seconds(std::int64_t ms) {
    return DeferredQueueView::tr("%1 s").arg(Narrator::number(static_cast<double>(ms) / 1000.0));
}

} // namespace

QString DeferredQueueView::counted(int n, const char* one, const char* many) {
    return tr(n == 1 ? one : many, nullptr, n);
}

DeferredQueueView::DeferredQueueView(SimulationController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller) {
    empty_ = new QLabel(this);
    empty_->setWordWrap(true);
    empty_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    empty_->setMargin(12);

    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    key_ = new QLabel(this);
    key_->setWordWrap(true);
    table_ = new QTableWidget(0, ColumnCount, this);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setAlternatingRowColors(true);
    table_->setTabKeyNavigation(false);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);

    plot_ = new QCustomPlot(this);
    plot_->setMinimumHeight(kRetryPlotHeight);
    // Painted with the window's next update, not at once on a replot (as TimelinePlot says).
    plot_->setPlottingHint(QCP::phImmediateRefresh, false);
    plot_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    plot_->axisRect()->setRangeDrag(Qt::Horizontal);
    plot_->axisRect()->setRangeZoom(Qt::Horizontal);
    plot_->yAxis->setRangeReversed(true);
    plot_->yAxis->setTickLength(0, 0);
    plot_->yAxis->setSubTicks(false);
    plot_->yAxis->grid()->setVisible(false);
    PlotThemeFollower::follow(plot_);

    auto* page = new QWidget(this);
    auto* pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    pageLayout->addWidget(summary_);
    auto* splitter = new QSplitter(Qt::Vertical, page);
    splitter->addWidget(table_);
    auto* lower = new QWidget(page);
    auto* lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(plot_, 1);
    lowerLayout->addWidget(key_);
    splitter->addWidget(lower);
    splitter->setChildrenCollapsible(false);
    pageLayout->addWidget(splitter, 1);

    pages_ = new QStackedWidget(this);
    pages_->addWidget(empty_);
    pages_->addWidget(page);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(pages_);
    margins_ = layout->contentsMargins();
    retranslate();

    connect(plot_->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
            [this] { plot_->replot(); });
    refreshWhenShown_ = new RefreshWhenShown(this, [this](bool newRun) {
        if (newRun)
            rebuild();
        else
            refresh();
    });
    connect(controller_, &SimulationController::runChanged, this, &DeferredQueueView::rebuild);
    connect(controller_, &SimulationController::positionChanged, this, &DeferredQueueView::refresh);
    if (controller_->hasRun())
        rebuild();
}

void DeferredQueueView::retranslate() {
    empty_->setText(
        tr("This scenario has no deferred queue (deferred_queue is off): a recipient that cannot be "
           "delivered stays deferred, and its message leaves the active queue for good. Turn "
           "\"deferred_queue\" on in the scenario to see retries with their backoff."));
    setAccessibleName(tr("Deferred queue"));
    table_->setAccessibleName(tr("Messages in the deferred queue"));
    plot_->setAccessibleName(tr("Deferred queue over time"));
    plot_->setAccessibleDescription(
        tr("The deferred-queue scans, each message's waits until its retry time and the expiries, up to the "
           "current position"));
    // Short headers, so that every column fits a lecture's half screen; the tooltips say more. The
    // age is the one the backoff rule read, not the message's age now: its header says so, on two
    // lines to keep the column narrow.
    table_->setHorizontalHeaderLabels({tr("Message"), tr("Rcpts"), tr("Deferred"), tr("Age at\ndeferral"),
                                       tr("Backoff"), tr("Retry at"), tr("Retry in"), tr("Visits")});
    table_->horizontalHeaderItem(Message)->setToolTip(tr("The message waiting in the deferred queue"));
    table_->horizontalHeaderItem(Recipients)
        ->setToolTip(tr("Recipients deferred when it left the active queue"));
    table_->horizontalHeaderItem(DeferredAt)->setToolTip(tr("When it was last deferred"));
    table_->horizontalHeaderItem(Age)->setToolTip(
        tr("The message's age when it was last deferred, in whole seconds as Postfix's clock counts them "
           "(the figure the backoff rule uses); its age now is greater by the time since then"));
    table_->horizontalHeaderItem(Backoff)->setToolTip(
        tr("How long it waits: its age, kept between minimal_backoff_time and maximal_backoff_time"));
    table_->horizontalHeaderItem(RetryAt)->setToolTip(
        tr("Its next retry, its file time: a scan from one second before then takes it back into the "
           "active queue"));
    table_->horizontalHeaderItem(RetryIn)->setToolTip(tr("The time left until its next retry"));
    table_->horizontalHeaderItem(Visits)->setToolTip(tr("Its visits of the active queue so far"));
    key_->setText(
        tr("Top row: each scan of the deferred queue, with the messages it listed · a bar per retry: "
           "a message waiting from the attempt that deferred it (tick) to its retry time, its backoff "
           "written in it · ×: expired · upright line: the current position"));
    setCompact(compact_);
}

void DeferredQueueView::setCompact(bool compact) {
    const bool changed = compact != compact_;
    compact_ = compact;
    applyFonts();
    key_->setVisible(!compact);
    plot_->setToolTip(compact ? key_->text() : QString());
    // Compact, the summary one line and the time axis without its label (the timeline's above
    // has none either), so that a message's row of retries has the height.
    summary_->setWordWrap(!compact);
    summary_->setSizePolicy(compact ? QSizePolicy::Ignored : QSizePolicy::Preferred, QSizePolicy::Preferred);
    plot_->xAxis->setLabel(compact ? QString() : tr("simulated time (s)"));
    if (changed && !emptyStateShown() && controller_->hasRun())
        refresh();
    // Compact, its columns fit its width: no horizontal scroll bar, and no time left until the
    // retry (the retry time beside it and the clock say it; the column's tooltip in Explore), so
    // that the backoff with its bound ("4000 s (maximum)") stays whole at a lecture's zoom.
    table_->setHorizontalScrollBarPolicy(compact ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    table_->setColumnHidden(RetryIn, compact);
    fitCompactTable();
    // ... and the dock's frame the view's: no margins of its own.
    layout()->setContentsMargins(compact ? QMargins() : margins_);
}

// Compact, the table as high as its rows, up to kCompactRows (the others scroll), the plot the rest:
// a message's row of retries stays in sight under the table.
void DeferredQueueView::fitCompactTable() {
    const int rows = std::clamp(table_->rowCount(), 1, kCompactRows);
    const int table = table_->horizontalHeader()->sizeHint().height() +
                      rows * table_->verticalHeader()->defaultSectionSize() + 2 * table_->frameWidth();
    table_->setMinimumHeight(compact_ ? table : 0);
    table_->setMaximumHeight(compact_ ? table : QWIDGETSIZE_MAX);
}

// The view's font is the window's (the zoom); the pages take it (compact, a little smaller) and
// the chart's parts (set one by one in QCustomPlot) follow, at least kLeastViewPoints.
void DeferredQueueView::applyFonts() {
    pages_->setFont(viewFont(font(), compact_ ? kCompactTableScale : 1.0));
    setChartFont(plot_, viewFont(font(), compact_ ? kCompactPlotScale : 1.0));
}

void DeferredQueueView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    } else if (event->type() == QEvent::PaletteChange && !emptyStateShown()) {
        replot(); // the marks take the theme's colours
    } else if (event->type() == QEvent::FontChange) {
        setCompact(compact_); // the fonts, and the table's rows at their height
        if (!emptyStateShown() && controller_->hasRun()) {
            fitColumns();
            replot(); // the labels and the bars in the new size
        }
    }
}

bool DeferredQueueView::emptyStateShown() const {
    return pages_->currentWidget() == empty_;
}

void DeferredQueueView::rebuild() {
    history_.reset();
    if (refreshWhenShown_ != nullptr && refreshWhenShown_->postpone(true))
        return; // the previous run's: nothing of it is drawn again
    refresh();
    fitColumns();
}

void DeferredQueueView::refresh() {
    if (refreshWhenShown_ != nullptr && refreshWhenShown_->postpone())
        return;
    if (!controller_->hasRun() || !controller_->run().config().deferredQueue()) {
        history_.reset();
        pages_->setCurrentWidget(empty_);
        table_->setRowCount(0);
        return;
    }
    pages_->setCurrentWidget(pages_->widget(1));
    history_.update(controller_->run());
    fillTable();
    replot();
}

QString DeferredQueueView::backoffText(const DeferredQueueHistory::Waiting& w) const {
    if (!w.deferral)
        return QString();
    const DeferralDecision& d = *w.deferral;
    if (d.outcome == DeferralOutcome::ArrivedDeferred)
        return tr("%1 s (deferred_until_ms)").arg(d.waitSeconds);
    switch (d.bound) {
    case BackoffBound::None:
        return tr("%1 s (its age)").arg(d.waitSeconds);
    case BackoffBound::Minimal:
    case BackoffBound::MinimalOverMaximal:
        return tr("%1 s (minimum)").arg(d.waitSeconds);
    case BackoffBound::Maximal:
        return tr("%1 s (maximum)").arg(d.waitSeconds);
    }
    return QString();
}

void DeferredQueueView::fillTable() {
    const Configuration& config = controller_->run().config();
    const auto& waiting = history_.waiting();
    const int rows = std::min(static_cast<int>(waiting.size()), kMaxTableRows);
    const bool resize = rows != table_->rowCount();
    table_->setRowCount(rows);
    for (int r = 0; r < rows; ++r) {
        const DeferredQueueHistory::Waiting& w = waiting[static_cast<std::size_t>(r)];
        const std::optional<DeferralDecision>& d = w.deferral;
        const QStringList cells = {QString::fromStdString(config.message(w.message).id),
                                   d ? QString::number(d->recipients) : QString(),
                                   d ? seconds(d->timeMs) : QString(),
                                   d ? tr("%1 s").arg(d->ageSeconds) : QString(),
                                   backoffText(w),
                                   seconds(w.retryAtMs),
                                   w.due ? tr("due") : seconds(w.retryInMs),
                                   QString::number(w.visits)};
        for (int c = 0; c < ColumnCount; ++c) {
            auto* item = table_->item(r, c);
            if (item == nullptr) {
                item = new QTableWidgetItem;
                table_->setItem(r, c, item);
            }
            item->setText(cells[c]);
            if (c != Message && c != Backoff && c != DeferredAt)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        }
        table_->item(r, Message)->setData(Qt::DecorationRole, JobPalette::colour(w.message));
        table_->item(r, Message)->setToolTip(cells[Message]); // in full, where the column elides it
        table_->item(r, Backoff)
            ->setToolTip(
                d ? tr("Deferred at an age of %1 s; minimal_backoff_time %2 s, maximal_backoff_time %3 s")
                        .arg(d->ageSeconds)
                        .arg(config.minimalBackoffSeconds())
                        .arg(config.maximalBackoffSeconds())
                  : QString());
        table_->item(r, RetryIn)->setToolTip(w.due ? tr("Due: the next scan takes it back") : QString());
    }
    if (resize) {
        fitColumns();
        fitCompactTable();
    }
    const int scans = static_cast<int>(history_.scans().size());
    const int expired = history_.expiredMessages();
    const QString messages = counted(static_cast<int>(waiting.size()), QT_TR_N_NOOP("%n message waiting"),
                                     QT_TR_N_NOOP("%n messages waiting"));
    const QString scanned = counted(scans, QT_TR_N_NOOP("%n scan so far"), QT_TR_N_NOOP("%n scans so far"));
    QString text = messages + QStringLiteral(" · ") +
                   tr("queue_run_delay %1 s · backoff between %2 s and %3 s")
                       .arg(config.queueRunDelaySeconds())
                       .arg(config.minimalBackoffSeconds())
                       .arg(config.maximalBackoffSeconds()) +
                   QStringLiteral(" · ") + scanned;
    if (expired > 0)
        text += QStringLiteral(" · ") +
                counted(expired, QT_TR_N_NOOP("%n message expired"), QT_TR_N_NOOP("%n messages expired")) +
                QStringLiteral(", ") +
                counted(history_.bouncedRecipients(), QT_TR_N_NOOP("%n recipient bounced"),
                        QT_TR_N_NOOP("%n recipients bounced"));
    if (static_cast<int>(waiting.size()) > kMaxTableRows)
        text += QStringLiteral(" · ") + tr("the table shows the first %1").arg(kMaxTableRows);
    // Compact, one line: the counts, the rest in the tooltip (the lesson's note gives the backoff
    // times, the table each wait's bound).
    summary_->setText(compact_ ? messages + QStringLiteral(" · ") + scanned : text);
    summary_->setToolTip(compact_ ? text : QString());
}

// Columns as wide as their contents, or, when they do not all fit the table, the widest ones
// narrowed (their text elided, in full in its tooltip) so that every column stays in sight.
void DeferredQueueView::fitColumns() {
    table_->resizeColumnsToContents();
    QHeaderView* header = table_->horizontalHeader();
    const int room = table_->viewport()->width();
    int total = 0;
    std::vector<int> widths;
    for (int c = 0; c < ColumnCount; ++c) {
        widths.push_back(table_->isColumnHidden(c) ? 0 : header->sectionSize(c));
        total += widths.back();
    }
    if (room <= 0 || total <= room)
        return;
    // Narrow the widest columns to a common width, down to the least a column needs to say something.
    const int least = header->minimumSectionSize();
    int cap = *std::max_element(widths.begin(), widths.end());
    while (cap > least) {
        int capped = 0;
        for (const int w : widths)
            capped += std::min(w, cap);
        if (capped <= room)
            break;
        --cap;
    }
    for (int c = 0; c < ColumnCount; ++c) {
        if (!table_->isColumnHidden(c))
            header->resizeSection(c, std::min(widths[static_cast<std::size_t>(c)], cap));
    }
}

void DeferredQueueView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (!emptyStateShown())
        fitColumns();
}

void DeferredQueueView::replot() {
    plot_->clearPlottables();
    plot_->clearItems();
    const Theme& theme = Theme::of(plot_->palette());
    const Run& run = controller_->run();
    const Configuration& config = run.config();
    const double now = static_cast<double>(run.timeMs()) / 1000.0;
    constexpr double nan = std::numeric_limits<double>::quiet_NaN();

    // A deferral that put a message in the deferred queue: a wait from then to its retry time.
    auto waits = [](const DeferralDecision& d) { return d.outcome != DeferralOutcome::Expired; };
    const auto& deferrals = history_.deferrals();
    // Rows: the scans on top, then the most recently deferred messages in order of first deferral.
    std::vector<int> rows;
    for (auto it = deferrals.rbegin(); it != deferrals.rend() && static_cast<int>(rows.size()) < kMaxRows;
         ++it) {
        if (waits(*it) && std::find(rows.begin(), rows.end(), it->message) == rows.end())
            rows.push_back(it->message);
    }
    for (const DeferredQueueHistory::Waiting& w : history_.waiting()) {
        if (static_cast<int>(rows.size()) < kMaxRows &&
            std::find(rows.begin(), rows.end(), w.message) == rows.end())
            rows.push_back(w.message);
    }
    std::sort(rows.begin(), rows.end());
    auto rowOf = [&rows](int message) {
        const auto it = std::find(rows.begin(), rows.end(), message);
        return it == rows.end() ? -1 : static_cast<int>(it - rows.begin()) + 1;
    };
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    ticker->addTick(0.0, tr("scans"));
    for (std::size_t r = 0; r < rows.size(); ++r)
        ticker->addTick(static_cast<double>(r + 1), QString::fromStdString(config.message(rows[r]).id));
    plot_->yAxis->setTicker(ticker);
    plot_->yAxis->setRange(-0.6, static_cast<double>(rows.size()) + 0.6);

    double right = std::max(now, 1.0);
    // The scans: a tick each on the top row.
    QCPGraph* scans = plot_->addGraph();
    QVector<QCPGraphData> scanData;
    const auto& scanMarks = history_.scans();
    for (const DeferredQueueHistory::Scan& m : scanMarks) {
        const double t = static_cast<double>(m.timeMs) / 1000.0;
        scanData << QCPGraphData(t, -0.35) << QCPGraphData(t, 0.35) << QCPGraphData(t, nan);
    }
    scans->data()->set(scanData, true);
    scans->setPen(QPen(theme.accent(), 2.0));
    if (scanMarks.size() <= static_cast<std::size_t>(kMaxScanLabels)) {
        for (const DeferredQueueHistory::Scan& m : scanMarks) {
            auto* label = new QCPItemText(plot_);
            label->position->setCoords(static_cast<double>(m.timeMs) / 1000.0, 0.0);
            label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
            label->setPadding(QMargins(4, 0, 0, 0));
            label->setText(QString::number(m.messages));
            label->setFont(scaledFont(plot_->font(), kRetryLabelScale, false));
            label->setColor(theme.chartText());
        }
    }
    // Each message's waits: a bar per retry, from the attempt that deferred it to its retry time.
    const double barWidth = std::max(6.0, QFontMetricsF(plot_->font()).height() * 0.6);
    std::vector<RetryWaitsPlottable::Wait> bars;
    for (const DeferralDecision& d : deferrals) {
        const int row = rowOf(d.message);
        if (row <= 0 || !waits(d))
            continue;
        bars.push_back({row, d.message, d.timeMs, d.retryAtMs, tr("%1 s").arg(d.waitSeconds)});
        right = std::max(right, static_cast<double>(d.retryAtMs) / 1000.0);
    }
    waits_ = new RetryWaitsPlottable(plot_->xAxis, plot_->yAxis);
    waits_->setLabelFont(scaledFont(plot_->font(), kRetryLabelScale, false));
    waits_->setWaits(std::move(bars));
    // The expiries.
    QCPGraph* expired = plot_->addGraph();
    expired->setLineStyle(QCPGraph::lsNone);
    expired->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCross, QPen(theme.bouncedOutcome(), 3.0),
                                             Qt::NoBrush, barWidth * 1.8));
    for (const DeferralDecision& d : deferrals) {
        const int row = rowOf(d.message);
        if (d.outcome == DeferralOutcome::Expired && row > 0)
            expired->addData(static_cast<double>(d.timeMs) / 1000.0, row);
    }
    // The current position.
    auto* mark = new QCPItemStraightLine(plot_);
    mark->point1->setCoords(now, 0.0);
    mark->point2->setCoords(now, 1.0);
    mark->setPen(QPen(theme.currentMark(), 2.0));

    plot_->xAxis->setRange(0.0, right * 1.03);
    plot_->replot();
}

} // namespace qmgrlab::ui
