// SPDX-License-Identifier: GPL-3.0-or-later
// InvariantChecker: checks, between two steps, what must always hold in the queue manager's
// state (counters that agree with the lists they count, list memberships, recipient slots
// and entries accounted for, delivery agents within maxproc). Run calls it when
// QMGRLAB_CHECK_INVARIANTS is defined (Debug builds, the sanitizer build): after every step
// while the state is small, at spaced steps on big ones (isDue); tests call it directly. A
// broken invariant is a bug of the simulator, never of the scenario.
#pragma once

#include "core/scenario/Configuration.h"
#include "core/scheduler/SimulationState.h"

#include <cstddef>
#include <stdexcept>
#include <string>

namespace qmgrlab {

// "step N: invariant <name> broken: <details>".
class InvariantViolation : public std::logic_error {
public:
    InvariantViolation(std::size_t step, const std::string& invariant, const std::string& details);
};

class InvariantChecker {
public:
    // Throws InvariantViolation for the first invariant of state that does not hold; step is
    // the number of steps applied (named in the report).
    static void check(const SimulationState& state, const Configuration& config, std::size_t step);

    // Whether Run should check after step: every step while the state holds at most
    // kObjectsPerStep objects, else every (objects / kObjectsPerStep)-th step, so that checking
    // a run stays linear in its length (checking a large state at every step is quadratic).
    static bool isDue(const SimulationState& state, std::size_t step);
    static constexpr std::size_t kObjectsPerStep = 128;
};

} // namespace qmgrlab
