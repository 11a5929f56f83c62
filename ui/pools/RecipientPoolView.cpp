// RecipientPoolView: the three charts, their values read through the Inspector; the per-job
// chart is rebuilt when the jobs change and updated in place (so it can animate) otherwise.
#include "ui/pools/RecipientPoolView.h"

#include "core/Inspector.h"
#include "ui/common/JobPalette.h"
#include "ui/SimulationController.h"
#include "ui/common/TransportSelector.h"

#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHBoxLayout>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLegendMarker>
#include <QScrollArea>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <array>
#include <vector>

namespace qmgrlab::ui {

namespace {

QFont sized(QFont font, double points, bool bold = false) {
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

QChart* makeChart(const QString& title) {
    auto* chart = new QChart;
    chart->setTitle(title);
    chart->setTitleFont(sized(QFont(), 14.0, true));
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setFont(sized(QFont(), 12.0));
    chart->legend()->setAlignment(Qt::AlignBottom);
    return chart;
}

QValueAxis* makeValueAxis() {
    auto* axis = new QValueAxis;
    axis->setLabelFormat(QStringLiteral("%d"));
    axis->setLabelsFont(sized(QFont(), 12.0));
    axis->setMin(0);
    return axis;
}

QBarSet* makeSet(const QBrush& brush, QAbstractBarSeries* series) {
    auto* set = new QBarSet(QString());
    set->setBrush(brush);
    set->setPen(Qt::NoPen);
    set->append(0);
    series->append(set);
    return set;
}

QChartView* viewOf(QChart* chart, int minimumHeight, QWidget* parent) {
    auto* view = new QChartView(chart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(minimumHeight);
    return view;
}

int value(const QBarSet* set, int index = 0) {
    return static_cast<int>(set->at(index));
}

// The axis from 0 to exactly `max`, ticked every 1, 2 or 5 times a power of ten (about five ticks).
void setScale(QValueAxis* axis, int max) {
    axis->setRange(0, std::max(1, max));
    double step = 1.0; // 1, 2, 5, 10, 20, 50, ...
    for (int k = 0; max / step > 6.0; ++k)
        step *= k % 3 == 1 ? 2.5 : 2.0;
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0.0);
    axis->setTickInterval(step);
}

} // namespace

struct RecipientPoolView::Charts {
    QChart* pool = nullptr;
    QBarSet* held = nullptr;
    QBarSet* unused = nullptr;
    QBarSet* extraUsed = nullptr;
    QBarSet* extraFree = nullptr;
    QValueAxis* poolAxis = nullptr;
    QBarCategoryAxis* poolCategory = nullptr;

    QChart* global = nullptr;
    QBarSet* inCore = nullptr;
    QBarSet* free = nullptr;
    QBarSet* over = nullptr;
    QValueAxis* globalAxis = nullptr;

    QChart* jobs = nullptr;
    QStackedBarSeries* jobSeries = nullptr;
    QBarCategoryAxis* jobCategories = nullptr;
    QValueAxis* jobAxis = nullptr;
    std::vector<int> jobMessages;                 // the job in each bar
    std::vector<std::array<QBarSet*, 3>> jobSets; // per bar position: in core (within slots), unused, beyond
};

RecipientPoolView::RecipientPoolView(SimulationController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller), charts_(std::make_unique<Charts>()) {
    QFont base = font();
    base.setPointSizeF(std::max(12.0, base.pointSizeF()));
    setFont(base);
    Charts& c = *charts_;

    c.pool = makeChart(tr("Recipient pool"));
    auto* poolSeries = new QHorizontalStackedBarSeries;
    c.held = makeSet(QColor(0x33, 0x66, 0x99), poolSeries);
    c.unused = makeSet(QColor(0xC8, 0xE6, 0xC9), poolSeries);
    c.extraUsed = makeSet(QBrush(QColor(0xD5, 0x5E, 0x00)), poolSeries);
    c.extraFree = makeSet(QColor(0xF6, 0xDD, 0xC8), poolSeries);
    c.pool->addSeries(poolSeries);
    c.poolAxis = makeValueAxis();
    c.poolCategory = new QBarCategoryAxis;
    c.poolCategory->setLabelsFont(sized(QFont(), 12.0));
    c.poolCategory->append(tr("slots"));
    c.pool->addAxis(c.poolAxis, Qt::AlignBottom);
    c.pool->addAxis(c.poolCategory, Qt::AlignLeft);
    poolSeries->attachAxis(c.poolAxis);
    poolSeries->attachAxis(c.poolCategory);

    c.global = makeChart(tr("In core"));
    auto* globalSeries = new QHorizontalStackedBarSeries;
    c.inCore = makeSet(QColor(0x33, 0x66, 0x99), globalSeries);
    c.free = makeSet(QColor(0xC8, 0xE6, 0xC9), globalSeries);
    c.over = makeSet(QBrush(QColor(0xD5, 0x5E, 0x00), Qt::SolidPattern), globalSeries);
    c.global->addSeries(globalSeries);
    c.globalAxis = makeValueAxis();
    auto* globalCategory = new QBarCategoryAxis;
    globalCategory->setLabelsFont(sized(QFont(), 12.0));
    globalCategory->append(tr("recipients"));
    c.global->addAxis(c.globalAxis, Qt::AlignBottom);
    c.global->addAxis(globalCategory, Qt::AlignLeft);
    globalSeries->attachAxis(c.globalAxis);
    globalSeries->attachAxis(globalCategory);

    c.jobs = makeChart(tr("Recipient slots per job (by-time job list)"));
    c.jobSeries = new QStackedBarSeries;
    c.jobs->addSeries(c.jobSeries);
    c.jobAxis = makeValueAxis();
    c.jobCategories = new QBarCategoryAxis;
    c.jobCategories->setLabelsFont(sized(QFont(), 12.0));
    c.jobs->addAxis(c.jobAxis, Qt::AlignLeft);
    c.jobs->addAxis(c.jobCategories, Qt::AlignBottom);
    c.jobSeries->attachAxis(c.jobAxis);
    c.jobSeries->attachAxis(c.jobCategories);
    // Three sets per bar position (in core within its slots, unused slots, in core beyond its
    // slots), each with a value only at its own position, so every bar has its job's colour.
    const QList<qreal> zeros(kMaxJobs, 0.0);
    auto legendSet = [&](const QString& label, const QBrush& brush) {
        auto* set = new QBarSet(label);
        set->setBrush(brush);
        set->setPen(QPen(Qt::black, 1.0));
        set->append(zeros);
        c.jobSeries->append(set);
    };
    legendSet(tr("in core (rcpt_count)"), QColor(0x55, 0x55, 0x55));
    legendSet(tr("unused slots"), QColor(0xDD, 0xDD, 0xDD));
    legendSet(tr("beyond its slots"), QBrush(QColor(0x55, 0x55, 0x55), Qt::BDiagPattern));
    for (int i = 0; i < kMaxJobs; ++i) {
        std::array<QBarSet*, 3> sets{};
        for (QBarSet*& set : sets) {
            set = new QBarSet(QString());
            set->setPen(Qt::NoPen);
            set->append(zeros);
            c.jobSeries->append(set);
        }
        c.jobSets.push_back(sets);
    }
    const auto markers = c.jobs->legend()->markers(c.jobSeries);
    for (qsizetype i = 3; i < markers.size(); ++i)
        markers[i]->setVisible(false);
    c.jobAxis->setTitleText(tr("recipients"));
    c.jobAxis->setTitleFont(sized(QFont(), 12.0));
    c.jobCategories->setTitleText(tr("job (message id)"));
    c.jobCategories->setTitleFont(sized(QFont(), 12.0));
    connect(c.jobSeries, &QStackedBarSeries::hovered, this, [this](bool status, int index, QBarSet*) {
        if (!status || index < 0 || index >= jobCount()) {
            QToolTip::hideText();
            return;
        }
        const auto [limit, count] = jobSlots(index);
        QToolTip::showText(QCursor::pos(),
                           tr("msg %1: %2 recipient slots (rcpt_limit), %3 recipients in core "
                              "(rcpt_count)")
                               .arg(charts_->jobCategories->at(index))
                               .arg(limit)
                               .arg(count));
    });

    transports_ = new TransportSelector(this);
    auto* header = new QHBoxLayout;
    header->addWidget(new QLabel(tr("Transport:"), this));
    header->addWidget(transports_);
    header->addStretch(1);
    // The charts scroll rather than shrink below readability in a small dock.
    auto* charts = new QWidget;
    auto* chartsLayout = new QVBoxLayout(charts);
    chartsLayout->setContentsMargins(0, 0, 0, 0);
    chartsLayout->addWidget(viewOf(c.pool, 180, charts));
    chartsLayout->addWidget(viewOf(c.global, 180, charts));
    chartsLayout->addWidget(viewOf(c.jobs, 300, charts), 1);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(charts);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addWidget(scroll, 1);

    connect(transports_, &TransportSelector::transportChanged, this, &RecipientPoolView::refresh);
    connect(controller_, &SimulationController::runChanged, this, &RecipientPoolView::rebuild);
    connect(controller_, &SimulationController::positionChanged, this, &RecipientPoolView::refresh);
    if (controller_->hasRun())
        rebuild();
}

RecipientPoolView::~RecipientPoolView() = default;

void RecipientPoolView::rebuild() {
    transports_->populate(controller_->run());
    refresh();
}

void RecipientPoolView::refresh() {
    Charts& c = *charts_;
    const QChart::AnimationOptions animation =
        controller_->animationsEnabled() ? QChart::SeriesAnimations : QChart::NoAnimation;
    for (QChart* chart : {c.pool, c.global, c.jobs})
        chart->setAnimationOptions(animation);
    const TransportId t = transports_->transport();
    if (!controller_->hasRun() || t == kNone)
        return;
    const Run& run = controller_->run();
    const Inspector inspector(run);
    const TransportInfo transport = inspector.transport(t);

    // The transport's pool: held + unused = recipient limit; the extra pool covers a negative pool.
    const int extraUsed = transport.extraSlotsLent;
    const int held = std::max(0, transport.slotsHeld - extraUsed);
    const int unused = std::max(0, transport.pool);
    const int extraFree = std::max(0, transport.extraRecipientLimit - extraUsed);
    c.pool->setTitle(tr("%1 recipient pool: %2 + %3 extra slots")
                         .arg(transports_->currentText())
                         .arg(transport.recipientLimit)
                         .arg(transport.extraRecipientLimit));
    c.held->replace(0, held);
    c.held->setLabel(tr("held: %1").arg(held));
    c.unused->replace(0, unused);
    c.unused->setLabel(tr("unused: %1").arg(unused));
    c.extraUsed->replace(0, extraUsed);
    c.extraUsed->setLabel(tr("lent: %1").arg(extraUsed));
    c.extraFree->replace(0, extraFree);
    c.extraFree->setLabel(tr("extra, free: %1").arg(extraFree));
    setScale(c.poolAxis, held + unused + extraUsed + extraFree);

    const int limit = run.config().messageRecipientLimit();
    const int inCore = inspector.inCoreRecipients();
    c.global->setTitle(tr("%1 recipients in core (limit %2), all transports").arg(inCore).arg(limit));
    c.inCore->replace(0, std::min(inCore, limit));
    c.inCore->setLabel(tr("in core: %1").arg(std::min(inCore, limit)));
    c.free->replace(0, std::max(0, limit - inCore));
    c.free->setLabel(tr("room: %1").arg(std::max(0, limit - inCore)));
    c.over->replace(0, std::max(0, inCore - limit));
    c.over->setLabel(tr("beyond: %1").arg(std::max(0, inCore - limit)));
    setScale(c.globalAxis, std::max(limit, inCore));

    // Per job, along the by-time list.
    std::vector<JobInfo> jobs;
    for (std::size_t i = 0; i < transport.timeList.size() && i < static_cast<std::size_t>(kMaxJobs); ++i)
        jobs.push_back(inspector.job(transport.timeList[i]));
    std::vector<int> messages;
    QStringList categories;
    for (const JobInfo& job : jobs) {
        messages.push_back(job.message);
        categories << QString::fromStdString(inspector.messageId(job.message));
    }
    if (messages != c.jobMessages) {
        // Other jobs in the bars: recolour the bars' sets and rename the categories.
        for (std::size_t i = 0; i < messages.size(); ++i) {
            const int m = messages[i];
            c.jobSets[i][0]->setBrush(JobPalette::colour(m));
            c.jobSets[i][1]->setBrush(JobPalette::paleColour(m));
            c.jobSets[i][2]->setBrush(QBrush(JobPalette::colour(m).darker(140), Qt::BDiagPattern));
        }
        c.jobCategories->setCategories(categories);
        c.jobMessages = messages;
    }
    int highest = 1;
    for (std::size_t i = 0; i < c.jobSets.size(); ++i) {
        const int bar = static_cast<int>(i);
        const auto& sets = c.jobSets[i];
        const int count = i < jobs.size() ? jobs[i].rcptCount : 0;
        const int limit = i < jobs.size() ? jobs[i].rcptLimit : 0;
        sets[0]->replace(bar, std::min(count, limit));
        sets[1]->replace(bar, std::max(0, limit - count));
        sets[2]->replace(bar, std::max(0, count - limit));
        highest = std::max({highest, count, limit});
    }
    setScale(c.jobAxis, highest);
    c.jobs->setTitle(transport.timeList.size() > jobs.size()
                         ? tr("Recipient slots of the first %1 of %2 jobs (by-time job list)")
                               .arg(jobs.size())
                               .arg(transport.timeList.size())
                         : tr("Recipient slots per job (by-time job list)"));
}

bool RecipientPoolView::selectTransport(const QString& name) {
    return transports_->selectName(name);
}

int RecipientPoolView::heldByJobs() const {
    return value(charts_->held);
}

int RecipientPoolView::unusedPool() const {
    return value(charts_->unused);
}

int RecipientPoolView::extraPoolInUse() const {
    return value(charts_->extraUsed);
}

int RecipientPoolView::inCoreRecipients() const {
    return value(charts_->inCore) + value(charts_->over);
}

int RecipientPoolView::jobCount() const {
    return static_cast<int>(charts_->jobMessages.size());
}

int RecipientPoolView::jobMessage(int bar) const {
    return charts_->jobMessages[static_cast<std::size_t>(bar)];
}

std::pair<int, int> RecipientPoolView::jobSlots(int bar) const {
    const auto& sets = charts_->jobSets[static_cast<std::size_t>(bar)];
    const int within = value(sets[0], bar);
    return {within + value(sets[1], bar), within + value(sets[2], bar)};
}

} // namespace qmgrlab::ui
