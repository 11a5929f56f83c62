// SPDX-License-Identifier: GPL-3.0-or-later
// RandomScenario: random scenarios over the simulator's parameter space for the property tests,
// drawn from a seeded generator (the same seed gives the same scenarios): classic() over
// SCHEDULER_README's parameters (per-recipient queues, tiny recipient and active limits,
// preemption off, dead destinations, server limits), contractV2() using every contract v2
// feature at once (rate delays, greylisting, unknown and deferred users, down intervals, broken
// agents, the deferred queue); either with a stop_ms when asked.
#pragma once

#include <random>
#include <sstream>
#include <string>

namespace qmgrlab::test {

class RandomScenario {
public:
    explicit RandomScenario(std::mt19937::result_type seed) : random_(seed) {}

    std::string classic(bool withStop);
    std::string contractV2(bool withStop);

private:
    // How the messages are drawn.
    struct Messages {
        int most = 1;             // messages: 1 .. most
        int largestGap = 0;       // ms between arrivals: 0 .. largestGap
        bool nullSenders = false; // one in five has the null sender
        int largestGroup = 1;     // object form: recipients per domain 1 .. largestGroup
        int mostListed = 1;       // list form: addresses 1 .. mostListed
        int users = 1;            // list form: local parts U1 .. U<users>
    };

    int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(random_); }
    // "messages":[...] over the domains d0 .. d4.example (some written in upper case).
    void writeMessages(std::ostringstream& json, const Messages& messages);

    std::mt19937 random_;
};

} // namespace qmgrlab::test
