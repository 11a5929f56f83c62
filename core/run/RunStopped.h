// SPDX-License-Identifier: GPL-3.0-or-later
// RunStopped: thrown by buildRun when the caller's stop flag was set while the run was being
// recorded (a window that no longer wants the run: another file opened, the window closed).
// Nothing of the run is kept; it is not an error of the scenario.
#pragma once

#include <exception>

namespace qmgrlab {

class RunStopped : public std::exception {
public:
    const char* what() const noexcept override { return "the run was stopped before its end"; }
};

} // namespace qmgrlab
