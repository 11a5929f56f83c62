// SPDX-License-Identifier: GPL-3.0-or-later
// SimulationController: loads scenarios into a recorded Run and moves its position, either
// on request (step, seek) or by a timer while playing; paces the views' refreshes.
#include "ui/SimulationController.h"

#include "core/run/RunBuilder.h"
#include "ui/common/ErrorText.h"
#include "ui/scenario/ScenarioFile.h"

#include <QCursor>
#include <QGuiApplication>
#include <QScopeGuard>
#include <algorithm>
#include <cmath>
#include <exception>
#include <utility>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace qmgrlab::ui {

namespace {

constexpr double kMinimumSpeed = 0.25;
constexpr double kMaximumSpeed = 200.0;
constexpr int kRefreshIntervalMs = 40; // views refreshed at most 25 times a second
constexpr int kShortestTickMs = 10;
constexpr int kFastModeBudgetMs = 30; // stepping time per tick in fast mode
constexpr std::size_t kMaxStepsPerTick = 5000;

void setError(QString* error, const QString& text) {
    if (error != nullptr) {
        *error = text;
    }
}

} // namespace

SimulationController::SimulationController(QObject* parent) : QObject(parent) {
    timer_.setTimerType(Qt::PreciseTimer);
    connect(&timer_, &QTimer::timeout, this, &SimulationController::onTick);
    refreshThrottle_.setSingleShot(true);
    refreshThrottle_.setInterval(kRefreshIntervalMs);
    connect(&refreshThrottle_, &QTimer::timeout, this, [this] {
        if (refreshPending_) {
            refreshPending_ = false;
            Q_EMIT positionChanged();
        }
    });
    updateTimerInterval();
}

SimulationController::~SimulationController() = default;

bool SimulationController::loadScenario(const Scenario& scenario, const QString& sourceName, QString* error) {
    // Recording a long run takes a moment; say so where there is a cursor.
    const bool gui = qobject_cast<QGuiApplication*>(QCoreApplication::instance()) != nullptr;
    if (gui) {
        QGuiApplication::setOverrideCursor(QCursor(Qt::WaitCursor));
    }
    const auto restoreCursor = qScopeGuard([gui] {
        if (gui) {
            QGuiApplication::restoreOverrideCursor();
        }
    });
    std::unique_ptr<Run> run;
    try {
        run = buildRun(scenario, sourceName.toStdString(), Run::viewed());
    } catch (const std::exception& e) {
        setError(error, errorText(e));
        return false;
    }
    DecisionIndex decisions(run->recording());
    PredictQuestions questions(run->recording());
    adoptRun(std::move(run), std::move(decisions), std::move(questions), sourceName);
    return true;
}

void SimulationController::adoptRun(std::unique_ptr<Run> run, DecisionIndex decisions,
                                    PredictQuestions questions, const QString& sourceName) {
    pause();
    sourceName_ = sourceName;
    // The replaced run lives until every view has had runChanged: a view that has not been told
    // yet may still read it while another one's update lays the window out (a dock animates).
    std::unique_ptr<Run> replaced = std::move(run_);
    run_ = std::move(run);
    decisions_ = std::move(decisions);
    questions_ = std::move(questions);
    refreshPending_ = false;
    Q_EMIT runChanged();
    if (replaced) {
        replaced.reset();
#ifdef __GLIBC__
        // glibc keeps what a thread frees in the arena of the thread that allocated it: a run
        // recorded on a worker (BackgroundRecording) and freed here stays in that worker's arena,
        // and a few opens of a large scenario on different pool threads held two or three runs'
        // worth of memory. Given back at once.
        malloc_trim(0);
#endif
    }
    emitPositionChanged(true);
}

bool SimulationController::loadScenarioFile(const QString& path, QString* error) {
    Scenario scenario;
    return readScenarioFile(path, &scenario, error) && loadScenario(scenario, path, error);
}

const Scenario& SimulationController::scenario() const {
    static const Scenario none;
    return run_ ? run_->config().scenario() : none;
}

std::size_t SimulationController::position() const {
    return run_ ? run_->position() : 0;
}

std::size_t SimulationController::length() const {
    return run_ ? run_->knownSteps() : 0;
}

std::int64_t SimulationController::timeMs() const {
    return run_ ? run_->timeMs() : 0;
}

void SimulationController::stepForward() {
    if (run_ && !openQuestion() && run_->step()) {
        restartPlayClock();
        emitPositionChanged(true);
    }
}

void SimulationController::stepBack() {
    if (run_ && run_->stepBack()) {
        restartPlayClock();
        emitPositionChanged(true);
    }
}

void SimulationController::nextDecision() {
    if (!run_) {
        return;
    }
    if (predictMode_) {
        nextQuestion();
        return;
    }
    indexRecording();
    const auto next = decisions_.next(run_->position());
    if (next) {
        seek(*next);
    } else {
        jumpToEnd();
    }
}

void SimulationController::previousDecision() {
    if (!run_) {
        return;
    }
    if (predictMode_) {
        previousQuestion();
        return;
    }
    // Right after the last selection before the last applied step (position - 1).
    indexRecording();
    seek(decisions_.previous(run_->position()).value_or(0));
}

void SimulationController::indexRecording() {
    decisions_.update(run_->recording());
    questions_.update(run_->recording());
}

std::optional<PredictionQuestion> SimulationController::openQuestion() const {
    if (!predictMode_ || !run_) {
        return std::nullopt;
    }
    return PredictionQuestion::at(*run_);
}

void SimulationController::setPredictMode(bool on) {
    if (on == predictMode_) {
        return;
    }
    predictMode_ = on;
    Q_EMIT predictModeChanged(predictMode_);
    emitPositionChanged(true);
}

void SimulationController::takeQuestionStep() {
    if (openQuestion() && run_->step()) {
        restartPlayClock();
        emitPositionChanged(true);
    }
}

// An open question is revealed; otherwise the run goes on to just before the next question
// (or to the end), found in the core's index of the recorded questions without moving the run.
void SimulationController::nextQuestion() {
    if (openQuestion()) {
        takeQuestionStep();
        return;
    }
    indexRecording();
    seek(questions_.next(run_->position()).value_or(run_->recording().steps().size()));
}

// Back to just before the last question before the position (or to the start).
void SimulationController::previousQuestion() {
    indexRecording();
    seek(questions_.previous(run_->position()).value_or(0));
}

void SimulationController::seek(std::size_t position) {
    if (!run_) {
        return;
    }
    run_->seek(position);
    restartPlayClock();
    emitPositionChanged(true);
}

void SimulationController::seekTime(std::int64_t ms) {
    if (!run_) {
        return;
    }
    run_->seekTime(ms);
    restartPlayClock();
    emitPositionChanged(true);
}

void SimulationController::jumpToStart() {
    seek(0);
}

void SimulationController::jumpToEnd() {
    seek(length());
}

void SimulationController::play() {
    if (!run_ || playing()) {
        return;
    }
    if (run_->atEnd()) {
        run_->seek(0);
    }
    if (openQuestion()) {
        return; // the class answers first
    }
    timer_.start();
    Q_EMIT playingChanged(true);
    if (fastMode_) {
        onTick();
        return;
    }
    // The first step at once; the next ones at the chosen pace.
    run_->step();
    restartPlayClock();
    emitPositionChanged(false);
}

void SimulationController::pause() {
    if (!playing()) {
        return;
    }
    timer_.stop();
    Q_EMIT playingChanged(false);
    emitPositionChanged(true);
}

void SimulationController::togglePlay() {
    if (playing()) {
        pause();
    } else {
        play();
    }
}

void SimulationController::setSpeed(double stepsPerSecond) {
    const double speed = std::clamp(stepsPerSecond, kMinimumSpeed, kMaximumSpeed);
    if (speed == speed_) {
        return;
    }
    speed_ = speed;
    restartPlayClock();
    updateTimerInterval();
    Q_EMIT speedChanged(speed_);
}

void SimulationController::setFastMode(bool fast) {
    if (fast == fastMode_) {
        return;
    }
    fastMode_ = fast;
    restartPlayClock();
    updateTimerInterval();
    Q_EMIT fastModeChanged(fastMode_);
}

void SimulationController::onTick() {
    if (!run_) {
        pause();
        return;
    }
    bool moved = false;
    bool ended = false;
    if (fastMode_) {
        QElapsedTimer budget;
        budget.start();
        do {
            ended = openQuestion().has_value() || !run_->step();
            moved = moved || !ended;
        } while (!ended && budget.elapsed() < kFastModeBudgetMs);
    } else {
        // The steps due since the pace was last set, so it does not drift with the cost of a
        // tick (rounded, so a tick that comes a little early still takes its step).
        const auto due = playStartPosition_ +
                         static_cast<std::size_t>(std::llround(speed_ * playClock_.elapsed() / 1000.0));
        std::size_t budget = kMaxStepsPerTick;
        while (!ended && run_->position() < due && budget-- > 0) {
            ended = openQuestion().has_value() || !run_->step();
            moved = moved || !ended;
        }
    }
    // Stopped at the end, or before a question in predict mode.
    ended = ended || run_->atEnd() || openQuestion().has_value();
    if (ended) {
        timer_.stop();
        Q_EMIT playingChanged(false);
        emitPositionChanged(true);
    } else if (moved) {
        emitPositionChanged(false);
    }
}

void SimulationController::emitPositionChanged(bool force) {
    if (!force && refreshThrottle_.isActive()) {
        refreshPending_ = true;
        return;
    }
    refreshPending_ = false;
    if (playing()) {
        refreshThrottle_.start();
    }
    Q_EMIT positionChanged();
}

void SimulationController::restartPlayClock() {
    playClock_.start();
    playStartPosition_ = position();
}

void SimulationController::updateTimerInterval() {
    const int interval =
        fastMode_ ? 0 : std::max(kShortestTickMs, static_cast<int>(std::lround(1000.0 / speed_)));
    timer_.setInterval(interval);
}

} // namespace qmgrlab::ui
