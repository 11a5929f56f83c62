// SPDX-License-Identifier: GPL-3.0-or-later
// SimulationController: owns the core Run of the scenario it is given (the ScenarioDocument
// holds the scenario, its file and its unsaved changes), moves the position (step, step back,
// seek, play at a chosen speed) and tells the views when to refresh. Views observe it and read
// the scheduler through qmgrlab::Inspector; they never keep scheduling state.
#pragma once

#include "core/run/DecisionIndex.h"
#include "core/run/PredictQuestions.h"
#include "core/run/PredictionQuestion.h"
#include "core/run/Run.h"
#include "core/scenario/Scenario.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>

namespace qmgrlab::ui {

class SimulationController : public QObject {
    Q_OBJECT
public:
    explicit SimulationController(QObject* parent = nullptr);
    ~SimulationController() override;

    // Runs a scenario: resolves it, records the whole run and moves to position 0. On failure
    // returns false, keeps the previous run, and sets *error to a one-line message naming the
    // source, the JSON path and the rule. sourceName is the name the run's messages use.
    bool loadScenario(const Scenario& scenario, const QString& sourceName, QString* error);
    // Takes a run recorded elsewhere (a BackgroundRecording's, complete, at the position it was
    // asked to be left at) with its indexes, as loadScenario does once it has recorded one.
    void adoptRun(std::unique_ptr<Run> run, DecisionIndex decisions, PredictQuestions questions,
                  const QString& sourceName);
    // Reads a scenario file (or ":/examples/NAME.json") and runs it (views' tests; the window
    // opens files through its ScenarioDocument).
    bool loadScenarioFile(const QString& path, QString* error);

    bool hasRun() const { return run_ != nullptr; }
    const Run& run() const { return *run_; } // requires hasRun()
    // The scenario of the run (an empty one before the first run).
    const Scenario& scenario() const;
    // The name the run was built under (a file, an example, "new scenario").
    const QString& sourceName() const { return sourceName_; }

    std::size_t position() const; // steps applied
    std::size_t length() const;   // steps in the whole run
    std::int64_t timeMs() const;  // time of the current position

    bool playing() const { return timer_.isActive(); }
    double speed() const { return speed_; } // steps per second while playing
    // Fast mode (setFastMode): no animation, views refreshed at most 25/s.
    bool animationsEnabled() const { return !fastMode_ && speed_ <= 8.0; }

    // Predict mode: stepping forward and playing stop before each entry selection the class is
    // asked about, until takeQuestionStep(); the decision jumps go from question to question.
    bool predictMode() const { return predictMode_; }
    // In predict mode, the question about the step after the position; nothing otherwise.
    std::optional<PredictionQuestion> openQuestion() const;

public Q_SLOTS:
    void stepForward();
    void stepBack();
    void nextDecision(); // forward to the next entry selection
    void previousDecision();
    void seek(std::size_t position);
    void seekTime(std::int64_t ms);
    void jumpToStart();
    void jumpToEnd();
    void play();
    void pause();
    void togglePlay();
    void setSpeed(double stepsPerSecond);
    void setFastMode(bool fast);
    void setPredictMode(bool on);
    void takeQuestionStep(); // takes the step the open question is about (the answer is revealed)

Q_SIGNALS:
    void runChanged();      // a new run replaced the old one: rebuild everything
    void positionChanged(); // the position moved: refresh
    void playingChanged(bool playing);
    void speedChanged(double stepsPerSecond);
    void fastModeChanged(bool fast);
    void predictModeChanged(bool on);

private:
    void onTick();
    void emitPositionChanged(bool force);
    void restartPlayClock();
    void updateTimerInterval();
    void nextQuestion();
    void previousQuestion();
    void indexRecording(); // brings decisions_ and questions_ up to the run's recording

    QString sourceName_;
    std::unique_ptr<Run> run_;
    DecisionIndex decisions_;    // the run's entry selections, for the decision jumps
    PredictQuestions questions_; // where predict mode asks, for the question jumps
    QTimer timer_;
    QTimer refreshThrottle_;
    bool refreshPending_ = false;
    double speed_ = 2.0;
    bool fastMode_ = false;
    bool predictMode_ = false;
    QElapsedTimer playClock_;           // since play started or the speed last changed
    std::size_t playStartPosition_ = 0; // position at that moment
};

} // namespace qmgrlab::ui
