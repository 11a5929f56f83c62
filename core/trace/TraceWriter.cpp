// SPDX-License-Identifier: GPL-3.0-or-later
// TraceWriter: JSON Lines output of trace events, written straight into one reused line buffer
// (the trace of a 1,000,000-recipient run is hundreds of thousands of lines: no JSON document
// per value, no string per number).
#include "core/trace/TraceWriter.h"

#include "core/common/Text.h"

#include <algorithm>
#include <charconv>

namespace qmgrlab {

namespace {

// A JSON string as nlohmann::json's dump() writes it (the reference the traces were made with):
// '"' and '\\' escaped, the control characters below 0x20 as \b \f \n \r \t or \u00xx,
// everything else (UTF-8 included) as it is, except what dump() leaves that a terminal acts on
// (DEL, C1 controls, bidirectional controls, ...: escapeUnsafeInJson).
void appendJsonString(std::string& out, std::string_view value) {
    out += '"';
    // The runs of characters written as they are go in whole (names seldom need escaping).
    const auto plain = [](char c) {
        return c != '"' && c != '\\' && static_cast<unsigned char>(c) >= 0x20 &&
               static_cast<unsigned char>(c) < 0x7F;
    };
    while (!value.empty()) {
        const auto special = std::find_if_not(value.begin(), value.end(), plain);
        out.append(value.begin(), special);
        value.remove_prefix(static_cast<std::size_t>(special - value.begin()));
        if (value.empty())
            break;
        if (static_cast<unsigned char>(value.front()) >= 0x7F) { // DEL and UTF-8: up to the next ASCII
            const auto ascii = std::find_if(value.begin() + 1, value.end(),
                                            [](char c) { return static_cast<unsigned char>(c) < 0x80; });
            out += escapeUnsafeInJson(value.substr(0, static_cast<std::size_t>(ascii - value.begin())));
            value.remove_prefix(static_cast<std::size_t>(ascii - value.begin()));
            continue;
        }
        const char c = value.front();
        value.remove_prefix(1);
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else {
            switch (c) {
            case '\b':
                out += "\\b";
                break;
            case '\f':
                out += "\\f";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\r':
                out += "\\r";
                break;
            case '\t':
                out += "\\t";
                break;
            default: {
                constexpr char kHex[] = "0123456789abcdef";
                out += "\\u00";
                out += kHex[u >> 4];
                out += kHex[u & 0xF];
            }
            }
        }
    }
    out += '"';
}

void appendInteger(std::string& out, std::int64_t value) {
    char buffer[24];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    out.append(buffer, end);
}

void addString(std::string& out, const char* key, std::string_view value) {
    out += ",\"";
    out += key;
    out += "\":";
    appendJsonString(out, value);
}

void addNumber(std::string& out, const char* key, std::int64_t value) {
    out += ",\"";
    out += key;
    out += "\":";
    appendInteger(out, value);
}

} // namespace

std::string TraceWriter::format(const TraceEvent& e, const Configuration& config, const NameTable& names) {
    std::string out;
    appendTo(out, e, config, names);
    return out;
}

void TraceWriter::appendTo(std::string& out, const TraceEvent& e, const Configuration& config,
                           const NameTable& names) {
    out += "{\"t\":";
    appendInteger(out, e.t);
    out += ",\"ev\":\"";
    out += eventTypeName(e.type);
    out += '"';
    auto transport = [&] { addString(out, "transport", config.transports()[e.transport].name); };
    auto msg = [&](const char* key, int index) { addString(out, key, config.message(index).id); };
    auto dest = [&] { addString(out, "dest", names.name(e.dest)); };
    switch (e.type) {
    case EventType::Arrive:
        msg("msg", e.message);
        break;
    case EventType::Activate:
        msg("msg", e.message);
        if (e.fromDeferred)
            addString(out, "from", "deferred");
        break;
    case EventType::Preempt:
        transport();
        msg("msg", e.message);
        msg("victim", e.victim);
        addNumber(out, "level", e.level);
        break;
    case EventType::Select:
        addNumber(out, "seq", e.seq);
        transport();
        msg("msg", e.message);
        dest();
        addNumber(out, "rcpts", e.rcpts);
        break;
    case EventType::Blocker:
        transport();
        msg("msg", e.message);
        break;
    case EventType::Unblock:
        transport();
        break;
    case EventType::Done:
        addNumber(out, "seq", e.seq);
        if (e.partial()) {
            addString(out, "status", "partial");
            addNumber(out, "sent", e.sentCount);
            addNumber(out, "deferred", e.deferredCount);
            addNumber(out, "bounced", e.bouncedCount);
        } else {
            addString(out, "status", e.sent ? "sent" : "deferred");
        }
        break;
    case EventType::Window:
        transport();
        dest();
        addNumber(out, "window", e.window);
        break;
    case EventType::Dead:
    case EventType::Alive:
    case EventType::Suspend:
    case EventType::Resume:
        transport();
        dest();
        break;
    case EventType::XDead:
    case EventType::XAlive:
    case EventType::Alloc:
        transport();
        break;
    case EventType::DeferMsg:
        msg("msg", e.message);
        addNumber(out, "until", e.untilMs);
        break;
    case EventType::Expire:
        msg("msg", e.message);
        addNumber(out, "rcpts", e.rcpts);
        break;
    case EventType::Scan:
        addString(out, "queue", "deferred");
        addNumber(out, "msgs", e.rcpts);
        break;
    case EventType::Defer:
        transport();
        msg("msg", e.message);
        dest();
        addNumber(out, "rcpts", e.rcpts);
        break;
    case EventType::Finish:
        msg("msg", e.message);
        addNumber(out, "sent", e.sentCount);
        addNumber(out, "deferred", e.deferredCount);
        if (e.bouncedCount > 0)
            addNumber(out, "bounced", e.bouncedCount);
        break;
    case EventType::End:
        addNumber(out, "sent", e.sentCount);
        addNumber(out, "deferred", e.deferredCount);
        if (e.bouncedCount > 0)
            addNumber(out, "bounced", e.bouncedCount);
        break;
    }
    out += '}';
}

void TraceWriter::record(const TraceEvent& event) {
    line_.clear();
    appendTo(line_, event, config_, names_);
    line_ += '\n';
    out_.write(line_.data(), static_cast<std::streamsize>(line_.size()));
}

} // namespace qmgrlab
