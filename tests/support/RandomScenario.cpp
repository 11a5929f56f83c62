// SPDX-License-Identifier: GPL-3.0-or-later
// RandomScenario: the two parameter spaces, written as JSON text.
#include "RandomScenario.h"

namespace qmgrlab::test {

std::string RandomScenario::classic(bool withStop) {
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
    json << R"(},"master.cf":{"smtp":{"maxproc":)" << pick(1, 6) << R"(},"relay":{"maxproc":)" << pick(1, 4)
         << R"(}},"destinations":{"*":{"delivery_ms":)" << pick(1, 900) << "}";
    for (int d = 1; d <= 4; ++d)
        json << R"(,"d)" << d << R"(.example":{"transport":")" << (d % 2 ? "smtp" : "relay")
             << R"(","delivery_ms":)" << pick(1, 2000) << R"(,"per_rcpt_ms":)" << pick(0, 50)
             << R"(,"server_limit":)" << pick(0, 3) << R"(,"fail_ms":)" << pick(1, 300) << R"(,"down":)"
             << (pick(0, 6) == 0 ? "true" : "false") << "}";
    json << "},";
    writeMessages(json, {14, 1500, false, 60, 8, 9});
    if (withStop)
        json << R"(,"stop_ms":)" << pick(0, 20000);
    json << "}";
    return json.str();
}

std::string RandomScenario::contractV2(bool withStop) {
    std::ostringstream json;
    json << R"({"format":"qmgrlab-scenario-1","deferred_queue":)" << (pick(0, 3) ? "true" : "false");
    json << R"(,"main.cf":{"default_destination_recipient_limit":)" << pick(0, 3);
    json << R"(,"default_delivery_slot_cost":)" << (pick(0, 1) ? 2 : 5);
    json << R"(,"default_destination_concurrency_failed_cohort_limit":)" << pick(0, 3);
    json << R"(,"initial_destination_concurrency":)" << pick(1, 4);
    json << R"(,"qmgr_message_active_limit":)" << pick(1, 6);
    json << R"(,"minimal_backoff_time":)" << pick(1, 30);
    json << R"(,"maximal_backoff_time":)" << pick(1, 90);
    json << R"(,"queue_run_delay":)" << pick(1, 40);
    json << R"(,"maximal_queue_lifetime":")" << pick(0, 200) << R"(s")";
    json << R"(,"bounce_queue_lifetime":")" << pick(0, 200) << R"(s")";
    json << R"(,"transport_retry_time":)" << pick(1, 20);
    json << R"(,"smtp_destination_rate_delay":)" << (pick(0, 2) == 0 ? pick(1, 3) : 0);
    json << R"(,"relay_transport_rate_delay":)" << (pick(0, 2) == 0 ? pick(1, 3) : 0);
    json << R"(,"relay_destination_recipient_limit":)" << pick(1, 3);
    json << R"(},"master.cf":{"smtp":{"maxproc":)" << pick(1, 4);
    if (pick(0, 2) == 0) {
        const int start = pick(0, 20000);
        json << R"(,"broken":[[)" << start << "," << start + pick(1, 20000) << "]]";
    }
    json << R"(},"relay":{"maxproc":)" << pick(1, 3);
    if (pick(0, 3) == 0)
        json << R"(,"broken":[[0,)" << pick(1, 10000) << "]]";
    json << R"(}},"destinations":{"*":{"delivery_ms":)" << pick(1, 900) << "}";
    for (int d = 1; d <= 4; ++d) {
        json << R"(,"d)" << d << R"(.example":{"transport":")" << (d % 2 ? "smtp" : "relay")
             << R"(","delivery_ms":)" << pick(1, 3000) << R"(,"server_limit":)" << pick(0, 2)
             << R"(,"fail_ms":)" << pick(1, 300) << R"(,"greylist_ms":)"
             << (pick(0, 2) == 0 ? pick(1, 40000) : 0);
        if (pick(0, 3) == 0)
            json << R"(,"down":[[)" << pick(0, 5000) << "," << pick(5001, 60000) << "]]";
        if (pick(0, 3) == 0)
            json << R"(,"unknown_users":["U)" << pick(1, 4) << R"("])";
        if (pick(0, 3) == 0)
            json << R"(,"defer_users":["U)" << pick(1, 4) << R"(","r)" << pick(1, 9) << R"("])";
        json << "}";
    }
    json << "},";
    writeMessages(json, {10, 4000, true, 12, 6, 5});
    if (withStop)
        json << R"(,"stop_ms":)" << pick(0, 120000);
    json << "}";
    return json.str();
}

void RandomScenario::writeMessages(std::ostringstream& json, const Messages& m) {
    json << R"("messages":[)";
    const int messages = pick(1, m.most);
    int arrival = 0;
    for (int i = 0; i < messages; ++i) {
        arrival += pick(0, m.largestGap);
        json << (i ? "," : "") << R"({"id":"m)" << i << R"(","arrival_ms":)" << arrival;
        if (m.nullSenders && pick(0, 4) == 0)
            json << R"(,"null_sender":true)";
        json << R"(,"recipients":)";
        if (pick(0, 1) == 0) {
            json << "{";
            const int groups = pick(1, 3);
            const int first = pick(0, 4);
            for (int g = 0; g < groups; ++g)
                json << (g ? "," : "") << R"("d)" << (first + g) % 5 << R"(.example":)"
                     << pick(1, m.largestGroup);
            json << "}";
        } else {
            json << "[";
            const int n = pick(1, m.mostListed);
            for (int r = 0; r < n; ++r)
                json << (r ? "," : "") << R"("U)" << pick(1, m.users) << "@D" << pick(0, 5) << R"(.Example")";
            json << "]";
        }
        json << "}";
    }
    json << "]";
}

} // namespace qmgrlab::test
