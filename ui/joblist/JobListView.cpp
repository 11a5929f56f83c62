// JobListView: reading both job lists of the chosen transport through the Inspector.
#include "ui/joblist/JobListView.h"

#include "core/Inspector.h"
#include "ui/SimulationController.h"
#include "ui/common/TransportSelector.h"
#include "ui/joblist/JobListCanvas.h"
#include "ui/joblist/TimeListCanvas.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>
#include <algorithm>

namespace qmgrlab::ui {

namespace {

std::vector<JobCard> cardsOf(const Inspector& inspector, const std::vector<JobId>& jobs, std::size_t count) {
    std::vector<JobCard> cards;
    cards.reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
        JobCard card{inspector.job(jobs[i]), {}, {}};
        card.messageId = QString::fromStdString(inspector.messageId(card.info.message));
        for (NameId queue : card.info.blockingQueues)
            card.blockingQueues << QString::fromStdString(inspector.queueName(queue));
        cards.push_back(std::move(card));
    }
    return cards;
}

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
    QFont base = font();
    base.setPointSizeF(std::max(12.0, base.pointSizeF()));
    setFont(base);

    transports_ = new TransportSelector(this);
    canvas_ = new JobListCanvas;
    timeList_ = new TimeListCanvas;
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(scrolled(canvas_, splitter));
    QScrollArea* timeArea = scrolled(timeList_, splitter);
    timeArea->setMinimumWidth(240);
    timeArea->setMaximumWidth(420);
    splitter->addWidget(timeArea);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);

    auto* header = new QHBoxLayout;
    header->addWidget(new QLabel(tr("Transport:"), this));
    header->addWidget(transports_);
    auto* key = new QLabel(
        tr("Thick outline: current job · grey, hatched: blocker job · number: place on the list"), this);
    key->setWordWrap(true);
    header->addWidget(key, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addWidget(splitter, 1);

    connect(transports_, &TransportSelector::transportChanged, this, [this] { refresh(false); });
    connect(controller_, &SimulationController::runChanged, this, &JobListView::rebuild);
    connect(controller_, &SimulationController::positionChanged, this,
            [this] { refresh(controller_->animationsEnabled()); });
    if (controller_->hasRun())
        rebuild();
}

void JobListView::rebuild() {
    transports_->populate(controller_->run());
    refresh(false);
}

void JobListView::refresh(bool animate) {
    const TransportId t = transports_->transport();
    if (!controller_->hasRun() || t == kNone) {
        canvas_->setJobs({}, 0, false);
        timeList_->setJobs({}, 0);
        return;
    }
    const Inspector inspector(controller_->run());
    const TransportInfo transport = inspector.transport(t);
    const std::size_t scheduled = std::min<std::size_t>(transport.schedList.size(), kMaxCards);
    const std::size_t timed = std::min<std::size_t>(transport.timeList.size(), kMaxCards);
    canvas_->setEmptyText(transport.created
                              ? tr("No jobs on transport %1 at this step.").arg(transports_->currentText())
                              : tr("Transport %1 has not been used yet.").arg(transports_->currentText()));
    canvas_->setJobs(cardsOf(inspector, transport.schedList, scheduled),
                     static_cast<int>(transport.schedList.size() - scheduled), animate);
    timeList_->setJobs(cardsOf(inspector, transport.timeList, timed),
                       static_cast<int>(transport.timeList.size() - timed));
}

bool JobListView::selectTransport(const QString& name) {
    return transports_->selectName(name);
}

std::vector<int> JobListView::cardOrder() const {
    std::vector<int> order;
    for (const JobCard& card : canvas_->cards())
        order.push_back(card.info.message);
    return order;
}

std::vector<int> JobListView::timeOrder() const {
    std::vector<int> order;
    for (const JobCard& card : timeList_->jobs())
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

bool JobListView::cardIsBlocker(int message) const {
    for (const JobCard& card : canvas_->cards()) {
        if (card.info.message == message)
            return card.info.blocker;
    }
    return false;
}

QStringList JobListView::cardBlockingQueues(int message) const {
    for (const JobCard& card : canvas_->cards()) {
        if (card.info.message == message)
            return card.blockingQueues;
    }
    return {};
}

int JobListView::treeLevel(int message) const {
    return canvas_->treeLevel(message);
}

int JobListView::treeParent(int message) const {
    return canvas_->treeParent(message);
}

bool JobListView::animating() const {
    return canvas_->animating();
}

} // namespace qmgrlab::ui
