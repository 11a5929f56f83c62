// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of resolving a scenario into transport settings, next hops and recipient plans.
#include "core/scenario/Configuration.h"
#include "core/scenario/ScenarioError.h"

#include <gtest/gtest.h>
#include <string>

using namespace qmgrlab;

namespace {

// Recipient i of a message: its address alone.
std::string address(const Configuration& c, int message, int i) {
    std::string text;
    c.appendRecipientAddress(message, i, text);
    return text;
}

Configuration configure(const std::string& mainCf, const std::string& masterCf,
                        const std::string& destinations, const std::string& messages) {
    std::string text = R"({"format": "qmgrlab-scenario-1", )";
    if (!mainCf.empty()) {
        text += R"("main.cf": {)" + mainCf + "}, ";
    }
    if (!masterCf.empty()) {
        text += R"("master.cf": {)" + masterCf + "}, ";
    }
    text += R"("destinations": {)" + destinations + R"(}, "messages": [)" + messages + "]}";
    return Configuration::fromScenario(parseScenario(text, "test.json"), "test.json");
}

const std::string kOneMessage = R"({"id": "1", "recipients": ["a@example.com"]})";

const TransportSettings& transport(const Configuration& c, std::string_view name) {
    const int index = c.transportIndex(name);
    EXPECT_GE(index, 0) << name;
    return c.transports().at(static_cast<std::size_t>(index));
}

} // namespace

TEST(Configuration, Defaults) {
    const Configuration c = configure("", "", R"("*": {})", kOneMessage);
    EXPECT_EQ(c.messageActiveLimit(), 20000);
    EXPECT_EQ(c.messageRecipientLimit(), 20000);
    EXPECT_EQ(c.messageRecipientMinimum(), 10);
    EXPECT_EQ(c.minimalBackoffSeconds(), 300);
    EXPECT_FALSE(c.stopMs());
    ASSERT_EQ(c.transports().size(), 1u);
    const TransportSettings& t = c.transports()[0];
    EXPECT_EQ(t.name, "smtp");
    EXPECT_EQ(t.maxproc, 100);
    EXPECT_EQ(t.slotCost, 5);
    EXPECT_EQ(t.slotLoan, 3);
    EXPECT_EQ(t.slotDiscount, 50);
    EXPECT_EQ(t.loanFactor, 50);
    EXPECT_EQ(t.minimumSlots, 3);
    EXPECT_EQ(t.recipientLimit, 20000);
    EXPECT_EQ(t.extraRecipientLimit, 1000);
    EXPECT_EQ(t.refillLimit, 100);
    EXPECT_EQ(t.refillDelay, 5);
    EXPECT_EQ(t.destinationRecipientLimit, 50);
    EXPECT_EQ(t.concurrencyLimit, 20);
    EXPECT_EQ(t.initialConcurrency, 5);
    EXPECT_EQ(t.positiveFeedback.form(), Feedback::Form::Constant);
    EXPECT_EQ(t.positiveFeedback.amount(3), 1.0);
    EXPECT_EQ(t.negativeFeedback.amount(3), 1.0);
    EXPECT_EQ(t.failedCohortLimit, 1);
    EXPECT_TRUE(t.preemptionEnabled());
    EXPECT_FALSE(t.perRecipientQueues());
}

TEST(Configuration, PerTransportOverridesDefaultForm) {
    const Configuration c = configure(R"(
        "default_delivery_slot_cost": 2, "relay_delivery_slot_cost": "0",
        "default_delivery_slot_discount": 0, "relay_delivery_slot_discount": 100,
        "default_recipient_refill_delay": "1m", "relay_recipient_refill_delay": 7,
        "initial_destination_concurrency": 3, "relay_initial_destination_concurrency": 9,
        "default_destination_concurrency_positive_feedback": "1/8",
        "relay_destination_concurrency_negative_feedback": "0.5/Concurrency",
        "default_process_limit": 7, "minimal_backoff_time": "2m")",
                                      R"("relay": {"maxproc": 3})",
                                      R"("*": {}, "relay.example": {"transport": "relay"})", kOneMessage);
    ASSERT_EQ(c.transports().size(), 2u);
    EXPECT_EQ(c.transports()[0].name, "relay"); // sorted by name
    EXPECT_EQ(c.transports()[1].name, "smtp");
    const TransportSettings& smtp = transport(c, "smtp");
    const TransportSettings& relay = transport(c, "relay");
    EXPECT_EQ(smtp.slotCost, 2);
    EXPECT_EQ(relay.slotCost, 0);
    EXPECT_FALSE(relay.preemptionEnabled());
    EXPECT_EQ(smtp.slotDiscount, 0);
    EXPECT_EQ(smtp.loanFactor, 100);
    EXPECT_EQ(relay.slotDiscount, 100);
    EXPECT_EQ(relay.loanFactor, 0);
    EXPECT_EQ(smtp.refillDelay, 60);
    EXPECT_EQ(relay.refillDelay, 7);
    EXPECT_EQ(smtp.initialConcurrency, 3);
    EXPECT_EQ(relay.initialConcurrency, 9);
    EXPECT_EQ(smtp.positiveFeedback.amount(1), 0.125);
    EXPECT_EQ(relay.positiveFeedback.amount(1), 0.125);
    EXPECT_EQ(smtp.negativeFeedback.form(), Feedback::Form::Constant);
    EXPECT_EQ(relay.negativeFeedback.form(), Feedback::Form::PerConcurrency);
    EXPECT_EQ(relay.negativeFeedback.amount(5), 0.1);
    EXPECT_EQ(smtp.maxproc, 7);  // default_process_limit
    EXPECT_EQ(relay.maxproc, 3); // master.cf
    EXPECT_EQ(c.minimalBackoffSeconds(), 120);
    EXPECT_EQ(c.transportIndex("nope"), -1);
}

TEST(Configuration, LocalTransportBuiltInDefaults) {
    const std::string destinations = R"("*": {"transport": "local"}, "x.example": {"transport": "smtp"})";
    {
        const Configuration c = configure(R"("default_destination_concurrency_limit": 7,
                                             "default_destination_recipient_limit": 9)",
                                          "", destinations, kOneMessage);
        const TransportSettings& local = transport(c, "local");
        EXPECT_EQ(local.concurrencyLimit, 2);
        EXPECT_EQ(local.destinationRecipientLimit, 1);
        EXPECT_TRUE(local.perRecipientQueues());
        EXPECT_EQ(local.initialConcurrency, 2); // lowered to the limit
        const TransportSettings& smtp = transport(c, "smtp");
        EXPECT_EQ(smtp.concurrencyLimit, 7);
        EXPECT_EQ(smtp.destinationRecipientLimit, 9);
    }
    {
        const Configuration c = configure(R"("local_destination_concurrency_limit": 10,
                                             "local_destination_recipient_limit": 0,
                                             "default_delivery_slot_cost": 3)",
                                          "", destinations, kOneMessage);
        const TransportSettings& local = transport(c, "local");
        EXPECT_EQ(local.concurrencyLimit, 10);
        EXPECT_EQ(local.destinationRecipientLimit, 0);
        EXPECT_EQ(local.initialConcurrency, 5);
        EXPECT_EQ(local.slotCost, 3); // other default_ forms still reach local
    }
}

TEST(Configuration, InitialConcurrencyLoweredToLimit) {
    const Configuration c = configure(R"("default_destination_concurrency_limit": 3,
                                         "b_destination_concurrency_limit": 0,
                                         "c_initial_destination_concurrency": 2)",
                                      R"("a": {"maxproc": 1}, "b": {"maxproc": 1}, "c": {"maxproc": 1})",
                                      R"("*": {})", kOneMessage);
    EXPECT_EQ(transport(c, "a").initialConcurrency, 3); // 5 lowered to 3
    EXPECT_EQ(transport(c, "b").initialConcurrency, 5); // limit 0: no limit, not lowered
    EXPECT_EQ(transport(c, "c").initialConcurrency, 2); // already below
    EXPECT_EQ(c.transports().size(), 4u);               // a, b, c from master.cf and smtp from "*"
}

TEST(Configuration, RecipientLimitRaisedToActiveLimit) {
    {
        const Configuration c =
            configure(R"("qmgr_message_recipient_limit": 12)", "", R"("*": {})", kOneMessage);
        EXPECT_EQ(c.messageRecipientLimit(), 20000);
    }
    {
        const Configuration c =
            configure(R"("qmgr_message_recipient_limit": 12, "qmgr_message_active_limit": 10,
                                             "qmgr_message_recipient_minimum": 3)",
                      "", R"("*": {})", kOneMessage);
        EXPECT_EQ(c.messageRecipientLimit(), 12);
        EXPECT_EQ(c.messageActiveLimit(), 10);
        EXPECT_EQ(c.messageRecipientMinimum(), 3);
    }
    {
        const Configuration c =
            configure(R"("qmgr_message_recipient_limit": 5, "qmgr_message_active_limit": 10)", "",
                      R"("*": {})", kOneMessage);
        EXPECT_EQ(c.messageRecipientLimit(), 10);
    }
}

TEST(Configuration, NexthopsAndFieldFallback) {
    const Configuration c =
        configure("", "",
                  R"("*": {"transport": "bulk", "delivery_ms": 700, "server_limit": 4},
           "Fast.Example": {"delivery_ms": 50, "transport": "smtp"},
           "down.example": {"down": true, "fail_ms": 99, "per_rcpt_ms": 3})",
                  R"({"id": "1", "recipients": ["x@other.example", "y@FAST.example", "z@fast.example"]},
           {"id": "2", "arrival_ms": 10, "recipients": {"Down.Example": 2, "other.example": 1, "new.example": 1}})");
    ASSERT_EQ(c.nexthops().size(), 4u);
    EXPECT_EQ(c.nexthops()[0].nexthop, "other.example");
    EXPECT_EQ(c.nexthops()[1].nexthop, "fast.example");
    EXPECT_EQ(c.nexthops()[2].nexthop, "down.example");
    EXPECT_EQ(c.nexthops()[3].nexthop, "new.example");

    const DestinationBehaviour& other = c.nexthops()[0];
    EXPECT_EQ(c.transports()[other.transport].name, "bulk");
    EXPECT_EQ(other.deliveryMs, 700);
    EXPECT_EQ(other.perRcptMs, 0);
    EXPECT_EQ(other.failMs, 10);
    EXPECT_EQ(other.serverLimit, 4);
    EXPECT_FALSE(other.down);

    const DestinationBehaviour& fast = c.nexthops()[1];
    EXPECT_EQ(c.transports()[fast.transport].name, "smtp");
    EXPECT_EQ(fast.deliveryMs, 50);
    EXPECT_EQ(fast.serverLimit, 4);

    const DestinationBehaviour& down = c.nexthops()[2];
    EXPECT_EQ(c.transports()[down.transport].name, "bulk"); // from "*"
    EXPECT_TRUE(down.down);
    EXPECT_EQ(down.failMs, 99);
    EXPECT_EQ(down.perRcptMs, 3);
    EXPECT_EQ(down.deliveryMs, 700);

    // Transports: "*" -> bulk, Fast.Example -> smtp, down.example -> bulk (from "*").
    ASSERT_EQ(c.transports().size(), 2u);
    EXPECT_EQ(c.transports()[0].name, "bulk");
    EXPECT_EQ(c.transports()[1].name, "smtp");

    EXPECT_EQ(c.messageCount(), 2);
    EXPECT_EQ(c.recipientCount(0), 3);
    EXPECT_EQ(c.recipientCount(1), 4);
    EXPECT_EQ(c.totalRecipients(), 7);
    EXPECT_EQ(c.recipientNexthop(0, 0), 0);
    EXPECT_EQ(c.recipientNexthop(0, 1), 1);
    EXPECT_EQ(c.recipientNexthop(0, 2), 1);
    EXPECT_EQ(c.recipientNexthop(1, 0), 2);
    EXPECT_EQ(c.recipientNexthop(1, 1), 2);
    EXPECT_EQ(c.recipientNexthop(1, 2), 0);
    EXPECT_EQ(c.recipientNexthop(1, 3), 3);
}

TEST(Configuration, DefaultsWithoutStar) {
    const Configuration c = configure("", "", R"("example.com": {})", kOneMessage);
    ASSERT_EQ(c.nexthops().size(), 1u);
    const DestinationBehaviour& d = c.nexthops()[0];
    EXPECT_EQ(c.transports()[d.transport].name, "smtp");
    EXPECT_EQ(d.deliveryMs, 1000);
    EXPECT_EQ(d.perRcptMs, 0);
    EXPECT_EQ(d.failMs, 10);
    EXPECT_EQ(d.serverLimit, 0);
    EXPECT_FALSE(d.down);
}

TEST(Configuration, RecipientAddresses) {
    const Configuration c = configure("", "", R"("*": {})",
                                      R"({"id": "1", "recipients": {"Example.COM": 3, "b.example": 2}},
                                         {"id": "2", "recipients": ["Alice@Example.COM", "x@y@b.example"]})");
    const char* expected[] = {"r1@Example.COM", "r2@Example.COM", "r3@Example.COM", "r1@b.example",
                              "r2@b.example"};
    for (int i = 0; i < 5; ++i) {
        EXPECT_EQ(address(c, 0, i), expected[i]);
    }
    EXPECT_EQ(address(c, 1, 0), "Alice@Example.COM");
    EXPECT_EQ(address(c, 1, 1), "x@y@b.example");
    EXPECT_EQ(c.recipientNexthop(1, 0), c.recipientNexthop(0, 0));
    EXPECT_EQ(c.recipientNexthop(1, 1), c.recipientNexthop(0, 4));
    EXPECT_EQ(c.nexthops()[static_cast<std::size_t>(c.recipientNexthop(0, 0))].nexthop, "example.com");
    // The appending form adds each address after what the buffer holds and gives its next hop.
    std::string buffer = "x";
    EXPECT_EQ(c.appendRecipientAddress(0, 2, buffer), c.recipientNexthop(0, 2));
    EXPECT_EQ(c.appendRecipientAddress(1, 1, buffer), c.recipientNexthop(1, 1));
    EXPECT_EQ(c.appendRecipientAddress(0, 3, buffer), c.recipientNexthop(0, 3));
    EXPECT_EQ(buffer, "xr3@Example.COMx@y@b.exampler1@b.example");
    EXPECT_EQ(c.largestGroup(c.recipientNexthop(0, 0)), 3);
    EXPECT_EQ(c.largestGroup(c.recipientNexthop(0, 3)), 2);
}

TEST(Configuration, MillionRecipientMessage) {
    const Configuration c =
        configure("", "", R"("*": {})",
                  R"({"id": "big", "recipients": {"a.example": 1000000, "b.example": 1000000,
                                                                      "c.example": 1}})");
    EXPECT_EQ(c.recipientCount(0), 2000001);
    EXPECT_EQ(c.totalRecipients(), 2000001);
    EXPECT_EQ(address(c, 0, 999999), "r1000000@a.example");
    EXPECT_EQ(address(c, 0, 1000000), "r1@b.example");
    EXPECT_EQ(address(c, 0, 2000000), "r1@c.example");
    EXPECT_EQ(c.recipientNexthop(0, 999999), 0);
    EXPECT_EQ(c.recipientNexthop(0, 1000000), 1);
    EXPECT_EQ(c.recipientNexthop(0, 2000000), 2);
}

TEST(Configuration, RejectsInvalidScenario) {
    Scenario s = parseScenario(R"({"format": "qmgrlab-scenario-1", "destinations": {"*": {}},
                                   "messages": [{"id": "1", "recipients": ["a@b"]}]})",
                               "t.json");
    s.destinations.clear();
    s.destinations.push_back(DestinationSpec{"x.example", {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}});
    try {
        Configuration::fromScenario(s, "t.json");
        ADD_FAILURE();
    } catch (const ScenarioError& e) {
        EXPECT_EQ(e.path(), "messages[0].recipients[0]");
        EXPECT_NE(e.rule().find("no entry in destinations"), std::string::npos);
    }
}

// A destination's down times (SPEC: down while one of its intervals [start, end) holds): while
// down, it is up again at the end of the stretch of overlapping or touching intervals holding the
// moment; up to a moment, the stretches so far, the last cut there.
TEST(DestinationBehaviour, DownTimesJoinOverlappingAndTouchingIntervals) {
    DestinationBehaviour b;
    b.downIntervals = IntervalSet({{50000, 60000}, {0, 10000}, {5000, 20000}, {20000, 30000}});
    EXPECT_TRUE(b.downAt(0));
    EXPECT_EQ(b.upAgainAt(0), 30000); // [0,10) overlaps [5,20), which touches [20,30)
    EXPECT_EQ(b.upAgainAt(25000), 30000);
    EXPECT_FALSE(b.downAt(30000));
    EXPECT_EQ(b.upAgainAt(55000), 60000);
    EXPECT_EQ(b.downTimesUntil(25000), (std::vector<TimeInterval>{{0, 25000}}));
    EXPECT_EQ(b.downTimesUntil(40000), (std::vector<TimeInterval>{{0, 30000}}));
    EXPECT_EQ(b.downTimesUntil(50000), (std::vector<TimeInterval>{{0, 30000}, {50000, 50000}}));
    EXPECT_EQ(b.downTimesUntil(90000), (std::vector<TimeInterval>{{0, 30000}, {50000, 60000}}));

    DestinationBehaviour always;
    always.down = true;
    EXPECT_EQ(always.upAgainAt(1234), -1);
    EXPECT_EQ(always.downTimesUntil(7000), (std::vector<TimeInterval>{{0, 7000}}));
    EXPECT_TRUE(DestinationBehaviour{}.downTimesUntil(7000).empty());
}
