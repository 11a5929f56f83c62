// SPDX-License-Identifier: GPL-3.0-or-later
// PostfixRecord: the forms of Postfix log messages the replay reads.
#include "core/maillog/PostfixRecord.h"

#include "core/common/Text.h"
#include "core/maillog/DelayText.h"
#include "core/maillog/QueueId.h"

namespace qmgrlab {

namespace {

bool startsWith(std::string_view text, std::string_view prefix) {
    return text.substr(0, prefix.size()) == prefix;
}

bool isQueueManager(std::string_view program) {
    return program == "qmgr" || program == "nqmgr" || program == "oqmgr";
}

std::optional<std::int64_t> number(std::string_view text) {
    const std::optional<std::int64_t> value = parseSaturatingDigits(text);
    if (!value || *value > kIntMax * 1024)
        return std::nullopt;
    return value;
}

// "<address>" starting at text[pos]: the address, and pos moved past '>'. The address ends at the
// first '>' followed by end or ", " (an address may itself hold '>' inside quotes).
bool angleAddress(std::string_view text, std::size_t& pos, std::string_view& address) {
    if (pos >= text.size() || text[pos] != '<')
        return false;
    std::size_t close = text.find('>', pos + 1);
    while (close != std::string_view::npos && close + 1 < text.size() && text.substr(close + 1, 2) != ", " &&
           text[close + 1] != ' ')
        close = text.find('>', close + 1);
    if (close == std::string_view::npos)
        return false;
    address = text.substr(pos + 1, close - pos - 1);
    pos = close + 1;
    return true;
}

bool parseDelays(std::string_view text, DeliveryFields& out) {
    std::int64_t* parts[] = {&out.a, &out.b, &out.c, &out.d};
    std::size_t start = 0;
    for (int i = 0; i < 4; ++i) {
        const std::size_t slash = i < 3 ? text.find('/', start) : text.size();
        if (slash == std::string_view::npos)
            return false;
        const std::optional<std::int64_t> value = parseDelay(text.substr(start, slash - start));
        if (!value)
            return false;
        *parts[i] = *value;
        start = slash + 1;
    }
    return start == text.size() + 1;
}

// "to=<R>, key=value, ..., status=WORD (reply)".
bool parseDelivery(std::string_view text, DeliveryFields& out) {
    if (!startsWith(text, "to="))
        return false;
    std::size_t pos = 3;
    if (!angleAddress(text, pos, out.recipient))
        return false;
    bool relay = false;
    bool delay = false;
    while (pos < text.size()) {
        if (text.substr(pos, 2) != ", ")
            return false;
        pos += 2;
        const std::size_t equals = text.find('=', pos);
        if (equals == std::string_view::npos)
            return false;
        const std::string_view key = text.substr(pos, equals - pos);
        pos = equals + 1;
        if (key == "status") {
            const std::size_t blank = text.find(' ', pos);
            out.status = text.substr(pos, blank - pos);
            if (blank != std::string_view::npos && text.substr(blank, 2) == " (") {
                std::string_view reply = text.substr(blank + 2);
                if (!reply.empty() && reply.back() == ')')
                    reply.remove_suffix(1);
                out.reply = reply;
            }
            return relay && !out.status.empty() && (delay || out.hasDelays);
        }
        std::string_view value;
        if (key == "orig_to") {
            if (!angleAddress(text, pos, out.origTo))
                return false;
            continue;
        }
        const std::size_t end = text.find(", ", pos);
        value = text.substr(pos, end - pos);
        pos = end == std::string_view::npos ? text.size() : end;
        if (key == "relay") {
            out.relay = value;
            relay = true;
        } else if (key == "conn_use") {
            const auto uses = number(value);
            if (!uses)
                return false;
            out.connUse = static_cast<int>(*uses);
        } else if (key == "delay") {
            const auto total = parseDelay(value);
            if (!total)
                return false;
            out.delay = *total;
            delay = true;
        } else if (key == "delays") {
            if (!parseDelays(value, out))
                return false;
            out.hasDelays = true;
            out.delaysText = value;
        } else if (key == "dsn") {
            out.dsn = value;
        }
        // Other keys (tls=, and what later versions add) are passed over.
    }
    return false;
}

// "from=<S>, size=N, nrcpt=N (queue NAME)" or "from=<S>, status=expired, returned to sender".
RecordKind parseFrom(std::string_view text, PostfixRecord& out) {
    std::size_t pos = 5;
    if (!angleAddress(text, pos, out.sender))
        return RecordKind::NotUnderstood;
    out.hasSender = true;
    const std::string_view rest = text.substr(pos);
    if (rest == ", status=expired, returned to sender")
        return RecordKind::Expiry;
    if (!startsWith(rest, ", size="))
        return RecordKind::NotUnderstood;
    const std::size_t sizeEnd = rest.find(", nrcpt=");
    if (sizeEnd == std::string_view::npos)
        return RecordKind::NotUnderstood;
    const auto size = number(rest.substr(7, sizeEnd - 7));
    std::size_t countEnd = rest.find(' ', sizeEnd + 8);
    const auto count = number(rest.substr(sizeEnd + 8, countEnd - (sizeEnd + 8)));
    if (!size || !count || *count > kIntMax)
        return RecordKind::NotUnderstood;
    out.size = *size;
    out.nrcpt = static_cast<int>(*count);
    return RecordKind::Activation;
}

RecordKind classify(const SyslogLine& line, PostfixRecord& out) {
    std::string_view text = line.text;
    const std::string_view program = line.program;
    const std::size_t colon = text.find(": ");
    if (colon == std::string_view::npos || !looksLikeQueueId(text.substr(0, colon))) {
        if ((program == "smtp" || program == "lmtp") && startsWith(text, "connect to ")) {
            const std::string_view host = text.substr(11);
            out.value = host.substr(0, host.find(": "));
            return RecordKind::ConnectFailure;
        }
        return RecordKind::Ignored;
    }
    out.queueId = text.substr(0, colon);
    text = text.substr(colon + 2);
    if (startsWith(text, "to=<")) {
        return parseDelivery(text, out.delivery) ? RecordKind::Delivery : RecordKind::NotUnderstood;
    }
    if (isQueueManager(program)) {
        if (text == "removed")
            return RecordKind::Removal;
        if (startsWith(text, "from=<"))
            return parseFrom(text, out);
        if (startsWith(text, "skipped, still being delivered"))
            return RecordKind::Ignored;
        return RecordKind::NotUnderstood;
    }
    if (program == "postsuper" && text == "removed")
        return RecordKind::Removal;
    if ((program == "smtpd" || program == "qmqpd") && startsWith(text, "client="))
        return RecordKind::Submission;
    if (program == "pickup" && startsWith(text, "uid=")) {
        const std::size_t from = text.find(" from=<");
        if (from != std::string_view::npos) {
            std::size_t pos = from + 6;
            if (angleAddress(text, pos, out.sender))
                out.hasSender = true;
        }
        return RecordKind::Submission;
    }
    if (program == "cleanup" && startsWith(text, "message-id=")) {
        std::string_view id = text.substr(11);
        if (id.size() >= 2 && id.front() == '<' && id.back() == '>')
            id = id.substr(1, id.size() - 2);
        out.value = id;
        return RecordKind::CleanupId;
    }
    if (program == "bounce" && text.find(" notification: ") != std::string_view::npos) {
        out.value = text.substr(text.rfind(": ") + 2);
        return RecordKind::BounceNotice;
    }
    return RecordKind::Ignored;
}

} // namespace

void parsePostfixRecord(const SyslogLine& line, PostfixRecord& out) {
    out = PostfixRecord{};
    out.kind = classify(line, out);
}

} // namespace qmgrlab
