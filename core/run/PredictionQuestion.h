// SPDX-License-Identifier: GPL-3.0-or-later
// PredictionQuestion: what the class is asked before an entry selection in predict mode,
// built from a recorded Run at its position: "which job gets the next delivery slot?" with
// the jobs of the transport's job list that still have recipients to deliver as the choices,
// and, when the selection evaluated a candidate, "does job X preempt job Y?" first. The
// answers come from the recorded SelectionDecision of the next step, never re-derived.
#pragma once

#include "core/common/Ids.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace qmgrlab {

class Run;

class PredictionQuestion {
public:
    // The question about the step after the run's position, or nothing when that step is not
    // recorded, is not an entry selection, selects nothing, or leaves fewer than two jobs to
    // choose from (then there is nothing to predict).
    static std::optional<PredictionQuestion> at(const Run& run);

    std::size_t step() const { return step_; } // index of the selection step asked about
    TransportId transport() const { return transport_; }
    // Message indices of the jobs that may be chosen, in the scheduler's job list order.
    const std::vector<int>& choices() const { return choices_; }
    int answer() const { return answer_; } // message index of the job that gets the slot

    // The preemption question: asked when the current job's preemption test reached a candidate.
    bool asksPreemption() const { return candidateMessage_ != kNone; }
    int currentMessage() const { return currentMessage_; }     // the job that may be preempted
    int candidateMessage() const { return candidateMessage_; } // the job that may preempt it
    bool preempts() const { return preempts_; }

private:
    PredictionQuestion() = default;

    std::size_t step_ = 0;
    TransportId transport_ = kNone;
    std::vector<int> choices_;
    int answer_ = kNone;
    int currentMessage_ = kNone;
    int candidateMessage_ = kNone;
    bool preempts_ = false;
};

} // namespace qmgrlab
