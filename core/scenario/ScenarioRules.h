// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioRules: the rules of the scenario format (SPEC section 1) in plain words and the JSON
// paths they are reported at, shared by the reader (ScenarioReader.cpp), the validator
// (ScenarioValidator.cpp) and the code after them (Configuration.cpp, RunBuilder.cpp) so that
// a broken file and a broken in-memory scenario get the same message. Internal to the core.
#pragma once

#include "core/common/RuleText.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace qmgrlab::scenario_rules {

// The longest address (SPEC section 1).
inline constexpr std::size_t kMaxAddressLength = 254;

// Printable ASCII other than the blank: what addresses and local parts are made of.
bool isPrintableNonBlank(char c);
// The rules of a domain, and of an address (SPEC section 1): an empty rule when valid; for a valid
// address, domainOut is the part after its last '@'.
RuleText checkDomain(std::string_view domain);
RuleText checkAddress(std::string_view address, std::string_view& domainOut);

// The largest count a {domain: count} recipient group may give.
inline constexpr std::int64_t kMaxGroupCount = 1000000;

inline constexpr const char* kNotInteger =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be an integer (a JSON number without a fraction or exponent)");

RuleText integerRule(std::int64_t minimum, std::int64_t maximum);
RuleText repeatedKeyRule(std::string_view key);
// The file is larger than maxBytes (Scenario::kMaxFileBytes for a scenario).
RuleText fileTooLargeRule(std::int64_t maxBytes);

// "parent.key" and "parent[index]" (a top-level key has no parent). joinKey is for the format's
// own keys; joinName for a key the file chose (a domain, a parameter or service name, an
// unknown key): "parent.name" when the name is plain (isPlainName), otherwise quoted and cut as
// every echo is: parent["example.com"], parent["a.b"].
std::string joinKey(const std::string& parent, std::string_view key);
std::string joinName(const std::string& parent, std::string_view name);
std::string joinIndex(const std::string& parent, std::size_t index);

// "NAME" is not a valid transport name (...), and why a main.cf name is not a known parameter.
RuleText transportNameRule(std::string_view name);
RuleText unknownParameterRule(std::string_view name);

// The domain "DOMAIN" has no destinations entry and no "*" entry covers it.
RuleText uncoveredDomainRule(std::string_view domain);

// True when text is exactly one JSON number (no blanks around it), as nlohmann's parser reads it.
bool isJsonNumber(std::string_view text);

// A bookmark names a transport the scenario does not have (transports: the scenario's).
RuleText unknownBookmarkTransportRule(std::string_view name, const std::vector<std::string>& transports);

} // namespace qmgrlab::scenario_rules
