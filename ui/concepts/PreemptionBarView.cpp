// SPDX-License-Identifier: GPL-3.0-or-later
// PreemptionBarView: the step's PreemptionTest in words and two bars, painted.
#include "ui/concepts/PreemptionBarView.h"

#include "core/run/Run.h"
#include "ui/SimulationController.h"
#include "ui/common/FitText.h"
#include "ui/common/Hatching.h"
#include "ui/common/JobPalette.h"
#include "ui/common/SlotUnits.h"
#include "ui/common/Theme.h"
#include "ui/narration/Narrator.h"

#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace qmgrlab::ui {

namespace {

// The forms the test is drawn in, roomiest first: the space between its parts and a bar's height in
// lines of its text, and the text's size against the window's font (a dock beside the narration,
// read with it; the first at the concept views' size, in which their least width is measured). A
// dock too short for the first (under a long lesson note at 1280x720) gets the first form it holds
// whole; the last is the least height the view asks for.
constexpr PreemptionBarView::Form kForms[] = {
    {0.35, 1.1, ConceptView::kBodyScale}, {0.2, 0.8, 0.8}, {0.08, 0.45, 0.68}};
// A bar names itself ("credit", "price") in a font its height holds, down to this share of the text's.
constexpr double kLeastNameScale = 0.75;
// Slots the scale shows one tick each up to; beyond, the ticks would merge.
constexpr int kMostTicks = 40;

QFont boldOf(QFont font) {
    font.setBold(true);
    return font;
}

} // namespace

QString PreemptionBarView::counted(int n, const char* one, const char* many) {
    return tr(n == 1 ? one : many, nullptr, n);
}

PreemptionBarView::PreemptionBarView(SimulationController* controller, QWidget* parent)
    : ConceptView(controller, kLeastWidthEms, parent) {
    refresh();
}

void PreemptionBarView::readPosition() {
    test_.reset();
    unweighed_.reset();
    tooBig_ = false;
    step_ = controller()->hasRun() ? controller()->position() : 0;
    if (step_ > 0) {
        test_ = PreemptionTest::ofStep(controller()->run().recording(), step_ - 1);
        const auto counter = TestedCounter::ofStep(controller()->run().recording(), step_ - 1);
        if (!test_ && counter && !counter->weighed)
            unweighed_ = counter;
        const SelectionDecision* selection =
            PreemptionTest::selectionOf(controller()->run().recording(), step_ - 1);
        tooBig_ = !test_ && !unweighed_ && selection != nullptr &&
                  !Narrator(controller()->run()).tooBigSentence(*selection).isEmpty();
    }
}

void PreemptionBarView::retranslate() {
    setAccessibleName(tr("Preemption test"));
    setToolTip(tr("At the decision: the counters as the preemption test read them, before the step's "
                  "selection changed them"));
    credit_.clear();
    price_.clear();
    verdict_.clear();
    if (!test_ && unweighed_) {
        // The job card's "at the decision" figure, in its words.
        const TestedCounter& c = *unweighed_;
        const Run& run = controller()->run();
        const QString job = QString::fromStdString(run.config().message(c.message).id);
        const QString transport =
            QString::fromStdString(run.config().transports()[static_cast<std::size_t>(c.transport)].name);
        heading_ =
            (c.selections < 0
                 ? tr("Step %1 on %2, at the decision: no candidate was weighed against job %3, which owed "
                      "%4. "
                      "The current job is weighed against a candidate only while its counter is above 0 "
                      "selections.")
                       .arg(step_)
                       .arg(transport, job,
                            SlotUnits::owed(-static_cast<long long>(c.selections), c.slotCost))
                 : tr("Step %1 on %2, at the decision: no candidate was weighed against job %3, whose "
                      "counter "
                      "stood at %4 (%5). The current job is weighed against a candidate only while its "
                      "counter is above 0 selections.")
                       .arg(step_)
                       .arg(transport, job, SlotUnits::selections(c.selections), SlotUnits::wholeSlots(0)));
        return;
    }
    if (!test_ && tooBig_) {
        // The candidates passed over as too big: the narration's own sentence, so the two agree.
        const Run& run = controller()->run();
        const SelectionDecision& d = *PreemptionTest::selectionOf(run.recording(), step_ - 1);
        const QString transport =
            QString::fromStdString(run.config().transports()[static_cast<std::size_t>(d.transport)].name);
        heading_ = tr("Step %1 on %2, at the decision: no candidate was weighed.").arg(step_).arg(transport) +
                   QLatin1Char(' ') + Narrator(run).tooBigSentence(d).front().text;
        return;
    }
    if (!test_) {
        heading_ = tr("No candidate was weighed against the current job at this step. The bars show the two "
                      "sides of the preemption test at each entry selection that weighs one: the current "
                      "job's credit against the candidate's price.");
        return;
    }
    const PreemptionTest& t = *test_;
    const Run& run = controller()->run();
    const auto job = [&run](int message) { return QString::fromStdString(run.config().message(message).id); };
    const QString transport =
        QString::fromStdString(run.config().transports()[static_cast<std::size_t>(t.transport)].name);
    heading_ = tr("Step %1 on %2, at the decision").arg(step_).arg(transport);
    credit_ = tr("Job %1: (%2 ÷ cost %3) + slot loan %4 = %5")
                  .arg(job(t.currentMessage), SlotUnits::selections(t.selections))
                  .arg(t.slotCost)
                  .arg(t.loan)
                  .arg(t.credit);
    price_ = counted(t.expected, QT_TR_N_NOOP("Job %1: %n slot × (100 − slot discount %2)% = %3"),
                     QT_TR_N_NOOP("Job %1: %n slots × (100 − slot discount %2)% = %3"))
                 .arg(job(t.candidateMessage))
                 .arg(t.discount)
                 .arg(Narrator::number(t.price));
    verdict_ = t.preempts ? tr("%1 ≥ %2: job %3 preempts job %4.")
                                .arg(t.credit)
                                .arg(Narrator::number(t.price))
                                .arg(job(t.candidateMessage), job(t.currentMessage))
                          : tr("%1 < %2: job %3 cannot preempt job %4 yet.")
                                .arg(t.credit)
                                .arg(Narrator::number(t.price))
                                .arg(job(t.candidateMessage), job(t.currentMessage));
}

int PreemptionBarView::formHeight(const Form& form, int width) const {
    const QFont body = bodyFont(form.scale);
    const double em = QFontMetricsF(body).height();
    const double pad = em * form.pad;
    const double bar = em * form.bar;
    const double inner = width - 2 * pad;
    double height = pad + textHeight(heading_, boldOf(body), inner) + pad;
    if (test_) {
        height += textHeight(credit_, body, inner) + bar + pad;
        height += textHeight(price_, body, inner) + bar + pad;
        height += textHeight(verdict_, boldOf(body), inner) + pad;
    }
    return static_cast<int>(std::ceil(height));
}

const PreemptionBarView::Form& PreemptionBarView::shownForm() const {
    for (const Form& form : kForms) {
        if (formHeight(form, width()) <= height())
            return form;
    }
    return std::end(kForms)[-1];
}

QSize PreemptionBarView::sizeHint() const {
    // The roomiest form at the width it has (the lecture layout's wish for it).
    return {static_cast<int>(leastWidth() * 1.6), formHeight(kForms[0], std::max(width(), leastWidth()))};
}

int PreemptionBarView::heightForWidth(int width) const {
    return formHeight(std::end(kForms)[-1], width);
}

void PreemptionBarView::paint(QPainter& painter, const QRect&) const {
    const Theme& theme = Theme::of(palette());
    const Form& form = shownForm();
    const QFont body = bodyFont(form.scale);
    const double em = QFontMetricsF(body).height();
    const double pad = em * form.pad;
    const double left = pad;
    const double inner = width() - 2 * pad;
    double y = pad;
    const auto text = [&](const QString& words, const QFont& font, const QColor& colour) {
        const double h = textHeight(words, font, inner);
        painter.setFont(font);
        painter.setPen(colour);
        painter.drawText(QRectF(left, y, inner, h), Qt::TextWordWrap, words);
        y += h;
    };
    text(heading_, boldOf(body), test_ ? theme.cardText() : theme.cardFaintText());
    y += pad;
    if (!test_)
        return;
    const PreemptionTest& t = *test_;
    // The verdict first, under the heading: where the dock is short, the bars scroll, not it.
    text(verdict_, boldOf(body), t.preempts ? theme.attention() : theme.cardText());
    y += pad;
    // One scale for both bars: the larger of the credit and the whole price, at least one slot.
    const double most =
        std::max({1.0, static_cast<double>(t.credit), static_cast<double>(t.expected), t.price});
    const double scale = inner / most;
    const double bar = em * form.bar;
    const auto widthOf = [&](double value) { return std::max(0.0, value) * scale; };
    const auto ticks = [&](double top) {
        if (most > kMostTicks)
            return;
        painter.setPen(QPen(theme.chartGrid(), 1.0));
        for (int k = 1; k < static_cast<int>(most); ++k)
            painter.drawLine(QPointF(left + k * scale, top), QPointF(left + k * scale, top + bar));
    };

    // Each bar in its outline over the whole scale, its name at the outline's right end.
    const auto outline = [&](const QString& name, const QRectF& filled, int message) {
        const QRectF box(left, y, inner, bar);
        painter.setPen(QPen(theme.cardOutline(), 1.0));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(box);
        ticks(y);
        // The name in a font the bar holds; a bar thinner than that is left unnamed (the text
        // over it states the figure).
        const double nameScale = std::min(1.0, form.bar);
        if (nameScale < kLeastNameScale)
            return;
        const QFont nameFont = scaledFont(body, nameScale, false);
        const double nameWidth = QFontMetricsF(nameFont).horizontalAdvance(name) + em * 0.3;
        painter.setFont(nameFont);
        painter.setPen(filled.right() > box.right() - nameWidth ? JobPalette::textColour(message)
                                                                : theme.cardFaintText());
        painter.drawText(box.adjusted(0, 0, -em * 0.3, 0), Qt::AlignRight | Qt::AlignVCenter, name);
    };
    const QPen verdictPen(theme.attention(), std::max(2.0, em * 0.12));
    const double verdictX = left + widthOf(t.price);

    text(credit_, body, theme.cardText());
    const QColor current = JobPalette::colour(t.currentMessage);
    const QRectF whole(left, y, widthOf(t.wholeSlots), bar);
    const QRectF loan(whole.right(), y, widthOf(t.loan), bar);
    painter.setPen(Qt::NoPen);
    painter.setBrush(current);
    painter.drawRect(whole);
    painter.setBrush(JobPalette::blend(current, theme.cardFill(), 0.45));
    painter.drawRect(loan);
    if (loan.width() > 0)
        paintHatching(painter, loan, theme.cardOutline(), em * 0.4);
    outline(tr("credit"), whole.united(loan), t.currentMessage);
    // The price's end on the credit bar: the credit reaches it or not.
    painter.setPen(verdictPen);
    painter.drawLine(QPointF(verdictX, y - pad * 0.5), QPointF(verdictX, y + bar + pad * 0.5));
    y += bar + pad;

    text(price_, body, theme.cardText());
    const QColor candidate = JobPalette::colour(t.candidateMessage);
    const QRectF price(left, y, widthOf(t.price), bar);
    painter.setPen(Qt::NoPen);
    painter.setBrush(candidate);
    painter.drawRect(price);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(candidate, std::max(2.0, em * 0.12), Qt::DashLine));
    painter.drawRect(QRectF(left, y, widthOf(t.expected), bar).adjusted(1, 1, -1, -1));
    outline(tr("price"), price, t.candidateMessage);
    painter.setPen(verdictPen);
    painter.drawLine(QPointF(verdictX, y - pad * 0.5), QPointF(verdictX, y + bar + pad * 0.5));
}

} // namespace qmgrlab::ui
