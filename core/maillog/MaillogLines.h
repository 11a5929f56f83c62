// SPDX-License-Identifier: GPL-3.0-or-later
// MaillogLines: where the lines of a simulated run's mail log go, one call per line, in the order
// Postfix would write them (SimulatedMaillog). MaillogWriter writes them as text; the replay
// (ReplayComparison) keeps the numbers of the delivery lines, exact (before Postfix's rounding),
// with the scenario's message and recipient they are about.
#pragma once

#include <cstdint>
#include <string_view>

namespace qmgrlab {

// One recipient's line of a delivery agent (or of the retry service). Times are microseconds.
struct DeliveryLine {
    std::string_view recipient;
    std::string_view service; // the transport (master.cf service)
    std::string_view program; // the delivery agent: smtp, lmtp, local, virtual, pipe, error
    int pid = 0;
    std::string_view relay;
    std::int64_t delay = 0;
    std::int64_t a = 0, b = 0, c = 0, d = 0;
    std::string_view dsn;
    std::string_view status;
    std::string_view reply;
    // The scenario's message and the recipient's place in it (not written: for MaillogLines that
    // pair lines with the scenario's recipients), and whether the recipient was deferred without
    // a delivery (the retry service's "delivery temporarily suspended").
    int messageIndex = -1;
    int recipientIndex = -1;
    bool suspended = false;
};

class MaillogLines {
public:
    virtual ~MaillogLines() = default;

    virtual void pickup(std::int64_t at, std::string_view queueId, int uid, std::string_view sender) = 0;
    virtual void cleanup(std::int64_t at, std::string_view queueId, std::string_view messageId) = 0;
    virtual void activation(std::int64_t at, std::string_view queueId, std::string_view sender,
                            std::int64_t size, int nrcpt) = 0;
    virtual void removed(std::int64_t at, std::string_view queueId) = 0;
    virtual void expired(std::int64_t at, std::string_view queueId, std::string_view sender) = 0;
    virtual void delivery(std::int64_t at, std::string_view queueId, const DeliveryLine& line) = 0;
    virtual void connectFailure(std::int64_t at, std::string_view service, std::string_view program, int pid,
                                std::string_view host, std::string_view reason) = 0;
    // Whether every line wanted has come: the run ends there, before its own end (the replay's
    // variants, which go on past the log's end until its recipients are done).
    virtual bool finished() const { return false; }
};

} // namespace qmgrlab
