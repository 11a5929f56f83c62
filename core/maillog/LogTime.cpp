// SPDX-License-Identifier: GPL-3.0-or-later
// LogTime: reading and writing the time stamps of mail log lines.
#include "core/maillog/LogTime.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>

namespace qmgrlab {

namespace {

constexpr std::int64_t kSecondsPerDay = 86'400;
constexpr std::array<std::string_view, 12> kMonths = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                                      "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

// A cursor over the start of a line.
class Scanner {
public:
    explicit Scanner(std::string_view text) : text_(text) {}

    std::size_t position() const { return pos_; }
    bool atEnd() const { return pos_ >= text_.size(); }
    char peek() const { return atEnd() ? '\0' : text_[pos_]; }
    bool take(char c) {
        if (peek() != c)
            return false;
        ++pos_;
        return true;
    }
    // Exactly count decimal digits.
    std::optional<int> digits(std::size_t count) {
        if (pos_ + count > text_.size())
            return std::nullopt;
        int value = 0;
        for (std::size_t i = 0; i < count; ++i) {
            const char c = text_[pos_ + i];
            if (c < '0' || c > '9')
                return std::nullopt;
            value = value * 10 + (c - '0');
        }
        pos_ += count;
        return value;
    }
    // One or two digits (a day of the month).
    std::optional<int> smallNumber() {
        const std::optional<int> first = digits(1);
        if (!first)
            return std::nullopt;
        if (const std::optional<int> second = digits(1))
            return *first * 10 + *second;
        return first;
    }
    // An English month abbreviation, 1 to 12.
    std::optional<int> month() {
        if (pos_ + 3 > text_.size())
            return std::nullopt;
        const std::string_view name = text_.substr(pos_, 3);
        for (std::size_t i = 0; i < kMonths.size(); ++i)
            if (name == kMonths[i]) {
                pos_ += 3;
                return static_cast<int>(i) + 1;
            }
        return std::nullopt;
    }
    // ".digits" if present: the fraction in microseconds (past the sixth digit dropped).
    std::int64_t fraction() {
        if (peek() != '.' || pos_ + 1 >= text_.size() || text_[pos_ + 1] < '0' || text_[pos_ + 1] > '9')
            return 0;
        ++pos_;
        std::int64_t micro = 0;
        int count = 0;
        while (!atEnd() && peek() >= '0' && peek() <= '9') {
            if (count < 6) {
                micro = micro * 10 + (peek() - '0');
                ++count;
            }
            ++pos_;
        }
        for (; count < 6; ++count)
            micro *= 10;
        return micro;
    }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
};

bool validDate(int year, int month, int day) {
    using namespace std::chrono;
    return year_month_day(std::chrono::year(year), std::chrono::month(static_cast<unsigned>(month)),
                          std::chrono::day(static_cast<unsigned>(day)))
        .ok();
}

// HH:MM:SS[.frac] into the stamp.
bool parseClock(Scanner& in, LogTime& time) {
    const auto hour = in.digits(2);
    if (!hour || !in.take(':'))
        return false;
    const auto minute = in.digits(2);
    if (!minute || !in.take(':'))
        return false;
    const auto second = in.digits(2);
    if (!second || *hour > 23 || *minute > 59 || *second > 60)
        return false;
    time.secondOfDay = *hour * 3600 + *minute * 60 + (*second == 60 ? 59 : *second);
    time.micro = in.fraction();
    return true;
}

// "Mmm dd HH:MM:SS": the day padded with a blank, a zero or nothing.
bool parseMonthDayClock(Scanner& in, LogTime& time) {
    const auto month = in.month();
    if (!month || !in.take(' '))
        return false;
    in.take(' ');
    const auto day = in.smallNumber();
    if (!day || !in.take(' '))
        return false;
    time.month = *month;
    time.day = *day;
    return parseClock(in, time);
}

std::optional<LogTime> parseRfc3339(std::string_view line) {
    Scanner in(line);
    LogTime time;
    time.layout = TimeLayout::Rfc3339;
    const auto year = in.digits(4);
    if (!year || !in.take('-'))
        return std::nullopt;
    const auto month = in.digits(2);
    if (!month || !in.take('-'))
        return std::nullopt;
    const auto day = in.digits(2);
    // RFC 3339 allows a blank for the "T" (section 5.6's note), as some syslog templates write it.
    if (!day || !(in.take('T') || in.take('t') || in.take(' ')))
        return std::nullopt;
    time.year = *year;
    time.month = *month;
    time.day = *day;
    if (!parseClock(in, time))
        return std::nullopt;
    if (in.take('Z') || in.take('z')) {
        time.hasZone = true;
    } else if (in.peek() == '+' || in.peek() == '-') {
        const int sign = in.peek() == '-' ? -1 : 1;
        in.take(in.peek());
        const auto hours = in.digits(2);
        if (!hours)
            return std::nullopt;
        in.take(':');
        const auto minutes = in.digits(2);
        if (!minutes || *hours > 23 || *minutes > 59)
            return std::nullopt;
        time.hasZone = true;
        time.offsetMinutes = sign * (*hours * 60 + *minutes);
    }
    time.length = in.position();
    return time;
}

} // namespace

std::string_view timeLayoutName(TimeLayout layout) {
    switch (layout) {
    case TimeLayout::Syslog:
        return "syslog";
    case TimeLayout::SyslogWithYear:
        return "syslog with year";
    case TimeLayout::Rfc3339:
        return "RFC 3339";
    }
    return "syslog";
}

std::int64_t civilMicros(int year, int month, int day, std::int64_t secondOfDay, std::int64_t micro) {
    using namespace std::chrono;
    const sys_days date =
        year_month_day(std::chrono::year(year), std::chrono::month(static_cast<unsigned>(month)),
                       std::chrono::day(static_cast<unsigned>(day)));
    return (static_cast<std::int64_t>(date.time_since_epoch().count()) * kSecondsPerDay + secondOfDay) *
               kMicrosPerSecond +
           micro;
}

int civilYear(std::int64_t micros) {
    using namespace std::chrono;
    const std::int64_t seconds =
        micros >= 0 ? micros / kMicrosPerSecond : -((-micros + kMicrosPerSecond - 1) / kMicrosPerSecond);
    const std::int64_t dayNumber =
        seconds >= 0 ? seconds / kSecondsPerDay : -((-seconds + kSecondsPerDay - 1) / kSecondsPerDay);
    const year_month_day date{sys_days{days{dayNumber}}};
    return static_cast<int>(date.year());
}

std::int64_t LogTime::micros(int yearIfNone) const {
    return civilMicros(year != 0 ? year : yearIfNone, month, day, secondOfDay, micro) -
           static_cast<std::int64_t>(offsetMinutes) * 60 * kMicrosPerSecond;
}

std::optional<LogTime> parseLogTime(std::string_view line) {
    if (line.size() >= 10 && line[4] == '-') {
        std::optional<LogTime> time = parseRfc3339(line);
        if (time && validDate(time->year, time->month, time->day))
            return time;
        return std::nullopt;
    }
    Scanner in(line);
    LogTime time;
    if (line.size() > 5 && line[4] == ' ' && line[0] >= '0' && line[0] <= '9') {
        const auto year = in.digits(4);
        if (!year || !in.take(' '))
            return std::nullopt;
        time.layout = TimeLayout::SyslogWithYear;
        time.year = *year;
    }
    if (!parseMonthDayClock(in, time))
        return std::nullopt;
    // Without a year, Feb 29 is checked against a leap year; the reader checks it again once it
    // knows the year.
    if (!validDate(time.year != 0 ? time.year : 2000, time.month, time.day))
        return std::nullopt;
    time.length = in.position();
    return time;
}

std::string formatLogTime(std::int64_t micros, TimeLayout layout, int offsetMinutes, int fractionDigits) {
    using namespace std::chrono;
    const std::int64_t local = micros + static_cast<std::int64_t>(offsetMinutes) * 60 * kMicrosPerSecond;
    std::int64_t seconds = local / kMicrosPerSecond;
    std::int64_t micro = local % kMicrosPerSecond;
    if (micro < 0) {
        micro += kMicrosPerSecond;
        --seconds;
    }
    std::int64_t dayNumber = seconds / kSecondsPerDay;
    std::int64_t secondOfDay = seconds % kSecondsPerDay;
    if (secondOfDay < 0) {
        secondOfDay += kSecondsPerDay;
        --dayNumber;
    }
    const year_month_day date{sys_days{days{dayNumber}}};
    const int y = static_cast<int>(date.year());
    const unsigned m = static_cast<unsigned>(date.month());
    const unsigned d = static_cast<unsigned>(date.day());
    const int hh = static_cast<int>(secondOfDay / 3600);
    const int mm = static_cast<int>(secondOfDay / 60 % 60);
    const int ss = static_cast<int>(secondOfDay % 60);

    char buffer[64] = {};
    int n = 0;
    switch (layout) {
    case TimeLayout::Rfc3339:
        n = std::snprintf(buffer, sizeof buffer, "%04d-%02u-%02uT%02d:%02d:%02d", y, m, d, hh, mm, ss);
        break;
    case TimeLayout::SyslogWithYear:
        n = std::snprintf(buffer, sizeof buffer, "%04d %s %2u %02d:%02d:%02d", y, kMonths[m - 1].data(), d,
                          hh, mm, ss);
        break;
    case TimeLayout::Syslog:
        n = std::snprintf(buffer, sizeof buffer, "%s %2u %02d:%02d:%02d", kMonths[m - 1].data(), d, hh, mm,
                          ss);
        break;
    }
    // snprintf's count, kept within the buffer (every layout above fits it).
    std::string text(buffer, static_cast<std::size_t>(std::clamp(n, 0, static_cast<int>(sizeof buffer) - 1)));
    if (fractionDigits > 0) {
        char digits[8];
        std::snprintf(digits, sizeof digits, "%06lld", static_cast<long long>(micro));
        text += '.';
        text.append(digits, static_cast<std::size_t>(std::min(fractionDigits, 6)));
    }
    if (layout == TimeLayout::Rfc3339) {
        const int absolute = offsetMinutes < 0 ? -offsetMinutes : offsetMinutes;
        char zone[16];
        std::snprintf(zone, sizeof zone, "%c%02d:%02d", offsetMinutes < 0 ? '-' : '+', absolute / 60,
                      absolute % 60);
        text += zone;
    }
    return text;
}

std::string formatLogClock(std::int64_t micros, bool utc, std::optional<int> offsetMinutes,
                           int fractionDigits) {
    if (!offsetMinutes) {
        std::string text = formatLogTime(micros, TimeLayout::Rfc3339, 0, fractionDigits);
        return text.substr(0, text.size() - 6); // no offset: the "+00:00" is not the log's
    }
    const std::int64_t shift = utc ? 0 : static_cast<std::int64_t>(*offsetMinutes) * 60 * kMicrosPerSecond;
    return formatLogTime(micros - shift, TimeLayout::Rfc3339, *offsetMinutes, fractionDigits);
}

} // namespace qmgrlab
