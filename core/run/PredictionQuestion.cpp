// SPDX-License-Identifier: GPL-3.0-or-later
// PredictionQuestion: reads the next step's recorded decision and the job list at the run's
// position to pose the predict-mode question and keep its answers.
#include "core/run/PredictionQuestion.h"

#include "core/run/Inspector.h"
#include "core/run/Run.h"
#include "core/trace/SelectionDecision.h"

namespace qmgrlab {

std::optional<PredictionQuestion> PredictionQuestion::at(const Run& run) {
    const Recording& recording = run.recording();
    const std::size_t step = run.position();
    if (step >= recording.steps().size()) {
        return std::nullopt;
    }
    const StepRecord& record = recording.steps()[step];
    if (record.kind != StepKind::Selection || record.decision < 0) {
        return std::nullopt;
    }
    const SelectionDecision& decision = recording.decisions()[static_cast<std::size_t>(record.decision)];
    if (decision.selectedMessage == kNone) {
        return std::nullopt;
    }

    PredictionQuestion question;
    question.step_ = step;
    question.transport_ = decision.transport;
    question.answer_ = decision.selectedMessage;
    const Inspector inspector(run);
    for (const JobId j : inspector.transport(decision.transport).schedList) {
        const JobInfo job = inspector.job(j);
        if (job.maxEntries > job.selectedEntries) {
            question.choices_.push_back(job.message);
        }
    }
    if (question.choices_.size() < 2) {
        return std::nullopt;
    }
    if (decision.preemption == PreemptionOutcome::NotEnoughSlots ||
        decision.preemption == PreemptionOutcome::Preempted) {
        question.currentMessage_ = decision.currentMessage;
        question.candidateMessage_ = decision.candidateMessage;
        question.preempts_ = decision.preemption == PreemptionOutcome::Preempted;
    }
    return question;
}

} // namespace qmgrlab
