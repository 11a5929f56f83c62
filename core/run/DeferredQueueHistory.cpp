// SPDX-License-Identifier: GPL-3.0-or-later
// DeferredQueueHistory: the Inspector's deferred queue joined with the recorded deferrals and
// the indexed scans up to the position.
#include "core/run/DeferredQueueHistory.h"

#include "core/run/Inspector.h"
#include "core/run/Run.h"

#include <unordered_map>

namespace qmgrlab {

void DeferredQueueHistory::reset() {
    index_.reset();
    waiting_.clear();
    scans_.clear();
    deferrals_.clear();
    expiredMessages_ = 0;
    bouncedRecipients_ = 0;
}

void DeferredQueueHistory::update(const Run& run) {
    const Recording& recording = run.recording();
    const std::size_t events = recording.eventsBefore(run.position());
    index_.update(recording);
    scans_.clear();
    const std::size_t indexed = index_.countBefore(events);
    for (std::size_t i = 0; i < indexed; ++i) {
        const TraceEvent& e = recording.events()[index_.indices()[i]];
        if (e.type == EventType::Scan)
            scans_.push_back({e.t, e.rcpts});
    }

    const auto& all = recording.deferrals();
    deferrals_.assign(all.begin(),
                      all.begin() + static_cast<std::ptrdiff_t>(recording.deferralsBefore(events)));
    expiredMessages_ = 0;
    bouncedRecipients_ = 0;
    std::unordered_map<int, std::size_t> last; // message -> its last deferral
    for (std::size_t i = 0; i < deferrals_.size(); ++i) {
        const DeferralDecision& d = deferrals_[i];
        last[d.message] = i;
        if (d.outcome == DeferralOutcome::Expired) {
            ++expiredMessages_;
            bouncedRecipients_ += d.recipients;
        }
    }

    waiting_.clear();
    const Inspector inspector(run);
    const std::int64_t now = inspector.nowMs();
    for (const DeferredMessageInfo& info : inspector.deferredMessages()) {
        Waiting w;
        w.message = info.spec;
        w.visits = info.visits;
        w.retryAtMs = info.fileTimeMs;
        w.due = info.due;
        w.retryInMs = info.due ? 0 : info.fileTimeMs - now;
        if (const auto it = last.find(info.spec); it != last.end())
            w.deferral = deferrals_[it->second];
        waiting_.push_back(std::move(w));
    }
}

} // namespace qmgrlab
