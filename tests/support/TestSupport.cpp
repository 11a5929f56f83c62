// SPDX-License-Identifier: GPL-3.0-or-later
// TestSupport: helpers shared by the core tests.
#include "TestSupport.h"

#include "core/run/DeliverySlots.h"
#include "core/run/RunBuilder.h"
#include "core/run/Simulation.h"
#include "core/trace/TraceWriter.h"

#include <fstream>
#include <sstream>

namespace qmgrlab::test {

std::shared_ptr<const Configuration> configFromJson(const std::string& json) {
    return resolveScenario(parseScenario(json, "test.json"), "test.json");
}

std::shared_ptr<const Configuration> configFromFile(const std::string& path) {
    return resolveScenario(loadScenarioFile(path), path);
}

Outcome runToEnd(const std::shared_ptr<const Configuration>& config) {
    Outcome outcome{std::make_shared<NameTable>(), Recording(true), {}};
    Simulation simulation(config, outcome.names);
    while (simulation.step(&outcome.recording)) {
    }
    for (const TraceEvent& event : outcome.recording.events())
        outcome.traceLines.push_back(TraceWriter::format(event, *config, *outcome.names));
    return outcome;
}

std::string slotString(const Configuration& config, const Recording& recording,
                       const std::string& transport) {
    return deliverySlotString(config, recording, config.transportIndex(transport));
}

std::vector<nlohmann::json> referenceTrace(const std::string& caseName) {
    std::ifstream file(std::string(QMGRLAB_CONFORMANCE_DIR) + "/" + caseName + ".trace.jsonl");
    std::vector<nlohmann::json> events;
    for (std::string line; std::getline(file, line);) {
        if (!line.empty())
            events.push_back(nlohmann::json::parse(line));
    }
    return events;
}

std::vector<std::string> linesOfType(const Outcome& outcome, const std::string& type) {
    std::vector<std::string> lines;
    const std::string needle = "\"ev\":\"" + type + "\"";
    for (const std::string& line : outcome.traceLines)
        if (line.find(needle) != std::string::npos)
            lines.push_back(line);
    return lines;
}

} // namespace qmgrlab::test
