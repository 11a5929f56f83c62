// SPDX-License-Identifier: GPL-3.0-or-later
// DelayText: the numbers of a delivery line's delay=T and delays=a/b/c/d as Postfix writes them
// (log_adhoc.c, format_tv.c): below 1 s two significant digits at most but never finer than the
// delay_logging_resolution_limit (default 2 decimals: 0.01 s); from 1 s to 10 s one decimal;
// from 10 s whole seconds. The value is rounded half up at that resolution and trailing zeros
// are dropped: 0.004 s is "0", 0.105 s "0.11", 1.25 s "1.3", 9.96 s "10", 71766.5 s "71767".
// Times are microseconds.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace qmgrlab {

// Postfix's default delay_logging_resolution_limit: two digits after the decimal point.
inline constexpr int kDelayResolutionDigits = 2;

// The text Postfix logs for a non-negative time.
std::string formatDelay(std::int64_t micros, int resolutionDigits = kDelayResolutionDigits);
// The same appended to out.
void appendDelay(std::string& out, std::int64_t micros, int resolutionDigits = kDelayResolutionDigits);

// The time the text formatDelay would write stands for: micros rounded as Postfix rounds it.
std::int64_t roundDelay(std::int64_t micros, int resolutionDigits = kDelayResolutionDigits);

// The times Postfix writes as it writes logged (a value of roundDelay): [first, end), every x with
// roundDelay(x) == logged. A value the default rounding never writes (a log with a finer
// delay_logging_resolution_limit) stands for the millisecond around it.
std::pair<std::int64_t, std::int64_t> delayRange(std::int64_t logged);

// A logged delay ("0.01", "71766", "2.4") in microseconds; digits past the sixth decimal are
// dropped. Nothing for any other text, and for a value beyond 100 years.
std::optional<std::int64_t> parseDelay(std::string_view text);

} // namespace qmgrlab
