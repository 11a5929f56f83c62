// SPDX-License-Identifier: GPL-3.0-or-later
// MaillogSummary: the counts of a read mail log: messages (how their arrival is known, how many
// were queued before the log starts, removed, expired, still queued at its end, seen arriving
// only, re-injected by a content filter), delivery attempts by status, site-level failures, suspended
// destinations and greylisting, and the distribution of the queue manager's delay b over every attempt that
// logs delays=a/b/c/d. b is counted by value: logged with two significant digits (whole seconds from 10 s),
// it takes few distinct values, so memory does not grow with the log's length.
#pragma once

#include "core/maillog/MaillogSink.h"

#include <array>
#include <cstdint>
#include <map>
#include <string>

namespace qmgrlab {

class MaillogSummary : public MaillogSink {
public:
    void attempt(const LoggedMessage& message, const LoggedAttempt& attempt) override;
    void message(const LoggedMessage& message) override;

    std::uint64_t messages = 0;
    std::array<std::uint64_t, 5> arrivalsBySource{}; // by ArrivalSource
    std::uint64_t queuedAtStart = 0;
    std::uint64_t removed = 0;
    std::uint64_t expired = 0;
    std::uint64_t stillQueued = 0; // handled by the queue manager, not removed where the log ends
    // Arrival lines only (smtpd client=, cleanup), never a queue manager or delivery line: a
    // transaction the client abandoned, or mail rejected before it was queued.
    std::uint64_t arrivedOnly = 0;
    std::uint64_t reinjected = 0; // a content filter's copy of another message
    std::uint64_t activations = 0;

    std::uint64_t attempts = 0;
    std::array<std::uint64_t, 4> byStatus{}; // by DeliveryStatus
    std::uint64_t siteFailures = 0;
    std::uint64_t suspended = 0;
    std::uint64_t greylisted = 0;
    std::map<std::string, std::uint64_t> byProgram; // delivery agent -> attempts

    // b over the attempts with delays: count by value (microseconds).
    std::map<std::int64_t, std::uint64_t> bValues;
    std::uint64_t bCount() const;
    // The value at quantile q (0..1) by the nearest rank, 0 with no value.
    std::int64_t bQuantile(double q) const;
    std::int64_t bMax() const { return bValues.empty() ? 0 : bValues.rbegin()->first; }
    double bMean() const;
};

} // namespace qmgrlab
