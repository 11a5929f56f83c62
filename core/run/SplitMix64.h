// SPDX-License-Identifier: GPL-3.0-or-later
// SplitMix64: the small, fully specified pseudo-random sequence behind the delivery-time
// jitter (docs/SCENARIO.md), written out here so that a seed gives the same run with every
// compiler and standard library. Output n of seed s is the mix of s + n * 0x9E3779B97F4A7C15
// (arithmetic modulo 2^64); being random-access, it needs no state in a checkpoint.
#pragma once

#include <cstdint>

namespace qmgrlab {

class SplitMix64 {
public:
    static constexpr std::uint64_t kGamma = 0x9E3779B97F4A7C15ULL;

    // The n-th output (n counted from 1) of the sequence started at seed.
    static constexpr std::uint64_t output(std::uint64_t seed, std::uint64_t n) {
        std::uint64_t z = seed + n * kGamma;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    // A value from 0 to bound inclusive drawn from output n (bound < 2^63; the bias of the
    // remainder is below 2^-32 for every bound a scenario allows).
    static constexpr std::uint64_t upTo(std::uint64_t seed, std::uint64_t n, std::uint64_t bound) {
        return output(seed, n) % (bound + 1);
    }
};

} // namespace qmgrlab
