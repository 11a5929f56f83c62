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
}

// A yes/no is kept with its question: the teacher may step on before the job is chosen, and
// coming back finds it given.
std::optional<bool> PredictSession::pendingPreemption() const {
    const auto question = controller_->openQuestion();
    const Answer* answer = question ? answerAt(question->step()) : nullptr;
    return answer != nullptr && answer->job < 0 ? answer->preemption : std::nullopt;
}

bool PredictSession::awaitingPreemption() const {
    const auto question = controller_->openQuestion();
    return question && question->asksPreemption() && !pendingPreemption();
}

const PredictSession::Answer* PredictSession::answerAt(std::size_t step) const {
    const auto it = answers_.find(step);
    return it == answers_.end() ? nullptr : &it->second;
}

int PredictSession::right() const {
    int count = 0;
    for (const auto& [step, answer] : answers_) {
        count += (answer.preemption && answer.preemptionRight ? 1 : 0) +
                 (answer.job >= 0 && answer.jobRight ? 1 : 0);
    }
    return count;
}

int PredictSession::wrong() const {
    int count = 0;
    for (const auto& [step, answer] : answers_) {
        count += (answer.preemption && !answer.preemptionRight ? 1 : 0) +
                 (answer.job >= 0 && !answer.jobRight ? 1 : 0);
    }
    return count;
}

void PredictSession::answerPreemption(bool preempts) {
    if (!awaitingPreemption()) {
        return;
    }
    const auto question = controller_->openQuestion();
    Answer answer; // the job not chosen yet; answering again replaces an earlier answer
    answer.preemption = preempts;
    answer.preemptionRight = preempts == question->preempts();
    answers_[question->step()] = answer;
    Q_EMIT changed();
}

void PredictSession::answerJob(int message) {
    const auto question = controller_->openQuestion();
    if (!question || awaitingPreemption() ||
        std::find(question->choices().begin(), question->choices().end(), message) ==
            question->choices().end()) {
        return;
    }
    const std::optional<bool> preemption = pendingPreemption();
    Answer answer;
    answer.preemption = preemption;
    answer.preemptionRight = preemption == question->preempts();
    answer.job = message;
    answer.jobRight = message == question->answer();
    answers_[question->step()] = answer;
    controller_->takeQuestionStep();
    Q_EMIT changed();
}

void PredictSession::resetScore() {
    answers_.clear();
    Q_EMIT changed();
}

} // namespace qmgrlab::ui
