// SPDX-License-Identifier: GPL-3.0-or-later
// ParameterOverrides: splitting a variant spec into NAME=VALUE items and checking each with
// MainCf's setMainCfParameter on a scratch scenario, so that the rules live in one place.
#include "core/whatif/ParameterOverrides.h"

#include "core/common/Text.h"
#include "core/scenario/Configuration.h"
#include "core/scenario/MainCf.h"
#include "core/scenario/Parameters.h"
#include "core/whatif/ParameterSpecError.h"

#include <algorithm>
#include <optional>

namespace qmgrlab {

namespace {

constexpr std::string_view kMaxprocField = "/unix/maxproc";

// The service of a master.cf maxproc field as postconf -F names it ("smtp/unix/maxproc"), or
// nullopt for any other name.
std::optional<std::string_view> maxprocService(std::string_view name) {
    if (name.size() <= kMaxprocField.size() || !name.ends_with(kMaxprocField))
        return std::nullopt;
    return name.substr(0, name.size() - kMaxprocField.size());
}

// The transports some destination routes to ("*"'s, else smtp, for the unlisted ones).
std::vector<std::string> routedTransports(const Scenario& scenario) {
    std::string star = "smtp";
    for (const DestinationSpec& destination : scenario.destinations)
        if (destination.domain == "*" && destination.transport)
            star = *destination.transport;
    std::vector<std::string> names{star};
    for (const DestinationSpec& destination : scenario.destinations)
        names.push_back(destination.transport.value_or(star));
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());
    return names;
}

[[noreturn]] void reject(std::string_view item, std::string_view name, RuleText rule) {
    if (name.empty())
        throw ParameterSpecError(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "variant item %1: %2"),
                                          quoteForMessage(item), std::move(rule)));
    throw ParameterSpecError(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "variant item %1: %2: %3"),
                                      quoteForMessage(item), nameForMessage(name), std::move(rule)));
}

} // namespace

void ParameterOverrides::add(std::string_view spec) {
    // Checked in a scratch scenario: setMainCfParameter holds the name and value rules.
    Scenario scratch;
    std::vector<ParameterSetting> added;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = spec.find(',', start);
        const std::string_view item = trimBlanks(spec.substr(start, comma - start));
        if (item.empty()) {
            throw ParameterSpecError(RuleText(
                QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                  "variant %1: an item is empty; give NAME=VALUE items separated by commas"),
                quoteForMessage(spec)));
        }
        const std::size_t equals = item.find('=');
        if (equals == std::string_view::npos) {
            reject(item, {}, RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "must have the form NAME=VALUE")));
        }
        added.push_back(checked(item, trimBlanks(item.substr(0, equals)), trimBlanks(item.substr(equals + 1)),
                                added, scratch));
        if (comma == std::string_view::npos) {
            break;
        }
        start = comma + 1;
    }
    settings_.insert(settings_.end(), added.begin(), added.end());
}

void ParameterOverrides::add(std::string_view name, std::string_view value) {
    Scenario scratch;
    const std::string item = std::string(name) + "=" + std::string(value);
    settings_.push_back(checked(item, trimBlanks(name), trimBlanks(value), {}, scratch));
}

ParameterSetting ParameterOverrides::checked(std::string_view item, std::string_view name,
                                             std::string_view value,
                                             const std::vector<ParameterSetting>& added,
                                             Scenario& scratch) const {
    if (name.empty()) {
        reject(item, {},
               RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the parameter name before = is missing")));
    }
    if (value.empty()) {
        reject(item, name, RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the value after = is missing")));
    }
    const auto sameName = [name](const ParameterSetting& s) { return s.name == name; };
    if (std::any_of(settings_.begin(), settings_.end(), sameName) ||
        std::any_of(added.begin(), added.end(), sameName)) {
        reject(item, name,
               RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "is given more than once in the variant")));
    }
    if (name.find('/') != std::string_view::npos) {
        const std::optional<std::string_view> service = maxprocService(name);
        if (!service || !isValidTransportName(*service))
            reject(item, name,
                   RuleText(QT_TRANSLATE_NOOP(
                       "qmgrlab::Rules", "of master.cf only a delivery agent's process limit can be "
                                         "varied, named as postconf -F names it: SERVICE/unix/maxproc")));
        const std::optional<std::int64_t> limit = parseIntegerValue(value);
        if (value != "-" && (!limit || *limit < 1 || *limit > kIntMax))
            reject(item, name,
                   RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                              "maxproc must be - (default_process_limit) or a number from 1 "
                                              "to 2147483647")));
        return ParameterSetting{std::string(name), std::string(value), value != "-"};
    }
    if (RuleText rule = setMainCfParameter(scratch, name, value); !rule.empty()) {
        reject(item, name, rule);
    }
    return *scratch.findParameter(name);
}

void ParameterOverrides::applyTo(Scenario& scenario) const {
    for (const ParameterSetting& setting : settings_) {
        if (const std::optional<std::string_view> service = maxprocService(setting.name)) {
            std::optional<int> maxproc;
            if (setting.value != "-")
                maxproc = static_cast<int>(parseIntegerValue(setting.value).value_or(1));
            bool found = false;
            for (ProcessLimit& limit : scenario.masterCf)
                if (limit.transport == *service) {
                    limit.maxproc = maxproc;
                    found = true;
                }
            if (!found)
                scenario.masterCf.push_back(ProcessLimit{std::string(*service), maxproc, {}});
            continue;
        }
        scenario.setParameter(setting.name, setting.value, setting.isNumber);
    }
}

std::vector<RuleText> ParameterOverrides::shadowed(const Scenario& scenario,
                                                   const std::vector<std::string>& inferredFromLog) const {
    const auto inferred = [&inferredFromLog](const std::string& name) {
        return std::find(inferredFromLog.begin(), inferredFromLog.end(), name) != inferredFromLog.end();
    };
    Scenario varied(scenario);
    applyTo(varied);
    const std::vector<std::string> transports = routedTransports(varied);
    std::vector<RuleText> notes;
    for (const ParameterSetting& setting : settings_) {
        const std::string item = setting.name + "=" + setting.value;
        if (setting.name == "default_process_limit") {
            for (const ProcessLimit& limit : varied.masterCf)
                if (limit.maxproc &&
                    std::binary_search(transports.begin(), transports.end(), limit.transport))
                    notes.push_back(
                        inferred(limit.transport + "/unix/maxproc")
                            ? RuleText(
                                  QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                    "variant %1 changes nothing for the transport %2: its "
                                                    "own maxproc %3, inferred from the mail log (the most "
                                                    "of its deliveries in flight at once; no master.cf "
                                                    "given), stays; vary it as %2/unix/maxproc=N"),
                                  item, limit.transport, *limit.maxproc)
                            : RuleText(QT_TRANSLATE_NOOP(
                                           "qmgrlab::Rules",
                                           "variant %1 changes nothing for the transport %2: its own maxproc "
                                           "%3 (master.cf) stays; vary it as %2/unix/maxproc=N"),
                                       item, limit.transport, *limit.maxproc));
            continue;
        }
        const std::optional<ParameterName> resolved = resolveParameterName(setting.name);
        if (!resolved || resolved->info == nullptr || !resolved->transport.empty() ||
            resolved->info->transportSuffix.empty())
            continue;
        for (const std::string& transport : transports) {
            const std::string own = transportParameterName(*resolved->info, transport);
            const std::string_view value = effectiveParameterValue(varied, *resolved->info, transport);
            if (value == setting.value)
                continue;
            if (inferred(own))
                notes.push_back(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                           "variant %1 changes nothing for the transport %2: "
                                                           "its own %3 = %4, inferred from the mail log (no "
                                                           "main.cf given), stays; vary it as %3=VALUE"),
                                         item, transport, own, std::string(value)));
            else
                notes.push_back(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                           "variant %1 changes nothing for the transport %2: "
                                                           "its own %3 = %4 stays; vary it as %3=VALUE"),
                                         item, transport, own, std::string(value)));
        }
    }
    return notes;
}

std::string ParameterOverrides::text() const {
    std::string joined;
    for (const ParameterSetting& setting : settings_) {
        if (!joined.empty()) {
            joined += ',';
        }
        joined += setting.name + "=" + setting.value;
    }
    return joined;
}

void checkParameterTransports(const std::vector<std::string>& names, const Configuration& config) {
    for (const std::string& name : names) {
        const std::optional<std::string_view> service = maxprocService(name);
        const std::optional<ParameterName> resolved = resolveParameterName(name);
        const std::string transport = service    ? std::string(*service)
                                      : resolved ? resolved->transport
                                                 : std::string();
        if (transport.empty() || config.transportIndex(transport) >= 0) {
            continue;
        }
        std::string known;
        for (const TransportSettings& t : config.transports()) {
            known += (known.empty() ? "" : ", ") + t.name;
        }
        throw ParameterSpecError(
            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                       "%1: the scenario has no transport %2 (it has %3), so the setting "
                                       "would change nothing"),
                     nameForMessage(name), quoteForMessage(transport), known));
    }
}

} // namespace qmgrlab
