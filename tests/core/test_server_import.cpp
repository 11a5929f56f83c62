// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the import of a real server: the three sample servers in
// tests/data/import imported field by field and run to their end, and the errors of each
// reader (main.cf, master.cf, postqueue -j, transport map) naming file, line and rule; nothing
// dropped without a note, no empty number taken for the default, no NUL byte ending a line.
#include "core/import/ImportSummary.h"
#include "core/import/ServerImport.h"
#include "core/run/RunBuilder.h"
#include "core/scenario/Configuration.h"
#include "core/scenario/ScenarioError.h"
#include "core/trace/TraceEvent.h"

#include <cstdio>
#include <fstream>
#include <gtest/gtest.h>
#include <map>
#include <numeric>
#include <string>

namespace {

using namespace qmgrlab;

const std::string kData = QMGRLAB_TEST_DATA_DIR "/import/";

ImportSources sampleSources(const std::string& server, bool master, bool map) {
    ImportSources sources;
    sources.mainCf = readImportSource(kData + server + "/main.cf");
    if (master) {
        sources.masterCf = readImportSource(kData + server + "/master.cf");
    }
    sources.queue = readImportSource(kData + server + "/postqueue.json");
    if (map) {
        sources.transportMap = readImportSource(kData + server + "/transport");
    }
    return sources;
}

std::vector<ParameterSetting> settings(std::initializer_list<std::pair<const char*, const char*>> list) {
    std::vector<ParameterSetting> out;
    for (const auto& [name, value] : list) {
        // A value of digits is written as a JSON number, anything else ("5d") as a string.
        const std::string text = value;
        const bool digits = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
        out.push_back(ParameterSetting{name, value, digits});
    }
    return out;
}

std::vector<std::string> ignoredNames(const ImportResult& result) {
    std::vector<std::string> names;
    for (const IgnoredParameter& p : result.ignored) {
        names.push_back(p.name);
    }
    return names;
}

DestinationSpec routed(const std::string& domain, const std::string& transport) {
    return DestinationSpec{domain, transport, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}};
}

// Every message delivered in full: the recipients of all deliveries add up to the total.
void expectRunsToTheEnd(const Scenario& scenario, std::int64_t recipients) {
    const auto run = buildRun(scenario, "imported");
    ASSERT_TRUE(run->complete());
    std::int64_t delivered = 0;
    for (const auto& delivery : run->recording().deliveries()) {
        delivered += delivery.recipients;
    }
    EXPECT_EQ(delivered, recipients);
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

std::string errorOf(const ImportSources& sources) {
    try {
        importServer(sources);
    } catch (const ScenarioError& e) {
        return e.what();
    }
    return {};
}

ImportSources mainCfOnly(const std::string& text) {
    ImportSources sources;
    sources.mainCf = ImportSource{"main.cf", text};
    return sources;
}

TEST(ServerImport, RelayHostFieldByField) {
    const ImportResult result = importServer(sampleSources("relay", true, true));
    const Scenario& s = result.scenario;
    // main.cf in file order, ${smtp_destination_concurrency_limit} expanded, then the qmgr -o.
    EXPECT_EQ(s.mainCf, settings({{"default_process_limit", "50"},
                                  {"smtp_destination_concurrency_limit", "10"},
                                  {"relay_destination_concurrency_limit", "4"},
                                  {"relay_destination_recipient_limit", "10"},
                                  {"default_delivery_slot_cost", "10"},
                                  {"maximal_queue_lifetime", "5d"},
                                  {"qmgr_message_active_limit", "5000"}}));
    // Only relay has a maxproc of its own; smtp, discard, local and lmtp have "-".
    ASSERT_EQ(s.masterCf.size(), 1u);
    EXPECT_EQ(s.masterCf[0].transport, "relay");
    EXPECT_EQ(s.masterCf[0].maxproc, 20);
    EXPECT_EQ(ignoredNames(result),
              (std::vector<std::string>{"myhostname", "mydomain", "myorigin", "relayhost",
                                        "smtpd_recipient_limit", "smtp_tls_security_level", "syslog_name",
                                        "smtp_helo_timeout", "smtp_connect_timeout"}));
    EXPECT_EQ(result.ignored[0].place.english(), kData + "relay/main.cf line 5");
    EXPECT_EQ(result.ignored[4].reason.english(), "there is no delivery agent smtpd in master.cf");
    EXPECT_EQ(result.ignored[7].place.english(), kData + "relay/master.cf line 22");

    ASSERT_EQ(s.destinations.size(), 7u);
    EXPECT_EQ(s.destinations[0], (DestinationSpec{"*", "smtp", 1000, 0, 0, 10, false, {}, {}, {}, {}, {}}));
    EXPECT_EQ(s.destinations[1], routed("example.com", "smtp"));
    EXPECT_EQ(s.destinations[2], routed("example.org", "smtp"));
    EXPECT_EQ(s.destinations[3], routed("example.net", "relay"));       // relay_domains
    EXPECT_EQ(s.destinations[4], routed("lists.example.net", "relay")); // continuation line
    EXPECT_EQ(s.destinations[5], routed("partner.example", "relay"));   // transport map
    EXPECT_EQ(s.destinations[6], routed("mx1.example.net", "local"));   // mydestination's $myhostname

    // Sorted by arrival_time, counted from 1763885400; the message on hold is left out.
    // The two deferred messages start in the deferred queue (main.cf's maximal_queue_lifetime
    // asks for it too). The listing's time is the newest arrival, 4200 s; their retry times are
    // that plus their age there, 4200 s and 3600 s, kept within 300 s .. 4000 s.
    ASSERT_EQ(s.messages.size(), 4u);
    EXPECT_TRUE(s.deferredQueue);
    MessageSpec oldest{"4Bx2Ab1Cd2zC", 0, {}, {{"example.com", 1}}, false, {}, {}, {}};
    oldest.deferredUntilMs = (4200 + 4000) * 1000;
    EXPECT_EQ(s.messages[0], oldest);
    MessageSpec second{"4Bx2Lk1Zq9z7", 600'000, {}, {{"example.com", 1}, {"example.org", 1}},
                       false,          {},      {}, {}};
    second.deferredUntilMs = (4200 + 3600) * 1000;
    EXPECT_EQ(s.messages[1], second);
    EXPECT_EQ(s.messages[2], (MessageSpec{"4Bx2Pq3Wv1z8",
                                          4'140'000,
                                          {},
                                          {{"example.net", 1}, {"lists.example.net", 1}, {"example.com", 1}},
                                          false,
                                          {},
                                          {},
                                          {}}));
    EXPECT_EQ(s.messages[3], (MessageSpec{"4Bx2Rs7Hh5zB",
                                          4'200'000,
                                          {},
                                          {{"partner.example", 2}, {"mx1.example.net", 1}},
                                          false,
                                          {},
                                          {},
                                          {}}));

    const auto mentions = [&](const std::string& text) {
        return std::any_of(result.notes.begin(), result.notes.end(), [&](const RuleText& note) {
            return note.english().find(text) != std::string::npos;
        });
    };
    EXPECT_TRUE(mentions("1 message on hold left out"));
    EXPECT_TRUE(
        mentions("2 messages came from the deferred queue: each arrives in the deferred queue and "
                 "waits for the retry time its age gives at the listing's time, taken as the newest "
                 "arrival (4200 s): that time plus its age, kept within minimal_backoff_time 300 s .. "
                 "maximal_backoff_time 4000 s (its deferred_until_ms; the latest is 8200 s)."));
    EXPECT_TRUE(mentions("The deferred queue is on: the listing has deferred mail; recipients deferred in "
                         "the run wait there and are tried again after their backoff until "
                         "maximal_queue_lifetime, as on the server."));
    EXPECT_FALSE(mentions("tried again at once"));
    EXPECT_TRUE(mentions("master.cf line 26: the service \"error\" is Postfix-internal"));
    EXPECT_TRUE(mentions(
        "master.cf: maxproc - (default_process_limit, 50) for smtp (line 21), discard (line 28), local "
        "(line 29), lmtp (line 30)."));
    EXPECT_TRUE(mentions("1000 ms per delivery"));

    // maxproc "-" means default_process_limit: 50 for smtp, 20 of relay's own.
    const auto config = resolveScenario(s, "imported");
    EXPECT_EQ(config->transports()[config->transportIndex("smtp")].maxproc, 50);
    EXPECT_EQ(config->transports()[config->transportIndex("relay")].maxproc, 20);
    EXPECT_EQ(config->transports()[config->transportIndex("relay")].destinationRecipientLimit, 10);
    EXPECT_EQ(config->messageActiveLimit(), 5000);
    expectRunsToTheEnd(s, 9);
    EXPECT_EQ(parseScenario(scenarioToJson(s), "imported.json"), s);
}

// The relay server counted as the import dialog previews it: the transport map sends
// partner.example to relay, relay_domains sends example.net and lists.example.net to relay,
// mydestination ($myhostname) sends mx1.example.net to local, the rest goes to default_transport
// smtp. The message on hold is left out: 4 messages, 9 recipients. master.cf gives relay 20
// agents; smtp's "-" is default_process_limit = 50.
TEST(ImportSummary, CountsTheRelayServersNextHopsAndTransports) {
    const ImportSummary summary =
        ImportSummary::of(importServer(sampleSources("relay", true, true)).scenario);
    EXPECT_EQ(summary.recipients, 9);
    ASSERT_EQ(summary.destinations.size(), 6u);
    // Most recipients first (example.com has one in each of three messages), then by name.
    auto row = [](const ImportSummary::Destination& d) {
        return d.nexthop + " " + d.transport + " " + std::to_string(d.messages) + " " +
               std::to_string(d.recipients);
    };
    std::vector<std::string> rows;
    for (const auto& d : summary.destinations)
        rows.push_back(row(d));
    EXPECT_EQ(rows, (std::vector<std::string>{"example.com smtp 3 3", "partner.example relay 1 2",
                                              "example.net relay 1 1", "example.org smtp 1 1",
                                              "lists.example.net relay 1 1", "mx1.example.net local 1 1"}));
    std::int64_t recipients = 0;
    for (const auto& d : summary.destinations)
        recipients += d.recipients;
    EXPECT_EQ(recipients, summary.recipients);
    auto transport = [&](const std::string& name) {
        for (const auto& t : summary.transports) {
            if (t.name == name)
                return std::to_string(t.maxproc) + (t.fromMasterCf ? " master.cf" : " default_process_limit");
        }
        return std::string("none");
    };
    EXPECT_EQ(transport("relay"), "20 master.cf");
    EXPECT_EQ(transport("smtp"), "50 default_process_limit");
}

TEST(ServerImport, LocalAndVirtualDomainsFieldByField) {
    const ImportResult result = importServer(sampleSources("local-virtual", true, true));
    const Scenario& s = result.scenario;
    EXPECT_EQ(s.mainCf, settings({{"local_destination_concurrency_limit", "2"},
                                  {"local_destination_recipient_limit", "1"},
                                  {"lmtp_destination_recipient_limit", "20"},
                                  {"mailman_destination_recipient_limit", "1"},
                                  {"default_process_limit", "100"}}));
    EXPECT_EQ(s.masterCf, (std::vector<ProcessLimit>{{"lmtp", 10, {}}, {"mailman", 4, {}}}));
    // The submission service's -o settings belong to smtpd, not to a delivery agent.
    EXPECT_EQ(ignoredNames(result), (std::vector<std::string>{"myhostname", "mydomain", "alias_maps",
                                                              "home_mailbox", "compatibility_level"}));
    ASSERT_EQ(s.destinations.size(), 7u);
    EXPECT_EQ(s.destinations[0], (DestinationSpec{"*", "smtp", 1000, 0, 0, 10, false, {}, {}, {}, {}, {}}));
    EXPECT_EQ(s.destinations[1], routed("example.net", "smtp"));
    EXPECT_EQ(s.destinations[2], routed("example.com", "local"));         // $mydomain
    EXPECT_EQ(s.destinations[3], routed("mail.example.com", "local"));    // $myhostname
    EXPECT_EQ(s.destinations[4], routed("example.org", "lmtp"));          // virtual_transport lmtp:unix:...
    EXPECT_EQ(s.destinations[5], routed("shop.hosted.example", "lmtp"));  // .hosted.example
    EXPECT_EQ(s.destinations[6], routed("lists.example.com", "mailman")); // transport map "mailman:"
    // The deferred message (the oldest) waits until the newest arrival, 13 s, plus its age there,
    // raised to minimal_backoff_time 300 s.
    ASSERT_EQ(s.messages.size(), 3u);
    EXPECT_TRUE(s.deferredQueue);
    MessageSpec deferred{"3F1A2B3C4F", 0, {}, {{"example.net", 1}, {"example.com", 1}}, false, {}, {}, {}};
    deferred.deferredUntilMs = (13 + 300) * 1000;
    EXPECT_EQ(s.messages[0], deferred);
    EXPECT_EQ(s.messages[1], (MessageSpec{"3F1A2B3C4D",
                                          10'000,
                                          {},
                                          {{"example.com", 1}, {"mail.example.com", 1}, {"example.org", 1}},
                                          false,
                                          {},
                                          {},
                                          {}}));
    EXPECT_EQ(s.messages[2],
              (MessageSpec{"3F1A2B3C4E",
                           13'000,
                           {},
                           {{"shop.hosted.example", 1}, {"example.org", 1}, {"lists.example.com", 1}},
                           false,
                           {},
                           {},
                           {}}));
    EXPECT_TRUE(std::any_of(result.notes.begin(), result.notes.end(), [](const RuleText& note) {
        return note.english().find("the lookup table \"hash:/etc/postfix/vdomains\" cannot be read") !=
               std::string::npos;
    }));
    expectRunsToTheEnd(s, 8);
    EXPECT_EQ(parseScenario(scenarioToJson(s), "imported.json"), s);
}

// The mailing-list server's big message (200,000 recipients, member{i}@d{i % 8}.example) is
// written by the test in front of the checked-in small listing, so tests/data stays small.
TEST(ServerImport, MailingListServerWith200000Recipients) {
    std::string line =
        R"({"queue_name": "active", "queue_id": "4C9dQk2Lz1zP", "arrival_time": 1763900100, )"
        R"("message_size": 48000, "forced_expire": false, "sender": "list-bounces@lists.example.org", )"
        R"("recipients": [)";
    for (int i = 0; i < 200'000; ++i) {
        line += (i == 0 ? "" : ", ");
        line += R"({"address": "member)" + std::to_string(i) + "@d" + std::to_string(i % 8) + R"(.example"})";
    }
    line += "]}\n";
    ImportSources sources = sampleSources("lists", false, false);
    sources.queue->text = line + sources.queue->text;

    const ImportResult result = importServer(sources);
    const Scenario& s = result.scenario;
    EXPECT_EQ(s.mainCf.size(), 13u); // 17 lines: 3 not simulated, mydestination read by the import
    EXPECT_EQ(ignoredNames(result),
              (std::vector<std::string>{"compatibility_level", "myhostname", "smtp_connect_timeout"}));
    EXPECT_EQ(s.findParameter("default_destination_concurrency_negative_feedback")->value, "1/8");
    EXPECT_EQ(s.findParameter("smtp_destination_concurrency_failed_cohort_limit")->value, "10");
    EXPECT_TRUE(s.masterCf.empty()); // no master.cf: the stock transports with default_process_limit
    ASSERT_EQ(s.messages.size(), 3u);
    // The deferred message waits until the newest arrival, 3660 s, plus its age there, 3660 s
    // (within Postfix's 300 s .. 4000 s).
    MessageSpec deferred{"4C9dR3cD4zR", 0, {}, {{"d3.example", 1}}, false, {}, {}, {}};
    deferred.deferredUntilMs = (3660 + 3660) * 1000;
    EXPECT_EQ(s.messages[0], deferred);
    EXPECT_EQ(s.messages[1].id, "4C9dQk2Lz1zP");
    EXPECT_EQ(s.messages[1].arrivalMs, 3'600'000);
    ASSERT_EQ(s.messages[1].groups.size(), 8u);
    for (int d = 0; d < 8; ++d) {
        EXPECT_EQ(s.messages[1].groups[d], (RecipientGroup{"d" + std::to_string(d) + ".example", 25'000}));
    }
    EXPECT_EQ(s.messages[2],
              (MessageSpec{"4C9dR1aB2zQ", 3'660'000, {}, {{"example.com", 1}}, false, {}, {}, {}}));
    // "*", then d3 (first seen in the oldest message), d0..d7 without d3, example.com.
    ASSERT_EQ(s.destinations.size(), 10u);
    EXPECT_EQ(s.destinations[1], routed("d3.example", "smtp"));
    EXPECT_EQ(s.destinations[2], routed("d0.example", "smtp"));
    EXPECT_EQ(s.destinations[4], routed("d2.example", "smtp"));
    EXPECT_EQ(s.destinations[5], routed("d4.example", "smtp"));
    EXPECT_EQ(s.destinations[9], routed("example.com", "smtp"));
    expectRunsToTheEnd(s, 200'002);
}

TEST(ServerImport, ExpandsReferencesContinuationsAndConditionals) {
    const ImportResult result =
        importServer(mainCfOnly("# comment\n"
                                "base=7\n"
                                "\n"
                                "smtp_destination_concurrency_limit =\n"
                                "   $base\n"
                                "relay_destination_concurrency_limit = ${base}$(base)\n"
                                "lmtp_destination_concurrency_limit = ${base?3}\n"
                                "local_destination_concurrency_limit = ${unset:4}\n"
                                "virtual_destination_concurrency_limit = "
                                "${base:9}5\n"
                                "default_extra_recipient_limit = $smtp_recipient_limit\n"));
    EXPECT_EQ(result.scenario.mainCf, settings({{"smtp_destination_concurrency_limit", "7"},
                                                {"relay_destination_concurrency_limit", "77"},
                                                {"lmtp_destination_concurrency_limit", "3"},
                                                {"local_destination_concurrency_limit", "4"},
                                                {"virtual_destination_concurrency_limit", "5"},
                                                // smtp_recipient_limit unset: its default, 20000.
                                                {"default_extra_recipient_limit", "20000"}}));
    EXPECT_EQ(ignoredNames(result), (std::vector<std::string>{"base"}));
}

TEST(ServerImport, MainCfErrorsNameFileLineAndRule) {
    EXPECT_EQ(errorOf(mainCfOnly("a = $b\nb = $c\nc = $a\ndefault_recipient_limit = $a\n")),
              "main.cf: line 3: parameter reference loop: $a -> $b -> $c -> $a");
    EXPECT_EQ(errorOf(mainCfOnly("\ndefault_recipient_limit = ${oops\n")),
              "main.cf: line 2: unterminated ${ (no closing }): \"${oops\"");
    EXPECT_EQ(errorOf(mainCfOnly("default_recipient_limit = $myhostname\n")),
              "main.cf: line 1: refers to $myhostname, which main.cf does not set (the import knows the "
              "defaults of the simulator's parameters only)");
    EXPECT_EQ(errorOf(mainCfOnly("x\n")), "main.cf: line 1: must have the form name = value: \"x\"");
    EXPECT_EQ(errorOf(mainCfOnly("  indented = 1\n")),
              "main.cf: line 1: starts with a blank, which continues the line before, but there is none: "
              "\"indented = 1\"");
    EXPECT_EQ(errorOf(mainCfOnly("# slots\ndefault_delivery_slot_cost = 1\n")),
              "main.cf: line 2: default_delivery_slot_cost = \"1\": must be 0 or at least 2");
    EXPECT_EQ(errorOf(mainCfOnly("default_recipient_limit = 99999999999999999999999\n")),
              "main.cf: line 1: default_recipient_limit = \"99999999999999999999999\": must be at most "
              "2147483647");
    EXPECT_EQ(errorOf(mainCfOnly("smtp_destination_concurrency_limit = -3\n")),
              "main.cf: line 1: smtp_destination_concurrency_limit = \"-3\": must be at least 0");
    // Non-UTF-8 and control bytes are quoted as '?'.
    EXPECT_EQ(errorOf(mainCfOnly("default_recipient_limit = 5\xff\xfe\n")),
              "main.cf: line 1: default_recipient_limit = \"5??\": must be a whole number: a JSON integer or "
              "a string of decimal digits");
    EXPECT_EQ(errorOf(mainCfOnly(std::string("a = 1\nb = 2\0\n", 13))),
              "main.cf: line 2: contains a NUL byte: this is not a text file");
    EXPECT_PRED2(contains, errorOf(mainCfOnly("a = " + std::string(70'000, 'x') + "\n")),
                 "main.cf: line 1: the line is longer than 65536 bytes");
}

// A parameter name such as "p7" (appended, not concatenated, to keep GCC 12's -Wrestrict quiet).
std::string name(char letter, int number) {
    std::string text(1, letter);
    text.append(std::to_string(number));
    return text;
}

TEST(ServerImport, DeepAndExplosiveReferencesAreCapped) {
    std::string chain = "default_recipient_limit = $p0\n";
    for (int i = 0; i < 60; ++i) {
        chain += name('p', i) + " = $" + name('p', i + 1) + "\n";
    }
    chain += "p60 = 1\n";
    EXPECT_PRED2(contains, errorOf(mainCfOnly(chain)), "parameter references nest more than 50 deep");
    // Each level doubles the text: 2^40 bytes unless the cap stops it.
    std::string doubling = "default_recipient_limit = $q0\n";
    for (int i = 0; i < 40; ++i) {
        doubling += name('q', i) + " = $" + name('q', i + 1) + "$" + name('q', i + 1) + "\n";
    }
    doubling += "q40 = xxxxxxxx\n";
    EXPECT_PRED2(contains, errorOf(mainCfOnly(doubling)), "expands to more than 1024 KB");
}

TEST(ServerImport, MasterCfErrorsNameFileLineAndRule) {
    ImportSources sources;
    sources.masterCf = ImportSource{"master.cf", "# x\nsmtp unix - - y - 0 smtp\n"};
    EXPECT_EQ(errorOf(sources), "master.cf: line 2: smtp: maxproc must be - or a number from 1 to 2147483647 "
                                "(0, no limit, cannot be simulated): \"0\"");
    sources.masterCf->text = "smtp unix - - y - 99999999999 smtp\n";
    EXPECT_PRED2(contains, errorOf(sources), "master.cf: line 1: smtp: maxproc must be");
    sources.masterCf->text = "smtp unix - - y -\n";
    EXPECT_PRED2(contains, errorOf(sources), "master.cf: line 1: a service line has 8 fields");
    sources.masterCf->text = "smtp unix - - y - 3 smtp\nsmtp unix - - y - 4 smtp\n";
    EXPECT_EQ(errorOf(sources),
              "master.cf: line 2: the service \"smtp\" of type unix is already defined at line 1");
    sources.masterCf->text = "qmgr unix n - n 300 1 qmgr\n  -o qmgr_message_active_limit=0\n";
    EXPECT_EQ(errorOf(sources), "master.cf: line 1: qmgr_message_active_limit = \"0\": must be at least 1");
    sources.masterCf->text = "smtp unix - - y - 3 smtp -o\n";
    EXPECT_EQ(errorOf(sources), "master.cf: line 1: -o must be followed by name=value");
}

TEST(ServerImport, DeliveryAgentOverridesDoNotReachTheQueueManager) {
    ImportSources sources;
    sources.masterCf = ImportSource{"master.cf", "smtp unix - - y - - smtp\n"
                                                 "  -o smtp_destination_concurrency_limit=5\n"};
    const ImportResult result = importServer(sources);
    EXPECT_TRUE(result.scenario.mainCf.empty());
    ASSERT_EQ(result.ignored.size(), 1u);
    EXPECT_EQ(result.ignored[0].name, "smtp_destination_concurrency_limit");
    EXPECT_EQ(result.ignored[0].place.english(), "master.cf line 1");
    EXPECT_EQ(result.ignored[0].reason.english(),
              "the queue manager reads it only from main.cf and from the qmgr service's -o, so a delivery "
              "agent's -o has no effect on the server either (the queue manager's setting is "
              "smtp_destination_concurrency_limit in main.cf)");
}

// A newsletter server throttled with rate delays, retry settings in main.cf and the
// qmgr service's -o, and a listing with deferred mail.
TEST(ServerImport, NewsletterServerWithRateDelaysAndDeferredMail) {
    const ImportResult result = importServer(sampleSources("newsletter", true, true));
    const Scenario& s = result.scenario;
    // main.cf in file order; the qmgr service's -o queue_run_delay=10m overrides main.cf's 5m.
    EXPECT_EQ(s.mainCf, settings({{"smtp_destination_rate_delay", "1s"},
                                  {"slow_destination_rate_delay", "5s"},
                                  {"transport_retry_time", "30s"},
                                  {"minimal_backoff_time", "5m"},
                                  {"maximal_backoff_time", "1h"},
                                  {"queue_run_delay", "10m"},
                                  {"maximal_queue_lifetime", "2d"},
                                  {"bounce_queue_lifetime", "1d"}}));
    const auto config = resolveScenario(s, "imported");
    EXPECT_EQ(config->transports()[config->transportIndex("smtp")].destinationRateDelay, 1);
    EXPECT_EQ(config->transports()[config->transportIndex("slow")].destinationRateDelay, 5);
    EXPECT_EQ(config->transportRetrySeconds(), 30);
    EXPECT_EQ(config->minimalBackoffSeconds(), 300);
    EXPECT_EQ(config->maximalBackoffSeconds(), 3600);
    EXPECT_EQ(config->queueRunDelaySeconds(), 600);
    EXPECT_EQ(config->maximalQueueLifetimeSeconds(), 2 * 86400);
    EXPECT_EQ(config->bounceQueueLifetimeSeconds(), 86400);

    // defer_transports is named with its reason; a delivery agent's -o rate delay is ignored,
    // naming the main.cf form the queue manager would read.
    EXPECT_EQ(ignoredNames(result),
              (std::vector<std::string>{"myhostname", "mydomain", "defer_transports",
                                        "smtp_tls_security_level", "default_destination_rate_delay",
                                        "syslog_name", "slow_destination_concurrency_limit"}));
    EXPECT_EQ(result.ignored[2].place.english(), kData + "newsletter/main.cf line 24");
    EXPECT_EQ(result.ignored[2].reason.english(),
              "holding a transport's mail until an administrator flushes it is outside the simulation: "
              "every transport delivers");
    EXPECT_EQ(result.ignored[4].place.english(), kData + "newsletter/master.cf line 13");
    EXPECT_EQ(result.ignored[4].reason.english(),
              "the queue manager reads it only from main.cf and from the qmgr service's -o, so a delivery "
              "agent's -o has no effect on the server either (the queue manager's setting is "
              "smtp_destination_rate_delay in main.cf)");
    EXPECT_PRED2(contains, result.ignored[6].reason.english(),
                 "slow_destination_concurrency_limit in main.cf");

    // Sorted by arrival, counted from 1763900000; the listing's time is the newest arrival,
    // 6300 s. Deferred retry times: 6300 + the age there (6300 s, 3300 s, 100 s) kept within
    // minimal_backoff_time 300 s .. maximal_backoff_time 3600 s.
    EXPECT_TRUE(s.deferredQueue);
    ASSERT_EQ(s.messages.size(), 5u);
    const std::vector<std::pair<std::string, std::optional<std::int64_t>>> expected = {
        {"4Cq1Nw0Aa1z1", (6300 + 3600) * 1000},
        {"4Cq1Px2Bb2z2", (6300 + 3300) * 1000},
        {"4Cq1Qz4Dd4z4", std::nullopt},
        {"4Cq1Py3Cc3z3", (6300 + 300) * 1000},
        {"4Cq1Sb6Ff6z6", std::nullopt}};
    for (std::size_t i = 0; i < expected.size(); ++i) {
        EXPECT_EQ(s.messages[i].id, expected[i].first);
        EXPECT_EQ(s.messages[i].deferredUntilMs, expected[i].second) << s.messages[i].id;
    }
    EXPECT_EQ(s.messages[0].groups,
              (std::vector<RecipientGroup>{{"bigmail.example", 25}, {"example.net", 5}}));
    EXPECT_EQ(s.messages[3].arrivalMs, 6'200'000);

    const auto mentions = [&](const std::string& text) {
        return std::any_of(result.notes.begin(), result.notes.end(), [&](const RuleText& note) {
            return note.english().find(text) != std::string::npos;
        });
    };
    EXPECT_TRUE(
        mentions("3 messages came from the deferred queue: each arrives in the deferred queue and "
                 "waits for the retry time its age gives at the listing's time, taken as the newest "
                 "arrival (6300 s): that time plus its age, kept within minimal_backoff_time 300 s .. "
                 "maximal_backoff_time 3600 s (its deferred_until_ms; the latest is 9900 s)."));
    EXPECT_TRUE(mentions("The deferred queue is on: the listing has deferred mail"));
    EXPECT_TRUE(mentions("1 message on hold left out"));

    // The run: every deferred message waits for its retry time, then everything is sent.
    const auto run = buildRun(s, "imported");
    ASSERT_TRUE(run->complete());
    std::map<int, std::int64_t> firstSelect;
    for (const TraceEvent& e : run->recording().events()) {
        if (e.type == EventType::Select && firstSelect.count(e.message) == 0) {
            firstSelect[e.message] = e.t;
        }
    }
    // Scans every 600 s; a scan activates a message whose file time is at most 1 s ahead.
    EXPECT_EQ(firstSelect.at(0), 10'200'000); // 9900 s: the scan at 10200 s
    EXPECT_EQ(firstSelect.at(1), 9'600'000);  // 9600 s: the scan at 9600 s
    EXPECT_EQ(firstSelect.at(2), 6'000'000);  // active: at its arrival
    EXPECT_EQ(firstSelect.at(3), 6'600'000);  // 6600 s: the scan at 6600 s
    expectRunsToTheEnd(s, 37);
    EXPECT_EQ(parseScenario(scenarioToJson(s), "imported.json"), s);
}

TEST(ServerImport, RetrySettingsTurnTheDeferredQueueOn) {
    // A rate delay alone asks for no retries.
    ImportResult result = importServer(mainCfOnly("smtp_destination_rate_delay = 1s\n"));
    EXPECT_FALSE(result.scenario.deferredQueue);
    EXPECT_EQ(result.scenario.mainCf, settings({{"smtp_destination_rate_delay", "1s"}}));
    // A retry setting does, and the note names it.
    result = importServer(mainCfOnly("smtp_destination_rate_delay = 1s\nqueue_run_delay = 100s\n"));
    EXPECT_TRUE(result.scenario.deferredQueue);
    EXPECT_TRUE(std::any_of(result.notes.begin(), result.notes.end(), [](const RuleText& note) {
        return note.english() ==
               "The deferred queue is on: main.cf line 2 sets queue_run_delay; recipients deferred in the "
               "run "
               "wait there and are tried again after their backoff until maximal_queue_lifetime, as on the "
               "server.";
    }));
    // The qmgr service's -o counts as well.
    ImportSources sources;
    sources.masterCf = ImportSource{"master.cf", "qmgr unix n - n 300 1 qmgr\n -o maximal_backoff_time=2h\n"
                                                 "smtp unix - - y - - smtp\n"};
    result = importServer(sources);
    EXPECT_TRUE(result.scenario.deferredQueue);
    EXPECT_EQ(result.scenario.mainCf, settings({{"maximal_backoff_time", "2h"}}));
}

// A message that arrives deferred (deferred_until_ms) waits in the deferred queue for its file
// time; the option needs the deferred queue.
TEST(ServerImport, DeferredUntilNeedsTheDeferredQueue) {
    Scenario s = parseScenario(R"({"format": "qmgrlab-scenario-1", "deferred_queue": true,
        "main.cf": {"queue_run_delay": "10s"},
        "destinations": {"*": {"delivery_ms": 500}},
        "messages": [{"id": "a", "arrival_ms": 2000, "recipients": {"x.example": 3}, "deferred_until_ms": 25500},
                     {"id": "b", "arrival_ms": 3000, "recipients": {"y.example": 1}}]})",
                               "d.json");
    ASSERT_EQ(s.messages[0].deferredUntilMs, 25500);
    EXPECT_EQ(parseScenario(scenarioToJson(s), "d.json"), s);
    const auto run = buildRun(s, "d.json");
    std::vector<std::string> lines;
    for (const TraceEvent& e : run->recording().events()) {
        if (e.message == 0 && (e.type == EventType::Arrive || e.type == EventType::DeferMsg ||
                               e.type == EventType::Activate || e.type == EventType::Finish)) {
            lines.push_back(std::string(eventTypeName(e.type)) + "@" + std::to_string(e.t) +
                            (e.type == EventType::DeferMsg ? " until " + std::to_string(e.untilMs) : "") +
                            (e.type == EventType::Activate && e.fromDeferred ? " from deferred" : ""));
        }
    }
    // File time 25 s (whole seconds); scans at 0, 10, 20, 30 s: the one at 30 s activates it
    // (the one at 20 s is more than 1 s early).
    EXPECT_EQ(lines, (std::vector<std::string>{"arrive@2000", "defer_msg@2000 until 25000",
                                               "activate@30000 from deferred", "finish@30500"}));
    EXPECT_EQ(run->recording().events().back().sentCount, 4);

    s.deferredQueue = false;
    try {
        validateScenario(s, "d.json");
        FAIL() << "accepted without the deferred queue";
    } catch (const ScenarioError& e) {
        EXPECT_EQ(std::string(e.what()),
                  "d.json: messages[0].deferred_until_ms: starts the message in the deferred "
                  "queue, so the scenario needs \"deferred_queue\": true");
    }
}

TEST(ServerImport, TransportChoicesAreChecked) {
    ImportSources sources;
    sources.masterCf = ImportSource{"master.cf", "smtp unix - - y - - smtp\n"};
    sources.transportMap = ImportSource{"transport", "# map\nexample.com smtp\nexample.org uucp:gw\n"};
    EXPECT_EQ(errorOf(sources),
              "transport: line 3: transport map entry example.org (for example.org): there is "
              "no delivery agent \"uucp\" in master.cf");
    sources.transportMap->text = "example.com smtp extra\n";
    EXPECT_EQ(errorOf(sources),
              "transport: line 1: must have the form \"domain transport\": \"example.com smtp "
              "extra\"");
    sources.transportMap->text = "Example.com smtp\nexample.COM smtp\n";
    EXPECT_EQ(errorOf(sources), "transport: line 2: the domain \"example.com\" is already listed at line 1");
    sources.transportMap.reset();
    sources.mainCf = ImportSource{"main.cf", "default_transport = error:mail is not accepted here\n"};
    EXPECT_EQ(errorOf(sources),
              "main.cf: line 1: default_transport (every other domain): the transport "
              "\"error\" cannot be simulated: a transport name is letters, digits, _, - and ., "
              "and not retry or error");
}

TEST(ServerImport, QueueErrorsNameFileLineAndRule) {
    const std::string good = R"({"queue_name": "active", "queue_id": "A1", "arrival_time": 10, )"
                             R"("recipients": [{"address": "a@example.com"}]})"
                             "\n";
    ImportSources sources;
    sources.queue = ImportSource{"q.json", good + "{\"queue_name\": \"active\", \n"};
    EXPECT_PRED2(contains, errorOf(sources), "q.json: line 2: not valid JSON (at byte");
    sources.queue->text = good + "[1, 2]\n";
    EXPECT_EQ(errorOf(sources), "q.json: line 2: must be a JSON object, one message a line: \"[1, 2]\"");
    sources.queue->text = good + good;
    EXPECT_EQ(errorOf(sources), "q.json: line 2: the queue_id \"A1\" is already used at line 1");
    sources.queue->text =
        R"({"queue_name": "corrupt", "queue_id": "A1", "arrival_time": 1, "recipients": []})";
    EXPECT_EQ(errorOf(sources),
              "q.json: line 1: queue_name must be maildrop, incoming, active, deferred or hold: \"corrupt\"");
    sources.queue->text =
        R"({"queue_name": "active", "queue_id": "A1", "arrival_time": -5, "recipients": []})";
    EXPECT_EQ(errorOf(sources), "q.json: line 1: arrival_time must be a whole number of seconds, at least 0");
    sources.queue->text =
        R"({"queue_name": "active", "queue_id": "A/1", "arrival_time": 5, "recipients": []})";
    EXPECT_EQ(errorOf(sources),
              "q.json: line 1: queue_id must be 1 to 32 letters, digits, _, - or .: \"A/1\"");
    sources.queue->text = R"({"queue_name": "active", "queue_id": "A1", "arrival_time": 5})";
    EXPECT_EQ(errorOf(sources), "q.json: line 1: the field recipients is missing");
    sources.queue->text = R"({"queue_name": "active", "queue_id": "A1", "arrival_time": 5, )"
                          R"("recipients": [{"address": "a@b.example"}, {"address": "root"}]})";
    EXPECT_EQ(errorOf(sources),
              "q.json: line 1: recipients[1].address has no domain after its last @: \"root\"");
    sources.queue->text = std::string(20, '[') + std::string(20, ']');
    EXPECT_EQ(errorOf(sources),
              "q.json: line 1: brackets nest more than 8 deep: this is not postqueue -j output");
    sources.queue->text = good + std::string(33 * 1024 * 1024, ' ') + "{}\n";
    EXPECT_EQ(errorOf(sources), "q.json: line 2: the line is longer than 32 MB, the most the import reads");
    sources.queue->text = "{\"queue_name\": \"active\xff\"}";
    EXPECT_PRED2(contains, errorOf(sources), "q.json: line 1: not valid JSON");
    // 25 days after the oldest message is beyond the scenario clock (24.8 days).
    sources.queue->text = good + R"({"queue_name": "deferred", "queue_id": "B2", "arrival_time": 2160010, )"
                                 R"("recipients": [{"address": "b@example.com"}]})";
    EXPECT_EQ(errorOf(sources), "q.json: line 2: arrival_time is 2160000 s after the oldest message's; a "
                                "scenario's clock reaches at most 2147483 s (24 days)");
}

TEST(ServerImport, UnreadableSourcesAreNamed) {
    std::string message;
    try {
        readImportSource("/nonexistent/qmgrlab/main.cf");
    } catch (const ScenarioError& e) {
        message = e.what();
    }
    EXPECT_EQ(message, "/nonexistent/qmgrlab/main.cf: cannot read the file: No such file or directory");
}

TEST(ServerImport, NoSourcesGiveAnEmptyQueueOnStockTransports) {
    const ImportResult result = importServer(ImportSources{});
    EXPECT_TRUE(result.scenario.messages.empty());
    EXPECT_EQ(result.scenario.destinations,
              (std::vector<DestinationSpec>{{"*", "smtp", 1000, 0, 0, 10, false, {}, {}, {}, {}, {}}}));
    EXPECT_EQ(result.notes.front().english(),
              "Without master.cf, the delivery agents of Postfix's stock master.cf are "
              "assumed: smtp, relay, local, virtual and lmtp, each with maxproc "
              "default_process_limit.");
}

// A value that grows past the cap is blamed on its own line, not on the line of a reference.
TEST(ServerImport, ExpansionPastTheCapNamesTheValuesLine) {
    std::string text = "a = " + std::string(60'000, 'x') + "\n";
    text += "b = $a$a$a$a$a$a$a$a$a$a\n";
    text += "default_recipient_limit = $b$b\n";
    EXPECT_EQ(errorOf(mainCfOnly(text)),
              "main.cf: line 3: the value expands to more than 1024 KB, the most the import accepts");
}

// Postfix refuses an empty number ("bad numerical configuration"): so does the import, for a
// value written empty and for one that expands to nothing.
TEST(ServerImport, EmptyNumbersAreErrors) {
    EXPECT_EQ(errorOf(mainCfOnly("default_recipient_limit =\n")),
              "main.cf: line 1: default_recipient_limit = \"\": the value is empty; Postfix refuses an empty "
              "number rather than taking the default");
    EXPECT_EQ(errorOf(mainCfOnly("# a time\n\nminimal_backoff_time = ${unset?7}\n")),
              "main.cf: line 3: minimal_backoff_time = \"\": the value is empty; Postfix refuses an empty "
              "number rather than taking the default");
    EXPECT_EQ(errorOf(mainCfOnly("x = 1\nsmtp_destination_concurrency_limit = ${x:7}\n")),
              "main.cf: line 2: smtp_destination_concurrency_limit = \"\": the value is empty; Postfix "
              "refuses an empty number rather than taking the default");
    // A feedback value is not a number: empty, it stays Postfix's default.
    EXPECT_EQ(errorOf(mainCfOnly("default_destination_concurrency_positive_feedback =\n")), "");
}

// Transport map keys that are not exact domains are left out with a note naming file, line
// and what the key is; the exact domains are still routed.
TEST(ServerImport, InexactTransportMapKeysGetANote) {
    ImportSources sources;
    sources.transportMap =
        ImportSource{"transport", "# keys\n*  relay\n.example.org relay\nuser@example.net relay\n"
                                  "/^mx[0-9]+\\./ relay:[10.0.0.1]\nexample.com relay\n"};
    sources.queue = ImportSource{"q.json", R"({"queue_name": "active", "queue_id": "A1", "arrival_time": 1, )"
                                           R"("recipients": [{"address": "a@example.com"}, )"
                                           R"({"address": "b@sub.example.org"}]})"
                                           "\n"};
    const ImportResult result = importServer(sources);
    std::vector<std::string> notes;
    for (const RuleText& note : result.notes)
        if (contains(note.english(), "transport line"))
            notes.push_back(note.english());
    const std::vector<std::string> expected = {
        "transport line 2: the entry \"*\" (every other domain) is left out: the import routes the domains "
        "no "
        "entry names by default_transport.",
        "transport line 3: the entry \".example.org\" matches subdomains; the import reads exact domains "
        "only "
        "and leaves it out.",
        "transport line 4: the entry \"user@example.net\" is for addresses, not a whole domain; the import "
        "reads exact domains only and leaves it out.",
        "transport line 5: the entry \"/^mx[0-9]+\\./\" is a regular expression; the import reads exact "
        "domains only and leaves it out.",
    };
    EXPECT_EQ(notes, expected);
    const auto& destinations = result.scenario.destinations;
    const auto routedTo = [&](const std::string& domain) {
        for (const DestinationSpec& d : destinations)
            if (d.domain == domain)
                return d.transport.value_or("");
        return std::string("none");
    };
    EXPECT_EQ(routedTo("example.com"), "relay");
    EXPECT_EQ(routedTo("sub.example.org"), "smtp");
}

// A NUL byte would end the JSON parser's input: the rest of the line must not be ignored.
TEST(ServerImport, NulByteInAListingLineIsAnError) {
    ImportSources sources;
    const std::string line = R"({"queue_name": "active", "queue_id": "A1", "arrival_time": 1, )"
                             R"("recipients": [{"address": "a@example.com"}]})";
    sources.queue =
        ImportSource{"q.json", line + "\n" + line.substr(0, 20) + std::string(1, '\0') + "garbage\n"};
    EXPECT_EQ(errorOf(sources),
              "q.json: line 2: not valid JSON (at byte 21): a NUL byte (a listing is text)");
}

// A recipient domain "*" is the scenario's catch-all key: a clear error, not a duplicate key.
TEST(ServerImport, StarAsARecipientDomainIsAnError) {
    ImportSources sources;
    sources.queue =
        ImportSource{"q.json", R"({"queue_name": "active", "queue_id": "A1", "arrival_time": 1, )"
                               R"("recipients": [{"address": "a@example.com"}, {"address": "b@*"}]})"
                               "\n"};
    EXPECT_EQ(errorOf(sources),
              "q.json: line 1: recipients[1].address: the domain * cannot be simulated: in a "
              "scenario, * stands for every other destination");
}

// Names and domains echoed in a message are cut short: a reference loop through long names,
// a reference to a long unset name, a long transport map domain.
// Postfix 3's brace forms of conditional expansion (postconf(5), "parameter expansion"):
// ${name?{text}}, ${name:{text}} and ${name?{text}:{other}}, blanks allowed around the braces,
// braces inside balanced; ${name?text} keeps its older meaning (all of text, colons included).
TEST(ServerImport, BraceFormsOfConditionalExpansion) {
    const ImportResult result =
        importServer(mainCfOnly("set = yes\n"
                                "empty =\n"
                                "default_recipient_limit = ${set?{11}:{22}}\n"
                                "default_extra_recipient_limit = ${empty?{11}:{22}}\n"
                                "default_recipient_refill_limit = ${unset ? {3} : {4}}\n"
                                "smtp_destination_concurrency_limit = ${set:{9}}5\n"
                                "lmtp_destination_concurrency_limit = ${empty:{6}}\n"
                                "relay_destination_concurrency_limit = ${ set ?{7}}\n"
                                "default_destination_recipient_limit = ${set?{${empty:{8}}}:{0}}\n"));
    EXPECT_EQ(result.scenario.mainCf, settings({{"default_recipient_limit", "11"},
                                                {"default_extra_recipient_limit", "22"},
                                                {"default_recipient_refill_limit", "4"},
                                                {"smtp_destination_concurrency_limit", "5"},
                                                {"lmtp_destination_concurrency_limit", "6"},
                                                {"relay_destination_concurrency_limit", "7"},
                                                {"default_destination_recipient_limit", "8"}}));
    // Postfix 2.2's form: the text is all that follows the ?, colons included.
    EXPECT_EQ(
        errorOf(mainCfOnly("set = 1\ndefault_recipient_limit = ${set?1:2}0\n")),
        "main.cf: line 2: default_recipient_limit = \"1:20\": must be a whole number: a JSON integer or a "
        "string of decimal digits");
}

TEST(ServerImport, BraceFormsOfConditionalExpansionRefuseTrailingText) {
    EXPECT_EQ(errorOf(mainCfOnly("set = 1\ndefault_recipient_limit = ${set?{1} 2}\n")),
              "main.cf: line 2: a {text} operand may be followed only by blanks, or by :{text} after "
              "?{text}: \"${set?{1} 2}\"");
    EXPECT_EQ(errorOf(mainCfOnly("set = 1\ndefault_recipient_limit = ${set:{1}:{2}}\n")),
              "main.cf: line 2: a {text} operand may be followed only by blanks, or by :{text} after "
              "?{text}: \"${set:{1}:{2}}\"");
    EXPECT_PRED2(contains, errorOf(mainCfOnly("set = 1\ndefault_recipient_limit = $(set?{1)\n")),
                 "a {text} operand may be followed only by blanks");
}

// A byte-order mark that an editor wrote first is not part of the first name.
TEST(ServerImport, AByteOrderMarkIsSkipped) {
    const std::string bom = "\xEF\xBB\xBF";
    ImportSources sources = mainCfOnly(bom + "default_process_limit = 50\n");
    sources.masterCf = ImportSource{"master.cf", bom + "smtp unix - - y - 7 smtp\n"};
    sources.transportMap = ImportSource{"transport", bom + "example.com smtp\n"};
    sources.queue =
        ImportSource{"q.json", bom + R"({"queue_name": "active", "queue_id": "A1", )"
                                     R"("arrival_time": 10, "recipients": [{"address": "a@example.com"}]})"
                                     "\n"};
    const ImportResult result = importServer(sources);
    EXPECT_EQ(result.scenario.mainCf, settings({{"default_process_limit", "50"}}));
    EXPECT_TRUE(std::any_of(result.scenario.masterCf.begin(), result.scenario.masterCf.end(),
                            [](const ProcessLimit& p) { return p.transport == "smtp" && p.maxproc == 7; }));
    ASSERT_EQ(result.scenario.messages.size(), 1u);
    // Without the mark skipped, the name would start with it and be refused.
    EXPECT_EQ(errorOf(mainCfOnly("x" + bom + "default_process_limit = 50\n")),
              "main.cf: line 1: a parameter name is letters, digits and _ only: \"x?default_process_limit\"");
}

// A key given twice in one object of a listing line is refused, as in a scenario, instead of the
// later value silently winning.
TEST(ServerImport, AListingLineWithARepeatedKeyIsRefused) {
    ImportSources sources;
    sources.queue =
        ImportSource{"q.json", R"({"queue_name": "active", "queue_id": "A1", "queue_name": "hold", )"
                               R"("arrival_time": 1, "recipients": [{"address": "a@example.com"}]})"};
    EXPECT_EQ(errorOf(sources),
              "q.json: line 1: the key \"queue_name\" appears more than once in the same object");
    sources.queue->text = R"({"queue_name": "active", "queue_id": "A1", "arrival_time": 1, )"
                          R"("recipients": [{"address": "a@example.com", "address": "b@example.org"}]})";
    EXPECT_EQ(errorOf(sources),
              "q.json: line 1: the key \"address\" appears more than once in the same object");
    // The same key in two different objects is fine.
    sources.queue->text = R"({"queue_name": "active", "queue_id": "A1", "arrival_time": 1, )"
                          R"("recipients": [{"address": "a@example.com"}, {"address": "b@example.org"}]})";
    EXPECT_EQ(errorOf(sources), "");
}

// A deferred message whose retry time (the listing's time plus its age, within the backoff
// times) lies past the scenario clock's end gets that end, and the notes say so with both figures:
// listed 2,000,000 s, age 2,000,000 s within 300 s .. 30 days: 4,000,000 s, cut to 2,147,483 s.
TEST(ServerImport, ARetryTimeCutToTheClockIsSaid) {
    ImportSources sources = mainCfOnly("maximal_backoff_time = 30d\n");
    sources.queue =
        ImportSource{"q.json", R"({"queue_name": "deferred", "queue_id": "D1", "arrival_time": 1000000000, )"
                               R"("recipients": [{"address": "a@example.com"}]})"
                               "\n"
                               R"({"queue_name": "active", "queue_id": "A1", "arrival_time": 1002000000, )"
                               R"("recipients": [{"address": "b@example.com"}]})"
                               "\n"};
    const ImportResult result = importServer(sources);
    ASSERT_EQ(result.scenario.messages.size(), 2u);
    EXPECT_EQ(result.scenario.messages[0].deferredUntilMs, std::int64_t{2147483} * 1000);
    std::vector<std::string> notes;
    for (const RuleText& note : result.notes)
        notes.push_back(note.english());
    EXPECT_NE(std::find(notes.begin(), notes.end(),
                        "A retry time past the end of the scenario clock is cut to that end, 2147483 s: the "
                        "latest the ages give is 4000000 s."),
              notes.end());
    EXPECT_TRUE(std::any_of(notes.begin(), notes.end(), [](const std::string& note) {
        return note.find("(its deferred_until_ms, 2147483 s)") != std::string::npos;
    }));
}

TEST(ServerImport, LongNamesAreEchoedCutShort) {
    const std::string a(5000, 'a');
    const std::string b(5000, 'b');
    const std::string loop = errorOf(
        mainCfOnly(a + " = $" + b + "\n" + b + " = $" + a + "\ndefault_recipient_limit = $" + a + "\n"));
    EXPECT_PRED2(contains, loop, "parameter reference loop: $" + std::string(40, 'a') + "... -> $");
    EXPECT_LT(loop.size(), 300u) << loop;
    const std::string unset = errorOf(mainCfOnly("default_recipient_limit = $" + b + "\n"));
    EXPECT_PRED2(contains, unset, "refers to $" + std::string(40, 'b') + "..., which main.cf does not set");
    EXPECT_LT(unset.size(), 300u) << unset;
    ImportSources sources;
    sources.transportMap = ImportSource{"transport", std::string(3000, 'x') + ".example nosuch\n"};
    const std::string route = errorOf(sources);
    EXPECT_PRED2(contains, route, "transport map entry " + std::string(40, 'x') + "...");
    EXPECT_LT(route.size(), 400u) << route;
}

} // namespace
