// SPDX-License-Identifier: GPL-3.0-or-later
// ScanPhase: the deferred scans' phase from the activations of deferred mail.
#include "core/maillog/ScanPhase.h"

#include "core/maillog/LogTime.h"

#include <algorithm>
#include <numeric>

namespace qmgrlab {

namespace {

using Pieces = std::vector<std::pair<std::int64_t, std::int64_t>>;

// The moments in both sets of sorted, disjoint pieces.
Pieces intersect(const Pieces& a, const Pieces& b) {
    Pieces result;
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < a.size() && j < b.size()) {
        const std::int64_t first = std::max(a[i].first, b[j].first);
        const std::int64_t last = std::min(a[i].second, b[j].second);
        if (first <= last)
            result.emplace_back(first, last);
        (a[i].second < b[j].second ? i : j) += 1;
    }
    return result;
}

} // namespace

ScanPhase::ScanPhase(std::int64_t queueRunDelayMs, std::int64_t minimalBackoffSeconds,
                     std::int64_t maximalBackoffSeconds)
    : period_(std::max<std::int64_t>(queueRunDelayMs, 1)), minimalBackoff_(minimalBackoffSeconds),
      maximalBackoff_(maximalBackoffSeconds) {}

void ScanPhase::leaving(std::int64_t ms, std::size_t message) {
    leaving_.emplace_back(ms, message);
}

bool ScanPhase::otherLeaving(std::int64_t ms, std::size_t message) const {
    const auto first = std::lower_bound(leaving_.begin(), leaving_.end(), std::pair{ms, std::size_t{0}});
    for (auto it = first; it != leaving_.end() && it->first == ms; ++it)
        if (it->second != message)
            return true;
    return false;
}

void ScanPhase::reactivation(std::int64_t createdMs, std::int64_t leftMs, std::int64_t activatedMs,
                             std::size_t message) {
    std::int64_t earliest = activatedMs - period_; // no bound
    if (leftMs >= 0) {
        // The file time the queue manager gave it (SPEC section 2, "Deferred queue"), due from one
        // second before.
        const std::int64_t now = leftMs / 1000;
        const std::int64_t delay =
            std::max(std::min(now - createdMs / 1000, maximalBackoff_), minimalBackoff_);
        earliest = std::max(earliest, (now + delay - 1) * 1000);
    }
    reactivations_.push_back({earliest, activatedMs, message});
}

bool ScanPhase::feasible(std::int64_t phase) const {
    if (contradicted_)
        return true;
    return std::any_of(allowed_.begin(), allowed_.end(),
                       [phase](const auto& piece) { return piece.first <= phase && phase <= piece.second; });
}

std::optional<std::int64_t> ScanPhase::phase() {
    std::sort(leaving_.begin(), leaving_.end());
    allowed_ = {{0, period_ - 1}};
    contradicted_ = false;
    std::vector<std::int64_t> candidates;
    for (const Reactivation& r : reactivations_) {
        if (!otherLeaving(r.at, r.message))
            candidates.push_back(floorMod(r.at, period_));
        if (contradicted_ || r.at - r.earliest + 1 >= period_)
            continue;
        if (r.earliest > r.at) {
            contradicted_ = true;
            continue;
        }
        const std::int64_t first = floorMod(r.earliest, period_);
        const std::int64_t last = floorMod(r.at, period_);
        const Pieces span = first <= last ? Pieces{{first, last}} : Pieces{{0, last}, {first, period_ - 1}};
        allowed_ = intersect(allowed_, span);
        contradicted_ = allowed_.empty();
    }
    std::sort(candidates.begin(), candidates.end());
    const std::int64_t sum = std::accumulate(candidates.begin(), candidates.end(), std::int64_t{0});
    const auto n = static_cast<std::int64_t>(candidates.size());
    std::optional<std::int64_t> best;
    std::int64_t bestCost = 0;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        if (!feasible(candidates[i]))
            continue;
        // Sum of (r - p) mod period over the candidates r: those before p wrap around.
        const std::int64_t cost = sum - n * candidates[i] + static_cast<std::int64_t>(i) * period_;
        if (!best || cost < bestCost) {
            best = candidates[i];
            bestCost = cost;
        }
    }
    if (best || contradicted_)
        return best;
    if (allowed_.size() == 1 && allowed_.front() == std::pair<std::int64_t, std::int64_t>{0, period_ - 1})
        return std::nullopt;
    // The common part's first moment, round the circle: after the gap before it.
    if (allowed_.size() > 1 && allowed_.front().first == 0 && allowed_.back().second == period_ - 1)
        return allowed_.back().first;
    return allowed_.front().first;
}

} // namespace qmgrlab
