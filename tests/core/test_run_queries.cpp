// SPDX-License-Identifier: GPL-3.0-or-later
// The scheduling questions the views ask the core, checked on every conformance case and
// example against the recorded run: DecisionIndex (next and previous decision, decisions made,
// the position after decision k) against the recorded step kinds and decisions; PredictQuestions
// against PredictionQuestion read from the state at every position; PoolBreakdown, JobSlots and
// InCoreRecipients against the Inspector's pool, jobs, slots held and limits at every position;
// the delivery slots per transport against the recorded deliveries; the Inspector's queues
// against the scenario's down times and their timers; the concurrency feedbacks recorded against
// the successes of the trace, and the latest step with one at every position.
#include "ExamplePaths.h"
#include "TestSupport.h"
#include "core/common/Saturating.h"
#include "core/run/DecisionIndex.h"
#include "core/run/DeliverySlots.h"
#include "core/run/InCoreRecipients.h"
#include "core/run/Inspector.h"
#include "core/run/JobSlots.h"
#include "core/run/PoolBreakdown.h"
#include "core/run/PredictQuestions.h"
#include "core/run/PredictionQuestion.h"
#include "core/run/Run.h"

#include <algorithm>
#include <filesystem>
#include <functional>
#include <gtest/gtest.h>
#include <optional>
#include <string>
#include <vector>

namespace {

using qmgrlab::DecisionIndex;
using qmgrlab::PredictQuestions;
using qmgrlab::StepKind;

std::vector<std::filesystem::path> scenarioFiles() {
    std::vector<std::filesystem::path> files;
    for (const char* dir : {QMGRLAB_CONFORMANCE_DIR, QMGRLAB_EXAMPLES_DIR}) {
        for (const auto& entry : std::filesystem::directory_iterator(dir)) {
            if (entry.path().extension() == ".json")
                files.push_back(entry.path());
        }
    }
    return files;
}

std::unique_ptr<qmgrlab::Run> recordedRun(const std::filesystem::path& file) {
    auto run = std::make_unique<qmgrlab::Run>(qmgrlab::test::configFromFile(file.string()));
    run->recordAll();
    return run;
}

// Calls check at every position of every case and example, each run recorded first.
void forEveryPosition(const std::function<void(const qmgrlab::Run&)>& check) {
    for (const auto& file : scenarioFiles()) {
        SCOPED_TRACE(file.string());
        const auto run = recordedRun(file);
        do {
            check(*run);
        } while (run->step());
    }
}

// From every position, the next decision lands right after the first step at or after it
// whose recorded kind is a selection, and the previous one right after the last selection
// before the position's last step; decision k is the recording's decisions()[k - 1].
TEST(DecisionIndex, MatchesTheRecordedSelectionsOfEveryCase) {
    const auto files = scenarioFiles();
    ASSERT_GT(files.size(), 40u);
    std::size_t decisions = 0;
    for (const auto& file : files) {
        SCOPED_TRACE(file.string());
        const auto run = recordedRun(file);
        const auto& steps = run->recording().steps();
        const DecisionIndex index(run->recording());
        ASSERT_EQ(index.count(), run->recording().decisions().size());
        decisions += index.count();
        for (std::size_t k = 1; k <= index.count(); ++k) {
            const std::size_t step = index.positionAfter(k) - 1;
            EXPECT_EQ(steps[step].kind, StepKind::Selection);
            EXPECT_EQ(steps[step].decision, static_cast<int>(k - 1));
            EXPECT_EQ(index.madeBy(step), k - 1);
            EXPECT_EQ(index.madeBy(step + 1), k);
        }
        for (std::size_t position = 0; position <= steps.size(); ++position) {
            std::optional<std::size_t> next;
            for (std::size_t i = position; i < steps.size() && !next; ++i) {
                if (steps[i].kind == StepKind::Selection)
                    next = i + 1;
            }
            EXPECT_EQ(index.next(position), next) << "from " << position;
            std::optional<std::size_t> previous;
            for (std::size_t i = position; i >= 2 && !previous; --i) {
                if (steps[i - 2].kind == StepKind::Selection)
                    previous = i - 1;
            }
            EXPECT_EQ(index.previous(position), previous) << "from " << position;
            std::size_t made = 0;
            for (std::size_t i = 0; i < position; ++i)
                made += steps[i].decision >= 0 ? 1 : 0;
            EXPECT_EQ(index.madeBy(position), made);
        }
    }
    EXPECT_GT(decisions, 1000u);
}

// Built while the run is still recording, a few steps at a time, the index ends up the same as
// one built from the whole run.
TEST(DecisionIndex, GrowsWithARecordingRun) {
    const auto config = qmgrlab::test::configFromFile(std::string(QMGRLAB_CONFORMANCE_DIR) +
                                                      "/recursive-preemption-scaled.json");
    qmgrlab::Run run(config);
    DecisionIndex growing;
    PredictQuestions questions;
    for (std::size_t known = 0; !run.complete(); known += 7) {
        run.recordUntil(known);
        growing.update(run.recording());
        questions.update(run.recording());
    }
    const DecisionIndex whole(run.recording());
    const PredictQuestions allQuestions(run.recording());
    ASSERT_GT(whole.count(), 10u);
    ASSERT_EQ(growing.count(), whole.count());
    for (std::size_t k = 1; k <= whole.count(); ++k)
        EXPECT_EQ(growing.positionAfter(k), whole.positionAfter(k));
    ASSERT_EQ(questions.count(), allQuestions.count());
    for (std::size_t position = 0; position <= run.knownSteps(); ++position)
        EXPECT_EQ(questions.next(position), allQuestions.next(position));
}

// A question is open at a position exactly when PredictionQuestion, reading the job list of the
// state there, poses one; next and previous go to the nearest such positions.
TEST(PredictQuestions, MatchThePredictionQuestionAtEveryPositionOfEveryCase) {
    std::size_t asked = 0;
    for (const auto& file : scenarioFiles()) {
        SCOPED_TRACE(file.string());
        const auto run = recordedRun(file);
        const PredictQuestions questions(run->recording());
        std::vector<std::size_t> open; // positions with a question, from the state
        do {
            const bool posed = qmgrlab::PredictionQuestion::at(*run).has_value();
            // Open at a position: the last question before the next position is there.
            EXPECT_EQ(questions.previous(run->position() + 1) == run->position(), posed)
                << "at " << run->position();
            if (posed)
                open.push_back(run->position());
        } while (run->step());
        ASSERT_EQ(questions.count(), open.size());
        asked += open.size();
        for (std::size_t position = 0; position <= run->knownSteps(); ++position) {
            std::optional<std::size_t> next;
            std::optional<std::size_t> previous;
            for (const std::size_t q : open) {
                if (q > position && !next)
                    next = q;
                if (q < position)
                    previous = q;
            }
            EXPECT_EQ(questions.next(position), next) << "from " << position;
            EXPECT_EQ(questions.previous(position), previous) << "from " << position;
        }
    }
    EXPECT_GT(asked, 100u);
}

// SCHEDULER_README's slot-loan example (ALGORITHM.md section 6 example B) asks at its first ten
// selections (tests/core/test_prediction.cpp); the last four leave only J1.
TEST(PredictQuestions, SlotLoanAsksTenQuestionsAtItsFirstTenSelections) {
    const auto run = recordedRun(qmgrlab::test::kSlotLoan);
    const PredictQuestions questions(run->recording());
    const DecisionIndex decisions(run->recording());
    ASSERT_EQ(questions.count(), 10u);
    std::optional<std::size_t> question = questions.next(0);
    if (questions.previous(1) == std::optional<std::size_t>(0))
        question = 0;
    for (std::size_t k = 1; k <= 10; ++k) {
        ASSERT_TRUE(question.has_value());
        EXPECT_EQ(*question, decisions.positionAfter(k) - 1) << "selection " << k;
        question = questions.next(*question);
    }
    EXPECT_FALSE(question.has_value());
}

// At every position of every case, each created transport's pool splits into held + unused =
// its recipient limit and lent + extra free = its extra recipient limit, the held and lent
// slots being those its jobs hold; the extra pool is lent somewhere.
TEST(PoolBreakdown, SplitsEveryTransportsPoolAtEveryPosition) {
    std::size_t lentSeen = 0;
    std::size_t checked = 0;
    forEveryPosition([&](const qmgrlab::Run& run) {
        const qmgrlab::Inspector inspector(run);
        for (qmgrlab::TransportId t = 0; t < static_cast<int>(run.config().transports().size()); ++t) {
            const qmgrlab::TransportInfo transport = inspector.transport(t);
            const auto pool = qmgrlab::PoolBreakdown::of(transport);
            if (!transport.created) {
                EXPECT_EQ(pool.held + pool.unused + pool.lent + pool.extraFree, 0);
                continue;
            }
            ++checked;
            EXPECT_EQ(pool.held + pool.unused, transport.recipientLimit) << "at " << run.position();
            EXPECT_EQ(pool.lent + pool.extraFree, transport.extraRecipientLimit) << "at " << run.position();
            EXPECT_EQ(pool.held + pool.lent, transport.slotsHeld) << "at " << run.position();
            EXPECT_EQ(pool.unused - pool.lent, transport.pool) << "at " << run.position();
            lentSeen += pool.lent > 0 ? 1 : 0;
        }
    });
    EXPECT_GT(checked, 10000u);
    EXPECT_GT(lentSeen, 0u);
}

// At every position of every case, each transport's rows: every job of its by-time job list
// with its rcpt_limit and rcpt_count, largest rcpt_limit first (ties in list order), then one row
// for the retired jobs holding the rest of the transport's slots and recipients; the rows' three
// parts make up each row. In core, all transports: within + room is the limit, within + beyond
// the recipients in core.
TEST(JobSlots, EveryJobLargestHoldersFirstAndTheRetiredAtEveryPosition) {
    std::size_t retiredSeen = 0;
    std::size_t beyondSeen = 0;
    std::size_t checked = 0;
    forEveryPosition([&](const qmgrlab::Run& run) {
        const qmgrlab::Inspector inspector(run);
        const auto inCore = qmgrlab::InCoreRecipients::of(inspector, run.config());
        EXPECT_EQ(inCore.inCore, inspector.inCoreRecipients());
        EXPECT_EQ(inCore.limit, run.config().messageRecipientLimit());
        EXPECT_EQ(inCore.within + inCore.room, inCore.limit);
        EXPECT_EQ(inCore.within + inCore.beyond, inCore.inCore);
        EXPECT_TRUE(inCore.room == 0 || inCore.beyond == 0);
        beyondSeen += inCore.beyond > 0 ? 1 : 0;
        for (qmgrlab::TransportId t = 0; t < static_cast<int>(run.config().transports().size()); ++t) {
            const qmgrlab::TransportInfo transport = inspector.transport(t);
            std::vector<qmgrlab::JobInfo> jobs;
            for (const qmgrlab::JobId j : transport.timeList)
                jobs.push_back(inspector.job(j));
            std::stable_sort(jobs.begin(), jobs.end(),
                             [](const auto& a, const auto& b) { return a.rcptLimit > b.rcptLimit; });
            const auto rows = qmgrlab::JobSlots::of(inspector, transport);
            ASSERT_GE(rows.size(), jobs.size());
            int limit = 0;
            int count = 0;
            for (std::size_t i = 0; i < jobs.size(); ++i) {
                EXPECT_EQ(rows[i].message, jobs[i].message);
                EXPECT_EQ(rows[i].limit, jobs[i].rcptLimit);
                EXPECT_EQ(rows[i].count, jobs[i].rcptCount);
                limit += jobs[i].rcptLimit;
                count += jobs[i].rcptCount;
            }
            const bool retired = transport.slotsHeld > limit || transport.recipientsInCore > count;
            ASSERT_EQ(rows.size(), jobs.size() + (retired ? 1 : 0)) << "at " << run.position();
            if (retired) {
                EXPECT_EQ(rows.back().message, qmgrlab::kNone);
                EXPECT_EQ(rows.back().limit, transport.slotsHeld - limit);
                EXPECT_EQ(rows.back().count, transport.recipientsInCore - count);
                ++retiredSeen;
            }
            for (const auto& row : rows) {
                EXPECT_EQ(row.within() + row.unused(), row.limit);
                EXPECT_EQ(row.within() + row.beyond(), row.count);
                EXPECT_TRUE(row.unused() == 0 || row.beyond() == 0);
            }
            ++checked;
        }
    });
    EXPECT_GT(checked, 10000u);
    EXPECT_GT(retiredSeen, 0u);
    EXPECT_GT(beyondSeen, 0u);
}

// Each transport's delivery slots are the recorded deliveries it made; the busiest made the most
// (the first of equals).
TEST(DeliverySlotCounts, TheDeliveriesEachTransportMade) {
    bool sawTwo = false;
    for (const auto& file : scenarioFiles()) {
        SCOPED_TRACE(file.string());
        const auto run = recordedRun(file);
        const auto& config = run->config();
        const auto counts = qmgrlab::deliverySlotCounts(config, run->recording());
        ASSERT_EQ(counts.size(), config.transports().size());
        std::vector<std::size_t> made(counts.size(), 0);
        for (const qmgrlab::Delivery& d : run->recording().deliveries())
            ++made[static_cast<std::size_t>(d.transport)];
        std::size_t busiest = 0;
        int used = 0;
        for (std::size_t t = 0; t < made.size(); ++t) {
            EXPECT_EQ(counts[t], made[t]);
            if (made[t] > made[busiest])
                busiest = t;
            used += made[t] > 0 ? 1 : 0;
        }
        EXPECT_EQ(qmgrlab::busiestTransport(config, run->recording()),
                  static_cast<qmgrlab::TransportId>(busiest));
        sawTwo = sawTwo || used >= 2;
    }
    EXPECT_TRUE(sawTwo);
}

// Each delivery's completion step is the step that recorded its done event, at its completion
// time; one without a done event (the run stopped first) never completes. At every position of
// every case the deliveries under way there are the ones the Inspector's agents hold, by seq.
TEST(DeliveryCompletion, TheStepOfItsDoneEventAndTheAgentsAtEveryPosition) {
    std::size_t sharedInstant = 0; // deliveries whose completion time a step before theirs had too
    for (const auto& file : scenarioFiles()) {
        SCOPED_TRACE(file.string());
        auto run = recordedRun(file);
        const qmgrlab::Recording& recording = run->recording();
        std::vector<std::uint32_t> doneStep(recording.deliveries().size(), qmgrlab::Delivery::kNotCompleted);
        for (std::size_t step = 0; step < recording.steps().size(); ++step) {
            const qmgrlab::StepRecord& s = recording.steps()[step];
            for (std::uint32_t e = s.firstEvent; e < s.firstEvent + s.eventCount; ++e) {
                const qmgrlab::TraceEvent& event = recording.events()[e];
                if (event.type == qmgrlab::EventType::Done)
                    doneStep[static_cast<std::size_t>(event.seq) - 1] = static_cast<std::uint32_t>(step);
            }
        }
        for (std::size_t i = 0; i < doneStep.size(); ++i) {
            const qmgrlab::Delivery& d = recording.deliveries()[i];
            ASSERT_EQ(d.completeStep, doneStep[i]) << "delivery " << d.seq;
            if (d.completeStep == qmgrlab::Delivery::kNotCompleted)
                continue;
            EXPECT_EQ(recording.steps()[d.completeStep].timeMs, d.completeMs) << "delivery " << d.seq;
            EXPECT_FALSE(d.completedBy(d.completeStep));
            EXPECT_TRUE(d.completedBy(d.completeStep + 1));
            sharedInstant +=
                d.completeStep > 0 && recording.steps()[d.completeStep - 1].timeMs == d.completeMs;
        }
        // Walked position by position: the agents busy are the deliveries under way.
        run->seek(0);
        do {
            const std::size_t position = run->position();
            const qmgrlab::Inspector inspector(*run);
            for (qmgrlab::TransportId t = 0;
                 t < static_cast<qmgrlab::TransportId>(run->config().transports().size()); ++t) {
                std::vector<int> busy;
                for (const qmgrlab::AgentInfo& agent : inspector.transport(t).agents)
                    busy.push_back(agent.seq);
                std::vector<int> underWay;
                for (const qmgrlab::Delivery& d : recording.deliveries()) {
                    if (d.transport == t && d.underWayAt(position))
                        underWay.push_back(d.seq);
                }
                std::sort(busy.begin(), busy.end());
                ASSERT_EQ(underWay, busy) << "transport " << t << " at position " << position;
            }
        } while (run->step());
    }
    // The examples and cases have completions at an instant an earlier step shares (the clock alone
    // would call them complete there).
    EXPECT_GT(sharedInstant, 0u);
}

// At every position of every case: a queue's server is down when one of the scenario's down
// times (or down: true) holds now, up again at the end of the stretch that holds now; a suspended
// queue's time left is its resume timer less now; a job's slots to lend are its slots_available
// div the transport's slot cost.
TEST(Inspector, QueuesServerDownTimeLeftAndSlotsToLend) {
    std::size_t downSeen = 0;
    std::size_t suspendedSeen = 0;
    std::size_t lendSeen = 0;
    forEveryPosition([&](const qmgrlab::Run& run) {
        const auto& config = run.config();
        const qmgrlab::Inspector inspector(run);
        const std::int64_t now = inspector.nowMs();
        for (qmgrlab::TransportId t = 0; t < static_cast<int>(config.transports().size()); ++t) {
            const qmgrlab::TransportInfo transport = inspector.transport(t);
            for (const qmgrlab::QueueId q : transport.queues) {
                const qmgrlab::QueueInfo queue = inspector.queue(q);
                const int history = run.recording().findQueueHistory(t, queue.name);
                ASSERT_GE(history, 0);
                const auto& server = config.nexthops()[static_cast<std::size_t>(
                    run.recording().queueHistories()[history].nexthop)];
                bool down = server.down;
                for (const auto& interval : server.downIntervals.intervals())
                    down = down || (interval.startMs <= now && now < interval.endMs);
                EXPECT_EQ(queue.serverDown, down);
                if (down && !server.down) {
                    // Up at the first moment from now that no interval holds.
                    std::int64_t up = now;
                    for (bool moved = true; moved;) {
                        moved = false;
                        for (const auto& interval : server.downIntervals.intervals()) {
                            if (interval.startMs <= up && up < interval.endMs) {
                                up = interval.endMs;
                                moved = true;
                            }
                        }
                    }
                    EXPECT_EQ(queue.serverUpAtMs, up);
                } else {
                    EXPECT_EQ(queue.serverUpAtMs, -1);
                }
                downSeen += down ? 1 : 0;
                if (queue.suspended && queue.resumeAtMs >= 0) {
                    EXPECT_EQ(queue.resumeInMs, queue.resumeAtMs - now);
                    ++suspendedSeen;
                } else {
                    EXPECT_EQ(queue.resumeInMs, -1);
                }
            }
            const int cost = config.transports()[static_cast<std::size_t>(t)].slotCost;
            for (const qmgrlab::JobId j : transport.schedList) {
                const qmgrlab::JobInfo job = inspector.job(j);
                EXPECT_EQ(job.slotsToLend,
                          cost >= 2 && job.slotsAvailable > 0 ? job.slotsAvailable / cost : 0);
                lendSeen += job.slotsToLend > 0 ? 1 : 0;
            }
        }
    });
    EXPECT_GT(downSeen, 0u);
    EXPECT_GT(suspendedSeen, 0u);
    EXPECT_GT(lendSeen, 0u);
}

// Every success of every case and example has its concurrency feedback recorded, the window moved
// or not, but one that revives its dead destination (it gets no feedback): per step, the positive
// feedbacks are the deliveries accepted less the revivals by a delivery. Each one applied added its
// amount to the success count and took 1 off it per step of window, and stopped below 1 with half
// the amount; it reported a window event just when the window moved.
TEST(ConcurrencyFeedback, EverySuccessIsRecorded) {
    std::size_t countedOnly = 0; // successes whose count stayed within the hysteresis
    for (const auto& file : scenarioFiles()) {
        SCOPED_TRACE(file.string());
        const auto run = recordedRun(file);
        const qmgrlab::Recording& recording = run->recording();
        const auto& feedbacks = recording.feedbacks();
        std::size_t next = 0;
        for (std::size_t step = 0; step < recording.steps().size(); ++step) {
            const qmgrlab::StepRecord& s = recording.steps()[step];
            int successes = 0;
            for (std::uint32_t e = s.firstEvent; e < s.firstEvent + s.eventCount; ++e) {
                const qmgrlab::TraceEvent& event = recording.events()[e];
                successes += event.type == qmgrlab::EventType::Done && event.sent;
                successes -=
                    event.type == qmgrlab::EventType::Alive && event.revival == qmgrlab::Revival::Delivery;
            }
            int positive = 0;
            for (; next < feedbacks.size() && feedbacks[next].event <= s.firstEvent + s.eventCount; ++next)
                positive += feedbacks[next].positive;
            ASSERT_EQ(positive, successes) << "step " << step + 1;
        }
        for (const qmgrlab::FeedbackDecision& f : feedbacks) {
            if (!f.positive || f.held)
                continue;
            double count = f.countBefore + f.amount;
            for (int i = 0; i < f.steps; ++i)
                count -= 1;
            EXPECT_EQ(f.countAfter, count);
            EXPECT_LT(f.countAfter + f.amount / 2, 1.0);
            if (!f.capped) {
                EXPECT_EQ(f.window, qmgrlab::saturatedInt(std::int64_t{f.oldWindow} + f.steps));
            }
            EXPECT_EQ(f.reported, f.window != f.oldWindow);
            countedOnly += f.window == f.oldWindow;
        }
    }
    EXPECT_GT(countedOnly, 0u);
}

// At every position of every case and example, the latest step with a feedback (one recorded after
// the step's first event, up to its last) is the one Recording::lastFeedbackPosition finds.
TEST(ConcurrencyFeedback, LastFeedbackPositionAtEveryPosition) {
    for (const auto& file : scenarioFiles()) {
        SCOPED_TRACE(file.string());
        const auto run = recordedRun(file);
        const qmgrlab::Recording& recording = run->recording();
        const auto& feedbacks = recording.feedbacks();
        std::size_t latest = 0;
        std::size_t next = 0;
        for (std::size_t position = 0; position <= recording.steps().size(); ++position) {
            if (position > 0) {
                const qmgrlab::StepRecord& s = recording.steps()[position - 1];
                for (; next < feedbacks.size() && feedbacks[next].event <= s.firstEvent + s.eventCount;
                     ++next) {
                    if (feedbacks[next].event > s.firstEvent)
                        latest = position;
                }
            }
            ASSERT_EQ(recording.lastFeedbackPosition(position), latest) << "position " << position;
        }
        EXPECT_EQ(recording.lastFeedbackPosition(recording.steps().size() + 1), latest);
    }
}

} // namespace
