// SPDX-License-Identifier: GPL-3.0-or-later
// The deferred queue's figures the core records and answers (contract v2), checked against
// SPEC's rules and Postfix's reference traces: Backoff (the age kept within the two backoff
// times, and the bound that applied); the deferral recorded with every defer_msg and expire (its
// age, wait, bound, lifetime, recipients and retry time); the times carried by the events that
// start a timer; the due rule of a deferred message; and DeferredQueueHistory at every step (the
// waiting messages with their last defer_msg, whether a scan takes each, the time left, the scans
// and the expiries so far).
#include "ExamplePaths.h"
#include "TestSupport.h"
#include "core/run/DeferredQueueHistory.h"
#include "core/run/Inspector.h"
#include "core/run/Run.h"
#include "core/scenario/Backoff.h"
#include "core/scheduler/SimulationState.h"

#include <gtest/gtest.h>
#include <map>
#include <string>
#include <vector>

namespace qmgrlab {
namespace {

using test::referenceTrace;

// The conformance cases whose reference trace moves a message to the deferred queue or expires one.
std::vector<std::string> deferringCases() {
    std::vector<std::string> names;
    for (const char* name :
         {"broken-agents-deferred-queue-retry", "defer-users-retried-until-expiry",
          "deferred-retry-after-backoff", "deferred-scan-takes-turns-with-incoming",
          "expired-message-bounces", "greylisting-retry-succeeds", "null-sender-uses-bounce-lifetime",
          "reactivated-before-destination-revives", "remembered-scan-request-starts-in-admission",
          "stop-during-retry-counts-unread-as-deferred"})
        names.emplace_back(name);
    return names;
}

std::string conformanceFile(const std::string& name) {
    return qmgrlab::test::conformanceCase(name);
}

// SPEC section 2: delay = age, lowered to maximal_backoff_time if larger, then raised to
// minimal_backoff_time if smaller.
TEST(Backoff, IsTheAgeWithinTheTwoBackoffTimes) {
    EXPECT_EQ(Backoff::of(10, 300, 4000).seconds, 300);
    EXPECT_EQ(Backoff::of(10, 300, 4000).bound, BackoffBound::Minimal);
    EXPECT_EQ(Backoff::of(300, 300, 4000).seconds, 300);
    EXPECT_EQ(Backoff::of(300, 300, 4000).bound, BackoffBound::None);
    EXPECT_EQ(Backoff::of(2500, 300, 4000).seconds, 2500);
    EXPECT_EQ(Backoff::of(2500, 300, 4000).bound, BackoffBound::None);
    EXPECT_EQ(Backoff::of(4000, 300, 4000).bound, BackoffBound::None);
    EXPECT_EQ(Backoff::of(4001, 300, 4000).seconds, 4000);
    EXPECT_EQ(Backoff::of(4001, 300, 4000).bound, BackoffBound::Maximal);
    // maximal_backoff_time below minimal_backoff_time is valid: the minimum wins.
    EXPECT_EQ(Backoff::of(30, 100, 50).seconds, 100);
    EXPECT_EQ(Backoff::of(30, 100, 50).bound, BackoffBound::Minimal);
    EXPECT_EQ(Backoff::of(70, 100, 50).seconds, 100);
    EXPECT_EQ(Backoff::of(70, 100, 50).bound, BackoffBound::MinimalOverMaximal);
    EXPECT_EQ(Backoff::of(150, 100, 50).seconds, 100);
    EXPECT_EQ(Backoff::of(150, 100, 50).bound, BackoffBound::MinimalOverMaximal);
    // The largest times the format allows.
    EXPECT_EQ(Backoff::of(2'000'000, 2147483647, 2147483647).seconds, 2147483647);
}

// SPEC section 2: a scan activates a deferred message whose file time is at most one second ahead.
TEST(Backoff, ADeferredMessageIsDueFromOneSecondBeforeItsFileTime) {
    MessageFile file;
    file.fileTime = 10;
    EXPECT_FALSE(file.dueAt(8));
    EXPECT_TRUE(file.dueAt(9));
    EXPECT_TRUE(file.dueAt(10));
    EXPECT_TRUE(file.dueAt(11));
}

// Every defer_msg and expire of the reference traces has its deferral, with the trace's times and
// the figures SPEC's rule gives them.
TEST(DeferralDecision, RecordedWithEveryDeferMsgAndExpire) {
    std::size_t checked = 0;
    bool sawMinimal = false;
    bool sawAge = false;
    for (const std::string& name : deferringCases()) {
        SCOPED_TRACE(name);
        const auto config = test::configFromFile(conformanceFile(name));
        const auto outcome = test::runToEnd(config);
        const auto reference = referenceTrace(name);
        const Recording& recording = outcome.recording;
        ASSERT_EQ(recording.events().size(), reference.size());
        std::size_t deferrals = 0;
        int lastFinishDeferred = -1;
        for (std::size_t i = 0; i < reference.size(); ++i) {
            const nlohmann::json& e = reference[i];
            const std::string ev = e["ev"];
            if (ev == "finish")
                lastFinishDeferred = e["deferred"];
            if (ev != "defer_msg" && ev != "expire") {
                EXPECT_EQ(recording.deferralOf(i), nullptr) << "event " << i;
                continue;
            }
            ++deferrals;
            const DeferralDecision* d = recording.deferralOf(i);
            ASSERT_NE(d, nullptr) << "event " << i;
            const std::int64_t t = e["t"];
            const MessageSpec& spec = config->message(d->message);
            EXPECT_EQ(spec.id, e["msg"].get<std::string>());
            EXPECT_EQ(d->timeMs, t);
            EXPECT_EQ(d->event, i);
            if (ev == "expire") {
                EXPECT_EQ(d->outcome, DeferralOutcome::Expired);
                EXPECT_EQ(d->recipients, e["rcpts"].get<int>());
                EXPECT_EQ(d->ageSeconds, t / 1000 - spec.arrivalMs / 1000);
                EXPECT_EQ(d->bounceLifetime, spec.nullSender);
                EXPECT_EQ(d->lifetimeSeconds, spec.nullSender ? config->bounceQueueLifetimeSeconds()
                                                              : config->maximalQueueLifetimeSeconds());
                EXPECT_GE(d->ageSeconds, d->lifetimeSeconds);
                ++checked;
                continue;
            }
            const std::int64_t until = e["until"];
            EXPECT_EQ(d->retryAtMs, until);
            EXPECT_EQ(d->waitSeconds, until / 1000 - t / 1000);
            if (d->outcome == DeferralOutcome::ArrivedDeferred) {
                EXPECT_TRUE(spec.deferredUntilMs.has_value());
                EXPECT_EQ(t, spec.arrivalMs);
                EXPECT_EQ(d->recipients, config->recipientCount(d->message));
                continue;
            }
            EXPECT_EQ(d->outcome, DeferralOutcome::Deferred);
            // The finish just before it counts the recipients deferred on this visit.
            EXPECT_EQ(reference[i - 1]["ev"], "finish");
            EXPECT_EQ(d->recipients, lastFinishDeferred);
            const std::int64_t age = t / 1000 - spec.arrivalMs / 1000;
            EXPECT_EQ(d->ageSeconds, age);
            EXPECT_LT(d->ageSeconds, d->lifetimeSeconds);
            const std::int64_t minimal = config->minimalBackoffSeconds();
            const std::int64_t maximal = config->maximalBackoffSeconds();
            const BackoffBound bound =
                age > maximal ? (minimal > maximal ? BackoffBound::MinimalOverMaximal : BackoffBound::Maximal)
                : age < minimal ? BackoffBound::Minimal
                                : BackoffBound::None;
            EXPECT_EQ(d->bound, bound);
            sawMinimal = sawMinimal || bound == BackoffBound::Minimal;
            sawAge = sawAge || bound == BackoffBound::None;
            ++checked;
        }
        EXPECT_EQ(recording.deferrals().size(), deferrals);
    }
    EXPECT_GE(checked, 20u);
    EXPECT_TRUE(sawMinimal);
    EXPECT_TRUE(sawAge);
}

// A message that arrives in the deferred queue (deferred_until_ms) has its deferral too: its age 0,
// its wait the scenario's, in whole seconds.
TEST(DeferralDecision, RecordedForAMessageThatArrivesDeferred) {
    const auto outcome = test::runToEnd(test::configFromJson(
        R"({"format":"qmgrlab-scenario-1","deferred_queue":true,"destinations":{"*":{"delivery_ms":1000}},)"
        R"("messages":[{"id":"a","arrival_ms":2500,"deferred_until_ms":90700,"recipients":{"x.example":3}}]})"));
    ASSERT_FALSE(outcome.recording.deferrals().empty());
    const DeferralDecision& d = outcome.recording.deferrals()[0];
    EXPECT_EQ(d.outcome, DeferralOutcome::ArrivedDeferred);
    EXPECT_EQ(d.message, 0);
    EXPECT_EQ(d.timeMs, 2500);
    EXPECT_EQ(d.recipients, 3);
    EXPECT_EQ(d.ageSeconds, 0);
    EXPECT_EQ(d.retryAtMs, 90000);
    EXPECT_EQ(d.waitSeconds, 88);
    const TraceEvent& e = outcome.recording.events()[d.event];
    EXPECT_EQ(e.type, EventType::DeferMsg);
    EXPECT_TRUE(e.atArrival);
    EXPECT_EQ(e.untilMs, 90000);
}

// The events that start a timer carry when it ends: a suspend its queue's resume, an alloc its
// transport's selection, an xdead its retry; an activation from the deferred queue the file time
// it was given (the until of the message's last defer_msg).
TEST(DeferralDecision, TimerEventsCarryWhenTheirTimerEnds) {
    std::map<std::string, int> seen;
    for (const std::string& name :
         {std::string("rate-delay-2s-serializes-deliveries"),
          std::string("transport-rate-delay-selects-at-the-later-time"),
          std::string("broken-agents-transport-dead"), std::string("deferred-retry-after-backoff"),
          std::string("transport-and-destination-rate-delay")}) {
        SCOPED_TRACE(name);
        const auto config = test::configFromFile(conformanceFile(name));
        const auto outcome = test::runToEnd(config);
        const auto reference = referenceTrace(name);
        const auto& events = outcome.recording.events();
        ASSERT_EQ(events.size(), reference.size());
        std::map<int, std::int64_t> lastUntil; // message -> its last defer_msg's until
        for (std::size_t i = 0; i < events.size(); ++i) {
            const TraceEvent& e = events[i];
            switch (e.type) {
            case EventType::Suspend: {
                const auto& settings = config->transports()[static_cast<std::size_t>(e.transport)];
                EXPECT_EQ(e.untilMs, e.t + settings.destinationRateDelay * 1000);
                // The reference trace resumes the queue then, unless the run ended first.
                for (std::size_t k = i + 1; k < reference.size(); ++k) {
                    if (reference[k]["ev"] == "resume" && reference[k]["dest"] == reference[i]["dest"] &&
                        reference[k]["transport"] == reference[i]["transport"]) {
                        EXPECT_EQ(reference[k]["t"].get<std::int64_t>(), e.untilMs);
                        break;
                    }
                }
                ++seen["suspend"];
                break;
            }
            case EventType::Alloc: {
                const auto& settings = config->transports()[static_cast<std::size_t>(e.transport)];
                EXPECT_EQ(e.untilMs, e.t + settings.transportRateDelay * 1000);
                ++seen["alloc"];
                break;
            }
            case EventType::XDead:
                EXPECT_EQ(e.untilMs, e.t + config->transportRetrySeconds() * 1000);
                ++seen["xdead"];
                break;
            case EventType::DeferMsg:
                lastUntil[e.message] = reference[i]["until"];
                break;
            case EventType::Activate:
                if (e.fromDeferred) {
                    EXPECT_EQ(e.untilMs, lastUntil.at(e.message));
                    ++seen["activate"];
                }
                break;
            default:
                break;
            }
        }
    }
    EXPECT_GT(seen["suspend"], 0);
    EXPECT_GT(seen["alloc"], 0);
    EXPECT_GT(seen["xdead"], 0);
    EXPECT_GT(seen["activate"], 0);
}

// At every step of every case that defers: the Inspector's deferred queue, each message with the
// last defer_msg the reference trace gave it so far, due when its until is at most one second
// ahead, else the time left; the scans and expiries of the trace so far.
TEST(DeferredQueueHistory, AtEveryStepMatchesTheReferenceTrace) {
    std::size_t listed = 0;
    bool sawDue = false;
    bool sawWaiting = false;
    for (const std::string& name : deferringCases()) {
        SCOPED_TRACE(name);
        qmgrlab::Run run(test::configFromFile(conformanceFile(name)));
        run.recordAll();
        const auto reference = referenceTrace(name);
        ASSERT_EQ(run.recording().events().size(), reference.size());
        DeferredQueueHistory history;
        for (std::size_t position = 0; position <= run.knownSteps(); ++position) {
            run.seek(position);
            history.update(run);
            const std::size_t events = run.recording().eventsBefore(position);
            std::map<std::string, const nlohmann::json*> last; // message id -> its last defer_msg
            std::size_t scans = 0;
            int expiries = 0;
            int bounced = 0;
            for (std::size_t i = 0; i < events; ++i) {
                const nlohmann::json& e = reference[i];
                if (e["ev"] == "defer_msg")
                    last[e["msg"]] = &e;
                scans += e["ev"] == "scan" ? 1 : 0;
                if (e["ev"] == "expire") {
                    ++expiries;
                    bounced += e["rcpts"].get<int>();
                }
            }
            EXPECT_EQ(history.scans().size(), scans);
            EXPECT_EQ(history.expiredMessages(), expiries);
            EXPECT_EQ(history.bouncedRecipients(), bounced);

            const Inspector inspector(run);
            const auto deferred = inspector.deferredMessages();
            ASSERT_EQ(history.waiting().size(), deferred.size());
            const std::int64_t now = run.timeMs();
            for (std::size_t k = 0; k < deferred.size(); ++k) {
                const DeferredQueueHistory::Waiting& w = history.waiting()[k];
                EXPECT_EQ(w.message, deferred[k].spec);
                EXPECT_EQ(w.visits, deferred[k].visits);
                const auto found = last.find(run.config().message(w.message).id);
                ASSERT_NE(found, last.end());
                const nlohmann::json& e = *found->second;
                const std::int64_t until = e["until"];
                EXPECT_EQ(w.retryAtMs, until);
                ASSERT_TRUE(w.deferral.has_value());
                EXPECT_EQ(w.deferral->timeMs, e["t"].get<std::int64_t>());
                EXPECT_EQ(w.deferral->retryAtMs, until);
                EXPECT_EQ(w.due, until <= now + 1000);
                EXPECT_EQ(w.retryInMs, w.due ? 0 : until - now);
                sawDue = sawDue || w.due;
                sawWaiting = sawWaiting || !w.due;
                ++listed;
            }
        }
    }
    EXPECT_GT(listed, 50u);
    EXPECT_TRUE(sawDue);
    EXPECT_TRUE(sawWaiting);
}

} // namespace
} // namespace qmgrlab
