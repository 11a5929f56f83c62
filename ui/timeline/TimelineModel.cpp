// SPDX-License-Identifier: GPL-3.0-or-later
// TimelineModel: extraction of one transport's slots and lanes from a recording.
#include "ui/timeline/TimelineModel.h"

#include "core/run/DeliverySlots.h"
#include "core/run/Run.h"
#include "core/scenario/TransportSettings.h"

#include <algorithm>
#include <iterator>

namespace qmgrlab::ui {

TimelineModel::TimelineModel(const Run& run, TransportId transport) : transport_(transport) {
    const Configuration& config = run.config();
    transportName_ = QString::fromStdString(config.transports()[static_cast<std::size_t>(transport)].name);
    messageIds_.reserve(static_cast<std::size_t>(config.messageCount()));
    messageIdsUtf8_.reserve(messageIds_.capacity());
    for (int m = 0; m < config.messageCount(); ++m) {
        messageIdsUtf8_.push_back(config.message(m).id);
        messageIds_.push_back(QString::fromStdString(config.message(m).id));
    }

    const auto& deliveries = run.recording().deliveries();
    const auto ours = static_cast<std::size_t>(
        std::count_if(deliveries.begin(), deliveries.end(),
                      [transport](const Delivery& d) { return d.transport == transport; }));
    slots_.reserve(ours);
    slotStringEnd_.reserve(ours + 1);
    std::vector<bool> seen(messageIds_.size(), false);
    for (const Delivery& d : deliveries) {
        if (d.transport != transport)
            continue;
        const int index = static_cast<int>(slots_.size());
        Slot slot{d};
        if (d.success && d.deferred > 0)
            firstDeferredStep_ = std::min(firstDeferredStep_, d.completeStep);
        if (d.success && d.bounced > 0)
            firstBouncedStep_ = std::min(firstBouncedStep_, d.completeStep);
        slots_.push_back(slot);
        if (runs_.empty() || runs_.back().message != d.message)
            runs_.push_back({index, d.message});
        if (static_cast<std::size_t>(d.lane) >= lanes_.size())
            lanes_.resize(static_cast<std::size_t>(d.lane) + 1);
        lanes_[static_cast<std::size_t>(d.lane)].push_back(index);
        if (!destinations_.contains(d.dest))
            destinations_.emplace(d.dest, QString::fromStdString(run.names().name(d.dest)));
        if (d.message >= 0 && !seen[static_cast<std::size_t>(d.message)]) {
            seen[static_cast<std::size_t>(d.message)] = true;
            messages_.push_back(d.message);
        }
        const QString& id = messageIds_[static_cast<std::size_t>(d.message)];
        longIds_ = longIds_ || id.size() > 1;
        slotStringEnd_.push_back(slotStringEnd_.back() + static_cast<int>(id.size()));
        endMs_ = std::max(endMs_, d.completeMs);
    }
    // The time axis covers the whole run, as the step and time the views state do: a run may go
    // on after its last delivery (a destination's dead time, a trailing rate delay's wait).
    const auto& steps = run.recording().steps();
    endMs_ = std::max(endMs_, steps.empty() ? 0 : steps.back().timeMs);
    const TransportWaits waits(run.recording(), config, transport, endMs_);
    if (waits.any()) {
        for (Slot& slot : slots_) {
            if (const TransportWaits::DeliveryWait* wait = waits.of(slot.seq)) {
                slot.allocMs = wait->allocMs;
                slot.waitUntilMs = wait->resumeMs;
                // Drawn once the delivery is dispatched (an agent's wait) or done (the queue's).
                firstWaitStep_ =
                    std::min(firstWaitStep_, slot.allocMs >= 0 ? slot.dispatchStep : slot.completeStep);
            }
        }
    }
    deadSpans_ = waits.deadSpans();
    deadStartSteps_ = waits.deadStartSteps();
    slotString_ = QString::fromStdString(deliverySlotString(config, run.recording(), transport));
    const int maxproc = config.transports()[static_cast<std::size_t>(transport)].maxproc;
    if (lanes_.size() < static_cast<std::size_t>(std::min(maxproc, kMaxLanes)))
        lanes_.resize(static_cast<std::size_t>(std::min(maxproc, kMaxLanes)));
    if (lanes_.empty())
        lanes_.resize(1);
}

QString TimelineModel::readableSlots(int first, int last) const {
    first = std::max(first, 0);
    last = std::min(last, slotCount());
    std::vector<SlotIdRun> pieces;
    if (first < last) {
        for (std::size_t r = runOf(first); r < runs_.size() && runs_[r].first < last; ++r) {
            const int a = std::max(runs_[r].first, first);
            const int b = std::min(r + 1 < runs_.size() ? runs_[r + 1].first : slotCount(), last);
            pieces.push_back({messageIdsUtf8_[static_cast<std::size_t>(runs_[r].message)],
                              static_cast<std::size_t>(b - a)});
        }
    }
    return QString::fromStdString(readableSlotString(pieces));
}

std::vector<std::pair<int, int>> TimelineModel::slotCounts(int first, int last) const {
    first = std::max(first, 0);
    last = std::min(last, slotCount());
    std::vector<std::pair<int, int>> counts; // message, count, in order of first slot
    std::unordered_map<int, std::size_t> where;
    if (first < last) {
        for (std::size_t r = runOf(first); r < runs_.size() && runs_[r].first < last; ++r) {
            const int a = std::max(runs_[r].first, first);
            const int b = std::min(r + 1 < runs_.size() ? runs_[r + 1].first : slotCount(), last);
            const auto [it, added] = where.try_emplace(runs_[r].message, counts.size());
            if (added)
                counts.emplace_back(runs_[r].message, 0);
            counts[it->second].second += b - a;
        }
    }
    std::stable_sort(counts.begin(), counts.end(),
                     [](const auto& x, const auto& y) { return x.second > y.second; });
    return counts;
}

std::size_t TimelineModel::runOf(int slot) const {
    const auto it = std::upper_bound(runs_.begin(), runs_.end(), slot,
                                     [](int s, const SlotRun& run) { return s < run.first; });
    return static_cast<std::size_t>(it - runs_.begin()) - 1;
}

QString TimelineModel::messageId(int message) const {
    if (message < 0 || static_cast<std::size_t>(message) >= messageIds_.size())
        return QStringLiteral("?");
    return messageIds_[static_cast<std::size_t>(message)];
}

QString TimelineModel::destinationName(NameId dest) const {
    const auto it = destinations_.find(dest);
    return it == destinations_.end() ? QString() : it->second;
}

void TimelineModel::setPosition(std::size_t position, std::int64_t nowMs) {
    nowMs_ = nowMs;
    position_ = position;
    // Slots are in dispatch order, so the dispatched ones are a prefix.
    const auto it = std::partition_point(slots_.begin(), slots_.end(), [position](const Slot& s) {
        return static_cast<std::size_t>(s.dispatchStep) < position;
    });
    dispatchedSlots_ = static_cast<int>(it - slots_.begin());
}

// A lane's deliveries never overlap and are in dispatch order: only its last one dispatched may
// be under way, or have ended now.
int TimelineModel::lastDispatched(int lane) const {
    const std::vector<int>& laneSlots = lanes_[static_cast<std::size_t>(lane)];
    const auto end = std::lower_bound(laneSlots.begin(), laneSlots.end(), dispatchedSlots_);
    return end == laneSlots.begin() ? -1 : *std::prev(end);
}

std::vector<int> TimelineModel::lanesUnderWay() const {
    std::vector<int> busy;
    for (int k = 0; k < laneCount(); ++k) {
        if (const int last = lastDispatched(k); last >= 0 && underWay(last))
            busy.push_back(k);
    }
    return busy;
}

std::vector<int> TimelineModel::lanesEndedNow() const {
    std::vector<int> ended;
    for (int k = 0; k < laneCount(); ++k) {
        if (const int last = lastDispatched(k);
            last >= 0 && completed(last) && slot(last).completeMs == nowMs_)
            ended.push_back(k);
    }
    return ended;
}

int TimelineModel::lanesUsed() const {
    int used = 1;
    for (int k = 0; k < laneCount(); ++k) {
        const std::vector<int>& laneSlots = lanes_[static_cast<std::size_t>(k)];
        if (!laneSlots.empty() && laneSlots.front() < dispatchedSlots_)
            used = k + 1;
    }
    return used;
}

} // namespace qmgrlab::ui
