// SPDX-License-Identifier: GPL-3.0-or-later
// MaillogInferences: concurrency, rate delays and agents from the deliveries a log shows.
#include "core/maillog/MaillogInferences.h"

#include "core/maillog/LogTime.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace qmgrlab {

namespace {

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

// The requests of each visit of the message to the active queue (from one "queue active" line
// to the next); a request is the recipients sharing an attempt's delivery number. Two requests
// of one visit by one transport with a destination in common went to one queue: the first was
// full, and the larger of them holds the limit.
void MaillogInferences::message(const LoggedMessage& message) {
    struct Request {
        std::string service;
        int recipients = 0;
        std::set<std::string> destinations;
        LogPlace line;
    };
    std::map<std::pair<std::size_t, int>, Request> requests; // (visit, delivery)
    for (const LoggedAttempt& attempt : message.attempts) {
        if (attempt.suspended || !attempt.hasDelays)
            continue;
        // The hand-over, from a whole-second clock and rounded delays, may come out before its
        // activation line by up to a second; visits are minutes apart.
        const std::int64_t handedOver = attempt.at - attempt.c - attempt.d;
        const auto after = std::upper_bound(message.activations.begin(), message.activations.end(),
                                            handedOver + kMicrosPerSecond);
        const auto visit = static_cast<std::size_t>(after - message.activations.begin());
        Request& request = requests[{visit, attempt.delivery}];
        if (request.recipients++ == 0) {
            request.service = attempt.service;
            request.line = attempt.place;
        }
        request.destinations.insert(attempt.destination);
    }
    const auto record = [this](const Request& request, bool split) {
        if (request.recipients < 2)
            return;
        RecipientLimitInference& known = recipientLimits_[request.service];
        // A split's figure is the limit; without one, the most seen is a lower bound.
        if ((split && !known.split) || (split == known.split && request.recipients > known.recipients)) {
            known.service = request.service;
            known.recipients = request.recipients;
            known.split = split;
            known.line = request.line;
        }
    };
    // (visit, service, destination) -> its requests and the largest of them.
    struct Queue {
        int requests = 0;
        const Request* largest = nullptr;
    };
    std::map<std::tuple<std::size_t, std::string, std::string>, Queue> queues;
    for (const auto& [key, request] : requests) {
        record(request, false);
        for (const std::string& destination : request.destinations) {
            Queue& queue = queues[{key.first, request.service, destination}];
            ++queue.requests;
            if (queue.largest == nullptr || request.recipients > queue.largest->recipients)
                queue.largest = &request;
        }
    }
    for (const auto& [key, queue] : queues)
        if (queue.requests >= 2)
            record(*queue.largest, true);
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
            destination.shortestGap < kMicrosPerSecond)
            continue;
        result.push_back({key.first, key.second, destination.shortestGap,
                          destination.shortestGap / kMicrosPerSecond, destination.waitingGaps,
                          destination.gapBefore, destination.gapAfter});
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

std::vector<RecipientLimitInference> MaillogInferences::recipientLimits() const {
    std::vector<RecipientLimitInference> result;
    for (const auto& [name, limit] : recipientLimits_)
        result.push_back(limit);
    return result;
}

} // namespace qmgrlab
