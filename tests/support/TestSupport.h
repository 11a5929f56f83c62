// SPDX-License-Identifier: GPL-3.0-or-later
// TestSupport: helpers shared by the core tests: building configurations from JSON text,
// running a scenario to its end, the trace or slot string it produced, and the message of a
// ScenarioError.
#pragma once

#include "core/common/NameTable.h"
#include "core/scenario/Configuration.h"
#include "core/scenario/ScenarioError.h"
#include "core/trace/Recording.h"

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace qmgrlab::test {

std::shared_ptr<const Configuration> configFromJson(const std::string& json);
std::shared_ptr<const Configuration> configFromFile(const std::string& path);

struct Outcome {
    std::shared_ptr<NameTable> names;
    Recording recording;
    std::vector<std::string> traceLines;
};

// Runs to the end with a full recording and the trace lines as SPEC formats them.
Outcome runToEnd(const std::shared_ptr<const Configuration>& config);

// The delivery-slot string of one transport.
std::string slotString(const Configuration& config, const Recording& recording, const std::string& transport);

// The reference trace of a conformance case (NAME.trace.jsonl in tests/conformance): what the
// real Postfix queue manager did, one JSON object per event.
std::vector<nlohmann::json> referenceTrace(const std::string& caseName);

// The trace lines of one event type, e.g. all "window" lines.
std::vector<std::string> linesOfType(const Outcome& outcome, const std::string& type);

// The message of the ScenarioError that action() throws, or "" when it throws none.
std::string errorOf(auto&& action) {
    try {
        action();
    } catch (const ScenarioError& e) {
        return e.what();
    }
    return {};
}

// A message deferred for 68 years (the largest minimal_backoff_time) while the deferred queue is
// scanned every second: each scan is a step with a `scan` event, about two billion of them.
inline constexpr const char* kEndlessScans = R"({
  "format": "qmgrlab-scenario-1",
  "deferred_queue": true,
  "main.cf": { "minimal_backoff_time": "2147483647s", "queue_run_delay": "1s" },
  "destinations": { "*": { "delivery_ms": 1000, "down": [[0, 2000]] } },
  "messages": [ { "id": "m1", "arrival_ms": 0, "recipients": ["u@x.example"] } ]
})";

} // namespace qmgrlab::test
