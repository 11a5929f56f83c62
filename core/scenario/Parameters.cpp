// SPDX-License-Identifier: GPL-3.0-or-later
// Parameters: the table of main.cf parameters qmgrlab models (SPEC section 1) and the parsers
// for Postfix's value syntax.
#include "core/scenario/Parameters.h"

#include "core/common/Text.h"
#include "core/common/TranslatableText.h"

#include <algorithm>
#include <charconv>
#include <limits>
#include <system_error>

namespace qmgrlab {

namespace {

constexpr std::string_view kSlotCostName = "default_delivery_slot_cost";

const std::vector<ParameterInfo> kTable = {
    // Preemption.
    {"default_delivery_slot_cost", ParameterKind::Integer, "5", 0, kIntMax, "_delivery_slot_cost",
     "Preemption",
     QT_TRANSLATE_NOOP("qmgrlab::Parameters",
                       "How many selections of a job (entries selected for delivery, "
                       "its slots_available counter) earn it one delivery slot that a "
                       "smaller job may borrow to preempt it; 0 turns preemption off.")},
    {"default_delivery_slot_discount", ParameterKind::Integer, "50", 0, 100, "_delivery_slot_discount",
     "Preemption",
     QT_TRANSLATE_NOOP("qmgrlab::Parameters", "The percentage taken off the number of slots a smaller job "
                                              "would need, so that it may preempt before "
                                              "the running job has saved up all of them.")},
    {"default_delivery_slot_loan", ParameterKind::Integer, "3", 0, kIntMax, "_delivery_slot_loan",
     "Preemption",
     QT_TRANSLATE_NOOP(
         "qmgrlab::Parameters",
         "How many slots the running job is willing to advance to a smaller job on top of the ones it has "
         "already earned.")},
    {"default_minimum_delivery_slots", ParameterKind::Integer, "3", 0, kIntMax, "_minimum_delivery_slots",
     "Preemption",
     QT_TRANSLATE_NOOP(
         "qmgrlab::Parameters",
         "A job may be preempted only if it amounts to at least this many times the slot cost in deliveries, "
         "counting those done and those still to come.")},

    // Recipient limits.
    {"default_recipient_limit", ParameterKind::Integer, "20000", 0, kIntMax, "_recipient_limit",
     "Recipient limits",
     QT_TRANSLATE_NOOP("qmgrlab::Parameters", "The size of the transport's pool of recipient slots: how many "
                                              "of its recipients may sit in memory at "
                                              "once, shared by all of its jobs.")},
    {"default_extra_recipient_limit", ParameterKind::Integer, "1000", 0, kIntMax, "_extra_recipient_limit",
     "Recipient limits",
     QT_TRANSLATE_NOOP(
         "qmgrlab::Parameters",
         "An extra allowance of recipient slots handed out to jobs that preempt others, so that a preempting "
         "message can read more of its recipients.")},
    {"default_recipient_refill_limit", ParameterKind::Integer, "100", 1, kIntMax, "_recipient_refill_limit",
     "Recipient limits",
     QT_TRANSLATE_NOOP(
         "qmgrlab::Parameters",
         "A message reads more recipients from its file as soon as at least this many of its recipient slots "
         "are free.")},
    {"default_recipient_refill_delay", ParameterKind::Time, "5s", 1, kIntMax, "_recipient_refill_delay",
     "Recipient limits",
     QT_TRANSLATE_NOOP(
         "qmgrlab::Parameters",
         "A message with even one free recipient slot reads more recipients once this much time has passed "
         "since it last read some.")},
    {"default_destination_recipient_limit", ParameterKind::Integer, "50", 0, kIntMax,
     "_destination_recipient_limit", "Recipient limits",
     QT_TRANSLATE_NOOP(
         "qmgrlab::Parameters",
         "The most recipients one delivery may carry; 1 gives every recipient address its own queue, and 0 "
         "means no limit.")},

    // Concurrency.
    {"default_destination_concurrency_limit", ParameterKind::Integer, "20", 0, kIntMax,
     "_destination_concurrency_limit", "Concurrency",
     QT_TRANSLATE_NOOP(
         "qmgrlab::Parameters",
         "The most deliveries that may run at the same time to one destination; 0 means no limit.")},
    {"initial_destination_concurrency", ParameterKind::Integer, "5", 1, kIntMax,
     "_initial_destination_concurrency", "Concurrency",
     QT_TRANSLATE_NOOP(
         "qmgrlab::Parameters",
         "How many deliveries may run at once to a destination that has just been created or revived: the "
         "starting size of its window.")},
    {"default_destination_concurrency_positive_feedback", ParameterKind::Feedback, "1", 0, 0,
     "_destination_concurrency_positive_feedback", "Concurrency",
     QT_TRANSLATE_NOOP(
         "qmgrlab::Parameters",
         "How much every successful delivery counts towards widening the destination's window by one.")},
    {"default_destination_concurrency_negative_feedback", ParameterKind::Feedback, "1", 0, 0,
     "_destination_concurrency_negative_feedback", "Concurrency",
     QT_TRANSLATE_NOOP(
         "qmgrlab::Parameters",
         "How much every failed connection counts towards narrowing the destination's window by one.")},
    {"default_destination_concurrency_failed_cohort_limit", ParameterKind::Integer, "1", 0, kIntMax,
     "_destination_concurrency_failed_cohort_limit", "Concurrency",
     QT_TRANSLATE_NOOP(
         "qmgrlab::Parameters",
         "How many rounds of failed connections, each round as large as the window, a destination may suffer "
         "before it is declared dead; 0 means never.")},
    {"default_process_limit", ParameterKind::Integer, "100", 1, kIntMax, "", "Concurrency",
     QT_TRANSLATE_NOOP("qmgrlab::Parameters", "How many delivery agents a transport may keep busy at once "
                                              "when master.cf does not give it a maxproc "
                                              "of its own.")},
    {"minimal_backoff_time", ParameterKind::Time, "300s", 1, kIntMax, "", "Concurrency",
     QT_TRANSLATE_NOOP("qmgrlab::Parameters", "How long a destination that was declared dead is left alone "
                                              "before deliveries to it are tried again.")},

    // Rate delays (contract v2).
    {"default_destination_rate_delay", ParameterKind::Time, "0s", 0, kIntMax, "_destination_rate_delay",
     "Rate delays",
     QT_TRANSLATE_NOOP("qmgrlab::Parameters",
                       "How long to wait between two deliveries to the same destination; above 0 it also "
                       "limits every destination of the transport to one delivery at a time.")},
    {"default_transport_rate_delay", ParameterKind::Time, "0s", 0, kIntMax, "_transport_rate_delay",
     "Rate delays",
     QT_TRANSLATE_NOOP("qmgrlab::Parameters",
                       "How long the transport waits before each delivery, whatever the destination: it then "
                       "delivers one request at a time.")},
    {"transport_retry_time", ParameterKind::Time, "60s", 1, kIntMax, "", "Rate delays",
     QT_TRANSLATE_NOOP("qmgrlab::Parameters",
                       "How long a transport whose delivery agents could not be started is left alone before "
                       "the queue manager tries it again.")},

    // Deferred queue (contract v2; effective with "deferred_queue": true).
    {"maximal_backoff_time", ParameterKind::Time, "4000s", 1, kIntMax, "", "Deferred queue",
     QT_TRANSLATE_NOOP("qmgrlab::Parameters",
                       "The longest a deferred message waits before it is tried again; the wait grows with "
                       "the message's age from minimal_backoff_time up to this.")},
    {"queue_run_delay", ParameterKind::Time, "300s", 1, kIntMax, "", "Deferred queue",
     QT_TRANSLATE_NOOP("qmgrlab::Parameters",
                       "How often the queue manager scans the deferred queue for messages whose wait is "
                       "over.")},
    {"maximal_queue_lifetime", ParameterKind::Time, "5d", 0, 8640000, "", "Deferred queue",
     QT_TRANSLATE_NOOP("qmgrlab::Parameters",
                       "How long a message may stay in the queue before its still deferred recipients are "
                       "bounced; a bare number means days, 0 means one delivery attempt only.")},
    {"bounce_queue_lifetime", ParameterKind::Time, "5d", 0, 8640000, "", "Deferred queue",
     QT_TRANSLATE_NOOP("qmgrlab::Parameters",
                       "The same lifetime for bounce messages (null sender); lowered to "
                       "maximal_queue_lifetime when larger.")},

    // Active queue.
    {"qmgr_message_active_limit", ParameterKind::Integer, "20000", 1, kIntMax, "", "Active queue",
     QT_TRANSLATE_NOOP("qmgrlab::Parameters", "How many messages may be in the active queue (in memory) at "
                                              "once; later arrivals wait in the incoming "
                                              "queue.")},
    {"qmgr_message_recipient_limit", ParameterKind::Integer, "20000", 1, kIntMax, "", "Active queue",
     QT_TRANSLATE_NOOP("qmgrlab::Parameters",
                       "How many recipients, over all messages, the queue manager aims to hold in memory "
                       "when it reads a new "
                       "message's first batch; raised to the active message limit when smaller.")},
    {"qmgr_message_recipient_minimum", ParameterKind::Integer, "10", 1, kIntMax, "", "Active queue",
     QT_TRANSLATE_NOOP(
         "qmgrlab::Parameters",
         "How many recipients every message may read when it enters the active queue, however full memory "
         "already is.")},
};

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}
bool isAlpha(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool isBlank(char c) {
    return c == ' ' || c == '\t';
}

// A JSON-style negative integer ("-5"), which is a range error rather than a syntax error.
bool isNegativeInteger(std::string_view text) {
    return text.size() >= 2 && text[0] == '-' && parseSaturatingDigits(text.substr(1)).has_value();
}

// Scans a decimal number at text[pos]: an optional '-', digits with an optional fraction (or a
// fraction alone), and an optional exponent. Returns the end position, or pos when there is none.
std::size_t scanNumber(std::string_view text, std::size_t pos) {
    std::size_t i = pos;
    if (i < text.size() && text[i] == '-') {
        ++i;
    }
    std::size_t digits = 0;
    while (i < text.size() && isDigit(text[i])) {
        ++i;
        ++digits;
    }
    if (i < text.size() && text[i] == '.') {
        std::size_t j = i + 1;
        std::size_t fraction = 0;
        while (j < text.size() && isDigit(text[j])) {
            ++j;
            ++fraction;
        }
        if (digits + fraction > 0) {
            i = j;
            digits += fraction;
        }
    }
    if (digits == 0) {
        return pos;
    }
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        std::size_t j = i + 1;
        if (j < text.size() && (text[j] == '+' || text[j] == '-')) {
            ++j;
        }
        std::size_t exponent = 0;
        while (j < text.size() && isDigit(text[j])) {
            ++j;
            ++exponent;
        }
        if (exponent > 0) {
            i = j;
        }
    }
    return i;
}

// Converts a number scanned by scanNumber, independently of the C locale, as IEEE double
// precision rounds it: a magnitude too small for a double is 0 (0.000...0001 with 400 zeros),
// one too large is infinity.
double toDouble(std::string_view number) {
    std::string_view digits = number;
    const bool negative = !digits.empty() && digits.front() == '-';
    if (negative) {
        digits.remove_prefix(1);
    }
    double value = 0.0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    (void)end;
    if (ec == std::errc::result_out_of_range) {
        // The decimal exponent of the first significant digit tells which way it is out of range.
        const std::size_t mark = digits.find_first_of("eE");
        const std::string_view mantissa = digits.substr(0, mark);
        const std::size_t point = std::min(mantissa.find('.'), mantissa.size());
        const std::size_t first = mantissa.find_first_of("123456789");
        // first is not npos: a mantissa of zeros is 0 whatever its exponent, never out of range.
        const std::int64_t leading = first < point ? static_cast<std::int64_t>(point - first - 1)
                                                   : -static_cast<std::int64_t>(first - point);
        std::int64_t exponent = 0;
        if (mark != std::string_view::npos) {
            std::string_view written = digits.substr(mark + 1);
            const bool down = !written.empty() && written.front() == '-';
            if (!written.empty() && (written.front() == '-' || written.front() == '+')) {
                written.remove_prefix(1);
            }
            // Saturated: an exponent of a million digits is as far out of range as one of ten.
            const std::int64_t magnitude =
                std::min<std::int64_t>(parseSaturatingDigits(written).value_or(0), std::int64_t{1} << 40);
            exponent = down ? -magnitude : magnitude;
        }
        value = leading + exponent < 0 ? 0.0 : std::numeric_limits<double>::infinity();
    }
    return negative ? -value : value;
}

struct FeedbackParse {
    std::optional<Feedback> feedback; // set when valid
    RuleText error;                   // set when not
};

// The most characters Postfix reads for M in N/M.
constexpr std::size_t kMaxFeedbackDivisorChars = 30;

constexpr const char* kFeedbackSyntax = QT_TRANSLATE_NOOP(
    "qmgrlab::Rules",
    "must be a feedback value: a number from 0 to 1, or N/M, N/concurrency or N/sqrt_concurrency "
    "(for example 1, 0.25, 1/8 or 1/concurrency)");

FeedbackParse parseFeedbackDetailed(std::string_view text,
                                    SqrtFeedback sqrtReading = SqrtFeedback::Postfix3_12) {
    FeedbackParse result;
    const std::size_t numEnd = scanNumber(text, 0);
    if (numEnd == 0) {
        result.error = RuleText(kFeedbackSyntax);
        return result;
    }
    const double n = toDouble(text.substr(0, numEnd));
    std::size_t i = numEnd;
    while (i < text.size() && isBlank(text[i])) {
        ++i;
    }
    if (i == text.size()) {
        if (numEnd != text.size()) { // trailing blanks without a '/'
            result.error = RuleText(kFeedbackSyntax);
        } else if (!(n >= 0.0 && n <= 1.0)) {
            result.error =
                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the feedback value must lie between 0 and 1"));
        } else {
            result.feedback = Feedback::constant(n);
        }
        return result;
    }
    if (text[i] != '/') {
        result.error = RuleText(kFeedbackSyntax);
        return result;
    }
    ++i;
    while (i < text.size() && isBlank(text[i])) {
        ++i;
    }
    const std::string_view rest = text.substr(i);
    if (equalsNoCase(rest, "concurrency")) {
        if (!(n >= 0.0 && n <= 1.0)) {
            result.error =
                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "N in N/concurrency must lie between 0 and 1"));
        } else {
            result.feedback = Feedback::perConcurrency(n);
        }
        return result;
    }
    if (equalsNoCase(rest, "sqrt_concurrency")) {
        // Postfix 3.12 has the square-root form compiled out and falls back to the constant 1;
        // the historical reading (a scenario's explicit opt-in) is N / sqrt(window).
        if (!(n >= 0.0 && n <= 1.0)) {
            result.error = RuleText(
                QT_TRANSLATE_NOOP("qmgrlab::Rules", "N in N/sqrt_concurrency must lie between 0 and 1"));
        } else if (sqrtReading == SqrtFeedback::HistoricalSqrt) {
            result.feedback = Feedback::perSqrtConcurrency(n);
        } else {
            result.feedback = Feedback::constant(1.0);
        }
        return result;
    }
    const std::size_t denEnd = scanNumber(rest, 0);
    if (denEnd == 0 || denEnd != rest.size()) {
        result.error = RuleText(kFeedbackSyntax);
        return result;
    }
    const double m = toDouble(rest);
    if (!(m > 0.0)) {
        result.error =
            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the divisor M in N/M must be greater than 0"));
        return result;
    }
    // Postfix's parser (qmgr_feedback.c) reads N and M as doubles within these bounds and M in
    // at most 30 characters; it takes any other N/M for malformed and uses 1 instead.
    constexpr double kIntMaxValue = static_cast<double>(kIntMax);
    if (rest.size() > kMaxFeedbackDivisorChars || !(n >= 0.0 && n <= kIntMaxValue) ||
        !(m >= 1.0 / kIntMaxValue && m <= kIntMaxValue)) {
        result.error = RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                  "in N/M, N must lie between 0 and %1 and M between 1/%1 "
                                                  "and %1, written in at most %2 characters (Postfix takes "
                                                  "any other N/M for malformed)"),
                                kIntMax, kMaxFeedbackDivisorChars);
        return result;
    }
    const double value = n / m;
    if (!(n >= 0.0) || !(value >= 0.0 && value <= 1.0)) {
        result.error =
            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "N/M must lie between 0 and 1 once divided"));
        return result;
    }
    result.feedback = Feedback::constant(value);
    return result;
}

RuleText rangeRule(const ParameterInfo& info, std::int64_t value, bool seconds) {
    if (info.name == kSlotCostName) {
        if (value < 0 || value == 1) {
            return RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be 0 or at least 2"));
        }
    }
    if (info.maximum == kIntMax) {
        if (value < info.minimum) {
            if (!seconds)
                return RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be at least %1"), info.minimum);
            return info.minimum == 1
                       ? RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be at least 1 second"))
                       : RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be at least %1 seconds"),
                                  info.minimum);
        }
        if (value > info.maximum) {
            return seconds
                       ? RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be at most %1 seconds"),
                                  info.maximum)
                       : RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be at most %1"), info.maximum);
        }
        return {};
    }
    if (value < info.minimum || value > info.maximum) {
        return seconds ? RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be from %1 to %2 seconds"),
                                  info.minimum, info.maximum)
                       : RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be from %1 to %2"), info.minimum,
                                  info.maximum);
    }
    return {};
}

} // namespace

const std::vector<ParameterInfo>& parameterTable() {
    return kTable;
}

const ParameterInfo* findParameter(std::string_view name) {
    for (const ParameterInfo& info : kTable) {
        if (info.name == name) {
            return &info;
        }
    }
    return nullptr;
}

std::optional<ParameterName> resolveParameterName(std::string_view name) {
    if (const ParameterInfo* info = findParameter(name)) {
        return ParameterName{info, {}};
    }
    // Several suffixes can match one name ("_recipient_limit" and "_destination_recipient_limit"
    // both end "smtp_destination_recipient_limit"): the longest suffix is the one meant.
    const ParameterInfo* best = nullptr;
    for (const ParameterInfo& info : kTable) {
        const std::string_view suffix = info.transportSuffix;
        if (suffix.empty() || name.size() <= suffix.size() ||
            name.substr(name.size() - suffix.size()) != suffix) {
            continue;
        }
        if (!isValidTransportName(name.substr(0, name.size() - suffix.size()))) {
            continue;
        }
        if (best == nullptr || suffix.size() > best->transportSuffix.size()) {
            best = &info;
        }
    }
    if (best == nullptr) {
        return std::nullopt;
    }
    return ParameterName{best, std::string(name.substr(0, name.size() - best->transportSuffix.size()))};
}

std::string transportParameterName(const ParameterInfo& info, std::string_view transport) {
    if (info.transportSuffix.empty()) {
        return std::string(info.name);
    }
    std::string name(transport);
    name += info.transportSuffix;
    return name;
}

bool isValidTransportName(std::string_view name) {
    if (name.empty() || !(isAlpha(name[0]) || isDigit(name[0]))) {
        return false;
    }
    for (char c : name) {
        if (!(isAlpha(c) || isDigit(c) || c == '_' || c == '-' || c == '.')) {
            return false;
        }
    }
    return name != "retry" && name != "error";
}

std::optional<std::int64_t> parseIntegerValue(std::string_view text) {
    return parseSaturatingDigits(text);
}

namespace {

// Seconds per unit letter, or 0 for a character that is no unit.
std::int64_t secondsPerUnit(char unit) {
    switch (unit) {
    case 's':
        return 1;
    case 'm':
        return 60;
    case 'h':
        return 3600;
    case 'd':
        return 86400;
    case 'w':
        return 604800;
    default:
        return 0;
    }
}

} // namespace

char parameterTimeUnit(const ParameterInfo& info) {
    const std::string_view value = info.defaultValue;
    return !value.empty() && secondsPerUnit(value.back()) != 0 ? value.back() : 's';
}

std::optional<std::int64_t> parseTimeValue(std::string_view text, char bareUnit) {
    if (text.empty()) {
        return std::nullopt;
    }
    std::int64_t factor = secondsPerUnit(text.back());
    if (factor != 0) {
        text.remove_suffix(1);
    } else {
        factor = secondsPerUnit(bareUnit);
    }
    const std::optional<std::int64_t> count = parseSaturatingDigits(text);
    if (!count) {
        return std::nullopt;
    }
    constexpr std::int64_t limit = std::numeric_limits<std::int64_t>::max();
    return *count > limit / factor ? limit : *count * factor;
}

std::optional<Feedback> parseFeedbackValue(std::string_view text, SqrtFeedback sqrtReading) {
    return parseFeedbackDetailed(text, sqrtReading).feedback;
}

RuleText checkParameterValue(const ParameterInfo& info, std::string_view text) {
    switch (info.kind) {
    case ParameterKind::Integer: {
        if (isNegativeInteger(text)) {
            return rangeRule(info, -1, false);
        }
        const std::optional<std::int64_t> value = parseIntegerValue(text);
        if (!value) {
            return RuleText(QT_TRANSLATE_NOOP(
                "qmgrlab::Rules", "must be a whole number: a JSON integer or a string of decimal digits"));
        }
        return rangeRule(info, *value, false);
    }
    case ParameterKind::Time: {
        if (isNegativeInteger(text)) {
            return rangeRule(info, -1, true);
        }
        const std::optional<std::int64_t> value = parseTimeValue(text, parameterTimeUnit(info));
        if (!value) {
            return RuleText(QT_TRANSLATE_NOOP(
                "qmgrlab::Rules", "must be a time: digits with an optional unit s, m, h, d or w and no "
                                  "blanks (for example 300s, 5m or 1h; no unit means seconds)"));
        }
        return rangeRule(info, *value, true);
    }
    case ParameterKind::Feedback:
        return parseFeedbackDetailed(text).error;
    }
    return RuleText::verbatim("unknown parameter kind");
}

} // namespace qmgrlab
