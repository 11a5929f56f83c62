// SPDX-License-Identifier: GPL-3.0-or-later
// MaillogSink: where the mail log reader hands what it read, as it reads: each delivery attempt
// the moment its line is read (in log order, with its message as far as it is known then), and
// each message once it is complete (its "removed" line) or the log ends. The reader forgets a
// message after handing it on, so a sink that wants the whole day keeps what it needs.
#pragma once

#include "core/maillog/LoggedMessage.h"

namespace qmgrlab {

class MaillogSink {
public:
    virtual ~MaillogSink() = default;
    // The attempt is message.attempts.back().
    virtual void attempt(const LoggedMessage& /*message*/, const LoggedAttempt& /*attempt*/) {}
    // A message is done: removed, or still in the queue where the log ends (removed < 0).
    virtual void message(const LoggedMessage& /*message*/) {}
};

} // namespace qmgrlab
