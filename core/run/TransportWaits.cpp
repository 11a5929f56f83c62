// SPDX-License-Identifier: GPL-3.0-or-later
// TransportWaits: one walk over the trace pairs each alloc with the select that follows it on
// the transport, each suspend with the completion just before it and the resume that ends it,
// and each xdead with its xalive.
#include "core/run/TransportWaits.h"

namespace qmgrlab {

namespace {

// Adds a transport's xdead or xalive to its dead times.
void addDeadEvent(std::vector<TimeInterval>& spans, const TraceEvent& e) {
    if (e.type == EventType::XDead && (spans.empty() || spans.back().endMs >= 0))
        spans.push_back({e.t, -1});
    else if (e.type == EventType::XAlive && !spans.empty() && spans.back().endMs < 0)
        spans.back().endMs = e.t;
}

void closeDeadSpans(std::vector<TimeInterval>& spans, std::int64_t openEndMs) {
    if (!spans.empty() && spans.back().endMs < 0)
        spans.back().endMs = openEndMs;
}

} // namespace

TransportWaits::TransportWaits(const Recording& recording, const Configuration& config, TransportId transport,
                               std::int64_t openEndMs) {
    const TransportSettings& settings = config.transports()[static_cast<std::size_t>(transport)];
    if (settings.destinationRateDelay <= 0 && settings.transportRateDelay <= 0 && settings.broken.empty())
        return; // nothing to find
    const auto& deliveries = recording.deliveries();
    auto ours = [&](int seq) {
        return seq >= 1 && static_cast<std::size_t>(seq) <= deliveries.size() &&
               deliveries[static_cast<std::size_t>(seq) - 1].transport == transport;
    };
    std::unordered_map<NameId, int> suspendedBy; // queue -> the seq whose completion suspended it
    int lastDone = 0;                            // seq of the last completion on this transport
    std::int64_t alloc = -1;
    const auto& steps = recording.steps();
    std::size_t step = 0; // the step that recorded event i
    for (std::size_t i = 0; i < recording.events().size(); ++i) {
        const TraceEvent& e = recording.events()[i];
        while (step + 1 < steps.size() && steps[step + 1].firstEvent <= i)
            ++step;
        switch (e.type) {
        case EventType::Done:
            lastDone = ours(e.seq) ? e.seq : 0;
            break;
        case EventType::Suspend:
            if (e.transport == transport && lastDone > 0 &&
                deliveries[static_cast<std::size_t>(lastDone) - 1].dest == e.dest)
                suspendedBy[e.dest] = lastDone;
            break;
        case EventType::Resume:
            if (e.transport == transport) {
                const auto it = suspendedBy.find(e.dest);
                if (it != suspendedBy.end()) {
                    waits_[it->second].resumeMs = e.t;
                    suspendedBy.erase(it);
                }
            }
            break;
        case EventType::Alloc:
            if (e.transport == transport)
                alloc = e.t;
            break;
        case EventType::Select:
            if (e.transport == transport && alloc >= 0) {
                if (ours(e.seq))
                    waits_[e.seq].allocMs = alloc;
                alloc = -1;
            }
            break;
        case EventType::XDead:
        case EventType::XAlive:
            if (e.transport == transport) {
                alloc = -1; // dead: the agent it had taken is given back
                const std::size_t spans = deadSpans_.size();
                addDeadEvent(deadSpans_, e);
                if (deadSpans_.size() > spans)
                    deadStartSteps_.push_back(static_cast<std::uint32_t>(step));
            }
            break;
        default:
            break;
        }
    }
    closeDeadSpans(deadSpans_, openEndMs);
}

const TransportWaits::DeliveryWait* TransportWaits::of(int seq) const {
    const auto it = waits_.find(seq);
    return it == waits_.end() ? nullptr : &it->second;
}

std::vector<TimeInterval> TransportWaits::deadSpans(const Recording& recording, const RetryEventIndex& index,
                                                    TransportId transport, std::size_t events,
                                                    std::int64_t openEndMs) {
    std::vector<TimeInterval> spans;
    const std::size_t count = index.countBefore(events);
    for (std::size_t i = 0; i < count; ++i) {
        const TraceEvent& e = recording.events()[index.indices()[i]];
        if (e.transport == transport)
            addDeadEvent(spans, e);
    }
    closeDeadSpans(spans, openEndMs);
    return spans;
}

} // namespace qmgrlab
