// SPDX-License-Identifier: GPL-3.0-or-later
// RecordingThread: recordScenarioFile on a thread of its own, started at construction. qmgrlab
// starts one for the command line's scenario before it loads Qt and the GUI (issue 18: the run
// records while the libraries load and the window is built), and the GUI takes it over
// (BackgroundRecording). Destroying it before the end abandons the run: the thread stops within
// kStopCheckSteps steps (a file still being read is read to its end) and is joined.
#pragma once

#include "core/run/RecordedScenario.h"

#include <atomic>
#include <cstddef>
#include <exception>
#include <string>
#include <thread>

namespace qmgrlab {

class RecordingThread {
public:
    RecordingThread(std::string path, std::size_t position);
    ~RecordingThread();
    RecordingThread(const RecordingThread&) = delete;
    RecordingThread& operator=(const RecordingThread&) = delete;

    const std::string& path() const { return path_; }
    std::size_t position() const { return position_; }
    // Tells the thread to stop recording (RunStopped is then what take() throws); any thread.
    void requestStop() { stop_.store(true, std::memory_order_relaxed); }
    // Waits for the thread; then the recorded scenario, or what the recording threw. Once.
    RecordedScenario take();

private:
    std::string path_;
    std::size_t position_;
    std::atomic<bool> stop_{false};
    RecordedScenario result_;
    std::exception_ptr failure_;
    std::thread thread_; // last: started once the members it writes exist
};

} // namespace qmgrlab
