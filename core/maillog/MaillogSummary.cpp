// SPDX-License-Identifier: GPL-3.0-or-later
// MaillogSummary: counting what the reader hands on.
#include "core/maillog/MaillogSummary.h"

#include <cmath>

namespace qmgrlab {

void MaillogSummary::attempt(const LoggedMessage& /*message*/, const LoggedAttempt& attempt) {
    ++attempts;
    ++byStatus[static_cast<std::size_t>(attempt.status)];
    siteFailures += attempt.siteFailure ? 1 : 0;
    suspended += attempt.suspended ? 1 : 0;
    greylisted += attempt.greylisted ? 1 : 0;
    ++byProgram[attempt.program];
    if (attempt.hasDelays)
        ++bValues[attempt.b];
}

void MaillogSummary::message(const LoggedMessage& message) {
    ++messages;
    ++arrivalsBySource[static_cast<std::size_t>(message.arrivalSource)];
    queuedAtStart += message.queuedAtStart ? 1 : 0;
    removed += message.removed >= 0 ? 1 : 0;
    expired += message.expired >= 0 ? 1 : 0;
    const bool arrivalOnly = message.activations.empty() && message.attempts.empty() && message.removed < 0 &&
                             message.expired < 0 && !message.queuedAtStart;
    arrivedOnly += arrivalOnly ? 1 : 0;
    stillQueued += message.removed < 0 && !arrivalOnly ? 1 : 0;
    reinjected += message.filteredFrom.empty() ? 0 : 1;
    activations += message.activations.size();
}

std::uint64_t MaillogSummary::bCount() const {
    std::uint64_t count = 0;
    for (const auto& [value, n] : bValues)
        count += n;
    return count;
}

std::int64_t MaillogSummary::bQuantile(double q) const {
    const std::uint64_t count = bCount();
    if (count == 0)
        return 0;
    const auto rank = static_cast<std::uint64_t>(std::max(1.0, std::ceil(q * static_cast<double>(count))));
    std::uint64_t seen = 0;
    for (const auto& [value, n] : bValues) {
        seen += n;
        if (seen >= rank)
            return value;
    }
    return bValues.rbegin()->first;
}

double MaillogSummary::bMean() const {
    const std::uint64_t count = bCount();
    if (count == 0)
        return 0.0;
    double sum = 0.0;
    for (const auto& [value, n] : bValues)
        sum += static_cast<double>(value) * static_cast<double>(n);
    return sum / static_cast<double>(count);
}

} // namespace qmgrlab
