// SPDX-License-Identifier: GPL-3.0-or-later
// MaillogWriter: the one writer of Postfix mail log lines. Each line is "TIME HOST TAG[PID]: TEXT"
// with the time in a layout of LogTime (RFC 3339 with microseconds by default, as rsyslog writes
// it), the tag syslog_name/program, or syslog_name/service/program for a service whose name is not
// its program's (Debian's master.cf gives relay "-o syslog_name=postfix/$service_name", so relay
// logs as postfix/relay/smtp), and the text in Postfix's own words and field order:
//   pickup:  QID: uid=N from=<S>
//   cleanup: QID: message-id=<ID>
//   qmgr:    QID: from=<S>, size=N, nrcpt=N (queue active) / QID: removed /
//            QID: from=<S>, status=expired, returned to sender
//   agents:  QID: to=<R>, relay=R, delay=T, delays=a/b/c/d, dsn=X.Y.Z, status=S (REPLY)
//            connect to HOST[ADDR]:PORT: REASON
// with the delays rounded as Postfix rounds them (DelayText).
#pragma once

#include "core/maillog/LogTime.h"
#include "core/maillog/MaillogLines.h"

#include <cstdint>
#include <ostream>
#include <string>
#include <string_view>

namespace qmgrlab {

struct MaillogStyle {
    TimeLayout layout = TimeLayout::Rfc3339;
    int offsetMinutes = 0;  // the zone the times are written in
    int fractionDigits = 6; // 0 for whole seconds
    std::string host = "qmgrlab";
    std::string syslogName = "postfix";
};

class MaillogWriter : public MaillogLines {
public:
    MaillogWriter(std::ostream& out, MaillogStyle style);

    void pickup(std::int64_t at, std::string_view queueId, int uid, std::string_view sender) override;
    void cleanup(std::int64_t at, std::string_view queueId, std::string_view messageId) override;
    void activation(std::int64_t at, std::string_view queueId, std::string_view sender, std::int64_t size,
                    int nrcpt) override;
    void removed(std::int64_t at, std::string_view queueId) override;
    void expired(std::int64_t at, std::string_view queueId, std::string_view sender) override;
    void delivery(std::int64_t at, std::string_view queueId, const DeliveryLine& line) override;
    void connectFailure(std::int64_t at, std::string_view service, std::string_view program, int pid,
                        std::string_view host, std::string_view reason) override;

    std::uint64_t lines() const { return lines_; }

    static constexpr int kQueueManagerPid = 1001;
    static constexpr int kPickupPid = 1002;
    static constexpr int kCleanupPid = 1003;
    static constexpr int kRetryPid = 1004; // the retry service's delivery agent (error(8))

private:
    // "TIME HOST TAG[PID]: " into line_.
    void begin(std::int64_t at, std::string_view service, std::string_view program, int pid);
    void end();

    std::ostream& out_;
    MaillogStyle style_;
    std::string line_;
    std::uint64_t lines_ = 0;
};

} // namespace qmgrlab
