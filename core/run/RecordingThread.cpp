// SPDX-License-Identifier: GPL-3.0-or-later
// RecordingThread: the result and the failure are written by the thread and read only after it
// is joined.
#include "core/run/RecordingThread.h"

#include <utility>

namespace qmgrlab {

RecordingThread::RecordingThread(std::string path, std::size_t position)
    : path_(std::move(path)), position_(position), thread_([this] {
          try {
              result_ = recordScenarioFile(path_, position_, &stop_);
          } catch (...) {
              failure_ = std::current_exception();
          }
      }) {}

RecordingThread::~RecordingThread() {
    requestStop();
    if (thread_.joinable())
        thread_.join();
}

RecordedScenario RecordingThread::take() {
    if (thread_.joinable())
        thread_.join();
    if (failure_)
        std::rethrow_exception(std::exchange(failure_, nullptr));
    return std::move(result_);
}

} // namespace qmgrlab
