// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the door into the core: resolveScenario, buildRun and buildRunFromFile.
#include "ExamplePaths.h"
#include "TestSupport.h"
#include "core/run/RunBuilder.h"
#include "core/run/RunStopped.h"
#include "core/scenario/ScenarioError.h"

#include <algorithm>
#include <atomic>
#include <gtest/gtest.h>
#include <sstream>
#include <string>

namespace {

using namespace qmgrlab;
using qmgrlab::test::errorOf;
using qmgrlab::test::kEndlessScans;

using qmgrlab::test::kSeedSlotLoan;

// Two messages of one recipient each, one second apart, one agent: four events each.
Scenario twoMessages() {
    Scenario s;
    s.masterCf.push_back({"smtp", 1, {}});
    s.destinations.push_back(DestinationSpec{"*", {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}});
    s.messages.push_back(MessageSpec{"a", 0, {"u@x.example"}, {}, false, {}, {}, {}});
    s.messages.push_back(MessageSpec{"b", 5000, {"v@y.example"}, {}, false, {}, {}, {}});
    return s;
}

TEST(RunBuilder, BuildsARunRecordedToItsEndAtTheStart) {
    const auto run = buildRun(twoMessages(), "two.json");
    EXPECT_TRUE(run->complete());
    EXPECT_EQ(run->position(), 0u);
    EXPECT_EQ(run->config().messageCount(), 2);
    // Both messages were delivered: two deliveries, one per message, a before b.
    ASSERT_EQ(run->recording().deliveries().size(), 2u);
    EXPECT_EQ(run->recording().deliveries()[0].message, 0);
    EXPECT_EQ(run->recording().deliveries()[1].message, 1);
    EXPECT_EQ(run->recording().steps().back().kind, StepKind::End);
}

// stepsUpTo stops at its limit, and short of it at the run's end, whatever the lesson says.
TEST(RunBuilder, StepsUpToCountsNoFurtherThanTheLimit) {
    const std::size_t length = buildRun(twoMessages(), "two.json")->knownSteps();
    Scenario s = twoMessages();
    s.lesson.push_back(
        Bookmark{static_cast<std::int64_t>(length) + 10, "past the end", "", std::nullopt, std::nullopt});
    EXPECT_EQ(stepsUpTo(s, 3), 3u);
    EXPECT_EQ(stepsUpTo(s, length + 100), length);
}

TEST(RunBuilder, ValidationErrorsNameTheSourcePathAndRule) {
    Scenario s = twoMessages();
    s.messages[1].id = s.messages[0].id; // "a"
    EXPECT_EQ(errorOf([&] { buildRun(s, "variant of two.json"); }),
              "variant of two.json: messages[1].id: the id \"a\" is already used by messages[0]");
    s = twoMessages();
    s.messages[1].arrivalMs = -1;
    EXPECT_EQ(errorOf([&] { resolveScenario(s, "two.json"); }),
              "two.json: messages[1].arrival_ms: must be an integer from 0 to 2147483647");
}

TEST(RunBuilder, FileErrorsNameTheFile) {
    const std::string missing = "/nonexistent/qmgrlab/none.json";
    const std::string message = errorOf([&] { buildRunFromFile(missing); });
    EXPECT_EQ(message.rfind(missing, 0), 0u) << message;
    EXPECT_NE(message.find(": cannot read the file: "), std::string::npos) << message;
}

TEST(RunBuilder, FromFileUsesThePathAsSourceName) {
    const auto run = buildRunFromFile(kSeedSlotLoan);
    EXPECT_TRUE(run->complete());
    EXPECT_EQ(run->config().message(0).id, "1");
}

TEST(RunBuilder, StreamsTheTraceWithoutKeepingIt) {
    std::ostringstream trace;
    Run::Options options;
    options.record = false;
    options.trace = &trace;
    const auto run = buildRun(twoMessages(), "two.json", options);
    EXPECT_TRUE(run->complete());
    EXPECT_TRUE(run->recording().events().empty());
    EXPECT_TRUE(run->recording().deliveries().empty());
    const std::string text = trace.str();
    // SPEC section 3: the first event is a's arrival at 0, the last the end of the run.
    EXPECT_EQ(text.rfind("{\"t\":0,\"ev\":\"arrive\",\"msg\":\"a\"}\n", 0), 0u) << text;
    EXPECT_NE(text.find("{\"t\":5000,\"ev\":\"arrive\",\"msg\":\"b\"}\n"), std::string::npos) << text;
    const std::size_t lastLine = text.rfind('\n', text.size() - 2) + 1;
    EXPECT_NE(text.find("\"ev\":\"end\"", lastLine), std::string::npos) << text;
    // One line per event of the same run recorded in full.
    const auto full = buildRun(twoMessages(), "two.json");
    EXPECT_EQ(static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')),
              full->recording().events().size());
    // A streamed run keeps no step behind it: only the last one (the end).
    ASSERT_EQ(run->recording().steps().size(), 1u);
    EXPECT_EQ(run->recording().steps().back().kind, StepKind::End);
    EXPECT_EQ(run->knownSteps(), full->knownSteps());
}

// A run that has not ended at its step limit is refused, naming the limit and the simulated
// time reached, or with keepCut returned as far as it goes.
TEST(RunBuilder, ARunPastItsStepLimitIsRefusedOrCut) {
    for (const bool record : {true, false}) {
        SCOPED_TRACE(record ? "recorded" : "streamed");
        std::ostringstream trace;
        Run::Options options;
        options.record = record;
        options.trace = record ? nullptr : &trace;
        options.stepLimit = 1000;
        EXPECT_EQ(
            errorOf([&] { buildRun(parseScenario(kEndlessScans, "endless.json"), "endless.json", options); }),
            "endless.json: the run has not ended after 1000 steps (996 s of simulated time), the most "
            "qmgrlab "
            "takes; set stop_ms to end it earlier");
    }
    Run::Options options;
    options.stepLimit = 1000;
    options.keepCut = true;
    const auto run = buildRun(parseScenario(kEndlessScans, "endless.json"), "endless.json", options);
    EXPECT_TRUE(run->cut());
    EXPECT_TRUE(run->complete());
    EXPECT_EQ(run->knownSteps(), 1000u);
    // The steps after the first delivery attempt are the scans, one a second; the last at 996 s.
    EXPECT_EQ(run->recording().steps().back().timeMs, 996000);
    EXPECT_EQ(run->recording().events().back().type, EventType::Scan);
    run->seek(1000);
    EXPECT_TRUE(run->atEnd());
    EXPECT_FALSE(run->step());
}

// A trace that sets a flag once it has so many lines: another thread's stop, at a known moment.
class StopAfterLines : public std::streambuf {
public:
    StopAfterLines(std::atomic<bool>* stop, std::size_t lines) : stop_(stop), left_(lines) {}
    std::size_t lines() const { return lines_; }

protected:
    int_type overflow(int_type c) override {
        if (c == '\n') {
            ++lines_;
            if (left_ > 0 && --left_ == 0)
                stop_->store(true);
        }
        return c;
    }

private:
    std::atomic<bool>* stop_;
    std::size_t left_;
    std::size_t lines_ = 0;
};

// A stop flag ends the recording within kStopCheckSteps steps of being set, with RunStopped;
// left unset it changes nothing.
TEST(RunBuilder, AStopFlagEndsTheRecording) {
    std::atomic<bool> stop{true};
    EXPECT_THROW(buildRun(twoMessages(), "two.json", {}, &stop), RunStopped);

    // Without the flag this run is refused at its limit (ARunPastItsStepLimitIsRefusedOrCut).
    stop = false;
    StopAfterLines lines(&stop, 100);
    std::ostream trace(&lines);
    Run::Options options;
    options.trace = &trace;
    options.stepLimit = 10 * kStopCheckSteps;
    EXPECT_THROW(buildRun(parseScenario(kEndlessScans, "endless.json"), "endless.json", options, &stop),
                 RunStopped);
    // One scan event a step: stopped at the first check after the 100th line.
    EXPECT_GE(lines.lines(), 100u);
    EXPECT_LE(lines.lines(), 100u + kStopCheckSteps + 10);

    std::atomic<bool> never{false};
    const auto run = buildRun(twoMessages(), "two.json", {}, &never);
    EXPECT_TRUE(run->complete());
    EXPECT_FALSE(run->cut());
    EXPECT_EQ(run->knownSteps(), buildRun(twoMessages(), "two.json")->knownSteps());
}

// The limit counts steps: a run whose end is its limit-th step is whole, one step more is cut.
TEST(RunBuilder, ARunEndingAtItsStepLimitIsNotCut) {
    const std::size_t length = buildRun(twoMessages(), "two.json")->knownSteps();
    Run::Options options;
    options.stepLimit = length;
    EXPECT_FALSE(buildRun(twoMessages(), "two.json", options)->cut());
    options.stepLimit = length - 1;
    options.keepCut = true;
    const auto cut = buildRun(twoMessages(), "two.json", options);
    EXPECT_TRUE(cut->cut());
    EXPECT_EQ(cut->knownSteps(), length - 1);
    EXPECT_NE(cut->recording().steps().back().kind, StepKind::End);
}

} // namespace

namespace {

// A selection made when a transport's rate delay ends is a step of its own, like any selection:
// every event of the recording lies in exactly one step, in order, and each select in a
// Selection step (a rate-delayed selection reports no queue manager event besides its select).
TEST(RunBuilder, RateDelayedSelectionsAreSteps) {
    const auto run =
        buildRunFromFile(QMGRLAB_CONFORMANCE_DIR "/transport-rate-delay-serializes-transport.json");
    const Recording& recording = run->recording();
    std::uint32_t next = 0;
    std::size_t selects = 0;
    for (std::size_t i = 0; i < recording.steps().size(); ++i) {
        const StepRecord& step = recording.steps()[i];
        ASSERT_EQ(step.firstEvent, next) << "step " << i;
        next += step.eventCount;
        for (std::uint32_t e = step.firstEvent; e < next; ++e)
            if (recording.events()[e].type == EventType::Select) {
                ++selects;
                EXPECT_EQ(step.kind, StepKind::Selection) << "step " << i;
            }
    }
    EXPECT_EQ(next, recording.events().size());
    EXPECT_EQ(selects, recording.deliveries().size());
    EXPECT_GE(selects, 2u);
}

} // namespace
