// SPDX-License-Identifier: GPL-3.0-or-later
// DelayText: Postfix's rounding of logged delays, and reading them back.
#include "core/maillog/DelayText.h"

#include <algorithm>

namespace qmgrlab {

namespace {

constexpr std::int64_t kMillion = 1'000'000;
constexpr int kSignificantDigits = 2;
constexpr std::int64_t kMaxDelaySeconds = 100LL * 366 * 86'400;

std::int64_t powerOfTen(int exponent) {
    std::int64_t value = 1;
    for (int i = 0; i < exponent; ++i)
        value *= 10;
    return value;
}

// The resolution in microseconds at which Postfix writes a time of `seconds` whole seconds and
// `micro` microseconds: the number of significant digits fixes it, within the resolution limit.
std::int64_t resolutionOf(std::int64_t seconds, std::int64_t micro, int resolutionDigits) {
    std::int64_t resolution = kMillion / powerOfTen(std::clamp(resolutionDigits, 0, 6));
    const std::int64_t width = powerOfTen(kSignificantDigits);
    if (resolution < kMillion) {
        if (seconds > 0) {
            std::int64_t n = 1;
            while (seconds >= n && n <= width / 10)
                n *= 10;
            resolution = (kMillion / width) * n;
        } else {
            while (micro >= width * resolution)
                resolution *= 10;
        }
    }
    return resolution;
}

} // namespace

std::int64_t roundDelay(std::int64_t micros, int resolutionDigits) {
    micros = std::max<std::int64_t>(micros, 0);
    std::int64_t seconds = micros / kMillion;
    std::int64_t micro = micros % kMillion;
    const std::int64_t resolution = resolutionOf(seconds, micro, resolutionDigits);
    if (resolution > 1) {
        micro += resolution / 2;
        if (micro >= kMillion) {
            seconds += 1;
            micro -= kMillion;
        }
    }
    // What is written: the whole seconds, and the fraction cut at the resolution.
    return seconds * kMillion + micro / resolution * resolution;
}

void appendDelay(std::string& out, std::int64_t micros, int resolutionDigits) {
    micros = std::max<std::int64_t>(micros, 0);
    const std::int64_t seconds0 = micros / kMillion;
    const std::int64_t resolution = resolutionOf(seconds0, micros % kMillion, resolutionDigits);
    const std::int64_t rounded = roundDelay(micros, resolutionDigits);
    out += std::to_string(rounded / kMillion);
    std::int64_t rest = rounded % kMillion;
    if (rest >= resolution) {
        out += '.';
        for (std::int64_t n = kMillion / 10; rest >= resolution && n > 0; n /= 10) {
            out += static_cast<char>('0' + rest / n);
            rest %= n;
        }
    }
}

std::string formatDelay(std::int64_t micros, int resolutionDigits) {
    std::string out;
    appendDelay(out, micros, resolutionDigits);
    return out;
}

std::pair<std::int64_t, std::int64_t> delayRange(std::int64_t logged) {
    logged = std::max<std::int64_t>(logged, 0);
    if (roundDelay(logged) != logged)
        return {std::max<std::int64_t>(logged - 500, 0), logged + 500};
    // roundDelay does not decrease, and moves no time by more than half its coarsest resolution
    // (1 s): the first time it takes to at least a value, found by halving an interval of 1.2 s.
    auto firstReaching = [](std::int64_t value) {
        std::int64_t low = std::max<std::int64_t>(value - 600'000, 0);
        std::int64_t high = value + 600'000;
        while (low < high) {
            const std::int64_t middle = low + (high - low) / 2;
            if (roundDelay(middle) >= value)
                high = middle;
            else
                low = middle + 1;
        }
        return low;
    };
    return {firstReaching(logged), firstReaching(logged + 1)};
}

std::optional<std::int64_t> parseDelay(std::string_view text) {
    if (text.empty())
        return std::nullopt;
    std::int64_t seconds = 0;
    std::size_t i = 0;
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
        seconds = seconds * 10 + (text[i] - '0');
        if (seconds > kMaxDelaySeconds)
            return std::nullopt;
    }
    if (i == 0)
        return std::nullopt;
    std::int64_t micro = 0;
    if (i < text.size()) {
        if (text[i] != '.' || i + 1 == text.size())
            return std::nullopt;
        std::int64_t scale = kMillion / 10;
        for (++i; i < text.size(); ++i) {
            if (text[i] < '0' || text[i] > '9')
                return std::nullopt;
            micro += (text[i] - '0') * scale;
            scale /= 10;
        }
    }
    return seconds * kMillion + micro;
}

} // namespace qmgrlab
