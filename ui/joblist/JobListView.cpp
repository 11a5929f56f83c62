// SPDX-License-Identifier: GPL-3.0-or-later
// JobListView: reading both job lists of the chosen transport through the Inspector.
#include "ui/joblist/JobListView.h"

#include "core/run/Inspector.h"
#include "ui/SimulationController.h"
#include "ui/common/TransportSelector.h"
#include "ui/joblist/JobCardReader.h"
#include "ui/joblist/JobListCanvas.h"
#include "ui/joblist/TimeListCanvas.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

namespace qmgrlab::ui {

namespace {

constexpr int kCompactMargin = 2; // pixels around the compact view's cards

QScrollArea* scrolled(QWidget* canvas, QWidget* parent) {
    auto* area = new QScrollArea(parent);
    area->setWidget(canvas);
    area->setWidgetResizable(true);
    area->setBackgroundRole(QPalette::Base);
    return area;
}

} // namespace

JobListView::JobListView(SimulationController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller) {
    transports_ = new TransportSelector(this);
    canvas_ = new JobListCanvas;
    timeList_ = new TimeListCanvas;
    canvas_->setAccessibleName(tr("Scheduler's job list"));
    canvas_->setAccessibleDescription(
        tr("The transport's jobs in scheduler order as cards: recipients, entries, slots and the preemption "
           "stack"));
    timeList_->setAccessibleName(tr("Job list by arrival time"));
    timeList_->setAccessibleDescription(tr("The transport's jobs in the order their messages arrived"));
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    cardsArea_ = scrolled(canvas_, splitter);
    cardsArea_->viewport()->installEventFilter(this);
    splitter->addWidget(cardsArea_);
    timeArea_ = scrolled(timeList_, splitter);
    fitTimeList();
    splitter->addWidget(timeArea_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);

    auto* header = new QHBoxLayout;
    transportLabel_ = new QLabel(tr("Transport:"), this);
    header->addWidget(transportLabel_);
    header->addWidget(transports_);
    key_ = new QLabel(
        tr("Thick outline: current job · grey, hatched: blocker job · number: place on the list"), this);
    key_->setWordWrap(true);
    header->addWidget(key_, 1);
    header->addStretch(); // takes the key's room when compact hides it
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addWidget(splitter, 1);
    margins_ = layout->contentsMargins();

    connect(transports_, &TransportSelector::transportChanged, this, [this] { refresh(false); });
    connect(controller_, &SimulationController::runChanged, this, &JobListView::rebuild);
    connect(controller_, &SimulationController::positionChanged, this,
            [this] { refresh(controller_->animationsEnabled()); });
    if (controller_->hasRun())
        rebuild();
}

void JobListView::setCompact(bool compact) {
    // Compact, the header goes: the lecture layout shows the timeline's transport.
    transportLabel_->setVisible(!compact);
    transports_->setVisible(!compact);
    key_->setVisible(!compact);
    timeArea_->setVisible(!compact);
    canvas_->setToolTip(compact ? key_->text() : QString());
    canvas_->setCompact(compact);
    // Compact, the cards go near the dock's edges: a short lecture dock keeps those rows.
    layout()->setContentsMargins(
        compact ? QMargins(kCompactMargin, kCompactMargin, kCompactMargin, kCompactMargin) : margins_);
}

void JobListView::setBriefCards(bool brief) {
    canvas_->setBrief(brief);
}

void JobListView::fitTimeList() {
    // The by-time list is a narrow column: as wide as its rows and labels need, the rest for the
    // cards; never narrower than its rows (the labels over them wrap).
    const int chrome = timeArea_->verticalScrollBar()->sizeHint().width() + 2 * timeArea_->frameWidth();
    timeArea_->setMaximumWidth(timeList_->sizeHint().width() + chrome);
    timeArea_->setMinimumWidth(std::max(timeList_->sizeHint().width() / 2, timeList_->leastWidth()) + chrome);
}

bool JobListView::eventFilter(QObject* watched, QEvent* event) {
    // A dock made shorter (the lecture layout's sizes are set once the window is shown) keeps
    // the current card in sight.
    // The cards take the form that fits the visible part (JobListCanvas::fitVisible), which a
    // canvas taller than it does not learn from a resize of its own.
    if (watched == cardsArea_->viewport() && event->type() == QEvent::Resize) {
        canvas_->fitVisible();
        QTimer::singleShot(0, this, &JobListView::showCurrentCard);
    }
    return QWidget::eventFilter(watched, event);
}

void JobListView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitTimeList();
}

void JobListView::rebuild() {
    transports_->populate(controller_->run());
    refresh(false);
}

void JobListView::refresh(bool animate) {
    keepTop_ = false;
    const TransportId t = transports_->transport();
    if (!controller_->hasRun() || t == kNone) {
        canvas_->setJobs({}, false);
        timeList_->setJobs({});
        return;
    }
    const Inspector inspector(controller_->run());
    const TransportInfo transport = inspector.transport(t);
    canvas_->setEmptyText(transport.created
                              ? tr("No jobs on transport %1 at this step.").arg(transports_->currentText())
                              : tr("Transport %1 has not been used yet.").arg(transports_->currentText()));
    const std::vector<int> before = cardOrder();
    const JobCardReader reader(controller_->run(), t);
    canvas_->setJobs(reader.schedulerList(), animate);
    timeList_->setJobs(reader.timeList());
    // A preemption moves the new current job forward, to directly before the job it preempts.
    const int current = currentCard();
    const std::vector<int> after = cardOrder();
    const auto was = std::find(before.begin(), before.end(), current);
    const auto is = std::find(after.begin(), after.end(), current);
    if (current >= 0 && was != before.end() && is - after.begin() < was - before.begin()) {
        revealPreemption();
        return;
    }
    showCurrentCard();
}

// The current job's card is never left cut or out of sight (at the bottom of a short list).
void JobListView::showCurrentCard() {
    const int current = currentCard();
    if (current < 0 || keepTop_)
        return;
    QEvent request(QEvent::LayoutRequest);
    QCoreApplication::sendEvent(cardsArea_, &request);
    if (!cardVisible(current))
        scrollToCard(current);
}

void JobListView::revealPreemption() {
    // The scroll area learns the canvas's new size when its layout request arrives: now.
    QEvent request(QEvent::LayoutRequest);
    QCoreApplication::sendEvent(cardsArea_, &request);
    const int current = currentCard();
    int preempted = -1;
    for (const JobCard& card : canvas_->cards()) {
        if (card.info.current && !card.parentMessageId.isEmpty()) {
            for (const JobCard& parent : canvas_->cards()) {
                if (parent.info.id == card.info.parent)
                    preempted = parent.info.message;
            }
        }
    }
    // The preempted job first, then the preempting one, which wins when both cannot fit.
    if (preempted >= 0)
        scrollToCard(preempted);
    scrollToCard(current);
}

std::vector<int> JobListView::cardOrder() const {
    std::vector<int> order;
    for (const JobCard& card : canvas_->cards())
        order.push_back(card.info.message);
    return order;
}

int JobListView::currentCard() const {
    for (const JobCard& card : canvas_->cards()) {
        if (card.info.current)
            return card.info.message;
    }
    return -1;
}

int JobListView::cardsThroughCurrent() const {
    const std::vector<int> order = cardOrder();
    const auto current = std::find(order.begin(), order.end(), currentCard());
    return current == order.end() ? 0 : static_cast<int>(current - order.begin()) + 1;
}

bool JobListView::cardVisible(int message) const {
    const QRectF card = canvas_->cardRect(message);
    if (card.isEmpty())
        return false;
    const QRect shown(cardsArea_->widget()->mapFrom(cardsArea_->viewport(), QPoint(0, 0)),
                      cardsArea_->viewport()->size());
    return QRectF(shown).contains(card);
}

bool JobListView::selectTransport(const QString& name) {
    return transports_->selectName(name);
}

void JobListView::showTop() {
    QEvent request(QEvent::LayoutRequest);
    QCoreApplication::sendEvent(cardsArea_, &request);
    cardsArea_->verticalScrollBar()->setValue(0);
    cardsArea_->horizontalScrollBar()->setValue(0);
    keepTop_ = true;
}

int JobListView::heightForJobs(int jobs, int width) const {
    // The canvas, the scroll area's frame and the horizontal scroll bar it may show, and what
    // the view puts above the scroll area (the selector, the key line: hidden when compact).
    const int chrome = 2 * cardsArea_->frameWidth() + cardsArea_->verticalScrollBar()->sizeHint().width();
    // Compact lays the cards out so that they never scroll sideways: no room for that scroll bar.
    const int sideways = canvas_->compact() ? 0 : cardsArea_->horizontalScrollBar()->sizeHint().height();
    const int area = canvas_->heightForCards(jobs, width - chrome) + 2 * cardsArea_->frameWidth() + sideways;
    // Compact, only the layout's margins (from the layout, not the geometry: the margins
    // setCompact set may not be laid out yet).
    const QMargins margins = layout()->contentsMargins();
    return area + (canvas_->compact() ? margins.top() + margins.bottom() : height() - cardsArea_->height());
}

int JobListView::wantedHeight() const {
    if (canvas_->minimumHeight() <= 0)
        return 0; // not laid out yet
    return canvas_->minimumHeight() + height() - cardsArea_->viewport()->height();
}

int JobListView::missingCardsHeight() const {
    return std::max(0, canvas_->minimumHeight() - cardsArea_->viewport()->height());
}

bool JobListView::scrollToCard(int message) {
    const QRectF card = canvas_->cardRect(message);
    if (card.isEmpty())
        return false;
    const QPoint centre = card.center().toPoint();
    cardsArea_->ensureVisible(centre.x(), centre.y(), static_cast<int>(card.width() / 2) + 4,
                              static_cast<int>(card.height() / 2) + 4);
    // A card that fits the view from its left edge is shown without a sideways scroll, which
    // would cut the relations' level labels.
    if (card.right() + 4 <= cardsArea_->viewport()->width())
        cardsArea_->horizontalScrollBar()->setValue(0);
    return true;
}

} // namespace qmgrlab::ui
