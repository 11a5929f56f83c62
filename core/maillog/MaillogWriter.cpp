// SPDX-License-Identifier: GPL-3.0-or-later
// MaillogWriter: Postfix log lines in Postfix's formats, nothing in them a terminal acts on.
#include "core/maillog/MaillogWriter.h"

#include "core/common/Text.h"
#include "core/maillog/DelayText.h"

namespace qmgrlab {

MaillogWriter::MaillogWriter(std::ostream& out, MaillogStyle style) : out_(out), style_(std::move(style)) {}

void MaillogWriter::begin(std::int64_t at, std::string_view service, std::string_view program, int pid) {
    line_ = formatLogTime(at, style_.layout, style_.offsetMinutes, style_.fractionDigits);
    line_ += ' ';
    line_ += style_.host;
    line_ += ' ';
    line_ += style_.syslogName;
    line_ += '/';
    if (!service.empty() && service != program) {
        line_ += service;
        line_ += '/';
    }
    line_ += program;
    line_ += '[';
    line_ += std::to_string(pid);
    line_ += "]: ";
}

void MaillogWriter::end() {
    // A character a terminal would act on (a bidirectional override or a C1 control in a scripted
    // attempt's reply) as '?', as Postfix's logging prints what is not printable.
    if (findUnsafeForMessage(line_))
        line_ = oneLineForMessage(line_);
    line_ += '\n';
    out_.write(line_.data(), static_cast<std::streamsize>(line_.size()));
    ++lines_;
}

void MaillogWriter::pickup(std::int64_t at, std::string_view queueId, int uid, std::string_view sender) {
    begin(at, {}, "pickup", kPickupPid);
    line_.append(queueId);
    line_ += ": uid=" + std::to_string(uid) + " from=<";
    line_.append(sender);
    line_ += '>';
    end();
}

void MaillogWriter::cleanup(std::int64_t at, std::string_view queueId, std::string_view messageId) {
    begin(at, {}, "cleanup", kCleanupPid);
    line_.append(queueId);
    line_ += ": message-id=<";
    line_.append(messageId);
    line_ += '>';
    end();
}

void MaillogWriter::activation(std::int64_t at, std::string_view queueId, std::string_view sender,
                               std::int64_t size, int nrcpt) {
    begin(at, {}, "qmgr", kQueueManagerPid);
    line_.append(queueId);
    line_ += ": from=<";
    line_.append(sender);
    line_ += ">, size=" + std::to_string(size) + ", nrcpt=" + std::to_string(nrcpt) + " (queue active)";
    end();
}

void MaillogWriter::removed(std::int64_t at, std::string_view queueId) {
    begin(at, {}, "qmgr", kQueueManagerPid);
    line_.append(queueId);
    line_ += ": removed";
    end();
}

void MaillogWriter::expired(std::int64_t at, std::string_view queueId, std::string_view sender) {
    begin(at, {}, "qmgr", kQueueManagerPid);
    line_.append(queueId);
    line_ += ": from=<";
    line_.append(sender);
    line_ += ">, status=expired, returned to sender";
    end();
}

void MaillogWriter::delivery(std::int64_t at, std::string_view queueId, const DeliveryLine& line) {
    begin(at, line.service, line.program, line.pid);
    line_.append(queueId);
    line_ += ": to=<";
    line_.append(line.recipient);
    line_ += ">, relay=";
    line_.append(line.relay);
    line_ += ", delay=";
    appendDelay(line_, line.delay);
    line_ += ", delays=";
    appendDelay(line_, line.a);
    line_ += '/';
    appendDelay(line_, line.b);
    line_ += '/';
    appendDelay(line_, line.c);
    line_ += '/';
    appendDelay(line_, line.d);
    line_ += ", dsn=";
    line_.append(line.dsn);
    line_ += ", status=";
    line_.append(line.status);
    line_ += " (";
    line_.append(line.reply);
    line_ += ')';
    end();
}

void MaillogWriter::connectFailure(std::int64_t at, std::string_view service, std::string_view program,
                                   int pid, std::string_view host, std::string_view reason) {
    begin(at, service, program, pid);
    line_ += "connect to ";
    line_.append(host);
    line_ += ": ";
    line_.append(reason);
    end();
}

} // namespace qmgrlab
