// SPDX-License-Identifier: GPL-3.0-or-later
// PredictQuestions: the positions at which predict mode asks a question (a PredictionQuestion
// is open: the next step is an entry selection that selected a job while two or more jobs had
// entries to select), indexed once per run from the recorded decisions, without replaying the
// run. The controller's "next question" and "previous question" are binary searches in it.
#pragma once

#include "core/trace/Recording.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace qmgrlab {

class PredictQuestions {
public:
    PredictQuestions() = default;
    explicit PredictQuestions(const Recording& recording) { update(recording); }

    // Indexes the steps recorded since the last call (see DecisionIndex::update).
    void update(const Recording& recording);

    // Whether the recorded step at index `step` is asked about (a question is open at the
    // position `step`). A recording without details (no decisions) asks nothing.
    static bool asksAbout(const Recording& recording, std::size_t step);

    std::size_t count() const { return questions_.size(); } // questions indexed
    // The first position after `position` with an open question, or nothing.
    std::optional<std::size_t> next(std::size_t position) const;
    // The last position before `position` with an open question, or nothing.
    std::optional<std::size_t> previous(std::size_t position) const;

private:
    std::vector<std::uint32_t> questions_; // ascending step indices
    std::size_t indexed_ = 0;              // steps looked at
};

} // namespace qmgrlab
