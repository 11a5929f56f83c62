// SPDX-License-Identifier: GPL-3.0-or-later
// Run metrics: figures derived by hand from the scenarios and SCHEDULER_README, and the
// streamed figures of a run without a recording equal to those of the recorded run.
#include "TestSupport.h"
#include "core/run/Inspector.h"
#include "core/run/RecordedMetrics.h"
#include "core/run/Run.h"
#include "core/run/RunBuilder.h"
#include "core/whatif/MetricRegistry.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace {

using qmgrlab::JobMetrics;

using qmgrlab::RunMetrics;

const std::string kExamples = QMGRLAB_EXAMPLES_DIR;

const JobMetrics& jobOf(const RunMetrics& m, int message) {
    const auto it = std::find_if(m.jobs.begin(), m.jobs.end(),
                                 [message](const JobMetrics& j) { return j.message == message; });
    EXPECT_NE(it, m.jobs.end()) << "no job of message " << message;
    return *it;
}

double valueOf(const RunMetrics& m, const std::string& name) {
    for (const auto& v : qmgrlab::scalarMetrics(m)) {
        if (v.name == name)
            return v.value;
    }
    ADD_FAILURE() << "no metric " << name;
    return -1;
}

const qmgrlab::DestinationMetrics& destinationOf(const RunMetrics& m, const std::string& name) {
    const auto it = std::find_if(m.destinations.begin(), m.destinations.end(),
                                 [&name](const qmgrlab::DestinationMetrics& d) { return d.name == name; });
    EXPECT_NE(it, m.destinations.end()) << "no queue " << name;
    return *it;
}

// slot-loan.json: one smtp agent, one recipient per delivery, one second each, all three
// messages arrive at 0. The example's (and the README's) slot sequence is
// 1 1 2 2 1 1 1 1 3 3 1 1 1 1: slot i runs from (i-1) s to i s.
//   job 1: slots 1, 2, 5..8, 11..14: first 1, last 14, 10 entries: inflation 14/10 = 1.4,
//          last delivery done at 14 s; preempted twice (by 2 at slot 3, by 3 at slot 9);
//   job 2: slots 3, 4: inflation 2/2 = 1, done at 4 s; preempted once, level 1;
//   job 3: slots 9, 10: inflation 1, done at 10 s; preempted once, level 1.
// Every recipient arrived at 0 and is sent at the end of its slot: delays 1, 2, ..., 14 s.
//   average 105/14 = 7.5 s; median rank ceil(14/2) = 7: 7 s; p95 rank ceil(13.3) = 14: 14 s.
// The agent is busy from 0 to 14 s, the run's last instant: utilisation 1.
TEST(RunMetrics, SlotLoanCompletionAndInflationByHand) {
    const auto run = qmgrlab::buildRunFromFile(kExamples + "/slot-loan.json");
    const RunMetrics m = qmgrlab::computeRunMetrics(*run);

    ASSERT_EQ(m.jobs.size(), 3u);
    EXPECT_EQ(jobOf(m, 0).completionMs, 14000);
    EXPECT_DOUBLE_EQ(jobOf(m, 0).inflation, 1.4);
    EXPECT_EQ(jobOf(m, 0).selectedEntries, 10);
    EXPECT_EQ(jobOf(m, 0).timesPreempted, 2);
    EXPECT_EQ(jobOf(m, 0).timesPreempting, 0);
    EXPECT_EQ(jobOf(m, 1).completionMs, 4000);
    EXPECT_DOUBLE_EQ(jobOf(m, 1).inflation, 1.0);
    EXPECT_EQ(jobOf(m, 1).timesPreempting, 1);
    EXPECT_EQ(jobOf(m, 1).maxStackLevel, 1);
    EXPECT_EQ(jobOf(m, 2).completionMs, 10000);
    EXPECT_DOUBLE_EQ(jobOf(m, 2).inflation, 1.0);
    EXPECT_EQ(jobOf(m, 2).maxStackLevel, 1);

    // Messages finish with their only job: delays 14, 4 and 10 s, average 28/3 s.
    EXPECT_EQ(m.messages[0].completionMs, 14000);
    EXPECT_EQ(m.messages[1].delayMs, 4000);
    EXPECT_EQ(m.messages[2].sent, 2);
    EXPECT_DOUBLE_EQ(m.messageDelayAvgS, 28.0 / 3.0);

    EXPECT_EQ(m.endMs, 14000);
    EXPECT_EQ(m.preemptions, 2);
    EXPECT_EQ(m.maxStackDepth, 1);
    EXPECT_EQ(m.sent, 14);
    EXPECT_EQ(m.deferred, 0);
    EXPECT_EQ(m.delay.recipients, 14);
    EXPECT_DOUBLE_EQ(m.delay.avgS, 7.5);
    EXPECT_DOUBLE_EQ(m.delay.medianS, 7.0);
    EXPECT_DOUBLE_EQ(m.delay.p95S, 14.0);
    EXPECT_DOUBLE_EQ(m.delay.maxS, 14.0);

    EXPECT_DOUBLE_EQ(valueOf(m, "inflation_max"), 1.4);
    EXPECT_DOUBLE_EQ(valueOf(m, "run_end_s"), 14.0);
    EXPECT_DOUBLE_EQ(valueOf(m, "utilisation.smtp"), 1.0);
    EXPECT_DOUBLE_EQ(valueOf(m, "recipient_delay_p95_s.smtp"), 14.0);
    EXPECT_DOUBLE_EQ(valueOf(m, "defer_rate"), 0.0);
}

// dead-destination.json (its description): down.example refuses every connection.
//   m1: 16 recipients there in 8 entries of 2; the initial window 5 lets 5 deliveries start,
//       the third failure declares the queue dead (1st death) and the 3 entries still
//       waiting are deferred without an attempt: 5 attempts, 16 recipients deferred;
//   m2 (10 s): the queue is dead, its 2 recipients there are deferred when read;
//   m3 (45 s): the queue was revived after 30 s and deleted; it is made afresh with window 5,
//       its 5 entries of 2 all start and fail, the queue dies a 2nd time: 5 attempts, 10 deferred.
// down.example: 10 attempts, all 10 failed sessions, 16 + 2 + 10 = 28 deferred, none sent, 2
// deaths, defer rate 1, failures per recipient 10 / 28.
// ok.example gets 4 + 2 + 2 = 8 recipients, all sent. The run: 28 / 36 deferred.
TEST(RunMetrics, DeadDestinationDeferCountsByHand) {
    const auto run = qmgrlab::buildRunFromFile(kExamples + "/dead-destination.json");
    const RunMetrics m = qmgrlab::computeRunMetrics(*run);

    const auto& down = destinationOf(m, "down.example");
    EXPECT_EQ(down.attempts, 10);
    EXPECT_EQ(down.deferred, 28);
    EXPECT_EQ(down.sent, 0);
    EXPECT_EQ(down.deadCount, 2);
    EXPECT_DOUBLE_EQ(down.deferRate, 1.0);
    const auto& ok = destinationOf(m, "ok.example");
    EXPECT_EQ(ok.sent, 8);
    EXPECT_EQ(ok.deferred, 0);
    EXPECT_EQ(m.sent, 8);
    EXPECT_EQ(m.deferred, 28);
    EXPECT_EQ(m.deadDeclarations, 2);
    EXPECT_DOUBLE_EQ(valueOf(m, "defer_rate"), 28.0 / 36.0);
    EXPECT_DOUBLE_EQ(valueOf(m, "recipients_deferred.smtp:down.example"), 28.0);
    EXPECT_DOUBLE_EQ(valueOf(m, "dead_declarations.smtp:down.example"), 2.0);
    EXPECT_EQ(down.failed, 10);
    EXPECT_EQ(ok.failed, 0);
    EXPECT_DOUBLE_EQ(valueOf(m, "failed_deliveries.smtp:down.example"), 10.0);
    EXPECT_DOUBLE_EQ(valueOf(m, "failures_per_recipient.smtp:down.example"), 10.0 / 28.0);
    EXPECT_DOUBLE_EQ(valueOf(m, "failures_per_recipient.smtp:ok.example"), 0.0);
}

// Two one-recipient messages for example.com arrive at 1 s; one agent, one second per
// delivery, SPEC's defaults otherwise (initial window 5, positive feedback 1). The queue is
// made at 1 s with window 5 and both entries wait in it. The first success at 2 s: 5 < busy 1
// + initial 5, success 1 + 1/2 >= 1: window 6. The second at 3 s: 6 is not < 1 + 5, no
// growth; the queue is empty and deleted at 3 s.
// Window: 5 for 1 s, 6 for 1 s: average 5.5, sd sqrt((25 + 36) / 2 - 5.5^2) = 0.5.
// Agent: busy 1..3 s = 2 s of a 3 s run with maxproc 1: utilisation 2/3.
TEST(RunMetrics, ConcurrencyWindowAndUtilisationOfOneAgentByHand) {
    const auto config = qmgrlab::test::configFromJson(R"({
        "format": "qmgrlab-scenario-1",
        "master.cf": {"smtp": {"maxproc": 1}},
        "destinations": {"*": {"transport": "smtp", "delivery_ms": 1000}},
        "messages": [{"id": "1", "arrival_ms": 1000, "recipients": ["a@example.com"]},
                     {"id": "2", "arrival_ms": 1000, "recipients": ["b@example.com"]}]
    })");
    qmgrlab::Run run(config);
    run.recordAll();
    const RunMetrics m = qmgrlab::computeRunMetrics(run);

    EXPECT_EQ(m.endMs, 3000);
    const auto& queue = destinationOf(m, "example.com");
    EXPECT_EQ(queue.existedMs, 2000);
    EXPECT_DOUBLE_EQ(queue.windowAvg, 5.5);
    EXPECT_DOUBLE_EQ(queue.windowSd, 0.5);
    EXPECT_DOUBLE_EQ(m.concurrencyAvg, 5.5);
    EXPECT_DOUBLE_EQ(m.concurrencySd, 0.5);
    EXPECT_EQ(m.transports[0].busyAgentMs, 2000);
    EXPECT_DOUBLE_EQ(valueOf(m, "utilisation.smtp"), 2.0 / 3.0);
    // Recipients sent at 2 s and 3 s, arrival 1 s: delays 1 and 2 s.
    EXPECT_DOUBLE_EQ(m.delay.avgS, 1.5);
    EXPECT_DOUBLE_EQ(m.delay.medianS, 1.0);
    EXPECT_DOUBLE_EQ(m.delay.maxS, 2.0);
}

// The window at each completion, before its feedback (SCHEDULER_README's "average
// concurrency"). Default feedback 1 both ways, initial window 2, cohort limit 1, many agents;
// x.example accepts one session at a time (refusals after 10 ms), y.example any; deliveries of
// one recipient take 1 s. Messages a, b, c (one recipient at x each) and d (one at y) arrive at 0.
//   0 s:    x is made with window 2: a's delivery is accepted, b's refused (one session in
//           progress); y (window 2) takes d's.
//   10 ms:  b's refusal completes with window 2; negative feedback (ALGORITHM.md 3.7.1):
//           cohorts 1/2 < 1, failure -1, the half-step hysteresis takes 2 down twice, floor 1.
//   1 s:    a's success completes with window 1: 1 < busy 1 + initial 2, window 2; c's delivery
//           is accepted. d's success completes at y with window 2.
//   2 s:    c's success completes with window 2.
// x: windows 2, 1, 2: average 5/3, sd sqrt((4 + 1 + 4) / 3 - 25/9) = sqrt(2)/3.
// smtp: windows 2, 1, 2, 2: average 7/4, sd sqrt(13/4 - 49/16) = sqrt(3)/4.
TEST(RunMetrics, FeedbackWindowAtCompletionsByHand) {
    const auto config = qmgrlab::test::configFromJson(R"({
        "format": "qmgrlab-scenario-1",
        "main.cf": {"initial_destination_concurrency": 2},
        "master.cf": {"smtp": {"maxproc": 10}},
        "destinations": {"x.example": {"transport": "smtp", "delivery_ms": 1000, "server_limit": 1,
                                       "fail_ms": 10},
                         "y.example": {"transport": "smtp", "delivery_ms": 1000}},
        "messages": [{"id": "a", "arrival_ms": 0, "recipients": ["u@x.example"]},
                     {"id": "b", "arrival_ms": 0, "recipients": ["v@x.example"]},
                     {"id": "c", "arrival_ms": 0, "recipients": ["w@x.example"]},
                     {"id": "d", "arrival_ms": 0, "recipients": ["u@y.example"]}]
    })");
    qmgrlab::Run run(config);
    run.recordAll();
    const RunMetrics m = qmgrlab::computeRunMetrics(run);

    const auto& x = destinationOf(m, "x.example");
    EXPECT_EQ(x.attempts, 3);
    EXPECT_EQ(x.deferred, 1);
    EXPECT_DOUBLE_EQ(x.feedbackWindowAvg, 5.0 / 3.0);
    EXPECT_NEAR(x.feedbackWindowSd, std::sqrt(2.0) / 3.0, 1e-12);
    EXPECT_DOUBLE_EQ(valueOf(m, "feedback_window_avg.smtp:y.example"), 2.0);
    EXPECT_DOUBLE_EQ(valueOf(m, "feedback_window_sd.smtp:y.example"), 0.0);
    EXPECT_DOUBLE_EQ(valueOf(m, "feedback_window_avg.smtp"), 7.0 / 4.0);
    EXPECT_NEAR(valueOf(m, "feedback_window_sd.smtp"), std::sqrt(3.0) / 4.0, 1e-12);
    EXPECT_EQ(m.endMs, 2000);
}

// Blockers (ALGORITHM.md 3.6.1, 3.7.3): two agents, every queue's window 1 and at most 1,
// one second per delivery; a and b each have a recipient at x.example, c at y.example, all
// arriving at 0 (job list a, b, c).
//   0 s: a's entry goes to x (busy 1 = window 1), a has nothing left and retires; next
//        selection: b has an entry but its only queue x is full: b is marked a blocker (1st
//        episode) and c's entry goes to y. Both agents are busy.
//   1 s: a's delivery completes; x can take a delivery again and b's entry waits in it: the
//        transport's blockers are released (unblock). b's entry goes to x, done at 2 s.
// Stalled: 0 to 1 s. Agents busy 1 + 1 + 1 = 3 s of 2 x 2 s: utilisation 0.75. Delays 1, 1
// and 2 s: average 4/3 s, median rank ceil(3/2) = 2: 1 s, p95 rank ceil(2.85) = 3: 2 s.
TEST(RunMetrics, BlockerEpisodeAndStalledTimeByHand) {
    const auto config = qmgrlab::test::configFromJson(R"({
        "format": "qmgrlab-scenario-1",
        "main.cf": {"initial_destination_concurrency": 1, "default_destination_concurrency_limit": 1},
        "master.cf": {"smtp": {"maxproc": 2}},
        "destinations": {"*": {"transport": "smtp", "delivery_ms": 1000}},
        "messages": [{"id": "a", "arrival_ms": 0, "recipients": ["u@x.example"]},
                     {"id": "b", "arrival_ms": 0, "recipients": ["v@x.example"]},
                     {"id": "c", "arrival_ms": 0, "recipients": ["w@y.example"]}]
    })");
    qmgrlab::Run run(config);
    run.recordAll();
    const RunMetrics m = qmgrlab::computeRunMetrics(run);

    EXPECT_EQ(m.blockerEpisodes, 1);
    EXPECT_EQ(m.stalledMs, 1000);
    EXPECT_DOUBLE_EQ(valueOf(m, "stalled_time_s"), 1.0);
    EXPECT_EQ(m.endMs, 2000);
    EXPECT_DOUBLE_EQ(valueOf(m, "utilisation.smtp"), 0.75);
    EXPECT_DOUBLE_EQ(m.delay.avgS, 4.0 / 3.0);
    EXPECT_DOUBLE_EQ(m.delay.medianS, 1.0);
    EXPECT_DOUBLE_EQ(m.delay.p95S, 2.0);
    EXPECT_EQ(jobOf(m, 1).completionMs, 2000);
}

// The most recipients held in memory. slot-loan reads all of its 10 + 2 + 2 recipients when the
// three messages enter the active queue together, and they leave memory only as they are sent:
// 14, all on smtp. recipient-limits reads in batches: its maximum is found here by walking
// every step of the run through the Inspector.
TEST(RunMetrics, RecipientsInCoreMax) {
    const auto slotLoan = qmgrlab::buildRunFromFile(kExamples + "/slot-loan.json");
    const RunMetrics m = qmgrlab::computeRunMetrics(*slotLoan);
    EXPECT_DOUBLE_EQ(valueOf(m, "recipients_in_core_max"), 14.0);
    EXPECT_DOUBLE_EQ(valueOf(m, "recipients_in_core_max.smtp"), 14.0);

    const auto run = qmgrlab::buildRunFromFile(kExamples + "/recipient-limits.json");
    int most = 0;
    int mostSmtp = 0;
    for (std::size_t step = 0; step <= run->knownSteps(); ++step) {
        run->seek(step);
        const qmgrlab::Inspector inspector(*run);
        most = std::max(most, inspector.inCoreRecipients());
        for (const qmgrlab::TransportId t : inspector.transportOrder())
            mostSmtp = std::max(mostSmtp, inspector.transport(t).recipientsInCore);
    }
    const RunMetrics limits = qmgrlab::computeRunMetrics(*run);
    EXPECT_DOUBLE_EQ(valueOf(limits, "recipients_in_core_max"), most);
    EXPECT_DOUBLE_EQ(valueOf(limits, "recipients_in_core_max.smtp"), mostSmtp);
    EXPECT_LT(most, 60); // read in batches: never the whole list and news at once
}

TEST(RunMetrics, EveryScalarMetricIsRegistered) {
    const auto run = qmgrlab::buildRunFromFile(kExamples + "/dead-destination.json");
    for (const auto& value : qmgrlab::scalarMetrics(qmgrlab::computeRunMetrics(*run))) {
        const auto* definition = qmgrlab::findMetricDefinition(value.name);
        ASSERT_NE(definition, nullptr) << value.name;
        EXPECT_EQ(definition->unit, value.unit) << value.name;
    }
    EXPECT_EQ(qmgrlab::findMetricDefinition("no_such_metric"), nullptr);
}

TEST(RunMetrics, StreamingNeedsTheOption) {
    const auto run = qmgrlab::buildRunFromFile(kExamples + "/slot-loan.json");
    EXPECT_THROW(qmgrlab::streamedRunMetrics(*run), std::logic_error);
}

void expectSameMetrics(const RunMetrics& a, const RunMetrics& b) {
    const auto va = qmgrlab::scalarMetrics(a);
    const auto vb = qmgrlab::scalarMetrics(b);
    ASSERT_EQ(va.size(), vb.size());
    for (std::size_t i = 0; i < va.size(); ++i) {
        EXPECT_EQ(va[i].name, vb[i].name);
        EXPECT_EQ(va[i].value, vb[i].value) << va[i].name;
    }
    ASSERT_EQ(a.jobs.size(), b.jobs.size());
    for (std::size_t i = 0; i < a.jobs.size(); ++i) {
        EXPECT_EQ(a.jobs[i].inflation, b.jobs[i].inflation);
        EXPECT_EQ(a.jobs[i].completionMs, b.jobs[i].completionMs);
        EXPECT_EQ(a.jobs[i].timesPreempted, b.jobs[i].timesPreempted);
        EXPECT_EQ(a.jobs[i].maxStackLevel, b.jobs[i].maxStackLevel);
    }
    ASSERT_EQ(a.messages.size(), b.messages.size());
    for (std::size_t i = 0; i < a.messages.size(); ++i) {
        EXPECT_EQ(a.messages[i].activationMs, b.messages[i].activationMs);
        EXPECT_EQ(a.messages[i].completionMs, b.messages[i].completionMs);
        EXPECT_EQ(a.messages[i].deferred, b.messages[i].deferred);
    }
}

std::vector<std::string> scenarioFiles() {
    std::vector<std::string> files;
    for (const std::string& dir : {std::string(QMGRLAB_EXAMPLES_DIR), std::string(QMGRLAB_CONFORMANCE_DIR)}) {
        for (const auto& item : std::filesystem::directory_iterator(dir)) {
            if (item.path().extension() == ".json")
                files.push_back(item.path().string());
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

// The run's end totals (the trace's end event) agree with the metrics, and a run that keeps no
// recording streams exactly the figures of the recorded run.
TEST(RunMetrics, StreamedWithoutRecordingEqualsRecorded) {
    const auto files = scenarioFiles();
    ASSERT_GE(files.size(), 40u);
    for (const std::string& file : files) {
        SCOPED_TRACE(file);
        qmgrlab::Run::Options streaming;
        streaming.record = false;
        streaming.metrics = true;
        const auto recorded = qmgrlab::buildRunFromFile(file);
        const auto streamed = qmgrlab::buildRunFromFile(file, streaming);
        EXPECT_TRUE(streamed->recording().events().empty());
        const RunMetrics a = qmgrlab::computeRunMetrics(*recorded);
        expectSameMetrics(a, qmgrlab::streamedRunMetrics(*streamed));
        const auto& end = recorded->recording().events().back();
        EXPECT_EQ(a.sent, end.sentCount);
        EXPECT_EQ(a.deferred, end.deferredCount);
    }
}

} // namespace
