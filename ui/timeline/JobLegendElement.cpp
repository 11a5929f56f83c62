// SPDX-License-Identifier: GPL-3.0-or-later
// JobLegendElement: legend layout (flowing rows, capped) and drawing.
#include "ui/timeline/JobLegendElement.h"

#include "ui/common/Hatching.h"
#include "ui/common/JobPalette.h"
#include "ui/common/Theme.h"
#include "ui/timeline/SlotBandPlottable.h"

#include <algorithm>
#include <cmath>

namespace qmgrlab::ui {

namespace {

constexpr int kMaxRows = 3;
constexpr double kSwatchLines = 0.9; // a swatch's side in lines of the font
constexpr double kGapLines = 0.9;    // space between items in lines of the font
// The space around the rows in pixels, and compact over and under them.
const QMargins kJobLegendMargins(8, 4, 8, 4);
const QMargins kCompactJobLegendMargins(8, 1, 8, 1);

} // namespace

JobLegendElement::JobLegendElement(QCustomPlot* plot) : QCPLayoutElement(plot) {
    setMargins(kJobLegendMargins);
}

void JobLegendElement::setCompact(bool compact) {
    keyShown_ = !compact;
    setMargins(compact ? kCompactJobLegendMargins : kJobLegendMargins);
}

double JobLegendElement::swatchSize() const {
    return QFontMetricsF(font_).height() * kSwatchLines;
}

double JobLegendElement::rowHeight() const {
    return QFontMetricsF(font_).height() * 1.4;
}

// Up to kMaxRows, as many as the plot's height leaves over the minimum heights of the elements
// below (a short plot keeps its band and lanes; the legend then ends in "+N more jobs").
int JobLegendElement::maxRows() const {
    int room = mParentPlot->viewport().height() - mMargins.top() - mMargins.bottom();
    for (const QCPLayoutElement* element : below_)
        room -= element->minimumOuterSizeHint().height() + element->minimumSize().height();
    return std::clamp(static_cast<int>(room / rowHeight()), 1, kMaxRows);
}

// The note's room on the first row (its text and two swatches' width before it), or 0 without one.
double JobLegendElement::noteRoom() const {
    return note_.isEmpty() ? 0.0 : 2.0 * swatchSize() + QFontMetricsF(font_).horizontalAdvance(note_);
}

// The rows the items take without the note; with it, the same rows, the first narrower by the
// note's room: jobs that no longer fit go into "+N more jobs" rather than a row more, so that
// the legend keeps its height whether lanes are out of view or not. A note wider than a whole
// row leaves the items as they are (the lanes tag it).
// A job's colour with its whole id says more than the name of the band's cut mark: where naming
// the mark would fold jobs into "+N more jobs", it goes unnamed if that places more jobs.
std::vector<JobLegendElement::Item> JobLegendElement::layout(double width, int* rows) const {
    int used = 1;
    std::vector<Item> placed = layoutRows(width, maxRows(), 0.0, true, &used);
    const double note = noteRoom();
    const double noteWidth = note > 0.0 && note <= width ? note : 0.0;
    if (noteWidth > 0.0)
        placed = layoutRows(width, used, noteWidth, true, nullptr);
    const auto jobsPlaced = [](const std::vector<Item>& items) {
        return std::count_if(items.begin(), items.end(),
                             [](const Item& item) { return item.swatch == Swatch::Job; });
    };
    const auto has = [](const std::vector<Item>& items, Swatch swatch) {
        return std::any_of(items.begin(), items.end(),
                           [swatch](const Item& item) { return item.swatch == swatch; });
    };
    if (has(placed, Swatch::Cut) && has(placed, Swatch::More)) {
        std::vector<Item> unnamed = layoutRows(width, used, noteWidth, false, nullptr);
        if (jobsPlaced(unnamed) > jobsPlaced(placed))
            placed = std::move(unnamed);
    }
    if (rows)
        *rows = used;
    return placed;
}

std::vector<JobLegendElement::Item> JobLegendElement::layoutRows(double width, int rowCap, double noteWidth,
                                                                 bool cutNamed, int* rows) const {
    // What the marks mean first, so they stay when the jobs do not all fit; with one row only
    // (a short plot) the row is the jobs' and the key is left to the plot's tooltip.
    std::vector<Item> items;
    if (keyShown_ && maxRows() > 1) {
        items.push_back({Swatch::Current, -1, tr("current position"), {}});
        if (!model_ || !model_->hideFuture())
            items.push_back({Swatch::NotDispatched, -1, tr("not dispatched yet"), {}});
        items.push_back({Swatch::Failed, -1, tr("failed delivery (deferred)"), {}});
        // Contract v2 marks, only when this transport's run has them.
        if (model_ && model_->hasDeferredOutcomes())
            items.push_back({Swatch::Deferred, -1, tr("recipients deferred by the server"), {}});
        if (model_ && model_->hasBouncedOutcomes())
            items.push_back({Swatch::Bounced, -1, tr("recipients bounced"), {}});
        if (model_ && model_->hasWaits())
            items.push_back({Swatch::Wait, -1, tr("rate delay wait"), {}});
        if (model_ && model_->hasDeadTime())
            items.push_back({Swatch::TransportDead, -1, tr("transport dead"), {}});
    }
    // The band's mark of an id cut short, named before the jobs whose whole ids follow (with the
    // key hidden too: the lecture's timeline cuts them).
    if (cutNamed && band_ != nullptr && band_->idsCut())
        items.push_back({Swatch::Cut, -1, tr("job id cut short"), {}});
    // The jobs follow the key; their texts are only made for the items placed (a whole run of
    // 30,000 slots may have ten thousand jobs, and three rows hold a few dozen).
    static const std::vector<std::pair<int, int>> kNoJobs;
    const std::vector<std::pair<int, int>>* jobs = &kNoJobs;
    if (model_ && band_ != nullptr) {
        // The slots whose cells overlap the visible key range (slot i spans [i + 0.5, i + 1.5)).
        const QCPRange range = band_->keyAxis()->range();
        const int first = static_cast<int>(std::floor(range.lower - 0.5));
        const int last = std::min(static_cast<int>(std::ceil(range.upper - 0.5)) + 1, model_->shownSlots());
        jobs = &slotCounts(first, last);
    }
    const std::size_t keys = items.size();
    const std::size_t total = keys + jobs->size();
    auto itemAt = [&](std::size_t i) {
        if (i < keys)
            return items[i];
        const auto& [message, count] = (*jobs)[i - keys];
        return Item{Swatch::Job, message, tr("%1 \u00d7%2").arg(model_->messageId(message)).arg(count), {}};
    };

    const QFontMetricsF metrics(font_);
    const double height = rowHeight();
    const double side = swatchSize();
    const double gap = QFontMetricsF(font_).height() * kGapLines;
    auto itemWidth = [&](const Item& item) { return side + 5.0 + metrics.horizontalAdvance(item.text); };
    const auto rowWidth = [&](int row) { return row == 0 ? width - noteWidth : width; };
    std::vector<Item> placed;
    double x = 0.0;
    int row = 0;
    for (std::size_t i = 0; i < total; ++i) {
        Item item = itemAt(i);
        const double w = itemWidth(item);
        if (x > 0.0 && x + w > rowWidth(row)) {
            if (row + 1 < rowCap) {
                ++row;
                x = 0.0;
            } else {
                // Out of rows: the jobs left over collapse into "+N more", making room for it on
                // the last row, from the jobs placed there or else from the key (as a short plot's
                // one row leaves the key to the tooltip), never past the row's end.
                auto hidden = static_cast<int>(total - i);
                Item more{Swatch::More, -1, QString(), {}};
                for (;;) {
                    more.text = tr("+%1 more jobs").arg(hidden);
                    const bool onRow = !placed.empty() && placed.back().rect.top() >= row * height;
                    x = onRow ? placed.back().rect.right() + gap : 0.0;
                    if (!onRow || x + itemWidth(more) <= rowWidth(row))
                        break;
                    hidden += placed.back().swatch == Swatch::Job ? 1 : 0;
                    placed.pop_back();
                }
                more.rect = QRectF(x, row * height, itemWidth(more), height);
                placed.push_back(more);
                break;
            }
        }
        item.rect = QRectF(x, row * height, w, height);
        placed.push_back(item);
        x += w + gap;
    }
    if (rows)
        *rows = row + 1;
    return placed;
}

const std::vector<std::pair<int, int>>& JobLegendElement::slotCounts(int first, int last) const {
    if (countsModel_.lock() != model_ || first != countsFirst_ || last != countsLast_) {
        counts_ = model_->slotCounts(first, last);
        countsModel_ = model_;
        countsFirst_ = first;
        countsLast_ = last;
    }
    return counts_;
}

QSize JobLegendElement::minimumOuterSizeHint() const {
    int rows = 1;
    layout(mParentPlot->viewport().width() - mMargins.left() - mMargins.right(), &rows);
    return QSize(0, static_cast<int>(rows * rowHeight()) + mMargins.top() + mMargins.bottom());
}

QSize JobLegendElement::maximumOuterSizeHint() const {
    return QSize(QWIDGETSIZE_MAX, minimumOuterSizeHint().height());
}

std::vector<std::pair<int, QString>> JobLegendElement::jobItems() const {
    std::vector<std::pair<int, QString>> jobs;
    for (const Item& item : layout(rect().width(), nullptr)) {
        if (item.swatch == Swatch::Job)
            jobs.emplace_back(item.message, item.text);
    }
    return jobs;
}

bool JobLegendElement::noteShown() const {
    if (note_.isEmpty())
        return false;
    double end = 0.0; // where the first row's items end
    for (const Item& item : layout(rect().width(), nullptr)) {
        if (item.rect.top() < rowHeight() / 2)
            end = std::max(end, item.rect.right());
    }
    return end + noteRoom() <= rect().width();
}

QRectF JobLegendElement::drawnRect() const {
    const QRect area = rect();
    QRectF drawn;
    for (const Item& item : layout(area.width(), nullptr))
        drawn |= item.rect.translated(area.topLeft());
    if (noteShown())
        drawn |= QRectF(area.left(), area.top(), area.width(), rowHeight());
    return drawn;
}

void JobLegendElement::draw(QCPPainter* painter) {
    const double side = swatchSize();
    painter->setFont(font_);
    painter->setAntialiasing(true);
    const QRect area = rect();
    const Theme& theme = Theme::of(mParentPlot->palette());
    for (const Item& item : layout(area.width(), nullptr)) {
        const QRectF r = item.rect.translated(area.topLeft());
        const QRectF swatch(r.left(), r.center().y() - side / 2, side, side);
        painter->setPen(QPen(theme.chartAxis(), 1.0));
        switch (item.swatch) {
        case Swatch::Job:
            painter->setBrush(JobPalette::colour(item.message));
            painter->drawRect(swatch);
            break;
        case Swatch::NotDispatched:
            painter->setBrush(theme.paleJob(0));
            painter->drawRect(swatch);
            break;
        case Swatch::Failed:
            painter->setBrush(theme.failureSwatch());
            painter->drawRect(swatch);
            paintHatching(*painter, swatch, theme.swatchOutline(), 4.0);
            painter->setPen(QPen(theme.swatchOutline(), 2.0));
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(swatch);
            break;
        case Swatch::Current:
            painter->fillRect(QRectF(swatch.center().x() - 1.5, swatch.top(), 3.0, swatch.height()),
                              theme.currentMark());
            break;
        case Swatch::More:
            break;
        case Swatch::Deferred:
            painter->setBrush(theme.deferredOutcome());
            painter->drawRect(swatch);
            paintHatching(*painter, swatch, QColor(0, 0, 0, 200), 4.0);
            break;
        case Swatch::Bounced:
            painter->setBrush(theme.bouncedOutcome());
            painter->drawRect(swatch);
            break;
        case Swatch::Wait:
            painter->setPen(QPen(theme.waitMark(), 2.0, Qt::DashLine, Qt::FlatCap));
            painter->drawLine(QPointF(swatch.left(), swatch.center().y()),
                              QPointF(swatch.right(), swatch.center().y()));
            break;
        case Swatch::TransportDead:
            painter->setBrush(theme.transportDeadFill());
            painter->drawRect(swatch);
            break;
        case Swatch::Cut:
            painter->setPen(theme.chartText());
            painter->drawText(swatch, Qt::AlignCenter, QString(SlotBandPlottable::kCutMark));
            break;
        }
        painter->setPen(theme.chartText());
        const QRectF text(swatch.right() + 5.0, r.top(), r.width() - side - 5.0, r.height());
        painter->drawText(text, Qt::AlignLeft | Qt::AlignVCenter, item.text);
    }
    if (noteShown()) {
        painter->setPen(Theme::of(mParentPlot->palette()).chartText());
        painter->drawText(QRectF(area.left(), area.top(), area.width(), rowHeight()),
                          Qt::AlignRight | Qt::AlignVCenter, note_);
    }
}

} // namespace qmgrlab::ui
