// SPDX-License-Identifier: GPL-3.0-or-later
// DeferralDecision: what the queue manager decided, in numbers, when a message left the active
// queue with deferred recipients (contract v2's deferred queue): its age, and either the lifetime
// it reached (it expired: those recipients bounce) or the wait it got (its age kept within the
// backoff times, Backoff) with the bound that applied and its retry time. A message that arrives
// in the deferred queue (a scenario's deferred_until_ms, as an imported server's deferred mail)
// gets one too, its wait given by the scenario. Recorded beside the SelectionDecisions
// (Recording::deferrals()); the narration and the deferred-queue view read it, nothing here is
// needed by the scheduler itself. A plain value, kept in the recording's GrowingArray.
#pragma once

#include "core/common/Ids.h"
#include "core/scenario/Backoff.h"

#include <cstdint>

namespace qmgrlab {

enum class DeferralOutcome : std::uint8_t {
    Deferred,        // moved to the deferred queue until its retry time
    Expired,         // its age reached its lifetime: the deferred recipients bounce
    ArrivedDeferred, // arrived in the deferred queue (deferred_until_ms)
};

struct DeferralDecision {
    int message = kNone;     // scenario message index
    std::int64_t timeMs = 0; // when it was decided
    std::uint32_t event = 0; // index into Recording::events() of its defer_msg or expire
    DeferralOutcome outcome = DeferralOutcome::Deferred;
    int recipients = 0;          // its recipients deferred (Expired: those that bounce)
    std::int64_t ageSeconds = 0; // now - arrival, in whole seconds, as the rule counts it
    // The lifetime it was held against (Deferred, Expired): bounce_queue_lifetime for a message
    // with the null sender, else maximal_queue_lifetime.
    bool bounceLifetime = false;
    std::int64_t lifetimeSeconds = 0;
    // Deferred, ArrivedDeferred: how long it waits, and (Deferred) the backoff bound that set it.
    std::int64_t waitSeconds = 0;
    BackoffBound bound = BackoffBound::None;
    std::int64_t retryAtMs = 0; // its file time: a scan from one second before takes it back
};

} // namespace qmgrlab
