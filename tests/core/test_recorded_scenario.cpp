// SPDX-License-Identifier: GPL-3.0-or-later
// recordScenarioFile: a file recorded for a window (the GUI's BackgroundRecording runs it on a
// worker) is the run the core records itself (same length, left at the step asked for, with its
// indexes); recordRun the same without a copy of the scenario; a file's error is thrown as it is;
// a recording told to stop ends with RunStopped.
#include "ExamplePaths.h"
#include "TemporaryFolder.h"
#include "TestSupport.h"
#include "core/run/RecordedScenario.h"
#include "core/run/RunBuilder.h"
#include "core/run/RunStopped.h"
#include "core/scenario/ScenarioError.h"

#include <atomic>
#include <gtest/gtest.h>
#include <string>

namespace qmgrlab {
namespace {

using test::kEndlessScans;
using test::kSlotLoan;

class RecordedScenarioTest : public ::testing::Test, protected test::TemporaryFolder {
protected:
    // The endless scans written to a file: with Run::viewed(), a run cut at the recorded step limit.
    void SetUp() override { write("endless.json", kEndlessScans); }
    std::string endless() const { return path("endless.json"); }
};

TEST_F(RecordedScenarioTest, RecordsTheRunAWindowRecords) {
    const auto direct = buildRunFromFile(kSlotLoan, Run::viewed());
    RecordedScenario recorded = recordScenarioFile(kSlotLoan, 12);
    ASSERT_NE(recorded.run, nullptr);
    EXPECT_TRUE(recorded.run->complete());
    EXPECT_EQ(recorded.run->knownSteps(), direct->knownSteps());
    EXPECT_EQ(recorded.run->position(), 12u);
    EXPECT_EQ(recorded.run->recording().events().size(), direct->recording().events().size());
    EXPECT_EQ(recorded.scenario, direct->config().scenario());
    // The decisions are indexed, every one of this run.
    EXPECT_EQ(recorded.decisions.count(), recorded.run->recording().decisions().size());
    EXPECT_GT(recorded.decisions.count(), 0u);

    // Past the end: left at the end.
    EXPECT_EQ(recordScenarioFile(kSlotLoan, 1'000'000).run->position(), direct->knownSteps());
}

// An edit's rerun: the same run, and no second copy of the scenario in the result.
TEST_F(RecordedScenarioTest, RecordRunKeepsNoCopyOfTheScenario) {
    const Scenario scenario = loadScenarioFile(kSlotLoan);
    RecordedScenario recorded = recordRun(scenario, kSlotLoan, 12, nullptr);
    ASSERT_NE(recorded.run, nullptr);
    EXPECT_EQ(recorded.run->config().scenario(), scenario);
    EXPECT_EQ(recorded.run->position(), 12u);
    EXPECT_EQ(recorded.scenario, Scenario());
    EXPECT_EQ(recorded.decisions.count(), recorded.run->recording().decisions().size());
}

TEST_F(RecordedScenarioTest, AFilesErrorIsThrownAsItIs) {
    try {
        recordScenarioFile("/nonexistent/qmgrlab/none.json");
        FAIL() << "no error";
    } catch (const ScenarioError& e) {
        EXPECT_NE(std::string(e.what()).find("/nonexistent/qmgrlab/none.json"), std::string::npos)
            << e.what();
    }
}

// Unstopped, the endless scans would record steps up to the recorded step limit first.
TEST_F(RecordedScenarioTest, AStoppedRecordingEndsWithRunStopped) {
    std::atomic<bool> stop{true};
    EXPECT_THROW(recordScenarioFile(endless(), 0, &stop), RunStopped);
}

} // namespace
} // namespace qmgrlab
