// SPDX-License-Identifier: GPL-3.0-or-later
// Configuration: a validated scenario resolved into what the simulator needs: global
// parameters, every transport's settings, every next hop's destination behaviour, and
// random access to each message's recipients in queue file order. Immutable once built.
#pragma once

#include "core/scenario/IntervalSet.h"
#include "core/scenario/LocalPartSet.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/TransportSettings.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qmgrlab {

// How the world treats deliveries to one next hop (SPEC section 2).
struct DestinationBehaviour {
    std::string nexthop; // lower-cased domain
    int transport = 0;   // index into Configuration::transports()
    std::int64_t deliveryMs = 1000;
    std::int64_t perRcptMs = 0;
    std::int64_t failMs = 10;
    int serverLimit = 0; // 0 = unlimited
    bool down = false;
    IntervalSet downIntervals; // contract v2: down while one of them holds
    std::int64_t jitterMs = 0; // an accepted delivery takes 0..jitterMs longer (seeded)
    // Contract v2: per-recipient outcomes of an accepted session.
    std::int64_t greylistMs = 0;
    LocalPartSet unknownUsers; // local parts that bounce (compared bytewise)
    LocalPartSet deferUsers;   // local parts that are always deferred

    bool downAt(std::int64_t ms) const { return down || downIntervals.contains(ms); }
    // While down at ms: when it is up again, the end of the stretch of overlapping or touching
    // down intervals that holds ms (ms itself when it is up); -1 when it is down for good
    // (down: true).
    std::int64_t upAgainAt(std::int64_t ms) const;
    // Its down times up to untilMs, overlapping or touching intervals joined, the last cut at untilMs.
    std::vector<TimeInterval> downTimesUntil(std::int64_t untilMs) const;
    bool decidesPerRecipient() const {
        return greylistMs > 0 || !unknownUsers.empty() || !deferUsers.empty();
    }
};

// Whether entries keep which recipients they carry: only where the simulation needs it (the
// deferred queue, per-recipient outcomes), or always, for a caller that names each recipient
// (the mail log writer). Scheduling is the same either way.
enum class RecipientTracking : std::uint8_t { AsNeeded, Always };

class Configuration {
public:
    // Resolves a scenario that passed validateScenario. Throws ScenarioError for what only
    // resolution can find (for example a recipient domain with no entry and no "*").
    static Configuration fromScenario(Scenario scenario, const std::string& fileName = {},
                                      RecipientTracking tracking = RecipientTracking::AsNeeded);

    const Scenario& scenario() const { return scenario_; }

    // Global parameters (no per-transport form).
    int messageActiveLimit() const { return activeLimit_; }
    int messageRecipientLimit() const { return recipientLimit_; } // already raised to the active limit
    int messageRecipientMinimum() const { return recipientMinimum_; }
    std::int64_t minimalBackoffSeconds() const { return minimalBackoff_; }
    // Contract v2: the deferred queue (opt-in) and its parameters, in seconds.
    bool deferredQueue() const { return scenario_.deferredQueue; }
    std::int64_t maximalBackoffSeconds() const { return maximalBackoff_; }
    std::int64_t queueRunDelaySeconds() const { return queueRunDelay_; }
    std::int64_t maximalQueueLifetimeSeconds() const { return maximalLifetime_; }
    std::int64_t bounceQueueLifetimeSeconds() const { return bounceLifetime_; } // lowered to the maximal one
    std::int64_t transportRetrySeconds() const { return transportRetry_; }
    // Whether the queue manager must know which recipients an entry holds: the deferred queue
    // re-reads only unfinished recipients, some destination decides per recipient, some message
    // has attempts (a replay), or the caller asked for it (RecipientTracking::Always).
    bool tracksRecipients() const { return tracksRecipients_; }
    std::optional<std::int64_t> stopMs() const { return scenario_.stopMs; }
    // The seed of the delivery-time jitter (0 when the scenario gives none).
    std::uint64_t seed() const { return static_cast<std::uint64_t>(scenario_.seed.value_or(0)); }

    // Every transport a destination names (plus master.cf services), sorted by name.
    const std::vector<TransportSettings>& transports() const { return transports_; }
    int transportIndex(std::string_view name) const; // -1 if unknown
    // The settings of the transport so named, or nullptr; never of a temporary configuration
    // (the pointer would outlive it).
    const TransportSettings* findTransport(std::string_view name) const&;
    const TransportSettings* findTransport(std::string_view name) const&& = delete;

    // Every next hop that some recipient resolves to.
    const std::vector<DestinationBehaviour>& nexthops() const { return nexthops_; }
    // A next hop's place among all next hops in byte order of their (lower-cased) names: the
    // queue manager sorts recipients by domain without regard to case by comparing these.
    int nexthopRank(int nexthop) const { return nexthopRank_[static_cast<std::size_t>(nexthop)]; }
    // The largest count of the {domain: count} groups of a next hop (0: none): the addresses
    // r1@ ... rN@ the next hop's groups stand for go no further than that N.
    int largestGroup(int nexthop) const { return largestGroup_[static_cast<std::size_t>(nexthop)]; }

    // Messages, in hand-over order.
    int messageCount() const { return static_cast<int>(scenario_.messages.size()); }
    const MessageSpec& message(int index) const { return scenario_.messages[index]; }
    int recipientCount(int message) const;
    // Recipient i (0-based, queue file order) of a message: its address.
    std::string recipientAddress(int message, int i) const;
    // Recipient i (0-based, queue file order) of a message: its address appended to out, and its
    // next hop index (recipientNexthop) returned, both found at once: no allocation once out has
    // room (the queue manager reads every recipient into one buffer per batch).
    int appendRecipientAddress(int message, int i, std::string& out) const;
    int recipientNexthop(int message, int i) const;
    // N when recipient i of a message is the N-th address a {domain: count} group stands for
    // (r<N>@domain), 0 when the message lists its addresses.
    int groupAddressNumber(int message, int i) const;
    std::int64_t totalRecipients() const { return totalRecipients_; }

private:
    struct MessagePlan {
        int recipientCount = 0;
        std::vector<int> nexthopOfAddress; // list form: one per address
        std::vector<int> groupStart;       // object form: first recipient index of each group
        std::vector<int> nexthopOfGroup;   // object form: one per group
    };

    Scenario scenario_;
    int activeLimit_ = 20000;
    int recipientLimit_ = 20000;
    int recipientMinimum_ = 10;
    std::int64_t minimalBackoff_ = 300;
    std::int64_t maximalBackoff_ = 4000;
    std::int64_t queueRunDelay_ = 300;
    std::int64_t maximalLifetime_ = 432000;
    std::int64_t bounceLifetime_ = 432000;
    std::int64_t transportRetry_ = 60;
    bool tracksRecipients_ = false;
    std::vector<TransportSettings> transports_;
    std::vector<DestinationBehaviour> nexthops_;
    std::vector<int> nexthopRank_;
    std::vector<int> largestGroup_; // by next hop
    std::vector<MessagePlan> plans_;
    std::int64_t totalRecipients_ = 0;
};

} // namespace qmgrlab
