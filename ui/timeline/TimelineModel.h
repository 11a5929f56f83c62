// SPDX-License-Identifier: GPL-3.0-or-later
// TimelineModel: one transport's delivery slots (its entry selections, in order: the README's
// "11221111331111") and its deliveries per agent lane, copied once from a run's recording (with
// each delivery's per-recipient outcomes and the rate-delay waits around it, and the transport's
// dead times: TransportWaits), plus
// the cut that tells which of them had been dispatched, and which completed, at the run's current
// position (by the steps applied, as the core recorded them), and
// whether what comes after the cut may be shown ("hide the future"). The timeline plottables,
// the timeline view and the exporter all draw from it.
#pragma once

#include "core/common/Ids.h"
#include "core/run/TransportWaits.h"
#include "core/trace/Recording.h"

#include <QString>
#include <cstddef>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace qmgrlab {
class Run;
}

namespace qmgrlab::ui {

class TimelineModel {
public:
    // One delivery slot: a selection on this transport and the delivery it started (the core's
    // record of it: dispatch and completion, by time and by step), with the rate delays' waits.
    struct Slot : Delivery {
        std::int64_t allocMs = -1; // transport rate delay: the agent was taken then (alloc)
        std::int64_t waitUntilMs =
            -1; // destination rate delay: its completion suspended the queue until then

        bool partial() const { return success && (deferred > 0 || bounced > 0); }
        int sent() const { return success ? recipients - deferred - bounced : 0; }
    };
    // Consecutive slots of one message.
    struct SlotRun {
        int first = 0;
        int message = kNone;
    };

    TimelineModel(const Run& run, TransportId transport);

    TransportId transport() const { return transport_; }
    const QString& transportName() const { return transportName_; }

    int slotCount() const { return static_cast<int>(slots_.size()); }
    const Slot& slot(int i) const { return slots_[static_cast<std::size_t>(i)]; }
    const std::vector<SlotRun>& runs() const { return runs_; }
    // Index into runs() of the run holding slot i.
    std::size_t runOf(int slot) const;

    // One lane per agent the transport may use (its maxproc, at most kMaxLanes unless more
    // were busy at once).
    static constexpr int kMaxLanes = 1000;
    int laneCount() const { return static_cast<int>(lanes_.size()); }
    // Slot indices of the deliveries of one agent lane, in dispatch order (they never overlap).
    const std::vector<int>& lane(int k) const { return lanes_[static_cast<std::size_t>(k)]; }
    // The run's last instant (its last step's time): the time axis' end.
    std::int64_t endMs() const { return endMs_; }
    // The transport's dead times (xdead .. xalive, or the end of the run), in order.
    const std::vector<TimeInterval>& deadSpans() const { return deadSpans_; }
    // Whether some delivery had recipients deferred or bounced by the server, a rate delay's wait,
    // or the transport a dead time: in the whole run, or, with the future hidden, by the steps
    // applied (the legend's keys must not tell what is still to come).
    bool hasDeferredOutcomes() const { return shownBy(firstDeferredStep_); }
    bool hasBouncedOutcomes() const { return shownBy(firstBouncedStep_); }
    bool hasWaits() const { return shownBy(firstWaitStep_); }
    bool hasDeadTime() const { return !deadStartSteps_.empty() && shownBy(deadStartSteps_.front()); }

    QString messageId(int message) const;
    QString destinationName(NameId dest) const;
    // Messages with a slot on this transport, in the order of their first slot.
    const std::vector<int>& messages() const { return messages_; }
    // The delivery-slot string: the message ids of the selections, concatenated.
    const QString& slotString() const { return slotString_; }
    // Length of the slot string's prefix written by the first `slotCount` slots.
    int slotStringLength(int slotCount) const { return slotStringEnd_[static_cast<std::size_t>(slotCount)]; }
    // Whether some message id is longer than one character: the plain string is then hard to
    // read and the view shows readableSlots() instead.
    bool longIds() const { return longIds_; }
    // Slots [first, last) in the core's readable form ("list×235 s1 list×5 s2").
    QString readableSlots(int first, int last) const;
    // The messages with slots in [first, last) and their slot counts, largest count first
    // (ties: the earlier first slot in the range first).
    std::vector<std::pair<int, int>> slotCounts(int first, int last) const;

    // The cut: `position` steps applied, the run's clock at nowMs.
    void setPosition(std::size_t position, std::int64_t nowMs);
    std::int64_t nowMs() const { return nowMs_; }
    int dispatchedSlots() const { return dispatchedSlots_; }
    bool dispatched(int slot) const { return slot < dispatchedSlots_; }
    // Whether the slot's delivery had completed at the current position, and whether it was
    // under way there (dispatched, not completed): by the steps applied, never by the clock, since
    // a delivery may end at the current time in a step still to come.
    bool completed(int slot) const { return this->slot(slot).completedBy(position_); }
    bool underWay(int slot) const { return this->slot(slot).underWayAt(position_); }
    // The lanes whose agent has a delivery under way at the current position, ascending; and how
    // many lanes, counted from the first, hold every delivery dispatched so far (at least 1).
    std::vector<int> lanesUnderWay() const;
    // The lanes whose last delivery dispatched has completed (or failed) at the current time, at
    // this step or an earlier one at the same instant, ascending: what the step is about.
    std::vector<int> lanesEndedNow() const;
    // How many lanes the lanes in view hold first: those ended now and those under way (a lane's
    // last delivery dispatched is one or the other).
    std::size_t lanesKept() const { return lanesEndedNow().size() + lanesUnderWay().size(); }
    int lanesUsed() const;
    // Whether the transport's dead time k had begun at the current position (by the steps applied).
    bool deadSpanBegun(std::size_t k) const { return deadStartSteps_[k] < position_; }
    // Hide the future: only what had happened at the current position is drawn.
    void setHideFuture(bool hide) { hideFuture_ = hide; }
    bool hideFuture() const { return hideFuture_; }
    // Slots that may be drawn: all of them, or only the dispatched ones when hiding the future.
    int shownSlots() const { return hideFuture_ ? dispatchedSlots_ : slotCount(); }

private:
    // The last slot dispatched on the lane at the current position, or -1.
    int lastDispatched(int lane) const;

    TransportId transport_;
    QString transportName_;
    std::vector<Slot> slots_;
    std::vector<SlotRun> runs_;
    std::vector<std::vector<int>> lanes_;
    std::vector<TimeInterval> deadSpans_;
    std::vector<std::uint32_t> deadStartSteps_;
    bool shownBy(std::uint32_t firstStep) const {
        return firstStep != Delivery::kNotCompleted && (!hideFuture_ || firstStep < position_);
    }
    // The first step (an index into the run's steps) that shows such an outcome, or kNotCompleted.
    std::uint32_t firstDeferredStep_ = Delivery::kNotCompleted;
    std::uint32_t firstBouncedStep_ = Delivery::kNotCompleted;
    std::uint32_t firstWaitStep_ = Delivery::kNotCompleted;
    std::vector<QString> messageIds_;
    std::vector<std::string> messageIdsUtf8_;
    bool longIds_ = false;
    std::unordered_map<NameId, QString> destinations_;
    std::vector<int> messages_;
    QString slotString_;
    std::vector<int> slotStringEnd_{0};
    std::int64_t endMs_ = 0;
    std::int64_t nowMs_ = 0;
    std::size_t position_ = 0;
    int dispatchedSlots_ = 0;
    bool hideFuture_ = false;
};

} // namespace qmgrlab::ui
