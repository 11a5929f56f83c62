// SPDX-License-Identifier: GPL-3.0-or-later
// FeedbackView: the step's FeedbackDecision records in words, window cells, the count's gauge and
// the failed pseudo-cohorts' bar, painted.
#include "ui/concepts/FeedbackView.h"

#include "core/common/Saturating.h"
#include "core/run/Run.h"
#include "ui/SimulationController.h"
#include "ui/common/FitText.h"
#include "ui/common/Hatching.h"
#include "ui/common/JobPalette.h"
#include "ui/common/Theme.h"
#include "ui/narration/Narrator.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStringList>
#include <algorithm>
#include <cmath>

namespace qmgrlab::ui {

namespace {

// The forms the feedback is drawn in, roomiest first: the space between its parts, a window
// cell's side and a row of the count's gauge in lines of its text, the text's size against the
// window's font (the first at the concept views' size), and the window's words and cells beside
// the title. A dock too short for the first (under a long lesson note at 1280x720) gets the first
// form it holds whole, the text kept at its size while a tighter arrangement is enough; the last
// is the least height the view asks for.
constexpr FeedbackView::Form kFeedbackForms[] = {{0.35, 0.9, 0.75, ConceptView::kBodyScale, false},
                                                 {0.2, 0.75, 0.6, 0.8, false},
                                                 {0.2, 0.75, 0.6, 0.8, true},
                                                 {0.08, 0.6, 0.45, 0.68, true}};
constexpr double kLeastCellEms = 0.3;
// The gauge's rows at least this many lines apart: the labels beside them do not meet.
constexpr double kLeastRowPitchEms = 0.9;
// A window drawn cell by cell up to this many cells; a larger one in words only.
constexpr int kMostCells = 40;

bool dead(const FeedbackDecision& f) {
    return !f.positive && f.window == 0;
}

// The gauge's rows: the count after the amount, then after each turn of the hysteresis loop.
double rowValue(const FeedbackDecision& f, int row) {
    const double sum = f.positive ? f.countBefore + f.amount : f.countBefore - f.amount;
    return f.positive ? sum - row : sum + row;
}

// The end of a row's hysteresis: the count with half a feedback step, against 1 (0).
double rowReach(const FeedbackDecision& f, int row) {
    return rowValue(f, row) + (f.positive ? f.amount / 2 : -f.amount / 2);
}

bool hasGauge(const FeedbackDecision& f) {
    return !f.held && !dead(f);
}

} // namespace

FeedbackView::FeedbackView(SimulationController* controller, QWidget* parent)
    : ConceptView(controller, kLeastWidthEms, parent) {
    refresh();
}

void FeedbackView::readPosition() {
    step_ = controller()->hasRun() ? controller()->position() : 0;
    // The step's feedback, else the latest before it: the window's story stays in view between
    // deliveries.
    shownStep_ = controller()->hasRun() ? controller()->run().recording().lastFeedbackPosition(step_) : 0;
}

void FeedbackView::retranslate() {
    setAccessibleName(tr("Concurrency feedback"));
    setToolTip(tr("The concurrency feedback of a destination's window after a delivery, with the "
                  "numbers the narration states"));
    cards_.clear();
    if (shownStep_ == 0) {
        heading_ =
            tr("No concurrency feedback to show yet. After a delivery, this view draws the destination's "
               "window before and after, the success or failure count against half a feedback "
               "step of hysteresis, and after a failure the failed pseudo-cohorts summed against "
               "the limit that declares the destination dead.");
        return;
    }
    const Run& run = controller()->run();
    const Narrator narrator(run);
    heading_ = shownStep_ == step_
                   ? QString()
                   : tr("Step %1 has no concurrency feedback. The latest concurrency feedback, at step %2:")
                         .arg(step_)
                         .arg(shownStep_);
    for (const FeedbackDecision* told : narrator.toldFeedbacks(shownStep_ - 1)) {
        const FeedbackDecision& f = *told;
        Card card;
        card.feedback = f;
        const QString queue = narrator.queueName(f.queue);
        const QString transport = narrator.transportName(f.transport);
        const QString window = Narrator::integer(f.window);
        const QString oldWindow = Narrator::integer(f.oldWindow);
        if (f.held) {
            card.title =
                tr("Step %1: no positive feedback to %2 on %3").arg(shownStep_).arg(queue, transport);
            card.window = tr("Window stays %1").arg(window);
            card.held =
                f.concurrencyLimit > 0 && f.window >= f.concurrencyLimit
                    ? tr("At the concurrency limit %1 (%2_destination_concurrency_limit): the window "
                         "grows no further.")
                          .arg(Narrator::integer(f.concurrencyLimit), transport)
                    : tr("Not in use: Postfix raises a window only below the deliveries in progress "
                         "(this one included) plus the initial concurrency, and %1 ≥ %2 + %3 = %4.")
                          .arg(window, Narrator::integer(f.busy), Narrator::integer(f.initialConcurrency),
                               Narrator::integer(f.busy + f.initialConcurrency));
            cards_.push_back(card);
            continue;
        }
        if (!f.positive && f.failedCohortLimit > 0) {
            card.cohortWindows = run.recording().failedCohortWindows(f);
            const QString terms = narrator.cohortTerms(f);
            const QString limit = Narrator::integer(f.failedCohortLimit);
            card.cohorts = dead(f)
                               ? tr("Failed pseudo-cohorts: %1 %2 ≥ the limit %3 "
                                    "(%4_destination_concurrency_failed_cohort_limit): dead.")
                                     .arg(terms, Narrator::approximately(f.failCohorts), limit, transport)
                               : tr("Failed pseudo-cohorts so far: %1 %2, below the limit %3 "
                                    "(%4_destination_concurrency_failed_cohort_limit).")
                                     .arg(terms, Narrator::approximately(f.failCohorts), limit, transport);
        }
        if (dead(f)) {
            card.title = tr("Step %1: %2 declares %3 dead").arg(shownStep_).arg(transport, queue);
            card.window = tr("Window %1 → 0: dead").arg(oldWindow);
            card.revival = narrator.deadUntil(run.recording().events()[f.event].untilMs);
            cards_.push_back(card);
            continue;
        }
        card.title = (f.positive ? tr("Step %1: positive feedback to %2 on %3")
                                 : tr("Step %1: negative feedback to %2 on %3"))
                         .arg(shownStep_)
                         .arg(queue, transport);
        card.window = f.window == f.oldWindow ? tr("Window stays %1").arg(window)
                                              : tr("Window %1 → %2").arg(oldWindow, window);
        card.count = (f.positive ? tr("Positive feedback at window %1: %2. Success count: %3 + %2 %4")
                                 : tr("Negative feedback at window %1: %2. Failure count: %3 − %2 %4"))
                         .arg(oldWindow, Narrator::number(f.amount), Narrator::signedNumber(f.countBefore),
                              Narrator::approximately(rowValue(f, 0)));
        card.loop = tr("Half a feedback step of hysteresis: %1.").arg(Narrator::hysteresisLoop(f));
        if (f.capped)
            card.loop +=
                QLatin1Char(' ') +
                tr("The window stops at the concurrency limit %1 (%2_destination_concurrency_limit).")
                    .arg(window, transport);
        if (!f.positive && f.window == 1 && f.oldWindow - f.steps < 1)
            card.loop += QLatin1Char(' ') + Narrator::tr("A window never goes below 1.");
        if (f.positive && f.steps > 0 && f.window == f.oldWindow)
            card.loop += QLatin1Char(' ') + Narrator::tr("A window never goes above %1.").arg(window);
        cards_.push_back(card);
    }
}

QSize FeedbackView::sizeHint() const {
    // The roomiest form at the width it has (the lecture layout's wish for it).
    return {static_cast<int>(leastWidth() * 1.6),
            formHeight(kFeedbackForms[0], std::max(width(), leastWidth()))};
}

int FeedbackView::heightForWidth(int width) const {
    return formHeight(std::end(kFeedbackForms)[-1], width);
}

int FeedbackView::formHeight(const Form& form, int width) const {
    return static_cast<int>(std::ceil(layOut(form, width, nullptr)));
}

const FeedbackView::Form& FeedbackView::shownForm() const {
    for (const Form& form : kFeedbackForms) {
        if (formHeight(form, width()) <= height())
            return form;
    }
    return std::end(kFeedbackForms)[-1];
}

double FeedbackView::firstGaugeBottom() const {
    double bottom = -1;
    layOut(shownForm(), width(), nullptr, &bottom);
    return bottom;
}

void FeedbackView::paint(QPainter& painter, const QRect&) const {
    layOut(shownForm(), width(), &painter);
}

double FeedbackView::layOut(const Form& form, double width, QPainter* painter, double* gaugeBottom) const {
    const Theme& theme = Theme::of(palette());
    const QFont body = bodyFont(form.scale);
    const QFont bold = scaledFont(body, 1.0, true);
    const QFontMetricsF metrics(body);
    const double em = metrics.height();
    const double pad = em * form.pad;
    const double left = pad;
    const double inner = std::max(1.0, width - 2 * pad);
    double y = pad;
    const auto text = [&](const QString& words, const QFont& font, const QColor& colour) {
        if (words.isEmpty())
            return;
        const double h = textHeight(words, font, inner);
        if (painter != nullptr) {
            painter->setFont(font);
            painter->setPen(colour);
            painter->drawText(QRectF(left, y, inner, h), Qt::TextWordWrap, words);
        }
        y += h + pad;
    };
    text(heading_, shownStep_ == 0 ? bold : body, theme.cardFaintText());
    const QColor faint = JobPalette::blend(theme.accent(), theme.cardFill(), 0.55);
    for (std::size_t c = 0; c < cards_.size(); ++c) {
        const Card& card = cards_[c];
        const FeedbackDecision& f = card.feedback;
        if (c > 0 && painter != nullptr) {
            painter->setPen(QPen(theme.cardOutline(), 1.0));
            painter->drawLine(QPointF(left, y - pad / 2), QPointF(left + inner, y - pad / 2));
        }
        // The window as cells: those kept, those the feedback added or took, or (held) the
        // deliveries in progress among them.
        const int cells = std::max(f.oldWindow, f.window) <= kMostCells ? std::max(f.oldWindow, f.window) : 0;
        const double gap = em * 0.15;
        const double side = cells > 0 ? std::min(em * form.cell, (inner + gap) / cells - gap) : 0;
        const bool drawnCells = cells > 0 && side >= em * kLeastCellEms;
        const double cellsWidth = drawnCells ? cells * (side + gap) - gap : 0;
        const QColor windowColour = dead(f) ? theme.attention() : theme.cardText();
        // In a form beside: the window's words on the title's line where both fit, else under
        // it; the cells after the words where they fit on their line, else under them.
        const QFontMetricsF boldMetrics(bold);
        const double space = em * 0.6;
        const double titleWidth = boldMetrics.horizontalAdvance(card.title);
        const double windowWidth = boldMetrics.horizontalAdvance(card.window);
        const bool windowBeside = form.beside && titleWidth + space + windowWidth <= inner;
        const double windowX = windowBeside ? left + titleWidth + space : left;
        const bool cellsBeside =
            form.beside && drawnCells && windowX + windowWidth + space + cellsWidth <= left + inner;
        double cellsTop = y;
        if (windowBeside || cellsBeside) {
            const double line = boldMetrics.height();
            if (!windowBeside)
                text(card.title, bold, theme.cardText());
            if (painter != nullptr) {
                painter->setFont(bold);
                if (windowBeside) {
                    // A dot between the title and the window's words.
                    painter->setPen(theme.cardFaintText());
                    painter->drawText(QRectF(left + titleWidth, y, space, line), Qt::AlignCenter,
                                      QStringLiteral("·"));
                    painter->setPen(theme.cardText());
                    painter->drawText(QRectF(left, y, titleWidth, line), Qt::AlignLeft | Qt::TextDontClip,
                                      card.title);
                }
                painter->setPen(windowColour);
                painter->drawText(QRectF(windowX, y, windowWidth, line), Qt::AlignLeft | Qt::TextDontClip,
                                  card.window);
            }
            cellsTop = cellsBeside ? y + (line - side) / 2 : y + line + pad;
            y += line + pad;
        } else {
            text(card.title, bold, theme.cardText());
            text(card.window, bold, windowColour);
            cellsTop = y;
        }
        if (drawnCells) {
            const double cellsLeft = cellsBeside ? windowX + windowWidth + space : left;
            for (int i = 0; i < cells && painter != nullptr; ++i) {
                const QRectF cell(cellsLeft + i * (side + gap), cellsTop, side, side);
                const bool kept = i < std::min(f.oldWindow, f.window);
                painter->setPen(QPen(theme.cardOutline(), 1.0));
                if (f.held) {
                    painter->setBrush(i < f.busy ? theme.accent() : theme.cardFill());
                } else if (kept) {
                    painter->setBrush(theme.accent());
                } else if (f.window > f.oldWindow) {
                    painter->setBrush(theme.attention()); // added
                } else {
                    painter->setBrush(dead(f) ? theme.deadFill() : theme.cardFill()); // taken
                }
                painter->drawRect(cell);
                if (!f.held && !kept && f.window < f.oldWindow) {
                    painter->setPen(QPen(theme.attention(), std::max(1.5, em * 0.08)));
                    painter->drawLine(cell.topLeft(), cell.bottomRight());
                    painter->drawLine(cell.topRight(), cell.bottomLeft());
                }
            }
            if (!cellsBeside)
                y = cellsTop + side + pad;
        }
        text(card.held, body, theme.cardText());
        text(card.count, body, theme.cardText());

        // The gauge: each turn of the hysteresis loop a row, the count (after the amount, then
        // after each window step) and half a feedback step beyond it, against the window's step
        // (1 for a success count, 0 for a failure count).
        if (hasGauge(f)) {
            const int rows = f.steps + 1;
            double lo = std::min(0.0, f.countBefore);
            double hi = std::max(1.0, f.countBefore);
            for (int r = 0; r < rows; ++r) {
                lo = std::min({lo, rowValue(f, r), rowReach(f, r)});
                hi = std::max({hi, rowValue(f, r), rowReach(f, r)});
            }
            lo = std::floor(lo);
            hi = std::ceil(hi);
            QStringList labels;
            for (int r = 0, w = f.oldWindow; r < rows; ++r) {
                addSaturating(w, f.positive ? 1 : -1);
                labels << (r < f.steps ? tr("window %1").arg(Narrator::integer(w)) : tr("stop"));
            }
            double labelWidth = 0;
            for (const QString& label : labels)
                labelWidth = std::max(labelWidth, metrics.horizontalAdvance(label));
            const double scaleWidth = std::max(em, inner - labelWidth - em * 0.4);
            const auto x = [&](double value) { return left + (value - lo) / (hi - lo) * scaleWidth; };
            const double row = em * form.row;
            const double pitch = std::max(row + pad / 2, em * kLeastRowPitchEms);
            const double top = y;
            const double threshold = f.positive ? 1.0 : 0.0;
            for (int r = 0; r < rows && painter != nullptr; ++r) {
                const double ry = top + r * pitch;
                const double from = r == 0 ? f.countBefore : rowValue(f, r - 1);
                const double value = rowValue(f, r);
                // The amount (row 0) or the step given to the window (1 off the count, on for a failure).
                painter->setPen(Qt::NoPen);
                painter->setBrush(r == 0 ? theme.accent() : faint);
                painter->drawRect(QRectF(std::min(x(from), x(value)), ry, std::abs(x(value) - x(from)), row));
                const QRectF half(std::min(x(value), x(rowReach(f, r))), ry,
                                  std::abs(x(rowReach(f, r)) - x(value)), row);
                painter->setPen(QPen(theme.cardOutline(), 1.0));
                painter->setBrush(Qt::NoBrush);
                painter->drawRect(half);
                paintHatching(*painter, half, theme.cardOutline(), em * 0.3);
                painter->setPen(QPen(theme.cardText(), std::max(2.0, em * 0.1)));
                painter->drawLine(QPointF(x(value), ry), QPointF(x(value), ry + row));
                painter->setFont(body);
                painter->setPen(r < f.steps ? theme.attention() : theme.cardFaintText());
                painter->drawText(QRectF(left + scaleWidth + em * 0.4, ry - (em - row) / 2, labelWidth, em),
                                  Qt::AlignLeft | Qt::AlignVCenter, labels[r]);
            }
            y = top + rows * pitch;
            if (painter != nullptr) {
                // The scale under the rows, its whole numbers; the window's step across them.
                painter->setPen(QPen(theme.chartAxis(), 1.0));
                painter->drawLine(QPointF(x(lo), y), QPointF(x(hi), y));
                painter->setFont(body);
                for (int v = static_cast<int>(lo); v <= static_cast<int>(hi); ++v) {
                    painter->setPen(QPen(theme.chartAxis(), 1.0));
                    painter->drawLine(QPointF(x(v), y), QPointF(x(v), y + pad));
                    const QString label = Narrator::signedNumber(v);
                    const double w = metrics.horizontalAdvance(label);
                    painter->setPen(theme.cardFaintText());
                    painter->drawText(
                        QRectF(std::max(left, std::min(x(v) - w / 2, left + scaleWidth - w)), y + pad, w, em),
                        Qt::AlignCenter, label);
                }
                painter->setPen(QPen(theme.attention(), std::max(2.0, em * 0.12)));
                painter->drawLine(QPointF(x(threshold), top - pad / 2), QPointF(x(threshold), y + pad));
            }
            y += pad + em + pad;
            if (gaugeBottom != nullptr && *gaugeBottom < 0)
                *gaugeBottom = y;
        }
        text(card.loop, body, theme.cardText());

        // The failed pseudo-cohorts, one segment 1/window each, against the limit.
        if (!card.cohortWindows.empty()) {
            const double most = std::max(double(f.failedCohortLimit), f.failCohorts);
            const double scale = inner / (most * 1.05);
            const double bar = em * form.cell;
            double at = left;
            for (std::size_t i = 0; i < card.cohortWindows.size() && painter != nullptr; ++i) {
                const double w = scale / card.cohortWindows[i];
                const QRectF segment(at, y, w, bar);
                const bool last = i + 1 == card.cohortWindows.size();
                painter->setPen(QPen(theme.cardOutline(), 1.0));
                painter->setBrush(last ? (dead(f) ? theme.attention() : theme.deadFill()) : theme.deadFill());
                painter->drawRect(segment);
                const QString label = QStringLiteral("1/%1").arg(card.cohortWindows[i]);
                if (metrics.horizontalAdvance(label) + em * 0.2 <= w) {
                    painter->setFont(body);
                    painter->setPen(theme.cardText());
                    painter->drawText(segment, Qt::AlignCenter, label);
                }
                at += w;
            }
            if (painter != nullptr) {
                const double limitX = left + f.failedCohortLimit * scale;
                painter->setPen(QPen(theme.cardText(), std::max(2.0, em * 0.12)));
                painter->drawLine(QPointF(limitX, y - pad / 2), QPointF(limitX, y + bar + pad / 2));
            }
            y += bar + pad;
            text(card.cohorts, dead(f) ? bold : body, dead(f) ? theme.attention() : theme.cardText());
        }
        text(card.revival, body, theme.cardText());
        y += pad;
    }
    return y;
}

} // namespace qmgrlab::ui
