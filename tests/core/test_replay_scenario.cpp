// SPDX-License-Identifier: GPL-3.0-or-later
// ReplayScenarioBuilder on small logs written for the tests: what each message, recipient and
// attempt becomes (the hand-over's range from Postfix's rounding of b, c and d; refusals, deferrals
// without a delivery, retries), mail queued before the log, what the server's files give and what
// is inferred without them (each inference naming its lines), a transport whose agents failed,
// addresses listed twice, recipients no line names, what is left out, each message's sender, and
// that the scenario written out loads back equal and replays the same.
#include "core/common/Text.h"
#include "core/import/ServerImport.h"
#include "core/maillog/LogTime.h"
#include "core/maillog/MaillogReader.h"
#include "core/maillog/MaillogWriter.h"
#include "core/maillog/ReplayComparison.h"
#include "core/maillog/ReplayScenarioBuilder.h"
#include "core/maillog/SimulatedMaillog.h"
#include "core/scenario/Configuration.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <iomanip>
#include <memory>
#include <sstream>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;
using namespace qmgrlab;

struct Replayed {
    MaillogReport report;
    ReplayScenario replay;

    const MessageSpec& message(const std::string& queueId) const {
        const auto at = std::find(replay.queueIds.begin(), replay.queueIds.end(), queueId);
        if (at == replay.queueIds.end())
            throw std::runtime_error("no message " + queueId);
        return replay.scenario.messages[static_cast<std::size_t>(at - replay.queueIds.begin())];
    }
    bool noted(const std::string& text) const {
        return std::any_of(replay.notes.begin(), replay.notes.end(), [&](const RuleText& note) {
            return note.english().find(text) != std::string::npos;
        });
    }
    std::string notes() const {
        std::string all;
        for (const RuleText& note : replay.notes)
            all += note.english() + "\n";
        return all;
    }
};

Replayed replayFile(const std::string& path, const ReplayServerFiles& files = {},
                    std::optional<int> year = {}) {
    MaillogReader reader(MaillogOptions{year, 0});
    ReplayScenarioBuilder builder;
    reader.read({path}, {&builder});
    Replayed result;
    result.replay = builder.build(reader.report(), files);
    result.report = reader.report();
    return result;
}

class ReplayScenarioTest : public testing::Test {
protected:
    void SetUp() override {
        file_ = fs::temp_directory_path() /
                ("qmgrlab_replay_scenario_" + std::to_string(::getpid()) + "_" +
                 testing::UnitTest::GetInstance()->current_test_info()->name() + ".log");
    }
    void TearDown() override { fs::remove(file_); }
    Replayed replay(const std::string& log, const ReplayServerFiles& files = {}) {
        std::ofstream(file_, std::ios::binary) << log;
        return replayFile(file_.string(), files);
    }
    fs::path file_;
};

std::int64_t civilSecond(int year, int month, int day, int hour, int minute, int second) {
    return civilMicros(year, month, day, (hour * 60 + minute) * 60 + second, 0);
}

const AttemptSpec& only(const MessageSpec& m, std::size_t recipient) {
    EXPECT_EQ(m.attempts[recipient].size(), 1u);
    return m.attempts[recipient].front();
}

// Activation at 0.1 s; b 0.05 is 45 .. 55 ms after it; c 0.2 (195 .. 205 ms) and d 1 (0.995 ..
// 1.05 s) put the hand-over 1.190 .. 1.254 s before the line at 1.35 s: 96 .. 160 ms. Together
// 145 .. 154 ms: the middle 149, 5 ms either side, and 1350 - 149 = 1201 ms to the line.
TEST_F(ReplayScenarioTest, HandOverFromTheRoundingOfBAndCd) {
    const Replayed r = replay(
        "2024-03-14T08:00:00.000000+01:00 mx postfix/smtpd[10]: 1A2B3C4D5E: client=a.example[192.0.2.1]\n"
        "2024-03-14T08:00:00.100000+01:00 mx postfix/qmgr[20]: 1A2B3C4D5E: from=<s@a.example>, size=100, "
        "nrcpt=2 "
        "(queue active)\n"
        "2024-03-14T08:00:01.350000+01:00 mx postfix/smtp[30]: 1A2B3C4D5E: to=<u@x.example>, "
        "relay=mx.x.example[192.0.2.2]:25, delay=1.4, delays=0.1/0.05/0.2/1, dsn=2.0.0, status=sent (250 "
        "ok)\n"
        "2024-03-14T08:00:01.350000+01:00 mx postfix/smtp[30]: 1A2B3C4D5E: to=<v@x.example>, "
        "relay=mx.x.example[192.0.2.2]:25, delay=1.4, delays=0.1/0.05/0.2/1, dsn=5.1.1, status=bounced (host "
        "mx.x.example said: 550 5.1.1 unknown)\n"
        "2024-03-14T08:00:01.360000+01:00 mx postfix/qmgr[20]: 1A2B3C4D5E: removed\n");
    const Scenario& s = r.replay.scenario;
    EXPECT_EQ(s.epoch, "2024-03-14T08:00:00+01:00"); // in the log's own offset
    EXPECT_FALSE(s.deferredQueue);
    EXPECT_EQ(s.stopMs, 1360);
    const MessageSpec& m = r.message("1A2B3C4D5E");
    EXPECT_EQ(m.arrivalMs, 0);
    EXPECT_EQ(m.addresses, (std::vector<std::string>{"u@x.example", "v@x.example"}));
    const AttemptSpec& u = only(m, 0);
    EXPECT_EQ(u.outcome, AttemptOutcome::Sent);
    EXPECT_EQ(u.startMs, 149);
    EXPECT_EQ(u.slackMs, 5);
    EXPECT_EQ(u.ms, 1201);
    EXPECT_EQ(u.connectMs, 200);
    EXPECT_TRUE(u.reply.empty());
    const AttemptSpec& v = only(m, 1);
    EXPECT_EQ(v.outcome, AttemptOutcome::Bounced);
    EXPECT_EQ(v.ms, 1201);
    EXPECT_EQ(v.reply, "host mx.x.example said: 550 5.1.1 unknown");
    EXPECT_EQ(v.dsn, "5.1.1");
    const auto x = std::find_if(s.destinations.begin(), s.destinations.end(),
                                [](const DestinationSpec& d) { return d.domain == "x.example"; });
    ASSERT_NE(x, s.destinations.end());
    EXPECT_EQ(x->transport, "smtp");
    // The lines the replay compares, per recipient.
    ASSERT_EQ(r.replay.lines.size(), 2u);
    EXPECT_EQ(r.replay.lines[0].b, 50'000);
    EXPECT_EQ(r.replay.lines[1].status, DeliveryStatus::Bounced);
}

// tests/data/maillog/classic.log: whole seconds (the ranges of b and c + d miss each other: the
// logged c + d is the duration), a refused connection, a deferral without a delivery, retries.
TEST_F(ReplayScenarioTest, ClassicLogRetriesRefusalsAndDeferrals) {
    const Replayed r = replayFile(std::string(QMGRLAB_TEST_DATA_DIR) + "/maillog/classic.log", {}, 2023);
    const Scenario& s = r.replay.scenario;
    EXPECT_TRUE(s.deferredQueue);
    EXPECT_TRUE(r.noted("The deferred queue is on")) << r.notes();
    const MessageSpec& alice = r.message("4A1B2C3D4E");
    // In the order of their first hand-over: dave's refused connection (13 s - 2.9 s) before bob
    // and carol (12 s - 1.8 s).
    EXPECT_EQ(alice.addresses,
              (std::vector<std::string>{"dave@down.example", "bob@example.net", "carol@example.net"}));
    ASSERT_EQ(alice.attempts[0].size(), 2u);
    EXPECT_EQ(alice.attempts[0][0].outcome, AttemptOutcome::Refused);
    EXPECT_EQ(alice.attempts[0][0].ms, 2900);
    EXPECT_FALSE(alice.attempts[0][0].startMs.has_value());
    EXPECT_EQ(alice.attempts[0][0].reply, "connect to mx.down.example[192.0.2.40]:25: Connection refused");
    EXPECT_EQ(alice.attempts[0][1].outcome, AttemptOutcome::Sent);
    EXPECT_EQ(only(alice, 1).ms, 1800);
    EXPECT_EQ(only(alice, 1).outcome, AttemptOutcome::Sent);
    // erin: deferred without a delivery (suspended: no attempt), then greylisted.
    const MessageSpec& root = r.message("5B2C3D4E5F");
    ASSERT_EQ(root.addresses, (std::vector<std::string>{"erin@down.example"}));
    const AttemptSpec& erin = only(root, 0);
    EXPECT_EQ(erin.outcome, AttemptOutcome::Deferred);
    EXPECT_EQ(erin.dsn, "4.2.0");
    EXPECT_NE(erin.reply.find("Greylisted"), std::string::npos);
    const std::size_t g = r.replay.firstRecipient[1];
    ASSERT_EQ(r.replay.firstLine[g + 1] - r.replay.firstLine[g], 2u);
    EXPECT_TRUE(r.replay.lines[r.replay.firstLine[g]].suspended);
    // Both re-activations (00:03:10, 00:04:01) coincide with no message leaving the active queue:
    // the scans' phase is 00:03:10's, which puts 00:04:01 51 s after a scan (at 00:04:01 it would
    // put 00:03:10 249 s after one). The clock starts at such a scan, at or before the first
    // arrival, 23:58:10: at 23:58:10 itself.
    EXPECT_EQ(s.epoch, "2023-12-31T23:58:10+00:00");
    EXPECT_EQ(r.message("4A1B2C3D4E").arrivalMs, 0);
    EXPECT_EQ(root.arrivalMs, 51'000);
}

// tests/data/maillog/rfc3339.log: a message queued before the log (its long queue ID gives its
// arrival an hour earlier) waits in the deferred queue until the scan that activated it.
TEST_F(ReplayScenarioTest, MailQueuedBeforeTheLog) {
    const Replayed r = replayFile(std::string(QMGRLAB_TEST_DATA_DIR) + "/maillog/rfc3339.log");
    const Scenario& s = r.replay.scenario;
    EXPECT_TRUE(s.deferredQueue);
    EXPECT_TRUE(r.noted("Messages queued before the log starts: 1.")) << r.notes();
    const MessageSpec& news = r.message("4TwGtm1mRhz2");
    ASSERT_TRUE(news.deferredUntilMs.has_value());
    // Arrived 3600.1 s before its activation (08:00:00.1 local): the clock starts at or before the
    // arrival, and the message is due from the second of its activation.
    EXPECT_EQ(*news.deferredUntilMs - 1000, (news.arrivalMs + 3'600'100) / 1000 * 1000);
    // The others arrive at their submission lines and start in the incoming queue.
    EXPECT_FALSE(r.message("4TwJD5469Nz3").deferredUntilMs.has_value());
    EXPECT_GT(r.message("4TwJD5469Nz3").arrivalMs, news.arrivalMs);
}

// A log without arrival lines (smtpd, pickup and cleanup filtered out): each message's arrival is its
// first delivery line less delay=. Only the one whose arrival is before the log's first line was
// queued then; the others arrived during the log, into the incoming queue, and are delivered as
// logged, also the one whose arrival is its activation (that millisecond's deferred scan runs
// before it arrives). An arrival after the first line (delay= rounded down) is taken at that line.
TEST_F(ReplayScenarioTest, MailWithoutArrivalLinesArrivesDuringTheLog) {
    const Replayed r = replay(
        "2024-03-14T08:00:00.100000+00:00 mx postfix/qmgr[20]: 0AAAAAAAA1: from=<s@a.example>, size=1, "
        "nrcpt=1 (queue active)\n"
        "2024-03-14T08:00:01.100000+00:00 mx postfix/smtp[30]: 0AAAAAAAA1: to=<u@x.example>, "
        "relay=mx.x.example[192.0.2.2]:25, delay=3601, delays=3600/0.01/0.5/0.49, dsn=2.0.0, status=sent "
        "(250 ok)\n"
        "2024-03-14T08:00:01.110000+00:00 mx postfix/qmgr[20]: 0AAAAAAAA1: removed\n"
        "2024-03-14T08:00:05.000000+00:00 mx postfix/qmgr[20]: 0BBBBBBBB2: from=<s@a.example>, size=1, "
        "nrcpt=1 (queue active)\n"
        "2024-03-14T08:00:06.000000+00:00 mx postfix/smtp[31]: 0BBBBBBBB2: to=<v@x.example>, "
        "relay=mx.x.example[192.0.2.2]:25, delay=1, delays=0/0/0.5/0.5, dsn=2.0.0, status=sent (250 ok)\n"
        "2024-03-14T08:00:06.010000+00:00 mx postfix/qmgr[20]: 0BBBBBBBB2: removed\n"
        "2024-03-14T08:10:00.100000+00:00 mx postfix/qmgr[20]: 0CCCCCCCC3: from=<s@a.example>, size=1, "
        "nrcpt=1 (queue active)\n"
        "2024-03-14T08:10:01.100000+00:00 mx postfix/smtp[32]: 0CCCCCCCC3: to=<w@x.example>, "
        "relay=mx.x.example[192.0.2.2]:25, delay=1.1, delays=0.1/0.01/0.49/0.5, dsn=2.0.0, status=sent "
        "(250 ok)\n"
        "2024-03-14T08:10:01.110000+00:00 mx postfix/qmgr[20]: 0CCCCCCCC3: removed\n"
        "2024-03-14T08:20:00.000000+00:00 mx postfix/qmgr[20]: 0DDDDDDDD4: from=<s@a.example>, size=1, "
        "nrcpt=1 (queue active)\n"
        "2024-03-14T08:20:10.000000+00:00 mx postfix/smtp[33]: 0DDDDDDDD4: to=<y@x.example>, "
        "relay=mx.x.example[192.0.2.2]:25, delay=9.9, delays=0/0/0.5/9.5, dsn=2.0.0, status=sent (250 ok)\n"
        "2024-03-14T08:20:10.010000+00:00 mx postfix/qmgr[20]: 0DDDDDDDD4: removed\n");
    EXPECT_TRUE(r.noted("Messages queued before the log starts: 1.")) << r.notes();
    EXPECT_EQ(r.report.firstTime, civilSecond(2024, 3, 14, 8, 0, 0) + 100'000);
    // Milliseconds after the scenario's t = 0 of a time of the log.
    auto sinceEpoch = [&r](std::int64_t micros) { return (micros - r.replay.epoch) / 1000; };
    const MessageSpec& before = r.message("0AAAAAAAA1");
    ASSERT_TRUE(before.deferredUntilMs.has_value());
    EXPECT_EQ(before.arrivalMs, sinceEpoch(civilSecond(2024, 3, 14, 7, 0, 0) + 100'000));
    const MessageSpec& atActivation = r.message("0BBBBBBBB2");
    EXPECT_FALSE(atActivation.deferredUntilMs.has_value());
    EXPECT_EQ(atActivation.arrivalMs, sinceEpoch(civilSecond(2024, 3, 14, 8, 0, 5)));
    const MessageSpec& later = r.message("0CCCCCCCC3");
    EXPECT_FALSE(later.deferredUntilMs.has_value());
    EXPECT_EQ(later.arrivalMs, sinceEpoch(civilSecond(2024, 3, 14, 8, 10, 0)));
    // 08:20:10 less 9.9 s is after its first line (08:20:00): it arrives at that line.
    const MessageSpec& rounded = r.message("0DDDDDDDD4");
    EXPECT_FALSE(rounded.deferredUntilMs.has_value());
    EXPECT_EQ(rounded.arrivalMs, sinceEpoch(civilSecond(2024, 3, 14, 8, 20, 0)));

    // Every line is replayed when the log shows it, to within the 0.1 s the logged activations
    // come after the replay's (after the arrival, after the scan on the whole second), not a
    // deferred-queue scan (300 s) later.
    const ReplayComparison comparison(r.replay, {}, "replay");
    EXPECT_EQ(comparison.runs()[0].pairedCount, 4u);
    for (std::size_t i = 0; i < r.replay.lines.size(); ++i) {
        const SimulatedLine& simulated = comparison.runs()[0].paired[i];
        EXPECT_GE(simulated.at, 0) << "line " << i;
        EXPECT_LE(std::abs(simulated.at - r.replay.lines[i].at), 110'000) << "line " << i;
    }
    // The message that arrived at 08:10:00 is activated at once, as logged (a = 0.1 s).
    EXPECT_LE(comparison.runs()[0].paired[2].a, 100'000);
}

// "mail transport unavailable": the transport's agents could not be started then.
TEST_F(ReplayScenarioTest, TransportWhoseAgentsFailed) {
    const Replayed r =
        replay("2024-03-14T08:00:00.000000+00:00 mx postfix/pickup[10]: 1A0000001A: uid=0 from=<s>\n"
               "2024-03-14T08:00:00.000000+00:00 mx postfix/qmgr[20]: 1A0000001A: from=<s@a.example>, "
               "size=1, nrcpt=1 "
               "(queue active)\n"
               "2024-03-14T08:00:02.000000+00:00 mx postfix/error[40]: 1A0000001A: to=<u@x.example>, "
               "relay=none, delay=2, "
               "delays=0/2/0/0, dsn=4.3.0, status=deferred (delivery temporarily suspended: mail transport "
               "unavailable)\n"
               "2024-03-14T08:00:05.000000+00:00 mx postfix/pickup[10]: 2B0000002B: uid=0 from=<s>\n"
               "2024-03-14T08:00:05.000000+00:00 mx postfix/qmgr[20]: 2B0000002B: from=<s@a.example>, "
               "size=1, nrcpt=1 "
               "(queue active)\n"
               "2024-03-14T08:00:05.000000+00:00 mx postfix/error[40]: 2B0000002B: to=<v@x.example>, "
               "relay=none, delay=0, "
               "delays=0/0/0/0, dsn=4.3.0, status=deferred (delivery temporarily suspended: mail transport "
               "unavailable)\n");
    const Scenario& s = r.replay.scenario;
    const auto smtp = std::find_if(s.masterCf.begin(), s.masterCf.end(),
                                   [](const ProcessLimit& p) { return p.transport == "smtp"; });
    ASSERT_NE(smtp, s.masterCf.end());
    EXPECT_EQ(smtp->broken, (std::vector<TimeInterval>{{2000, 2001}, {5000, 5001}}));
    EXPECT_TRUE(r.noted("The delivery agents of the transport smtp could not be started")) << r.notes();
    EXPECT_TRUE(r.noted(file_.string() + ":3,6): the replay breaks them at those moments (2 of them)"))
        << r.notes();
    // Neither line is an attempt.
    EXPECT_TRUE(r.message("1A0000001A").attempts[0].empty());
}

// A domain that does not exist: the SMTP client finds no host (relay=none, a failure of the site)
// and bounces the recipient (5.4.4): the attempt bounces, it is no refused session to defer and
// retry; a 4.4.1 refusal of the same kind stays a refused one.
TEST_F(ReplayScenarioTest, DomainNotFoundBouncesRefusedConnectionDefers) {
    const Replayed r = replay(
        "2024-03-14T08:00:00.000000+00:00 mx postfix/pickup[10]: 1A0000001A: uid=0 from=<s>\n"
        "2024-03-14T08:00:00.000000+00:00 mx postfix/qmgr[20]: 1A0000001A: from=<s@a.example>, size=1, "
        "nrcpt=2 (queue active)\n"
        "2024-03-14T08:00:00.050000+00:00 mx postfix/smtp[30]: 1A0000001A: to=<u@nx.example>, relay=none, "
        "delay=0.05, delays=0/0/0.04/0, dsn=5.4.4, status=bounced (Host or domain name not found. Name "
        "service error for name=nx.example type=A: Host not found)\n"
        "2024-03-14T08:00:01.000000+00:00 mx postfix/smtp[31]: 1A0000001A: to=<v@down.example>, relay=none, "
        "delay=1, delays=0/0/1/0, dsn=4.4.1, status=deferred (connect to mx.down.example[192.0.2.9]:25: "
        "Connection refused)\n");
    const MessageSpec& m = r.message("1A0000001A");
    ASSERT_EQ(m.addresses, (std::vector<std::string>{"u@nx.example", "v@down.example"}));
    EXPECT_EQ(only(m, 0).outcome, AttemptOutcome::Bounced);
    EXPECT_EQ(only(m, 0).dsn, "5.4.4");
    EXPECT_EQ(only(m, 1).outcome, AttemptOutcome::Refused);
}

// n messages arriving at 08:00:00 to the given domains, each handed over at once (b 0) by its own
// process and taking 2 s.
std::string parallelDeliveries(const std::vector<std::string>& domains) {
    std::ostringstream log;
    for (std::size_t i = 0; i < domains.size(); ++i) {
        const std::size_t id = 100000 + i;
        log << "2024-03-14T08:00:00.000000+00:00 mx postfix/pickup[10]: Q" << id << ": uid=0 from=<s>\n"
            << "2024-03-14T08:00:00.000000+00:00 mx postfix/qmgr[20]: Q" << id
            << ": from=<s@a.example>, size=1, nrcpt=1 (queue active)\n";
    }
    for (std::size_t i = 0; i < domains.size(); ++i)
        log << "2024-03-14T08:00:02.000000+00:00 mx postfix/smtp[" << 1000 + i << "]: Q" << 100000 + i
            << ": to=<r" << i << "@" << domains[i]
            << ">, relay=mx[192.0.2.9]:25, delay=2, delays=0/0/0.01/2, dsn=2.0.0, "
            << "status=sent (250 ok)\n";
    return log.str();
}

TEST_F(ReplayScenarioTest, InferencesWithoutTheServersFiles) {
    // 25 deliveries at once to big.example and 90 more to 90 others: 115 smtp processes at once.
    std::vector<std::string> domains(25, "big.example");
    for (int i = 0; i < 90; ++i) {
        std::ostringstream domain;
        domain << "d" << i << ".example";
        domains.push_back(domain.str());
    }
    const Replayed r = replay(parallelDeliveries(domains));
    const Scenario& s = r.replay.scenario;
    const ParameterSetting* limit = s.findParameter("smtp_destination_concurrency_limit");
    ASSERT_NE(limit, nullptr) << r.notes();
    EXPECT_EQ(limit->value, "25");
    EXPECT_TRUE(
        r.noted("smtp_destination_concurrency_limit = 25: the most deliveries to big.example the log shows "
                "in flight at once (" +
                file_.string() + ":"))
        << r.notes();
    const auto smtp = std::find_if(s.masterCf.begin(), s.masterCf.end(),
                                   [](const ProcessLimit& p) { return p.transport == "smtp"; });
    ASSERT_NE(smtp, s.masterCf.end());
    EXPECT_EQ(smtp->maxproc, 115);
    EXPECT_TRUE(
        r.noted("master.cf: maxproc 115 for smtp: the most of its deliveries the log shows in flight at "
                "once"))
        << r.notes();
    // The stock agents' note says default_process_limit once, and that smtp's maxproc is the log's.
    EXPECT_TRUE(
        r.noted("each with maxproc default_process_limit (100) but those whose maxproc the log shows"))
        << r.notes();
    EXPECT_FALSE(r.noted(stockMasterCfNote().english())) << r.notes();

    // With the server's files, what they say (Postfix's defaults included) stands.
    ReplayServerFiles files;
    files.mainCf = ImportSource{"main.cf", "smtp_destination_concurrency_limit = 30\n"};
    files.masterCf = ImportSource{"master.cf", "smtp unix - - n - 120 smtp\n"};
    const Replayed withFiles = replay(parallelDeliveries(domains), files);
    EXPECT_EQ(withFiles.replay.scenario.findParameter("smtp_destination_concurrency_limit")->value, "30");
    EXPECT_EQ(withFiles.replay.scenario.masterCf, (std::vector<ProcessLimit>{{"smtp", 120, {}}}));
    EXPECT_FALSE(withFiles.noted("in flight at once")) << withFiles.notes();
}

// A server held to two deliveries at a time (fewer than Postfix's defaults: 20 per destination,
// 100 agents): without its files the replay is held there too; with them, they stand.
TEST_F(ReplayScenarioTest, LimitsLoweredWithoutTheServersFiles) {
    // Two messages at once to slow.example, each 2 s; then, as each ends, the next two.
    std::ostringstream log;
    for (int i = 0; i < 4; ++i)
        log << "2024-03-14T08:00:00.000000+00:00 mx postfix/pickup[10]: L" << i << "AAAA: uid=0 from=<s>\n"
            << "2024-03-14T08:00:00.000000+00:00 mx postfix/qmgr[20]: L" << i
            << "AAAA: from=<s@a.example>, size=1, nrcpt=1 (queue active)\n";
    for (int i = 0; i < 4; ++i)
        log << "2024-03-14T08:00:0" << 2 * (i / 2 + 1) << ".000000+00:00 mx postfix/smtp[" << 30 + i % 2
            << "]: L" << i << "AAAA: to=<u" << i
            << "@slow.example>, relay=mx[192.0.2.9]:25, delay=" << 2 * (i / 2 + 1) << ", delays=0/"
            << 2 * (i / 2) << "/0.01/1.99, dsn=2.0.0, status=sent (250 ok)\n";
    const Replayed r = replay(log.str());
    const Scenario& s = r.replay.scenario;
    const ParameterSetting* limit = s.findParameter("smtp_destination_concurrency_limit");
    ASSERT_NE(limit, nullptr) << r.notes();
    EXPECT_EQ(limit->value, "2");
    EXPECT_TRUE(r.noted("smtp_destination_concurrency_limit = 2: the most deliveries to slow.example "
                        "the log shows in flight at once (" +
                        file_.string() + ":"))
        << r.notes();
    EXPECT_TRUE(r.noted("the default is 20.")) << r.notes();
    const auto smtp = std::find_if(s.masterCf.begin(), s.masterCf.end(),
                                   [](const ProcessLimit& p) { return p.transport == "smtp"; });
    ASSERT_NE(smtp, s.masterCf.end());
    EXPECT_EQ(smtp->maxproc, 2);
    EXPECT_TRUE(r.noted("master.cf: maxproc 2 for smtp: the most of its deliveries the log shows in flight "
                        "at once"))
        << r.notes();
    // The replay waits as the server did: the second pair handed over when the first ends (b 2 s).
    const ReplayComparison comparison(r.replay, {}, "replay");
    const ReplayRun& run = comparison.runs().front();
    ASSERT_EQ(run.paired.size(), 4u);
    for (std::size_t i = 0; i < 4; ++i)
        EXPECT_EQ(run.paired[i].b, r.replay.lines[i].b) << i;

    ReplayServerFiles files;
    files.mainCf = ImportSource{"main.cf", "myhostname = mx\n"};
    files.masterCf = ImportSource{"master.cf", "smtp unix - - n - - smtp\n"};
    const Replayed withFiles = replay(log.str(), files);
    EXPECT_EQ(withFiles.replay.scenario.findParameter("smtp_destination_concurrency_limit"), nullptr);
    EXPECT_FALSE(withFiles.noted("in flight at once")) << withFiles.notes();
}

// One destination, one delivery at a time, 4 s between each end and the next start while the
// next message was already active: a rate delay of 4 s.
// A message of five recipients at d.example handed over in requests of 2, 2 and 1 in one visit
// of the active queue: the recipient limit is 2 (the queue manager fills a request before it
// starts the next). Another message's three recipients, deferred together and sent together at
// the next visit, went in one request each time: no split, and no figure above 2.
TEST_F(ReplayScenarioTest, RecipientLimitFromSplitRequests) {
    std::ostringstream log;
    log << "2024-03-14T08:00:00.000000+00:00 mx postfix/pickup[10]: S1AAAA: uid=0 from=<s>\n"
        << "2024-03-14T08:00:00.000000+00:00 mx postfix/qmgr[20]: S1AAAA: from=<s@a.example>, size=1, "
           "nrcpt=5 (queue active)\n"
        << "2024-03-14T08:00:00.000000+00:00 mx postfix/pickup[10]: S2AAAA: uid=0 from=<s>\n"
        << "2024-03-14T08:00:00.000000+00:00 mx postfix/qmgr[20]: S2AAAA: from=<s@a.example>, size=1, "
           "nrcpt=3 (queue active)\n";
    const int pids[] = {40, 40, 41, 41, 42};
    for (int i = 0; i < 5; ++i)
        log << "2024-03-14T08:00:02.000000+00:00 mx postfix/smtp[" << pids[i] << "]: S1AAAA: to=<u" << i
            << "@d.example>, relay=mx[192.0.2.9]:25, delay=2, delays=0/0/0.01/2, dsn=2.0.0, "
               "status=sent (250 ok)\n";
    log << "2024-03-14T08:00:02.000000+00:00 mx postfix/qmgr[20]: S1AAAA: removed\n";
    for (int i = 0; i < 3; ++i)
        log << "2024-03-14T08:00:03.000000+00:00 mx postfix/smtp[43]: S2AAAA: to=<v" << i
            << "@e.example>, relay=mx[192.0.2.8]:25, delay=3, delays=0/0/0.01/3, dsn=4.0.0, "
               "status=deferred (450 try later)\n";
    log << "2024-03-14T08:05:03.000000+00:00 mx postfix/qmgr[20]: S2AAAA: from=<s@a.example>, size=1, "
           "nrcpt=3 (queue active)\n";
    for (int i = 0; i < 3; ++i)
        log << "2024-03-14T08:05:05.000000+00:00 mx postfix/smtp[44]: S2AAAA: to=<v" << i
            << "@e.example>, relay=mx[192.0.2.8]:25, delay=305, delays=300/0/0.01/2, dsn=2.0.0, "
               "status=sent (250 ok)\n";
    log << "2024-03-14T08:05:05.000000+00:00 mx postfix/qmgr[20]: S2AAAA: removed\n";
    const Replayed r = replay(log.str());
    const ParameterSetting* limit = r.replay.scenario.findParameter("smtp_destination_recipient_limit");
    ASSERT_NE(limit, nullptr) << r.notes();
    EXPECT_EQ(limit->value, "2");
    EXPECT_TRUE(r.noted("smtp_destination_recipient_limit = 2: a message's recipients at one destination "
                        "went in requests of at most 2 (" +
                        file_.string() + ":5"))
        << r.notes();
    // With main.cf, Postfix's default stands.
    ReplayServerFiles files;
    files.mainCf = ImportSource{"main.cf", "myhostname = mx.example\n"};
    const Replayed withFiles = replay(log.str(), files);
    EXPECT_EQ(withFiles.replay.scenario.findParameter("smtp_destination_recipient_limit"), nullptr);
    EXPECT_FALSE(withFiles.noted("_destination_recipient_limit")) << withFiles.notes();
}

TEST_F(ReplayScenarioTest, RateDelayInferred) {
    std::ostringstream log;
    for (int i = 0; i < 4; ++i)
        log << "2024-03-14T08:00:00.000000+00:00 mx postfix/pickup[10]: R" << i << "AAAA: uid=0 from=<s>\n"
            << "2024-03-14T08:00:00.000000+00:00 mx postfix/qmgr[20]: R" << i
            << "AAAA: from=<s@a.example>, size=1, nrcpt=1 (queue active)\n";
    for (int i = 0; i < 4; ++i)
        log << "2024-03-14T08:00:" << std::setw(2) << std::setfill('0') << 5 * i + 1
            << ".000000+00:00 mx postfix/smtp[30]: R" << i << "AAAA: to=<u" << i
            << "@slow.example>, relay=mx[192.0.2.9]:25, delay=" << 5 * i + 1 << ", delays=0/" << 5 * i
            << "/0.01/0.99, dsn=2.0.0, status=sent (250 ok)\n";
    const Replayed r = replay(log.str());
    const ParameterSetting* delay = r.replay.scenario.findParameter("smtp_destination_rate_delay");
    ASSERT_NE(delay, nullptr) << r.notes();
    EXPECT_EQ(delay->value, "4s");
    EXPECT_TRUE(
        r.noted("smtp_destination_rate_delay = 4s: slow.example had one delivery at a time, and gaps of at "
                "least that while mail waited: 3"))
        << r.notes();
}

// The log's transport for a domain it delivers; the transport map for one it only defers.
TEST_F(ReplayScenarioTest, TransportsFromTheLogAndTheServersFiles) {
    const std::string log =
        "2024-03-14T08:00:00.000000+00:00 mx postfix/pickup[10]: 7100000071: uid=0 from=<s>\n"
        "2024-03-14T08:00:00.000000+00:00 mx postfix/qmgr[20]: 7100000071: from=<s@a.example>, size=1, "
        "nrcpt=2 "
        "(queue "
        "active)\n"
        "2024-03-14T08:00:01.000000+00:00 mx postfix/relay/smtp[30]: 7100000071: to=<u@inside.example>, "
        "relay=gw[192.0.2.9]:25, delay=1, delays=0/0/0.01/0.99, dsn=2.0.0, status=sent (250 ok)\n"
        "2024-03-14T08:00:01.000000+00:00 mx postfix/error[31]: 7100000071: to=<v@partner.example>, "
        "relay=none, "
        "delay=1, "
        "delays=0/1/0/0, dsn=4.4.1, status=deferred (delivery temporarily suspended: connect to "
        "mx.partner.example[192.0.2.10]:25: Connection refused)\n";
    ReplayServerFiles files;
    files.transportMap = ImportSource{"transport", "inside.example smtp\npartner.example relay\n"};
    const Replayed r = replay(log, files);
    auto transportOf = [&r](const std::string& domain) {
        for (const DestinationSpec& d : r.replay.scenario.destinations)
            if (d.domain == domain)
                return d.transport.value_or("");
        return std::string("(none)");
    };
    EXPECT_EQ(transportOf("inside.example"), "relay");
    EXPECT_EQ(transportOf("partner.example"), "relay");
    EXPECT_TRUE(
        r.noted("The log delivers inside.example by the transport relay, the server's files route it to "
                "smtp: the log's transport is taken."))
        << r.notes();
}

// An address listed twice (two lines in one visit) is two recipients; recipients nrcpt counts that
// no line names, of a message still queued where the log ends, are added in its domain.
TEST_F(ReplayScenarioTest, AddressesListedTwiceAndRecipientsNoLineNames) {
    const Replayed r =
        replay("2024-03-14T08:00:00.000000+00:00 mx postfix/pickup[10]: D100000D1D: uid=0 from=<s>\n"
               "2024-03-14T08:00:00.000000+00:00 mx postfix/qmgr[20]: D100000D1D: from=<s@a.example>, "
               "size=1, nrcpt=5 "
               "(queue "
               "active)\n"
               "2024-03-14T08:00:01.000000+00:00 mx postfix/smtp[30]: D100000D1D: to=<u@x.example>, "
               "relay=mx[192.0.2.9]:25, "
               "delay=1, delays=0/0/0.01/0.99, dsn=2.0.0, status=sent (250 ok)\n"
               "2024-03-14T08:00:01.000000+00:00 mx postfix/smtp[30]: D100000D1D: to=<u@x.example>, "
               "relay=mx[192.0.2.9]:25, "
               "delay=1, delays=0/0/0.01/0.99, dsn=2.0.0, status=sent (250 ok)\n"
               "2024-03-14T08:00:01.000000+00:00 mx postfix/smtp[30]: D100000D1D: to=<v@x.example>, "
               "relay=mx[192.0.2.9]:25, "
               "delay=1, delays=0/0/0.01/0.99, dsn=2.0.0, status=sent (250 ok)\n");
    const MessageSpec& m = r.message("D100000D1D");
    EXPECT_EQ(m.addresses, (std::vector<std::string>{"u@x.example", "u@x.example", "v@x.example",
                                                     "unlogged-1@x.example", "unlogged-2@x.example"}));
    EXPECT_EQ(m.attempts[1].size(), 1u);
    // Under way at the log's end (08:00:01), as it would be on the server: no line names it.
    ASSERT_EQ(m.attempts[3].size(), 1u);
    EXPECT_GT(m.arrivalMs + m.attempts[3][0].ms, *r.replay.scenario.stopMs);
    EXPECT_TRUE(
        r.noted("Recipients counted by nrcpt= that no line names (the log ends before they are tried): 2."))
        << r.notes();
}

TEST_F(ReplayScenarioTest, WhatIsLeftOutIsCounted) {
    const Replayed r = replay(
        "2024-03-14T08:00:00.000000+00:00 mx postfix/smtpd[10]: C000000000: client=a.example[192.0.2.1]\n"
        "2024-03-14T08:00:00.000000+00:00 mx postfix/pickup[10]: C000000001: uid=0 from=<s>\n"
        "2024-03-14T08:00:00.000000+00:00 mx postfix/qmgr[20]: C000000001: from=<s@a.example>, size=1, "
        "nrcpt=2 "
        "(queue "
        "active)\n"
        "2024-03-14T08:00:01.000000+00:00 mx postfix/local[30]: C000000001: to=<root>, relay=local, delay=1, "
        "delays=0/0/0/1, dsn=2.0.0, status=sent (delivered to mailbox)\n"
        "2024-03-14T08:00:01.000000+00:00 mx postfix/smtp[31]: C000000001: to=<u@x.example>, "
        "relay=mx[192.0.2.9]:25, "
        "delay=1, delays=0/0/0.01/0.99, dsn=2.0.0, status=deliverable (250 ok)\n"
        "2024-03-14T08:00:01.000000+00:00 mx postfix/smtp[31]: C000000001: to=<v@x.example>, "
        "relay=mx[192.0.2.9]:25, "
        "delay=1, delays=0/0/0.01/0.99, dsn=2.0.0, status=sent (250 ok)\n"
        "2024-03-14T08:00:01.000000+00:00 mx postfix/qmgr[20]: C000000001: removed\n"
        "2024-03-14T08:00:02.000000+00:00 mx postfix/qmgr[20]: C000000002: from=<s@a.example>, "
        "status=expired, returned to sender\n"
        "2024-03-14T08:00:02.000000+00:00 mx postfix/qmgr[20]: C000000002: removed\n");
    EXPECT_EQ(r.message("C000000001").addresses, (std::vector<std::string>{"v@x.example"}));
    EXPECT_TRUE(
        r.noted("Recipient addresses left out with their lines (a scenario's address is local@domain of "
                "printable characters without blanks): 1."))
        << r.notes();
    EXPECT_TRUE(r.noted("Delivery lines left out for a status other than sent, deferred or bounced (address "
                        "verification): 1."))
        << r.notes();
    EXPECT_TRUE(r.noted("Messages left out with arrival lines only (never handed to the queue manager): 1."))
        << r.notes();
    // An expiry is the queue manager's: said as such, not as mail it never saw.
    EXPECT_TRUE(r.noted("Messages left out that the queue manager expired (status=expired, returned to "
                        "sender) with no delivery line in the log: 1."))
        << r.notes();
}

// The lines the replay does not use are counted by kind and, where a program wrote them, by
// program, the most first; with the lines used, they make every line of the log.
TEST_F(ReplayScenarioTest, LinesPassedOverAreCountedByKind) {
    const Replayed r = replay(
        "2024-03-14T08:00:00.000000+00:00 mx postfix/postscreen[9]: CONNECT from [192.0.2.1]:4000 to "
        "[192.0.2.2]:25\n"
        "2024-03-14T08:00:00.000000+00:00 mx postfix/smtpd[10]: connect from a.example[192.0.2.1]\n"
        "2024-03-14T08:00:00.000000+00:00 mx postfix/smtpd[10]: 1A2B3C4D5E: client=a.example[192.0.2.1]\n"
        "2024-03-14T08:00:00.100000+00:00 mx postfix/qmgr[20]: 1A2B3C4D5E: from=<s@a.example>, size=100, "
        "nrcpt=1 (queue active)\n"
        "2024-03-14T08:00:00.200000+00:00 mx amavis[40]: (01234-01) Passed CLEAN\n"
        "2024-03-14T08:00:00.300000+00:00 mx dovecot[41]: imap-login: Login: user=<s>\n"
        "2024-03-14T08:00:00.400000+00:00 mx amavis[40]: (01234-02) Passed CLEAN\n"
        "2024-03-14T08:00:00.500000+00:00 mx postfix/qmgr[20]: 1A2B3C4D5E: frobnicated\n"
        "this is not a log line\n" +
        std::string("\x01\x02 binary\0data\n", 15) +
        "2024-03-14T08:00:01.350000+00:00 mx postfix/smtp[30]: 1A2B3C4D5E: to=<u@x.example>, "
        "relay=mx.x.example[192.0.2.2]:25, delay=1.4, delays=0.1/0.05/0.2/1, dsn=2.0.0, status=sent (250 "
        "ok)\n"
        "2024-03-14T08:00:01.360000+00:00 mx postfix/smtpd[10]: disconnect from a.example[192.0.2.1]\n"
        "2024-03-14T08:00:01.360000+00:00 mx postfix/qmgr[20]: 1A2B3C4D5E: removed\n");
    EXPECT_EQ(r.replay.scenario.messages.size(), 1u);
    EXPECT_TRUE(r.noted("Postfix lines the replay does not need, passed over: 3 (smtpd 2, postscreen 1)."))
        << r.notes();
    EXPECT_TRUE(r.noted("Lines of other programs, passed over: 3 (amavis 2, dovecot 1).")) << r.notes();
    EXPECT_TRUE(r.noted("Postfix lines of a form qmgrlab does not know, passed over: 1 (qmgr 1)."))
        << r.notes();
    EXPECT_TRUE(r.noted("Lines that are not syslog lines, passed over: 1.")) << r.notes();
    EXPECT_TRUE(r.noted("Lines of binary data, passed over: 1.")) << r.notes();
    // 13 lines: 4 used (the arrival, the activation, the delivery, the removal), 9 passed over.
    std::uint64_t counted = 0;
    for (const auto& [use, tally] : r.report.lines)
        counted += tally.count;
    EXPECT_EQ(r.report.totalLines, 13u);
    EXPECT_EQ(counted, 13u);
}

// The scenario as written loads back equal, and runs to the same lines.
TEST_F(ReplayScenarioTest, WrittenScenarioReplaysTheSame) {
    Replayed r = replayFile(std::string(QMGRLAB_TEST_DATA_DIR) + "/maillog/classic.log", {}, 2023);
    const ReplayComparison first(r.replay, {}, "replay");
    ReplayScenario again = r.replay;
    again.scenario = parseScenario(scenarioToJson(r.replay.scenario), "replay.json");
    EXPECT_EQ(again.scenario, r.replay.scenario);
    const ReplayComparison second(again, {}, "replay.json");
    ASSERT_EQ(first.runs().front().paired.size(), second.runs().front().paired.size());
    for (std::size_t i = 0; i < first.runs().front().paired.size(); ++i) {
        EXPECT_EQ(first.runs().front().paired[i].at, second.runs().front().paired[i].at);
        EXPECT_EQ(first.runs().front().paired[i].b, second.runs().front().paired[i].b);
    }
}

// Each message's sender as its qmgr line logs it: an address, a quoted local part with a blank,
// a bounce's null sender (with null_sender); a tab (a control: Postfix would log ?) shown as ?,
// and a sender past 320 characters cut short, both counted in a note. The scenario loads back
// equal, and its mail log names the same senders.
TEST_F(ReplayScenarioTest, SendersAsLogged) {
    const std::string longSender = std::string(400, 'l') + "@a.example";
    std::string log;
    int second = 0;
    for (const auto& [id, sender] :
         std::vector<std::pair<std::string, std::string>>{{"1A00000001", "alice@a.example"},
                                                          {"1A00000002", "\"john doe\"@a.example"},
                                                          {"1A00000003", ""},
                                                          {"1A00000004", "a\tb@a.example"},
                                                          {"1A00000005", longSender}}) {
        const std::string at = "2024-03-14T08:00:0" + std::to_string(++second);
        log += at + ".000000+00:00 mx postfix/smtpd[10]: " + id + ": client=a.example[192.0.2.1]\n" + at +
               ".100000+00:00 mx postfix/qmgr[20]: " + id + ": from=<" + sender +
               ">, size=100, nrcpt=1 (queue active)\n" + at + ".400000+00:00 mx postfix/smtp[30]: " + id +
               ": to=<u@x.example>, relay=mx.x.example[192.0.2.2]:25, delay=0.3, delays=0/0/0.1/0.2, "
               "dsn=2.0.0, status=sent (250 ok)\n" +
               at + ".500000+00:00 mx postfix/qmgr[20]: " + id + ": removed\n";
    }
    const Replayed r = replay(log);
    EXPECT_EQ(r.message("1A00000001").sender, std::optional<std::string>("alice@a.example"));
    EXPECT_FALSE(r.message("1A00000001").nullSender);
    EXPECT_EQ(r.message("1A00000002").sender, std::optional<std::string>("\"john doe\"@a.example"));
    EXPECT_EQ(r.message("1A00000003").sender, std::optional<std::string>(""));
    EXPECT_TRUE(r.message("1A00000003").nullSender);
    EXPECT_EQ(r.message("1A00000004").sender, std::optional<std::string>("a?b@a.example"));
    const std::string cut = r.message("1A00000005").sender.value_or("");
    EXPECT_EQ(characterCount(cut), Scenario::kMaxSender);
    EXPECT_EQ(cut, std::string(Scenario::kMaxSender - 1, 'l') + "\u2026");
    EXPECT_TRUE(r.noted("Senders with control or formatting characters (shown as ?) or longer than 320 "
                        "characters (cut short): 2."))
        << r.notes();
    EXPECT_EQ(parseScenario(scenarioToJson(r.replay.scenario), "replay.json"), r.replay.scenario);

    // Written back as a mail log, read again: the same senders (the null one as <>).
    std::ostringstream written;
    MaillogWriter writer(written, MaillogStyle{});
    const auto config = std::make_shared<const Configuration>(
        Configuration::fromScenario(r.replay.scenario, "replay", RecipientTracking::Always));
    runSimulatedMaillog(config, writer, nullptr, r.replay.epoch, "replay");
    EXPECT_NE(written.str().find("from=<alice@a.example>, size=1000"), std::string::npos) << written.str();
    EXPECT_NE(written.str().find("from=<\"john doe\"@a.example>, size=1000"), std::string::npos);
    EXPECT_NE(written.str().find("from=<>, size=1000"), std::string::npos);
    EXPECT_EQ(written.str().find("sender@qmgrlab.invalid"), std::string::npos);
}

// A clock of whole seconds: the second try is logged at 09:38:18, b 0.44 s after the activation
// at 09:38:17 and c + d 0.01 s before its line, so the two ranges miss each other and the attempt
// is timed by c + d alone: handed over at 09:38:17.44, it would end at 17.45, before its line, be
// 300 s old and due at the scan at 09:43:17, five minutes before the server tried again. It ends
// at its line instead: 301 s old, due at 09:43:19, taken by the scan at 09:48:17 as on the server.
// No deferral is simulated before its logged line, and every line within a second of it (the
// line's clock).
TEST_F(ReplayScenarioTest, DeferralNotTimedBeforeItsLine) {
    const std::string deferred =
        "dsn=4.7.1, status=deferred (host mx.busy.example[192.0.2.1] said: 450 4.7.1 "
        "too much mail (in reply to MAIL FROM command))\n";
    const std::string to = ": to=<u@busy.example>, relay=mx.busy.example[192.0.2.1]:25, ";
    std::ofstream(file_, std::ios::binary)
        << ("Jun 10 09:33:17 relay postfix/qmgr[100]: 4A1B2C3D4E: from=<>, size=2000, nrcpt=1 (queue "
            "active)\n"
            "Jun 10 09:33:17 relay postfix/smtp[201]: 4A1B2C3D4E" +
            to + "delay=0.02, delays=0/0/0.02/0, " + deferred +
            "Jun 10 09:38:17 relay postfix/qmgr[100]: 4A1B2C3D4E: from=<>, size=2000, nrcpt=1 (queue "
            "active)\n"
            "Jun 10 09:38:18 relay postfix/smtp[202]: 4A1B2C3D4E" +
            to + "delay=301, delays=301/0.44/0.01/0, " + deferred +
            "Jun 10 09:48:17 relay postfix/qmgr[100]: 4A1B2C3D4E: from=<>, size=2000, nrcpt=1 (queue "
            "active)\n"
            "Jun 10 09:48:18 relay postfix/smtp[203]: 4A1B2C3D4E" +
            to +
            "delay=901, delays=900/0.2/0.02/0.13, dsn=2.0.0, status=sent (250 2.0.0 Ok)\n"
            "Jun 10 09:48:18 relay postfix/qmgr[100]: 4A1B2C3D4E: removed\n"
            "Jun 10 09:50:00 relay postfix/qmgr[100]: 5B2C3D4E5F: from=<s@relay.example>, size=100, nrcpt=1 "
            "(queue active)\n"
            "Jun 10 09:50:00 relay postfix/smtp[204]: 5B2C3D4E5F: to=<v@other.example>, "
            "relay=mx.other.example[192.0.2.2]:25, delay=0.1, delays=0/0/0.05/0.05, dsn=2.0.0, status=sent "
            "(250 ok)\n"
            "Jun 10 09:50:00 relay postfix/qmgr[100]: 5B2C3D4E5F: removed\n");
    const Replayed r = replayFile(file_.string(), {}, 2013);
    const MessageSpec& m = r.message("4A1B2C3D4E");
    ASSERT_EQ(m.attempts.size(), 1u);
    ASSERT_EQ(m.attempts[0].size(), 3u);
    const AttemptSpec& second = m.attempts[0][1];
    EXPECT_FALSE(second.startMs.has_value());
    EXPECT_EQ(second.ms, 10); // the agent's time stays c + d
    const std::size_t g = r.replay.firstRecipient[0];
    const std::size_t first = r.replay.firstLine[g];
    ASSERT_EQ(r.replay.firstLine[g + 1] - first, 3u);
    // Its line, on the scenario's clock.
    EXPECT_EQ(second.lineMs, (r.replay.lines[first + 1].at - r.replay.epoch) / 1000);
    const ReplayComparison comparison(r.replay, {}, "replay");
    const ReplayRun& run = comparison.runs().front();
    EXPECT_TRUE(run.extra.empty());
    for (std::size_t i = first; i < first + 3; ++i) {
        const SimulatedLine& simulated = run.paired[i];
        ASSERT_GE(simulated.at, 0) << i - first;
        if (r.replay.lines[i].status == DeliveryStatus::Deferred) {
            EXPECT_GE(simulated.at, r.replay.lines[i].at) << i - first;
        }
        EXPECT_GT(simulated.at, r.replay.lines[i].at - 1'000'000) << i - first;
        EXPECT_LT(simulated.at, r.replay.lines[i].at + 1'000'000) << i - first;
        EXPECT_EQ(simulated.status, r.replay.lines[i].status) << i - first;
    }
}

// A log without arrival lines whose first message arrived 0.1 s before the log's first line
// (08:00:01.1 less delay=1.1) and was activated 0.1 s after it (a = 0.1): sooner than
// minimal_backoff_time (300 s) after its arrival, so from the incoming queue, not a retry. It is
// not held in the deferred queue until a scan (the re-activations of the others put the scans at
// 08:03:00 and 08:08:00, three minutes after its line): it arrives at the log's first line and
// is delivered when the log says. The others, retried after an hour and two, stay queued before
// the log.
TEST_F(ReplayScenarioTest, MailArrivedJustBeforeTheLogIsNotHeldForAScan) {
    const Replayed r = replay(
        "2024-03-14T08:00:00.100000+00:00 mx postfix/qmgr[200]: B2B2B2: from=<alice@x.example>, size=1200, "
        "nrcpt=1 (queue active)\n"
        "2024-03-14T08:00:01.100000+00:00 mx postfix/smtp[301]: B2B2B2: to=<carol@a.example>, "
        "relay=mx.a.example[192.0.2.10]:25, delay=1.1, delays=0.1/0.01/0.49/0.5, dsn=2.0.0, status=sent "
        "(250 ok)\n"
        "2024-03-14T08:00:01.110000+00:00 mx postfix/qmgr[200]: B2B2B2: removed\n"
        "2024-03-14T08:03:00.010000+00:00 mx postfix/qmgr[200]: C3C3C3: from=<x@y.example>, size=1, nrcpt=1 "
        "(queue active)\n"
        "2024-03-14T08:03:01.010000+00:00 mx postfix/smtp[302]: C3C3C3: to=<e@d.example>, "
        "relay=mx.d.example[192.0.2.9]:25, delay=7201, delays=7200/0.01/0.5/0.49, dsn=2.0.0, status=sent "
        "(250 ok)\n"
        "2024-03-14T08:03:01.020000+00:00 mx postfix/qmgr[200]: C3C3C3: removed\n"
        "2024-03-14T08:08:00.010000+00:00 mx postfix/qmgr[200]: D4D4D4: from=<x@y.example>, size=1, nrcpt=1 "
        "(queue active)\n"
        "2024-03-14T08:08:01.010000+00:00 mx postfix/smtp[303]: D4D4D4: to=<f@d.example>, "
        "relay=mx.d.example[192.0.2.9]:25, delay=3601, delays=3600/0.01/0.5/0.49, dsn=2.0.0, status=sent "
        "(250 ok)\n"
        "2024-03-14T08:08:01.020000+00:00 mx postfix/qmgr[200]: D4D4D4: removed\n");
    EXPECT_TRUE(r.noted("Messages queued before the log starts: 2.")) << r.notes();
    EXPECT_TRUE(r.noted("Messages that arrived before the log starts but were taken from the incoming queue, "
                        "not the deferred one (activated sooner after their arrival than "
                        "minimal_backoff_time, the shortest wait of a retry): 1 (the first: B2B2B2, "))
        << r.notes();
    const MessageSpec& b2 = r.message("B2B2B2");
    EXPECT_FALSE(b2.deferredUntilMs.has_value());
    EXPECT_EQ(b2.arrivalMs, r.replay.logStartMs);
    EXPECT_TRUE(r.message("C3C3C3").deferredUntilMs.has_value());
    EXPECT_TRUE(r.message("D4D4D4").deferredUntilMs.has_value());

    const ReplayComparison comparison(r.replay, {}, "replay");
    const ReplayRun& run = comparison.runs().front();
    ASSERT_EQ(run.pairedCount, 3u);
    EXPECT_TRUE(run.extra.empty());
    for (std::size_t i = 0; i < r.replay.lines.size(); ++i) {
        const SimulatedLine& simulated = run.paired[i];
        EXPECT_LE(std::abs(simulated.at - r.replay.lines[i].at), 110'000) << "line " << i;
        EXPECT_LE(std::abs(simulated.a - r.replay.lines[i].a), 110'000) << "line " << i;
    }
}

// Delivery requests of two recipients at one destination, each recipient with its own outcome.
// CCC333: the connection is refused for e@d.example, and f@d.example, left waiting, is deferred by
// the retry service once the destination is dead (f has no attempt of its own). DDD444 (later,
// at another destination, by the transport relay): e@d2.example refused at RCPT TO (450) and
// f@d2.example sent in one session, e sent at the retry (the scan after its backoff). Every paired line has
// the logged status: a refusal or a 450 is never replayed as sent, whoever shares the request.
TEST_F(ReplayScenarioTest, RecipientsOfOneRequestKeepTheirOwnOutcomes) {
    const std::string to = ", relay=mx.d2.example[192.0.2.19]:25, ";
    const std::string rejected = "dsn=4.2.0, status=deferred (host mx.d2.example[192.0.2.19] said: 450 4.2.0 "
                                 "<e@d2.example>: Recipient address rejected: try again later (in reply to "
                                 "RCPT TO command))\n";
    const std::string active = ": from=<x@y.example>, size=1, nrcpt=2 (queue active)\n";
    const Replayed r = replay(
        "2024-03-14T08:00:00.000000+00:00 mx postfix/smtpd[100]: CCC333: client=a.example[192.0.2.1]\n"
        "2024-03-14T08:00:00.100000+00:00 mx postfix/qmgr[800]: CCC333" +
        active +
        "2024-03-14T08:00:01.100000+00:00 mx postfix/smtp[801]: CCC333: to=<e@d.example>, relay=none, "
        "delay=1.1, delays=0.1/0/1/0, dsn=4.4.1, status=deferred (connect to d.example[192.0.2.9]:25: "
        "Connection refused)\n"
        "2024-03-14T08:00:01.110000+00:00 mx postfix/retry[802]: CCC333: to=<f@d.example>, relay=none, "
        "delay=1.1, delays=0.1/1/0/0, dsn=4.4.1, status=deferred (delivery temporarily suspended: connect to "
        "d.example[192.0.2.9]:25: Connection refused)\n"
        "2024-03-14T08:00:02.000000+00:00 mx postfix/smtpd[100]: DDD444: client=a.example[192.0.2.1]\n"
        "2024-03-14T08:00:02.100000+00:00 mx postfix/qmgr[800]: DDD444" +
        active + "2024-03-14T08:00:03.100000+00:00 mx postfix/relay/smtp[803]: DDD444: to=<e@d2.example>" +
        to + "delay=1.1, delays=0.1/0/0.5/0.5, " + rejected +
        "2024-03-14T08:00:03.100000+00:00 mx postfix/relay/smtp[803]: DDD444: to=<f@d2.example>" + to +
        "delay=1.1, delays=0.1/0/0.5/0.5, dsn=2.0.0, status=sent (250 2.0.0 Ok: queued as 1A)\n"
        "2024-03-14T08:10:00.000000+00:00 mx postfix/qmgr[800]: DDD444" +
        active + "2024-03-14T08:10:01.000000+00:00 mx postfix/relay/smtp[804]: DDD444: to=<e@d2.example>" +
        to +
        "delay=599, delays=598/0/0.5/0.5, dsn=2.0.0, status=sent (250 2.0.0 Ok: queued as 2B)\n"
        "2024-03-14T08:10:01.010000+00:00 mx postfix/qmgr[800]: DDD444: removed\n");
    const MessageSpec& c = r.message("CCC333");
    ASSERT_EQ(c.addresses, (std::vector<std::string>{"e@d.example", "f@d.example"}));
    ASSERT_EQ(c.attempts[0].size(), 1u);
    EXPECT_EQ(c.attempts[0][0].outcome, AttemptOutcome::Refused);
    EXPECT_TRUE(c.attempts[1].empty()); // a suspended line is no attempt
    const MessageSpec& d = r.message("DDD444");
    ASSERT_EQ(d.attempts[0].size(), 2u);
    EXPECT_EQ(d.attempts[0][0].outcome, AttemptOutcome::Deferred);
    const ReplayComparison comparison(r.replay, {}, "replay");
    const ReplayRun& run = comparison.runs().front();
    ASSERT_EQ(run.pairedCount, r.replay.lines.size());
    for (std::size_t i = 0; i < r.replay.lines.size(); ++i) {
        const ReplayLine& logged = r.replay.lines[i];
        const SimulatedLine& simulated = run.paired[i];
        EXPECT_EQ(simulated.status, logged.status) << "line " << i;
        EXPECT_LT(std::abs(simulated.at - logged.at), 1'000'000) << "line " << i;
    }
}

} // namespace
