// SPDX-License-Identifier: GPL-3.0-or-later
// MasterCf: reading master.cf's delivery agents and qmgr overrides.
#include "core/import/MasterCf.h"

#include "core/common/Text.h"
#include "core/import/ConfigLines.h"
#include "core/scenario/ScenarioError.h"

#include <algorithm>
#include <array>
#include <map>
#include <unordered_map>

namespace qmgrlab {

namespace {

constexpr std::array<std::string_view, 7> kDeliveryCommands = {"smtp", "lmtp",    "local", "virtual",
                                                               "pipe", "discard", "error"};

std::vector<std::string_view> splitFields(std::string_view text) {
    std::vector<std::string_view> fields;
    std::size_t i = 0;
    while (true) {
        i = text.find_first_not_of(" \t", i);
        if (i == std::string_view::npos) {
            break;
        }
        const std::size_t end = text.find_first_of(" \t", i);
        fields.push_back(text.substr(i, end == std::string_view::npos ? std::string_view::npos : end - i));
        i = end;
    }
    return fields;
}

// The -o overrides among a service's arguments: "-o name=value" and "-oname=value".
std::vector<ServiceOverride> readOverrides(const std::vector<std::string_view>& args, const std::string& file,
                                           int line) {
    std::vector<ServiceOverride> overrides;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string_view setting;
        if (args[i] == "-o") {
            if (i + 1 == args.size()) {
                throw ScenarioError(
                    file, linePlace(line),
                    RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "-o must be followed by name=value")));
            }
            setting = args[++i];
        } else if (args[i].size() > 2 && args[i].substr(0, 2) == "-o") {
            setting = args[i].substr(2);
        } else {
            continue;
        }
        const std::size_t equals = setting.find('=');
        if (equals == std::string_view::npos || equals == 0) {
            throw ScenarioError(
                file, linePlace(line),
                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "-o must be followed by name=value: %1"),
                         quoteForMessage(setting, '"')));
        }
        overrides.push_back(
            ServiceOverride{std::string(setting.substr(0, equals)), std::string(setting.substr(equals + 1))});
    }
    return overrides;
}

} // namespace

MasterCf parseMasterCf(std::string_view text, const std::string& file) {
    MasterCf result;
    std::unordered_map<std::string, int> lineOfService; // delivery agents by name
    for (const ConfigLine& line : splitConfigLines(text, file)) {
        const std::vector<std::string_view> fields = splitFields(line.text);
        if (fields.size() < 8) {
            throw ScenarioError(
                file, linePlace(line.line),
                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                           "a service line has 8 fields (service type private unpriv "
                                           "chroot wakeup maxproc command) before the command's "
                                           "arguments: %1"),
                         quoteForMessage(line.text, '"')));
        }
        const std::string_view type = fields[1];
        std::string_view command = fields[7];
        if (const std::size_t slash = command.rfind('/'); slash != std::string_view::npos) {
            command = command.substr(slash + 1);
        }
        const std::vector<std::string_view> args(fields.begin() + 8, fields.end());
        if (type != "unix") {
            continue;
        }
        if (command == "qmgr") {
            result.qmgrOverrides = readOverrides(args, file, line.line);
            result.qmgrLine = line.line;
            continue;
        }
        if (std::find(kDeliveryCommands.begin(), kDeliveryCommands.end(), command) ==
            kDeliveryCommands.end()) {
            continue;
        }
        MasterService service;
        service.name = std::string(fields[0]);
        service.command = std::string(command);
        service.line = line.line;
        const std::string_view maxproc = fields[6];
        if (maxproc != "-") {
            const std::optional<std::int64_t> value = parseSaturatingDigits(maxproc);
            if (!value || *value < 1 || *value > kIntMax) {
                throw ScenarioError(
                    file, linePlace(line.line),
                    RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                               "%1: maxproc must be - or a number from 1 to "
                                               "2147483647 (0, no limit, cannot be simulated): %2"),
                             nameForMessage(service.name), quoteForMessage(maxproc, '"')));
            }
            service.maxproc = static_cast<int>(*value);
        }
        service.overrides = readOverrides(args, file, line.line);
        if (const auto [earlier, added] = lineOfService.emplace(service.name, line.line); !added) {
            throw ScenarioError(
                file, linePlace(line.line),
                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                           "the service %1 of type unix is already defined at %2"),
                         quoteForMessage(service.name, '"'), linePlace(earlier->second)));
        }
        result.deliveryAgents.push_back(std::move(service));
    }
    return result;
}

std::string formatMasterCf(const Scenario& scenario) {
    std::map<std::string, std::optional<int>> services;
    std::string star = "smtp";
    for (const DestinationSpec& destination : scenario.destinations) {
        if (destination.domain == "*" && destination.transport) {
            star = *destination.transport;
        }
    }
    services[star];
    for (const DestinationSpec& destination : scenario.destinations) {
        services[destination.transport.value_or(star)];
    }
    for (const ProcessLimit& service : scenario.masterCf) {
        services[service.transport] = service.maxproc;
    }
    std::string text = "# service type  private unpriv  chroot  wakeup  maxproc command\n";
    for (const auto& [name, maxproc] : services) {
        const bool agent =
            std::find(kDeliveryCommands.begin(), kDeliveryCommands.end(), name) != kDeliveryCommands.end() &&
            name != "error";
        std::string line = name;
        line.append(name.size() < 10 ? 10 - name.size() : 1, ' ');
        line += "unix  -       -       n       -       ";
        const std::string limit = maxproc ? std::to_string(*maxproc) : "-";
        line += limit;
        line.append(limit.size() < 8 ? 8 - limit.size() : 1, ' ');
        line += agent ? name : "smtp";
        text += line + "\n";
    }
    return text;
}

} // namespace qmgrlab
