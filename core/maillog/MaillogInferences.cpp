// SPDX-License-Identifier: GPL-3.0-or-later
// MaillogInferences: concurrency, rate delays and agents from the deliveries a log shows.
#include "core/maillog/MaillogInferences.h"

#include <algorithm>

namespace qmgrlab {

namespace {

constexpr std::int64_t kSecond = 1'000'000;
constexpr std::uint64_t kMinimumWaitingGaps = 2;

} // namespace

void MaillogInferences::attempt(const LoggedMessage& message, const LoggedAttempt& attempt) {
    if (attempt.suspended || !attempt.hasDelays)
        return;
    // The recipients of one request come as consecutive lines: the request counts once.
    if (message.attempts.size() >= 2 &&
        message.attempts[message.attempts.size() - 2].delivery == attempt.delivery)
        return;
    const std::int64_t end = attempt.at;
    const std::int64_t start = end - attempt.c - attempt.d;
    const std::int64_t active = start - attempt.b; // this visit of the active queue began

    Service& service = services_[attempt.service];
    service.pids.insert(attempt.pid);
    service.overlap.add(start, end, attempt.pid, attempt.place);

    Destination& destination = destinations_[{attempt.service, attempt.destination}];
    ++destination.deliveries;
    destination.overlap.add(start, end, attempt.pid, attempt.place);
    if (destination.anyEnd && active <= destination.lastEnd && start >= destination.lastEnd) {
        const std::int64_t gap = start - destination.lastEnd;
        ++destination.waitingGaps;
        if (destination.shortestGap < 0 || gap < destination.shortestGap) {
            destination.shortestGap = gap;
            destination.gapBefore = destination.lastPlace;
            destination.gapAfter = attempt.place;
        }
    }
    if (!destination.anyEnd || end >= destination.lastEnd) {
        destination.anyEnd = true;
        destination.lastEnd = end;
        destination.lastPlace = attempt.place;
    }
}

std::vector<ConcurrencyInference> MaillogInferences::concurrency() const {
    std::vector<ConcurrencyInference> result;
    for (const auto& [key, destination] : destinations_)
        result.push_back({key.first, key.second, destination.deliveries, destination.overlap.peak(),
                          destination.overlap.peakTime(), destination.overlap.peakLines()});
    std::stable_sort(result.begin(), result.end(),
                     [](const ConcurrencyInference& a, const ConcurrencyInference& b) {
                         return a.deliveries > b.deliveries;
                     });
    return result;
}

std::vector<RateDelayInference> MaillogInferences::rateDelays() const {
    std::vector<RateDelayInference> result;
    for (const auto& [key, destination] : destinations_) {
        if (destination.overlap.peak() != 1 || destination.waitingGaps < kMinimumWaitingGaps ||
            destination.shortestGap < kSecond)
            continue;
        result.push_back({key.first, key.second, destination.shortestGap, destination.shortestGap / kSecond,
                          destination.waitingGaps, destination.gapBefore, destination.gapAfter});
    }
    return result;
}

std::vector<AgentInference> MaillogInferences::agents() const {
    std::vector<AgentInference> result;
    for (const auto& [name, service] : services_)
        result.push_back({name, service.pids.size(), service.overlap.peak(), service.overlap.peakTime(),
                          service.overlap.peakLines()});
    return result;
}

} // namespace qmgrlab
