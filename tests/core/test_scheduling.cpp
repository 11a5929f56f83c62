// SPDX-License-Identifier: GPL-3.0-or-later
// Scheduling arithmetic that is easy to get subtly wrong, checked against the worked
// examples of ALGORITHM.md section 6 and its feedback examples (3.7.1): integer division in
// the preemption test, the slot loan, feedback hysteresis and failed-cohort counting.
#include "ExamplePaths.h"
#include "TestSupport.h"

#include <algorithm>
#include <gtest/gtest.h>

namespace {

using qmgrlab::test::configFromJson;
using qmgrlab::test::linesOfType;
using qmgrlab::test::runToEnd;
using qmgrlab::test::slotString;

// The README's example: one 10-recipient message and two 2-recipient messages, one agent,
// one recipient per delivery; only the slot parameters vary.
std::string readmeExample(int cost, int discount, int loan, int minimumSlots) {
    return R"({"format":"qmgrlab-scenario-1","main.cf":{)"
           R"("default_delivery_slot_cost":)" +
           std::to_string(cost) + R"(,"default_delivery_slot_discount":)" + std::to_string(discount) +
           R"(,"default_delivery_slot_loan":)" + std::to_string(loan) +
           R"(,"default_minimum_delivery_slots":)" + std::to_string(minimumSlots) +
           R"(,"smtp_destination_concurrency_limit":1,"smtp_destination_recipient_limit":1},)"
           R"("master.cf":{"smtp":{"maxproc":1}},"destinations":{"*":{"delivery_ms":1000}},)"
           R"("messages":[{"id":"1","recipients":{"example.com":10}},)"
           R"({"id":"2","recipients":{"example.com":2}},{"id":"3","recipients":{"example.com":2}}]})";
}

std::string slotsOf(const std::string& json) {
    const auto config = configFromJson(json);
    const auto outcome = runToEnd(config);
    return slotString(*config, outcome.recording, "smtp");
}

TEST(SlotSequences, DiscountZeroWaitsForAllSlots) { // ALGORITHM.md 6, example A
    EXPECT_EQ(slotsOf(readmeExample(2, 0, 0, 1)), "11112211113311");
}

TEST(SlotSequences, DiscountFiftyLendsHalf) { // ALGORITHM.md 6, example B
    EXPECT_EQ(slotsOf(readmeExample(2, 50, 0, 1)), "11221111331111");
}

TEST(SlotSequences, LoanThreePreemptsAtOnce) { // ALGORITHM.md 6, variations
    EXPECT_EQ(slotsOf(readmeExample(2, 50, 3, 3)), "12211113311111");
}

TEST(SlotSequences, DefaultsNeverPreemptTenRecipients) { // 10 < 3 x 5: the gate closes
    EXPECT_EQ(slotsOf(readmeExample(5, 50, 3, 3)), "11111111112233");
}

TEST(SlotSequences, CostZeroTurnsPreemptionOff) {
    EXPECT_EQ(slotsOf(readmeExample(0, 50, 3, 3)), "11111111112233");
}

// Example A, rows 4 and 5: slots_available 3 gives 3 div 2 = 1 < 2; 4 gives 2 >= 2.
TEST(PreemptionTest, SlotsAreDividedByCostWithTruncation) {
    const auto config = configFromJson(readmeExample(2, 0, 0, 1));
    const auto outcome = runToEnd(config);
    const auto& decisions = outcome.recording.decisions();
    ASSERT_GE(decisions.size(), 5u);
    EXPECT_EQ(decisions[3].slotsAvailable, 3);
    EXPECT_EQ(decisions[3].earned, 1);
    EXPECT_DOUBLE_EQ(decisions[3].required, 2.0);
    EXPECT_EQ(decisions[3].preemption, qmgrlab::PreemptionOutcome::NotEnoughSlots);
    EXPECT_EQ(decisions[4].slotsAvailable, 4);
    EXPECT_EQ(decisions[4].earned, 2);
    EXPECT_EQ(decisions[4].maxSlots, 5); // (10 - 4 + 4) div 2
    EXPECT_EQ(decisions[4].preemption, qmgrlab::PreemptionOutcome::Preempted);
    EXPECT_EQ(decisions[4].charged, 4);
}

// Example B, row 3: 2 div 2 + 0 = 1 >= 2 x 50 / 100 = 1.0, and the parent pays all 4 slots.
TEST(PreemptionTest, DiscountHalvesTheRequirementButNotThePrice) {
    const auto config = configFromJson(readmeExample(2, 50, 0, 1));
    const auto outcome = runToEnd(config);
    const auto& d = outcome.recording.decisions()[2];
    EXPECT_EQ(d.preemption, qmgrlab::PreemptionOutcome::Preempted);
    EXPECT_EQ(d.earned, 1);
    EXPECT_DOUBLE_EQ(d.required, 1.0);
    EXPECT_EQ(d.expected, 2);
    EXPECT_EQ(d.charged, 4);
    EXPECT_EQ(d.newLevel, 1);
    // Row 5: the loan shows as a negative counter, so no preemption is attempted.
    const auto& repaying = outcome.recording.decisions()[4];
    EXPECT_EQ(repaying.slotsAvailable, -2);
    EXPECT_EQ(repaying.preemption, qmgrlab::PreemptionOutcome::NoSlotsAvailable);
}

// One agent, one destination, messages of one recipient each.
std::string feedbackScenario(const std::string& mainCf, bool down, int messages) {
    std::string json =
        R"({"format":"qmgrlab-scenario-1","main.cf":{)" + mainCf +
        R"(},"master.cf":{"smtp":{"maxproc":1}},"destinations":{"*":{"delivery_ms":100,"down":)" +
        (down ? std::string("true") : std::string("false")) + R"(}},"messages":[)";
    for (int i = 0; i < messages; ++i) {
        if (i > 0)
            json += ',';
        json += R"({"id":"m)";
        json += std::to_string(i);
        json += R"(","recipients":["u@d.example"]})";
    }
    return json + "]}";
}

// ALGORITHM.md 3.7.1: with the defaults, consecutive failures give window 5 -> 3 (the first
// failure with feedback 1 costs 2), then 2, and fail_cohorts 0.2 + 1/3 + 1/2 >= 1 kills it.
TEST(ConcurrencyFeedback, ConsecutiveFailuresWithDefaults) {
    const auto outcome = runToEnd(configFromJson(feedbackScenario("", true, 6)));
    const auto windows = linesOfType(outcome, "window");
    ASSERT_EQ(windows.size(), 2u);
    EXPECT_NE(windows[0].find("\"window\":3"), std::string::npos);
    EXPECT_NE(windows[1].find("\"window\":2"), std::string::npos);
    EXPECT_EQ(linesOfType(outcome, "dead").size(), 1u);
    // After the third failure the remaining three entries are deferred without an attempt.
    EXPECT_EQ(linesOfType(outcome, "defer").size(), 3u);
    EXPECT_EQ(linesOfType(outcome, "select").size(), 3u);
}

// With a failed-cohort limit of 2 the cohorts add up to 2.033 only at the fourth failure.
TEST(ConcurrencyFeedback, CohortLimitTwoNeedsFourFailures) {
    const auto outcome = runToEnd(configFromJson(
        feedbackScenario(R"("default_destination_concurrency_failed_cohort_limit":2)", true, 6)));
    const auto windows = linesOfType(outcome, "window");
    ASSERT_EQ(windows.size(), 3u);
    EXPECT_NE(windows[2].find("\"window\":1"), std::string::npos);
    EXPECT_EQ(linesOfType(outcome, "select").size(), 4u);
    EXPECT_EQ(linesOfType(outcome, "dead").size(), 1u);
}

// With one agent and only successes the window grows once, 5 -> 6, then the safety margin
// (window < busy + initial concurrency) stops it.
TEST(ConcurrencyFeedback, SafetyMarginStopsGrowth) {
    const auto outcome = runToEnd(configFromJson(feedbackScenario("", false, 5)));
    const auto windows = linesOfType(outcome, "window");
    ASSERT_EQ(windows.size(), 1u);
    EXPECT_NE(windows[0].find("\"window\":6"), std::string::npos);
    EXPECT_NE(windows[0].find("\"t\":100,"), std::string::npos);
}

// Positive feedback 0.4: success + f/2 >= 1 is reached at the second success, not the third.
TEST(ConcurrencyFeedback, HysteresisGrowsAfterTwoSuccessesOfPointFour) {
    const auto outcome = runToEnd(configFromJson(
        feedbackScenario(R"("default_destination_concurrency_positive_feedback":"0.4")", false, 5)));
    const auto windows = linesOfType(outcome, "window");
    ASSERT_EQ(windows.size(), 1u);
    EXPECT_NE(windows[0].find("\"t\":200,"), std::string::npos);
}

// Zero negative feedback: failures never shrink the window, only the cohorts kill the queue.
TEST(ConcurrencyFeedback, ZeroNegativeFeedbackKeepsTheWindow) {
    const auto outcome = runToEnd(configFromJson(
        feedbackScenario(R"("default_destination_concurrency_negative_feedback":0)", true, 6)));
    EXPECT_TRUE(linesOfType(outcome, "window").empty());
    EXPECT_EQ(linesOfType(outcome, "dead").size(), 1u);
    EXPECT_EQ(linesOfType(outcome, "select").size(), 5u); // 5 x 1/5 = 1.0 >= 1
}

} // namespace

namespace {

// The blocker case of the conformance suite: at t=0 job b is marked a blocker because its
// only destination, slow1.example (initial window 1), is already busy with a's delivery.
TEST(BlockerReasons, NameTheFullQueueWithItsNumbers) {
    const auto config =
        qmgrlab::test::configFromFile(qmgrlab::test::conformanceCase("blockers-low-concurrency"));
    const auto outcome = qmgrlab::test::runToEnd(config);
    const qmgrlab::SelectionDecision* first = nullptr;
    for (const auto& d : outcome.recording.decisions())
        if (!outcome.recording.blockers(d).empty()) {
            first = &d;
            break;
        }
    ASSERT_NE(first, nullptr);
    EXPECT_EQ(first->timeMs, 0);
    const auto blockers = outcome.recording.blockers(*first);
    ASSERT_EQ(blockers.size(), 1u);
    EXPECT_EQ(config->message(blockers[0].message).id, "b");
    EXPECT_EQ(outcome.names->name(blockers[0].queue), "slow1.example");
    EXPECT_EQ(blockers[0].window, 1);
    EXPECT_EQ(blockers[0].busy, 1);
    EXPECT_EQ(first->blockersMarked, 1);
}

// The lists kept beside the decisions belong to the decision that made them: every Blocker event
// of a selection step names a job whose queues are among that decision's blocker queues (and
// its queues only), and each decision lists as many stalled messages as it retired stalled
// jobs, none of them the message it selected. The stalled case retires jobs, the blocker cases
// mark blockers in many selections.
TEST(BlockerReasons, EachDecisionKeepsItsOwnBlockersAndStalledMessages) {
    std::size_t withBlockers = 0;
    std::size_t stalled = 0;
    for (const char* name : {"stalled-job-retired-until-refilled", "blockers-low-concurrency", "random-06"}) {
        SCOPED_TRACE(name);
        const auto config = qmgrlab::test::configFromFile(qmgrlab::test::conformanceCase(name));
        const auto outcome = qmgrlab::test::runToEnd(config);
        const qmgrlab::Recording& recording = outcome.recording;
        for (const auto& step : recording.steps()) {
            if (step.decision < 0)
                continue;
            const auto& d = recording.decisions()[static_cast<std::size_t>(step.decision)];
            const auto blockers = recording.blockers(d);
            std::vector<int> marked;
            for (std::uint32_t e = 0; e < step.eventCount; ++e) {
                const auto& event = recording.events()[step.firstEvent + e];
                if (event.type == qmgrlab::EventType::Blocker)
                    marked.push_back(event.message);
            }
            ASSERT_EQ(marked.size(), static_cast<std::size_t>(d.blockersMarked));
            for (const auto& reason : blockers)
                EXPECT_NE(std::find(marked.begin(), marked.end(), reason.message), marked.end());
            for (const int message : marked) {
                EXPECT_NE(std::find_if(blockers.begin(), blockers.end(),
                                       [message](const auto& r) { return r.message == message; }),
                          blockers.end());
            }
            const auto retired = recording.stalledMessages(d);
            ASSERT_EQ(retired.size(), static_cast<std::size_t>(d.stalledRetired));
            for (const int message : retired)
                EXPECT_NE(message, d.selectedMessage);
            withBlockers += blockers.empty() ? 0 : 1;
            stalled += retired.size();
        }
    }
    EXPECT_GT(withBlockers, 1u);
    EXPECT_GT(stalled, 0u);
}

// A message's recipients go into their entries sorted by address, byte by byte (ALGORITHM.md
// 3.2, 3.3). These addresses share their first eight bytes or are shorter, so the order must
// come from the whole address, not only from the 8-byte prefix the queue manager sorts on
// first: ab, abcdefg | abcdefgh1, abcdefgh10 | abcdefgh2, abcdefgh3, two to an entry. The
// server bounces abcdefgh2, so the third delivery, and only it, reports a bounce.
TEST(RecipientOrder, AddressesSharingTheirFirstEightBytesFillEntriesInByteOrder) {
    const auto outcome = runToEnd(
        configFromJson(R"({"format":"qmgrlab-scenario-1","main.cf":{"smtp_destination_recipient_limit":2},)"
                       R"("master.cf":{"smtp":{"maxproc":1}},"destinations":{"*":{"delivery_ms":1000},)"
                       R"("x.example":{"unknown_users":["abcdefgh2"]}},"messages":[{"id":"m","recipients":[)"
                       R"("abcdefgh2@x.example","abcdefgh10@x.example","abcdefgh1@x.example","ab@x.example",)"
                       R"("abcdefg@x.example","abcdefgh3@x.example"]}]})"));
    const std::vector<std::string> expected = {
        R"({"t":1000,"ev":"done","seq":1,"status":"sent"})",
        R"({"t":2000,"ev":"done","seq":2,"status":"sent"})",
        R"({"t":3000,"ev":"done","seq":3,"status":"partial","sent":1,"deferred":0,"bounced":1})"};
    EXPECT_EQ(linesOfType(outcome, "done"), expected);
}

// Per-recipient queues (destination recipient limit 1) are served in the order of their names,
// the lower-cased addresses, compared byte by byte (ALGORITHM.md 3.3), however the addresses
// are spelled and whatever their first eight bytes. One agent: one select a second, in that
// order; the queue of abcdefgh1@b.example holds two entries (two spellings of it), its second
// served after the round over the other queues.
TEST(RecipientOrder, QueuesSharingTheirFirstEightBytesComeInTheOrderOfTheirNames) {
    const auto outcome = runToEnd(configFromJson(
        R"({"format":"qmgrlab-scenario-1","main.cf":{"default_destination_recipient_limit":1},)"
        R"("master.cf":{"smtp":{"maxproc":1}},"destinations":{"*":{"delivery_ms":1000}},)"
        R"("messages":[{"id":"m","recipients":["abcdefgh2@b.example","abcdefgh10@b.example",)"
        R"("Abcdefgh1@a.example","abcdefgh1@b.example","ab@b.example","abcdefgh1@B.example",)"
        R"("abcdefg@b.example"]}]})"));
    std::vector<std::string> dests;
    for (const std::string& line : linesOfType(outcome, "select"))
        dests.push_back(line.substr(line.find("\"dest\":")));
    const std::vector<std::string> expected = {
        R"("dest":"ab@b.example","rcpts":1})",         R"("dest":"abcdefg@b.example","rcpts":1})",
        R"("dest":"abcdefgh10@b.example","rcpts":1})", R"("dest":"abcdefgh1@a.example","rcpts":1})",
        R"("dest":"abcdefgh1@b.example","rcpts":1})",  R"("dest":"abcdefgh2@b.example","rcpts":1})",
        R"("dest":"abcdefgh1@b.example","rcpts":1})"};
    EXPECT_EQ(dests, expected);
}

} // namespace
