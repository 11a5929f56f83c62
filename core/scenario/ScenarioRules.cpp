// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioRules: the texts of the rules shared by the scenario reader and validator.
#include "core/scenario/ScenarioRules.h"

#include "core/common/Text.h"
#include "core/common/TranslatableText.h"
#include "core/scenario/Parameters.h"

#include <nlohmann/json.hpp>

namespace qmgrlab::scenario_rules {

namespace {

// The domain of an address of at most 254 characters with a local part of at least one.
constexpr std::size_t kMaxDomainLength = kMaxAddressLength - 2;

} // namespace

bool isPrintableNonBlank(char c) {
    return c > ' ' && c < 0x7f;
}

// Domain part rules (SPEC section 1); an empty rule when valid.
RuleText checkDomain(std::string_view domain) {
    if (domain.empty()) {
        return RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the domain must not be empty"));
    }
    if (domain.size() > kMaxDomainLength) {
        return RuleText(
            QT_TRANSLATE_NOOP("qmgrlab::Rules",
                              "the domain is longer than %1 characters (an address is at most 254)"),
            kMaxDomainLength);
    }
    for (char c : domain) {
        if (!isPrintableNonBlank(c)) {
            return RuleText(QT_TRANSLATE_NOOP(
                "qmgrlab::Rules", "the domain may contain only printable ASCII characters and no blanks"));
        }
        if (c == '"' || c == '\\') {
            return RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the domain must not contain \" or \\"));
        }
        if (c == '@') {
            return RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the domain must not contain @"));
        }
    }
    return {};
}

// Address rules; on success domainOut is the part after the last '@'.
RuleText checkAddress(std::string_view address, std::string_view& domainOut) {
    if (address.size() > kMaxAddressLength) {
        return RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "an address is at most 254 characters"));
    }
    for (char c : address) {
        if (!isPrintableNonBlank(c)) {
            return RuleText(QT_TRANSLATE_NOOP(
                "qmgrlab::Rules", "an address may contain only printable ASCII characters and no blanks"));
        }
    }
    const std::size_t at = address.rfind('@');
    if (at == std::string_view::npos) {
        return RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "an address must have the form local@domain"));
    }
    if (at == 0) {
        return RuleText(QT_TRANSLATE_NOOP(
            "qmgrlab::Rules", "the local part of the address (before its last @) must not be empty"));
    }
    domainOut = address.substr(at + 1);
    if (domainOut.empty()) {
        return RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                          "the domain of the address (after its last @) must not be empty"));
    }
    for (char c : domainOut) {
        if (c == '"' || c == '\\') {
            return RuleText(
                QT_TRANSLATE_NOOP("qmgrlab::Rules", "the domain of the address must not contain \" or \\"));
        }
    }
    return {};
}

RuleText integerRule(std::int64_t minimum, std::int64_t maximum) {
    return RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be an integer from %1 to %2"), minimum,
                    maximum);
}

namespace {

// A key as jsonKeyForMessage shows it, for a pattern that has the quotes.
std::string keyBetweenQuotes(std::string_view key) {
    const std::string quoted = jsonKeyForMessage(key);
    return quoted.substr(1, quoted.size() - 2);
}

} // namespace

RuleText repeatedKeyRule(std::string_view key) {
    return RuleText(
        QT_TRANSLATE_NOOP("qmgrlab::Rules", "the key \"%1\" appears more than once in the same object"),
        keyBetweenQuotes(key));
}

RuleText fileTooLargeRule(std::int64_t maxBytes) {
    return RuleText(
        QT_TRANSLATE_NOOP("qmgrlab::Rules",
                          "the file is larger than %1 bytes, the most qmgrlab reads for one scenario"),
        maxBytes);
}

std::string joinKey(const std::string& parent, std::string_view key) {
    std::string path = parent;
    if (!path.empty()) {
        path += '.';
    }
    path += key;
    return path;
}

std::string joinName(const std::string& parent, std::string_view name) {
    return isPlainName(name) ? joinKey(parent, name) : parent + "[" + jsonKeyForMessage(name) + "]";
}

std::string joinIndex(const std::string& parent, std::size_t index) {
    return parent + "[" + std::to_string(index) + "]";
}

RuleText transportNameRule(std::string_view name) {
    return RuleText(
        QT_TRANSLATE_NOOP("qmgrlab::Rules",
                          "\"%1\" is not a valid transport name (letters, digits, _, - and . only, "
                          "starting with a letter or digit, and not retry or error)"),
        cutForMessage(name));
}

RuleText unknownParameterRule(std::string_view name) {
    for (const ParameterInfo& info : parameterTable()) {
        const std::string_view suffix = info.transportSuffix;
        if (!suffix.empty() && name.size() > suffix.size() &&
            name.substr(name.size() - suffix.size()) == suffix) {
            const std::string_view prefix = name.substr(0, name.size() - suffix.size());
            if (!isValidTransportName(prefix)) {
                return RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "unknown parameter: %1"),
                                transportNameRule(prefix));
            }
        }
    }
    return RuleText(QT_TRANSLATE_NOOP(
        "qmgrlab::Rules", "unknown parameter: qmgrlab models only the scheduling parameters of its "
                          "parameter table (such as default_delivery_slot_cost) and their per-transport "
                          "forms (such as smtp_delivery_slot_cost)"));
}

RuleText uncoveredDomainRule(std::string_view domain) {
    return RuleText(
        QT_TRANSLATE_NOOP("qmgrlab::Rules",
                          "the domain \"%1\" has no entry in destinations, and there is no \"*\" entry"),
        cutForMessage(domain));
}

bool isJsonNumber(std::string_view text) {
    // The parser skips blanks around a value; a number's text has none.
    if (text.empty() || text.find_first_of(" \t\r\n") != std::string_view::npos) {
        return false;
    }
    return nlohmann::json::parse(text, nullptr, false).is_number();
}

RuleText unknownBookmarkTransportRule(std::string_view name, const std::vector<std::string>& transports) {
    std::string known;
    for (const std::string& transport : transports) {
        known += (known.empty() ? "" : ", ") + transport;
    }
    return RuleText(
        QT_TRANSLATE_NOOP("qmgrlab::Rules", "the scenario has no transport \"%1\"; its transports are %2"),
        cutForMessage(name), cutForMessage(known));
}

} // namespace qmgrlab::scenario_rules
