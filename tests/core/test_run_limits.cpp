// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the bounds of a run besides its steps (core/run/Run.h): the trace events its steps
// write (one step may write thousands: a transport whose agents cannot start defers every entry
// of its queues), the memory its recording keeps, and the simulated clock, whose timers are held
// at its end (kEndOfClockMs) instead of wrapping into the past. Each stops the run with a reason
// that the refusal says; the limits are made small here, so the runs are short.
#include "TestSupport.h"
#include "core/common/Saturating.h"
#include "core/run/RunBuilder.h"
#include "core/run/Simulation.h"
#include "core/scenario/ScenarioError.h"

#include <gtest/gtest.h>
#include <limits>
#include <map>
#include <sstream>
#include <string>

namespace {

using namespace qmgrlab;
using qmgrlab::test::errorOf;

constexpr std::int64_t kMax = std::numeric_limits<std::int64_t>::max();

// A transport whose agents never start, retried every second: each try defers the 300 entries of
// the message's per-recipient queues (300 events in one step), each retry reads it again.
constexpr const char* kBrokenEverySecond = R"({
  "format": "qmgrlab-scenario-1",
  "deferred_queue": true,
  "main.cf": { "default_destination_recipient_limit": 1, "transport_retry_time": "1s",
               "queue_run_delay": "1s", "minimal_backoff_time": "1s", "maximal_backoff_time": "1s" },
  "master.cf": { "smtp": { "broken": [[0, 2147483647]] } },
  "destinations": { "*": { "transport": "smtp", "delivery_ms": 1000 } },
  "messages": [ { "id": "m", "arrival_ms": 0, "recipients": { "example.com": 300 } } ]
})";

TEST(RunLimits, DefaultsBoundEventsAndARecordingsMemory) {
    const auto config = test::configFromJson(kBrokenEverySecond);
    const qmgrlab::Run recorded(config);
    EXPECT_EQ(recorded.stepLimit(), Run::kRecordedStepLimit);
    EXPECT_EQ(recorded.eventLimit(), Run::kRecordedEventLimit);
    EXPECT_EQ(recorded.byteLimit(), Run::kRecordedByteLimit);
    const qmgrlab::Run streamed(config, Run::streamed());
    EXPECT_EQ(streamed.stepLimit(), Run::kStreamedStepLimit);
    EXPECT_EQ(streamed.eventLimit(), Run::kStreamedEventLimit);
}

// The step that reaches the event limit is the last: the run is cut after it, and refused with
// its steps, its events and its simulated time; with keepCut it is kept as far as it goes.
TEST(RunLimits, ARunPastItsEventLimitIsRefusedOrCut) {
    for (const bool record : {true, false}) {
        SCOPED_TRACE(record ? "recorded" : "streamed");
        std::ostringstream trace;
        Run::Options options = record ? Run::Options{} : Run::streamed(&trace);
        options.eventLimit = 1000;
        options.keepCut = true;
        const auto run = buildRun(parseScenario(kBrokenEverySecond, "x.json"), "x.json", options);
        EXPECT_TRUE(run->cut());
        EXPECT_TRUE(run->complete());
        EXPECT_EQ(run->cutReason(), RunCut::Events);
        // Far fewer steps than events: about 300 events a step.
        EXPECT_GE(run->recording().eventCount(), 1000u);
        EXPECT_LT(run->knownSteps(), 40u);
        if (record) {
            const StepRecord& last = run->recording().steps().back();
            EXPECT_LT(run->recording().eventCount() - last.eventCount, 1000u); // the limit fell in it
            EXPECT_EQ(run->recording().events().size(), run->recording().eventCount());
        }
        run->seek(run->knownSteps());
        EXPECT_TRUE(run->atEnd());
        EXPECT_FALSE(run->step()) << "a cut run goes no further";

        options.keepCut = false;
        EXPECT_EQ(errorOf([&] { buildRun(parseScenario(kBrokenEverySecond, "x.json"), "x.json", options); }),
                  "x.json: the run has not ended after " + std::to_string(run->knownSteps()) + " steps and " +
                      std::to_string(run->recording().eventCount()) + " trace events (" +
                      std::to_string(run->recording().steps().back().timeMs / 1000) +
                      " s of simulated time), the most events qmgrlab takes; set stop_ms to end it earlier");
    }
}

// A message whose transport never starts an agent, read again whole at every one-second retry:
// 20,000 recipients read a step, but only its entries deferred.
constexpr const char* kBrokenLargeMessage = R"({
  "format": "qmgrlab-scenario-1",
  "deferred_queue": true,
  "main.cf": { "transport_retry_time": "1s", "queue_run_delay": "1s", "minimal_backoff_time": "1s",
               "maximal_backoff_time": "1s" },
  "master.cf": { "smtp": { "broken": [[0, 2147483647]] } },
  "destinations": { "*": { "transport": "smtp", "delivery_ms": 1000 } },
  "messages": [ { "id": "m", "arrival_ms": 0, "recipients": { "example.com": 20000 } } ]
})";

// Reading recipients is work the event limit does not see: the run stops at its read limit, in
// the step that crossed it (one read of the message: at most 20,000 more), with far fewer events
// than recipients read, and is refused with its figures.
TEST(RunLimits, ARunPastItsReadLimitIsRefusedOrCut) {
    const auto config = test::configFromJson(kBrokenLargeMessage);
    EXPECT_EQ(qmgrlab::Run(config).readLimit(), Run::kRecordedReadLimit);
    EXPECT_EQ(qmgrlab::Run(config, Run::streamed()).readLimit(), Run::kStreamedReadLimit);
    for (const bool record : {true, false}) {
        SCOPED_TRACE(record ? "recorded" : "streamed");
        std::ostringstream trace;
        Run::Options options = record ? Run::Options{} : Run::streamed(&trace);
        options.readLimit = 200000;
        options.keepCut = true;
        const auto run = buildRun(parseScenario(kBrokenLargeMessage, "big.json"), "big.json", options);
        EXPECT_EQ(run->cutReason(), RunCut::Reads);
        EXPECT_GE(run->recipientsRead(), 200000u);
        EXPECT_LT(run->recipientsRead(), 200000u + 20000u);
        EXPECT_LT(run->recording().eventCount(), run->recipientsRead() / 10);
        run->seek(run->knownSteps());
        EXPECT_TRUE(run->atEnd());
        EXPECT_FALSE(run->step()) << "a cut run goes no further";

        options.keepCut = false;
        EXPECT_EQ(
            errorOf([&] { buildRun(parseScenario(kBrokenLargeMessage, "big.json"), "big.json", options); }),
            "big.json: the run has not ended after " + std::to_string(run->knownSteps()) + " steps (" +
                std::to_string(run->recording().steps().back().timeMs / 1000) +
                " s of simulated time) and has read " + std::to_string(run->recipientsRead()) +
                " recipients from queue files, the most qmgrlab reads (a message read again at every "
                "retry does this); set stop_ms to end it earlier");
    }
}

// A recorded run stops once its recording holds its byte limit; a streamed one keeps nothing and
// goes on to its step limit.
TEST(RunLimits, ARecordingPastItsMemoryLimitIsCut) {
    Run::Options options;
    options.byteLimit = std::size_t{1} << 20;
    options.keepCut = true;
    const auto run = buildRun(parseScenario(test::kEndlessScans, "endless.json"), "endless.json", options);
    EXPECT_EQ(run->cutReason(), RunCut::Memory);
    EXPECT_GE(run->recording().keptBytes(), options.byteLimit);
    // One scan a step: a step record and an event each.
    EXPECT_LT(run->knownSteps(), options.byteLimit / (sizeof(StepRecord) + sizeof(TraceEvent)) + 10);
    options.keepCut = false;
    EXPECT_EQ(
        errorOf(
            [&] { buildRun(parseScenario(test::kEndlessScans, "endless.json"), "endless.json", options); }),
        "endless.json: the run has not ended after " + std::to_string(run->knownSteps()) + " steps (" +
            std::to_string(run->recording().steps().back().timeMs / 1000) +
            " s of simulated time), and keeping more of it would take over 1 MB, the most qmgrlab keeps; "
            "set stop_ms to end it earlier");

    Run::Options streamed = Run::streamed();
    streamed.byteLimit = options.byteLimit;
    streamed.stepLimit = 100000;
    streamed.keepCut = true;
    EXPECT_EQ(
        buildRun(parseScenario(test::kEndlessScans, "endless.json"), "endless.json", streamed)->cutReason(),
        RunCut::Steps);
}

TEST(RunLimits, TimesAreHeldAtTheEndOfTheClock) {
    EXPECT_EQ(timeAfter(kMax - 10, 10), kMax);
    EXPECT_EQ(timeAfter(kMax - 10, 11), kMax);
    EXPECT_EQ(timeAfter(kMax, 2147483647000), kMax);
    EXPECT_EQ(timeAfter(5, 7), 12);
    EXPECT_EQ(secondsInMs(2147483647), 2147483647000);
    EXPECT_EQ(secondsInMs(kMax / 999), kMax);
    EXPECT_EQ(saturatedProduct(4294967296, 4294967296), kMax);
    EXPECT_EQ(saturatedProduct(-4294967296, 4294967296), std::numeric_limits<std::int64_t>::min());
    EXPECT_EQ(saturatedProduct(2147483647, 4294967296), 9223372032559808512); // fits
    EXPECT_EQ(saturatedSum(std::numeric_limits<std::int64_t>::min(), -1),
              std::numeric_limits<std::int64_t>::min());
}

// The same state with every time offsetMs later (the clock's times in ms, the messages' in s).
SimulationState shifted(SimulationState state, std::int64_t offsetMs) {
    state.nowMs += offsetMs;
    state.lastInstantMs += offsetMs;
    std::map<TimerKey, Timer> timers;
    for (const auto& [key, timer] : state.timers)
        timers.emplace(TimerKey(key.first + offsetMs, key.second), timer);
    state.timers = std::move(timers);
    for (PendingCompletion& completion : state.completions)
        completion.dueMs += offsetMs;
    for (MessageId m = 0; m < state.messages.capacity(); ++m) {
        if (state.messages.alive(m)) {
            state.messages[m].queuedTime += offsetMs / 1000;
            state.messages[m].refillTime += offsetMs / 1000;
        }
    }
    return state;
}

// A transport rate delay of 2147483647 s between deliveries: 4.3 million of them take the clock
// to its end. Started two delays before the end, the run makes two more deliveries; the third
// would be due after the end of the clock: the run stops there, neither ended nor wrapped into
// the past, and says so. The third recipient stays unaccounted for (neither sent nor deferred).
TEST(RunLimits, ARunThatWouldPassTheEndOfTheClockStopsThere) {
    const auto config = test::configFromJson(R"({
      "format": "qmgrlab-scenario-1",
      "main.cf": { "default_transport_rate_delay": "2147483647s", "default_destination_recipient_limit": 1 },
      "destinations": { "*": { "transport": "smtp", "delivery_ms": 1 } },
      "messages": [ { "id": "m", "arrival_ms": 0, "recipients": { "example.com": 3 } } ]
    })");
    constexpr std::int64_t kDelayMs = 2147483647000;
    Simulation simulation(config, std::make_shared<NameTable>());
    // Up to the first allocation: its selection is due one delay later.
    while (simulation.state().timers.empty())
        ASSERT_TRUE(simulation.step(nullptr));
    ASSERT_EQ(simulation.state().timers.begin()->first.first, kDelayMs);
    simulation.restore(shifted(simulation.state(), kMax - 3 * kDelayMs + 1000));

    Recording recording;
    while (simulation.step(&recording)) {
    }
    EXPECT_FALSE(simulation.ended());
    EXPECT_TRUE(simulation.outOfClock());
    EXPECT_FALSE(simulation.step(&recording)) << "a run out of clock stays where it is";
    EXPECT_EQ(simulation.state().totalSent, 2);
    EXPECT_EQ(simulation.state().totalDeferred, 0);
    // The last allocation's selection is held at the end of the clock; no event is dated there,
    // and the times never go back.
    EXPECT_EQ(simulation.state().timers.begin()->first.first, kEndOfClockMs);
    std::int64_t previous = 0;
    for (const TraceEvent& event : recording.events()) {
        EXPECT_GE(event.t, previous);
        EXPECT_LT(event.t, kEndOfClockMs);
        previous = event.t;
    }
    EXPECT_EQ(recording.events().back().type, EventType::Alloc);
}

// With stop_ms (at most 2147483647 ms) a run never meets the end of the clock: it ends there.
TEST(RunLimits, AStopEndsARunBeforeTheEndOfTheClock) {
    const auto run = buildRun(parseScenario(R"({
      "format": "qmgrlab-scenario-1",
      "main.cf": { "default_transport_rate_delay": "2147483647s", "default_destination_recipient_limit": 1 },
      "destinations": { "*": { "transport": "smtp", "delivery_ms": 1 } },
      "messages": [ { "id": "m", "arrival_ms": 0, "recipients": { "example.com": 3 } } ],
      "stop_ms": 2147483647
    })",
                                            "stop.json"),
                              "stop.json");
    EXPECT_FALSE(run->cut());
    EXPECT_EQ(run->recording().events().back().type, EventType::End);
}

} // namespace
