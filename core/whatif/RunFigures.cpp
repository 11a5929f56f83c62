// SPDX-License-Identifier: GPL-3.0-or-later
// RunFigures: per-message and per-transport figures from a run's events.
#include "core/whatif/RunFigures.h"

#include "core/common/Text.h"
#include "core/run/DeliverySlots.h"
#include "core/run/RecordedMetrics.h"
#include "core/run/Run.h"

#include <algorithm>

namespace qmgrlab {

RunFigures::RunFigures(const Scenario& scenario, std::size_t slotCharacters)
    : scenario_(&scenario), slotCharacters_(slotCharacters), messages_(scenario.messages.size()) {
    for (const MessageSpec& m : scenario.messages)
        shortIds_ = shortIds_ && m.id.size() == 1;
}

void RunFigures::record(const TraceEvent& e) {
    if (e.type == EventType::Select) {
        Message& message = messages_[static_cast<std::size_t>(e.message)];
        if (message.startMs < 0)
            message.startMs = e.t;
        const auto t = static_cast<std::size_t>(e.transport);
        if (t >= slots_.size())
            slots_.resize(t + 1);
        Slots& slots = slots_[t];
        ++slots.deliveries;
        // Each stretch shows as one character at least: past slotCharacters of them the string is
        // cut anyway, and only the last one kept still grows.
        if (!slots.stretches.empty() && slots.stretches.back().message == e.message) {
            if (slots.stretches.back().end + 1 == slots.deliveries)
                ++slots.stretches.back().end;
        } else if (slots.stretches.size() <= slotCharacters_) {
            slots.stretches.push_back({e.message, slots.deliveries});
        }
    } else if (e.type == EventType::Finish) {
        Message& message = messages_[static_cast<std::size_t>(e.message)];
        message.finishMs = e.t;
        message.sent = e.sentCount;
        message.deferred = e.deferredCount;
    }
}

void RunFigures::finish(const Run& run, const std::function<bool(std::string_view)>& keepDestination) {
    hasMetrics_ = run.metricsCollector() != nullptr;
    metrics_ =
        hasMetrics_ ? scalarMetrics(streamedRunMetrics(run), keepDestination) : std::vector<MetricValue>{};
    transports_.clear();
    transportRecipientLimits_.clear();
    for (const TransportSettings& transport : run.config().transports()) {
        transports_.push_back(transport.name);
        transportRecipientLimits_.push_back(static_cast<std::int64_t>(transport.recipientLimit) +
                                            transport.extraRecipientLimit);
    }
    minimumTimesActive_ =
        static_cast<std::int64_t>(run.config().messageRecipientMinimum()) * run.config().messageActiveLimit();
    messageRecipientLimit_ = run.config().messageRecipientLimit();
    firstDelivering_ = kNone;
    for (std::size_t t = 0; t < slots_.size() && firstDelivering_ == kNone; ++t) {
        if (slots_[t].deliveries > 0)
            firstDelivering_ = static_cast<TransportId>(t);
    }
}

TransportId RunFigures::transportIndex(std::string_view name) const {
    // Configuration::transports() are sorted by name.
    const auto found = std::lower_bound(transports_.begin(), transports_.end(), name,
                                        [](const std::string& a, std::string_view b) { return a < b; });
    return found != transports_.end() && *found == name
               ? static_cast<TransportId>(found - transports_.begin())
               : kNone;
}

TransportId RunFigures::firstDeliveringTransport() const {
    return firstDelivering_;
}

std::int64_t RunFigures::inCoreBound(TransportId transport) const {
    std::int64_t limits = 0;
    for (std::size_t t = 0; t < transportRecipientLimits_.size(); ++t) {
        if (transport == kNone ? deliveries(static_cast<TransportId>(t)) > 0
                               : t == static_cast<std::size_t>(transport))
            limits += transportRecipientLimits_[t];
    }
    return std::max(minimumTimesActive_ + limits, messageRecipientLimit_);
}

std::uint64_t RunFigures::deliveries(TransportId transport) const {
    const auto t = static_cast<std::size_t>(transport);
    return t < slots_.size() ? slots_[t].deliveries : 0;
}

std::string RunFigures::slotString(TransportId transport, std::uint64_t count, bool* cut) const {
    const auto t = static_cast<std::size_t>(transport);
    std::string text;
    std::vector<SlotIdRun> pieces;
    std::uint64_t start = 0;
    bool past = false; // the deliveries go on past the stretches kept
    if (t < slots_.size()) {
        for (const Stretch& stretch : slots_[t].stretches) {
            if (start >= count || text.size() > slotCharacters_ * 4)
                break;
            const std::uint64_t end = std::min(stretch.end, count);
            const std::string& id = scenario_->messages[static_cast<std::size_t>(stretch.message)].id;
            if (shortIds_)
                text.append(
                    static_cast<std::size_t>(std::min<std::uint64_t>(end - start, slotCharacters_ + 1)),
                    id[0]);
            else
                pieces.push_back({id, static_cast<std::size_t>(end - start)});
            start = stretch.end;
        }
        past = start < std::min(count, slots_[t].deliveries);
    }
    if (!shortIds_)
        text = readableSlotString(pieces);
    std::string shown = shortened(text, slotCharacters_, cut);
    if (past && (cut == nullptr || !*cut)) { // not reached: the kept stretches fill the string
        shown += kCutMark;
        if (cut != nullptr)
            *cut = true;
    }
    return shown;
}

} // namespace qmgrlab
