// SPDX-License-Identifier: GPL-3.0-or-later
// SyslogLine: one mail log line taken apart: the time stamp (LogTime), the host, and the tag
// "NAME[PID]:" before the message text. A Postfix tag is its syslog_name and program,
// "postfix/qmgr", with the master.cf service between them when syslog_name names it
// ("postfix/submission/smtpd", "postfix/amavis/smtp"); a second instance has its own syslog_name
// ("postfix-out/qmgr"). Some syslog set-ups leave out the host; such lines are read too.
#pragma once

#include "core/maillog/LogTime.h"

#include <string_view>

namespace qmgrlab {

struct SyslogLine {
    LogTime time;
    std::string_view host;
    std::string_view tag;      // NAME without [PID]
    std::string_view instance; // a Postfix tag's first part ("postfix", "postfix-out"), else empty
    std::string_view service;  // a Postfix tag's middle part, else its program
    std::string_view program;  // a Postfix tag's last part ("qmgr", "smtp"), else the whole tag
    bool postfix = false;      // the program is one of Postfix's
    int pid = 0;               // 0 when the tag has none
    std::string_view text;     // the message after "NAME[PID]: "
};

// Takes line apart into out (which then points into line); false when the line does not start
// with a time stamp, a host and a tag.
bool splitSyslogLine(std::string_view line, SyslogLine& out);

// Whether name is one of the programs of Postfix's daemon directory and commands.
bool isPostfixProgram(std::string_view name);

} // namespace qmgrlab
