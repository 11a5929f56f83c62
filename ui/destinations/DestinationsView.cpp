// SPDX-License-Identifier: GPL-3.0-or-later
// DestinationsView: the table filled from the Inspector (the queues seen so far, in memory or
// discarded, by transport and first appearance), and the window plot built from the recorded
// queue histories up to the current position.
#include "ui/destinations/DestinationsView.h"

#include "core/run/Inspector.h"
#include "core/run/TransportWaits.h"
#include "ui/SimulationController.h"
#include "ui/common/PlotThemeFollower.h"
#include "ui/common/Theme.h"
#include "ui/common/ViewFonts.h"
#include "ui/destinations/DestinationsTableModel.h"
#include "ui/destinations/StepAreaPlottable.h"

#include <QEvent>
#include <QFontMetrics>
#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScopeGuard>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>
#include <limits>
#include <optional>
#include <qcustomplot.h>
#include <vector>

namespace qmgrlab::ui {

namespace {

// The spans as drawn: those less than a pixel of the time axis (gapMs) apart joined, so that a
// destination down a million times draws no more rectangles than the plot is wide.
std::vector<TimeInterval> joinedWithin(const std::vector<TimeInterval>& spans, double gapMs) {
    std::vector<TimeInterval> joined;
    for (const TimeInterval& span : spans) {
        if (!joined.empty() && static_cast<double>(span.startMs - joined.back().endMs) < gapMs)
            joined.back().endMs = std::max(joined.back().endMs, span.endMs);
        else
            joined.push_back(span);
    }
    return joined;
}

constexpr int kWindowPlotHeight = 220;            // the plot's least height
constexpr int kCompactPlotHeight = 130;           // the sentence in its place, compact (setCompact), at least
constexpr int kCompactPlotLines = 6;              // ... and this many lines of the font (the zoom's)
constexpr double kCompactAxisTicks = 2.3;         // the plot area that many y ticks high, compact: 0
                                                  // and a figure above it
constexpr double kTickSpacing = 1.2;              // y ticks no closer than this many label heights
constexpr int kTopMargin = 15;                    // the space over the plot area: QCustomPlot's
const QMargins kLegendMargins(7, 5, 7, 4);        // the legend's: QCustomPlot's
const QMargins kCompactLegendMargins(7, 1, 7, 0); // ... compact

} // namespace

namespace {

// Paul Tol's "bright" qualitative colours: queues are told apart from jobs (JobPalette).
constexpr std::array<QRgb, 6> kQueueColours = {0x4477AA, 0xEE6677, 0x228833, 0xCCBB44, 0x66CCEE, 0xAA3377};
constexpr double kColumns = 4000.0; // across the visible range: about one per pixel of a 4K screen

constexpr double kWindowLabelScale = 11.0 / 12.0; // the windows' labels and the dead transports' names
constexpr double kKeyScale = 10.0 / 12.0;         // the key above the plot

// font at `scale` times its size.
QFont scaled(QFont font, double scale) {
    font.setPointSizeF(QFontInfo(font).pointSizeF() * scale);
    return font;
}

// The higher of two sample values; NaN (a gap) only when both are.
double higher(double a, double b) {
    return std::isnan(a) ? b : std::isnan(b) ? a : std::max(a, b);
}

// A queue's history as step-function samples for the visible time range: the sample in force
// at its left edge, then per column (kColumns across the range, about a pixel each) the highest
// value the column saw (the exact sample when the column holds only one) followed by the value
// it ends with, then the first sample past the right edge, and the last value held up to
// `until`. A busy count that changes a thousand times within a column thus costs two points,
// not a thousand spikes. NaN values are gaps.
template <typename Point, typename Value>
QVector<QCPGraphData> stepSamples(const std::vector<Point>& points, Value value, const QCPRange& range,
                                  double perColumn, double until) {
    QVector<QCPGraphData> samples;
    auto seconds = [](const Point& p) { return static_cast<double>(p.t) / 1000.0; };
    auto it = std::partition_point(points.begin(), points.end(),
                                   [&](const Point& p) { return seconds(p) <= range.lower; });
    if (it != points.begin())
        --it;
    struct Column {
        long index = 0;
        int count = 0;
        QCPGraphData first;
        double high = 0.0;
        double last = 0.0;
    };
    std::optional<Column> column;
    auto flush = [&] {
        if (!column)
            return;
        samples.append(QCPGraphData(column->first.key, column->high));
        if (column->count > 1 && column->last != column->high) {
            const double end = range.lower + static_cast<double>(column->index + 1) * perColumn;
            samples.append(QCPGraphData(std::max(end, column->first.key), column->last));
        }
    };
    for (; it != points.end(); ++it) {
        const double key = seconds(*it);
        const double v = value(*it);
        const auto index = static_cast<long>(std::floor((key - range.lower) / perColumn));
        if (!column || column->index != index) {
            flush();
            column = Column{index, 1, QCPGraphData(key, v), v, v};
        } else {
            ++column->count;
            column->high = higher(column->high, v);
            column->last = v;
        }
        if (key > range.upper)
            break;
    }
    flush();
    if (!samples.isEmpty() && samples.back().key < until)
        samples.append(QCPGraphData(until, samples.back().value));
    return samples;
}

} // namespace

DestinationsView::DestinationsView(SimulationController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller), model_(new DestinationsTableModel(this)) {
    sorted_ = new QSortFilterProxyModel(this);
    sorted_->setSourceModel(model_);
    sorted_->setSortRole(DestinationsTableModel::SortRole);
    tableView_ = new QTableView(this);
    tableView_->setModel(sorted_);
    tableView_->setAccessibleName(tr("Destinations table"));
    // Tab leaves the table (arrow keys move between cells), so that it is no keyboard trap.
    tableView_->setTabKeyNavigation(false);
    // Unsorted (the model's order) until a header is clicked; a third click unsorts again.
    tableView_->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    tableView_->horizontalHeader()->setSortIndicatorClearable(true);
    tableView_->setSortingEnabled(true);
    tableView_->setAlternatingRowColors(true);
    tableView_->setSelectionBehavior(QAbstractItemView::SelectRows);
    tableView_->verticalHeader()->hide();
    tableView_->horizontalHeader()->setStretchLastSection(true);
    tableView_->viewport()->installEventFilter(this);

    plot_ = new QCustomPlot(this);
    plot_->setMinimumHeight(kWindowPlotHeight);
    plot_->setAccessibleName(tr("Concurrency windows"));
    plot_->setAccessibleDescription(tr(
        "Each destination queue's concurrency window and busy deliveries over time; the table lists the same "
        "queues with their figures"));
    plot_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    plot_->setPlottingHint(QCP::phFastPolylines, true);
    // Painted with the window's next update, not at once on a replot (as TimelinePlot says).
    plot_->setPlottingHint(QCP::phImmediateRefresh, false);
    plot_->axisRect()->setRangeDrag(Qt::Horizontal);
    plot_->axisRect()->setRangeZoom(Qt::Horizontal);
    plot_->xAxis->setLabel(tr("simulated time (s)"));
    plot_->yAxis->setLabel(tr("deliveries"));
    // Whole-number ticks, spaced for the plot's height once it is laid out (placeForLayout).
    yTicker_ = QSharedPointer<QCPAxisTickerFixed>::create();
    yTicker_->setTickStep(1.0);
    yTicker_->setScaleStrategy(QCPAxisTickerFixed::ssNone);
    plot_->yAxis->setTicker(yTicker_);
    plot_->legend->setVisible(true);
    // The legend under the plot in columns, not over the lines.
    plot_->plotLayout()->addElement(1, 0, plot_->legend);
    plot_->plotLayout()->setRowStretchFactor(1, 0.001);
    plot_->legend->setFillOrder(QCPLegend::foColumnsFirst);
    plot_->legend->setWrap(3);
    plot_->legend->setBorderPen(Qt::NoPen);
    // The key above the plot, two entries a line: short lines that fit a narrow dock (the lecture
    // layout at 1280x720 and 175 %), which a plot as wide as the whole key would overflow.
    const QStringList entries = (tr("line: window · fill: busy · hatched: dead") + QStringLiteral(" · ") +
                                 tr("dotted: suspended (rate delay) · strip under 0: server down · grey: "
                                    "transport dead"))
                                    .split(QStringLiteral(" · "));
    QStringList keyLines;
    for (qsizetype i = 0; i < entries.size(); i += 2)
        keyLines << entries.mid(i, 2).join(QStringLiteral(" · "));
    plot_->plotLayout()->insertRow(0);
    keyText_ = keyLines.join(QLatin1Char('\n'));
    key_ = new QCPTextElement(plot_, keyText_);
    plot_->plotLayout()->addElement(0, 0, key_);
    plot_->plotLayout()->setRowStretchFactors({0.001, 1.0, 0.001}); // key, plot, legend
    PlotThemeFollower::follow(plot_);

    auto* fitButton = new QPushButton(tr("Fit"), this);
    fitButton->setToolTip(tr("Show the whole history up to the current position"));
    plotHeader_ = new QWidget(this);
    auto* header = new QHBoxLayout(plotHeader_);
    header->setContentsMargins(0, 0, 0, 0);
    auto* hint = new QLabel(tr("Tick \"Plot\" to draw a queue's concurrency window over time"), this);
    hint->setWordWrap(true); // a narrow dock (the lecture layout at 1280x720) wraps it, not cuts it
    header->addWidget(hint, 1);
    header->addWidget(fitButton);
    auto* lower = new QWidget(this);
    auto* lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(plotHeader_);
    lowerLayout->addWidget(plot_, 1);
    // Before the first queue (step 0) an empty plot would be axes from 0 to 1 and nothing: a
    // sentence says what will be drawn instead.
    noQueue_ = new QLabel(tr("No destination queue yet: each queue's concurrency window is drawn here from "
                             "its first delivery on."),
                          this);
    noQueue_->setWordWrap(true);
    noQueue_->setAlignment(Qt::AlignCenter);
    noQueue_->setMinimumHeight(kWindowPlotHeight);
    noQueue_->hide();
    lowerLayout->addWidget(noQueue_, 1);
    splitter_ = new QSplitter(Qt::Vertical, this);
    splitter_->addWidget(tableView_);
    splitter_->addWidget(lower);
    splitter_->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter_);
    margins_ = layout->contentsMargins();
    applyFonts();

    connect(fitButton, &QPushButton::clicked, this, &DestinationsView::fit);
    connect(plot_, &QCustomPlot::mousePress, this, [this] { autoRange_ = false; });
    connect(plot_, &QCustomPlot::mouseWheel, this, [this] { autoRange_ = false; });
    connect(model_, &DestinationsTableModel::plottedChanged, this, [this] {
        collect();
        replot();
    });
    connect(plot_->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
            &DestinationsView::replot);
    connect(plot_, &QCustomPlot::afterLayout, this, &DestinationsView::placeForLayout);
    refreshWhenShown_ = new RefreshWhenShown(this, [this](bool newRun) {
        if (newRun)
            rebuild();
        else
            refresh();
    });
    connect(controller_, &SimulationController::runChanged, this, &DestinationsView::rebuild);
    connect(controller_, &SimulationController::positionChanged, this, &DestinationsView::refresh);
    if (controller_->hasRun())
        rebuild();
}

DestinationsView::~DestinationsView() = default;

void DestinationsView::setCompact(bool compact) {
    compact_ = compact;
    applyFonts();
    plotHeader_->setVisible(!compact);
    // Compact, the dock's frame is the view's: no margins of its own.
    layout()->setContentsMargins(compact ? QMargins() : margins_);
    // Compact, the sentence before the first queue lines of text high (at a lecture's zoom);
    // the plot its plot area high enough for a few y ticks, whatever the ticks and the legend
    // around it take (QCustomPlot's minimumSizeHint adds them up): a chart, not a strip.
    noQueue_->setMinimumHeight(
        compact ? std::max(kCompactPlotHeight, noQueue_->fontMetrics().height() * kCompactPlotLines)
                : kWindowPlotHeight);
    plot_->setMinimumHeight(compact ? 0 : kWindowPlotHeight);
    plot_->axisRect()->setMinimumSize(
        0, compact ? static_cast<int>(std::ceil(kCompactAxisTicks * kTickSpacing *
                                                QFontMetricsF(plot_->yAxis->tickLabelFont()).height()))
                   : 0);
    // ... with over it only the room its top tick's label takes, and the legend under it tight
    // (QCustomPlot's margins, not compact): a short dock gives those rows to the plot area.
    QMargins over = plot_->axisRect()->minimumMargins();
    over.setTop(compact
                    ? static_cast<int>(std::ceil(QFontMetricsF(plot_->yAxis->tickLabelFont()).height() / 2))
                    : kTopMargin);
    plot_->axisRect()->setMinimumMargins(over);
    plot_->legend->setMargins(compact ? kCompactLegendMargins : kLegendMargins);
    // The axis titles and the key go to the tooltip, as in the compact timeline.
    const QString xTitle = tr("simulated time (s)");
    const QString yTitle = tr("deliveries");
    plot_->xAxis->setLabel(compact ? QString() : xTitle);
    plot_->yAxis->setLabel(compact ? QString() : yTitle);
    key_->setText(compact ? QString() : keyText_);
    key_->setVisible(!compact);
    // ... and its row leaves the plot's layout, where an invisible element keeps its room (a
    // short dock's chart would lose that many pixels of its plot area).
    QCPLayoutGrid* rows = plot_->plotLayout();
    const bool keyInLayout = rows->element(0, 0) == key_;
    if (compact && keyInLayout) {
        rows->take(key_);
        rows->simplify();
    } else if (!compact && !keyInLayout) {
        rows->insertRow(0);
        rows->addElement(0, 0, key_);
    }
    rows->setRowStretchFactors(compact ? QList<double>{1.0, 0.001} : QList<double>{0.001, 1.0, 0.001});
    plot_->setToolTip(compact ? xTitle + QStringLiteral(" · ") + yTitle + QLatin1Char('\n') + keyText_
                              : QString());
    // Compact, the window and the busy count come right after the destination, then the state
    // (as wide as the rest of the table, wrapped) and the failed cohorts: the lecture's view shows
    // first the figures a lecture about concurrency and dead destinations states; the Plot check
    // boxes (Explore's way of choosing the plotted queues) and the transport of a run with one
    // transport give them their room. Explore keeps the model's order.
    QHeaderView* header = tableView_->horizontalHeader();
    const bool oneTransport = controller_->hasRun() && controller_->run().config().transports().size() == 1;
    tableView_->setColumnHidden(DestinationsTableModel::Plot, compact);
    tableView_->setColumnHidden(DestinationsTableModel::Transport, compact && oneTransport);
    const int firstColumns[] = {DestinationsTableModel::Plot,        DestinationsTableModel::Transport,
                                DestinationsTableModel::Destination, DestinationsTableModel::Window,
                                DestinationsTableModel::Busy,        DestinationsTableModel::State,
                                DestinationsTableModel::FailCohorts};
    if (compact) {
        for (int place = 0; place < static_cast<int>(std::size(firstColumns)); ++place)
            header->moveSection(header->visualIndex(firstColumns[place]), place);
    } else {
        for (int column = 0; column < DestinationsTableModel::ColumnCount; ++column)
            header->moveSection(header->visualIndex(column), column);
    }
    // Compact, a state too long for the column ("dead, revives at 30.1 s · server down") wraps
    // onto a second line of its row (fitStateColumn).
    tableView_->setWordWrap(compact);
    fitStateColumn();
    int table = QWIDGETSIZE_MAX;
    if (compact) {
        const int row = tableView_->verticalHeader()->defaultSectionSize();
        // As many rows as the run has destinations, up to kCompactRows (no empty rows).
        const int destinations =
            controller_->hasRun() ? static_cast<int>(controller_->run().recording().queueHistories().size())
                                  : 1;
        // Each row as high as it is (a wrapped state takes two lines), the rows not there yet one line.
        int rows = 0;
        for (int i = 0; i < std::clamp(destinations, 1, kCompactRows); ++i)
            rows += i < tableView_->model()->rowCount() ? tableView_->rowHeight(i) : row;
        table = tableView_->horizontalHeader()->sizeHint().height() + rows + 2 * tableView_->frameWidth();
    }
    // Compact, the State column ends at the table's edge (fitStateColumn): no sideways scroll bar
    // under the rows (the columns after it are Explore's), its height the chart's.
    tableView_->setHorizontalScrollBarPolicy(compact ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    tableView_->setMaximumHeight(table);
    // ... and compact at least that (the plot under it does not squeeze its rows; the lecture's
    // column measures the view with them).
    tableView_->setMinimumHeight(compact ? table : 0);
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void DestinationsView::fitStateColumn() {
    if (!compact_)
        return;
    QHeaderView* header = tableView_->horizontalHeader();
    int before = 0;
    for (int place = 0; place < header->visualIndex(DestinationsTableModel::State); ++place) {
        const int column = header->logicalIndex(place);
        if (!header->isSectionHidden(column))
            before += header->sectionSize(column);
    }
    const int room = tableView_->viewport()->width() - before;
    if (room > header->minimumSectionSize())
        header->resizeSection(DestinationsTableModel::State, room);
    // A row as high as its state needs: one line, two when it wraps; the table as high as its rows.
    std::vector<int> heights;
    for (int i = 0; i < tableView_->model()->rowCount(); ++i)
        heights.push_back(tableView_->rowHeight(i));
    tableView_->resizeRowsToContents();
    for (int i = 0; i < tableView_->model()->rowCount(); ++i) {
        if (heights[static_cast<std::size_t>(i)] != tableView_->rowHeight(i)) {
            setCompact(true);
            return;
        }
    }
}

bool DestinationsView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == tableView_->viewport() && event->type() == QEvent::Resize)
        fitStateColumn();
    return QWidget::eventFilter(watched, event);
}

void DestinationsView::rebuild() {
    model_->reset(static_cast<int>(controller_->run().recording().queueHistories().size()), kDefaultPlotted);
    retryEvents_.reset();
    autoRange_ = true;
    if (refreshWhenShown_ != nullptr && refreshWhenShown_->postpone(true)) {
        plotted_.clear(); // the previous run's: nothing of it is drawn again
        return;
    }
    refresh();
    tableView_->resizeColumnsToContents();
    if (compact_)
        setCompact(true); // the table as high as the run's destinations need, its state fitted
}

void DestinationsView::refresh() {
    if (refreshWhenShown_ != nullptr && refreshWhenShown_->postpone())
        return;
    if (!controller_->hasRun())
        return;
    const Run& run = controller_->run();
    const Recording& recording = run.recording();
    const Inspector inspector(run);
    std::vector<DestinationsTableModel::Row> rows;
    std::vector<bool> listed(recording.queueHistories().size(), false);
    for (std::size_t t = 0; t < run.config().transports().size(); ++t) {
        const TransportInfo transport = inspector.transport(static_cast<TransportId>(t));
        for (QueueId q : transport.queues) {
            DestinationsTableModel::Row row;
            row.info = inspector.queue(q);
            row.history = recording.findQueueHistory(static_cast<TransportId>(t), row.info.name);
            row.transportIndex = static_cast<int>(t);
            row.transport = QString::fromStdString(transport.name);
            row.destination = QString::fromStdString(inspector.queueName(row.info.name));
            row.inMemory = true;
            row.transportDead = transport.dead;
            row.transportRetryAtMs = transport.retryAtMs;
            if (row.history >= 0)
                listed[static_cast<std::size_t>(row.history)] = true;
            rows.push_back(std::move(row));
        }
    }
    // Queues seen so far that are no longer in memory.
    for (std::size_t h = 0; h < recording.queueHistories().size(); ++h) {
        if (listed[h] || recording.queueRecordsBefore(static_cast<int>(h), run.position()) == 0)
            continue;
        const QueueHistory& history = recording.queueHistories()[h];
        DestinationsTableModel::Row row;
        row.history = static_cast<int>(h);
        row.transportIndex = static_cast<int>(history.transport);
        row.transport = QString::fromStdString(
            run.config().transports()[static_cast<std::size_t>(history.transport)].name);
        row.destination = QString::fromStdString(inspector.queueName(history.name));
        rows.push_back(std::move(row));
    }
    // One order at every step: by transport (the configuration's order), then by the queue's first
    // appearance (its history, as its colour), a queue no longer in memory in its place among the
    // others, one not recorded yet last: a row keeps its place while the class steps.
    const auto place = [](const DestinationsTableModel::Row& row) {
        return std::pair(row.transportIndex, row.history < 0 ? std::numeric_limits<int>::max() : row.history);
    };
    std::stable_sort(rows.begin(), rows.end(),
                     [&place](const auto& a, const auto& b) { return place(a) < place(b); });
    model_->setRows(std::move(rows));
    fitStateColumn(); // a state that grew may wrap
    collect();
    replot();
}

void DestinationsView::collect() {
    plotted_.clear();
    top_ = 1.0;
    if (!controller_->hasRun())
        return;
    const Run& run = controller_->run();
    const Recording& recording = run.recording();
    retryEvents_.update(recording);
    for (const auto& row : model_->rows()) {
        if (!model_->plotted(row.history))
            continue;
        const auto& records = recording.queueHistories()[static_cast<std::size_t>(row.history)].records;
        Plotted queue{row.history, {}};
        const std::size_t count = recording.queueRecordsBefore(row.history, run.position());
        queue.points.reserve(count);
        for (std::size_t i = 0; i < count; ++i) {
            const QueueRecord& r = records[i];
            queue.points.push_back(
                {recording.steps()[r.step].timeMs, r.window, r.busy, r.change != QueueChange::Deleted});
            top_ = std::max({top_, r.window + 1.0, r.busy + 1.0});
        }
        plotted_.push_back(std::move(queue));
    }
}

// By the queue's history (one per destination over the whole run, in the order they first
// appear), not by its row: a row's place depends on the queues seen so far and on the sorting
// a header click chose, and a destination's line must not change colour.
QColor DestinationsView::colourOf(const Plotted& queue) {
    return QColor::fromRgb(kQueueColours[static_cast<std::size_t>(queue.history) % kQueueColours.size()]);
}

void DestinationsView::replot() {
    if (replotting_)
        return;
    replotting_ = true;
    const auto done = qScopeGuard([this] { replotting_ = false; });
    plot_->clearPlottables();
    plot_->clearItems();
    nowLabels_.clear();
    const double now =
        controller_->hasRun() ? static_cast<double>(controller_->run().timeMs()) / 1000.0 : 0.0;
    if (autoRange_)
        plot_->xAxis->setRange(0.0,
                               std::max(now * 1.02, 1.0)); // at least one second: readable ticks at the start
    const Theme& theme = Theme::of(plot_->palette());
    // Under the zero line, one strip per plotted queue whose server is down some time.
    constexpr double kStrip = 0.3;
    int strips = 0;
    std::vector<std::int64_t> deadDrawn; // transports whose dead band is drawn
    const double pixelMs = plot_->xAxis->range().size() * 1000.0 / std::max(1, plot_->axisRect()->width());
    for (const Plotted& queue : plotted_) {
        const QColor c = colourOf(queue);
        const auto down = joinedWithin(serverDown(queue.history), pixelMs);
        if (!down.empty()) {
            const double lower = -kStrip * (strips + 1) + 0.04;
            const double upper = -kStrip * strips - 0.04;
            ++strips;
            for (const TimeInterval& span : down) {
                auto* rect = new QCPItemRect(plot_);
                rect->setLayer(QStringLiteral("grid"));
                rect->topLeft->setCoords(static_cast<double>(span.startMs) / 1000.0, upper);
                rect->bottomRight->setCoords(static_cast<double>(span.endMs) / 1000.0, lower);
                rect->setPen(QPen(theme.downMark(), 1.5));
                rect->setBrush(QBrush(c, Qt::SolidPattern));
            }
        }
        const TransportId transport = controller_->run()
                                          .recording()
                                          .queueHistories()[static_cast<std::size_t>(queue.history)]
                                          .transport;
        if (std::find(deadDrawn.begin(), deadDrawn.end(), transport) != deadDrawn.end())
            continue;
        deadDrawn.push_back(transport);
        for (const TimeInterval& span : joinedWithin(transportDead(queue.history), pixelMs)) {
            auto* rect = new QCPItemRect(plot_);
            rect->setLayer(QStringLiteral("grid"));
            rect->topLeft->setCoords(static_cast<double>(span.startMs) / 1000.0, top_);
            rect->bottomRight->setCoords(static_cast<double>(span.endMs) / 1000.0, 0.0);
            rect->setPen(Qt::NoPen);
            rect->setBrush(theme.transportDeadFill());
            auto* label = new QCPItemText(plot_);
            label->setLayer(QStringLiteral("grid"));
            label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
            label->position->setCoords(static_cast<double>(span.startMs) / 1000.0, top_);
            label->setFont(scaled(plot_->font(), kWindowLabelScale));
            label->setColor(theme.chartText());
            label->setText(tr("%1 dead").arg(QString::fromStdString(
                controller_->run().config().transports()[static_cast<std::size_t>(transport)].name)));
            label->setClipToAxisRect(true);
        }
    }
    plot_->yAxis->setRange(strips > 0 ? -kStrip * strips : 0.0, top_);
    const QCPRange range = plot_->xAxis->range();
    const double perColumn = range.size() / kColumns;
    for (const Plotted& queue : plotted_) {
        const QueueHistory& history =
            controller_->run().recording().queueHistories()[static_cast<std::size_t>(queue.history)];
        const QColor c = colourOf(queue);
        auto samples = [&](auto value) { return stepSamples(queue.points, value, range, perColumn, now); };
        auto area = [&](QVector<QCPGraphData> data, const QBrush& brush) {
            auto* a = new StepAreaPlottable(plot_->xAxis, plot_->yAxis);
            a->setSamples(std::move(data));
            a->setBrush(brush);
        };
        const double top = top_;
        area(samples([top](const Point& p) { return p.window == 0 ? top : 0.0; }),
             QBrush(c, Qt::BDiagPattern));
        area(samples([top](const Point& p) { return p.inMemory && p.window < 0 ? top : 0.0; }),
             QBrush(c, Qt::Dense6Pattern));
        QColor fill = c;
        fill.setAlpha(60);
        area(samples([](const Point& p) { return static_cast<double>(p.busy); }), fill);

        QCPGraph* window = plot_->addGraph();
        window->data()->set(samples([](const Point& p) {
                                return p.inMemory && p.window >= 0 ? static_cast<double>(p.window)
                                                                   : std::numeric_limits<double>::quiet_NaN();
                            }),
                            true);
        window->setLineStyle(QCPGraph::lsStepLeft);
        window->setPen(QPen(c, 3.0));
        window->setName(QStringLiteral("%1: %2").arg(
            QString::fromStdString(
                controller_->run().config().transports()[static_cast<std::size_t>(history.transport)].name),
            QString::fromStdString(controller_->run().names().name(history.name))));

        // The window at the current position, as the table states it: a dot at the line's end
        // and its figure beside it, so that a line not yet a pixel long (the first deliveries
        // at 0 s) shows, and so does a change less than a pixel before the end (a refusal 10 ms
        // ago that narrowed the window).
        if (queue.points.empty() || !queue.points.back().inMemory || queue.points.back().window <= 0)
            continue;
        const double last = queue.points.back().window;
        QCPGraph* end = plot_->addGraph();
        end->removeFromLegend();
        end->setLineStyle(QCPGraph::lsNone);
        end->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, c, c, 9.0));
        end->data()->set({QCPGraphData(now, last)}, true);
        const auto same = std::find_if(nowLabels_.begin(), nowLabels_.end(),
                                       [last](const NowLabel& l) { return l.window == last; });
        if (same != nowLabels_.end()) {
            same->histories.push_back(queue.history);
            same->text->setPen(QPen(theme.chartText(), 1.0));
            continue;
        }
        // Above every line and fill (the later queues' fills would veil it), in the text's colour
        // on the chart's background, framed in the queue's colour: readable in either theme,
        // whatever the colour (a blue on a dark chart is not).
        auto* label = new QCPItemText(plot_);
        label->setLayer(QStringLiteral("axes"));
        QFont bold = scaled(plot_->font(), kWindowLabelScale);
        bold.setBold(true);
        label->setFont(bold);
        label->setColor(theme.chartText());
        label->setBrush(QBrush(theme.chartBackground()));
        label->setPen(QPen(c, 2.0));
        label->setPadding(QMargins(3, 0, 3, 0));
        label->setText(QString::number(queue.points.back().window));
        label->setClipToAxisRect(false);
        label->position->setType(QCPItemPosition::ptAbsolute);
        nowLabels_.push_back({{queue.history}, label, last});
    }
    plot_->legend->setVisible(!plotted_.empty());
    noQueue_->setVisible(plotted_.empty());
    plot_->setVisible(!plotted_.empty());
    plot_->replot();
}

void DestinationsView::placeForLayout() {
    const QCPAxisRect* rect = plot_->axisRect();
    // Compact, the plot as high as its elements need at their least (the plot area's few ticks,
    // the tick labels, the legend's rows as laid out now): the dock learns it and grows.
    if (compact_) {
        const int least = plot_->plotLayout()->minimumOuterSizeHint().height();
        if (least != plot_->minimumHeight())
            plot_->setMinimumHeight(least);
    }
    // Ticks at multiples of 1, 2, 5, 10, 20 ... no closer than 1.2 label heights: a short plot
    // (the lecture layout) labels fewer, but always 0 and a figure above it.
    const double labelHeight = QFontMetricsF(plot_->yAxis->tickLabelFont()).height();
    const int intervals = std::max(1, static_cast<int>(rect->height() / (kTickSpacing * labelHeight)));
    const double wanted = std::max(1.0, plot_->yAxis->range().upper / intervals);
    double step = 1.0;
    for (double decade = 1.0; step < wanted; decade *= 10.0) {
        for (const double factor : {1.0, 2.0, 5.0}) {
            step = factor * decade;
            if (step >= wanted)
                break;
        }
    }
    if (step != yTicker_->tickStep()) {
        yTicker_->setTickStep(step);
        plot_->replot(QCustomPlot::rpQueuedReplot); // this drawing has its ticks already
    }
    // The current windows' labels by their dots, pushed apart where two would overlap, left of
    // the dot unless it is too near the left edge (at 0 s).
    std::vector<std::pair<double, QCPItemText*>> places;
    for (const NowLabel& label : nowLabels_)
        places.emplace_back(plot_->yAxis->coordToPixel(label.window), label.text);
    std::sort(places.begin(), places.end(),
              [](const auto& a, const auto& b) { return a.first > b.first; }); // bottom first
    const double now =
        controller_->hasRun() ? static_cast<double>(controller_->run().timeMs()) / 1000.0 : 0.0;
    const double x = plot_->xAxis->coordToPixel(now);
    const double lineHeight = QFontMetricsF(scaled(plot_->font(), kWindowLabelScale)).height();
    double previous = std::numeric_limits<double>::infinity();
    for (auto& [y, text] : places) {
        y = std::min(y, previous - lineHeight);
        previous = y;
        const bool right = x - rect->left() < 3.0 * lineHeight;
        text->setPositionAlignment((right ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
        text->position->setCoords(right ? x + 8.0 : x - 8.0, y);
    }
}

// The view's font is the window's (the zoom); its table and plot take it (compact, a little
// smaller), at least kLeastViewPoints, and the plot's parts (set one by one in QCustomPlot) follow.
void DestinationsView::applyFonts() {
    splitter_->setFont(viewFont(font(), compact_ ? kCompactTableScale : 1.0));
    const QFont text = viewFont(font(), compact_ ? kCompactPlotScale : 1.0);
    setChartFont(plot_, text);
    // Icons as high as a line of the legend's text and a little more: the text is drawn from the
    // top of its item, which clips at its edge, and a lower icon cut the underscores of "fb_1"
    // and the descenders under the line.
    const QFontMetrics metrics(text);
    plot_->legend->setIconSize(plot_->legend->iconSize().width(), metrics.height() + metrics.descent());
    key_->setFont(scaled(text, kKeyScale));
}

void DestinationsView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        replot();
    if (event->type() == QEvent::FontChange) {
        if (compact_) {
            setCompact(true); // the fonts, and the table's rows and the plot's ticks at their height
        } else {
            applyFonts();
            replot(); // the labels in the new size
        }
    }
}

void DestinationsView::fit() {
    autoRange_ = true;
    replot();
}

std::vector<TimeInterval> DestinationsView::serverDown(int history) const {
    if (!controller_->hasRun() || history < 0)
        return {};
    const Run& run = controller_->run();
    const QueueHistory& h = run.recording().queueHistories()[static_cast<std::size_t>(history)];
    return run.config().nexthops()[static_cast<std::size_t>(h.nexthop)].downTimesUntil(run.timeMs());
}

std::vector<TimeInterval> DestinationsView::transportDead(int history) const {
    if (!controller_->hasRun() || history < 0)
        return {};
    const Run& run = controller_->run();
    const Recording& recording = run.recording();
    return TransportWaits::deadSpans(recording, retryEvents_,
                                     recording.queueHistories()[static_cast<std::size_t>(history)].transport,
                                     recording.eventsBefore(run.position()), run.timeMs());
}

} // namespace qmgrlab::ui
