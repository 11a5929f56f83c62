// SPDX-License-Identifier: GPL-3.0-or-later
// LogTime: the time stamp at the start of a mail log line, in every layout real servers write:
// classic syslog "Dec 15 07:46:27" (also Postfix's own maillog_file, which zero-pads the day:
// "Dec 05"), the same with a year in front "2013 Jun 10 06:27:30.123", and RFC 3339 / ISO 8601
// "2023-03-14T00:08:35.948047+01:00" (rsyslog's default, journalctl -o short-iso and
// short-iso-precise, which may write the offset as +0100). Any layout may carry a fraction of a
// second. Times are microseconds since 1970-01-01 00:00 UTC; a layout without a zone is read as
// if its local time were UTC (only differences of times matter to a replay).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace qmgrlab {

// The units of a log's times.
inline constexpr std::int64_t kMicrosPerMs = 1000;
inline constexpr std::int64_t kMicrosPerSecond = 1'000'000;

// Division and remainder rounded towards minus infinity (times before an origin stay in order).
constexpr std::int64_t floorDiv(std::int64_t a, std::int64_t b) {
    return a / b - ((a % b != 0 && (a < 0) != (b < 0)) ? 1 : 0);
}
constexpr std::int64_t floorMod(std::int64_t a, std::int64_t b) {
    return a - floorDiv(a, b) * b;
}

enum class TimeLayout : std::uint8_t {
    Syslog,         // Mmm dd HH:MM:SS[.frac]: no year, no zone
    SyslogWithYear, // YYYY Mmm dd HH:MM:SS[.frac]: no zone
    Rfc3339,        // YYYY-MM-DDTHH:MM:SS[.frac][Z|+HH:MM|+HHMM]
};

// A layout's name for messages and reports ("syslog", "syslog with year", "RFC 3339").
std::string_view timeLayoutName(TimeLayout layout);

struct LogTime {
    TimeLayout layout = TimeLayout::Syslog;
    int year = 0; // 0 when the layout has none
    int month = 1;
    int day = 1;
    std::int64_t secondOfDay = 0; // 0 .. 86399 (a leap second 60 counts as 59)
    std::int64_t micro = 0;       // the fraction, in microseconds (digits past the sixth dropped)
    bool hasZone = false;
    int offsetMinutes = 0;  // with a zone: local time minus UTC
    std::size_t length = 0; // characters of the line the stamp takes

    // Microseconds since 1970 UTC; a stamp without a year takes year.
    std::int64_t micros(int yearIfNone) const;
};

// The stamp at the start of line, or nothing when the line starts with none of the layouts
// (or with an impossible date such as Feb 30).
std::optional<LogTime> parseLogTime(std::string_view line);

// Microseconds since 1970 UTC of a civil date and time (no range check: the caller's values
// come from parseLogTime or are whole days).
std::int64_t civilMicros(int year, int month, int day, std::int64_t secondOfDay, std::int64_t micro);
// The civil year of a time.
int civilYear(std::int64_t micros);

// A time written in a layout, as the log writer uses it: fractionDigits 0 to 6 (truncated, as
// syslog daemons do); offsetMinutes shifts the civil time and, in RFC 3339, is written as
// +HH:MM. The classic syslog day is padded with a blank ("Jun  5").
std::string formatLogTime(std::int64_t micros, TimeLayout layout, int offsetMinutes, int fractionDigits);

// A log's time as the reader keeps it, written for people in RFC 3339: utc, a time of stamps with
// a zone (kept as UTC), written in offsetMinutes (the log's own offset, so that it reads as the
// log's lines do); else the log's local time (a zone-less stamp), with offsetMinutes where the
// log's offset from UTC is known (estimated from long queue IDs), without an offset where not.
std::string formatLogClock(std::int64_t micros, bool utc, std::optional<int> offsetMinutes,
                           int fractionDigits);

} // namespace qmgrlab
