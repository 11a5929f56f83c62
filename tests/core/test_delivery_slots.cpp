// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the delivery-slot strings (core/DeliverySlots).
#include "ExamplePaths.h"
#include "core/run/DeliverySlots.h"
#include "core/run/RunBuilder.h"

#include <gtest/gtest.h>

namespace {

using namespace qmgrlab;

// SCHEDULER_README's slot-loan example (slot cost 2, discount 50, loan 0): the 10-recipient
// message 1 is preempted by 2 and later by 3, giving 11221111331111.
TEST(DeliverySlots, ReadmeSlotLoanExample) {
    const auto run = buildRunFromFile(qmgrlab::test::kSeedSlotLoan);
    const Configuration& config = run->config();
    EXPECT_EQ(deliverySlotString(config, run->recording(), config.transportIndex("smtp")), "11221111331111");
}

// Every transport, sorted by name, those that delivered nothing included; each delivery adds
// its message's id (ids may be longer than one character).
TEST(DeliverySlots, EveryTransportByName) {
    Scenario s;
    s.masterCf.push_back({"idle", 1, {}});
    s.destinations.push_back(DestinationSpec{"*", {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}});
    s.destinations.push_back(
        DestinationSpec{"relay.example", std::string("relay"), {}, {}, {}, {}, {}, {}, {}, {}, {}, {}});
    s.messages.push_back(MessageSpec{"m1", 0, {"u@relay.example", "v@other.example"}, {}, false, {}, {}, {}});
    s.messages.push_back(MessageSpec{"m22", 10000, {"w@other.example"}, {}, false, {}, {}, {}});
    const auto run = buildRun(s, "t.json");
    const std::vector<TransportSlots> all = deliverySlotStrings(run->config(), run->recording());
    ASSERT_EQ(all.size(), 3u);
    EXPECT_EQ(all[0].transport, "idle");
    EXPECT_EQ(all[0].slotString, "");
    EXPECT_EQ(all[1].transport, "relay");
    EXPECT_EQ(all[1].slotString, "m1");
    EXPECT_EQ(all[2].transport, "smtp");
    EXPECT_EQ(all[2].slotString, "m1m22");
    EXPECT_EQ(deliverySlotString(run->config(), run->recording(), 2), "m1m22");
}

// The readable form of the teacher's "listlistlists000s000list...": runs of one id written once
// with their length, single slots without one, stretches separated by spaces.
TEST(DeliverySlots, ReadableFormWritesRunsOnce) {
    const std::vector<SlotIdRun> runs = {{"list", 235}, {"s1", 1}, {"list", 5}, {"s2", 1}};
    EXPECT_EQ(readableSlotString(runs), "list\u00d7235 s1 list\u00d75 s2");
}

// Neighbouring runs of one id (a run split at the current position) form one stretch, empty
// runs vanish, and nothing at all gives an empty string.
TEST(DeliverySlots, ReadableFormJoinsNeighboursAndSkipsEmptyRuns) {
    const std::vector<SlotIdRun> runs = {{"bulk", 2}, {"bulk", 3}, {"s9988", 0}, {"s9989", 1}, {"bulk", 1}};
    EXPECT_EQ(readableSlotString(runs), "bulk\u00d75 s9989 bulk");
    EXPECT_EQ(readableSlotString({}), "");
    EXPECT_EQ(readableSlotString({{"x", 0}}), "");
}

} // namespace
