// SPDX-License-Identifier: GPL-3.0-or-later
// ScriptedDelivery: a request's outcome from its recipients' next attempts.
#include "core/run/ScriptedDelivery.h"

#include "core/scheduler/QueueManager.h"

#include <algorithm>
#include <cstdlib>

namespace qmgrlab {

namespace {

// How far before its logged line an attempt may end and still end at the line instead: a log's
// clock of whole seconds places a hand-over up to a second early.
constexpr std::int64_t kLineResolutionMs = 1000;

} // namespace

std::int64_t attemptEndMs(const AttemptSpec& attempt, std::int64_t nowMs) {
    // Held at the end of the clock like every other due time (timeAfter).
    if (attempt.startMs && std::llabs(nowMs - *attempt.startMs) <= attempt.slackMs.value_or(0))
        return std::max(timeAfter(nowMs, 1), *attempt.startMs + attempt.ms);
    const std::int64_t end = timeAfter(nowMs, attempt.ms);
    if (attempt.lineMs && end < *attempt.lineMs && *attempt.lineMs - end < kLineResolutionMs)
        return *attempt.lineMs;
    return end;
}

bool scriptDelivery(const Configuration& config, SimulationState& state, int spec, Entry& entry,
                    ScriptedVerdict& verdict) {
    const MessageSpec& message = config.message(spec);
    if (message.attempts.empty() || entry.recipientIndex.empty())
        return false;
    // Without the deferred queue a recipient is tried once: its first attempt.
    MessageFile* file = nullptr;
    if (config.deferredQueue()) {
        file = &state.files.at(spec);
        if (file->tries.empty())
            file->tries.assign(message.attempts.size(), 0);
    }
    auto next = [&](int r) -> const AttemptSpec* {
        const std::vector<AttemptSpec>& list = message.attempts[static_cast<std::size_t>(r)];
        const std::size_t used = file != nullptr ? file->tries[static_cast<std::size_t>(r)] : 0;
        return used < list.size() ? &list[used] : nullptr;
    };
    // A refused connection fails the whole session, also for recipients without an attempt of
    // their own (the server never saw them). An accepted one gives each recipient with an attempt
    // left that attempt's outcome, and leaves the others to the destination's rules; a request
    // without any attempt is the destination's alone.
    bool refused = false;
    bool anyScripted = false;
    for (const int r : entry.recipientIndex) {
        const AttemptSpec* attempt = next(r);
        anyScripted = anyScripted || attempt != nullptr;
        refused = refused || (attempt != nullptr && attempt->outcome == AttemptOutcome::Refused);
    }
    if (!anyScripted)
        return false;
    verdict = ScriptedVerdict{};
    verdict.fails = refused;
    entry.attempt.assign(entry.recipientIndex.size(), Entry::kNoAttempt);
    if (!refused)
        entry.outcome.assign(entry.recipientIndex.size(), static_cast<std::uint8_t>(RecipientOutcome::Sent));
    for (std::size_t i = 0; i < entry.recipientIndex.size(); ++i) {
        const int r = entry.recipientIndex[i];
        const AttemptSpec* scripted = next(r);
        if (refused && (scripted == nullptr || scripted->outcome != AttemptOutcome::Refused))
            continue; // never reached the server: its attempt, if any, stays for a later try
        if (scripted == nullptr) {
            ++verdict.unscripted; // accepted: the destination's rules decide this one
            continue;
        }
        const AttemptSpec& attempt = *scripted;
        verdict.dueMs = std::max(verdict.dueMs, attemptEndMs(attempt, state.nowMs));
        if (!refused) {
            RecipientOutcome outcome = RecipientOutcome::Sent;
            if (attempt.outcome == AttemptOutcome::Deferred) {
                outcome = RecipientOutcome::Deferred;
                ++verdict.deferred;
            } else if (attempt.outcome == AttemptOutcome::Bounced) {
                outcome = RecipientOutcome::Bounced;
                ++verdict.bounced;
            }
            entry.outcome[i] = static_cast<std::uint8_t>(outcome);
        }
        entry.attempt[i] =
            static_cast<std::uint16_t>(file != nullptr ? file->tries[static_cast<std::size_t>(r)] : 0);
        if (file != nullptr)
            ++file->tries.writable(static_cast<std::size_t>(r));
    }
    return true;
}

} // namespace qmgrlab
