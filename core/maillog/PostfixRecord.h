// SPDX-License-Identifier: GPL-3.0-or-later
// PostfixRecord: the message text of one Postfix log line, read for what the scheduler story
// needs: the queue manager's "from=<S>, size=N, nrcpt=N (queue active)", "removed" and "from=<S>,
// status=expired, returned to sender"; every "to=<R>, ... status=..." line (of smtp, lmtp, local,
// virtual, pipe, error, retry, discard, and the queue manager's own); the lines that tell a
// message's arrival (smtpd and qmqpd "client=", pickup "uid=N from=<S>", cleanup "message-id=");
// the smtp and lmtp clients' "connect to HOST: reason"; the bounce server's notification
// "sender non-delivery notification: ID"; postsuper's "removed". The views point into the line.
#pragma once

#include "core/maillog/SyslogLine.h"

#include <cstdint>
#include <string_view>

namespace qmgrlab {

enum class RecordKind : std::uint8_t {
    Activation,     // qmgr: from=, size=, nrcpt=
    Removal,        // qmgr or postsuper: removed
    Expiry,         // qmgr: status=expired, returned to sender
    Delivery,       // to=..., status=...
    Submission,     // smtpd/qmqpd client=, pickup uid= from=
    CleanupId,      // cleanup message-id=
    ConnectFailure, // smtp/lmtp: connect to HOST: reason
    BounceNotice,   // bounce: sender non-delivery notification: ID
    Ignored,        // a Postfix line the scheduler story does not need
    NotUnderstood,  // a queue manager line, or a to= line, of a form not known
};

struct DeliveryFields {
    std::string_view recipient;
    std::string_view origTo;
    std::string_view relay;
    int connUse = 0;
    bool hasDelays = false;
    std::int64_t delay = 0;
    std::int64_t a = 0, b = 0, c = 0, d = 0;
    std::string_view delaysText; // "a/b/c/d" as logged: the recipients of one request share it
    std::string_view dsn;
    std::string_view status; // the word
    std::string_view reply;  // inside the parentheses, possibly empty
};

struct PostfixRecord {
    RecordKind kind = RecordKind::Ignored;
    std::string_view queueId; // empty for a line without one
    // Activation, Expiry, Submission (pickup):
    std::string_view sender;
    bool hasSender = false;
    std::int64_t size = -1;
    int nrcpt = -1;
    // CleanupId: the message-id; BounceNotice: the notification's new queue ID; ConnectFailure: the
    // host with its address.
    std::string_view value;
    DeliveryFields delivery;
};

// Reads the text of a Postfix line (line.postfix) into out; the kind says what it is.
void parsePostfixRecord(const SyslogLine& line, PostfixRecord& out);

} // namespace qmgrlab
