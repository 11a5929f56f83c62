// SPDX-License-Identifier: GPL-3.0-or-later
// SCHEDULER_README's figures against the course examples written for its chapters: each test
// states what the README says (its strings, formulas and measured tables, transcribed here with
// the section they come from) and checks the example's run against it, so that a lesson that
// shows "the README's figure" shows it truly, and says so where the run and the README differ.
#include "core/run/DeliverySlots.h"
#include "core/run/Inspector.h"
#include "core/run/RecordedMetrics.h"
#include "core/run/RunBuilder.h"
#include "core/scenario/Configuration.h"
#include "core/scenario/Scenario.h"
#include "core/whatif/MetricRegistry.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <gtest/gtest.h>
#include <random>
#include <regex>
#include <string>
#include <vector>

namespace {

using namespace qmgrlab;

std::string example(const std::string& name) {
    return std::string(QMGRLAB_EXAMPLES_DIR) + "/" + name;
}

// The example's run, after `change` (main.cf settings, the stop) if given.
std::unique_ptr<Run> runOf(const std::string& file, const std::function<void(Scenario&)>& change = {}) {
    Scenario scenario = loadScenarioFile(example(file));
    if (change)
        change(scenario);
    scenario.lesson.clear();
    return buildRun(std::move(scenario), file);
}

double metric(const Run& run, const std::string& name) {
    for (const MetricValue& value : scalarMetrics(computeRunMetrics(run))) {
        if (value.name == name)
            return value.value;
    }
    ADD_FAILURE() << "no metric " << name;
    return 0;
}

std::string slots(const Run& run, const std::string& transport) {
    const int t = run.config().transportIndex(transport);
    return t < 0 ? std::string()
                 : deliverySlotString(run.config(), run.recording(), static_cast<TransportId>(t));
}

// The message ids of a transport's scheduler job list at `step`, joined as the README draws it.
std::string jobList(Run& run, const std::string& transport, std::size_t step) {
    run.seek(step);
    const Inspector inspector(run);
    std::string list;
    for (const JobId j :
         inspector.transport(static_cast<TransportId>(run.config().transportIndex(transport))).schedList)
        list += (list.empty() ? "" : "--") + inspector.messageId(inspector.job(j).message);
    return list;
}

// The job of message `id` on the transport's scheduler list at the inspected position.
JobInfo jobOf(const Inspector& inspector, TransportId transport, const std::string& id) {
    for (const JobId j : inspector.transport(transport).schedList) {
        const JobInfo job = inspector.job(j);
        if (inspector.messageId(job.message) == id)
            return job;
    }
    ADD_FAILURE() << "no job of message " << id;
    return {};
}

std::string messageOfJob(const Inspector& inspector, JobId job) {
    return job == kNone ? std::string("none") : inspector.messageId(inspector.job(job).message);
}

// README, "How the entry selection works": the transports are served round robin, a transport's
// jobs in the order of its job list, and a job's destinations (peers) round robin.
TEST(ReadmeFigures, RoundRobinOverTransportsAndDestinations) {
    auto run = runOf("round-robin.json");
    const Recording& recording = run->recording();
    std::vector<std::string> transports;
    std::vector<std::string> smtpJob1;
    for (const Delivery& d : recording.deliveries()) {
        const std::string transport = run->config().transports()[static_cast<std::size_t>(d.transport)].name;
        if (d.dispatchMs == 0)
            transports.push_back(transport);
        if (transport == "smtp" && run->config().message(d.message).id == "1")
            smtpJob1.push_back(run->names().name(d.dest));
    }
    // relay was created last (hub.example sorts after a, b and c.example), so it stands first.
    EXPECT_EQ(transports, (std::vector<std::string>{"relay", "smtp", "relay", "smtp"}));
    EXPECT_EQ(smtpJob1, (std::vector<std::string>{"a.example", "b.example", "c.example", "a.example",
                                                  "b.example", "c.example"}));
    // Jobs in the order of the job list: job 2 after the last entry of job 1, on each transport.
    EXPECT_EQ(slots(*run, "smtp"), "1111112");
    EXPECT_EQ(slots(*run, "relay"), "1112");
    // The lesson's structures at step 4: smtp's job 1 has three peers of two entries each (four
    // recipients per destination, two per entry), six entries, and too few of them for the
    // default minimum of 3 slots x cost 5.
    run->seek(4);
    const Inspector inspector(*run);
    const JobInfo job = jobOf(inspector, static_cast<TransportId>(run->config().transportIndex("smtp")), "1");
    ASSERT_EQ(job.peers.size(), 3u);
    for (const PeerInfo& peer : job.peers)
        EXPECT_EQ(peer.todoEntries, 2);
    EXPECT_EQ(job.readEntries, 6);
    EXPECT_LT(job.maxEntries, 3 * 5);
}

// README, "How the preemption works": with a free slot after every slot job 1 uses, the
// sequence 11112222 turns into 1.1.1.1.2.2.2.2; a four-recipient mail and four one-recipient
// mails could then be delivered as 12131415.
TEST(ReadmeFigures, TheFreeSlotFigure) {
    // The README's strings: a free slot after every slot job 1 uses, then the free slots used.
    std::string inflated;
    for (const char c : std::string("11112222"))
        inflated += std::string(1, c) + ".";
    inflated.pop_back();
    EXPECT_EQ(inflated, "1.1.1.1.2.2.2.2");
    std::string sneaked = "1.1.1.1.";
    char next = '2';
    for (char& c : sneaked)
        if (c == '.')
            c = next++;
    EXPECT_EQ(sneaked, "12131415");
    // In 12131415 job 1 lends one slot for each slot it uses: the README's k is 1, and its
    // bound k/(k-1) has no value there. Postfix refuses a slot cost below 2 (other than 0), and
    // no cost, discount or loan it accepts gives the string on free-slots' world.
    for (int cost : {0, 2, 3, 4, 5, 8}) {
        for (int discount : {0, 25, 50, 75, 100}) {
            for (int loan : {0, 1, 2, 3, 5}) {
                const auto run = runOf("free-slots.json", [&](Scenario& s) {
                    s.setParameter("default_delivery_slot_cost", std::to_string(cost), true);
                    s.setParameter("default_delivery_slot_discount", std::to_string(discount), true);
                    s.setParameter("default_delivery_slot_loan", std::to_string(loan), true);
                });
                EXPECT_NE(slots(*run, "smtp"), "12131415") << cost << " " << discount << " " << loan;
            }
        }
    }
}

// README, "How the preemption works": accumulating one free slot per k slots used (k > 1)
// inflates a job's delivery by at most k/(k-1) however deeply preemption nests, and by at most
// (k+1)/k without nesting. Slots are accumulated before they are lent when the discount and the
// loan are 0.
TEST(ReadmeFigures, TheInflationBounds) {
    const auto accumulated = [](int k) {
        return [k](Scenario& s) {
            s.stopMs.reset();
            s.setParameter("default_delivery_slot_cost", std::to_string(k), true);
            s.setParameter("default_delivery_slot_discount", "0", true);
            s.setParameter("default_delivery_slot_loan", "0", true);
        };
    };
    for (int k = 2; k <= 4; ++k) {
        SCOPED_TRACE("k = " + std::to_string(k));
        const auto run = runOf("free-slots.json", accumulated(k));
        EXPECT_LE(metric(*run, "max_stack_depth"), 1); // no nesting: the (k+1)/k bound applies
        EXPECT_LE(metric(*run, "inflation_max"), (k + 1.0) / k);
    }
    for (int k = 2; k <= 5; ++k) {
        SCOPED_TRACE("recursive-preemption, k = " + std::to_string(k));
        EXPECT_LE(metric(*runOf("recursive-preemption.json", accumulated(k)), "inflation_max"),
                  k / (k - 1.0));
    }
    // Seeded worlds of one agent: a big mail and mail of 1 to 60 recipients arriving over time,
    // nested preemptions included.
    std::mt19937 random(28);
    for (int world = 0; world < 30; ++world) {
        const int k = 2 + static_cast<int>(random() % 4);
        Scenario scenario = loadScenarioFile(example("free-slots.json"));
        scenario.lesson.clear();
        scenario.messages.resize(1);
        scenario.messages[0].groups = {{"big.example", 50 + static_cast<int>(random() % 250)}};
        const int sizes[] = {1, 1, 2, 3, 5, 8, 20, 60};
        std::int64_t at = 0;
        const int count = 5 + static_cast<int>(random() % 35);
        for (int i = 0; i < count; ++i) {
            at += static_cast<std::int64_t>(random() % 8000);
            MessageSpec m;
            m.id = "small";
            m.id += std::to_string(i);
            m.arrivalMs = at;
            m.groups = {{m.id + ".example", sizes[random() % 8]}};
            scenario.messages.push_back(m);
        }
        accumulated(k)(scenario);
        SCOPED_TRACE("world " + std::to_string(world) + ", k = " + std::to_string(k));
        EXPECT_LE(metric(*buildRun(std::move(scenario), "free-slots.json"), "inflation_max"), k / (k - 1.0));
    }
}

// README, "How the preemption works": a candidate must be deliverable within the slots the
// current job can still accumulate at most (Postfix: at most as many, the README: fewer), and
// among the candidates the one with the highest age per recipient entry is chosen.
TEST(ReadmeFigures, ACandidateTooBig) {
    auto run = runOf("candidate-too-big.json");
    const Recording& recording = run->recording();
    const SelectionDecision& d =
        recording.decisions()[static_cast<std::size_t>(recording.steps()[14].decision)];
    ASSERT_EQ(d.preemption, PreemptionOutcome::Preempted);
    EXPECT_EQ(run->config().message(d.candidateMessage).id, "3");
    // Job 1 (10 entries, cost 2) can reach 5 slots; job 2 needs 6 and is excluded although its
    // age per entry at that second is higher than the chosen job 3's.
    EXPECT_EQ(d.maxSlots, 10 / 2);
    const int job2Entries = run->config().recipientCount(1);
    EXPECT_GT(job2Entries, d.maxSlots);
    const double job2Score = static_cast<double>(d.timeMs / 1000 - 0 + 1) / job2Entries;
    EXPECT_GT(job2Score, d.candidateScore);
    // Having paid, job 1 can reach 3 (the lesson's step 21); job 2 starts when job 1 has left.
    const SelectionDecision& later =
        recording.decisions()[static_cast<std::size_t>(recording.steps()[20].decision)];
    EXPECT_EQ(later.maxSlots, 3);
    const auto m = computeRunMetrics(*run);
    std::int64_t start2 = -1;
    for (const Delivery& delivery : recording.deliveries())
        if (start2 < 0 && run->config().message(delivery.message).id == "2")
            start2 = delivery.dispatchMs;
    EXPECT_GE(start2, m.messages[0].completionMs);
}

// README, "How destination concurrency limits affect the scheduling algorithm": jobs 7 and 8
// preempt job 4 (siblings), job 4 completes (parent gone), job 1 is the adoptive parent; with
// 7, 4, 1 and 2 blocked job 3 is current and job 6 preempts it; the job list 7--8--1--2--6--3--5
// against the stack levels 0 (1, 2, 3, 5), 1 (6) and 2 (7, 8).
TEST(ReadmeFigures, PreemptedTwice) {
    auto run = runOf("preempted-twice.json");
    const TransportId smtp = static_cast<TransportId>(run->config().transportIndex("smtp"));
    {
        run->seek(26);
        const Inspector inspector(*run);
        const JobInfo four = jobOf(inspector, smtp, "4");
        ASSERT_EQ(four.children.size(), 2u);
        EXPECT_EQ(messageOfJob(inspector, four.children[0]), "7");
        EXPECT_EQ(messageOfJob(inspector, four.children[1]), "8");
        EXPECT_EQ(messageOfJob(inspector, four.parent), "1");
    }
    {
        run->seek(28);
        const Inspector inspector(*run);
        for (const char* child : {"7", "8"}) {
            const JobInfo job = jobOf(inspector, smtp, child);
            EXPECT_EQ(messageOfJob(inspector, job.parent), "1") << child;
            EXPECT_EQ(job.stackLevel, 2) << child;
        }
        EXPECT_EQ(jobOf(inspector, smtp, "1").stackLevel, 0);
    }
    {
        run->seek(44);
        const Inspector inspector(*run);
        EXPECT_TRUE(jobOf(inspector, smtp, "1").blocker);
        EXPECT_TRUE(jobOf(inspector, smtp, "2").blocker);
        EXPECT_EQ(messageOfJob(inspector, inspector.transport(smtp).current), "3");
    }
    EXPECT_EQ(jobList(*run, "smtp", 46), "7--8--1--2--6--3--5");
    const Inspector inspector(*run);
    const std::vector<std::pair<const char*, int>> levels = {{"7", 2}, {"8", 2}, {"1", 0}, {"2", 0},
                                                             {"6", 1}, {"3", 0}, {"5", 0}};
    for (const auto& [id, level] : levels)
        EXPECT_EQ(jobOf(inspector, smtp, id).stackLevel, level) << id;
    EXPECT_EQ(messageOfJob(inspector, jobOf(inspector, smtp, "6").parent), "3");
    EXPECT_EQ(messageOfJob(inspector, jobOf(inspector, smtp, "7").parent), "1");
}

// README, "Dealing with memory resource limits": a message with three jobs holding 1 recipient
// in core and 4 recipient slots, 5 and 5, 2 and 0; the README adds 1+5+2 up to 7 recipients in
// core and 4+5+0 to 9 slots, so that 2 + qmgr_message_recipient_minimum more may be read. The
// sum of 1, 5 and 2 is 8, so the message may read 1 + qmgr_message_recipient_minimum more: the
// lesson says so.
TEST(ReadmeFigures, TheRecipientSlotsOfThreeJobs) {
    auto run = runOf("recipient-slots.json");
    run->seek(4);
    const Inspector inspector(*run);
    const int minimum = run->config().messageRecipientMinimum();
    bool found = false;
    for (const MessageInfo& m : inspector.activeMessages()) {
        if (inspector.messageId(m.spec) != "memo")
            continue;
        found = true;
        const std::vector<std::pair<int, int>> readme = {{1, 4}, {5, 5}, {2, 0}};
        ASSERT_EQ(m.jobs.size(), readme.size());
        int inCore = 0;
        int slotsHeld = 0;
        for (std::size_t i = 0; i < readme.size(); ++i) {
            const JobInfo job = inspector.job(m.jobs[i]);
            EXPECT_EQ(job.rcptCount, readme[i].first) << i;
            EXPECT_EQ(job.rcptLimit, readme[i].second) << i;
            inCore += readme[i].first;
            slotsHeld += readme[i].second;
        }
        EXPECT_EQ(inCore, 8); // the README writes 7
        EXPECT_EQ(slotsHeld, 9);
        EXPECT_EQ(m.inCore, inCore);
        EXPECT_EQ(m.rcptLimit, minimum + slotsHeld);
        EXPECT_EQ(m.rcptLimit - m.inCore, slotsHeld - inCore + minimum); // 1 + the minimum
    }
    EXPECT_TRUE(found);
}

// The README's upper bounds: each transport holds at most max(qmgr_message_recipient_minimum *
// qmgr_message_active_limit + *_recipient_limit + *_extra_recipient_limit,
// qmgr_message_recipient_limit) recipients in core; all transports together the same with the
// sum over the transports used. The run's maxima are found by walking it step by step.
TEST(ReadmeFigures, TheMemoryBounds) {
    auto run = runOf("recipient-slots.json");
    const Configuration& config = run->config();
    const int base = config.messageRecipientMinimum() * config.messageActiveLimit();
    int sum = 0;
    std::vector<int> most(config.transports().size(), 0);
    int mostTotal = 0;
    for (std::size_t step = 0; step <= run->knownSteps(); ++step) {
        run->seek(step);
        const Inspector inspector(*run);
        mostTotal = std::max(mostTotal, inspector.inCoreRecipients());
        for (const TransportId t : inspector.transportOrder())
            most[static_cast<std::size_t>(t)] =
                std::max(most[static_cast<std::size_t>(t)], inspector.transport(t).recipientsInCore);
    }
    for (std::size_t t = 0; t < config.transports().size(); ++t) {
        const TransportSettings& settings = config.transports()[t];
        SCOPED_TRACE(settings.name);
        const int bound = std::max(base + settings.recipientLimit + settings.extraRecipientLimit,
                                   config.messageRecipientLimit());
        sum += settings.recipientLimit + settings.extraRecipientLimit;
        EXPECT_GT(most[t], 0);
        EXPECT_LE(most[t], bound);
    }
    EXPECT_LE(mostTotal, std::max(base + sum, config.messageRecipientLimit()));
    EXPECT_EQ(metric(*run, "preemptions"), 0); // the extra slots are never lent here
}

} // namespace
