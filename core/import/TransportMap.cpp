// SPDX-License-Identifier: GPL-3.0-or-later
// TransportMap: reading "domain transport" lines.
#include "core/import/TransportMap.h"

#include "core/common/Text.h"
#include "core/import/ConfigLines.h"
#include "core/scenario/ScenarioError.h"

#include <unordered_map>

namespace qmgrlab {

std::vector<TransportRoute> parseTransportMap(std::string_view text, const std::string& file) {
    std::vector<TransportRoute> routes;
    std::unordered_map<std::string, int> lineOfDomain;
    for (const ConfigLine& line : splitConfigLines(text, file)) {
        const std::string_view content = line.text;
        const std::size_t gap = content.find_first_of(" \t");
        const std::size_t second = content.find_first_not_of(" \t", gap);
        if (gap == std::string_view::npos || second == std::string_view::npos ||
            content.find_first_of(" \t", second) != std::string_view::npos) {
            throw ScenarioError(
                file, linePlace(line.line),
                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "must have the form \"domain transport\": %1"),
                         quoteForMessage(content, '"')));
        }
        std::string_view transport = content.substr(second);
        transport = transport.substr(0, transport.find(':'));
        if (transport.empty()) {
            throw ScenarioError(
                file, linePlace(line.line),
                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the transport before ':' is missing: %1"),
                         quoteForMessage(content, '"')));
        }
        TransportRoute route{lowerAscii(content.substr(0, gap)), std::string(transport), line.line};
        if (const auto [it, added] = lineOfDomain.emplace(route.domain, line.line); !added) {
            throw ScenarioError(
                file, linePlace(line.line),
                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the domain %1 is already listed at %2"),
                         quoteForMessage(route.domain, '"'), linePlace(it->second)));
        }
        routes.push_back(std::move(route));
    }
    return routes;
}

std::string formatTransportMap(const Scenario& scenario) {
    std::string text;
    for (const DestinationSpec& destination : scenario.destinations) {
        if (destination.domain != "*" && destination.transport) {
            text += destination.domain + " " + *destination.transport + "\n";
        }
    }
    return text;
}

} // namespace qmgrlab
