// SPDX-License-Identifier: GPL-3.0-or-later
// SlotBandPlottable: drawing of the delivery-slot band, cell by cell when zoomed in, merged per
// pixel column when zoomed out.
#include "ui/timeline/SlotBandPlottable.h"

#include "ui/common/Hatching.h"
#include "ui/common/JobPalette.h"
#include "ui/timeline/PixelRunMerger.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace qmgrlab::ui {

namespace {

constexpr double kCellTop = 0.94;
constexpr double kCellBottom = 0.06;
constexpr double kMinCellPixels = 3.0; // below this, cells are merged per pixel column
constexpr double kSeparatorPixels = 7.0;
constexpr double kFailedStrip = 0.22; // part of a cell's height marking a failed delivery

int styleOf(int message, bool pale) {
    return message * 2 + (pale ? 1 : 0);
}

QColor styleColour(const Theme& theme, int style) {
    const int message = style / 2;
    return style % 2 != 0 ? theme.paleJob(message) : JobPalette::colour(message);
}

} // namespace

SlotBandPlottable::SlotBandPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : DrawnPlottable(keyAxis, valueAxis) {
    setAntialiasedFill(false);
}

void SlotBandPlottable::setModel(std::shared_ptr<const TimelineModel> model) {
    model_ = std::move(model);
}

QColor SlotBandPlottable::cellColour(int slot) const {
    if (!model_ || slot < 0 || slot >= model_->shownSlots())
        return {};
    return styleColour(theme(), styleOf(model_->slot(slot).message, !model_->dispatched(slot)));
}

int SlotBandPlottable::slotAt(double key) const {
    if (!model_)
        return -1;
    const int slot = static_cast<int>(std::floor(key - 0.5));
    return slot >= 0 && slot < model_->slotCount() ? slot : -1;
}

std::optional<QCPRange> SlotBandPlottable::keyRange() const {
    if (!model_ || model_->slotCount() == 0)
        return std::nullopt;
    return QCPRange(0.5, model_->slotCount() + 0.5);
}

std::optional<QCPRange> SlotBandPlottable::valueRange() const {
    return QCPRange(0.0, 1.0);
}

int SlotBandPlottable::heightForLabels() const {
    // Two pixels over: the plot's layout may round the band's height a pixel below its least.
    return static_cast<int>(std::ceil(QFontMetricsF(labelFont_).height() / (kCellTop - kCellBottom))) + 2;
}

std::pair<int, int> SlotBandPlottable::slotsInView() const {
    const QCPRange range = mKeyAxis->range();
    const int n = model_->shownSlots();
    return {std::clamp(static_cast<int>(std::floor(range.lower - 0.5)), 0, n),
            std::clamp(static_cast<int>(std::ceil(range.upper - 0.5)) + 1, 0, n)};
}

double SlotBandPlottable::cellPixels() const {
    return std::abs(mKeyAxis->coordToPixel(1.0) - mKeyAxis->coordToPixel(0.0));
}

std::map<int, QString> SlotBandPlottable::labelsInView(const QFontMetricsF& metrics) const {
    if (!model_ || model_->slotCount() == 0 || cellPixels() < kMinCellPixels)
        return {};
    // Cells too short for a line of the label font stay blank.
    if (metrics.height() >
        std::abs(mValueAxis->coordToPixel(kCellBottom) - mValueAxis->coordToPixel(kCellTop)))
        return {};
    const auto [first, last] = slotsInView();
    return cellLabels(first, last, cellPixels(), metrics);
}

bool SlotBandPlottable::idsCut() const {
    const std::map<int, QString> labels = labelsInView(QFontMetricsF(labelFont_));
    return std::any_of(labels.begin(), labels.end(),
                       [](const auto& entry) { return entry.second.endsWith(kCutMark); });
}

void SlotBandPlottable::draw(QCPPainter* painter) {
    drawn_.clear();
    labels_.clear();
    if (!model_ || model_->slotCount() == 0)
        return;
    const auto [first, last] = slotsInView();
    const double top = mValueAxis->coordToPixel(kCellTop);
    const double bottom = mValueAxis->coordToPixel(kCellBottom);

    painter->setAntialiasing(false);
    if (cellPixels() >= kMinCellPixels)
        drawCells(painter, first, last, top, bottom);
    else
        drawMerged(painter, first, last, top, bottom);
    std::sort(drawn_.begin(), drawn_.end());
    drawn_.erase(std::unique(drawn_.begin(), drawn_.end()), drawn_.end());

    // The current position: between the last dispatched slot and the next one.
    const double x = mKeyAxis->coordToPixel(model_->dispatchedSlots() + 0.5);
    painter->setAntialiasing(true);
    painter->setPen(QPen(theme().currentMark(), 3.0));
    painter->drawLine(QPointF(x, mValueAxis->coordToPixel(1.0)), QPointF(x, mValueAxis->coordToPixel(0.0)));
}

void SlotBandPlottable::drawCells(QCPPainter* painter, int first, int last, double top, double bottom) {
    painter->setFont(labelFont_);
    labels_ = labelsInView(QFontMetricsF(labelFont_, painter->device()));
    const bool separators = cellPixels() >= kSeparatorPixels;
    for (int i = first; i < last; ++i) {
        const double x0 = mKeyAxis->coordToPixel(i + 0.5);
        const double x1 = mKeyAxis->coordToPixel(i + 1.5);
        const QRectF cell(QPointF(std::min(x0, x1), top), QPointF(std::max(x0, x1), bottom));
        const int message = model_->slot(i).message;
        const bool pale = !model_->dispatched(i);
        drawn_.push_back(message);
        painter->setPen(separators ? QPen(theme().cellSeparator(), 1.0) : QPen(Qt::NoPen));
        painter->setBrush(styleColour(theme(), styleOf(message, pale)));
        painter->drawRect(cell);
        // A failed delivery, once it has completed at the current step: a hatched strip along the
        // cell's foot.
        if (!model_->slot(i).success && model_->completed(i)) {
            const double strip = cell.height() * kFailedStrip;
            paintHatching(*painter, QRectF(cell.left(), cell.bottom() - strip, cell.width(), strip),
                          theme().swatchOutline(), 5.0);
        }
        const auto label = labels_.find(message);
        if (label != labels_.end()) {
            painter->setPen(pale ? theme().chartFaintText() : JobPalette::textColour(message));
            painter->drawText(cell, Qt::AlignCenter, label->second);
        }
    }
}

// Every cell is as wide as the others, so each is labelled alike: the whole ids when they all
// fit, else the first n characters of each, n the most that fit and at least enough to tell the
// ids in view apart (a short form the legend's names begin with: never "wel…" beside "list", nor
// "list" labelled while "note", as wide, is not). An id longer than n ends its n characters in
// kCutMark, which the legend names: "welc…" does not read as a misspelt word.
std::map<int, QString> SlotBandPlottable::cellLabels(int first, int last, double width,
                                                     const QFontMetricsF& metrics) const {
    std::map<int, QString> ids;
    for (int i = first; i < last; ++i)
        ids.emplace(model_->slot(i).message, QString());
    qsizetype longest = 0;
    for (auto& [message, id] : ids) {
        id = model_->messageId(message);
        longest = std::max(longest, id.size());
    }
    const auto cut = [](const QString& id, qsizetype n) {
        return id.size() > n ? id.left(n) + kCutMark : id;
    };
    const auto fits = [&](qsizetype n) {
        return std::all_of(ids.begin(), ids.end(), [&](const auto& entry) {
            return metrics.horizontalAdvance(cut(entry.second, n)) + 4.0 <= width;
        });
    };
    const auto starts = [&](qsizetype n) {
        std::set<QString> distinct;
        for (const auto& entry : ids)
            distinct.insert(entry.second.left(n));
        return distinct.size();
    };
    const std::size_t whole = starts(longest);
    const auto distinct = [&](qsizetype n) { return starts(n) == whole; };
    for (qsizetype n = longest; n >= 1 && distinct(n); --n) {
        if (fits(n)) {
            for (auto& entry : ids)
                entry.second = cut(entry.second, n);
            return ids;
        }
    }
    return {};
}

void SlotBandPlottable::drawMerged(QCPPainter* painter, int first, int last, double top, double bottom) {
    painter->setPen(Qt::NoPen);
    PixelRunMerger merger([&](double x0, double x1, int style) {
        painter->setBrush(styleColour(theme(), style));
        painter->drawRect(QRectF(QPointF(x0, top), QPointF(x1, bottom)));
        drawn_.push_back(style / 2);
    });
    if (first >= last)
        return;
    // Walk the runs overlapping [first, last) left to right, splitting each at the cut.
    const auto& runs = model_->runs();
    const int cut = model_->dispatchedSlots();
    auto addSlots = [&](int a, int b, int message) {
        if (a < b)
            merger.add(mKeyAxis->coordToPixel(a + 0.5), mKeyAxis->coordToPixel(b + 0.5),
                       styleOf(message, a >= cut));
    };
    for (std::size_t r = model_->runOf(first); r < runs.size() && runs[r].first < last; ++r) {
        const int a = std::max(runs[r].first, first);
        const int b = std::min(r + 1 < runs.size() ? runs[r + 1].first : model_->slotCount(), last);
        const int split = std::clamp(cut, a, b);
        addSlots(a, split, runs[r].message);
        addSlots(split, b, runs[r].message);
    }
    merger.finish();
}

} // namespace qmgrlab::ui
