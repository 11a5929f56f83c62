// SPDX-License-Identifier: GPL-3.0-or-later
// The round trip's first half: a run written as a Postfix mail log (core/maillog/SimulatedMaillog)
// and read back (MaillogReader) gives every recipient's line exactly as the run had it, to Postfix's
// rounding: its time, a, b, c + d and status, the deliveries' grouping, each message's arrival (from
// its long queue ID), activations, expiry and removal, and as many sent and bounced lines as the
// run's totals.
// The expectation is built from an ordinary run's recording and trace (a configuration that does
// not track recipients, so also proving that tracking them changes nothing): every example, and
// random scenarios with and without contract v2's deferred queue, greylisting and refusals.
#include "ExamplePaths.h"
#include "RandomScenario.h"
#include "TemporaryFolder.h"
#include "TestSupport.h"
#include "core/maillog/DelayText.h"
#include "core/maillog/MaillogReader.h"
#include "core/maillog/QueueId.h"
#include "core/maillog/SimulatedMaillog.h"
#include "core/run/RunBuilder.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <map>
#include <set>
#include <sstream>
#include <tuple>

namespace {

namespace fs = std::filesystem;
using namespace qmgrlab;

constexpr std::int64_t kMs = 1000;

// One recipient's line: time, a, b, c + d (each as logged), status, deferred without a delivery.
using Line = std::tuple<std::int64_t, std::int64_t, std::int64_t, std::int64_t, std::string, bool>;

struct ExpectedMessage {
    std::vector<std::int64_t> activations; // wall clock
    std::vector<Line> lines;
    std::int64_t removed = -1;
    std::int64_t expired = -1;
    std::size_t deliveries = 0;
    bool arrivalLogged = false;
};

class Collect : public MaillogSink {
public:
    void message(const LoggedMessage& message) override { messages[message.queueId] = message; }
    std::map<std::string, LoggedMessage> messages;
};

std::int64_t failMsOf(const Configuration& config, const std::string& queueName) {
    const std::string nexthop = queueName.substr(queueName.rfind('@') + 1);
    for (const DestinationBehaviour& destination : config.nexthops())
        if (destination.nexthop == nexthop)
            return destination.failMs;
    ADD_FAILURE() << "no next hop " << nexthop;
    return 0;
}

// What the log must say, from an ordinary run of the scenario.
std::map<std::string, ExpectedMessage> expectation(const Scenario& scenario, std::int64_t epoch,
                                                   std::int64_t& sent, std::int64_t& bounced) {
    const auto config = resolveScenario(scenario, "round-trip.json");
    const test::Outcome run = test::runToEnd(config);
    auto wall = [epoch](std::int64_t ms) { return epoch + ms * kMs; };
    std::map<int, std::int64_t> activation; // by message: the current visit's start (ms)
    std::map<int, ExpectedMessage> byMessage;
    std::map<int, const TraceEvent*> selects;
    bounced = 0;
    for (const TraceEvent& event : run.recording.events()) {
        ExpectedMessage& expected = byMessage[event.message];
        const MessageSpec& spec = config->message(std::max(event.message, 0));
        const std::int64_t a = roundDelay((activation[event.message] - spec.arrivalMs) * kMs);
        switch (event.type) {
        case EventType::Arrive:
            // A message that starts in the deferred queue was queued before the log: no arrival lines.
            expected.arrivalLogged = !(config->deferredQueue() && spec.deferredUntilMs);
            break;
        case EventType::Activate:
            activation[event.message] = event.t;
            expected.activations.push_back(wall(event.t));
            break;
        case EventType::Select:
            selects[event.seq] = &event;
            break;
        case EventType::Done: {
            const TraceEvent& select = *selects.at(event.seq);
            const MessageSpec& delivered = config->message(select.message);
            ExpectedMessage& owner = byMessage[select.message];
            const std::int64_t duration = event.t - select.t;
            const std::int64_t c =
                event.sent ? std::min(duration, failMsOf(*config, run.names->name(select.dest))) : duration;
            const Line line{wall(event.t),
                            roundDelay((activation[select.message] - delivered.arrivalMs) * kMs),
                            roundDelay((select.t - activation[select.message]) * kMs),
                            roundDelay(c * kMs) + roundDelay((duration - c) * kMs),
                            "",
                            false};
            auto add = [&](int count, const char* status) {
                for (int i = 0; i < count; ++i) {
                    owner.lines.push_back(line);
                    std::get<4>(owner.lines.back()) = status;
                }
            };
            add(event.sentCount, "sent");
            add(event.deferredCount, "deferred");
            add(event.bouncedCount, "bounced");
            ++owner.deliveries;
            break;
        }
        case EventType::Defer:
            for (int i = 0; i < event.rcpts; ++i)
                expected.lines.push_back({wall(event.t), a,
                                          roundDelay((event.t - activation[event.message]) * kMs), 0,
                                          "deferred", true});
            break;
        case EventType::Expire:
            expected.expired = wall(event.t);
            bounced -= event.rcpts;
            break;
        case EventType::Finish:
            if (event.deferredCount == 0 || expected.expired == wall(event.t))
                expected.removed = wall(event.t);
            break;
        case EventType::End:
            sent = event.sentCount;
            bounced += event.bouncedCount;
            break;
        default:
            break;
        }
    }
    std::map<std::string, ExpectedMessage> result;
    for (auto& [message, expected] : byMessage)
        if (message >= 0 && (expected.arrivalLogged || !expected.activations.empty()))
            result[simulatedQueueId(wall(config->message(message).arrivalMs), message)] = std::move(expected);
    return result;
}

void roundTrip(const Scenario& scenario, std::int64_t epoch, int offsetMinutes, const fs::path& file) {
    SimulatedMaillogOptions options;
    options.epoch = epoch;
    options.style.offsetMinutes = offsetMinutes;
    const auto tracking = std::make_shared<const Configuration>(
        Configuration::fromScenario(scenario, "round-trip.json", RecipientTracking::Always));
    std::ostringstream log;
    std::ostringstream trace;
    writeSimulatedMaillog(tracking, log, &trace, options, "round-trip.json");

    // The trace beside the log is the ordinary run's.
    const test::Outcome plain = test::runToEnd(resolveScenario(scenario, "round-trip.json"));
    std::string expectedTrace;
    for (const std::string& line : plain.traceLines)
        expectedTrace += line + '\n';
    ASSERT_EQ(trace.str(), expectedTrace);

    std::ofstream(file, std::ios::binary) << log.str();
    MaillogReader reader(MaillogOptions{std::nullopt, epoch});
    Collect collect;
    reader.read({file.string()}, {&collect});
    // A run stopped before its first line writes an empty log, which the reader names as such.
    for (const MaillogProblem& problem : reader.report().problems)
        if (!log.str().empty() ||
            problem.rule.english() != file.string() + ": is empty: it has no line to read")
            ADD_FAILURE() << reader.report().message(problem).english();
    for (const auto& [use, tally] : reader.report().lines)
        EXPECT_TRUE(use.first != LineUse::NotUnderstood && use.first != LineUse::Ignored &&
                    use.first != LineUse::NotSyslog)
            << lineUseName(use.first) << " " << use.second;

    std::int64_t sent = 0;
    std::int64_t bounced = 0;
    const std::map<std::string, ExpectedMessage> expected = expectation(scenario, epoch, sent, bounced);
    ASSERT_EQ(collect.messages.size(), expected.size());
    std::int64_t sentSeen = 0;
    std::int64_t bouncedSeen = 0;
    for (const auto& [queueId, want] : expected) {
        SCOPED_TRACE(queueId);
        ASSERT_EQ(collect.messages.count(queueId), 1u);
        const LoggedMessage& got = collect.messages.at(queueId);
        EXPECT_EQ(got.arrivalSource, ArrivalSource::LongQueueId);
        EXPECT_EQ(got.arrival, *longQueueIdTime(queueId));
        EXPECT_EQ(got.activations, want.activations);
        EXPECT_EQ(got.removed, want.removed);
        EXPECT_EQ(got.expired, want.expired);
        std::vector<Line> lines;
        std::set<int> deliveries;
        for (const LoggedAttempt& attempt : got.attempts) {
            EXPECT_TRUE(attempt.hasDelays);
            EXPECT_EQ(attempt.delay, roundDelay(attempt.at - got.arrival));
            lines.push_back({attempt.at, attempt.a, attempt.b, attempt.c + attempt.d, attempt.statusWord,
                             attempt.suspended});
            if (!attempt.suspended)
                deliveries.insert(attempt.delivery);
            // (A recipient is sent or bounced once: the lines add up to the run's totals.)
            sentSeen += attempt.status == DeliveryStatus::Sent ? 1 : 0;
            bouncedSeen += attempt.status == DeliveryStatus::Bounced ? 1 : 0;
        }
        std::vector<Line> wanted = want.lines;
        std::sort(lines.begin(), lines.end());
        std::sort(wanted.begin(), wanted.end());
        EXPECT_EQ(lines, wanted);
        EXPECT_EQ(deliveries.size(), want.deliveries);
    }
    EXPECT_EQ(sentSeen, sent);
    EXPECT_EQ(bouncedSeen, bounced);
}

class MaillogRoundTrip : public testing::Test, protected test::TemporaryFolder {
protected:
    const fs::path file_ = path("round-trip.log");
};

TEST_F(MaillogRoundTrip, EveryExample) {
    const std::vector<fs::path> examples = test::exampleFiles();
    ASSERT_GE(examples.size(), 10u);
    // 2024-03-14T08:00:00+01:00, written in the zone +01:00.
    const std::int64_t epoch = civilMicros(2024, 3, 14, 7 * 3600, 0);
    for (const fs::path& example : examples) {
        SCOPED_TRACE(example.filename().string());
        roundTrip(loadScenarioFile(example.string()), epoch, 60, file_);
    }
}

TEST_F(MaillogRoundTrip, RandomScenarios) {
    test::RandomScenario random(20270127);
    for (int round = 0; round < 400; ++round) {
        const bool withStop = round % 5 == 4;
        const std::string json = round % 2 == 1 ? random.contractV2(withStop) : random.classic(withStop);
        SCOPED_TRACE(json);
        roundTrip(parseScenario(json, "random.json"), 0, 0, file_);
        if (HasFailure())
            return;
    }
}

} // namespace
