// SPDX-License-Identifier: GPL-3.0-or-later
// TransportWaits against Postfix's reference traces: the alloc before each select of a transport
// rate delay, the resume after each suspending completion of a destination rate delay, and the
// transport's dead times (xdead .. xalive), over the whole run and up to every position.
#include "ExamplePaths.h"
#include "TestSupport.h"
#include "core/run/RetryEventIndex.h"
#include "core/run/Run.h"
#include "core/run/TransportWaits.h"

#include <algorithm>
#include <cstddef>
#include <gtest/gtest.h>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace qmgrlab {
namespace {

using test::referenceTrace;

std::shared_ptr<const Configuration> conformanceCase(const std::string& name) {
    return test::configFromFile(qmgrlab::test::conformanceCase(name));
}

TEST(TransportWaits, AnAllocBeforeEachSelectOfATransportRateDelay) {
    const std::string name = "transport-rate-delay-selects-at-the-later-time";
    const auto config = conformanceCase(name);
    const auto outcome = test::runToEnd(config);
    std::map<int, std::int64_t> allocOf; // seq -> the alloc before its select
    std::int64_t alloc = -1;
    for (const auto& e : referenceTrace(name)) {
        if (e["ev"] == "alloc") {
            alloc = e["t"];
        } else if (e["ev"] == "select" && alloc >= 0) {
            allocOf[e["seq"]] = alloc;
            alloc = -1;
        }
    }
    ASSERT_FALSE(allocOf.empty());
    const TransportWaits waits(outcome.recording, *config, config->transportIndex("smtp"), 0);
    EXPECT_TRUE(waits.any());
    for (const Delivery& d : outcome.recording.deliveries()) {
        const auto it = allocOf.find(d.seq);
        const TransportWaits::DeliveryWait* wait = waits.of(d.seq);
        EXPECT_EQ(wait != nullptr ? wait->allocMs : -1, it == allocOf.end() ? -1 : it->second) << d.seq;
    }
}

TEST(TransportWaits, AResumeAfterEachSuspendingCompletion) {
    const std::string name = "rate-delay-2s-serializes-deliveries";
    const auto config = conformanceCase(name);
    const auto outcome = test::runToEnd(config);
    std::map<int, std::int64_t> resumeOf; // seq of the completion that suspended -> resume
    int lastDone = -1;
    int pending = -1;
    for (const auto& e : referenceTrace(name)) {
        if (e["ev"] == "done")
            lastDone = e["seq"];
        else if (e["ev"] == "suspend")
            pending = lastDone;
        else if (e["ev"] == "resume")
            resumeOf[pending] = e["t"];
    }
    ASSERT_GE(resumeOf.size(), 2u);
    const TransportWaits waits(outcome.recording, *config, config->transportIndex("smtp"), 0);
    for (const Delivery& d : outcome.recording.deliveries()) {
        const auto it = resumeOf.find(d.seq);
        const TransportWaits::DeliveryWait* wait = waits.of(d.seq);
        EXPECT_EQ(wait != nullptr ? wait->resumeMs : -1, it == resumeOf.end() ? -1 : it->second) << d.seq;
    }
}

// The reference trace's xdead .. xalive of smtp, one still open at its end lasting until the
// given time: over the whole run, and up to every position with the index.
TEST(TransportWaits, TheTransportsDeadTimes) {
    const std::string name = "broken-agents-transport-dead";
    const auto config = conformanceCase(name);
    const auto reference = referenceTrace(name);
    auto deadUpTo = [&](std::size_t events, std::int64_t openEnd) {
        std::vector<std::pair<std::int64_t, std::int64_t>> dead;
        for (std::size_t i = 0; i < events; ++i) {
            const auto& e = reference[i];
            if (e["ev"] == "xdead" && e["transport"] == "smtp" && (dead.empty() || dead.back().second >= 0))
                dead.emplace_back(e["t"], -1);
            else if (e["ev"] == "xalive" && e["transport"] == "smtp" && !dead.empty() &&
                     dead.back().second < 0)
                dead.back().second = e["t"];
        }
        if (!dead.empty() && dead.back().second < 0)
            dead.back().second = openEnd;
        return dead;
    };
    auto pairs = [](const std::vector<TimeInterval>& spans) {
        std::vector<std::pair<std::int64_t, std::int64_t>> out;
        for (const TimeInterval& span : spans)
            out.emplace_back(span.startMs, span.endMs);
        return out;
    };
    const TransportId smtp = config->transportIndex("smtp");
    qmgrlab::Run run(config);
    run.recordAll();
    ASSERT_EQ(run.recording().events().size(), reference.size());
    const auto whole = deadUpTo(reference.size(), 123456789);
    ASSERT_FALSE(whole.empty());
    const TransportWaits waits(run.recording(), *config, smtp, 123456789);
    EXPECT_EQ(pairs(waits.deadSpans()), whole);
    ASSERT_EQ(waits.deadStartSteps().size(), whole.size());

    RetryEventIndex index;
    index.update(run.recording());
    bool sawOpen = false;
    for (std::size_t position = 0; position <= run.knownSteps(); ++position) {
        run.seek(position);
        const std::size_t events = run.recording().eventsBefore(position);
        const auto expected = deadUpTo(events, run.timeMs());
        EXPECT_EQ(pairs(TransportWaits::deadSpans(run.recording(), index, smtp, events, run.timeMs())),
                  expected)
            << position;
        sawOpen = sawOpen || (!expected.empty() && expected.back().second == run.timeMs());
        // The dead times begun by the steps applied: those of the trace's events so far.
        EXPECT_EQ(std::count_if(waits.deadStartSteps().begin(), waits.deadStartSteps().end(),
                                [position](std::uint32_t step) { return step < position; }),
                  static_cast<std::ptrdiff_t>(expected.size()))
            << position;
    }
    EXPECT_TRUE(sawOpen);
}

// A transport without rate delays or broken agents has no waits to find.
TEST(TransportWaits, NoneWithoutRateDelaysOrBrokenAgents) {
    const auto config = conformanceCase("seed-slot-loan");
    const auto outcome = test::runToEnd(config);
    const TransportWaits waits(outcome.recording, *config, config->transportIndex("smtp"), 0);
    EXPECT_FALSE(waits.any());
    EXPECT_TRUE(waits.deadSpans().empty());
}

} // namespace
} // namespace qmgrlab
