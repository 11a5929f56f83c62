// SPDX-License-Identifier: GPL-3.0-or-later
// Predict mode's questions: at every entry selection of the slot-loan example (SCHEDULER_README's
// example with discount 50, ALGORITHM.md section 6 example B) the choices, the job that gets the
// slot and the preemption question, worked out by hand; and over every conformance case and
// example, that the answer is always one of the choices.
#include "ExamplePaths.h"
#include "TestSupport.h"
#include "core/run/PredictionQuestion.h"
#include "core/run/Run.h"

#include <algorithm>
#include <filesystem>
#include <gtest/gtest.h>
#include <set>
#include <string>
#include <vector>

namespace {

using qmgrlab::kNone;
using qmgrlab::PredictionQuestion;

// Message indices of slot-loan.json: ids "1", "2", "3".
constexpr int kM1 = 0;
constexpr int kM2 = 1;
constexpr int kM3 = 2;

std::vector<PredictionQuestion> allQuestions(qmgrlab::Run& run) {
    std::vector<PredictionQuestion> questions;
    do {
        if (const auto question = PredictionQuestion::at(run)) {
            EXPECT_EQ(question->step(), run.position());
            questions.push_back(*question);
        }
    } while (run.step());
    return questions;
}

struct Expected {
    std::vector<int> choices;
    int answer;
    int candidate; // kNone: no preemption question
    bool preempts;
};

// Rows 1 to 10 of example B. The preemption test needs (slots_available div 2) >= 2 x 50/100,
// so J1 is preempted once it has 2 slots; the preempting job moves before J1 on the job list,
// and a job that selected its last entry leaves it. Rows 11 to 14 leave only J1: no question.
TEST(PredictionQuestions, SlotLoanAsksAtEachSelectionWithTheReadmeAnswers) {
    qmgrlab::Run run(qmgrlab::test::configFromFile(qmgrlab::test::kSlotLoan));
    run.recordAll();
    const std::vector<PredictionQuestion> questions = allQuestions(run);
    const std::vector<Expected> expected = {
        {{kM1, kM2, kM3}, kM1, kNone, false}, // 1: J1 has no slots yet
        {{kM1, kM2, kM3}, kM1, kM2, false},   // 2: 1 div 2 = 0 < 1.0
        {{kM1, kM2, kM3}, kM2, kM2, true},    // 3: 2 div 2 = 1 >= 1.0, J2 preempts J1
        {{kM2, kM1, kM3}, kM2, kNone, false}, // 4: J2 current; J1 has a child, J3 needs 2 > 1 slot
        {{kM1, kM3}, kM1, kNone, false},      // 5: J1 owes the loan, slots_available -2
        {{kM1, kM3}, kM1, kNone, false},      // 6: -1
        {{kM1, kM3}, kM1, kNone, false},      // 7: 0
        {{kM1, kM3}, kM1, kM3, false},        // 8: 1 div 2 = 0 < 1.0
        {{kM1, kM3}, kM3, kM3, true},         // 9: 2 div 2 = 1 >= 1.0, J3 preempts J1
        {{kM3, kM1}, kM3, kNone, false},      // 10: J3 current, its last entry
    };
    ASSERT_EQ(questions.size(), expected.size());
    const auto& steps = run.recording().steps();
    for (std::size_t i = 0; i < expected.size(); ++i) {
        SCOPED_TRACE("selection " + std::to_string(i + 1));
        const PredictionQuestion& q = questions[i];
        EXPECT_EQ(steps[q.step()].decision, static_cast<int>(i)); // the (i+1)th selection
        EXPECT_EQ(q.choices(), expected[i].choices);
        EXPECT_EQ(q.answer(), expected[i].answer);
        EXPECT_EQ(q.asksPreemption(), expected[i].candidate != kNone);
        if (q.asksPreemption()) {
            EXPECT_EQ(q.currentMessage(), kM1);
            EXPECT_EQ(q.candidateMessage(), expected[i].candidate);
            EXPECT_EQ(q.preempts(), expected[i].preempts);
        }
    }
}

// The question is about the step after the position: before the preemption step it is asked;
// one step later it is gone, since with one agent the next step is that delivery's completion.
TEST(PredictionQuestions, AskedOnlyBeforeTheSelection) {
    qmgrlab::Run run(qmgrlab::test::configFromFile(qmgrlab::test::kSlotLoan));
    run.recordAll();
    std::size_t preemptionStep = 0;
    for (const auto& q : allQuestions(run)) {
        if (q.preempts()) {
            preemptionStep = q.step();
            break;
        }
    }
    ASSERT_GT(preemptionStep, 0u);
    run.seek(preemptionStep);
    ASSERT_TRUE(PredictionQuestion::at(run).has_value());
    run.seek(preemptionStep + 1);
    EXPECT_FALSE(PredictionQuestion::at(run).has_value());
    run.seek(run.knownSteps());
    EXPECT_FALSE(PredictionQuestion::at(run).has_value()); // nothing after the end
}

// Every question of every scenario can be answered right: the selected job is among the
// distinct choices, and a preemption question names two different jobs.
TEST(PredictionQuestions, AnswerIsAlwaysAChoice) {
    std::vector<std::filesystem::path> files;
    for (const char* dir : {QMGRLAB_CONFORMANCE_DIR, QMGRLAB_EXAMPLES_DIR}) {
        for (const auto& entry : std::filesystem::directory_iterator(dir)) {
            if (entry.path().extension() == ".json") {
                files.push_back(entry.path());
            }
        }
    }
    ASSERT_GT(files.size(), 40u);
    std::size_t asked = 0;
    for (const auto& file : files) {
        SCOPED_TRACE(file.string());
        qmgrlab::Run run(qmgrlab::test::configFromFile(file.string()));
        run.recordAll();
        for (const auto& q : allQuestions(run)) {
            ++asked;
            const auto& choices = q.choices();
            EXPECT_NE(std::find(choices.begin(), choices.end(), q.answer()), choices.end());
            EXPECT_EQ(std::set<int>(choices.begin(), choices.end()).size(), choices.size());
            if (q.asksPreemption()) {
                EXPECT_NE(q.currentMessage(), q.candidateMessage());
            }
        }
    }
    EXPECT_GT(asked, 100u);
}

} // namespace
