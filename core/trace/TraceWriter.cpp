// SPDX-License-Identifier: GPL-3.0-or-later
// TraceWriter: JSON Lines output of trace events.
#include "core/trace/TraceWriter.h"

#include <nlohmann/json.hpp>

namespace qmgrlab {

namespace {

void addString(std::string& out, const char* key, const std::string& value) {
    out += ",\"";
    out += key;
    out += "\":";
    out += nlohmann::json(value).dump();
}

void addNumber(std::string& out, const char* key, std::int64_t value) {
    out += ",\"";
    out += key;
    out += "\":";
    out += std::to_string(value);
}

} // namespace

std::string TraceWriter::format(const TraceEvent& e, const Configuration& config, const NameTable& names) {
    std::string out =
        "{\"t\":" + std::to_string(e.t) + ",\"ev\":\"" + std::string(eventTypeName(e.type)) + "\"";
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
    return out;
}

void TraceWriter::record(const TraceEvent& event) {
    out_ << format(event, config_, names_) << '\n';
}

} // namespace qmgrlab
