// SPDX-License-Identifier: GPL-3.0-or-later
// CompareTimelines: one TimelinePlot per variant in a scrolling stack, positioned together from
// each run's recorded steps (no run is moved: the models are cut at the shared position).
#include "ui/compare/CompareTimelines.h"

#include "core/run/DecisionIndex.h"
#include "core/trace/Recording.h"
#include "ui/common/ControlIcons.h"
#include "ui/common/Theme.h"
#include "ui/common/TransportSelector.h"
#include "ui/compare/SlotDifferencePlottable.h"
#include "ui/timeline/TimelineModel.h"
#include "ui/timeline/TimelinePlot.h"

#include <QComboBox>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSlider>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <limits>

namespace qmgrlab::ui {

namespace {

constexpr int kMaxSlotTokens = 240; // slots written in a slot string line
constexpr int kPlayIntervalMs = 600;
constexpr double kPlotLines = 10.0; // a plot's height in lines of the font

QIcon icon(ControlIcons::Kind kind, const QPalette& palette) {
    return ControlIcons::icon(kind, palette.color(QPalette::ButtonText));
}

QString seconds(std::int64_t ms) {
    return QLocale().toString(static_cast<double>(ms) / 1000.0, 'f', 3); // 2,000 in German
}

} // namespace

struct CompareTimelines::Lane {
    DecisionIndex decisions;             // where the run's decisions lie
    std::vector<std::int64_t> stepTimes; // each step's time, ascending
    std::shared_ptr<TimelineModel> model;
    std::vector<bool> differs;
    std::size_t position = 0;
    QString plainSlots;
    QLabel* title = nullptr;
    QLabel* where = nullptr;
    QLabel* slotLine = nullptr;
    TimelinePlot* plot = nullptr;
    SlotDifferencePlottable* marks = nullptr;
};

CompareTimelines::CompareTimelines(QWidget* parent)
    : QWidget(parent), transports_(new TransportSelector), alignBox_(new QComboBox), back_(new QPushButton),
      play_(new QPushButton), forward_(new QPushButton), slider_(new QSlider(Qt::Horizontal)),
      where_(new QLabel), stack_(new QVBoxLayout), timer_(new QTimer(this)) {
    alignBox_->addItem(tr("simulated time"));
    alignBox_->addItem(tr("decision number"));
    alignBox_->setToolTip(tr("What the same position means for every variant: the same simulated time, or "
                             "the same number of decisions (entry selections) made"));
    connect(alignBox_, &QComboBox::activated, this,
            [this](int index) { setAlignBy(index == 0 ? AlignBy::Time : AlignBy::Decision); });

    back_->setAccessibleName(tr("Step back"));
    back_->setToolTip(tr("Step back, all variants together"));
    play_->setAccessibleName(tr("Play"));
    play_->setToolTip(tr("Play all variants together"));
    forward_->setAccessibleName(tr("Step forward"));
    forward_->setToolTip(tr("Step forward, all variants together"));
    play_->setCheckable(true);
    connect(back_, &QPushButton::clicked, this, &CompareTimelines::stepBack);
    connect(forward_, &QPushButton::clicked, this, &CompareTimelines::stepForward);
    connect(play_, &QPushButton::toggled, this, &CompareTimelines::setPlaying);
    timer_->setInterval(kPlayIntervalMs);
    connect(timer_, &QTimer::timeout, this, [this] {
        stepForward();
        if (position_ >= maximum())
            setPlaying(false);
    });
    connect(slider_, &QSlider::valueChanged, this, [this](int value) {
        setPosition(static_cast<std::int64_t>(value) * (align_ == AlignBy::Time ? sliderScale_ : 1));
    });
    slider_->setAccessibleName(tr("Position of every variant"));
    slider_->setToolTip(tr("The shared position of every variant"));
    connect(transports_, &TransportSelector::transportChanged, this, &CompareTimelines::buildLanes);

    auto* controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Transport:")));
    controls->addWidget(transports_);
    controls->addSpacing(12);
    auto* alignLabel = new QLabel(tr("Align by:"));
    alignLabel->setBuddy(alignBox_);
    controls->addWidget(alignLabel);
    controls->addWidget(alignBox_);
    controls->addSpacing(12);
    controls->addWidget(back_);
    controls->addWidget(play_);
    controls->addWidget(forward_);
    controls->addWidget(slider_, 1);
    controls->addWidget(where_);

    auto* stackWidget = new QWidget;
    stackWidget->setLayout(stack_);
    stack_->setContentsMargins(0, 0, 0, 0);
    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(stackWidget);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(controls);
    layout->addWidget(scroll, 1);

    back_->setIcon(icon(ControlIcons::Kind::StepBack, palette()));
    play_->setIcon(icon(ControlIcons::Kind::Play, palette()));
    forward_->setIcon(icon(ControlIcons::Kind::Step, palette()));
    updateSlider();
}

CompareTimelines::~CompareTimelines() = default;

void CompareTimelines::setVariants(const std::vector<CompareVariant>& variants) {
    setPlaying(false);
    variants_ = variants;
    times_.clear();
    for (const CompareVariant& variant : variants_) {
        for (const StepRecord& step : variant.run->recording().steps())
            times_.push_back(step.timeMs);
    }
    std::sort(times_.begin(), times_.end());
    times_.erase(std::unique(times_.begin(), times_.end()), times_.end());
    if (!variants_.empty())
        transports_->populate(*variants_.front().run);
    buildLanes();
}

void CompareTimelines::buildLanes() {
    while (QLayoutItem* item = stack_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    lanes_.clear();
    const TransportId transport = transports_->transport();
    for (std::size_t v = 0; v < variants_.size() && transport != kNone; ++v) {
        const Run& run = *variants_[v].run;
        auto lane = std::make_unique<Lane>();
        for (const StepRecord& step : run.recording().steps())
            lane->stepTimes.push_back(step.timeMs);
        lane->decisions = DecisionIndex(run.recording());
        lane->model = std::make_shared<TimelineModel>(run, transport);
        if (v > 0) {
            const TimelineModel& first = *lanes_.front()->model;
            for (int i = 0; i < lane->model->slotCount(); ++i)
                lane->differs.push_back(i >= first.slotCount() ||
                                        first.slot(i).message != lane->model->slot(i).message);
        }

        auto* box = new QWidget;
        auto* boxLayout = new QVBoxLayout(box);
        boxLayout->setContentsMargins(0, 4, 0, 4);
        boxLayout->setSpacing(2);
        auto* header = new QHBoxLayout;
        lane->title = new QLabel(tr("%1: %2").arg(v + 1).arg(variants_[v].label));
        QFont bold = lane->title->font();
        bold.setBold(true);
        lane->title->setFont(bold);
        lane->title->setTextInteractionFlags(Qt::TextSelectableByMouse);
        lane->where = new QLabel;
        header->addWidget(lane->title, 1);
        header->addWidget(lane->where);
        lane->slotLine = new QLabel;
        lane->slotLine->setTextFormat(Qt::RichText);
        lane->slotLine->setTextInteractionFlags(Qt::TextSelectableByMouse);
        lane->slotLine->setToolTip(v == 0 ? tr("The first variant's delivery-slot string")
                                          : tr("Delivery-slot string; outlined: a different message than the "
                                               "first variant's at the same slot"));
        lane->plot = new TimelinePlot;
        lane->plot->setCompact(true);
        lane->plot->setModel(lane->model);
        lane->marks = new SlotDifferencePlottable(lane->plot->bandRect()->axis(QCPAxis::atBottom),
                                                  lane->plot->bandRect()->axis(QCPAxis::atLeft));
        lane->marks->setDifferences(lane->differs);
        lane->plot->setMinimumHeight(static_cast<int>(QFontMetrics(font()).height() * kPlotLines));
        const int index = static_cast<int>(v);
        connect(lane->plot->bandRect()->axis(QCPAxis::atBottom),
                qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
                [this, index] { syncSlotRange(index); });
        connect(lane->plot->lanesRect()->axis(QCPAxis::atBottom),
                qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
                [this, index] { syncSlotRange(index); });
        boxLayout->addLayout(header);
        boxLayout->addWidget(lane->slotLine);
        boxLayout->addWidget(lane->plot, 1);
        stack_->addWidget(box, 1);
        lanes_.push_back(std::move(lane));
    }
    stack_->addStretch(0);
    // The same scale of slots and of time in every plot, so that the slots line up.
    std::int64_t endMs = 1;
    int slotTotal = 1;
    for (const auto& lane : lanes_) {
        endMs = std::max(endMs, lane->model->endMs());
        slotTotal = std::max(slotTotal, lane->model->slotCount());
    }
    for (const auto& lane : lanes_) {
        const QSignalBlocker blocker(lane->plot->bandRect()->axis(QCPAxis::atBottom));
        lane->plot->bandRect()->axis(QCPAxis::atBottom)->setRange(0.5, slotTotal + 0.5);
        lane->plot->lanesRect()
            ->axis(QCPAxis::atBottom)
            ->setRange(0.0, static_cast<double>(endMs) / 1000.0 * 1.02);
    }
    updateSlider();
    setPosition(position_);
}

void CompareTimelines::syncSlotRange(int from) {
    if (syncing_)
        return;
    syncing_ = true;
    const TimelinePlot* source = lanes_[static_cast<std::size_t>(from)]->plot;
    const QCPRange slotRange = source->bandRect()->axis(QCPAxis::atBottom)->range();
    const QCPRange time = source->lanesRect()->axis(QCPAxis::atBottom)->range();
    for (std::size_t v = 0; v < lanes_.size(); ++v) {
        if (static_cast<int>(v) == from)
            continue;
        TimelinePlot* plot = lanes_[v]->plot;
        plot->bandRect()->axis(QCPAxis::atBottom)->setRange(slotRange);
        plot->lanesRect()->axis(QCPAxis::atBottom)->setRange(time);
        plot->replot(QCustomPlot::rpQueuedReplot);
    }
    syncing_ = false;
}

std::int64_t CompareTimelines::maximum() const {
    std::int64_t most = 0;
    for (const auto& lane : lanes_) {
        if (align_ == AlignBy::Decision)
            most = std::max(most, static_cast<std::int64_t>(lane->decisions.count()));
        else if (!lane->stepTimes.empty())
            most = std::max(most, lane->stepTimes.back());
    }
    return most;
}

std::size_t CompareTimelines::stepsAt(const Lane& lane) const {
    if (align_ == AlignBy::Decision) {
        if (position_ <= 0)
            return 0;
        const auto made = static_cast<std::size_t>(position_);
        return made <= lane.decisions.count() ? lane.decisions.positionAfter(made) : lane.stepTimes.size();
    }
    // After the last step at or before the time, as Run::seekTime.
    return static_cast<std::size_t>(
        std::upper_bound(lane.stepTimes.begin(), lane.stepTimes.end(), position_) - lane.stepTimes.begin());
}

void CompareTimelines::setAlignBy(AlignBy align) {
    if (align == align_)
        return;
    // Keep the first variant where it is: translate the position into the other measure.
    std::int64_t translated = 0;
    if (!lanes_.empty()) {
        const Lane& first = *lanes_.front();
        const std::size_t steps = first.position;
        if (align == AlignBy::Decision) {
            translated = static_cast<std::int64_t>(first.decisions.madeBy(steps));
        } else {
            translated = steps == 0 ? 0 : first.stepTimes[steps - 1];
        }
    }
    align_ = align;
    alignBox_->setCurrentIndex(align == AlignBy::Time ? 0 : 1);
    updateSlider();
    setPosition(translated);
}

void CompareTimelines::updateSlider() {
    const std::int64_t most = maximum();
    sliderScale_ = 1;
    if (align_ == AlignBy::Time) {
        while (most / sliderScale_ > std::numeric_limits<int>::max() / 2)
            sliderScale_ *= 10;
    }
    const QSignalBlocker blocker(slider_);
    slider_->setRange(0, static_cast<int>(most / sliderScale_));
    slider_->setSingleStep(1);
    slider_->setPageStep(std::max(1, static_cast<int>(most / sliderScale_ / 20)));
}

void CompareTimelines::setPosition(std::int64_t position) {
    position_ = std::clamp<std::int64_t>(position, 0, maximum());
    refresh();
}

void CompareTimelines::stepForward() {
    if (align_ == AlignBy::Decision) {
        setPosition(position_ + 1);
        return;
    }
    const auto next = std::upper_bound(times_.begin(), times_.end(), position_);
    setPosition(next != times_.end() ? *next : maximum());
}

void CompareTimelines::stepBack() {
    if (align_ == AlignBy::Decision) {
        setPosition(position_ - 1);
        return;
    }
    const auto before = std::lower_bound(times_.begin(), times_.end(), position_);
    setPosition(before != times_.begin() ? *(before - 1) : 0);
}

bool CompareTimelines::isPlaying() const {
    return timer_->isActive();
}

void CompareTimelines::setPlaying(bool playing) {
    if (playing && position_ >= maximum())
        setPosition(0);
    if (playing)
        timer_->start();
    else
        timer_->stop();
    const QSignalBlocker blocker(play_);
    play_->setChecked(playing);
    play_->setIcon(playing ? icon(ControlIcons::Kind::Pause, palette())
                           : icon(ControlIcons::Kind::Play, palette()));
    play_->setAccessibleName(playing ? tr("Pause") : tr("Play"));
    play_->setToolTip(playing ? tr("Pause") : tr("Play all variants together"));
}

void CompareTimelines::refresh() {
    for (const auto& lane : lanes_) {
        lane->position = stepsAt(*lane);
        const std::int64_t now = align_ == AlignBy::Time ? position_
                                 : lane->position == 0   ? 0
                                                         : lane->stepTimes[lane->position - 1];
        lane->model->setPosition(lane->position, now);
        const auto decisions = static_cast<int>(lane->decisions.madeBy(lane->position));
        lane->where->setText(tr("step %1 of %2 · decision %3 of %4 · t = %5 s")
                                 .arg(lane->position)
                                 .arg(lane->stepTimes.size())
                                 .arg(decisions)
                                 .arg(lane->decisions.count())
                                 .arg(seconds(now)));
        lane->plot->keepCurrentInView();
        lane->plot->replot(QCustomPlot::rpQueuedReplot);
    }
    updateSlotTexts();
    {
        const QSignalBlocker blocker(slider_);
        slider_->setValue(static_cast<int>(position_ / (align_ == AlignBy::Time ? sliderScale_ : 1)));
    }
    where_->setText(align_ == AlignBy::Time
                        ? tr("t = %1 s of %2 s").arg(seconds(position_), seconds(maximum()))
                        : tr("decision %1 of %2").arg(position_).arg(maximum()));
    back_->setEnabled(position_ > 0);
    forward_->setEnabled(position_ < maximum());
}

void CompareTimelines::updateSlotTexts() {
    const Theme& theme = Theme::of(palette());
    const QColor differs = theme.attention();
    bool longIds = false;
    for (const auto& lane : lanes_)
        longIds = longIds || lane->model->longIds();
    const QString separator = longIds ? QStringLiteral(" ") : QString();
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(font().pointSizeF());
    for (const auto& lane : lanes_) {
        const TimelineModel& model = *lane->model;
        const int shown = std::min(model.slotCount(), kMaxSlotTokens);
        QString html;
        QStringList plain;
        for (int i = 0; i < shown; ++i) {
            const QString id = model.messageId(model.slot(i).message);
            plain << id;
            QString style;
            if (!model.dispatched(i))
                style += QStringLiteral("color:%1;").arg(theme.chartFaintText().name());
            if (i < static_cast<int>(lane->differs.size()) && lane->differs[static_cast<std::size_t>(i)])
                style = QStringLiteral("color:%1;font-weight:bold;text-decoration:underline;")
                            .arg(differs.name());
            html += (i > 0 ? separator : QString()) +
                    (style.isEmpty()
                         ? id.toHtmlEscaped()
                         : QStringLiteral("<span style=\"%1\">%2</span>").arg(style, id.toHtmlEscaped()));
        }
        if (model.slotCount() > shown)
            html += QStringLiteral(" … ") + tr("(%n slots in all)", nullptr, model.slotCount());
        if (model.slotCount() == 0)
            html = tr("(no delivery on this transport)");
        lane->plainSlots = plain.join(separator);
        lane->slotLine->setFont(mono);
        lane->slotLine->setText(html);
    }
}

bool CompareTimelines::selectTransport(const QString& name) {
    return transports_->selectName(name);
}

std::size_t CompareTimelines::variantPosition(int variant) const {
    return lanes_[static_cast<std::size_t>(variant)]->position;
}

const TimelineModel& CompareTimelines::model(int variant) const {
    return *lanes_[static_cast<std::size_t>(variant)]->model;
}

TimelinePlot* CompareTimelines::plot(int variant) const {
    return lanes_[static_cast<std::size_t>(variant)]->plot;
}

const std::vector<bool>& CompareTimelines::differences(int variant) const {
    return lanes_[static_cast<std::size_t>(variant)]->differs;
}

QString CompareTimelines::variantTitle(int variant) const {
    return lanes_[static_cast<std::size_t>(variant)]->title->text();
}

QString CompareTimelines::variantWhere(int variant) const {
    return lanes_[static_cast<std::size_t>(variant)]->where->text();
}

QString CompareTimelines::slotText(int variant) const {
    return lanes_[static_cast<std::size_t>(variant)]->plainSlots;
}

void CompareTimelines::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        back_->setIcon(icon(ControlIcons::Kind::StepBack, palette()));
        forward_->setIcon(icon(ControlIcons::Kind::Step, palette()));
        setPlaying(isPlaying());
        updateSlotTexts();
    } else if (event->type() == QEvent::FontChange) {
        for (const auto& lane : lanes_)
            lane->plot->setMinimumHeight(static_cast<int>(QFontMetrics(font()).height() * kPlotLines));
        updateSlotTexts();
    }
}

} // namespace qmgrlab::ui
