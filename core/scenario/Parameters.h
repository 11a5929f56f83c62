// SPDX-License-Identifier: GPL-3.0-or-later
// Parameters: the main.cf parameters that qmgrlab's simulator honours, with their Postfix
// defaults, valid ranges, per-transport forms and plain-words explanations, and the parsers
// for Postfix's value syntax (integers, times with units, feedback values).
#pragma once

#include "core/common/RuleText.h"
#include "core/scenario/Feedback.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qmgrlab {

enum class ParameterKind { Integer, Time, Feedback };

struct ParameterInfo {
    std::string_view name; // the default form, e.g. "default_delivery_slot_cost"
    ParameterKind kind;
    std::string_view defaultValue; // Postfix syntax, e.g. "5", "5s", "1"
    // Valid range of the integer (or time, in seconds) value; ignored for feedback.
    std::int64_t minimum;
    std::int64_t maximum;
    // Suffix of the per-transport form ("_delivery_slot_cost" for "smtp_delivery_slot_cost"),
    // empty when the parameter has no per-transport form.
    std::string_view transportSuffix;
    std::string_view group; // "Preemption", "Recipient limits", "Concurrency", "Active queue"
    // One plain-words sentence for tooltips and docs, in English; the ui shows it translated
    // with QCoreApplication::translate(kParameterTextContext, summary).
    std::string_view summary;
};

// The translation context of the parameter summaries (marked with QT_TRANSLATE_NOOP).
inline constexpr const char* kParameterTextContext = "qmgrlab::Parameters";

// Every parameter qmgrlab knows, in a stable order suitable for display.
const std::vector<ParameterInfo>& parameterTable();

// The table row for a default-form name ("default_delivery_slot_cost"), or nullptr.
const ParameterInfo* findParameter(std::string_view name);

// A main.cf name, resolved to its table row and, for a per-transport form, the transport.
struct ParameterName {
    const ParameterInfo* info = nullptr;
    std::string transport; // empty for the default form
};

// Resolves "default_x", "T_x" and the global names; nullopt when the name is not known.
// Transport prefixes must follow the transport-name rules (isValidTransportName).
std::optional<ParameterName> resolveParameterName(std::string_view name);

// The per-transport form of a parameter for transport T ("smtp_delivery_slot_cost").
std::string transportParameterName(const ParameterInfo& info, std::string_view transport);

// Letters, digits, '_', '-', '.', starting with a letter or digit, not "retry" or "error".
bool isValidTransportName(std::string_view name);

// Value parsers. Each returns nullopt on a syntax error (parseFeedbackValue also on a value
// outside 0..1, since a feedback value has no separate range); integer ranges are checked by
// checkParameterValue.
std::optional<std::int64_t> parseIntegerValue(std::string_view text); // decimal digits only
// Seconds; units s m h d w. A bare number takes bareUnit, as Postfix gives it the unit of the
// parameter's default value (see parameterTimeUnit).
std::optional<std::int64_t> parseTimeValue(std::string_view text, char bareUnit = 's');
// The unit of a time parameter's default value ('d' for maximal_queue_lifetime's "5d").
char parameterTimeUnit(const ParameterInfo& info);
// SPEC section 1 syntax; sqrtReading says how N/sqrt_concurrency is read (Postfix 3.12: the constant 1).
std::optional<Feedback> parseFeedbackValue(std::string_view text,
                                           SqrtFeedback sqrtReading = SqrtFeedback::Postfix3_12);

// Checks a value (JSON text of a number, or a Postfix-syntax string) against the parameter's
// kind and range. Returns an empty rule when valid, otherwise the rule that is broken, in
// plain words (e.g. "must be 0 or at least 2").
RuleText checkParameterValue(const ParameterInfo& info, std::string_view text);

} // namespace qmgrlab
