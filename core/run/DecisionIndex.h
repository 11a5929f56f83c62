// SPDX-License-Identifier: GPL-3.0-or-later
// DecisionIndex: where a recorded run's decisions (its entry selections) lie, indexed once per
// run from the recorded step kinds: the position right after each decision, so that "next
// decision", "previous decision", "decisions made so far" and "the position after decision k"
// are binary searches, never a walk over the steps. The controller's decision jumps and the
// Compare window's "decision number" alignment read it.
#pragma once

#include "core/trace/Recording.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace qmgrlab {

class DecisionIndex {
public:
    DecisionIndex() = default;
    explicit DecisionIndex(const Recording& recording) { update(recording); }

    // Indexes the steps recorded since the last call (a run still recording grows; a finished
    // one costs nothing). The recording must be the one indexed before, or a fresh index used.
    void update(const Recording& recording);

    std::size_t count() const { return ends_.size(); } // decisions indexed
    // The position right after decision k (1-based, 1 <= k <= count()): the steps applied
    // once it has been made.
    std::size_t positionAfter(std::size_t k) const { return ends_[k - 1]; }
    // Decisions made by the first `position` steps.
    std::size_t madeBy(std::size_t position) const;
    // The position right after the first decision not yet made at `position`, or nothing.
    std::optional<std::size_t> next(std::size_t position) const;
    // The position right after the last decision made before the position's last step (a
    // position right after a decision goes to the one before it), or nothing.
    std::optional<std::size_t> previous(std::size_t position) const;

private:
    std::vector<std::uint32_t> ends_; // ascending: index of each selection step + 1
    std::size_t indexed_ = 0;         // steps looked at
};

} // namespace qmgrlab
