// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of scenario loading, validation and saving (SPEC section 1).
#include "TemporaryFolder.h"
#include "core/scenario/Configuration.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioError.h"

#include <algorithm>
#include <filesystem>
#include <gtest/gtest.h>
#include <string>
#include <vector>

using namespace qmgrlab;
namespace fs = std::filesystem;

namespace {

std::vector<fs::path> jsonFilesIn(const fs::path& dir) {
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(dir)) {
        const std::string name = entry.path().filename().string();
        if (entry.is_regular_file() && entry.path().extension() == ".json" &&
            name.find(".trace.") == std::string::npos) {
            files.push_back(entry.path());
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

const char* const kSlotLoan = R"({
  "format": "qmgrlab-scenario-1",
  "title": "Slot loan",
  "description": "Free text.",
  "main.cf": {
    "default_delivery_slot_cost": 2,
    "default_delivery_slot_discount": 50,
    "default_delivery_slot_loan": 0,
    "default_minimum_delivery_slots": 1,
    "smtp_destination_concurrency_limit": "1",
    "smtp_destination_recipient_limit": 1,
    "smtp_destination_concurrency_positive_feedback": 0.25
  },
  "master.cf": { "smtp": { "maxproc": 1 } },
  "destinations": {
    "*":           { "transport": "smtp", "delivery_ms": 1000 },
    "example.com": { "server_limit": 5, "fail_ms": 10 }
  },
  "messages": [
    { "id": "1", "arrival_ms": 0, "recipients": { "example.com": 10 } },
    { "id": "2", "arrival_ms": 0, "recipients": ["a@example.com", "b@example.com"] },
    { "id": "3", "recipients": { "example.com": 2 } }
  ],
  "stop_ms": 60000
})";

// A body inside a scenario with the right format.
std::string doc(const std::string& body) {
    return R"({"format": "qmgrlab-scenario-1", )" + body + "}";
}

const std::string kDest = R"("destinations": {"example.com": {}})";
const std::string kMsgs = R"("messages": [{"id": "1", "recipients": ["a@example.com"]}])";

std::string withMainCf(const std::string& entries) {
    return doc(R"("main.cf": {)" + entries + "}, " + kDest + ", " + kMsgs);
}
std::string withMasterCf(const std::string& entries) {
    return doc(R"("master.cf": {)" + entries + "}, " + kDest + ", " + kMsgs);
}
std::string withDestinations(const std::string& entries) {
    return doc(R"("destinations": {)" + entries + "}, " + kMsgs);
}
std::string withMessages(const std::string& entries) {
    return doc(kDest + R"(, "messages": [)" + entries + "]");
}

struct BadCase {
    std::string name;
    std::string text;
    std::string path;
    std::string word; // a key word of the rule
};

std::vector<BadCase> badCases() {
    const std::string longId(33, 'x');
    const std::string longAddress = std::string(245, 'a') + "@example.com"; // 257 characters
    return {
        // Document level.
        {"empty object", "{}", "format", "required"},
        {"wrong format", R"({"format": "qmgrlab-scenario-2", "destinations": {}, "messages": []})", "format",
         "qmgrlab-scenario-1"},
        {"format not a string", R"({"format": 1, "destinations": {}, "messages": []})", "format",
         "must be the string"},
        {"format an object", R"({"format": {}, "destinations": {}, "messages": []})", "format",
         "must be the string"},
        {"unknown top-level key", doc(kDest + ", " + kMsgs + R"(, "extra": 1)"), "extra", "unknown key"},
        {"title not a string", doc(R"("title": 5, )" + kDest + ", " + kMsgs), "title", "must be a string"},
        {"title null", doc(R"("title": null, )" + kDest + ", " + kMsgs), "title", "must be a string"},
        {"repeated top-level key", doc(R"("title": "a", "title": "b", )" + kDest + ", " + kMsgs), "title",
         "more than once"},
        {"destinations missing", doc(kMsgs), "destinations", "required"},
        {"messages missing", doc(kDest), "messages", "required"},
        {"messages not a list", doc(kDest + R"(, "messages": {})"), "messages", "list"},
        {"stop_ms negative", doc(kDest + ", " + kMsgs + R"(, "stop_ms": -1)"), "stop_ms",
         "from 0 to 2147483647"},
        {"stop_ms string", doc(kDest + ", " + kMsgs + R"(, "stop_ms": "10")"), "stop_ms",
         "must be an integer"},
        {"stop_ms too large", doc(kDest + ", " + kMsgs + R"(, "stop_ms": 2147483648)"), "stop_ms",
         "from 0 to 2147483647"},
        {"syntax error", "{\"format\": \"qmgrlab-scenario-1\",\n  \"title\": }", "", "line 2, column 12"},
        {"top level array", "[]", "", "one JSON object"},
        {"top level number", "42", "", "one JSON object"},
        {"empty file", " \n", "", "empty"},
        {"trailing garbage", doc(kDest + ", " + kMsgs) + " x", "", "not valid JSON"},
        {"invalid UTF-8", doc(R"("title": ")" + std::string("\xff") + R"(", )" + kDest + ", " + kMsgs), "",
         "not valid JSON"},
        {"number overflow", doc(kDest + ", " + kMsgs + R"(, "stop_ms": 1e400)"), "", "not valid JSON"},

        // main.cf.
        {"unknown parameter", withMainCf(R"("recipient_delimiter": "+")"), "main.cf.recipient_delimiter",
         "unknown parameter"},
        {"no per-transport queue run delay", withMainCf(R"("smtp_queue_run_delay": "1s")"),
         "main.cf.smtp_queue_run_delay", "unknown parameter"},
        {"no per-transport process limit", withMainCf(R"("smtp_process_limit": 5)"),
         "main.cf.smtp_process_limit", "unknown parameter"},
        {"retry as transport prefix", withMainCf(R"("retry_delivery_slot_cost": 2)"),
         "main.cf.retry_delivery_slot_cost", "not a valid transport name"},
        {"slot cost 1", withMainCf(R"("smtp_delivery_slot_cost": 1)"), "main.cf.smtp_delivery_slot_cost",
         "0 or at least 2"},
        {"discount 101", withMainCf(R"("default_delivery_slot_discount": "101")"),
         "main.cf.default_delivery_slot_discount", "from 0 to 100"},
        {"INT_MAX + 1", withMainCf(R"("default_recipient_limit": 2147483648)"),
         "main.cf.default_recipient_limit", "at most 2147483647"},
        {"huge integer", withMainCf(R"("default_recipient_limit": 99999999999999999999999)"),
         "main.cf.default_recipient_limit", "at most 2147483647"},
        {"integer with fraction", withMainCf(R"("default_recipient_limit": 1.0)"),
         "main.cf.default_recipient_limit", "whole number"},
        {"integer with exponent", withMainCf(R"("default_recipient_limit": 1e3)"),
         "main.cf.default_recipient_limit", "whole number"},
        {"negative integer", withMainCf(R"("default_delivery_slot_loan": -1)"),
         "main.cf.default_delivery_slot_loan", "at least 0"},
        {"zero active limit", withMainCf(R"("qmgr_message_active_limit": 0)"),
         "main.cf.qmgr_message_active_limit", "at least 1"},
        {"bad time unit", withMainCf(R"("minimal_backoff_time": "5x")"), "main.cf.minimal_backoff_time",
         "must be a time"},
        {"time with a blank", withMainCf(R"("smtp_recipient_refill_delay": "5 s")"),
         "main.cf.smtp_recipient_refill_delay", "must be a time"},
        {"feedback above 1",
         withMainCf(R"("smtp_destination_concurrency_negative_feedback": "2/concurrency")"),
         "main.cf.smtp_destination_concurrency_negative_feedback", "between 0 and 1"},
        {"feedback division by 0",
         withMainCf(R"("default_destination_concurrency_positive_feedback": "1/0")"),
         "main.cf.default_destination_concurrency_positive_feedback", "greater than 0"},
        {"boolean value", withMainCf(R"("default_delivery_slot_cost": true)"),
         "main.cf.default_delivery_slot_cost", "number or a string"},
        {"object value", withMainCf(R"("default_delivery_slot_cost": {})"),
         "main.cf.default_delivery_slot_cost", "number or a string"},
        {"repeated parameter",
         withMainCf(R"("default_delivery_slot_cost": 2, "default_delivery_slot_cost": 3)"),
         "main.cf.default_delivery_slot_cost", "more than once"},
        {"main.cf a list", doc(R"("main.cf": [], )" + kDest + ", " + kMsgs), "main.cf", "object"},

        // master.cf.
        {"maxproc 0", withMasterCf(R"("smtp": {"maxproc": 0})"), "master.cf.smtp.maxproc",
         "from 1 to 2147483647"},
        {"maxproc fraction", withMasterCf(R"("smtp": {"maxproc": 1.0})"), "master.cf.smtp.maxproc",
         "fraction"},
        {"maxproc huge", withMasterCf(R"("smtp": {"maxproc": 4294967296})"), "master.cf.smtp.maxproc",
         "from 1 to 2147483647"},
        {"broken not a list", withMasterCf(R"("smtp": {"broken": 5})"), "master.cf.smtp.broken",
         "list of intervals"},
        {"other master.cf key", withMasterCf(R"("smtp": {"maxproc": 2, "type": "unix"})"),
         "master.cf.smtp.type", "only maxproc"},
        {"service not an object", withMasterCf(R"("smtp": 5)"), "master.cf.smtp", "object"},
        {"retry service", withMasterCf(R"("retry": {"maxproc": 1})"), "master.cf.retry", "transport name"},
        {"service name with blank", withMasterCf(R"("my smtp": {"maxproc": 1})"), "master.cf[\"my smtp\"]",
         "transport name"},

        // destinations.
        {"delivery_ms 0", withDestinations(R"("example.com": {"delivery_ms": 0})"),
         "destinations[\"example.com\"].delivery_ms", "from 1 to 2147483647"},
        {"fail_ms string", withDestinations(R"("example.com": {"fail_ms": "10"})"),
         "destinations[\"example.com\"].fail_ms", "must be an integer"},
        {"per_rcpt_ms negative", withDestinations(R"("example.com": {"per_rcpt_ms": -1})"),
         "destinations[\"example.com\"].per_rcpt_ms", "from 0 to 2147483647"},
        {"server_limit too large", withDestinations(R"("example.com": {"server_limit": 2147483648})"),
         "destinations[\"example.com\"].server_limit", "from 0 to 2147483647"},
        {"down not a boolean", withDestinations(R"("example.com": {"down": "yes"})"),
         "destinations[\"example.com\"].down", "true, false or a list of intervals"},
        {"unknown destination field", withDestinations(R"("example.com": {"color": "red"})"),
         "destinations[\"example.com\"].color", "unknown field"},
        {"keys differing in case", withDestinations(R"("Example.COM": {}, "example.com": {})"),
         "destinations[\"example.com\"]", "differs only in case"},
        {"repeated destination", withDestinations(R"("example.com": {}, "example.com": {})"),
         "destinations[\"example.com\"]", "more than once"},
        {"error transport", withDestinations(R"("example.com": {"transport": "error"})"),
         "destinations[\"example.com\"].transport", "transport name"},
        {"transport not a string", withDestinations(R"("example.com": {"transport": 1})"),
         "destinations[\"example.com\"].transport", "must be a string"},
        {"domain with blank", withDestinations(R"("exa mple.com": {}, "example.com": {})"),
         "destinations[\"exa mple.com\"]", "no blanks"},
        {"domain with quote", withDestinations(R"("exa\"mple.com": {}, "example.com": {})"),
         R"(destinations["exa\"mple.com"])", "must not contain"},
        {"empty domain key", withDestinations(R"("": {}, "example.com": {})"), "destinations[\"\"]",
         "must not be empty"},
        {"destination not an object", withDestinations(R"("example.com": 1)"),
         "destinations[\"example.com\"]", "object"},

        // messages.
        {"message not an object", withMessages(R"("x")"), "messages[0]", "object"},
        {"id missing", withMessages(R"({"recipients": ["a@example.com"]})"), "messages[0].id", "required"},
        {"recipients missing", withMessages(R"({"id": "1"})"), "messages[0].recipients", "required"},
        {"id a number", withMessages(R"({"id": 1, "recipients": ["a@example.com"]})"), "messages[0].id",
         "must be a string"},
        {"id empty", withMessages(R"({"id": "", "recipients": ["a@example.com"]})"), "messages[0].id",
         "must not be empty"},
        {"id too long", withMessages(R"({"id": ")" + longId + R"(", "recipients": ["a@example.com"]})"),
         "messages[0].id", "at most 32"},
        {"id with a blank", withMessages(R"({"id": "a b", "recipients": ["a@example.com"]})"),
         "messages[0].id", "only letters"},
        {"id repeated",
         withMessages(
             R"({"id": "m", "recipients": ["a@example.com"]}, {"id": "m", "recipients": ["b@example.com"]})"),
         "messages[1].id", "already used by messages[0]"},
        {"arrival out of order",
         withMessages(R"({"id": "1", "arrival_ms": 5, "recipients": ["a@example.com"]},
                         {"id": "2", "arrival_ms": 4, "recipients": ["a@example.com"]})"),
         "messages[1].arrival_ms", "earlier"},
        {"arrival negative",
         withMessages(R"({"id": "1", "arrival_ms": -1, "recipients": ["a@example.com"]})"),
         "messages[0].arrival_ms", "from 0 to 2147483647"},
        {"arrival 1.0", withMessages(R"({"id": "1", "arrival_ms": 1.0, "recipients": ["a@example.com"]})"),
         "messages[0].arrival_ms", "fraction"},
        {"arrival huge",
         withMessages(R"({"id": "1", "arrival_ms": 99999999999999999999, "recipients": ["a@x"]})"),
         "messages[0].arrival_ms", "from 0 to 2147483647"},
        {"sender not text", withMessages(R"({"id": "1", "sender": 5, "recipients": ["a@x"]})"),
         "messages[0].sender", "must be"},
        {"sender too long",
         withMessages(R"({"id": "1", "sender": ")" + std::string(321, 's') + R"(", "recipients": ["a@x"]})"),
         "messages[0].sender", "at most 320 characters"},
        {"sender with a tab", withMessages(R"({"id": "1", "sender": "a\tb@x", "recipients": ["a@x"]})"),
         "messages[0].sender", "without control or formatting characters"},
        {"sender with a bidi control",
         withMessages(R"({"id": "1", "sender": "a\u202eb@x", "recipients": ["a@x"]})"), "messages[0].sender",
         "without control or formatting characters"},
        {"empty sender without null_sender",
         withMessages(R"({"id": "1", "sender": "", "recipients": ["a@x"]})"), "messages[0].sender",
         "needs \"null_sender\": true"},
        {"sender of a null-sender message",
         withMessages(R"({"id": "1", "null_sender": true, "sender": "a@x", "recipients": ["a@x"]})"),
         "messages[0].sender", "names a sender"},
        {"unknown message key", withMessages(R"({"id": "1", "recipients": ["a@example.com"], "size": 5})"),
         "messages[0].size",
         "only id, arrival_ms, recipients, null_sender, sender, deferred_until_ms and attempts"},
        {"repeated message key", withMessages(R"({"id": "1", "id": "2", "recipients": ["a@example.com"]})"),
         "messages[0].id", "more than once"},
        {"empty list", withMessages(R"({"id": "1", "recipients": []})"), "messages[0].recipients",
         "non-empty"},
        {"empty object", withMessages(R"({"id": "1", "recipients": {}})"), "messages[0].recipients",
         "non-empty"},
        {"recipients a string", withMessages(R"({"id": "1", "recipients": "a@example.com"})"),
         "messages[0].recipients", "list of addresses or an object"},
        {"address without @", withMessages(R"({"id": "1", "recipients": ["a@example.com", "nobody"]})"),
         "messages[0].recipients[1]", "local@domain"},
        {"empty local part", withMessages(R"({"id": "1", "recipients": ["@example.com"]})"),
         "messages[0].recipients[0]", "local part"},
        {"empty domain", withMessages(R"({"id": "1", "recipients": ["a@"]})"), "messages[0].recipients[0]",
         "must not be empty"},
        {"address with blank", withMessages(R"({"id": "1", "recipients": ["a b@example.com"]})"),
         "messages[0].recipients[0]", "no blanks"},
        {"address with backslash in domain",
         withMessages(R"({"id": "1", "recipients": ["a@exa\\mple.com"]})"), "messages[0].recipients[0]",
         "must not contain"},
        {"address too long", withMessages(R"({"id": "1", "recipients": [")" + longAddress + R"("]})"),
         "messages[0].recipients[0]", "at most 254"},
        {"address a number", withMessages(R"({"id": "1", "recipients": [5]})"), "messages[0].recipients[0]",
         "must be a string"},
        {"count 0", withMessages(R"({"id": "1", "recipients": {"example.com": 0}})"),
         "messages[0].recipients[\"example.com\"]", "from 1 to 1000000"},
        {"count too large", withMessages(R"({"id": "1", "recipients": {"example.com": 1000001}})"),
         "messages[0].recipients[\"example.com\"]", "from 1 to 1000000"},
        {"count fraction", withMessages(R"({"id": "1", "recipients": {"example.com": 2.5}})"),
         "messages[0].recipients[\"example.com\"]", "fraction"},
        {"count a string", withMessages(R"({"id": "1", "recipients": {"example.com": "3"}})"),
         "messages[0].recipients[\"example.com\"]", "must be an integer"},
        {"repeated group domain",
         withMessages(R"({"id": "1", "recipients": {"example.com": 1, "example.com": 2}})"),
         "messages[0].recipients[\"example.com\"]", "more than once"},
        {"group domain with @", withMessages(R"({"id": "1", "recipients": {"a@example.com": 1}})"),
         "messages[0].recipients[\"a@example.com\"]", "must not contain @"},
        {"address domain without entry",
         withMessages(R"({"id": "1", "recipients": ["a@example.com", "b@other.org"]})"),
         "messages[0].recipients[1]", "no entry in destinations"},
        {"group domain without entry", withMessages(R"({"id": "1", "recipients": {"other.org": 3}})"),
         "messages[0].recipients[\"other.org\"]", "no entry in destinations"},
    };
}

} // namespace

TEST(ScenarioLoad, ParsesEveryPart) {
    const Scenario s = parseScenario(kSlotLoan, "slot-loan.json");
    EXPECT_EQ(s.title, "Slot loan");
    EXPECT_EQ(s.description, "Free text.");
    ASSERT_EQ(s.mainCf.size(), 7u);
    EXPECT_EQ(s.mainCf[0], (ParameterSetting{"default_delivery_slot_cost", "2", true}));
    EXPECT_EQ(s.mainCf[4], (ParameterSetting{"smtp_destination_concurrency_limit", "1", false}));
    EXPECT_EQ(s.mainCf[6],
              (ParameterSetting{"smtp_destination_concurrency_positive_feedback", "0.25", true}));
    ASSERT_EQ(s.masterCf.size(), 1u);
    EXPECT_EQ(s.masterCf[0], (ProcessLimit{"smtp", 1, {}}));
    ASSERT_EQ(s.destinations.size(), 2u);
    EXPECT_EQ(s.destinations[0].domain, "*");
    EXPECT_EQ(s.destinations[0].transport, "smtp");
    EXPECT_EQ(s.destinations[0].deliveryMs, 1000);
    EXPECT_FALSE(s.destinations[0].failMs);
    EXPECT_EQ(s.destinations[1].domain, "example.com");
    EXPECT_EQ(s.destinations[1].serverLimit, 5);
    EXPECT_EQ(s.destinations[1].failMs, 10);
    EXPECT_FALSE(s.destinations[1].transport);
    ASSERT_EQ(s.messages.size(), 3u);
    EXPECT_EQ(s.messages[0].id, "1");
    ASSERT_EQ(s.messages[0].groups.size(), 1u);
    EXPECT_EQ(s.messages[0].groups[0], (RecipientGroup{"example.com", 10}));
    EXPECT_EQ(s.messages[1].addresses, (std::vector<std::string>{"a@example.com", "b@example.com"}));
    EXPECT_EQ(s.messages[2].arrivalMs, 0); // arrival_ms defaults to 0
    EXPECT_EQ(s.messages[0].recipientCount(), 10);
    EXPECT_EQ(s.messages[1].recipientCount(), 2);
    EXPECT_EQ(s.stopMs, 60000);
    ASSERT_NE(s.findParameter("default_delivery_slot_loan"), nullptr);
    EXPECT_EQ(s.findParameter("default_delivery_slot_loan")->value, "0");
    EXPECT_EQ(s.findParameter("default_delivery_slot_Loan"), nullptr);
}

TEST(ScenarioLoad, MinimalScenario) {
    const Scenario s = parseScenario(doc(R"("destinations": {}, "messages": [])"), "min.json");
    EXPECT_TRUE(s.mainCf.empty());
    EXPECT_TRUE(s.messages.empty());
    EXPECT_FALSE(s.stopMs);
}

TEST(ScenarioLoad, CaseInsensitiveDomainsAndStar) {
    const Scenario s = parseScenario(doc(R"("destinations": {"Example.COM": {}},
        "messages": [{"id": "m.1_x-y", "recipients": ["A@example.com", "b@EXAMPLE.com"]},
                     {"id": "2", "arrival_ms": 2147483647, "recipients": {"example.Com": 1000000}}])"),
                                     "ci.json");
    EXPECT_EQ(s.messages[1].recipientCount(), 1000000);
    // Local part may contain '@', '"' and '\': the address is split at its last '@'.
    EXPECT_NO_THROW(
        parseScenario(withMessages(R"({"id": "1", "recipients": ["\"a@b\\c\"@example.com"]})"), "x"));
    // Any domain is fine with a "*" entry.
    EXPECT_NO_THROW(parseScenario(doc(R"("destinations": {"*": {"down": true}},
        "messages": [{"id": "1", "recipients": ["a@anything.example", "b@*"]}])"),
                                  "star.json"));
}

TEST(ScenarioLoad, BadScenarios) {
    const std::vector<BadCase> cases = badCases();
    EXPECT_GE(cases.size(), 30u);
    for (const BadCase& c : cases) {
        SCOPED_TRACE(c.name);
        try {
            parseScenario(c.text, "bad.json");
            ADD_FAILURE() << "accepted: " << c.text;
        } catch (const ScenarioError& e) {
            EXPECT_EQ(e.file(), "bad.json");
            EXPECT_EQ(e.path(), c.path) << e.what();
            EXPECT_NE(e.rule().find(c.word), std::string::npos) << e.what();
            const std::string what = e.what();
            EXPECT_EQ(what.find('\n'), std::string::npos);
            const std::string prefix = c.path.empty() ? "bad.json: " : "bad.json: " + c.path + ": ";
            EXPECT_EQ(what.rfind(prefix, 0), 0u) << what;
        }
    }
}

TEST(ScenarioError, MessageIsOneLine) {
    const auto verbatim = [](const char* text) { return RuleText::verbatim(text); };
    EXPECT_STREQ(
        ScenarioError("f.json", verbatim("messages[3].recipients"), verbatim("must not be empty")).what(),
        "f.json: messages[3].recipients: must not be empty");
    EXPECT_STREQ(ScenarioError("f.json", {}, verbatim("not valid JSON")).what(), "f.json: not valid JSON");
    EXPECT_STREQ(ScenarioError("f.json", verbatim("a\nb"), verbatim("x\ty")).what(), "f.json: a?b: x?y");
    const ScenarioError e("f", verbatim("p"), verbatim("r"));
    EXPECT_EQ(e.file(), "f");
    EXPECT_EQ(e.path(), "p");
    EXPECT_EQ(e.rule(), "r");
}

TEST(ScenarioLoad, SizeLimits) {
    // The file size limit.
    std::string big(static_cast<std::size_t>(Scenario::kMaxFileBytes) + 1, ' ');
    try {
        parseScenario(big, "big.json");
        ADD_FAILURE();
    } catch (const ScenarioError& e) {
        EXPECT_EQ(e.path(), "");
        EXPECT_NE(e.rule().find(std::to_string(Scenario::kMaxFileBytes)), std::string::npos) << e.what();
    }
    // The total number of recipients, checked by the validator on an in-memory scenario.
    Scenario s = parseScenario(withMessages(R"({"id": "1", "recipients": {"example.com": 1000000}})"), "s");
    const MessageSpec m = s.messages[0];
    for (int i = 1; i <= 20; ++i) {
        s.messages.push_back(m);
        s.messages.back().id = std::string("m").append(std::to_string(i));
    }
    try {
        validateScenario(s, "many.json");
        ADD_FAILURE();
    } catch (const ScenarioError& e) {
        EXPECT_EQ(e.path(), "messages[20].recipients");
        EXPECT_NE(e.rule().find(std::to_string(Scenario::kMaxTotalRecipients)), std::string::npos)
            << e.what();
    }
    // The number of messages.
    Scenario many = parseScenario(withMessages(R"({"id": "1", "recipients": ["a@example.com"]})"), "s");
    many.messages.resize(static_cast<std::size_t>(Scenario::kMaxMessages) + 1); // the count is checked first
    try {
        validateScenario(many, "many.json");
        ADD_FAILURE();
    } catch (const ScenarioError& e) {
        EXPECT_EQ(e.path(), "messages");
        EXPECT_NE(e.rule().find(std::to_string(Scenario::kMaxMessages)), std::string::npos) << e.what();
    }
}

TEST(ScenarioLoad, FileErrors) {
    const test::TemporaryFolder dir;
    const std::string missing = dir.path("does-not-exist.json");
    try {
        loadScenarioFile(missing);
        ADD_FAILURE();
    } catch (const ScenarioError& e) {
        EXPECT_EQ(e.file(), missing);
        EXPECT_NE(e.rule().find("cannot read"), std::string::npos) << e.what();
    }
    try {
        loadScenarioFile(dir.folder().string());
        ADD_FAILURE();
    } catch (const ScenarioError& e) {
        EXPECT_NE(e.rule().find("directory"), std::string::npos) << e.what();
    }
}

TEST(ScenarioValidate, SameMessagesAsLoading) {
    // Rules checked on the struct give the same error whether the scenario came from a file or not.
    Scenario s = parseScenario(kSlotLoan, "x.json");
    s.messages[2].id = "2";
    std::string fromStruct;
    try {
        validateScenario(s, "x.json");
    } catch (const ScenarioError& e) {
        fromStruct = e.what();
    }
    std::string text = kSlotLoan;
    text.replace(text.find(R"("id": "3")"), 9, R"("id": "2")");
    std::string fromFile;
    try {
        parseScenario(text, "x.json");
    } catch (const ScenarioError& e) {
        fromFile = e.what();
    }
    EXPECT_EQ(fromStruct, "x.json: messages[2].id: the id \"2\" is already used by messages[1]");
    EXPECT_EQ(fromFile, fromStruct);

    // Struct-only mistakes are caught too.
    Scenario t = parseScenario(kSlotLoan, "x.json");
    t.setParameter("smtp_delivery_slot_cost", "1", true);
    EXPECT_THROW(validateScenario(t, "x.json"), ScenarioError);
    t.setParameter("smtp_delivery_slot_cost", "5s", true); // a number flag on text that is not a number
    EXPECT_THROW(validateScenario(t, "x.json"), ScenarioError);
    t.removeParameter("smtp_delivery_slot_cost");
    EXPECT_NO_THROW(validateScenario(t, "x.json"));
    t.mainCf.push_back(t.mainCf[0]);
    EXPECT_THROW(validateScenario(t, "x.json"), ScenarioError);

    Scenario u = parseScenario(kSlotLoan, "x.json");
    u.messages[1].groups.push_back(RecipientGroup{"example.com", 1});
    EXPECT_THROW(validateScenario(u, "x.json"), ScenarioError);
    u.messages[1].groups.clear();
    u.messages[1].addresses.clear();
    EXPECT_THROW(validateScenario(u, "x.json"), ScenarioError);

    Scenario v = parseScenario(kSlotLoan, "x.json");
    v.masterCf.push_back(ProcessLimit{"smtp", 2, {}});
    EXPECT_THROW(validateScenario(v, "x.json"), ScenarioError);
}

// A setting flagged as a number must be exactly one JSON number, or it could not be saved as
// one: "07" is a valid slot cost as text but not JSON (no leading zeros), nor is " 7".
TEST(ScenarioValidate, NumberFlagNeedsJsonNumberText) {
    Scenario t = parseScenario(kSlotLoan, "x.json");
    auto message = [&] {
        try {
            validateScenario(t, "x.json");
        } catch (const ScenarioError& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    t.setParameter("smtp_delivery_slot_cost", "7", true);
    EXPECT_EQ(message(), "");
    t.setParameter("smtp_delivery_slot_cost", "07", false);
    EXPECT_EQ(message(), "");
    t.setParameter("smtp_delivery_slot_cost", "07", true);
    EXPECT_EQ(
        message(),
        "x.json: main.cf.smtp_delivery_slot_cost: is marked as a number, but \"07\" is not a JSON number");
    t.setParameter("smtp_delivery_slot_cost", " 7", true);
    EXPECT_NE(message().find("\" 7\" is not a JSON number"), std::string::npos);
}

TEST(ScenarioSave, RoundTrip) {
    const Scenario s = parseScenario(kSlotLoan, "x.json");
    const std::string json = scenarioToJson(s);
    const Scenario t = parseScenario(json, "y.json");
    EXPECT_EQ(s, t);
    EXPECT_EQ(scenarioToJson(t), json);
    // Key order of SPEC; numbers stay numbers and strings stay strings.
    const std::size_t format = json.find("\"format\"");
    const std::size_t title = json.find("\"title\"");
    const std::size_t description = json.find("\"description\"");
    const std::size_t mainCf = json.find("\"main.cf\"");
    const std::size_t masterCf = json.find("\"master.cf\"");
    const std::size_t destinations = json.find("\"destinations\"");
    const std::size_t messages = json.find("\"messages\"");
    const std::size_t stop = json.find("\"stop_ms\"");
    EXPECT_LT(format, title);
    EXPECT_LT(title, description);
    EXPECT_LT(description, mainCf);
    EXPECT_LT(mainCf, masterCf);
    EXPECT_LT(masterCf, destinations);
    EXPECT_LT(destinations, messages);
    EXPECT_LT(messages, stop);
    EXPECT_NE(json.find("\"smtp_destination_concurrency_limit\": \"1\""), std::string::npos) << json;
    EXPECT_NE(json.find("\"smtp_destination_recipient_limit\": 1"), std::string::npos) << json;
    EXPECT_NE(json.find("\"smtp_destination_concurrency_positive_feedback\": 0.25"), std::string::npos)
        << json;
    EXPECT_NE(json.find("\n  \"format\": \"qmgrlab-scenario-1\""), std::string::npos) << json;

    // A message's sender is written where the scenario gives one, and read back: an address with a
    // blank in its quoted local part, and the null sender of a bounce.
    EXPECT_EQ(json.find("\"sender\""), std::string::npos) << json;
    Scenario senders = s;
    senders.messages.at(0).sender = "\"john doe\"@a.example";
    senders.messages.at(1).sender = "";
    senders.messages.at(1).nullSender = true;
    const std::string withSenders = scenarioToJson(senders);
    EXPECT_NE(withSenders.find(R"("sender": "\"john doe\"@a.example")"), std::string::npos) << withSenders;
    EXPECT_NE(withSenders.find(R"("sender": "")"), std::string::npos) << withSenders;
    const Scenario back = parseScenario(withSenders, "z.json");
    EXPECT_EQ(back, senders);
    EXPECT_EQ(back.messages.at(1).sender, std::optional<std::string>(""));
    EXPECT_FALSE(back.messages.at(2).sender.has_value());

    // Empty optional parts are left out.
    const Scenario minimal = parseScenario(doc(R"("destinations": {}, "messages": [])"), "m.json");
    EXPECT_EQ(scenarioToJson(minimal),
              "{\n  \"format\": \"qmgrlab-scenario-1\",\n  \"destinations\": {},\n  \"messages\": []\n}\n");
}

TEST(ScenarioSave, SaveAndLoadFile) {
    const test::TemporaryFolder dir;
    const std::string path = dir.path("saved.json");
    const Scenario s = parseScenario(kSlotLoan, "x.json");
    saveScenarioFile(s, path);
    EXPECT_FALSE(fs::exists(path + ".tmp"));
    EXPECT_EQ(loadScenarioFile(path), s);
    // Overwriting keeps working; a save into a missing directory fails without touching anything.
    saveScenarioFile(s, path);
    EXPECT_THROW(saveScenarioFile(s, (dir.folder() / "no" / "such.json").string()), std::runtime_error);
    EXPECT_EQ(loadScenarioFile(path), s);
}

TEST(ScenarioFiles, ConformanceCasesLoad) {
    const std::vector<fs::path> files = jsonFilesIn(QMGRLAB_CONFORMANCE_DIR);
    EXPECT_GE(files.size(), 40u);
    for (const fs::path& file : files) {
        SCOPED_TRACE(file.filename().string());
        try {
            const Scenario s = loadScenarioFile(file.string());
            const Configuration c = Configuration::fromScenario(s, file.string());
            EXPECT_GT(c.totalRecipients(), 0);
            // Saving gives back the same scenario.
            const std::string json = scenarioToJson(s);
            EXPECT_EQ(parseScenario(json, "again"), s);
            EXPECT_EQ(scenarioToJson(parseScenario(json, "again")), json);
        } catch (const ScenarioError& e) {
            ADD_FAILURE() << e.what();
        }
    }
}

TEST(ScenarioFiles, ExamplesLoad) {
    const std::vector<fs::path> files = jsonFilesIn(QMGRLAB_EXAMPLES_DIR);
    EXPECT_GE(files.size(), 8u);
    for (const fs::path& file : files) {
        SCOPED_TRACE(file.filename().string());
        try {
            const Scenario s = loadScenarioFile(file.string());
            EXPECT_FALSE(s.title.empty());
            EXPECT_FALSE(s.description.empty());
            const Configuration c = Configuration::fromScenario(s, file.string());
            EXPECT_GT(c.totalRecipients(), 0);
            EXPECT_EQ(parseScenario(scenarioToJson(s), "again"), s);
        } catch (const ScenarioError& e) {
            ADD_FAILURE() << e.what();
        }
    }
}
