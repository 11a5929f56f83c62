// SPDX-License-Identifier: GPL-3.0-or-later
// TestSupport: helpers shared by the core tests.
#include "TestSupport.h"

#include "core/run/DeliverySlots.h"
#include "core/run/RunBuilder.h"
#include "core/run/Simulation.h"
#include "core/trace/TraceWriter.h"

#include <random>
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

std::vector<std::string> linesOfType(const Outcome& outcome, const std::string& type) {
    std::vector<std::string> lines;
    const std::string needle = "\"ev\":\"" + type + "\"";
    for (const std::string& line : outcome.traceLines)
        if (line.find(needle) != std::string::npos)
            lines.push_back(line);
    return lines;
}

std::string randomScenario(std::mt19937& random, bool withStop, bool contractV2) {
    auto pick = [&random](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(random); };
    std::ostringstream json;
    json << R"({"format":"qmgrlab-scenario-1","main.cf":{)";
    const int costs[] = {0, 2, 3, 5};
    json << R"("default_delivery_slot_cost":)" << costs[pick(0, 3)];
    json << R"(,"default_delivery_slot_loan":)" << pick(0, 4);
    json << R"(,"default_delivery_slot_discount":)" << pick(0, 100);
    json << R"(,"default_minimum_delivery_slots":)" << pick(0, 4);
    json << R"(,"default_destination_recipient_limit":)" << pick(0, 4);
    json << R"(,"default_destination_concurrency_limit":)" << pick(0, 6);
    json << R"(,"initial_destination_concurrency":)" << pick(1, 6);
    json << R"(,"default_recipient_limit":)" << pick(0, 40);
    json << R"(,"default_extra_recipient_limit":)" << pick(0, 20);
    json << R"(,"default_recipient_refill_limit":)" << pick(1, 10);
    json << R"(,"default_recipient_refill_delay":)" << pick(1, 3);
    json << R"(,"default_destination_concurrency_failed_cohort_limit":)" << pick(0, 3);
    const char* feedback[] = {"1", "0.25", "1/3", "1/concurrency", "0"};
    json << R"(,"default_destination_concurrency_positive_feedback":")" << feedback[pick(0, 3)] << '"';
    json << R"(,"default_destination_concurrency_negative_feedback":")" << feedback[pick(0, 4)] << '"';
    json << R"(,"qmgr_message_active_limit":)" << pick(1, 8);
    json << R"(,"qmgr_message_recipient_limit":)" << pick(1, 30);
    json << R"(,"qmgr_message_recipient_minimum":)" << pick(1, 6);
    json << R"(,"minimal_backoff_time":)" << pick(1, 4);
    json << R"(,"relay_destination_recipient_limit":)" << pick(1, 3);
    if (contractV2) {
        json << R"(,"maximal_backoff_time":)" << pick(1, 6) << R"(,"queue_run_delay":)" << pick(1, 5)
             << R"(,"maximal_queue_lifetime":")" << pick(0, 40) << R"(s")";
        if (pick(0, 3) == 0)
            json << R"(,"relay_destination_rate_delay":)" << pick(1, 2);
    }
    json << R"(},"master.cf":{"smtp":{"maxproc":)" << pick(1, 6) << R"(},"relay":{"maxproc":)" << pick(1, 4)
         << R"(}},"destinations":{"*":{"delivery_ms":)" << pick(1, 900) << "}";
    for (int d = 1; d <= 4; ++d) {
        json << R"(,"d)" << d << R"(.example":{"transport":")" << (d % 2 ? "smtp" : "relay")
             << R"(","delivery_ms":)" << pick(1, 2000) << R"(,"per_rcpt_ms":)" << pick(0, 50)
             << R"(,"server_limit":)" << pick(0, 3) << R"(,"fail_ms":)" << pick(1, 300) << R"(,"down":)";
        if (contractV2) {
            const int start = pick(0, 8000);
            json << (pick(0, 2) == 0
                         ? "[[" + std::to_string(start) + "," + std::to_string(start + pick(1, 6000)) + "]]"
                         : std::string("false"))
                 << R"(,"greylist_ms":)" << (pick(0, 2) == 0 ? pick(1, 5000) : 0) << R"(,"unknown_users":)"
                 << (pick(0, 1) ? R"(["U1","r2"])" : "[]") << R"(,"defer_users":)"
                 << (pick(0, 2) == 0 ? R"(["U2"])" : "[]") << "}";
        } else {
            json << (pick(0, 6) == 0 ? "true" : "false") << "}";
        }
    }
    json << R"(},"messages":[)";
    const int messages = pick(1, 14);
    int arrival = 0;
    for (int m = 0; m < messages; ++m) {
        arrival += pick(0, 1500);
        json << (m ? "," : "") << R"({"id":"m)" << m << R"(","arrival_ms":)" << arrival
             << R"(,"recipients":)";
        if (pick(0, 1) == 0) {
            json << "{";
            const int groups = pick(1, 3);
            const int first = pick(0, 4);
            for (int g = 0; g < groups; ++g)
                json << (g ? "," : "") << R"("d)" << (first + g) % 5 << R"(.example":)" << pick(1, 60);
            json << "}";
        } else {
            json << "[";
            const int n = pick(1, 8);
            for (int r = 0; r < n; ++r)
                json << (r ? "," : "") << R"("U)" << pick(1, 9) << "@D" << pick(0, 5) << R"(.Example")";
            json << "]";
        }
        json << "}";
    }
    json << "]";
    if (withStop)
        json << R"(,"stop_ms":)" << pick(0, 20000);
    if (contractV2)
        json << R"(,"deferred_queue":true)";
    json << "}";
    return json.str();
}

} // namespace qmgrlab::test
