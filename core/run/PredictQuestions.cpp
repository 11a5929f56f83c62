// SPDX-License-Identifier: GPL-3.0-or-later
// PredictQuestions: the selection steps whose recorded decision selected a job out of several,
// gathered once and searched by bisection.
#include "core/run/PredictQuestions.h"

#include "core/trace/SelectionDecision.h"

#include <algorithm>

namespace qmgrlab {

bool PredictQuestions::asksAbout(const Recording& recording, std::size_t step) {
    const GrowingArray<StepRecord>& steps = recording.steps();
    if (step >= steps.size() || steps[step].kind != StepKind::Selection || steps[step].decision < 0)
        return false;
    const SelectionDecision& decision = recording.decisions()[static_cast<std::size_t>(steps[step].decision)];
    return decision.selectedMessage != kNone && decision.hadChoice;
}

void PredictQuestions::update(const Recording& recording) {
    for (const std::size_t total = recording.steps().size(); indexed_ < total; ++indexed_) {
        if (asksAbout(recording, indexed_))
            questions_.push_back(static_cast<std::uint32_t>(indexed_));
    }
}

std::optional<std::size_t> PredictQuestions::next(std::size_t position) const {
    const auto after = std::upper_bound(questions_.begin(), questions_.end(), position);
    if (after == questions_.end())
        return std::nullopt;
    return *after;
}

std::optional<std::size_t> PredictQuestions::previous(std::size_t position) const {
    const auto at = std::lower_bound(questions_.begin(), questions_.end(), position);
    if (at == questions_.begin())
        return std::nullopt;
    return *(at - 1);
}

} // namespace qmgrlab
