// SPDX-License-Identifier: GPL-3.0-or-later
// Simulation: the world of SPEC section 2 around the queue manager: arrivals, the active
// queue limit, delivery agents per transport, deliveries that succeed or fail by the
// destinations' rules, revival timers, and the order of events within one instant. It
// advances one step at a time; its whole state is a SimulationState value.
#pragma once

#include "core/common/NameTable.h"
#include "core/scenario/Configuration.h"
#include "core/scheduler/QueueManager.h"
#include "core/scheduler/SimulationState.h"
#include "core/trace/Recording.h"

#include <memory>

namespace qmgrlab {

class Simulation {
public:
    Simulation(std::shared_ptr<const Configuration> config, std::shared_ptr<NameTable> names);
    Simulation(const Simulation& other);
    Simulation& operator=(const Simulation& other);

    // Performs one step, appending what it produced to recording (if given). Returns false,
    // doing nothing, once the run has ended (the End step was the last one) or is out of clock.
    bool step(Recording* recording);
    bool ended() const { return state_.phase == Phase::Ended; }
    // The run has not ended, but the next thing due falls after the end of the simulated clock
    // (kEndOfClockMs: a delay of 2147483647 s after millions of others): it cannot go on.
    bool outOfClock() const;

    const Configuration& config() const { return *config_; }
    const NameTable& names() const { return *names_; }
    const SimulationState& state() const { return state_; }
    const QueueManager& queueManager() const { return qmgr_; }
    void restore(const SimulationState& state) { state_ = state; }

private:
    // tests/core: turns the skipping of quiet scans off, every deferred-scan timer firing also
    // where it cannot change anything (the reference the skipping is compared with).
    friend class SimulationProbe;

    // The next instant at which something is due, or -1 when nothing is.
    std::int64_t nextDueMs() const;
    // The same without the deferred-scan timer.
    std::int64_t nextDueOtherThanScanMs() const;
    // Moves the scan timer over the scans that would change nothing (see the definition).
    void skipQuietScans();
    bool stepWithinInstant(Recording* recording);
    bool fireTimer(Recording* recording, std::uint32_t stepIndex);
    bool admitNext(Recording* recording);
    void armScanTimer();
    // agentHeld: a rate-delayed transport took the agent at its allocation.
    void dispatch(TransportId t, EntryId entry, Recording* recording, std::uint32_t stepIndex,
                  bool agentHeld);
    void decideRecipients(Entry& entry, const DestinationBehaviour& destination,
                          PendingCompletion& completion);
    // Greylisting: the time in ms of the first attempt of an address (of the given next hop),
    // now if this is the first (then kept); the same for the N-th address of the next hop's
    // groups (r<N>@<next hop>), without its text.
    std::int64_t greylistFirstTry(std::string_view address, int nexthop);
    std::int64_t greylistFirstTry(int nexthop, int number);
    void completeNext(Recording* recording);
    void finish(Recording* recording);

    std::shared_ptr<const Configuration> config_;
    bool skipQuietScans_ = true;
    std::shared_ptr<NameTable> names_;
    SimulationState state_;
    QueueManager qmgr_;
    std::string address_, lowered_; // decideRecipients' buffers, kept from call to call
};

} // namespace qmgrlab
