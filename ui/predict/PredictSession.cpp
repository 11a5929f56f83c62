// SPDX-License-Identifier: GPL-3.0-or-later
// PredictSession: checks the class's answers against the open PredictionQuestion, keeps them
// per question and counts them.
#include "ui/predict/PredictSession.h"

#include "ui/SimulationController.h"

#include <algorithm>

namespace qmgrlab::ui {

PredictSession::PredictSession(SimulationController* controller, QObject* parent)
    : QObject(parent), controller_(controller) {
    connect(controller_, &SimulationController::runChanged, this, &PredictSession::resetScore);
    // A yes/no belongs to the question it was given to: moving elsewhere drops it.
    connect(controller_, &SimulationController::positionChanged, this, [this] {
        if (pendingPreemption_ && controller_->position() != pendingStep_) {
            pendingPreemption_.reset();
            Q_EMIT changed();
        }
    });
}

bool PredictSession::awaitingPreemption() const {
    const auto question = controller_->openQuestion();
    return question && question->asksPreemption() && !pendingPreemption_;
}

const PredictSession::Answer* PredictSession::answerAt(std::size_t step) const {
    const auto it = answers_.find(step);
    return it == answers_.end() ? nullptr : &it->second;
}

int PredictSession::right() const {
    int count = 0;
    for (const auto& [step, answer] : answers_) {
        count += (answer.preemption && answer.preemptionRight ? 1 : 0) + (answer.jobRight ? 1 : 0);
    }
    return count;
}

int PredictSession::wrong() const {
    int count = 0;
    for (const auto& [step, answer] : answers_) {
        count += (answer.preemption && !answer.preemptionRight ? 1 : 0) + (answer.jobRight ? 0 : 1);
    }
    return count;
}

void PredictSession::answerPreemption(bool preempts) {
    if (!awaitingPreemption()) {
        return;
    }
    pendingPreemption_ = preempts;
    pendingStep_ = controller_->position();
    Q_EMIT changed();
}

void PredictSession::answerJob(int message) {
    const auto question = controller_->openQuestion();
    if (!question || awaitingPreemption() ||
        std::find(question->choices().begin(), question->choices().end(), message) ==
            question->choices().end()) {
        return;
    }
    Answer answer;
    answer.preemption = pendingPreemption_;
    answer.preemptionRight = pendingPreemption_ == question->preempts();
    answer.job = message;
    answer.jobRight = message == question->answer();
    answers_[question->step()] = answer;
    pendingPreemption_.reset();
    controller_->takeQuestionStep();
    Q_EMIT changed();
}

void PredictSession::resetScore() {
    answers_.clear();
    pendingPreemption_.reset();
    Q_EMIT changed();
}

} // namespace qmgrlab::ui
