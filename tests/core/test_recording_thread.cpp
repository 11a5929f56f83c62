// SPDX-License-Identifier: GPL-3.0-or-later
// RecordingThread and recordScenarioFile: a file recorded off the caller's thread is the run a
// window records itself (same length, left at the step asked for, with its indexes); its errors
// come out of take(); a thread told to stop, or let go of, ends.
#include "ExamplePaths.h"
#include "TemporaryFolder.h"
#include "TestSupport.h"
#include "core/run/RecordedScenario.h"
#include "core/run/RecordingThread.h"
#include "core/run/RunBuilder.h"
#include "core/run/RunStopped.h"
#include "core/scenario/ScenarioError.h"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <iterator>
#include <string>

namespace qmgrlab {
namespace {

namespace fs = std::filesystem;
using test::kEndlessScans;

using qmgrlab::test::kSlotLoan;

class RecordingThreadTest : public ::testing::Test, protected test::TemporaryFolder {
protected:
    // The endless scans written to a file: with Run::viewed(), a run cut at the recorded step limit.
    void SetUp() override { write("endless.json", kEndlessScans); }
    std::string endless() const { return path("endless.json"); }
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

// The threads of this process, and the most memory it has held so far (kB), from /proc.
std::size_t threadCount() {
    return static_cast<std::size_t>(
        std::distance(fs::directory_iterator("/proc/self/task"), fs::directory_iterator()));
}
long peakKilobytes() {
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);) {
        if (line.rfind("VmHWM:", 0) == 0)
            return std::stol(line.substr(6));
    }
    return -1;
}

// Let go of before its end (a command line the GUI parses differently): the destructor stops the
// thread and waits for it (a std::thread destroyed while it runs ends the program). Unstopped,
// this run would record 4,000,000 steps first, holding some 400 MB: once the destructor returns
// the thread is gone, and the process never held a tenth of that.
TEST_F(RecordingThreadTest, LetGoOfItStopsAndEnds) {
    const std::size_t threads = threadCount();
    const long peak = peakKilobytes();
    ASSERT_GT(peak, 0);
    {
        RecordingThread thread(endless(), 0);
        EXPECT_EQ(threadCount(), threads + 1);
    }
    EXPECT_EQ(threadCount(), threads);
    EXPECT_LT(peakKilobytes() - peak, 40 * 1024);
}

} // namespace
} // namespace qmgrlab
