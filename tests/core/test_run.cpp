// SPDX-License-Identifier: GPL-3.0-or-later
// Run: stepping back, seeking and resetting reach exactly the state the forward run had at
// that position, whatever the checkpoint interval (contract v2's greylisting and deferred queue
// included); seeking by time; recording equals trace.
#include "ExamplePaths.h"
#include "TestSupport.h"
#include "core/run/Inspector.h"
#include "core/run/Run.h"
#include "core/run/RunBuilder.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <random>
#include <sstream>

namespace {

using qmgrlab::Inspector;
using qmgrlab::Run;

// Everything the views can see, as text.
std::string fingerprint(const Run& run) {
    const Inspector in(run);
    std::ostringstream out;
    out << "now " << in.nowMs() << " active " << in.activeMessages().size() << " incore "
        << in.inCoreRecipients() << " sent " << in.totalSent() << " deferred " << in.totalDeferred()
        << " bounced " << in.totalBounced() << '\n';
    for (const auto& d : in.deferredMessages())
        out << "D " << d.spec << ' ' << d.fileTimeMs << ' ' << d.visits << '\n';
    for (const auto t : in.transportOrder()) {
        const auto ti = in.transport(t);
        out << "T " << ti.name << " pool " << ti.pool << " busy " << ti.busyAgents << " cur " << ti.current
            << " unread " << ti.nextUnread << " tag " << ti.blockerTag << '\n';
        for (const auto j : ti.schedList) {
            const auto ji = in.job(j);
            out << " J " << in.messageId(ji.message) << " r" << ji.readEntries << " s" << ji.selectedEntries
                << " a" << ji.slotsAvailable << " u" << ji.slotsUsed << " rc" << ji.rcptCount << " rl"
                << ji.rcptLimit << " L" << ji.stackLevel << " p" << ji.parent << " b" << ji.blocker << " c"
                << ji.children.size();
            for (const auto& p : ji.peers)
                out << " [" << in.queueName(p.queueName) << ' ' << p.todoEntries << '/' << p.busyEntries
                    << ']';
            out << '\n';
        }
        for (const auto j : ti.timeList)
            out << " t" << j;
        for (const auto q : ti.queues) {
            const auto qi = in.queue(q);
            out << "\n Q " << in.queueName(qi.name) << " w" << qi.window << " b" << qi.busy << " t" << qi.todo
                << " s" << qi.success << " f" << qi.failure << " c" << qi.failCohorts << " d" << qi.dead
                << " r" << qi.reviveAtMs;
        }
        for (const auto& a : ti.agents)
            out << "\n A " << a.lane << ' ' << a.seq;
        out << '\n';
    }
    for (const auto& m : in.activeMessages())
        out << "M " << m.spec << ' ' << m.read << ' ' << m.unread << ' ' << m.inCore << ' ' << m.rcptLimit
            << ' ' << m.sent << ' ' << m.deferred << ' ' << m.moreToRead << '\n';
    return out.str();
}

std::string conformanceCase(const std::string& name) {
    return qmgrlab::test::conformanceCase(name);
}

// Contract v2 at a size where the state's per-recipient arrays span several chunks (greylisting
// times by group address, a message's finished recipients: SharedChunks of 4096): one message
// greylisted, sent, and failed by a down next hop, tried again from the deferred queue; a later
// one to the same greylisted addresses.
constexpr const char* kLargeGreylisting = R"({
  "format": "qmgrlab-scenario-1",
  "deferred_queue": true,
  "master.cf": {"smtp": {"maxproc": 10}},
  "destinations": {
    "*": {"delivery_ms": 1000},
    "grey.example": {"greylist_ms": 240000},
    "down.example": {"down": [[0, 900000]]}
  },
  "messages": [
    {"id": "big", "arrival_ms": 0,
     "recipients": {"grey.example": 9000, "plain.example": 5000, "down.example": 4500}},
    {"id": "late", "arrival_ms": 60000, "recipients": {"grey.example": 8200}}
  ]
})";

// A conformance case by name, an example as "examples/NAME", or "large-greylisting".
std::shared_ptr<const qmgrlab::Configuration> steppingConfig(const std::string& name) {
    if (name == "large-greylisting")
        return qmgrlab::test::configFromJson(kLargeGreylisting);
    const std::string examples = "examples/";
    if (name.starts_with(examples))
        return qmgrlab::test::configFromFile(std::string(QMGRLAB_EXAMPLES_DIR) + "/" +
                                             name.substr(examples.size()) + ".json");
    return qmgrlab::test::configFromFile(conformanceCase(name));
}

std::vector<std::string> forwardFingerprints(Run& run) {
    std::vector<std::string> states{fingerprint(run)};
    while (run.step())
        states.push_back(fingerprint(run));
    return states;
}

class RunStepping : public testing::TestWithParam<std::string> {};

TEST_P(RunStepping, StepBackIsExact) {
    qmgrlab::Run::Options options;
    options.initialInterval = 7; // small, so that going back crosses many checkpoints
    options.maxCheckpoints = 16; // and thinning happens
    qmgrlab::Run run(steppingConfig(GetParam()), options);
    const auto states = forwardFingerprints(run);
    ASSERT_TRUE(run.atEnd());
    ASSERT_GT(states.size(), 20u);
    EXPECT_LE(run.checkpointCount(), 16u);
    for (std::size_t p = states.size() - 1; p > 0; --p) {
        ASSERT_TRUE(run.stepBack());
        ASSERT_EQ(run.position(), p - 1);
        ASSERT_EQ(fingerprint(run), states[p - 1]) << "at position " << p - 1;
    }
    EXPECT_FALSE(run.stepBack());
}

// With the default checkpoint interval, and with a small one (many checkpoints, each sharing
// with the next the chunks of the state not written between them).
TEST_P(RunStepping, RandomSeeksAreExact) {
    for (const std::size_t interval : {qmgrlab::Run::Options{}.initialInterval, std::size_t(5)}) {
        SCOPED_TRACE("interval " + std::to_string(interval));
        qmgrlab::Run::Options options;
        options.initialInterval = interval;
        qmgrlab::Run run(steppingConfig(GetParam()), options);
        const auto states = forwardFingerprints(run);
        std::mt19937 random(42);
        for (int i = 0; i < 200; ++i) {
            const std::size_t target = random() % states.size();
            run.seek(target);
            ASSERT_EQ(run.position(), target);
            ASSERT_EQ(fingerprint(run), states[target]) << "seek to " << target;
        }
        run.reset();
        EXPECT_EQ(run.position(), 0u);
        EXPECT_EQ(fingerprint(run), states.front());
    }
}

// A seek to the recording's edge (the end of a complete run, where a view opens; or the frontier
// of a run recorded only so far) copies the frontier's state instead of replaying from the last
// checkpoint, when that replay is long (a large interval makes it long here): the state is the
// one stepping there gave, and stepping on from it as well. random-02, random-06 and
// large-greylisting are longer than Run::kCopyFrontierSteps: their seeks to the end copy.
TEST_P(RunStepping, SeekToTheFrontierIsExact) {
    qmgrlab::Run reference(steppingConfig(GetParam()));
    const auto states = forwardFingerprints(reference);
    const std::size_t end = states.size() - 1;
    if (GetParam() == "large-greylisting") {
        ASSERT_GT(end, 3 * Run::kCopyFrontierSteps); // also the partial run's frontier copies
    }

    qmgrlab::Run::Options options;
    options.initialInterval = 1u << 20; // one checkpoint, the start: every seek would replay from 0
    qmgrlab::Run run(steppingConfig(GetParam()), options);
    run.recordAll();
    for (const std::size_t from : {std::size_t{0}, end / 3, end - 1, end}) {
        run.seek(from);
        run.seek(end);
        ASSERT_TRUE(run.atEnd());
        ASSERT_EQ(fingerprint(run), states[end]) << "from " << from;
    }

    // Only part of the run recorded: the frontier is within it, and the run goes on from there.
    qmgrlab::Run partial(steppingConfig(GetParam()), options);
    const std::size_t edge = end * 2 / 3;
    partial.recordUntil(edge);
    ASSERT_EQ(partial.knownSteps(), edge);
    partial.seek(edge);
    ASSERT_EQ(partial.position(), edge);
    ASSERT_EQ(fingerprint(partial), states[edge]);
    for (std::size_t p = edge + 1; p <= end; ++p) {
        ASSERT_TRUE(partial.step());
        ASSERT_EQ(fingerprint(partial), states[p]) << "at position " << p;
    }
    EXPECT_FALSE(partial.step());
}

// A run built at a position (the window opening a scenario at a step) is there, whole, in the
// state stepping there gives, and steps on and back from there exactly.
TEST_P(RunStepping, BuiltAtAPositionIsExact) {
    qmgrlab::Run reference(steppingConfig(GetParam()));
    const auto states = forwardFingerprints(reference);
    const std::size_t end = states.size() - 1;
    qmgrlab::Run::Options options;
    options.initialInterval = 64;
    for (const std::size_t position : {std::size_t{0}, std::size_t{1}, end / 3, end - 1, end, end + 100}) {
        const auto run =
            qmgrlab::buildRun(steppingConfig(GetParam())->scenario(), GetParam(), options, nullptr, position);
        ASSERT_TRUE(run->complete());
        ASSERT_EQ(run->knownSteps(), end);
        const std::size_t at = std::min(position, end);
        ASSERT_EQ(run->position(), at);
        ASSERT_EQ(fingerprint(*run), states[at]) << "built at " << position;
        if (at < end) {
            ASSERT_TRUE(run->step());
            ASSERT_EQ(fingerprint(*run), states[at + 1]) << "a step after " << position;
            ASSERT_TRUE(run->stepBack());
        }
        if (at > 0) {
            ASSERT_TRUE(run->stepBack());
            ASSERT_EQ(fingerprint(*run), states[at - 1]) << "a step before " << position;
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Cases, RunStepping,
                         testing::Values("blockers-low-concurrency", "random-02", "random-06",
                                         "recursive-preemption-scaled", "dead-destination-cohort-3",
                                         "examples/greylisting", "examples/outage-backoff",
                                         "examples/preempted-twice", "large-greylisting"),
                         [](const auto& info) {
                             std::string name = info.param;
                             std::replace(name.begin(), name.end(), '-', '_');
                             std::replace(name.begin(), name.end(), '/', '_');
                             return name;
                         });

TEST(RunPosition, SeekingBeyondTheEndStopsAtTheEnd) {
    qmgrlab::Run run(qmgrlab::test::configFromFile(conformanceCase("seed-slot-loan")));
    run.seek(1'000'000);
    EXPECT_TRUE(run.atEnd());
    EXPECT_FALSE(run.step());
    EXPECT_EQ(run.position(), run.knownSteps());
}

TEST(RunPosition, SeekTimeGoesAfterTheLastStepAtThatTime) {
    qmgrlab::Run run(qmgrlab::test::configFromFile(conformanceCase("seed-slot-loan")));
    run.seekTime(2000);
    ASSERT_GT(run.position(), 0u);
    const auto& steps = run.recording().steps();
    EXPECT_EQ(steps[run.position() - 1].timeMs, 2000);
    ASSERT_LT(run.position(), steps.size());
    EXPECT_GT(steps[run.position()].timeMs, 2000);
    EXPECT_EQ(run.timeMs(), 2000);
}

TEST(RunPosition, RecordingEqualsTheTraceOfAPlainRun) {
    const auto config = qmgrlab::test::configFromFile(conformanceCase("random-04"));
    const auto plain = qmgrlab::test::runToEnd(config);
    qmgrlab::Run run(config);
    run.recordAll();
    ASSERT_EQ(run.recording().events().size(), plain.recording.events().size());
    for (std::size_t i = 0; i < plain.recording.events().size(); ++i) {
        EXPECT_EQ(run.recording().events()[i].type, plain.recording.events()[i].type);
        EXPECT_EQ(run.recording().events()[i].t, plain.recording.events()[i].t);
    }
    EXPECT_EQ(run.position(), 0u); // recording does not move the position
}

TEST(RunPosition, EveryEventBelongsToExactlyOneStep) {
    qmgrlab::Run run(qmgrlab::test::configFromFile(conformanceCase("blockers-low-concurrency")));
    run.recordAll();
    std::size_t covered = 0;
    for (const auto& step : run.recording().steps()) {
        EXPECT_EQ(step.firstEvent, covered);
        covered += step.eventCount;
        if (step.kind == qmgrlab::StepKind::Selection) {
            EXPECT_GE(step.decision, 0);
        }
    }
    EXPECT_EQ(covered, run.recording().events().size());
    EXPECT_EQ(run.recording().steps().back().kind, qmgrlab::StepKind::End);
}

} // namespace

namespace {} // namespace
