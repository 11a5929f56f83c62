// SPDX-License-Identifier: GPL-3.0-or-later
// PlaybackBar: the actions and widgets that drive the controller, kept in step with its signals.
#include "ui/playback/PlaybackBar.h"

#include "ui/SimulationController.h"
#include "ui/common/ControlIcons.h"
#include "ui/common/ShortcutAction.h"
#include "ui/common/Theme.h"
#include "ui/narration/Narrator.h"

#include <QAction>
#include <QComboBox>
#include <QKeySequence>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QToolBar>
#include <QWidget>
#include <algorithm>
#include <array>
#include <cmath>

namespace qmgrlab::ui {

namespace {

// Steps per second offered while playing: from one decision every four seconds (for
// explaining each one) to 200 a second; fast mode goes beyond, without animation.
constexpr std::array<double, 11> kSpeeds = {0.25, 0.5, 1, 2, 4, 8, 16, 32, 64, 100, 200};

QString speedLabel(double speed) {
    return speed < 1 ? PlaybackBar::tr("%1 steps/s (one every %2 s)").arg(speed).arg(1 / speed)
                     : PlaybackBar::tr("%1 steps/s").arg(speed);
}

int nearestSpeedIndex(double speed) {
    int best = 0;
    for (int i = 1; i < static_cast<int>(kSpeeds.size()); ++i) {
        if (std::abs(std::log(kSpeeds[i] / speed)) < std::abs(std::log(kSpeeds[best] / speed))) {
            best = i;
        }
    }
    return best;
}

QList<QKeySequence> decisionKeys(Qt::Key arrow, Qt::Key page, bool withPage) {
    QList<QKeySequence> keys{QKeySequence(Qt::SHIFT | arrow)};
    if (withPage)
        keys.append(QKeySequence(page));
    return keys;
}

} // namespace

PlaybackBar::PlaybackBar(SimulationController* controller, QWidget* window)
    : QObject(window), controller_(controller), window_(window) {
    SimulationController* c = controller_;
    const auto make = [this, window](const QString& text, const QList<QKeySequence>& keys, auto slot) {
        QAction* action = addShortcutAction(window, text, keys);
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    start_ = make(tr("Start"), {QKeySequence(Qt::Key_Home)}, [c] { c->jumpToStart(); });
    previousDecision_ = make(tr("Previous decision"), decisionKeys(Qt::Key_Left, Qt::Key_PageUp, true),
                             [c] { c->previousDecision(); });
    stepBack_ = make(tr("Step back"), {QKeySequence(Qt::Key_Left)}, [c] { c->stepBack(); });
    play_ = make(tr("Play"), {QKeySequence(Qt::Key_Space)}, [c] { c->togglePlay(); });
    stepForward_ = make(tr("Step"), {QKeySequence(Qt::Key_Right)}, [c] { c->stepForward(); });
    nextDecision_ = make(tr("Next decision"), decisionKeys(Qt::Key_Right, Qt::Key_PageDown, true),
                         [c] { c->nextDecision(); });
    end_ = make(tr("End"), {QKeySequence(Qt::Key_End)}, [c] { c->jumpToEnd(); });
    faster_ =
        make(tr("Faster"), {QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)}, [this] { faster(); });
    slower_ = make(tr("Slower"), {QKeySequence(Qt::Key_Minus)}, [this] { slower(); });
    fastMode_ = make(tr("Fast mode"), {QKeySequence(tr("F"))}, [c](bool on) { c->setFastMode(on); });
    fastMode_->setCheckable(true);
    fastMode_->setToolTip(tr("Fast mode: as fast as possible, no animation (F)"));
    predict_ = make(tr("&Predict mode"), {QKeySequence(tr("P"))}, [c](bool on) { c->setPredictMode(on); });
    predict_->setCheckable(true);
    updateIcons();

    connect(controller_, &SimulationController::runChanged, this, &PlaybackBar::onRunChanged);
    connect(controller_, &SimulationController::positionChanged, this, &PlaybackBar::onPositionChanged);
    connect(controller_, &SimulationController::playingChanged, this, &PlaybackBar::onPlayingChanged);
    connect(controller_, &SimulationController::speedChanged, this, &PlaybackBar::onSpeedChanged);
    connect(controller_, &SimulationController::fastModeChanged, fastMode_, &QAction::setChecked);
    connect(controller_, &SimulationController::predictModeChanged, predict_, &QAction::setChecked);
    connect(controller_, &SimulationController::predictModeChanged, this, &PlaybackBar::onPositionChanged);
}

QList<QAction*> PlaybackBar::stepActions() const {
    return {start_, previousDecision_, stepBack_, play_, stepForward_, nextDecision_, end_};
}

QList<QAction*> PlaybackBar::menuActions() const {
    return {play_, stepForward_, stepBack_, nextDecision_, previousDecision_, start_, end_};
}

QList<QAction*> PlaybackBar::speedActions() const {
    return {faster_, slower_, fastMode_};
}

void PlaybackBar::addControls(QToolBar* bar) {
    bar->addActions(stepActions());
    bar->addSeparator();
    auto* label = new QLabel(tr("Speed:"));
    label->setContentsMargins(8, 0, 4, 0);
    bar->addWidget(label);
    speedBox_ = new QComboBox;
    for (double speed : kSpeeds) {
        speedBox_->addItem(speedLabel(speed), speed);
    }
    speedBox_->setToolTip(tr("Steps per second while playing (+ and - change it)"));
    speedBox_->setAccessibleName(tr("Speed"));
    speedBox_->setFocusPolicy(Qt::NoFocus);
    speedBox_->setCurrentIndex(nearestSpeedIndex(controller_->speed()));
    connect(speedBox_, &QComboBox::activated, this,
            [this](int index) { controller_->setSpeed(speedBox_->itemData(index).toDouble()); });
    bar->addWidget(speedBox_);
    bar->addAction(fastMode_);
}

void PlaybackBar::addPosition(QToolBar* bar) {
    auto* label = new QLabel(tr("Position:"));
    label->setContentsMargins(8, 0, 8, 0);
    bar->addWidget(label);
    scrubber_ = new QSlider(Qt::Horizontal);
    scrubber_->setObjectName(QStringLiteral("scrubber"));
    scrubber_->setFocusPolicy(Qt::NoFocus);
    scrubber_->setToolTip(tr("Drag to go anywhere in the run"));
    scrubber_->setAccessibleName(tr("Position in the run"));
    scrubber_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(scrubber_, &QSlider::valueChanged, this,
            [this](int value) { controller_->seek(static_cast<std::size_t>(value)); });
    bar->addWidget(scrubber_);
    scrubTime_ = new QLabel;
    scrubTime_->setContentsMargins(8, 0, 8, 0);
    bar->addWidget(scrubTime_);
    onRunChanged();
}

void PlaybackBar::setLessonMode(bool on) {
    nextDecision_->setShortcuts(decisionKeys(Qt::Key_Right, Qt::Key_PageDown, !on));
    previousDecision_->setShortcuts(decisionKeys(Qt::Key_Left, Qt::Key_PageUp, !on));
}

void PlaybackBar::updateIcons() {
    const QColor colour = window_->palette().color(QPalette::ButtonText);
    const QColor accent = Theme::of(window_->palette()).accent();
    using Kind = ControlIcons::Kind;
    start_->setIcon(ControlIcons::icon(Kind::Start, colour));
    previousDecision_->setIcon(ControlIcons::icon(Kind::PreviousDecision, colour));
    stepBack_->setIcon(ControlIcons::icon(Kind::StepBack, colour));
    play_->setIcon(ControlIcons::icon(controller_->playing() ? Kind::Pause : Kind::Play, accent));
    stepForward_->setIcon(ControlIcons::icon(Kind::Step, colour));
    nextDecision_->setIcon(ControlIcons::icon(Kind::NextDecision, colour));
    end_->setIcon(ControlIcons::icon(Kind::End, colour));
}

void PlaybackBar::faster() {
    const int index = nearestSpeedIndex(controller_->speed());
    controller_->setSpeed(kSpeeds[std::min(index + 1, static_cast<int>(kSpeeds.size()) - 1)]);
}

void PlaybackBar::slower() {
    const int index = nearestSpeedIndex(controller_->speed());
    controller_->setSpeed(kSpeeds[std::max(index - 1, 0)]);
}

void PlaybackBar::onRunChanged() {
    for (QAction* action : stepActions())
        action->setEnabled(controller_->hasRun());
    if (scrubber_ != nullptr) {
        const QSignalBlocker blocker(scrubber_);
        scrubber_->setRange(0, static_cast<int>(controller_->length()));
        scrubber_->setPageStep(std::max(1, scrubber_->maximum() / 20));
    }
    onPositionChanged();
}

void PlaybackBar::onPositionChanged() {
    const std::size_t position = controller_->position();
    const std::size_t length = controller_->length();
    const bool hasRun = controller_->hasRun();
    if (scrubber_ != nullptr) {
        const QSignalBlocker blocker(scrubber_);
        scrubber_->setValue(static_cast<int>(position));
        const std::int64_t endMs =
            hasRun && length > 0 ? controller_->run().recording().steps().back().timeMs : 0;
        const QString now = Narrator::formatTime(controller_->timeMs());
        scrubTime_->setText(futureHidden_ || controller_->predictMode()
                                ? now
                                : tr("%1 of %2").arg(now, Narrator::formatTime(endMs)));
    }
    for (QAction* action : {start_, previousDecision_, stepBack_}) {
        action->setEnabled(hasRun && position > 0);
    }
    for (QAction* action : {stepForward_, nextDecision_, end_}) {
        action->setEnabled(hasRun && position < length);
    }
}

void PlaybackBar::setFutureHidden(bool hidden) {
    futureHidden_ = hidden;
    onPositionChanged();
}

void PlaybackBar::onPlayingChanged(bool playing) {
    play_->setText(playing ? tr("Pause") : tr("Play"));
    updateIcons();
    play_->setToolTip(tr("%1 (%2)").arg(play_->text(), QKeySequence(Qt::Key_Space).toString()));
}

void PlaybackBar::onSpeedChanged(double speed) {
    if (speedBox_ != nullptr)
        speedBox_->setCurrentIndex(nearestSpeedIndex(speed));
    Q_EMIT message(speedLabel(speed), 2000);
}

} // namespace qmgrlab::ui
