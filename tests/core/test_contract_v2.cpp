// SPDX-License-Identifier: GPL-3.0-or-later
// Contract version 2 beyond the conformance cases: the new scenario fields read, checked and
// saved; the new parameters with their units and adjustments; and random scenarios using every
// v2 feature at once (rate delays, greylisting, unknown and deferred users, down intervals,
// broken agents, the deferred queue), which must end, keep the queue manager's invariants after
// every step, account for every recipient and be deterministic; and the skipping of deferred
// scans that cannot change anything, which must leave every trace byte-identical.
#include "RandomScenario.h"
#include "SimulationProbe.h"
#include "TestSupport.h"
#include "core/run/Simulation.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioError.h"
#include "core/scheduler/InvariantChecker.h"
#include "core/trace/TraceWriter.h"

#include <gtest/gtest.h>

namespace {

using qmgrlab::parseScenario;
using qmgrlab::Scenario;
using qmgrlab::ScenarioError;

const char* kEveryV2Field = R"({"format":"qmgrlab-scenario-1","deferred_queue":true,
 "main.cf":{"smtp_destination_rate_delay":"2s","default_transport_rate_delay":0,"transport_retry_time":"15s",
  "maximal_backoff_time":"1h","queue_run_delay":"5m","maximal_queue_lifetime":3,"bounce_queue_lifetime":"2d"},
 "master.cf":{"smtp":{"broken":[[500,5000],[9000,9001]]},"relay":{"maxproc":2,"broken":[]}},
 "destinations":{"*":{"greylist_ms":60000,"unknown_users":["nobody"],"defer_users":[]},
  "down.example":{"down":[[0,1000]],"transport":"relay"},"up.example":{"down":false}},
 "messages":[{"id":"a","arrival_ms":0,"recipients":{"up.example":2}},
  {"id":"b","arrival_ms":0,"null_sender":true,"recipients":["x@down.example"]}]})";

TEST(ContractV2Scenario, ReadsEveryNewField) {
    const Scenario s = parseScenario(kEveryV2Field, "v2.json");
    EXPECT_TRUE(s.deferredQueue);
    ASSERT_EQ(s.masterCf.size(), 2u);
    EXPECT_FALSE(s.masterCf[0].maxproc.has_value());
    ASSERT_EQ(s.masterCf[0].broken.size(), 2u);
    EXPECT_EQ(s.masterCf[0].broken[1].startMs, 9000);
    EXPECT_EQ(s.masterCf[0].broken[1].endMs, 9001);
    EXPECT_EQ(s.masterCf[1].maxproc, 2);
    ASSERT_EQ(s.destinations.size(), 3u);
    EXPECT_EQ(s.destinations[0].greylistMs, 60000);
    EXPECT_EQ(s.destinations[0].unknownUsers, std::vector<std::string>{"nobody"});
    EXPECT_EQ(s.destinations[0].deferUsers, std::vector<std::string>{});
    ASSERT_TRUE(s.destinations[1].downIntervals.has_value());
    EXPECT_EQ(s.destinations[1].downIntervals->size(), 1u);
    EXPECT_FALSE(s.destinations[1].down.has_value());
    EXPECT_EQ(s.destinations[2].down, false);
    EXPECT_FALSE(s.messages[0].nullSender);
    EXPECT_TRUE(s.messages[1].nullSender);
}

TEST(ContractV2Scenario, SavesWhatItReads) {
    const Scenario s = parseScenario(kEveryV2Field, "v2.json");
    EXPECT_EQ(parseScenario(qmgrlab::scenarioToJson(s), "saved.json"), s);
}

// Every broken rule is named with the file, the JSON path and the rule.
TEST(ContractV2Scenario, RejectsBrokenFields) {
    const std::string head = R"({"format":"qmgrlab-scenario-1",)";
    const std::string tail = R"("messages":[{"id":"1","recipients":{"a.example":1}}]})";
    const struct {
        std::string body;
        std::string path;
        std::string rule;
    } cases[] = {
        {R"("destinations":{"*":{"down":[[5,5]]}},)", "destinations.*.down[0]", "must end after it starts"},
        {R"("destinations":{"*":{"down":[[1]]}},)", "destinations.*.down[0]", "interval [start_ms, end_ms]"},
        {R"("destinations":{"*":{"down":[[-1,4]]}},)", "destinations.*.down[0][0]", "integer from 0"},
        {R"("destinations":{"*":{"down":"yes"}},)", "destinations.*.down", "true, false or a list"},
        {R"("destinations":{"*":{"greylist_ms":-1}},)", "destinations.*.greylist_ms", "integer from 0"},
        {R"("destinations":{"*":{"unknown_users":["a b"]}},)", "destinations.*.unknown_users[0]",
         "no blanks"},
        {R"("destinations":{"*":{"defer_users":[""]}},)", "destinations.*.defer_users[0]",
         "must not be empty"},
        {R"("destinations":{"*":{"defer_users":"x"}},)", "destinations.*.defer_users", "list of local parts"},
        {R"("master.cf":{"smtp":{"broken":[[3,2]]}},"destinations":{"*":{}},)", "master.cf.smtp.broken[0]",
         "must end after it starts"},
        {R"("master.cf":{"smtp":{"crashes":1}},"destinations":{"*":{}},)", "master.cf.smtp.crashes",
         "maxproc and broken"},
        {R"("deferred_queue":1,"destinations":{"*":{}},)", "deferred_queue", "true or false"},
        {R"("main.cf":{"maximal_queue_lifetime":101},"destinations":{"*":{}},)",
         "main.cf.maximal_queue_lifetime", "from 0 to 8640000 seconds"},
        {R"("main.cf":{"queue_run_delay":"0s"},"destinations":{"*":{}},)", "main.cf.queue_run_delay",
         "at least 1 second"},
        {R"("main.cf":{"smtp_queue_run_delay":"1s"},"destinations":{"*":{}},)",
         "main.cf.smtp_queue_run_delay", "unknown"},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.body);
        try {
            parseScenario(head + c.body + tail, "bad.json");
            ADD_FAILURE() << "accepted";
        } catch (const ScenarioError& e) {
            const std::string what = e.what();
            EXPECT_NE(what.find("bad.json"), std::string::npos) << what;
            EXPECT_NE(what.find(c.path), std::string::npos) << what;
            EXPECT_NE(what.find(c.rule), std::string::npos) << what;
        }
    }
    // A null_sender that is not a boolean.
    EXPECT_THROW(parseScenario(head + R"("destinations":{"*":{}},"messages":[{"id":"1","null_sender":"y",)"
                                      R"("recipients":{"a.example":1}}]})",
                               "bad.json"),
                 ScenarioError);
}

// Lifetimes read a bare number as days (the unit of their default, 5d); bounce_queue_lifetime
// is lowered to maximal_queue_lifetime; a destination rate delay forces the limit 1.
TEST(ContractV2Configuration, UnitsAndAdjustments) {
    const auto config = qmgrlab::test::configFromJson(
        R"({"format":"qmgrlab-scenario-1","main.cf":{"maximal_queue_lifetime":"3","bounce_queue_lifetime":"4d",
            "queue_run_delay":"2m","smtp_destination_rate_delay":"1s","smtp_destination_concurrency_limit":9,
            "initial_destination_concurrency":4},
            "destinations":{"*":{}},"messages":[{"id":"1","recipients":{"a.example":1}}]})");
    EXPECT_EQ(config->maximalQueueLifetimeSeconds(), 3 * 86400);
    EXPECT_EQ(config->bounceQueueLifetimeSeconds(), 3 * 86400);
    EXPECT_EQ(config->queueRunDelaySeconds(), 120);
    EXPECT_EQ(config->maximalBackoffSeconds(), 4000);
    EXPECT_EQ(config->transportRetrySeconds(), 60);
    const auto& smtp = config->transports()[static_cast<std::size_t>(config->transportIndex("smtp"))];
    EXPECT_EQ(smtp.destinationRateDelay, 1);
    EXPECT_EQ(smtp.concurrencyLimit, 1);
    EXPECT_EQ(smtp.initialConcurrency, 1);

    const auto seconds = qmgrlab::test::configFromJson(
        R"({"format":"qmgrlab-scenario-1","main.cf":{"maximal_queue_lifetime":"30s","bounce_queue_lifetime":0},
            "destinations":{"*":{}},"messages":[{"id":"1","recipients":{"a.example":1}}]})");
    EXPECT_EQ(seconds->maximalQueueLifetimeSeconds(), 30);
    EXPECT_EQ(seconds->bounceQueueLifetimeSeconds(), 0);
}

TEST(ContractV2Random, RunsEndKeepInvariantsAccountForRecipientsAndAreDeterministic) {
    qmgrlab::test::RandomScenario random(20261124);
    for (int round = 0; round < 600; ++round) {
        const bool withStop = round % 4 == 3;
        const std::string json = random.contractV2(withStop);
        SCOPED_TRACE(json);
        const auto config = qmgrlab::test::configFromJson(json);

        auto names = std::make_shared<qmgrlab::NameTable>();
        qmgrlab::Simulation simulation(config, names);
        qmgrlab::Recording recording(true);
        std::size_t steps = 0;
        qmgrlab::InvariantChecker::check(simulation.state(), *config, steps);
        while (simulation.step(&recording)) {
            ASSERT_LT(++steps, 2'000'000u) << "the run does not end";
            ASSERT_NO_THROW(qmgrlab::InvariantChecker::check(simulation.state(), *config, steps));
        }
        ASSERT_EQ(recording.steps().size(), steps);

        // Every recipient is counted once by its latest state, or is still in memory.
        const auto& s = simulation.state();
        std::int64_t inFlight = 0;
        for (const auto& pending : s.completions)
            inFlight += s.entries[pending.entry].recipients;
        const std::int64_t counted = s.totalSent + s.totalDeferred + s.totalBounced;
        EXPECT_LE(counted + inFlight, config->totalRecipients());
        bool locked = false; // a rate-locked transport whose selection found nothing stays locked
        for (const auto& t : s.transports)
            locked = locked || t.rateLocked;
        if (!withStop && !locked) {
            EXPECT_EQ(counted, config->totalRecipients());
            EXPECT_EQ(s.activeMessages, 0);
            EXPECT_TRUE(s.deferredQueue.empty());
            EXPECT_EQ(s.entries.liveCount(), 0);
        }
        const auto& end = recording.events().back();
        EXPECT_EQ(end.sentCount, s.totalSent);
        EXPECT_EQ(end.deferredCount, s.totalDeferred);
        EXPECT_EQ(end.bouncedCount, s.totalBounced);

        const auto again = qmgrlab::test::runToEnd(config);
        ASSERT_EQ(again.recording.events().size(), recording.events().size());
        for (std::size_t i = 0; i < recording.events().size(); ++i) {
            ASSERT_EQ(again.recording.events()[i].type, recording.events()[i].type);
            ASSERT_EQ(again.recording.events()[i].t, recording.events()[i].t);
        }
    }
}

// The whole trace of a run, as qmgrlab-cli writes it, with the quiet scans skipped or not.
std::string traceOf(const std::shared_ptr<const qmgrlab::Configuration>& config, bool skipQuietScans) {
    auto names = std::make_shared<qmgrlab::NameTable>();
    qmgrlab::Simulation simulation(config, names);
    if (!skipQuietScans)
        qmgrlab::SimulationProbe::fireQuietScans(simulation);
    qmgrlab::Recording recording(true);
    std::size_t steps = 0;
    while (simulation.step(&recording) && ++steps < 2'000'000u) {
    }
    std::string text;
    for (const auto& event : recording.events())
        text += qmgrlab::TraceWriter::format(event, *config, *names) + '\n';
    return text;
}

TEST(ContractV2Random, SkippedQuietScansLeaveEveryTraceTheSame) {
    qmgrlab::test::RandomScenario random(20261125);
    for (int round = 0; round < 400; ++round) {
        std::string json = random.contractV2(round % 4 == 3);
        // Long waits with an empty deferred queue: every destination down for 10 minutes, or
        // rate delays of minutes.
        if (round % 3 == 0)
            json.replace(json.find(R"("*":{)"), 5, R"("*":{"down":[[1000,600000]],)");
        for (const std::string key :
             {R"("smtp_destination_rate_delay":)", R"("relay_transport_rate_delay":)"}) {
            if (round % 3 == 1) {
                const std::size_t value = json.find(key) + key.size();
                json.replace(value, json.find(',', value) - value, std::to_string(60 + round));
            }
        }
        SCOPED_TRACE(json);
        const auto config = qmgrlab::test::configFromJson(json);
        const std::string every = traceOf(config, false);
        EXPECT_EQ(traceOf(config, true), every);
    }
}

// Greylisting remembers an address by its lower-cased form (SPEC section 2), however a message
// gives it: b's R2@g.example and r1@G.EXAMPLE are a's group addresses r2@ and r1@G.example,
// first tried at 0, so at 3000 (past 0 + 1000) they are sent; r3@g.example, beyond a's group
// of 2, is new and deferred.
TEST(ContractV2Greylisting, ListedAddressesShareTheFirstTryOfTheGroupAddressesTheyEqual) {
    const auto outcome = qmgrlab::test::runToEnd(qmgrlab::test::configFromJson(
        R"({"format":"qmgrlab-scenario-1","destinations":{"*":{"delivery_ms":1000},)"
        R"("g.example":{"greylist_ms":1000}},"messages":[)"
        R"({"id":"a","arrival_ms":0,"recipients":{"G.example":2}},)"
        R"({"id":"b","arrival_ms":3000,"recipients":["R2@g.example","r3@g.example","r1@G.EXAMPLE"]}]})"));
    const std::vector<std::string> expected = {
        R"({"t":1000,"ev":"done","seq":1,"status":"partial","sent":0,"deferred":2,"bounced":0})",
        R"({"t":4000,"ev":"done","seq":2,"status":"partial","sent":2,"deferred":1,"bounced":0})"};
    EXPECT_EQ(qmgrlab::test::linesOfType(outcome, "done"), expected);
}

} // namespace
