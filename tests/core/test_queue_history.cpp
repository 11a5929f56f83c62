// SPDX-License-Identifier: GPL-3.0-or-later
// Queue history: the Recording's record of each destination queue (created, window, busy,
// dead, revived, deleted) on small scenarios, with the values worked out by hand from the
// rules (ALGORITHM.md 3.7, 3.8; SPEC section 2); that it agrees with the trace where the trace
// speaks; and that at every position of a Run the history up to there ends in the state the
// Inspector shows.
#include "ExamplePaths.h"
#include "TestSupport.h"
#include "core/run/Inspector.h"
#include "core/run/Run.h"

#include <algorithm>
#include <cstdlib>
#include <gtest/gtest.h>
#include <map>
#include <random>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace {

using qmgrlab::QueueChange;
using qmgrlab::Recording;

std::string conformanceCase(const std::string& name) {
    return qmgrlab::test::conformanceCase(name);
}

const char* changeName(QueueChange change) {
    switch (change) {
    case QueueChange::Created:
        return "created";
    case QueueChange::Window:
        return "window";
    case QueueChange::Busy:
        return "busy";
    case QueueChange::Dead:
        return "dead";
    case QueueChange::Revived:
        return "revived";
    case QueueChange::Deleted:
        return "deleted";
    case QueueChange::Suspended:
        return "suspended";
    case QueueChange::Resumed:
        return "resumed";
    }
    return "?";
}

// A queue's history as "change t window busy" lines.
std::vector<std::string> described(const Recording& recording, int history) {
    std::vector<std::string> lines;
    for (const qmgrlab::QueueRecord& r :
         recording.queueHistories()[static_cast<std::size_t>(history)].records)
        lines.push_back(std::string(changeName(r.change)) + ' ' +
                        std::to_string(recording.steps()[r.step].timeMs) + " w" + std::to_string(r.window) +
                        " b" + std::to_string(r.busy));
    return lines;
}

int historyOf(const qmgrlab::test::Outcome& outcome, const qmgrlab::Configuration& config,
              const std::string& transport, const std::string& queue) {
    return outcome.recording.findQueueHistory(config.transportIndex(transport), outcome.names->intern(queue));
}

// Window 5 (defaults), five deliveries fail at once: the first failure takes the window to 3
// (the shrink loop runs twice from failure 0), the second to 2, the third makes the failed
// cohorts 1/5 + 1/3 + 1/2 >= 1: dead; the last two give no feedback.
std::vector<std::string> fiveFailures(long t) {
    const std::string at = ' ' + std::to_string(t);
    return {"window" + at + " w3 b5", "busy" + at + " w3 b4", "window" + at + " w2 b4",
            "busy" + at + " w2 b3",   "dead" + at + " w0 b3", "busy" + at + " w0 b2",
            "busy" + at + " w0 b1",   "busy" + at + " w0 b0"};
}

std::vector<std::string> concat(std::vector<std::vector<std::string>> parts) {
    std::vector<std::string> all;
    for (auto& part : parts)
        all.insert(all.end(), part.begin(), part.end());
    return all;
}

TEST(QueueHistory, DeadDestinationExample) {
    const auto config = qmgrlab::test::configFromFile(qmgrlab::test::kDeadDestination);
    const auto outcome = qmgrlab::test::runToEnd(config);
    const int down = historyOf(outcome, *config, "smtp", "down.example");
    const int ok = historyOf(outcome, *config, "smtp", "ok.example");
    ASSERT_GE(down, 0);
    ASSERT_GE(ok, 0);
    EXPECT_EQ(outcome.recording.queueHistories().size(), 2u);

    // m1: 8 entries of 2 at down.example, 2 at ok.example; the job's peers alternate, so
    // down.example fills its window of 5 and ok.example takes both of its entries. The three
    // entries left are deferred when it dies; m2's recipients there are deferred on reading.
    // The timer (30 s after 100 ms) revives it empty: window 5, then it is deleted. m3 at 45 s:
    // 5 entries, the same story again.
    const auto downExpected = concat(
        {{"created 0 w5 b0", "busy 0 w5 b1", "busy 0 w5 b2", "busy 0 w5 b3", "busy 0 w5 b4", "busy 0 w5 b5"},
         fiveFailures(100),
         {"revived 30100 w5 b0", "deleted 30100 w5 b0", "created 45000 w5 b0", "busy 45000 w5 b1",
          "busy 45000 w5 b2", "busy 45000 w5 b3", "busy 45000 w5 b4", "busy 45000 w5 b5"},
         fiveFailures(45100),
         {"revived 75100 w5 b0", "deleted 75100 w5 b0"}});
    EXPECT_EQ(described(outcome.recording, down), downExpected);

    // ok.example: each success with window 5 < busy + 5 grows it to 6; the second success of
    // m1 finds 6 < 1 + 5 false. Emptied, it is deleted, and created afresh for m2 and m3.
    const std::vector<std::string> okExpected = {
        "created 0 w5 b0",     "busy 0 w5 b1",       "busy 0 w5 b2",       "window 1000 w6 b2",
        "busy 1000 w6 b1",     "busy 1000 w6 b0",    "deleted 1000 w6 b0", "created 10000 w5 b0",
        "busy 10000 w5 b1",    "window 11000 w6 b1", "busy 11000 w6 b0",   "deleted 11000 w6 b0",
        "created 45000 w5 b0", "busy 45000 w5 b1",   "window 46000 w6 b1", "busy 46000 w6 b0",
        "deleted 46000 w6 b0"};
    EXPECT_EQ(described(outcome.recording, ok), okExpected);
}

TEST(QueueHistory, RevivedBySuccessThenDeletedAndCreatedAgain) {
    const auto config = qmgrlab::test::configFromFile(conformanceCase("dead-revived-by-success"));
    const auto outcome = qmgrlab::test::runToEnd(config);
    const int one = historyOf(outcome, *config, "smtp", "one.example");
    const int two = historyOf(outcome, *config, "smtp", "two.example");
    ASSERT_GE(one, 0);
    ASSERT_GE(two, 0);

    // server_limit 1: of m1's five deliveries at 0 only the first is accepted; the other four
    // fail at 10 ms (dead after the third; its one waiting entry deferred). The success at 2 s
    // revives it with window = busy count including itself (1); emptied, it is deleted. m3 at
    // 2.5 s creates it again with window 5: two deliveries, the second refused (window 3),
    // the first succeeds at 4.5 s (3 < 1 + 5: window 4).
    const auto oneExpected =
        concat({{"created 0 w5 b0",    "busy 0 w5 b1",       "busy 0 w5 b2",    "busy 0 w5 b3",
                 "busy 0 w5 b4",       "busy 0 w5 b5",       "window 10 w3 b5", "busy 10 w3 b4",
                 "window 10 w2 b4",    "busy 10 w2 b3",      "dead 10 w0 b3",   "busy 10 w0 b2",
                 "busy 10 w0 b1",      "revived 2000 w1 b1", "busy 2000 w1 b0", "deleted 2000 w1 b0",
                 "created 2500 w5 b0", "busy 2500 w5 b1",    "busy 2500 w5 b2", "window 2510 w3 b2",
                 "busy 2510 w3 b1",    "window 4500 w4 b1",  "busy 4500 w4 b0", "deleted 4500 w4 b0"}});
    EXPECT_EQ(described(outcome.recording, one), oneExpected);
    const std::vector<std::string> twoExpected = {"created 2500 w5 b0", "busy 2500 w5 b1",
                                                  "window 4500 w6 b1", "busy 4500 w6 b0",
                                                  "deleted 4500 w6 b0"};
    EXPECT_EQ(described(outcome.recording, two), twoExpected);
}

TEST(QueueHistory, NotKeptWithoutDetails) {
    qmgrlab::Run::Options options;
    options.record = false;
    qmgrlab::Run run(qmgrlab::test::configFromFile(conformanceCase("dead-revived-by-success")), options);
    run.recordAll();
    EXPECT_TRUE(run.recording().queueHistories().empty());
    EXPECT_EQ(run.recording().findQueueHistory(0, 0), -1);
}

class QueueHistoryCases : public testing::TestWithParam<std::string> {};

// Where the trace speaks of a queue, the history says the same in the same step: a select
// adds one to busy and a done takes one off, a window event is a window record moving from
// its previous value to its new one, dead is dead, alive is revived (window: the deliveries in
// progress, the completing one included, else the initial concurrency). The trace is silent
// only about creation and deletion.
TEST_P(QueueHistoryCases, AgreesWithTheTrace) {
    const auto config = qmgrlab::test::configFromFile(conformanceCase(GetParam()));
    const auto outcome = qmgrlab::test::runToEnd(config);
    const Recording& recording = outcome.recording;
    const auto& histories = recording.queueHistories();
    ASSERT_FALSE(histories.empty());

    // What happened to each queue in each step, as (history, step, what) from both sides.
    using Said = std::tuple<int, std::uint32_t, std::string>;
    std::vector<Said> fromTrace;
    std::vector<Said> fromHistory;
    for (std::uint32_t s = 0; s < recording.steps().size(); ++s) {
        const qmgrlab::StepRecord& step = recording.steps()[s];
        for (std::uint32_t e = step.firstEvent; e < step.firstEvent + step.eventCount; ++e) {
            const qmgrlab::TraceEvent& ev = recording.events()[e];
            qmgrlab::TransportId transport = ev.transport;
            if (ev.type == qmgrlab::EventType::Done)
                transport = recording.deliveries()[static_cast<std::size_t>(ev.seq - 1)].transport;
            const int h = recording.findQueueHistory(transport, ev.dest);
            switch (ev.type) {
            case qmgrlab::EventType::Select:
                fromTrace.emplace_back(h, s, "busy +1");
                break;
            case qmgrlab::EventType::Done:
                fromTrace.emplace_back(h, s, "busy -1");
                break;
            case qmgrlab::EventType::Window:
                fromTrace.emplace_back(
                    h, s, "window " + std::to_string(ev.oldWindow) + "->" + std::to_string(ev.window));
                break;
            case qmgrlab::EventType::Dead:
                fromTrace.emplace_back(h, s, "dead");
                break;
            case qmgrlab::EventType::Alive:
                fromTrace.emplace_back(h, s, "revived");
                break;
            case qmgrlab::EventType::Suspend:
                fromTrace.emplace_back(h, s, "suspended");
                break;
            case qmgrlab::EventType::Resume:
                fromTrace.emplace_back(h, s, "resumed");
                break;
            default:
                break;
            }
        }
    }
    for (std::size_t h = 0; h < histories.size(); ++h) {
        const auto& records = histories[h].records;
        const int initial =
            config->transports()[static_cast<std::size_t>(histories[h].transport)].initialConcurrency;
        for (std::size_t i = 0; i < records.size(); ++i) {
            const qmgrlab::QueueRecord& r = records[i];
            const qmgrlab::QueueRecord* before = i > 0 ? &records[i - 1] : nullptr;
            const int id = static_cast<int>(h);
            switch (r.change) {
            case QueueChange::Created:
                EXPECT_EQ(r.window, initial);
                EXPECT_EQ(r.busy, 0);
                EXPECT_TRUE(before == nullptr || before->change == QueueChange::Deleted);
                break;
            case QueueChange::Deleted:
                EXPECT_GT(r.window, 0);
                EXPECT_EQ(r.busy, 0);
                break;
            case QueueChange::Busy:
                ASSERT_NE(before, nullptr);
                fromHistory.emplace_back(id, r.step, r.busy > before->busy ? "busy +1" : "busy -1");
                EXPECT_EQ(std::abs(r.busy - before->busy), 1);
                EXPECT_EQ(r.window, before->window);
                break;
            case QueueChange::Window:
                ASSERT_NE(before, nullptr);
                fromHistory.emplace_back(
                    id, r.step, "window " + std::to_string(before->window) + "->" + std::to_string(r.window));
                break;
            case QueueChange::Dead:
                fromHistory.emplace_back(id, r.step, "dead");
                EXPECT_EQ(r.window, 0);
                break;
            case QueueChange::Revived:
                ASSERT_NE(before, nullptr);
                fromHistory.emplace_back(id, r.step, "revived");
                EXPECT_EQ(before->window, 0);
                EXPECT_EQ(r.window, r.busy > 0 ? r.busy : initial);
                break;
            case QueueChange::Suspended: // destination rate delay: after a completion, nothing in progress
                fromHistory.emplace_back(id, r.step, "suspended");
                EXPECT_EQ(r.window, -1);
                EXPECT_EQ(r.busy, 0);
                break;
            case QueueChange::Resumed:
                ASSERT_NE(before, nullptr);
                fromHistory.emplace_back(id, r.step, "resumed");
                EXPECT_EQ(before->window, -1);
                EXPECT_EQ(r.window, 1);
                break;
            }
        }
    }
    std::sort(fromTrace.begin(), fromTrace.end());
    std::sort(fromHistory.begin(), fromHistory.end());
    EXPECT_EQ(fromHistory, fromTrace);
}

// At every position, each queue in memory is where its history up to that position ends, and
// every queue whose history is not over (deleted) at that position is in memory.
TEST_P(QueueHistoryCases, EndsInTheInspectedStateAtEveryPosition) {
    qmgrlab::Run::Options options;
    options.initialInterval = 5;
    options.maxCheckpoints = 8;
    qmgrlab::Run run(qmgrlab::test::configFromFile(conformanceCase(GetParam())), options);
    run.recordAll();
    const Recording& recording = run.recording();
    const std::size_t total = [&] {
        std::size_t n = 0;
        for (const auto& h : recording.queueHistories())
            n += h.records.size();
        return n;
    }();
    auto check = [&](std::size_t position) {
        run.seek(position);
        const qmgrlab::Inspector inspector(run);
        std::map<std::pair<qmgrlab::TransportId, qmgrlab::NameId>, qmgrlab::QueueInfo> inMemory;
        for (std::size_t t = 0; t < run.config().transports().size(); ++t)
            for (const qmgrlab::QueueId q :
                 inspector.transport(static_cast<qmgrlab::TransportId>(t)).queues) {
                const qmgrlab::QueueInfo info = inspector.queue(q);
                inMemory[{info.transport, info.name}] = info;
            }
        std::size_t alive = 0;
        for (std::size_t h = 0; h < recording.queueHistories().size(); ++h) {
            const auto& history = recording.queueHistories()[h];
            const std::size_t n = recording.queueRecordsBefore(static_cast<int>(h), position);
            const auto found = inMemory.find({history.transport, history.name});
            if (n == 0 || history.records[n - 1].change == QueueChange::Deleted) {
                EXPECT_EQ(found, inMemory.end()) << "history " << h << " at " << position;
                continue;
            }
            ++alive;
            ASSERT_NE(found, inMemory.end()) << "history " << h << " at " << position;
            EXPECT_EQ(history.records[n - 1].window, found->second.window)
                << "history " << h << " at " << position;
            EXPECT_EQ(history.records[n - 1].busy, found->second.busy)
                << "history " << h << " at " << position;
        }
        EXPECT_EQ(alive, inMemory.size()) << "at " << position;
    };
    for (std::size_t p = 0; p <= run.knownSteps(); ++p)
        check(p);
    std::mt19937 random(7);
    for (int i = 0; i < 100; ++i)
        check(random() % (run.knownSteps() + 1));
    // Going back and forth records nothing more.
    std::size_t after = 0;
    for (const auto& h : recording.queueHistories())
        after += h.records.size();
    EXPECT_EQ(after, total);
}

INSTANTIATE_TEST_SUITE_P(Cases, QueueHistoryCases,
                         testing::Values("dead-revived-by-success",
                                         "revived-destination-window-is-busy-count",
                                         "dead-when-failed-cohorts-reach-limit", "feedback-quarter-fractions",
                                         "per-recipient-queues", "blockers-low-concurrency", "random-01",
                                         "random-05", "random-08"),
                         [](const auto& info) {
                             std::string name = info.param;
                             std::replace(name.begin(), name.end(), '-', '_');
                             return name;
                         });

} // namespace
