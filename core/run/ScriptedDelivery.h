// SPDX-License-Identifier: GPL-3.0-or-later
// ScriptedDelivery: a delivery request whose recipients' attempts the scenario gives (qmgrlab's
// extension for replays, docs/SCENARIO.md), decided at its dispatch in place of the destination's
// rules. The request is scripted when a recipient it carries has an attempt left: its next one (a
// recipient's attempts are used in order, only by deliveries: a deferral without one, from a dead
// queue or transport, uses none). An attempt dispatched at t ends at start_ms + ms when it
// has a start_ms and t lies within slack_ms of it (the hand-over the log shows: it ends when the
// log shows it end), else at t + ms, or at line_ms where that is later by less than a second (a
// log's clock of whole seconds placed the hand-over early: the attempt keeps its agent at least
// ms and its outcome never precedes its line); never before t + 1. When one of the attempts is refused, the
// session fails as a connection failure: it ends with the last of the refused attempts and uses
// them only (the other recipients never reached the server). Otherwise the session is accepted: it
// ends with the last of its recipients' attempts, each recipient sent, deferred or bounced by its
// own, and uses them all; a recipient without an attempt left is decided by the destination's rules
// (the simulation's dispatch), and the session lasts at least as long as those rules say.
#pragma once

#include "core/scenario/Configuration.h"
#include "core/scheduler/Entry.h"
#include "core/scheduler/SimulationState.h"

#include <cstdint>

namespace qmgrlab {

struct ScriptedVerdict {
    bool fails = false;     // a connection failure (a refused attempt)
    std::int64_t dueMs = 0; // when the session ends
    int deferred = 0;       // accepted: recipients deferred, and bounced
    int bounced = 0;
    int unscripted = 0; // accepted: recipients without an attempt left (entry.attempt kNoAttempt)
};

// Whether the entry (of message spec, just selected) is scripted; if so, fills verdict, entry.attempt
// and, for an accepted session, entry.outcome, and counts the attempts used in state.files. Needs a
// configuration that tracks recipients (every one with attempts does).
bool scriptDelivery(const Configuration& config, SimulationState& state, int spec, Entry& entry,
                    ScriptedVerdict& verdict);

// When an attempt dispatched at nowMs ends (see above).
std::int64_t attemptEndMs(const AttemptSpec& attempt, std::int64_t nowMs);

} // namespace qmgrlab
