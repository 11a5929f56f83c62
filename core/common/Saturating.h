// SPDX-License-Identifier: GPL-3.0-or-later
// Saturating: the scheduler's counters are ints, as in Postfix, but the parameters that feed
// them may each be as large as 2147483647 (a recipient limit, a slot cost, a loan): a sum or a
// product of two of them is computed in 64 bits and, where it is stored back into an int
// counter, held at the int range instead of overflowing (undefined behaviour in C and C++). The
// simulated clock's times are 64-bit milliseconds, and a timer's due time is a sum of the clock
// and a delay: held at the 64-bit range, it says "later than the clock can tell" (the run stops
// there, Simulation::outOfClock). At any value a real server would use, nothing changes: the
// conformance traces stay the same.
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

// a + b and a * b held to [INT64_MIN, INT64_MAX].
constexpr std::int64_t saturatedSum(std::int64_t a, std::int64_t b) {
    std::int64_t sum = 0;
    if (__builtin_add_overflow(a, b, &sum))
        return b > 0 ? std::numeric_limits<std::int64_t>::max() : std::numeric_limits<std::int64_t>::min();
    return sum;
}
constexpr std::int64_t saturatedProduct(std::int64_t a, std::int64_t b) {
    std::int64_t product = 0;
    if (__builtin_mul_overflow(a, b, &product))
        return (a < 0) == (b < 0) ? std::numeric_limits<std::int64_t>::max()
                                  : std::numeric_limits<std::int64_t>::min();
    return product;
}

} // namespace qmgrlab
