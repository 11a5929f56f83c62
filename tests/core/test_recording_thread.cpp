// SPDX-License-Identifier: GPL-3.0-or-later
// RecordingThread and recordScenarioFile: a file recorded off the caller's thread is the run a
// window records itself (same length, left at the step asked for, with its indexes); its errors
// come out of take(); a thread told to stop, or let go of, ends.
#include "TestSupport.h"
#include "core/run/RecordedScenario.h"
#include "core/run/RecordingThread.h"
#include "core/run/RunBuilder.h"
#include "core/run/RunStopped.h"
#include "core/scenario/ScenarioError.h"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <string>
#include <unistd.h>

namespace qmgrlab {
namespace {

namespace fs = std::filesystem;
using test::kEndlessScans;

const std::string kSlotLoan = std::string(QMGRLAB_EXAMPLES_DIR) + "/slot-loan.json";

class RecordingThreadTest : public ::testing::Test {
protected:
    // The endless scans written to a file: with Run::viewed(), a run cut at the recorded step limit.
    void SetUp() override {
        dir_ = fs::temp_directory_path() / ("qmgrlab_recording_thread_" + std::to_string(::getpid()));
        fs::create_directories(dir_);
        std::ofstream(dir_ / "endless.json") << kEndlessScans;
    }
    void TearDown() override { fs::remove_all(dir_); }
    std::string endless() const { return (dir_ / "endless.json").string(); }

private:
    fs::path dir_;
};

TEST_F(RecordingThreadTest, RecordsTheRunAWindowRecords) {
    const auto direct = buildRunFromFile(kSlotLoan, Run::viewed());
    RecordingThread thread(kSlotLoan, 12);
    EXPECT_EQ(thread.path(), kSlotLoan);
    EXPECT_EQ(thread.position(), 12u);
    RecordedScenario recorded = thread.take();
    ASSERT_NE(recorded.run, nullptr);
    EXPECT_TRUE(recorded.run->complete());
    EXPECT_EQ(recorded.run->knownSteps(), direct->knownSteps());
    EXPECT_EQ(recorded.run->position(), 12u);
    EXPECT_EQ(recorded.run->recording().events().size(), direct->recording().events().size());
    EXPECT_EQ(recorded.scenario.messages.size(), direct->config().scenario().messages.size());
    // The decisions are indexed, every one of this run.
    EXPECT_EQ(recorded.decisions.count(), recorded.run->recording().decisions().size());
    EXPECT_GT(recorded.decisions.count(), 0u);

    // Past the end: left at the end, as recordScenarioFile leaves it.
    RecordingThread far(kSlotLoan, 1'000'000);
    EXPECT_EQ(far.take().run->position(), direct->knownSteps());
}

TEST_F(RecordingThreadTest, TakeRethrowsTheFilesError) {
    RecordingThread thread("/nonexistent/qmgrlab/none.json", 0);
    try {
        thread.take();
        FAIL() << "no error";
    } catch (const ScenarioError& e) {
        EXPECT_NE(std::string(e.what()).find("/nonexistent/qmgrlab/none.json"), std::string::npos)
            << e.what();
    }
}

TEST_F(RecordingThreadTest, AStoppedThreadEndsWithRunStopped) {
    RecordingThread thread(endless(), 0);
    thread.requestStop();
    EXPECT_THROW(thread.take(), RunStopped);
    std::atomic<bool> stop{true};
    EXPECT_THROW(recordScenarioFile(endless(), 0, &stop), RunStopped);
}

// Let go of before its end (a command line the GUI parses differently): the destructor stops the
// thread and waits for it (a std::thread destroyed while it runs ends the program). Unstopped,
// this run would record 4,000,000 steps first (0.6 s and 400 MB here).
TEST_F(RecordingThreadTest, LetGoOfItStopsAndEnds) {
    auto thread = std::make_unique<RecordingThread>(endless(), 0);
    thread.reset();
    EXPECT_EQ(thread, nullptr);
}

} // namespace
} // namespace qmgrlab
