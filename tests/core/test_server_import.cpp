// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the import of a real server (issue 7): the three sample servers in
// tests/data/import imported field by field and run to their end, and the errors of each
// reader (main.cf, master.cf, postqueue -j, transport map) naming file, line and rule; nothing
// dropped without a note, no empty number taken for the default, no NUL byte ending a line.
#include "core/Configuration.h"
#include "core/RunBuilder.h"
#include "core/ScenarioError.h"
#include "core/ServerImport.h"

#include <cstdio>
#include <fstream>
#include <gtest/gtest.h>
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
        out.push_back(ParameterSetting{name, value, true});
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
    return DestinationSpec{domain, transport, {}, {}, {}, {}, {}, {}};
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
                                  {"qmgr_message_active_limit", "5000"}}));
    // Only relay has a maxproc of its own; smtp, discard, local and lmtp have "-".
    EXPECT_EQ(s.masterCf, (std::vector<ProcessLimit>{{"relay", 20}}));
    EXPECT_EQ(
        ignoredNames(result),
        (std::vector<std::string>{"myhostname", "mydomain", "myorigin", "relayhost", "smtpd_recipient_limit",
                                  "smtp_tls_security_level", "maximal_queue_lifetime", "syslog_name",
                                  "smtp_helo_timeout", "smtp_connect_timeout"}));
    EXPECT_EQ(result.ignored[0].place.english(), kData + "relay/main.cf line 5");
    EXPECT_EQ(result.ignored[4].reason.english(), "there is no delivery agent smtpd in master.cf");
    EXPECT_EQ(result.ignored[7].place.english(), kData + "relay/master.cf line 22");

    ASSERT_EQ(s.destinations.size(), 7u);
    EXPECT_EQ(s.destinations[0], (DestinationSpec{"*", "smtp", 1000, 0, 0, 10, false, {}}));
    EXPECT_EQ(s.destinations[1], routed("example.com", "smtp"));
    EXPECT_EQ(s.destinations[2], routed("example.org", "smtp"));
    EXPECT_EQ(s.destinations[3], routed("example.net", "relay"));       // relay_domains
    EXPECT_EQ(s.destinations[4], routed("lists.example.net", "relay")); // continuation line
    EXPECT_EQ(s.destinations[5], routed("partner.example", "relay"));   // transport map
    EXPECT_EQ(s.destinations[6], routed("mx1.example.net", "local"));   // mydestination's $myhostname

    // Sorted by arrival_time, counted from 1763885400; the message on hold is left out.
    ASSERT_EQ(s.messages.size(), 4u);
    EXPECT_EQ(s.messages[0], (MessageSpec{"4Bx2Ab1Cd2zC", 0, {}, {{"example.com", 1}}}));
    EXPECT_EQ(s.messages[1],
              (MessageSpec{"4Bx2Lk1Zq9z7", 600'000, {}, {{"example.com", 1}, {"example.org", 1}}}));
    EXPECT_EQ(s.messages[2],
              (MessageSpec{"4Bx2Pq3Wv1z8",
                           4'140'000,
                           {},
                           {{"example.net", 1}, {"lists.example.net", 1}, {"example.com", 1}}}));
    EXPECT_EQ(s.messages[3],
              (MessageSpec{"4Bx2Rs7Hh5zB", 4'200'000, {}, {{"partner.example", 2}, {"mx1.example.net", 1}}}));

    const auto mentions = [&](const std::string& text) {
        return std::any_of(result.notes.begin(), result.notes.end(), [&](const RuleText& note) {
            return note.english().find(text) != std::string::npos;
        });
    };
    EXPECT_TRUE(mentions("1 message on hold left out"));
    EXPECT_TRUE(mentions("2 messages came from the deferred queue"));
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

TEST(ServerImport, LocalAndVirtualDomainsFieldByField) {
    const ImportResult result = importServer(sampleSources("local-virtual", true, true));
    const Scenario& s = result.scenario;
    EXPECT_EQ(s.mainCf, settings({{"local_destination_concurrency_limit", "2"},
                                  {"local_destination_recipient_limit", "1"},
                                  {"lmtp_destination_recipient_limit", "20"},
                                  {"mailman_destination_recipient_limit", "1"},
                                  {"default_process_limit", "100"}}));
    EXPECT_EQ(s.masterCf, (std::vector<ProcessLimit>{{"lmtp", 10}, {"mailman", 4}}));
    // The submission service's -o settings belong to smtpd, not to a delivery agent.
    EXPECT_EQ(ignoredNames(result), (std::vector<std::string>{"myhostname", "mydomain", "alias_maps",
                                                              "home_mailbox", "compatibility_level"}));
    ASSERT_EQ(s.destinations.size(), 7u);
    EXPECT_EQ(s.destinations[0], (DestinationSpec{"*", "smtp", 1000, 0, 0, 10, false, {}}));
    EXPECT_EQ(s.destinations[1], routed("example.net", "smtp"));
    EXPECT_EQ(s.destinations[2], routed("example.com", "local"));         // $mydomain
    EXPECT_EQ(s.destinations[3], routed("mail.example.com", "local"));    // $myhostname
    EXPECT_EQ(s.destinations[4], routed("example.org", "lmtp"));          // virtual_transport lmtp:unix:...
    EXPECT_EQ(s.destinations[5], routed("shop.hosted.example", "lmtp"));  // .hosted.example
    EXPECT_EQ(s.destinations[6], routed("lists.example.com", "mailman")); // transport map "mailman:"
    ASSERT_EQ(s.messages.size(), 3u);
    EXPECT_EQ(s.messages[0], (MessageSpec{"3F1A2B3C4F", 0, {}, {{"example.net", 1}, {"example.com", 1}}}));
    EXPECT_EQ(
        s.messages[1],
        (MessageSpec{
            "3F1A2B3C4D", 10'000, {}, {{"example.com", 1}, {"mail.example.com", 1}, {"example.org", 1}}}));
    EXPECT_EQ(s.messages[2],
              (MessageSpec{"3F1A2B3C4E",
                           13'000,
                           {},
                           {{"shop.hosted.example", 1}, {"example.org", 1}, {"lists.example.com", 1}}}));
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
    EXPECT_EQ(s.messages[0], (MessageSpec{"4C9dR3cD4zR", 0, {}, {{"d3.example", 1}}}));
    EXPECT_EQ(s.messages[1].id, "4C9dQk2Lz1zP");
    EXPECT_EQ(s.messages[1].arrivalMs, 3'600'000);
    ASSERT_EQ(s.messages[1].groups.size(), 8u);
    for (int d = 0; d < 8; ++d) {
        EXPECT_EQ(s.messages[1].groups[d], (RecipientGroup{"d" + std::to_string(d) + ".example", 25'000}));
    }
    EXPECT_EQ(s.messages[2], (MessageSpec{"4C9dR1aB2zQ", 3'660'000, {}, {{"example.com", 1}}}));
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
              "the queue manager does not read a delivery agent's -o settings; set it in main.cf");
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
              (std::vector<DestinationSpec>{{"*", "smtp", 1000, 0, 0, 10, false, {}}}));
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
