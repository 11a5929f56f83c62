// SPDX-License-Identifier: GPL-3.0-or-later
// MaillogInferences: what the log implies about settings it does not state, each with the lines
// it came from. A delivery (the recipients of one request share its line time and delays) is in
// progress from its line's time minus c + d to its line's time; attempts the retry service made
// for a dead destination ("delivery temporarily suspended") are no deliveries and are left out.
// - a destination's concurrency, per transport (Postfix queues by transport and destination: a
//   content filter's deliveries to a domain and the local ones after it are two queues): the most
//   of its deliveries in progress at one moment, one per agent process (PeakOverlap; a lower bound of its
//   concurrency limit where the log's clock is finer than the deliveries);
// - a destination's rate delay (per transport, likewise): with never more than one delivery in progress, the
// shortest gap
//   between a delivery's end and the next one's start while the next message was already active
//   (waiting in the queue manager, so the gap was the scheduler's choice, not a lack of mail),
//   when there are at least two such gaps of a second or more;
// - a transport's delivery agents: the processes seen (distinct pids), and the most deliveries
//   in progress at one moment over all its destinations, one per process (a lower bound of its
//   maxproc);
// - a transport's recipient limit (per destination): the most recipients of one request where
//   one visit of a message to the active queue sent recipients of one destination in two or more
//   requests (the queue manager fills a request up to the limit before it starts the next), else
//   the most recipients of any request (a lower bound).
#pragma once

#include "core/maillog/MaillogSink.h"
#include "core/maillog/PeakOverlap.h"

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace qmgrlab {

struct ConcurrencyInference {
    std::string service; // the transport (master.cf service) of the deliveries
    std::string destination;
    std::uint64_t deliveries = 0;
    int peak = 0;
    std::int64_t at = 0;
    std::vector<LogPlace> lines; // the deliveries in progress at the peak
};

struct RateDelayInference {
    std::string service;
    std::string destination;
    std::int64_t gap = 0;          // the shortest gap, microseconds
    std::int64_t delaySeconds = 0; // the rate delay it suggests: the gap in whole seconds
    std::uint64_t waitingGaps = 0; // gaps while the next message was already active
    LogPlace before;               // the delivery that ended
    LogPlace after;                // the delivery that started the gap later
};

struct RecipientLimitInference {
    std::string service;
    int recipients = 0; // the most recipients of one request
    bool split = false; // a visit's recipients went in two or more requests: the limit itself
    LogPlace line;      // the first line of that request
};

struct AgentInference {
    std::string service;
    std::size_t processes = 0; // distinct pids
    int peak = 0;
    std::int64_t at = 0;
    std::vector<LogPlace> lines;
};

class MaillogInferences : public MaillogSink {
public:
    void attempt(const LoggedMessage& message, const LoggedAttempt& attempt) override;
    void message(const LoggedMessage& message) override;

    // By transport and destination, the busiest (most deliveries) first.
    std::vector<ConcurrencyInference> concurrency() const;
    // The transports' destinations whose gaps suggest a rate delay.
    std::vector<RateDelayInference> rateDelays() const;
    // By service name.
    std::vector<AgentInference> agents() const;
    // By service, those with a request of two or more recipients.
    std::vector<RecipientLimitInference> recipientLimits() const;

private:
    struct Destination {
        std::uint64_t deliveries = 0;
        PeakOverlap overlap;
        bool anyEnd = false;
        std::int64_t lastEnd = 0;
        LogPlace lastPlace;
        std::uint64_t waitingGaps = 0;
        std::int64_t shortestGap = -1;
        LogPlace gapBefore;
        LogPlace gapAfter;
    };
    struct Service {
        std::set<int> pids;
        PeakOverlap overlap;
    };
    std::map<std::pair<std::string, std::string>, Destination> destinations_; // by service, destination
    std::map<std::string, RecipientLimitInference> recipientLimits_;
    std::map<std::string, Service> services_;
};

} // namespace qmgrlab
