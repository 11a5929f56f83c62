// SPDX-License-Identifier: GPL-3.0-or-later
// SweepGrid: parsing value lists and decimal ranges (in exact scaled integers, so that 0..1:0.1
// gives eleven points and no rounding drift), the grid's order and its shards.
#include "core/whatif/SweepGrid.h"

#include "core/common/Text.h"
#include "core/scenario/MainCf.h"
#include "core/whatif/ParameterSpecError.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <unordered_set>

namespace qmgrlab {

namespace {

constexpr int kMaxDecimals = 6;
// The largest magnitude of a range bound or step once scaled: far from INT64_MAX, so that the
// differences and products below cannot overflow.
constexpr std::int64_t kMaxScaled = 1'000'000'000'000'000; // 10^18

// A decimal number as mantissa * 10^-decimals.
struct Decimal {
    std::int64_t mantissa = 0;
    int decimals = 0;
};

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

// "-12.5" -> {-125, 1}; nullopt for anything else than [-]digits[.digits], too many decimals or
// a magnitude beyond kMaxScaled.
std::optional<Decimal> parseDecimal(std::string_view text) {
    Decimal result;
    const bool negative = !text.empty() && text.front() == '-';
    if (negative) {
        text.remove_prefix(1);
    }
    const std::size_t point = text.find('.');
    const std::string_view whole = text.substr(0, point);
    const std::string_view fraction =
        point == std::string_view::npos ? std::string_view{} : text.substr(point + 1);
    if (whole.empty() || (point != std::string_view::npos && fraction.empty()) ||
        fraction.size() > static_cast<std::size_t>(kMaxDecimals)) {
        return std::nullopt;
    }
    for (const std::string_view digits : {whole, fraction}) {
        for (const char c : digits) {
            if (!isDigit(c) || result.mantissa > (kMaxScaled - 9) / 10) {
                return std::nullopt;
            }
            result.mantissa = result.mantissa * 10 + (c - '0');
        }
    }
    result.decimals = static_cast<int>(fraction.size());
    if (negative) {
        result.mantissa = -result.mantissa;
    }
    return result;
}

// The mantissa at the given number of decimals (>= value.decimals), or nullopt past kMaxScaled.
std::optional<std::int64_t> rescale(Decimal value, int decimals) {
    std::int64_t mantissa = value.mantissa;
    for (int i = value.decimals; i < decimals; ++i) {
        if (mantissa > kMaxScaled / 10 || mantissa < -kMaxScaled / 10) {
            return std::nullopt;
        }
        mantissa *= 10;
    }
    return mantissa;
}

std::string formatDecimal(std::int64_t mantissa, int decimals) {
    const bool negative = mantissa < 0;
    std::string digits = std::to_string(negative ? -mantissa : mantissa);
    if (decimals > 0) {
        if (digits.size() <= static_cast<std::size_t>(decimals)) {
            digits.insert(0, static_cast<std::size_t>(decimals) + 1 - digits.size(), '0');
        }
        digits.insert(digits.size() - static_cast<std::size_t>(decimals), 1, '.');
    }
    return negative ? "-" + digits : digits;
}

class SpecError {
public:
    SpecError(std::string_view spec, std::string_view name) : spec_(spec), name_(name) {}

    [[noreturn]] void raise(RuleText rule) const {
        if (name_.empty())
            throw ParameterSpecError(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "sweep parameter %1: %2"),
                                              quoteForMessage(spec_), std::move(rule)));
        throw ParameterSpecError(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "sweep parameter %1: %2: %3"),
                                          quoteForMessage(spec_), nameForMessage(name_), std::move(rule)));
    }

private:
    std::string_view spec_;
    std::string_view name_;
};

std::vector<std::string> rangeValues(std::string_view range, std::size_t dots, const SpecError& error) {
    const std::string_view fromText = trimBlanks(range.substr(0, dots));
    std::string_view toText = range.substr(dots + 2);
    std::string_view stepText = "1";
    bool stepGiven = false;
    if (const std::size_t colon = toText.find(':'); colon != std::string_view::npos) {
        stepText = trimBlanks(toText.substr(colon + 1));
        toText = toText.substr(0, colon);
        stepGiven = true;
    }
    toText = trimBlanks(toText);
    const RuleText syntax(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                            "a range must have the form FROM..TO or FROM..TO:STEP, "
                                            "each a decimal number with at most %1 decimals"),
                          kMaxDecimals);
    const std::optional<Decimal> from = parseDecimal(fromText);
    const std::optional<Decimal> to = parseDecimal(toText);
    const std::optional<Decimal> step = parseDecimal(stepText);
    if (!from || !to || !step) {
        error.raise(syntax);
    }
    const int decimals = std::max({from->decimals, to->decimals, step->decimals});
    const std::optional<std::int64_t> first = rescale(*from, decimals);
    const std::optional<std::int64_t> last = rescale(*to, decimals);
    const std::optional<std::int64_t> increment = rescale(*step, decimals);
    if (!first || !last || !increment) {
        error.raise(syntax);
    }
    if (*increment == 0) {
        error.raise(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "STEP must not be 0")));
    }
    if (*last > *first && *increment < 0) {
        error.raise(RuleText(
            QT_TRANSLATE_NOOP("qmgrlab::Rules", "STEP must be positive to count up from FROM to TO")));
    }
    if (*last<*first&& * increment> 0) {
        error.raise(
            stepGiven
                ? RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                             "STEP must be negative to count down from FROM to TO"))
                : RuleText(QT_TRANSLATE_NOOP(
                      "qmgrlab::Rules",
                      "the range is empty: FROM is greater than TO (give a negative STEP to count down)")));
    }
    // Both below 10^18 in magnitude: neither the difference nor the quotient overflows.
    const std::int64_t intervals = (*last - *first) / *increment;
    if (intervals >= static_cast<std::int64_t>(SweepGrid::kMaxPoints)) {
        error.raise(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the range has more than %1 points"),
                             SweepGrid::kMaxPoints));
    }
    std::vector<std::string> values;
    for (std::int64_t i = 0; i <= intervals; ++i) {
        values.push_back(formatDecimal(*first + i * *increment, decimals));
    }
    return values;
}

std::vector<std::string> listValues(std::string_view list, const SpecError& error) {
    std::vector<std::string> values;
    std::unordered_set<std::string_view> given; // views into list, for the repeats
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = list.find(',', start);
        const std::string_view value = trimBlanks(list.substr(start, comma - start));
        if (value.empty()) {
            error.raise(RuleText(
                QT_TRANSLATE_NOOP("qmgrlab::Rules", "a value is empty; give V1,V2,... or FROM..TO[:STEP]")));
        }
        if (!given.insert(value).second) {
            error.raise(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the value %1 is given more than once"),
                                 quoteForMessage(value)));
        }
        if (values.size() == SweepGrid::kMaxPoints) {
            error.raise(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the list has more than %1 values"),
                                 SweepGrid::kMaxPoints));
        }
        values.emplace_back(value);
        if (comma == std::string_view::npos) {
            return values;
        }
        start = comma + 1;
    }
}

} // namespace

void SweepGrid::addParameter(std::string_view spec) {
    const std::size_t equals = spec.find('=');
    if (equals == std::string_view::npos) {
        SpecError(spec, {}).raise(RuleText(QT_TRANSLATE_NOOP(
            "qmgrlab::Rules", "must have the form NAME=V1,V2,... or NAME=FROM..TO[:STEP]")));
    }
    const std::string_view name = trimBlanks(spec.substr(0, equals));
    const SpecError error(spec, name);
    if (name.empty()) {
        error.raise(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the parameter name before = is missing")));
    }
    if (std::any_of(axes_.begin(), axes_.end(), [name](const Axis& axis) { return axis.name == name; })) {
        error.raise(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "is swept more than once")));
    }
    if (axes_.size() == kMaxParameters) {
        error.raise(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "a sweep varies at most %1 parameters"),
                             kMaxParameters));
    }
    const std::string_view valuesText = spec.substr(equals + 1);
    const std::size_t dots = valuesText.find("..");
    Axis axis{std::string(name), dots == std::string_view::npos ? listValues(valuesText, error)
                                                                : rangeValues(valuesText, dots, error)};
    if (size() * axis.values.size() > kMaxPoints) {
        error.raise(
            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the grid would have %1 points, more than %2"),
                     size() * axis.values.size(), kMaxPoints));
    }
    // Checked in a scratch scenario: setMainCfParameter holds the name and value rules.
    Scenario scratch;
    for (const std::string& value : axis.values) {
        if (RuleText rule = setMainCfParameter(scratch, axis.name, value); !rule.empty()) {
            error.raise(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "value %1: %2"), quoteForMessage(value),
                                 std::move(rule)));
        }
    }
    axes_.push_back(std::move(axis));
}

std::size_t SweepGrid::size() const {
    if (axes_.empty()) {
        return 0;
    }
    std::size_t points = 1;
    for (const Axis& axis : axes_) {
        points *= axis.values.size();
    }
    return points;
}

ParameterOverrides SweepGrid::point(std::size_t number) const {
    if (number < 1 || number > size()) {
        throw std::out_of_range("sweep point " + std::to_string(number) + " is not in 1.." +
                                std::to_string(size()));
    }
    // The index in mixed radix, the last axis varying fastest.
    std::size_t index = number - 1;
    std::vector<std::size_t> digits(axes_.size());
    for (std::size_t a = axes_.size(); a-- > 0;) {
        digits[a] = index % axes_[a].values.size();
        index /= axes_[a].values.size();
    }
    ParameterOverrides overrides;
    for (std::size_t a = 0; a < axes_.size(); ++a) {
        overrides.add(axes_[a].name + "=" + axes_[a].values[digits[a]]);
    }
    return overrides;
}

std::vector<std::size_t> SweepGrid::shard(std::size_t k, std::size_t n) const {
    if (n == 0) {
        throw std::invalid_argument("shard " + std::to_string(k) +
                                    "/0: the number of shards must be at least 1");
    }
    if (k < 1 || k > n) {
        throw std::invalid_argument("shard " + std::to_string(k) + "/" + std::to_string(n) +
                                    ": the shard number must be from 1 to " + std::to_string(n));
    }
    std::vector<std::size_t> numbers;
    const std::size_t points = size();
    for (std::size_t number = k; number <= points; number += n) {
        numbers.push_back(number);
        if (points - number < n) {
            break; // the next number would pass the end (or wrap around)
        }
    }
    return numbers;
}

} // namespace qmgrlab
