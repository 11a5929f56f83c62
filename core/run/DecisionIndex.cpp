// SPDX-License-Identifier: GPL-3.0-or-later
// DecisionIndex: the selection steps' positions, gathered from the recorded step kinds and
// searched by bisection.
#include "core/run/DecisionIndex.h"

#include <algorithm>

namespace qmgrlab {

void DecisionIndex::update(const Recording& recording) {
    const GrowingArray<StepRecord>& steps = recording.steps();
    for (; indexed_ < steps.size(); ++indexed_) {
        if (steps[indexed_].kind == StepKind::Selection)
            ends_.push_back(static_cast<std::uint32_t>(indexed_ + 1));
    }
}

std::size_t DecisionIndex::madeBy(std::size_t position) const {
    return static_cast<std::size_t>(std::upper_bound(ends_.begin(), ends_.end(), position) - ends_.begin());
}

std::optional<std::size_t> DecisionIndex::next(std::size_t position) const {
    const auto after = std::upper_bound(ends_.begin(), ends_.end(), position);
    if (after == ends_.end())
        return std::nullopt;
    return *after;
}

std::optional<std::size_t> DecisionIndex::previous(std::size_t position) const {
    const auto at = std::lower_bound(ends_.begin(), ends_.end(), position);
    if (at == ends_.begin())
        return std::nullopt;
    return *(at - 1);
}

} // namespace qmgrlab
