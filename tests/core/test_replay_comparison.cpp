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

class ReplayComparisonTest : public testing::Test {
protected:
    void SetUp() override {
        file_ = fs::temp_directory_path() /
                ("qmgrlab_replay_comparison_" + std::to_string(::getpid()) + "_" +
                 testing::UnitTest::GetInstance()->current_test_info()->name() + ".log");
    }
    void TearDown() override { fs::remove(file_); }
    ReplayScenario replay(const std::string& log) {
        std::ofstream(file_, std::ios::binary) << log;
        MaillogReader reader(MaillogOptions{std::nullopt, 0});
        ReplayScenarioBuilder builder;
        reader.read({file_.string()}, {&builder});
        return builder.build(reader.report(), {});
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
// retry comes after the log's end, where the replay stops: its second line stays unpaired.
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
    EXPECT_EQ(comparison.runs()[1].pairedCount, 1u);
    EXPECT_LT(comparison.runs()[1].paired[1].at, 0);
    ASSERT_EQ(comparison.whole().variants.size(), 1u);
    EXPECT_EQ(comparison.whole().variants[0].count, 1u);

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
        "6A00000001,u@grey.example,grey.example,2024-03-14T08:00:01.000000,0,0,1,deferred,deferred,0,0,1,1,"
        "2024-03-14T08:00:01.000000,0");
    // The variant has no second line: its field is empty.
    EXPECT_EQ(second,
              "6A00000001,u@grey.example,grey.example,2024-03-14T08:05:01.000000,0,0,2,sent,sent,300,300,1,1,"
              "2024-03-14T08:05:01.000000,");

    std::ostringstream json;
    writeReplayJson(json, comparison);
    const nlohmann::json figures = nlohmann::json::parse(json.str());
    EXPECT_EQ(figures["format"], "qmgrlab-replay-1");
    EXPECT_EQ(figures["runs"], (nlohmann::json{"base", "minimal_backoff_time=3600s"}));
    EXPECT_EQ(figures["logged_lines"], 2);
    EXPECT_EQ(figures["unpaired"][1]["logged"], 1);
    EXPECT_EQ(figures["whole"]["lines"], 2);
    EXPECT_EQ(figures["whole"]["variants"][0]["paired"], 1);
    EXPECT_EQ(figures["destinations"][0]["destination"], "grey.example");
}

} // namespace
