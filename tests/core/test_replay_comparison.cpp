// SPDX-License-Identifier: GPL-3.0-or-later
// ReplayComparison, ReplayCsv and ReplayJson: the agreement rule (within max(1 s, 10 %) of the
// logged b), the figures (nearest-rank median and 95th percentile, maximum; the busiest destination
// first), the pairing of a variant's lines (a later retry left unpaired), and the CSV's and JSON's
// fields.
#include "core/maillog/MaillogReader.h"
#include "core/maillog/ReplayComparison.h"
#include "core/maillog/ReplayCsv.h"
#include "core/maillog/ReplayJson.h"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <iomanip>
#include <nlohmann/json.hpp>
#include <sstream>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;
using namespace qmgrlab;

constexpr std::int64_t kSecond = 1'000'000;

// Four messages active at 08:00:00 for dest.example; the server delivered two at a time, each in
// 10 s (two processes): u1 and u2 end at 08:00:10 (b 0), u3 and u4 at 08:00:20 (b 10).
std::string twoAtATimeLog() {
    std::string log;
    const char* ids[] = {"1A1A1A1A1A", "2B2B2B2B2B", "3C3C3C3C3C", "4D4D4D4D4D"};
    for (const char* id : ids)
        log += std::string("2024-03-14T08:00:00.000000+00:00 mx postfix/pickup[10]: ") + id +
               ": uid=0 from=<s>\n" + "2024-03-14T08:00:00.000000+00:00 mx postfix/qmgr[20]: " + id +
               ": from=<s@a.example>, size=1, nrcpt=1 (queue active)\n";
    for (int i = 0; i < 4; ++i)
        log += std::string("2024-03-14T08:00:") + (i < 2 ? "10" : "20") + ".000000+00:00 mx postfix/smtp[" +
               std::to_string(30 + i % 2) + "]: " + ids[i] + ": to=<u" + std::to_string(i + 1) +
               "@dest.example>, relay=mx[192.0.2.9]:25, delay=" + (i < 2 ? "10" : "20") + ", delays=0/" +
               (i < 2 ? "0" : "10") + "/0.5/9.5, dsn=2.0.0, status=sent (250 ok)\n";
    return log;
}

std::vector<std::int64_t> bOf(const ReplayRun& run) {
    std::vector<std::int64_t> b;
    for (const SimulatedLine& line : run.paired)
        b.push_back(line.b);
    return b;
}

bool noted(const ReplayRun& run, const std::string& text) {
    for (const RuleText& note : run.notes)
        if (note.english().find(text) != std::string::npos)
            return true;
    return false;
}

class ReplayComparisonTest : public testing::Test {
protected:
    void SetUp() override {
        file_ = fs::temp_directory_path() /
                ("qmgrlab_replay_comparison_" + std::to_string(::getpid()) + "_" +
                 testing::UnitTest::GetInstance()->current_test_info()->name() + ".log");
    }
    void TearDown() override { fs::remove(file_); }
    ReplayScenario replay(const std::string& log, const ReplayServerFiles& files = {}) {
        std::ofstream(file_, std::ios::binary) << log;
        MaillogReader reader(MaillogOptions{std::nullopt, 0});
        ReplayScenarioBuilder builder;
        reader.read({file_.string()}, {&builder});
        return builder.build(reader.report(), files);
    }
    fs::path file_;
};

TEST(ReplayAgreement, WithinOneSecondOrTenPercent) {
    EXPECT_TRUE(ReplayComparison::agrees(0, 1'000'000));
    EXPECT_FALSE(ReplayComparison::agrees(0, 1'000'001));
    EXPECT_TRUE(ReplayComparison::agrees(5'000'000, 4'000'000));
    EXPECT_FALSE(ReplayComparison::agrees(5'000'000, 3'990'000));
    EXPECT_TRUE(ReplayComparison::agrees(20'000'000, 22'000'000)); // 10 % of 20 s is 2 s
    EXPECT_FALSE(ReplayComparison::agrees(20'000'000, 22'100'000));
    EXPECT_TRUE(ReplayComparison::agrees(20'000'000, 18'000'000));
}

// 20 messages to a.example whose logged b are 0.01 .. 0.20 s, 3 to b.example with b 1 s, one every
// 2 s: the replay hands each over at its activation (b 0). Nearest rank: the median of 20 is the
// 10th value, the 95th percentile the 19th; of 23 the 12th and the 22nd.
TEST_F(ReplayComparisonTest, FiguresByNearestRankBusiestFirst) {
    std::ostringstream log;
    log << std::setfill('0');
    auto message = [&log](int i, const std::string& domain, int bMs) {
        auto at = [&log](int ms) -> std::ostream& {
            return log << "2024-03-14T08:" << std::setw(2) << ms / 60000 << ":" << std::setw(2)
                       << ms / 1000 % 60 << "." << std::setw(3) << ms % 1000 << "000+00:00 mx ";
        };
        at(2000 * i) << "postfix/pickup[10]: F" << std::setw(9) << i << ": uid=0 from=<s>\n";
        at(2000 * i) << "postfix/qmgr[20]: F" << std::setw(9) << i
                     << ": from=<s@a.example>, size=1, nrcpt=1 (queue active)\n";
        at(2000 * i + bMs + 500) << "postfix/smtp[30]: F" << std::setw(9) << i << ": to=<u" << i << "@"
                                 << domain << ">, relay=mx[192.0.2.9]:25, delay=" << (bMs + 500) / 1000.0
                                 << ", delays=0/" << bMs / 1000.0
                                 << "/0.01/0.49, dsn=2.0.0, status=sent (250 ok)\n";
    };
    for (int i = 1; i <= 20; ++i)
        message(i, "a.example", 10 * i);
    for (int i = 21; i <= 23; ++i)
        message(i, "b.example", 1000);
    const ReplayScenario r = replay(log.str());
    const ReplayComparison comparison(r, {}, "replay");
    const ReplayFigures& whole = comparison.whole();
    EXPECT_EQ(whole.lines, 23u);
    EXPECT_EQ(whole.paired, 23u);
    EXPECT_EQ(whole.logged.median, 120'000);
    EXPECT_EQ(whole.logged.p95, 1'000'000);
    EXPECT_EQ(whole.logged.max, 1'000'000);
    EXPECT_EQ(whole.simulated.max, 0);
    EXPECT_EQ(whole.within, 23u); // every b within 1 s of 0
    ASSERT_EQ(comparison.destinations().size(), 2u);
    const ReplayFigures& a = comparison.destinations()[0];
    EXPECT_EQ(a.destination, "a.example");
    EXPECT_EQ(a.logged.median, 100'000);
    EXPECT_EQ(a.logged.p95, 190'000);
    EXPECT_EQ(a.logged.max, 200'000);
    EXPECT_EQ(comparison.destinations()[1].destination, "b.example");
    EXPECT_DOUBLE_EQ(a.withinShare(), 1.0);
}

// A greylisted first try and its retry 300 s later: with minimal_backoff_time 3600s the variant's
// retry comes after the log's end. The base stops there; the variant goes on: the message's file
// time is the deferral (08:00:01) plus 3600 s, and the deferred scan (every 300 s from the logged
// re-activation at 08:05:00) takes it one second early, as Postfix does: at 09:00:00, a = 3600 s, b = 0.
TEST_F(ReplayComparisonTest, VariantLinesPairedAndUnpaired) {
    const ReplayScenario r =
        replay("2024-03-14T08:00:00.000000+00:00 mx postfix/pickup[10]: 6A00000001: uid=0 from=<s>\n"
               "2024-03-14T08:00:00.000000+00:00 mx postfix/qmgr[20]: 6A00000001: from=<s@a.example>, "
               "size=1, nrcpt=1 "
               "(queue active)\n"
               "2024-03-14T08:00:01.000000+00:00 mx postfix/smtp[30]: 6A00000001: to=<u@grey.example>, "
               "relay=mx[192.0.2.9]:25, delay=1, delays=0/0/0.01/0.99, dsn=4.2.0, status=deferred (450 4.2.0 "
               "Greylisted)\n"
               "2024-03-14T08:05:00.000000+00:00 mx postfix/qmgr[20]: 6A00000001: from=<s@a.example>, "
               "size=1, nrcpt=1 "
               "(queue active)\n"
               "2024-03-14T08:05:01.000000+00:00 mx postfix/smtp[30]: 6A00000001: to=<u@grey.example>, "
               "relay=mx[192.0.2.9]:25, delay=301, delays=300/0/0.01/0.99, dsn=2.0.0, status=sent (250 ok)\n"
               "2024-03-14T08:05:01.000000+00:00 mx postfix/qmgr[20]: 6A00000001: removed\n");
    ParameterOverrides slow;
    slow.add("minimal_backoff_time=3600s");
    const ReplayComparison comparison(r, {slow}, "replay");
    ASSERT_EQ(comparison.runs().size(), 2u);
    EXPECT_EQ(comparison.runs()[0].pairedCount, 2u);
    EXPECT_EQ(comparison.runs()[1].label, "minimal_backoff_time=3600s");
    EXPECT_EQ(comparison.runs()[1].pairedCount, 2u);
    EXPECT_EQ(comparison.runs()[1].paired[1].a, 3600 * kSecond);
    EXPECT_EQ(comparison.runs()[1].paired[1].b, 0);
    EXPECT_EQ(comparison.runs()[1].undelivered, 0u);
    ASSERT_EQ(comparison.whole().variants.size(), 1u);
    EXPECT_EQ(comparison.whole().variants[0].count, 2u);

    std::ostringstream csv;
    writeReplayCsv(csv, comparison);
    std::istringstream rows(csv.str());
    std::string header, first, second;
    std::getline(rows, header);
    std::getline(rows, first);
    std::getline(rows, second);
    EXPECT_EQ(header,
              "queue_id,recipient,destination,logged_at,logged_b_s,simulated_b_s,attempt,logged_status,"
              "simulated_status,logged_a_s,simulated_a_s,logged_cd_s,simulated_cd_s,simulated_at,"
              "simulated_b_s@minimal_backoff_time=3600s");
    EXPECT_EQ(
        first,
        "6A00000001,u@grey.example,grey.example,2024-03-14T08:00:01.000000+00:00,0,0,1,deferred,deferred,0,0,"
        "1,1,2024-03-14T08:00:01.000000+00:00,0");
    EXPECT_EQ(
        second,
        "6A00000001,u@grey.example,grey.example,2024-03-14T08:05:01.000000+00:00,0,0,2,sent,sent,300,300,"
        "1,1,2024-03-14T08:05:01.000000+00:00,0");

    std::ostringstream json;
    writeReplayJson(json, comparison);
    const nlohmann::json figures = nlohmann::json::parse(json.str());
    EXPECT_EQ(figures["format"], "qmgrlab-replay-1");
    EXPECT_EQ(figures["runs"], (nlohmann::json{"base", "minimal_backoff_time=3600s"}));
    EXPECT_EQ(figures["logged_lines"], 2);
    EXPECT_EQ(figures["unpaired"][1]["logged"], 0);
    EXPECT_EQ(figures["unpaired"][1]["undelivered_recipients"], 0);
    EXPECT_EQ(figures["whole"]["lines"], 2);
    EXPECT_EQ(figures["whole"]["variants"][0]["paired"], 2);
    EXPECT_EQ(figures["whole"]["variants"][0]["undelivered"], 0);
    EXPECT_EQ(figures["destinations"][0]["destination"], "grey.example");
}

// With the server's files (limit 2, stock agents) and the variant limit 1, one delivery at a
// time of 10 s each: b = 0, 10, 20, 30. The log ends at 08:00:20; the variant goes on past it until
// the four recipients are delivered (it is not cut at the log's end, which would leave two out).
TEST_F(ReplayComparisonTest, VariantGoesOnPastTheLogsEnd) {
    ReplayServerFiles files;
    files.mainCf = ImportSource{"main.cf", "smtp_destination_concurrency_limit = 2\n"};
    files.masterCf = ImportSource{"master.cf", "smtp unix - - n - - smtp\n"};
    const ReplayScenario r = replay(twoAtATimeLog(), files);
    ParameterOverrides one;
    one.add("smtp_destination_concurrency_limit=1");
    const ReplayComparison comparison(r, {one}, "replay");
    ASSERT_EQ(comparison.runs().size(), 2u);
    EXPECT_EQ(bOf(comparison.runs()[0]), (std::vector<std::int64_t>{0, 0, 10 * kSecond, 10 * kSecond}));
    EXPECT_EQ(bOf(comparison.runs()[1]),
              (std::vector<std::int64_t>{0, 10 * kSecond, 20 * kSecond, 30 * kSecond}));
    EXPECT_EQ(comparison.runs()[1].pairedCount, 4u);
    EXPECT_EQ(comparison.runs()[1].undelivered, 0u);
    EXPECT_TRUE(comparison.runs()[1].notes.empty()); // nothing inferred: the files say it all
    const ReplayFigures& whole = comparison.whole();
    ASSERT_EQ(whole.variants.size(), 1u);
    EXPECT_EQ(whole.variants[0].count, 4u);
    EXPECT_EQ(whole.variants[0].max, 30 * kSecond);
    EXPECT_EQ(whole.variantUndelivered, (std::vector<std::uint64_t>{0}));
}

// The base run stops at the log's last line: a recipient whose delivery ends after it is left
// undelivered, and counted so (by recipient and by destination).
TEST_F(ReplayComparisonTest, BaseCountsWhatTheLogsEndLeftUndelivered) {
    ReplayServerFiles files;
    files.mainCf = ImportSource{"main.cf", "smtp_destination_concurrency_limit = 1\n"};
    files.masterCf = ImportSource{"master.cf", "smtp unix - - n - - smtp\n"};
    // Held to one at a time by the server's main.cf, the base run ends at 08:00:20 with u1 and u2
    // delivered (0-10 s, 10-20 s) and u3, u4 not.
    const ReplayScenario held = replay(twoAtATimeLog(), files);
    const ReplayComparison comparison(held, {}, "replay");
    EXPECT_EQ(comparison.runs()[0].pairedCount, 2u);
    EXPECT_EQ(comparison.runs()[0].undelivered, 2u);
    EXPECT_EQ(comparison.whole().recipients, 4u);
    EXPECT_EQ(comparison.whole().undelivered, 2u);
    ASSERT_EQ(comparison.destinations().size(), 1u);
    EXPECT_EQ(comparison.destinations()[0].undelivered, 2u);
    // The same log without the files: the inferred limit 2 finishes all four.
    const ReplayScenario r = replay(twoAtATimeLog());
    EXPECT_EQ(ReplayComparison(r, {}, "replay").runs()[0].undelivered, 0u);
}

// Without the server's files the replay infers smtp's maxproc 2 and concurrency limit 2 (the most
// in flight). A variant that raises the limit to 4 is not held by the inferred maxproc: the four
// messages go at once (b 0), and a note names the inferred value, its lines and how to lift it.
// A variant that lowers the limit is not held more by it than the base, and has no note.
TEST_F(ReplayComparisonTest, VariantNotCappedByInferredMaxproc) {
    const ReplayScenario r = replay(twoAtATimeLog());
    ASSERT_EQ(r.inferred.size(), 2u);
    ParameterOverrides four;
    four.add("smtp_destination_concurrency_limit=4");
    ParameterOverrides one;
    one.add("smtp_destination_concurrency_limit=1");
    const ReplayComparison comparison(r, {four, one}, "replay");
    EXPECT_EQ(bOf(comparison.runs()[1]), (std::vector<std::int64_t>{0, 0, 0, 0}));
    EXPECT_TRUE(noted(comparison.runs()[1],
                      "variant smtp_destination_concurrency_limit=4: maxproc 2 for smtp "
                      "was inferred from the log"));
    EXPECT_TRUE(noted(comparison.runs()[1], file_.string() + ":"));
    EXPECT_TRUE(noted(comparison.runs()[1], "takes it up to 4"));
    EXPECT_TRUE(noted(comparison.runs()[1], "Give --master-cf, or vary smtp/unix/maxproc=N"));
    EXPECT_EQ(bOf(comparison.runs()[2]),
              (std::vector<std::int64_t>{0, 10 * kSecond, 20 * kSecond, 30 * kSecond}));
    EXPECT_TRUE(comparison.runs()[2].notes.empty());

    // default_process_limit does not reach smtp's inferred maxproc: the warning says where it came from.
    ParameterOverrides processes;
    processes.add("default_process_limit=20");
    std::vector<std::string> inferred;
    for (const InferredLimit& limit : r.inferred)
        inferred.push_back(limit.name());
    const std::vector<RuleText> warnings = processes.shadowed(r.scenario, inferred);
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_EQ(
        warnings[0].english(),
        "variant default_process_limit=20 changes nothing for the transport smtp: its own maxproc 2, "
        "inferred from the mail log (the most of its deliveries in flight at once; no master.cf given), "
        "stays; vary it as smtp/unix/maxproc=N");
}

// One delivery at a time to rate.example, 5 s gaps while mail waited: the replay infers a rate
// delay of 5 s, concurrency 1 and maxproc 1. Without the rate delay, the five messages (active at
// 08:00:00, 1 s each) go at once: b = 0 for every one. The concurrency seen under a rate delay says
// nothing about the limit: the variant takes the default (20), and maxproc up to it, with notes.
TEST_F(ReplayComparisonTest, RateDelayRemovedIsNotHeldToOneAtATime) {
    const char* ids[] = {"00RATE0000", "01RATE0001", "02RATE0002", "03RATE0003", "04RATE0004"};
    std::string log;
    for (int i = 0; i < 5; ++i) {
        const std::string id = ids[i];
        log += "2024-03-14T08:00:00.000000+00:00 mx postfix/pickup[10]: " + id + ": uid=0 from=<s>\n" +
               "2024-03-14T08:00:00.000000+00:00 mx postfix/qmgr[20]: " + id +
               ": from=<s@c.example>, size=1, nrcpt=1 (queue active)\n";
    }
    for (int i = 0; i < 5; ++i) {
        const std::string id = ids[i];
        const int end = 6 * i + 1;
        log += std::string("2024-03-14T08:00:") + (end < 10 ? "0" : "") + std::to_string(end) +
               ".000000+00:00 mx postfix/smtp[" + std::to_string(300 + i) + "]: " + id + ": to=<r" +
               std::to_string(i) + "@rate.example>, relay=mx[192.0.2.7]:25, delay=" + std::to_string(end) +
               ", delays=0/" + std::to_string(6 * i) + "/0.5/0.5, dsn=2.0.0, status=sent (250 ok)\n";
    }
    const ReplayScenario r = replay(log);
    ASSERT_NE(r.scenario.findParameter("smtp_destination_rate_delay"), nullptr);
    ParameterOverrides noDelay;
    noDelay.add("smtp_destination_rate_delay=0");
    const ReplayComparison comparison(r, {noDelay}, "replay");
    EXPECT_EQ(bOf(comparison.runs()[0]),
              (std::vector<std::int64_t>{0, 6 * kSecond, 12 * kSecond, 18 * kSecond, 24 * kSecond}));
    EXPECT_EQ(bOf(comparison.runs()[1]), (std::vector<std::int64_t>{0, 0, 0, 0, 0}));
    EXPECT_TRUE(noted(comparison.runs()[1], "smtp_destination_concurrency_limit = 1 was inferred from "
                                            "deliveries one at a time under the inferred rate delay of 5 s"));
    EXPECT_TRUE(noted(comparison.runs()[1], "the default concurrency limit 20"));
    EXPECT_TRUE(noted(comparison.runs()[1], "maxproc 1 for smtp was inferred from the log"));
}

// The CSV's times read as the log's lines do: a log written in +01:00 gives its times in +01:00
// (the reader keeps them as UTC). A zone-less log's local time has no offset, unless one is known.
TEST_F(ReplayComparisonTest, CsvTimesInTheLogsOwnOffset) {
    std::string log = twoAtATimeLog();
    for (std::size_t at = log.find("+00:00"); at != std::string::npos; at = log.find("+00:00", at))
        log.replace(at, 6, "+01:00");
    const ReplayScenario r = replay(log);
    const ReplayComparison comparison(r, {}, "replay");
    std::ostringstream csv;
    writeReplayCsv(csv, comparison);
    std::istringstream rows(csv.str());
    std::string header, first;
    std::getline(rows, header);
    std::getline(rows, first);
    EXPECT_EQ(first,
              "1A1A1A1A1A,u1@dest.example,dest.example,2024-03-14T08:00:10.000000+01:00,0,0,1,sent,sent,"
              "0,0,10,10,2024-03-14T08:00:10.000000+01:00");

    const std::int64_t eight = civilMicros(2024, 3, 14, 8 * 3600, 0); // 08:00 as if UTC
    EXPECT_EQ(formatLogClock(eight, true, 60, 0), "2024-03-14T09:00:00+01:00");
    EXPECT_EQ(formatLogClock(eight, false, 60, 0), "2024-03-14T08:00:00+01:00");
    EXPECT_EQ(formatLogClock(eight, false, std::nullopt, 3), "2024-03-14T08:00:00.000");
}

} // namespace
