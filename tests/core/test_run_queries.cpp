// SPDX-License-Identifier: GPL-3.0-or-later
// The scheduling questions the views ask the core, checked on every conformance case and
// example against the recorded run: DecisionIndex (next and previous decision, decisions made,
// the position after decision k) against the recorded step kinds and decisions; PredictQuestions
// against PredictionQuestion read from the state at every position; PoolBreakdown against the
// Inspector's pool, slots held and limits at every position.
#include "TestSupport.h"
#include "core/run/DecisionIndex.h"
#include "core/run/Inspector.h"
#include "core/run/PoolBreakdown.h"
#include "core/run/PredictQuestions.h"
#include "core/run/PredictionQuestion.h"
#include "core/run/Run.h"

#include <filesystem>
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
            EXPECT_EQ(questions.openAt(run->position()), posed) << "at " << run->position();
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
    const auto run = recordedRun(std::string(QMGRLAB_EXAMPLES_DIR) + "/slot-loan.json");
    const PredictQuestions questions(run->recording());
    const DecisionIndex decisions(run->recording());
    ASSERT_EQ(questions.count(), 10u);
    std::optional<std::size_t> question = questions.next(0);
    if (questions.openAt(0))
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
    for (const auto& file : scenarioFiles()) {
        SCOPED_TRACE(file.string());
        const auto run = recordedRun(file);
        do {
            const qmgrlab::Inspector inspector(*run);
            for (qmgrlab::TransportId t = 0; t < static_cast<int>(run->config().transports().size()); ++t) {
                const qmgrlab::TransportInfo transport = inspector.transport(t);
                const auto pool = qmgrlab::PoolBreakdown::of(transport);
                if (!transport.created) {
                    EXPECT_EQ(pool.held + pool.unused + pool.lent + pool.extraFree, 0);
                    continue;
                }
                ++checked;
                EXPECT_EQ(pool.held + pool.unused, transport.recipientLimit) << "at " << run->position();
                EXPECT_EQ(pool.lent + pool.extraFree, transport.extraRecipientLimit)
                    << "at " << run->position();
                EXPECT_EQ(pool.held + pool.lent, transport.slotsHeld) << "at " << run->position();
                EXPECT_EQ(pool.unused - pool.lent, transport.pool) << "at " << run->position();
                lentSeen += pool.lent > 0 ? 1 : 0;
            }
        } while (run->step());
    }
    EXPECT_GT(checked, 10000u);
    EXPECT_GT(lentSeen, 0u);
}

} // namespace
