// Recording: everything a run produced, in order: the trace events, the steps that produced
// them, the reasons behind each entry selection, and one record per delivery (for the
// delivery-slot timelines). Filled by Simulation::step as the run advances.
#pragma once

#include "core/EventSink.h"
#include "core/Ids.h"
#include "core/SelectionDecision.h"
#include "core/TraceEvent.h"

#include <cstdint>
#include <string>
#include <vector>

namespace qmgrlab {

// One step of the world (SPEC section 2, order of events within an instant).
enum class StepKind : std::uint8_t { Completion, Revival, Arrival, Activation, Selection, End };

struct StepRecord {
    std::int64_t timeMs = 0;
    StepKind kind = StepKind::End;
    std::uint32_t firstEvent = 0; // index into events()
    std::uint32_t eventCount = 0;
    std::int32_t decision = -1; // Selection: index into decisions()
};

// One delivery request, from dispatch to completion.
struct Delivery {
    int seq = 0;
    TransportId transport = kNone;
    int message = kNone; // scenario message index
    NameId dest = kNone;
    int recipients = 0;
    int lane = 0; // which of the transport's agents took it
    std::int64_t dispatchMs = 0;
    std::int64_t completeMs = 0; // when it completes (decided at dispatch)
    bool success = true;
    std::uint32_t dispatchStep = 0; // index into steps()
};

class Recording : public EventSink {
public:
    // keepDetails false keeps only the steps (for seeking by time) and drops events,
    // decisions and deliveries; forward, if given, receives every event as it happens.
    explicit Recording(bool keepDetails = true, EventSink* forward = nullptr)
        : keepDetails_(keepDetails), forward_(forward) {}

    void record(const TraceEvent& event) override;

    void beginStep(std::int64_t timeMs, StepKind kind);
    void endStep();
    SelectionDecision& addDecision();
    SelectionDecision& lastDecision() { return keepDetails_ ? decisions_.back() : scratch_; }
    void addDelivery(const Delivery& delivery);

    const std::vector<TraceEvent>& events() const { return events_; }
    const std::vector<StepRecord>& steps() const { return steps_; }
    const std::vector<SelectionDecision>& decisions() const { return decisions_; }
    const std::vector<Delivery>& deliveries() const { return deliveries_; } // by seq - 1

    // Number of deliveries dispatched by the first `steps` steps.
    std::size_t deliveriesBefore(std::size_t steps) const;

private:
    bool keepDetails_;
    EventSink* forward_;
    SelectionDecision scratch_;
    std::vector<TraceEvent> events_;
    std::vector<StepRecord> steps_;
    std::vector<SelectionDecision> decisions_;
    std::vector<Delivery> deliveries_;
};

} // namespace qmgrlab
