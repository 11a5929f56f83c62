// SPDX-License-Identifier: GPL-3.0-or-later
// qmgrlab's extension for replays (docs/SCENARIO.md): a message's per-recipient attempts and the
// scenario's epoch are read, checked and written back like every other field, and the simulation
// follows them as the rule says (core/run/ScriptedDelivery): a request whose recipients all have
// an attempt left takes the longest of their attempts, each recipient gets its attempt's outcome,
// a refused attempt fails the session and uses the refused attempts only, a hand-over within
// slack_ms of start_ms ends at start_ms + ms, used-up attempts and recipients without any fall back
// to the destination's rules (for themselves only: the others keep their attempts' outcomes), a
// deferral without a delivery uses none, and a scenario whose
// attempts are all empty runs exactly as without them.
#include "TestSupport.h"
#include "core/scenario/ScenarioError.h"

#include <algorithm>
#include <gtest/gtest.h>

namespace {

using namespace qmgrlab;

bool hasLine(const test::Outcome& run, const std::string& line) {
    return std::find(run.traceLines.begin(), run.traceLines.end(), line) != run.traceLines.end();
}

std::string withMessages(const std::string& messages, const std::string& extra = "") {
    return R"({"format": "qmgrlab-scenario-1", )" + extra + R"("destinations": {"*": {"delivery_ms": 1000}},
               "messages": )" +
           messages + "}";
}

TEST(ScriptedAttempts, ReadAndWrittenBackEqual) {
    const Scenario scenario =
        parseScenario(withMessages(
                          R"([{"id": "q1", "arrival_ms": 5, "recipients": ["u@x.example", "v@y.example"],
                 "attempts": [[{"ms": 2100, "connect_ms": 10, "start_ms": 900, "slack_ms": 5,
                                "outcome": "deferred", "reply": "450 4.2.0 Greylisted", "dsn": "4.2.0"},
                               {"ms": 1800, "line_ms": 4000, "outcome": "sent"}],
                              [{"ms": 300, "outcome": "refused", "reply": "connect to mx.y.example: refused"}]]}])",
                          R"("epoch": "2024-03-14T08:00:00+01:00", "deferred_queue": true, )"),
                      "a.json");
    ASSERT_EQ(scenario.messages.size(), 1u);
    const MessageSpec& m = scenario.messages.front();
    ASSERT_EQ(m.attempts.size(), 2u);
    ASSERT_EQ(m.attempts[0].size(), 2u);
    EXPECT_EQ(m.attempts[0][0].ms, 2100);
    EXPECT_EQ(m.attempts[0][0].connectMs, 10);
    EXPECT_EQ(m.attempts[0][0].startMs, 900);
    EXPECT_EQ(m.attempts[0][0].slackMs, 5);
    EXPECT_EQ(m.attempts[0][0].outcome, AttemptOutcome::Deferred);
    EXPECT_EQ(m.attempts[0][0].reply, "450 4.2.0 Greylisted");
    EXPECT_EQ(m.attempts[0][0].dsn, "4.2.0");
    EXPECT_EQ(m.attempts[0][1].outcome, AttemptOutcome::Sent);
    EXPECT_FALSE(m.attempts[0][1].connectMs.has_value());
    EXPECT_EQ(m.attempts[0][1].lineMs, 4000);
    EXPECT_FALSE(m.attempts[0][0].lineMs.has_value());
    EXPECT_EQ(m.attempts[1][0].outcome, AttemptOutcome::Refused);
    EXPECT_EQ(scenario.epoch, "2024-03-14T08:00:00+01:00");
    EXPECT_EQ(parseScenario(scenarioToJson(scenario), "b.json"), scenario);
    // Without the new keys nothing is written for them.
    const std::string plain = scenarioToJson(parseScenario(withMessages(R"([])"), "c.json"));
    EXPECT_EQ(plain.find("attempts"), std::string::npos);
    EXPECT_EQ(plain.find("epoch"), std::string::npos);
}

TEST(ScriptedAttempts, BrokenAttemptsNamePathAndRule) {
    struct Case {
        const char* what;
        std::string json;
        const char* path;
        const char* rule;
    };
    const std::string two = R"("recipients": ["u@x.example", "v@x.example"], )";
    const std::vector<Case> cases = {
        {"object form", withMessages(R"([{"id": "a", "recipients": {"x.example": 1}, "attempts": [[]]}])"),
         "messages[0].attempts", "needs the recipients as a list of addresses"},
        {"one list short", withMessages(R"([{"id": "a", )" + two + R"("attempts": [[]]}])"),
         "messages[0].attempts", "(recipients: 2, lists: 1)"},
        {"not a list", withMessages(R"([{"id": "a", )" + two + R"("attempts": {"u": 1}}])"),
         "messages[0].attempts", "must be a list (JSON array) with a list of attempts for each recipient"},
        {"element not a list", withMessages(R"([{"id": "a", )" + two + R"("attempts": [1, []]}])"),
         "messages[0].attempts[0]", "must be a list (JSON array) of attempts"},
        {"attempt not an object", withMessages(R"([{"id": "a", )" + two + R"("attempts": [[], ["sent"]]}])"),
         "messages[0].attempts[1][0]", "must be an object with the keys ms and outcome"},
        {"no ms", withMessages(R"([{"id": "a", )" + two + R"("attempts": [[], [{"outcome": "sent"}]]}])"),
         "messages[0].attempts[1][0].ms", "is required"},
        {"no outcome", withMessages(R"([{"id": "a", )" + two + R"("attempts": [[], [{"ms": 5}]]}])"),
         "messages[0].attempts[1][0].outcome", "is required: sent, deferred, bounced or refused"},
        {"ms zero",
         withMessages(R"([{"id": "a", )" + two + R"("attempts": [[], [{"ms": 0, "outcome": "sent"}]]}])"),
         "messages[0].attempts[1][0].ms", "from 1 to 2147483647"},
        {"unknown outcome",
         withMessages(R"([{"id": "a", )" + two + R"("attempts": [[], [{"ms": 5, "outcome": "lost"}]]}])"),
         "messages[0].attempts[1][0].outcome", "must be \"sent\", \"deferred\", \"bounced\" or \"refused\""},
        {"connect longer than the attempt",
         withMessages(R"([{"id": "a", )" + two +
                      R"("attempts": [[], [{"ms": 5, "connect_ms": 6, "outcome": "sent"}]]}])"),
         "messages[0].attempts[1][0].connect_ms", "to the attempt's ms (5)"},
        {"slack without start",
         withMessages(R"([{"id": "a", )" + two +
                      R"("attempts": [[], [{"ms": 5, "slack_ms": 6, "outcome": "sent"}]]}])"),
         "messages[0].attempts[1][0].slack_ms", "needs start_ms"},
        {"negative start",
         withMessages(R"([{"id": "a", )" + two +
                      R"("attempts": [[], [{"ms": 5, "start_ms": -1, "outcome": "sent"}]]}])"),
         "messages[0].attempts[1][0].start_ms", "from 0 to 2147483647"},
        {"unknown key",
         withMessages(R"([{"id": "a", )" + two +
                      R"("attempts": [[], [{"ms": 5, "outcome": "sent", "to": 1}]]}])"),
         "messages[0].attempts[1][0].to",
         "an attempt may have only ms, connect_ms, start_ms, slack_ms, line_ms, outcome, "
         "reply and dsn"},
        {"negative line",
         withMessages(R"([{"id": "a", )" + two +
                      R"("attempts": [[], [{"ms": 5, "line_ms": -1, "outcome": "sent"}]]}])"),
         "messages[0].attempts[1][0].line_ms", "from 0 to 2147483647"},
        {"reply too long",
         withMessages(R"([{"id": "a", )" + two +
                      R"("attempts": [[], [{"ms": 5, "outcome": "deferred", "reply": ")" +
                      std::string(1001, 'x') + R"("}]]}])"),
         "messages[0].attempts[1][0].reply", "at most 1000 characters"},
        {"reply on two lines",
         withMessages(R"([{"id": "a", )" + two +
                      R"("attempts": [[], [{"ms": 5, "outcome": "deferred", "reply": "a\nb"}]]}])"),
         "messages[0].attempts[1][0].reply", "one line"},
        {"status code",
         withMessages(R"([{"id": "a", )" + two +
                      R"("attempts": [[], [{"ms": 5, "outcome": "sent", "dsn": "2.0"}]]}])"),
         "messages[0].attempts[1][0].dsn", "a status code such as 4.2.0"},
        {"epoch without zone", withMessages("[]", R"("epoch": "2024-03-14T08:00:00", )"), "epoch",
         "RFC 3339"},
        {"epoch on 30 February", withMessages("[]", R"("epoch": "2024-02-30T08:00:00Z", )"), "epoch",
         "RFC 3339"},
        {"epoch not a string", withMessages("[]", R"("epoch": 0, )"), "epoch", "must be a string"},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.what);
        try {
            parseScenario(c.json, "bad.json");
            ADD_FAILURE() << "accepted";
        } catch (const ScenarioError& e) {
            EXPECT_EQ(e.path(), c.path) << e.what();
            EXPECT_NE(e.rule().find(c.rule), std::string::npos) << e.what();
        }
    }
    // Bounds: at most 1000 attempts a recipient.
    std::string many = R"([{"id": "a", "recipients": ["u@x.example"], "attempts": [[)";
    for (int i = 0; i < 1001; ++i)
        many += std::string(i == 0 ? "" : ",") + R"({"ms": 1, "outcome": "deferred"})";
    many += "]]}]";
    try {
        parseScenario(withMessages(many), "bad.json");
        ADD_FAILURE() << "1001 attempts accepted";
    } catch (const ScenarioError& e) {
        EXPECT_EQ(e.path(), "messages[0].attempts[0]");
        EXPECT_NE(e.rule().find("at most 1000 attempts"), std::string::npos);
    }
}

// The session takes the longest of its attempts; each recipient its own outcome.
TEST(ScriptedAttempts, AcceptedSessionTakesTheLongestAttempt) {
    const auto run = test::runToEnd(test::configFromJson(withMessages(
        R"([{"id": "a", "recipients": ["u@x.example", "v@x.example"],
             "attempts": [[{"ms": 300, "outcome": "sent"}], [{"ms": 700, "outcome": "bounced", "dsn": "5.1.1"}]]}])")));
    EXPECT_TRUE(hasLine(
        run, R"({"t":0,"ev":"select","seq":1,"transport":"smtp","msg":"a","dest":"x.example","rcpts":2})"));
    EXPECT_TRUE(hasLine(
        run, R"({"t":700,"ev":"done","seq":1,"status":"partial","sent":1,"deferred":0,"bounced":1})"));
    EXPECT_TRUE(hasLine(run, R"({"t":700,"ev":"finish","msg":"a","sent":1,"deferred":0,"bounced":1})"));
}

// A refused attempt fails the session after it (negative feedback, every recipient deferred) and
// uses only the refused attempts: v's first attempt waits for the retry.
TEST(ScriptedAttempts, RefusedAttemptFailsTheSessionAndKeepsTheOthers) {
    const auto run = test::runToEnd(test::configFromJson(withMessages(
        R"([{"id": "a", "recipients": ["u@x.example", "v@x.example"],
             "attempts": [[{"ms": 200, "outcome": "refused"}, {"ms": 400, "outcome": "sent"}],
                          [{"ms": 900, "outcome": "sent"}]]}])",
        R"("deferred_queue": true, "main.cf": {"minimal_backoff_time": "5s", "queue_run_delay": "10s"}, )")));
    EXPECT_TRUE(hasLine(run, R"({"t":200,"ev":"done","seq":1,"status":"deferred"})"));
    EXPECT_TRUE(hasLine(run, R"({"t":200,"ev":"finish","msg":"a","sent":0,"deferred":2})"));
    // The retry at the scan: u's second attempt (400 ms) and v's first (900 ms): 900 ms.
    EXPECT_TRUE(hasLine(
        run,
        R"({"t":10000,"ev":"select","seq":2,"transport":"smtp","msg":"a","dest":"x.example","rcpts":2})"));
    EXPECT_TRUE(hasLine(run, R"({"t":10900,"ev":"done","seq":2,"status":"sent"})"));
}

// Within slack_ms of start_ms the attempt ends at start_ms + ms, else ms after its hand-over.
TEST(ScriptedAttempts, HandOverWithinTheSlackEndsAsLogged) {
    const auto run = test::runToEnd(test::configFromJson(withMessages(
        R"([{"id": "a", "arrival_ms": 1000, "recipients": ["u@x.example"],
             "attempts": [[{"ms": 500, "start_ms": 990, "slack_ms": 20, "outcome": "sent"}]]},
            {"id": "b", "arrival_ms": 1000, "recipients": ["w@y.example"],
             "attempts": [[{"ms": 500, "start_ms": 990, "slack_ms": 5, "outcome": "sent"}]]},
            {"id": "c", "arrival_ms": 1000, "recipients": ["z@z.example"],
             "attempts": [[{"ms": 5, "start_ms": 990, "slack_ms": 20, "outcome": "sent"}]]}])")));
    EXPECT_TRUE(hasLine(
        run,
        R"({"t":1000,"ev":"select","seq":1,"transport":"smtp","msg":"a","dest":"x.example","rcpts":1})"));
    EXPECT_TRUE(hasLine(run, R"({"t":1490,"ev":"done","seq":1,"status":"sent"})"));
    EXPECT_TRUE(hasLine(run, R"({"t":1500,"ev":"done","seq":2,"status":"sent"})"));
    // start_ms + ms lies before the hand-over: never sooner than 1 ms after it.
    EXPECT_TRUE(hasLine(run, R"({"t":1001,"ev":"done","seq":3,"status":"sent"})"));
}

// An attempt that would end less than a second before its line_ms ends there (its outcome never
// before its logged line), one that ends later or a second or more before it ends after its ms.
// The deferral counts from the line: at 1999 ms it would be 1 s old, 1 s of backoff (due at 2 s,
// taken by the scan at 2 s); from the line at 2 s, 2 s old (due at 4 s, the scan at 4 s).
TEST(ScriptedAttempts, AttemptEndsNoSoonerThanItsLineWithinASecond) {
    const auto run = test::runToEnd(test::configFromJson(withMessages(
        R"([{"id": "a", "arrival_ms": 0, "recipients": ["u@x.example"],
             "attempts": [[{"ms": 1999, "line_ms": 2000, "outcome": "deferred"}, {"ms": 10, "outcome": "sent"}]]},
            {"id": "b", "arrival_ms": 0, "recipients": ["w@y.example"],
             "attempts": [[{"ms": 500, "line_ms": 1500, "outcome": "sent"}]]},
            {"id": "c", "arrival_ms": 0, "recipients": ["z@z.example"],
             "attempts": [[{"ms": 500, "line_ms": 400, "outcome": "sent"}]]}])",
        R"("deferred_queue": true, "main.cf": {"minimal_backoff_time": "1s", "maximal_backoff_time": "10s", )"
        R"("queue_run_delay": "2s"}, )")));
    EXPECT_TRUE(hasLine(
        run, R"({"t":2000,"ev":"done","seq":1,"status":"partial","sent":0,"deferred":1,"bounced":0})"));
    EXPECT_TRUE(hasLine(run, R"({"t":500,"ev":"done","seq":2,"status":"sent"})"));
    EXPECT_TRUE(hasLine(run, R"({"t":500,"ev":"done","seq":3,"status":"sent"})"));
    EXPECT_TRUE(hasLine(
        run,
        R"({"t":4000,"ev":"select","seq":4,"transport":"smtp","msg":"a","dest":"x.example","rcpts":1})"));
}

// Attempts used up: the destination's rules (delivery_ms 1000) for the retry.
TEST(ScriptedAttempts, UsedUpAttemptsFallBackToTheDestination) {
    const auto run = test::runToEnd(test::configFromJson(withMessages(
        R"([{"id": "a", "recipients": ["u@x.example"],
             "attempts": [[{"ms": 300, "outcome": "deferred", "reply": "450 4.2.0 Greylisted", "dsn": "4.2.0"}]]}])",
        R"("deferred_queue": true, "main.cf": {"minimal_backoff_time": "5s", "queue_run_delay": "10s"}, )")));
    EXPECT_TRUE(hasLine(
        run, R"({"t":300,"ev":"done","seq":1,"status":"partial","sent":0,"deferred":1,"bounced":0})"));
    EXPECT_TRUE(hasLine(run, R"({"t":11000,"ev":"done","seq":2,"status":"sent"})"));
}

// An accepted request with a recipient without attempts: u keeps its bounce, w its deferral, v
// (none) is decided by the destination's rules (sent), and the session lasts as long as those
// rules say (delivery_ms 1000), longer than the attempts (300, 200 ms).
TEST(ScriptedAttempts, UnscriptedRecipientLeavesTheOthersTheirOutcomes) {
    const auto run = test::runToEnd(test::configFromJson(withMessages(
        R"([{"id": "a", "recipients": ["u@x.example", "v@x.example", "w@x.example"],
             "attempts": [[{"ms": 300, "outcome": "bounced"}], [], [{"ms": 200, "outcome": "deferred"}]]}])")));
    EXPECT_TRUE(hasLine(
        run, R"({"t":1000,"ev":"done","seq":1,"status":"partial","sent":1,"deferred":1,"bounced":1})"));
    EXPECT_TRUE(hasLine(run, R"({"t":1000,"ev":"finish","msg":"a","sent":1,"deferred":1,"bounced":1})"));
}

// A request none of whose recipients has an attempt follows the destination's rules.
TEST(ScriptedAttempts, RequestWithoutAttemptsFollowsTheDestination) {
    const auto run = test::runToEnd(test::configFromJson(withMessages(
        R"([{"id": "a", "recipients": ["u@x.example", "v@x.example"], "attempts": [[], []]}])")));
    EXPECT_TRUE(hasLine(run, R"({"t":1000,"ev":"done","seq":1,"status":"sent"})"));
    EXPECT_TRUE(hasLine(run, R"({"t":1000,"ev":"finish","msg":"a","sent":2,"deferred":0})"));
}

// A refused connection fails the whole session, a recipient without an attempt of its own with
// it (the server saw no recipient): both deferred when the refusal ends, not sent by the
// destination's rules (delivery_ms 1000).
TEST(ScriptedAttempts, RefusalFailsTheSessionOfAnUnscriptedRecipientToo) {
    const auto run = test::runToEnd(test::configFromJson(withMessages(
        R"([{"id": "a", "recipients": ["u@x.example", "v@x.example"],
             "attempts": [[{"ms": 300, "outcome": "refused"}], []]}])")));
    EXPECT_TRUE(hasLine(
        run, R"({"t":0,"ev":"select","seq":1,"transport":"smtp","msg":"a","dest":"x.example","rcpts":2})"));
    EXPECT_TRUE(hasLine(run, R"({"t":300,"ev":"done","seq":1,"status":"deferred"})"));
    EXPECT_TRUE(hasLine(run, R"({"t":300,"ev":"finish","msg":"a","sent":0,"deferred":2})"));
}

// Without the deferred queue a recipient is tried once: its first attempt only.
TEST(ScriptedAttempts, WithoutTheDeferredQueueOnlyTheFirstAttempt) {
    const auto run = test::runToEnd(test::configFromJson(withMessages(
        R"([{"id": "a", "recipients": ["u@x.example"],
             "attempts": [[{"ms": 300, "outcome": "deferred"}, {"ms": 400, "outcome": "sent"}]]}])")));
    EXPECT_TRUE(hasLine(
        run, R"({"t":300,"ev":"done","seq":1,"status":"partial","sent":0,"deferred":1,"bounced":0})"));
    EXPECT_TRUE(hasLine(run, R"({"t":300,"ev":"end","sent":0,"deferred":1})"));
}

// b's entry, waiting while a's refused delivery kills the queue, is deferred without a delivery:
// its first attempt (700 ms) is still its first at the retry.
TEST(ScriptedAttempts, DeferralWithoutDeliveryUsesNoAttempt) {
    const auto run = test::runToEnd(test::configFromJson(withMessages(
        R"([{"id": "a", "recipients": ["u@x.example"],
             "attempts": [[{"ms": 100, "outcome": "refused"}, {"ms": 200, "outcome": "sent"}]]},
            {"id": "b", "recipients": ["w@x.example"], "attempts": [[{"ms": 700, "outcome": "sent"}]]}])",
        R"("deferred_queue": true, "main.cf": {"initial_destination_concurrency": 1, "minimal_backoff_time": "5s",
           "queue_run_delay": "10s"}, )")));
    EXPECT_TRUE(
        hasLine(run, R"({"t":100,"ev":"defer","transport":"smtp","msg":"b","dest":"x.example","rcpts":1})"));
    EXPECT_TRUE(hasLine(run, R"({"t":10200,"ev":"done","seq":2,"status":"sent"})"));
    EXPECT_TRUE(hasLine(
        run,
        R"({"t":10200,"ev":"select","seq":3,"transport":"smtp","msg":"b","dest":"x.example","rcpts":1})"));
    EXPECT_TRUE(hasLine(run, R"({"t":10900,"ev":"done","seq":3,"status":"sent"})"));
}

// Empty attempt lists change nothing: slot-loan's trace, its list-form message given [[], []].
TEST(ScriptedAttempts, EmptyAttemptsAreNeutral) {
    const Scenario plain = loadScenarioFile(std::string(QMGRLAB_EXAMPLES_DIR) + "/slot-loan.json");
    Scenario scripted = plain;
    bool any = false;
    for (MessageSpec& m : scripted.messages)
        if (!m.addresses.empty()) {
            m.attempts.assign(m.addresses.size(), {});
            any = true;
        }
    ASSERT_TRUE(any);
    EXPECT_EQ(
        test::runToEnd(std::make_shared<const Configuration>(Configuration::fromScenario(scripted)))
            .traceLines,
        test::runToEnd(std::make_shared<const Configuration>(Configuration::fromScenario(plain))).traceLines);
}

} // namespace
