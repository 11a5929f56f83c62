// SPDX-License-Identifier: GPL-3.0-or-later
// StructureSnapshot, the structures the Structures view draws: round-robin's messages, jobs,
// peers, entries and queues at its lesson's steps, derived by hand from the scenario and
// SCHEDULER_README (an entry holds at most the destination recipient limit; a job per transport;
// a peer per destination; the peer that supplied an entry goes to the back of the job's peers);
// the cut lists keeping what the step is about; and, at every position of every example, the
// snapshot's counts against the Inspector's.
#include "ExamplePaths.h"
#include "TestSupport.h"
#include "core/run/Inspector.h"
#include "core/run/Run.h"
#include "core/run/StructureSnapshot.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <memory>
#include <string>
#include <vector>

namespace {

using qmgrlab::Inspector;
using qmgrlab::kNone;
using qmgrlab::Run;
using qmgrlab::StructureSnapshot;

std::unique_ptr<Run> roundRobinAt(std::size_t position) {
    auto run =
        std::make_unique<Run>(qmgrlab::test::configFromFile(qmgrlab::test::example("round-robin.json")));
    run->recordAll();
    run->seek(position);
    return run;
}

std::vector<int> recipientsOf(const std::vector<StructureSnapshot::Entry>& entries) {
    std::vector<int> result;
    for (const auto& e : entries)
        result.push_back(e.recipients);
    return result;
}

std::vector<int> messagesOf(const std::vector<StructureSnapshot::Entry>& entries) {
    std::vector<int> result;
    for (const auto& e : entries)
        result.push_back(e.message);
    return result;
}

struct Names {
    const Run& run;
    std::string queue(qmgrlab::NameId name) const { return run.names().name(name); }
    std::string transport(qmgrlab::TransportId t) const {
        return run.config().transports()[static_cast<std::size_t>(t)].name;
    }
};

// Step 4 ("Messages, jobs, peers and entries"): both messages in the active queue, nothing
// selected yet. Message 1 (a, b, c.example 4 each, hub.example 6) has a job on smtp with peers a,
// b and c of two 2-recipient entries each, and a job on relay with peer hub of three; message 2
// (a and hub.example 2 each) one entry in each of its two jobs. smtp's queue a.example holds both
// messages' entries, message 1's first.
TEST(StructureSnapshot, RoundRobinBeforeTheFirstSelection) {
    const auto run = roundRobinAt(4);
    const StructureSnapshot s(*run, 8);
    const Names names{*run};
    ASSERT_EQ(s.messageCount(), 2);
    ASSERT_EQ(s.messages().size(), 2u);
    EXPECT_EQ(s.selectedMessage(), kNone);

    const StructureSnapshot::Message& one = s.messages()[0];
    EXPECT_EQ(run->config().message(one.message).id, "1");
    EXPECT_EQ(one.recipients, 18);
    EXPECT_EQ(one.read, 18);
    EXPECT_EQ(one.inCore, 18);
    ASSERT_EQ(one.jobCount, 2);
    ASSERT_EQ(one.jobs.size(), 2u);
    // Jobs are created as the sorted recipients are assigned, by transport name: relay first.
    EXPECT_EQ(names.transport(one.jobs[0].transport), "relay");
    EXPECT_EQ(names.transport(one.jobs[1].transport), "smtp");
    const StructureSnapshot::Job& smtp1 = one.jobs[1];
    ASSERT_EQ(smtp1.peerCount, 3);
    ASSERT_EQ(smtp1.peers.size(), 3u);
    for (int i = 0; i < 3; ++i) {
        const StructureSnapshot::Peer& peer = smtp1.peers[static_cast<std::size_t>(i)];
        EXPECT_EQ(names.queue(peer.queue), std::string(1, static_cast<char>('a' + i)) + ".example");
        EXPECT_EQ(peer.place, i);
        EXPECT_EQ(peer.todoCount, 2);
        EXPECT_EQ(peer.busyCount, 0);
        EXPECT_EQ(recipientsOf(peer.todo), (std::vector<int>{2, 2}));
        EXPECT_FALSE(peer.supplied);
    }
    ASSERT_EQ(one.jobs[0].peers.size(), 1u);
    EXPECT_EQ(names.queue(one.jobs[0].peers[0].queue), "hub.example");
    EXPECT_EQ(recipientsOf(one.jobs[0].peers[0].todo), (std::vector<int>{2, 2, 2}));

    const StructureSnapshot::Message& two = s.messages()[1];
    EXPECT_EQ(run->config().message(two.message).id, "2");
    EXPECT_EQ(two.recipients, 4);
    ASSERT_EQ(two.jobs.size(), 2u);
    for (const auto& job : two.jobs) {
        ASSERT_EQ(job.peers.size(), 1u);
        EXPECT_EQ(recipientsOf(job.peers[0].todo), (std::vector<int>{2}));
    }

    ASSERT_EQ(s.transports().size(), 2u);
    const auto& smtp = *std::find_if(s.transports().begin(), s.transports().end(),
                                     [](const auto& t) { return t.name == "smtp"; });
    ASSERT_EQ(smtp.queueCount, 3);
    const StructureSnapshot::Queue& a = smtp.queues[0];
    EXPECT_EQ(names.queue(a.name), "a.example");
    EXPECT_EQ(a.window, run->config().transports()[static_cast<std::size_t>(smtp.id)].initialConcurrency);
    EXPECT_EQ(a.todoCount, 3);
    EXPECT_EQ(a.busyCount, 0);
    EXPECT_EQ(messagesOf(a.todo), (std::vector<int>{one.message, one.message, two.message}));
    const auto& relay = *std::find_if(s.transports().begin(), s.transports().end(),
                                      [](const auto& t) { return t.name == "relay"; });
    ASSERT_EQ(relay.queues.size(), 1u);
    EXPECT_EQ(relay.queues[0].todoCount, 4);
}

// Step 5 ("relay goes first"): delivery 1 takes message 1's first hub.example entry. It is on
// relay's queue as busy and selected, its peer supplied it and keeps two waiting, and relay's
// current job is message 1's.
TEST(StructureSnapshot, RoundRobinFirstSelection) {
    const auto run = roundRobinAt(5);
    const StructureSnapshot s(*run, 8);
    const Names names{*run};
    ASSERT_NE(s.selectedMessage(), kNone);
    EXPECT_EQ(run->config().message(s.selectedMessage()).id, "1");
    EXPECT_EQ(names.transport(s.selectedTransport()), "relay");
    EXPECT_EQ(names.queue(s.selectedQueue()), "hub.example");
    EXPECT_EQ(s.selectedSeq(), 1);
    const auto& relay = *std::find_if(s.transports().begin(), s.transports().end(),
                                      [](const auto& t) { return t.name == "relay"; });
    EXPECT_EQ(relay.currentMessage, s.selectedMessage());
    const StructureSnapshot::Queue& hub = relay.queues[0];
    EXPECT_EQ(hub.todoCount, 3);
    ASSERT_EQ(hub.busy.size(), 1u);
    EXPECT_TRUE(hub.busy[0].selected);
    EXPECT_EQ(hub.busy[0].seq, 1);
    EXPECT_EQ(hub.busy[0].recipients, 2);
    const StructureSnapshot::Job& relay1 = s.messages()[0].jobs[0];
    EXPECT_TRUE(relay1.current);
    // A transport's first job on its list is its current job before it selects anything.
    EXPECT_TRUE(s.messages()[0].jobs[1].current);
    EXPECT_FALSE(s.messages()[1].jobs[0].current);
    EXPECT_FALSE(s.messages()[1].jobs[1].current);
    ASSERT_EQ(relay1.peers.size(), 1u);
    EXPECT_TRUE(relay1.peers[0].supplied);
    EXPECT_EQ(relay1.peers[0].todoCount, 2);
    EXPECT_EQ(relay1.peers[0].busyCount, 1);
}

// Cut to one member a list: the second message is counted, not kept; smtp's job 1 keeps one of
// its three peers. At step 6 smtp's first selection took job 1's a.example entry, and its peer
// went to the back of the job's peers: a.example, kept at place 2 instead of b.example at place 0.
TEST(StructureSnapshot, CutListsKeepWhatTheStepIsAbout) {
    const auto run = roundRobinAt(6);
    const StructureSnapshot s(*run, 1);
    const Names names{*run};
    EXPECT_EQ(names.transport(s.selectedTransport()), "smtp");
    EXPECT_EQ(names.queue(s.selectedQueue()), "a.example");
    EXPECT_EQ(s.messageCount(), 2);
    ASSERT_EQ(s.messages().size(), 1u);
    const StructureSnapshot::Message& one = s.messages()[0];
    EXPECT_EQ(one.jobCount, 2);
    ASSERT_EQ(one.jobs.size(), 1u); // the selected entry's job, in the place of relay's
    EXPECT_EQ(names.transport(one.jobs[0].transport), "smtp");
    EXPECT_EQ(one.jobs[0].place, 1);
    const StructureSnapshot::Job& smtp1 = one.jobs[0];
    EXPECT_EQ(smtp1.peerCount, 3);
    ASSERT_EQ(smtp1.peers.size(), 1u);
    EXPECT_EQ(names.queue(smtp1.peers[0].queue), "a.example");
    EXPECT_EQ(smtp1.peers[0].place, 2);
    EXPECT_TRUE(smtp1.peers[0].supplied);
    EXPECT_EQ(smtp1.peers[0].todoCount, 1);
    EXPECT_EQ(smtp1.peers[0].todo.size(), 1u);
    const auto& smtp = *std::find_if(s.transports().begin(), s.transports().end(),
                                     [](const auto& t) { return t.name == "smtp"; });
    EXPECT_EQ(smtp.queueCount, 3);
    ASSERT_EQ(smtp.queues.size(), 1u);
    EXPECT_EQ(names.queue(smtp.queues[0].name), "a.example");
    EXPECT_EQ(smtp.queues[0].todoCount, 2);
    EXPECT_EQ(smtp.queues[0].todo.size(), 1u);
    ASSERT_EQ(smtp.queues[0].busy.size(), 1u);
    EXPECT_TRUE(smtp.queues[0].busy[0].selected);
}

// At every position of every example: with room for everything, the snapshot's lists are the
// Inspector's (messages, jobs, peers with their waiting and busy entries, queues); cut to two, each
// list keeps at most two members plus what the step is about, in ascending places.
TEST(StructureSnapshot, AgreesWithTheInspectorEverywhere) {
    for (const auto& file : qmgrlab::test::exampleFiles()) {
        SCOPED_TRACE(file.string());
        qmgrlab::Run run(qmgrlab::test::configFromFile(file.string()));
        run.recordAll();
        int selections = 0;
        do {
            const Inspector inspector(run);
            const StructureSnapshot all(run, 1 << 20);
            const auto messages = inspector.activeMessages();
            ASSERT_EQ(all.messageCount(), static_cast<int>(messages.size()));
            ASSERT_EQ(all.messages().size(), messages.size());
            for (std::size_t m = 0; m < messages.size(); ++m) {
                const auto& shown = all.messages()[m];
                EXPECT_EQ(shown.message, messages[m].spec);
                EXPECT_EQ(shown.inCore, messages[m].inCore);
                ASSERT_EQ(shown.jobs.size(), messages[m].jobs.size());
                for (std::size_t j = 0; j < shown.jobs.size(); ++j) {
                    const qmgrlab::JobInfo job = inspector.job(messages[m].jobs[j]);
                    EXPECT_EQ(shown.jobs[j].current, job.current);
                    ASSERT_EQ(shown.jobs[j].peers.size(), job.peers.size());
                    for (std::size_t p = 0; p < job.peers.size(); ++p) {
                        const auto& peer = shown.jobs[j].peers[p];
                        EXPECT_EQ(peer.queue, job.peers[p].queueName);
                        EXPECT_EQ(peer.todoCount, job.peers[p].todoEntries);
                        EXPECT_EQ(peer.busyCount, job.peers[p].busyEntries);
                        EXPECT_EQ(static_cast<int>(peer.todo.size()), peer.todoCount);
                    }
                }
            }
            for (const auto& t : all.transports()) {
                const qmgrlab::TransportInfo info = inspector.transport(t.id);
                ASSERT_EQ(t.queues.size(), info.queues.size());
                for (std::size_t q = 0; q < t.queues.size(); ++q) {
                    const qmgrlab::QueueInfo queue = inspector.queue(info.queues[q]);
                    EXPECT_EQ(t.queues[q].todoCount, queue.todo);
                    EXPECT_EQ(t.queues[q].busyCount, queue.busy);
                    EXPECT_EQ(static_cast<int>(t.queues[q].busy.size()), queue.busy);
                }
            }

            const StructureSnapshot cut(run, 2);
            const auto ascending = [](const auto& list) {
                return std::is_sorted(list.begin(), list.end(),
                                      [](const auto& a, const auto& b) { return a.place < b.place; });
            };
            EXPECT_TRUE(ascending(cut.messages()));
            // Two, or more when more must be kept: the selected entry's message, the current jobs'.
            EXPECT_LE(cut.messages().size(), std::max<std::size_t>(2, 1 + cut.transports().size()));
            bool selectedKept = false;
            for (const auto& m : cut.messages()) {
                EXPECT_LE(m.jobs.size(), 2u); // the selected entry's job taking the last place
                for (const auto& j : m.jobs) {
                    EXPECT_LE(j.peers.size(), 2u);
                    EXPECT_TRUE(ascending(j.peers));
                    for (const auto& p : j.peers) {
                        EXPECT_LE(p.todo.size(), 2u);
                        selectedKept = selectedKept || p.supplied;
                    }
                }
            }
            if (all.selectedMessage() != kNone) {
                EXPECT_TRUE(selectedKept) << "position " << run.position();
                ++selections;
            }
            for (const auto& t : cut.transports()) {
                EXPECT_LE(t.queues.size(), 2u);
                for (const auto& q : t.queues) {
                    EXPECT_LE(q.todo.size(), 2u);
                    EXPECT_LE(q.busy.size(), 2u);
                    EXPECT_TRUE(ascending(q.busy));
                }
            }
        } while (run.step());
        EXPECT_GT(selections, 0);
    }
}

} // namespace
