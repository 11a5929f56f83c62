// SPDX-License-Identifier: GPL-3.0-or-later
// LoggedMessage: what a Postfix mail log says about one message: its queue ID (and Postfix
// instance), sender, size and recipient count, when it arrived and how that is known, each time
// the queue manager activated it, and every delivery attempt with its recipient, outcome and
// delays=a/b/c/d. The reader fills it as the lines come and hands it on once the message is
// removed (or the log ends). Times are microseconds since 1970 (MaillogReader says how zone-less
// logs are read); durations are microseconds.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace qmgrlab {

// A line of the log: the file (an index into the reader's files, in reading order) and its line
// number, counted from 1.
struct LogPlace {
    std::uint32_t file = 0;
    std::uint64_t line = 0;

    bool operator==(const LogPlace&) const = default;
};

// How a message's arrival time is known, best first.
enum class ArrivalSource : std::uint8_t {
    LongQueueId, // the creation time a long queue ID carries, to the microsecond
    Submission,  // the smtpd or qmqpd "client=" line, or pickup's "uid=... from=" line
    Cleanup,     // the cleanup server's "message-id=" line
    LoggedDelay, // the first delivery line's time minus its delay= (no arrival line in the log)
    FirstSeen,   // none of these: the time of its first line
};

enum class DeliveryStatus : std::uint8_t { Sent, Deferred, Bounced, Other };

// One recipient's line of a delivery agent (or of the queue manager or the retry service):
// "to=<...>[, orig_to=<...>], relay=...[, conn_use=N], delay=T, delays=a/b/c/d[, tls=...],
// dsn=X.Y.Z, status=... (reply)".
struct LoggedAttempt {
    LogPlace place;
    std::int64_t at = 0; // the line's time: when the delivery agent reported it
    std::string recipient;
    std::string origTo;      // empty when the line has none
    std::string service;     // the master.cf service (the transport): "smtp", "relay", "amavis"
    std::string program;     // the delivery agent: smtp, lmtp, local, virtual, pipe, error, ...
    int pid = 0;             // the agent's process
    std::string relay;       // as logged: "mx.example[192.0.2.1]:25", "none", "local"
    std::string destination; // the recipient's domain, lower-cased
    int connUse = 0;         // conn_use=N, 0 when absent (a new connection)
    bool hasDelays = false;  // delays=a/b/c/d was present (Postfix 2.3 and later)
    std::int64_t delay = 0;  // delay=: arrival to this report
    std::int64_t a = 0;      // arrival to the last activation
    std::int64_t b = 0;      // activation to the hand-off to the delivery agent: the queue manager's
    std::int64_t c = 0;      // connection set-up (DNS, TCP, greeting, HELO, TLS)
    std::int64_t d = 0;      // transmission
    std::string dsn;
    DeliveryStatus status = DeliveryStatus::Other;
    std::string statusWord; // "sent", "deferred", "bounced", or what else the line says
    std::string reply;      // the text in parentheses after the status
    // A failure of the site as a whole (no connection, no greeting, a dead destination: relay=none,
    // "connect to", "lost connection", "refused to talk to me", "delivery temporarily suspended")
    // rather than the server's reply about this recipient.
    bool siteFailure = false;
    bool suspended = false;  // "delivery temporarily suspended": deferred because the destination was dead
    bool greylisted = false; // a deferral whose reply speaks of greylisting
    int connectFailures = 0; // the agent's "connect to ..." lines that came before a relay=none line
    std::string queuedAs;    // the reply's "queued as ID" when ID is a message of this log (content filter)
    int delivery = 0;        // which delivery request of the message (recipients of one request share it)
};

struct LoggedMessage {
    std::string instance; // the syslog name's first part: "postfix", "postfix-out"
    std::string queueId;
    LogPlace firstPlace; // its first line
    std::int64_t firstSeen = 0;
    std::string sender; // from=<...> (empty for the null sender)
    bool senderKnown = false;
    std::int64_t size = -1; // size=, -1 when not logged
    int nrcpt = -1;         // nrcpt=, -1 when not logged
    std::string messageId;  // the cleanup line's message-id, when logged
    std::int64_t arrival = 0;
    ArrivalSource arrivalSource = ArrivalSource::FirstSeen;
    LogPlace arrivalPlace;
    // No arrival line, and an arrival before the log's first line (or none known): the message was
    // in the queue when the log starts.
    bool queuedAtStart = false;
    std::vector<std::int64_t> activations; // each qmgr "from=... (queue active)" line
    std::vector<LogPlace> activationPlaces;
    std::int64_t removed = -1; // "removed", -1 when not logged
    std::int64_t expired = -1; // "status=expired, returned to sender", -1 when not logged
    std::string filteredFrom;  // the queue ID of the message a content filter re-injected as this one
    std::vector<LoggedAttempt> attempts;
};

} // namespace qmgrlab
