// SPDX-License-Identifier: GPL-3.0-or-later
// Saturating: the scheduler's counters are ints, as in Postfix, but the parameters that feed
// them may each be as large as 2147483647 (a recipient limit, a slot cost, a loan): a sum or a
// product of two of them is computed in 64 bits and, where it is stored back into an int
// counter, held at the int range instead of overflowing (undefined behaviour in C and C++). At
// any value a real server would use, nothing changes: the conformance traces stay the same.
#pragma once

#include <cstdint>
#include <limits>

namespace qmgrlab {

// value held to [INT_MIN, INT_MAX].
constexpr int saturatedInt(std::int64_t value) {
    if (value > std::numeric_limits<int>::max())
        return std::numeric_limits<int>::max();
    if (value < std::numeric_limits<int>::min())
        return std::numeric_limits<int>::min();
    return static_cast<int>(value);
}

// counter += amount, held to the int range.
constexpr void addSaturating(int& counter, std::int64_t amount) {
    counter = saturatedInt(static_cast<std::int64_t>(counter) + amount);
}

} // namespace qmgrlab
