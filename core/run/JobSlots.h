// SPDX-License-Identifier: GPL-3.0-or-later
// JobSlots: the recipient slots a transport's jobs hold (rcpt_limit) against the recipients they
// have in core (rcpt_count), one row per job on its by-time job list, the largest holders first,
// and a last row for its retired jobs together: off the job list, they keep the slots of their
// deliveries in progress (the transport's totals less the listed jobs'). Each row splits as the
// pool view draws it: in core within the slots, slots unused, in core beyond the slots.
#pragma once

#include "core/run/Inspector.h"

#include <vector>

namespace qmgrlab {

struct JobSlots {
    int message = kNone; // scenario message index; kNone: the retired jobs together
    int limit = 0;       // rcpt_limit: recipient slots held
    int count = 0;       // rcpt_count: recipients in core

    int within() const; // in core, within its slots
    int unused() const; // its slots without a recipient
    int beyond() const; // in core beyond its slots

    // The rows of a transport at the inspected position.
    static std::vector<JobSlots> of(const Inspector& inspector, const TransportInfo& transport);
};

} // namespace qmgrlab
