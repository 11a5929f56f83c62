// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioRules: the rules of the scenario format (SPEC section 1) in plain words and the JSON
// paths they are reported at, shared by the reader (ScenarioReader.cpp) and the validator
// (ScenarioValidator.cpp) so that a broken file and a broken in-memory scenario get the same
// message. Internal to the core.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace qmgrlab::scenario_rules {

// The largest count a {domain: count} recipient group may give.
inline constexpr std::int64_t kMaxGroupCount = 1000000;

inline constexpr std::string_view kNotInteger =
    "must be an integer (a JSON number without a fraction or exponent)";

std::string integerRule(std::int64_t minimum, std::int64_t maximum);
std::string repeatedKeyRule(std::string_view key);
std::string fileTooLargeRule();

// "parent.key" and "parent[index]" (a top-level key has no parent).
std::string joinKey(const std::string& parent, std::string_view key);
std::string joinIndex(const std::string& parent, std::size_t index);

// "NAME" is not a valid transport name (...), and why a main.cf name is not a known parameter.
std::string transportNameRule(std::string_view name);
std::string unknownParameterRule(std::string_view name);

// True when text is exactly one JSON number (no blanks around it), as nlohmann's parser reads it.
bool isJsonNumber(std::string_view text);

} // namespace qmgrlab::scenario_rules
