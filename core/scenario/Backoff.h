// SPDX-License-Identifier: GPL-3.0-or-later
// Backoff: how long a message that leaves the active queue with deferred recipients waits in the
// deferred queue (SPEC's backoff, nqmgr's deferred queue): its age, at most maximal_backoff_time
// and at least minimal_backoff_time, in that order (so the minimum wins when the two cross). The
// one place the rule is written: the queue manager defers by it, an imported server's deferred
// mail is given its retry time by it, and the views show the bound it applied.
#pragma once

#include <cstdint>

namespace qmgrlab {

// Which bound set the wait.
enum class BackoffBound : std::uint8_t {
    None,               // the wait is the message's age
    Minimal,            // the age was below minimal_backoff_time: it waits that long
    Maximal,            // the age was above maximal_backoff_time: it waits that long
    MinimalOverMaximal, // the age was above maximal_backoff_time, but minimal_backoff_time is
                        // larger still and wins: it waits minimal_backoff_time
};

struct Backoff {
    std::int64_t seconds = 0;
    BackoffBound bound = BackoffBound::None;

    // The wait of a message ageSeconds old, with the two backoff times in seconds.
    static constexpr Backoff of(std::int64_t ageSeconds, std::int64_t minimalSeconds,
                                std::int64_t maximalSeconds) {
        Backoff backoff{ageSeconds, BackoffBound::None};
        if (backoff.seconds > maximalSeconds)
            backoff = {maximalSeconds, BackoffBound::Maximal};
        if (backoff.seconds < minimalSeconds)
            backoff = {minimalSeconds, backoff.bound == BackoffBound::Maximal
                                           ? BackoffBound::MinimalOverMaximal
                                           : BackoffBound::Minimal};
        return backoff;
    }
};

} // namespace qmgrlab
