// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of core/ParameterOverrides: variant specs parsed, checked against the parameter table's
// rules (names, per-transport forms, syntax and ranges) and applied to a scenario.
#include "ExamplePaths.h"
#include "core/run/RunBuilder.h"
#include "core/scenario/Configuration.h"
#include "core/whatif/ParameterOverrides.h"

#include <gtest/gtest.h>

namespace {

using namespace qmgrlab;

// The message of the error add() throws, or "" when it accepts the spec.
std::string errorOf(ParameterOverrides& overrides, std::string_view spec) {
    try {
        overrides.add(spec);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return {};
}

std::string errorOf(std::string_view spec) {
    ParameterOverrides overrides;
    return errorOf(overrides, spec);
}

bool mentions(const std::string& text, std::string_view part) {
    return text.find(part) != std::string::npos;
}

TEST(ParameterOverrides, ParsesCommaSeparatedSettingsInOrder) {
    ParameterOverrides overrides;
    overrides.add("default_delivery_slot_cost=2, smtp_destination_concurrency_limit = 4,"
                  "default_destination_concurrency_positive_feedback=1/concurrency");
    ASSERT_EQ(overrides.settings().size(), 3u);
    EXPECT_EQ(overrides.settings()[0], (ParameterSetting{"default_delivery_slot_cost", "2", true}));
    EXPECT_EQ(overrides.settings()[1], (ParameterSetting{"smtp_destination_concurrency_limit", "4", true}));
    EXPECT_EQ(overrides.settings()[2], (ParameterSetting{"default_destination_concurrency_positive_feedback",
                                                         "1/concurrency", false}));
    EXPECT_EQ(overrides.text(), "default_delivery_slot_cost=2,smtp_destination_concurrency_limit=4,"
                                "default_destination_concurrency_positive_feedback=1/concurrency");
}

TEST(ParameterOverrides, RepeatedSpecsAddUp) {
    ParameterOverrides overrides;
    overrides.add("default_delivery_slot_loan=0");
    overrides.add("smtp_recipient_refill_delay=10s");
    EXPECT_EQ(overrides.text(), "default_delivery_slot_loan=0,smtp_recipient_refill_delay=10s");
}

TEST(ParameterOverrides, UnknownNameNamesTheParameter) {
    const std::string error = errorOf("default_delivery_slot_cost=2,recipient_delimiter=+");
    EXPECT_TRUE(mentions(error, "recipient_delimiter: unknown parameter")) << error;
}

TEST(ParameterOverrides, OutOfRangeValuesNameTheRule) {
    // The slot cost is 0 or at least 2; the discount a percentage; feedback at most 1.
    EXPECT_TRUE(
        mentions(errorOf("smtp_delivery_slot_cost=1"), "smtp_delivery_slot_cost: must be 0 or at least 2"));
    EXPECT_TRUE(mentions(errorOf("default_delivery_slot_discount=101"),
                         "default_delivery_slot_discount: must be from 0 to 100"));
    EXPECT_TRUE(mentions(errorOf("default_destination_concurrency_negative_feedback=2"), "between 0 and 1"));
    EXPECT_TRUE(mentions(errorOf("default_recipient_refill_limit=0"), "must be at least 1"));
}

TEST(ParameterOverrides, MalformedItemsAreRejectedOnOneLine) {
    EXPECT_TRUE(mentions(errorOf("default_delivery_slot_cost"), "must have the form NAME=VALUE"));
    EXPECT_TRUE(mentions(errorOf("=2"), "name before = is missing"));
    EXPECT_TRUE(mentions(errorOf("default_delivery_slot_cost="), "default_delivery_slot_cost: the value"));
    EXPECT_TRUE(mentions(errorOf("default_delivery_slot_cost=2,,default_delivery_slot_loan=1"), "empty"));
    EXPECT_TRUE(mentions(errorOf(""), "empty"));
    EXPECT_TRUE(mentions(errorOf("default_delivery_slot_cost=two"), "whole number"));
    const std::string newline = errorOf("default_delivery_slot_cost=2\nx");
    EXPECT_EQ(newline.find('\n'), std::string::npos) << newline;
}

TEST(ParameterOverrides, LongInputIsQuotedCutShort) {
    const std::string name(200, 'q');
    const std::string error = errorOf(name + "=1");
    EXPECT_TRUE(mentions(error, "'" + std::string(40, 'q') + "...'")) << error;
    EXPECT_LT(error.size(), 600u);
}

TEST(ParameterOverrides, NameGivenTwiceIsAnErrorAndNothingIsAdded) {
    ParameterOverrides overrides;
    overrides.add("default_delivery_slot_cost=2");
    EXPECT_TRUE(mentions(errorOf(overrides, "default_delivery_slot_loan=1,default_delivery_slot_cost=3"),
                         "more than once"));
    EXPECT_EQ(overrides.text(), "default_delivery_slot_cost=2");
    EXPECT_TRUE(mentions(errorOf("smtp_delivery_slot_cost=2,smtp_delivery_slot_cost=3"), "more than once"));
}

TEST(ParameterOverrides, AppliesToAScenarioReplacingItsValues) {
    Scenario scenario;
    scenario.setParameter("default_delivery_slot_cost", "5", true);
    scenario.setParameter("default_delivery_slot_loan", "3", true);
    ParameterOverrides overrides;
    overrides.add("default_delivery_slot_cost=0,smtp_recipient_refill_delay=1m");
    overrides.applyTo(scenario);
    ASSERT_NE(scenario.findParameter("default_delivery_slot_cost"), nullptr);
    EXPECT_EQ(scenario.findParameter("default_delivery_slot_cost")->value, "0");
    EXPECT_EQ(scenario.findParameter("default_delivery_slot_loan")->value, "3");
    ASSERT_NE(scenario.findParameter("smtp_recipient_refill_delay"), nullptr);
    EXPECT_EQ(scenario.findParameter("smtp_recipient_refill_delay")->value, "1m");
    EXPECT_FALSE(scenario.findParameter("smtp_recipient_refill_delay")->isNumber);
}

// A per-transport setting for a transport the scenario does not have would change nothing.
TEST(ParameterOverrides, PerTransportSettingsNeedTheTransport) {
    const auto config = resolveScenario(loadScenarioFile(qmgrlab::test::kSlotLoan), "slot-loan.json");
    EXPECT_NO_THROW(
        checkParameterTransports({"default_delivery_slot_cost", "smtp_delivery_slot_cost"}, *config));
    try {
        checkParameterTransports({"smtp_delivery_slot_cost", "lmtp_destination_concurrency_limit"}, *config);
        ADD_FAILURE() << "accepted a setting for lmtp";
    } catch (const std::invalid_argument& e) {
        EXPECT_EQ(std::string(e.what()), "lmtp_destination_concurrency_limit: the scenario has no transport "
                                         "'lmtp' (it has smtp), so the setting would change nothing");
    }
}

// A delivery agent's master.cf process limit, named as postconf -F names the field: set in the
// scenario's master.cf (a service added when it has none), "-" giving it back to
// default_process_limit; any other master.cf field, a bad service name or a maxproc outside
// 1..2147483647 is refused; a service the scenario has no transport for changes nothing.
TEST(ParameterOverrides, MasterCfProcessLimitAsPostconfNamesIt) {
    Scenario scenario;
    scenario.masterCf.push_back(ProcessLimit{"smtp", 81, {}});
    ParameterOverrides overrides;
    overrides.add("smtp/unix/maxproc=20,relay/unix/maxproc=3");
    overrides.applyTo(scenario);
    ASSERT_EQ(scenario.masterCf.size(), 2u);
    EXPECT_EQ(scenario.masterCf[0].maxproc, 20);
    EXPECT_EQ(scenario.masterCf[1].transport, "relay");
    EXPECT_EQ(scenario.masterCf[1].maxproc, 3);
    EXPECT_TRUE(scenario.mainCf.empty());
    ParameterOverrides back;
    back.add("smtp/unix/maxproc=-");
    back.applyTo(scenario);
    EXPECT_FALSE(scenario.masterCf[0].maxproc.has_value());
    EXPECT_EQ(Configuration::fromScenario(scenario, "s").transports()[1].maxproc, 100);

    EXPECT_TRUE(mentions(errorOf("smtp/unix/maxproc=0"), "maxproc must be - (default_process_limit) or a "
                                                         "number from 1 to 2147483647"));
    EXPECT_TRUE(mentions(errorOf("smtp/unix/maxproc=2147483648"), "maxproc must be"));
    EXPECT_TRUE(mentions(errorOf("smtp/unix/wakeup=60"), "SERVICE/unix/maxproc"));
    EXPECT_TRUE(mentions(errorOf("smtp/inet/maxproc=5"), "SERVICE/unix/maxproc"));
    EXPECT_TRUE(mentions(errorOf("retry/unix/maxproc=5"), "SERVICE/unix/maxproc"));
    const auto config = resolveScenario(loadScenarioFile(qmgrlab::test::kSlotLoan), "slot-loan.json");
    EXPECT_NO_THROW(checkParameterTransports({"smtp/unix/maxproc"}, *config));
    EXPECT_THROW(checkParameterTransports({"lmtp/unix/maxproc"}, *config), std::invalid_argument);
}

// A variant of a default_ parameter changes nothing for a transport with its own value: a
// per-transport parameter, the local transport's own default (local_destination_concurrency_limit
// is 2 whatever default_destination_concurrency_limit says), a master.cf maxproc. Each such
// transport that mail is routed to is named with the value that stays and the name that varies it.
TEST(ParameterOverrides, SettingsAShadowingTransportValueKeepsAreNamed) {
    Scenario scenario;
    DestinationSpec star;
    star.domain = "*";
    DestinationSpec local;
    local.domain = "localhost";
    local.transport = "local";
    scenario.destinations = {star, local};
    scenario.setParameter("smtp_destination_concurrency_limit", "43", true);
    scenario.masterCf.push_back(ProcessLimit{"smtp", 81, {}});
    scenario.masterCf.push_back(ProcessLimit{"lmtp", 5, {}}); // no mail routed to it

    ParameterOverrides concurrency;
    concurrency.add("default_destination_concurrency_limit=4");
    std::vector<std::string> notes;
    for (const RuleText& note : concurrency.shadowed(scenario))
        notes.push_back(note.english());
    EXPECT_EQ(notes, (std::vector<std::string>{
                         "variant default_destination_concurrency_limit=4 changes nothing for the transport "
                         "local: its own local_destination_concurrency_limit = 2 stays; vary it as "
                         "local_destination_concurrency_limit=VALUE",
                         "variant default_destination_concurrency_limit=4 changes nothing for the transport "
                         "smtp: its own smtp_destination_concurrency_limit = 43 stays; vary it as "
                         "smtp_destination_concurrency_limit=VALUE"}));

    ParameterOverrides processes;
    processes.add("default_process_limit=20");
    ASSERT_EQ(processes.shadowed(scenario).size(), 1u);
    EXPECT_EQ(processes.shadowed(scenario)[0].english(),
              "variant default_process_limit=20 changes nothing for the transport smtp: its own maxproc 81 "
              "(master.cf) stays; vary it as smtp/unix/maxproc=N");

    // Varied where it is the transport's own: nothing is shadowed.
    ParameterOverrides own;
    own.add("smtp_destination_concurrency_limit=4,smtp/unix/maxproc=20,default_delivery_slot_cost=2");
    EXPECT_TRUE(own.shadowed(scenario).empty());
    ParameterOverrides both;
    both.add("default_process_limit=20,smtp/unix/maxproc=-");
    EXPECT_TRUE(both.shadowed(scenario).empty());
}

} // namespace

// A setting given as a name and a value (the Compare window's cells) is checked as a spec's item.
TEST(ParameterOverrides, NameAndValueAreCheckedAsAnItemIs) {
    ParameterOverrides overrides;
    overrides.add(" default_delivery_slot_cost ", "5");
    overrides.add("smtp_delivery_slot_loan", "0");
    EXPECT_EQ(overrides.text(), "default_delivery_slot_cost=5,smtp_delivery_slot_loan=0");
    const auto errorOfPair = [&overrides](std::string_view name, std::string_view value) {
        try {
            overrides.add(name, value);
        } catch (const std::invalid_argument& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    EXPECT_TRUE(mentions(errorOfPair("default_delivery_slot_cost", "6"), "more than once"));
    EXPECT_TRUE(mentions(errorOfPair("smtp_delivery_slot_cost", "1"),
                         "smtp_delivery_slot_cost: must be 0 or at least 2"));
    EXPECT_TRUE(mentions(errorOfPair("recipient_delimiter", "+"), "recipient_delimiter: unknown parameter"));
    EXPECT_TRUE(mentions(errorOfPair("default_delivery_slot_loan", ""), "the value after = is missing"));
    EXPECT_EQ(overrides.settings().size(), 2u); // nothing added by the rejected ones
}
