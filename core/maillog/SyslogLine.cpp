// SPDX-License-Identifier: GPL-3.0-or-later
// SyslogLine: the time stamp, host and tag of a log line.
#include "core/maillog/SyslogLine.h"

#include <array>

namespace qmgrlab {

namespace {

constexpr std::array<std::string_view, 40> kPostfixPrograms = {
    "anvil",    "bounce",    "cleanup",   "discard",        "dnsblog",   "error",    "flush",     "lmtp",
    "local",    "master",    "nqmgr",     "oqmgr",          "pickup",    "pipe",     "postalias", "postcat",
    "postconf", "postdrop",  "postfix",   "postfix-script", "postkick",  "postlock", "postlog",   "postlogd",
    "postmap",  "postmulti", "postqueue", "postscreen",     "postsuper", "proxymap", "qmgr",      "qmqpd",
    "retry",    "scache",    "sendmail",  "showq",          "smtp",      "smtpd",    "spawn",     "tlsmgr",
};
constexpr std::array<std::string_view, 4> kMorePostfixPrograms = {"tlsproxy", "trivial-rewrite", "verify",
                                                                  "virtual"};

bool tagCharacter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '/' ||
           c == '-' || c == '_' || c == '.';
}

// "NAME[PID]:" or "NAME:" at the start of text: its length up to and including ':', or 0.
std::size_t tagLength(std::string_view text, std::string_view& name, int& pid) {
    std::size_t i = 0;
    while (i < text.size() && tagCharacter(text[i]))
        ++i;
    if (i == 0 || i == text.size())
        return 0;
    name = text.substr(0, i);
    pid = 0;
    if (text[i] == '[') {
        std::size_t j = i + 1;
        long long value = 0;
        while (j < text.size() && text[j] >= '0' && text[j] <= '9' && j - i <= 10) {
            value = value * 10 + (text[j] - '0');
            ++j;
        }
        if (j == i + 1 || j + 1 >= text.size() || text[j] != ']' || text[j + 1] != ':')
            return 0;
        pid = static_cast<int>(value);
        return j + 2;
    }
    return text[i] == ':' ? i + 1 : 0;
}

} // namespace

bool isPostfixProgram(std::string_view name) {
    for (const std::string_view known : kPostfixPrograms)
        if (known == name)
            return true;
    for (const std::string_view known : kMorePostfixPrograms)
        if (known == name)
            return true;
    return false;
}

bool splitSyslogLine(std::string_view line, SyslogLine& out) {
    const std::optional<LogTime> time = parseLogTime(line);
    if (!time || time->length >= line.size() || line[time->length] != ' ')
        return false;
    out.time = *time;
    std::size_t pos = time->length;
    while (pos < line.size() && line[pos] == ' ')
        ++pos;
    std::string_view rest = line.substr(pos);
    std::string_view name;
    int pid = 0;
    std::size_t taken = tagLength(rest, name, pid);
    out.host = {};
    if (taken == 0) { // a host first
        const std::size_t blank = rest.find(' ');
        if (blank == std::string_view::npos || blank == 0)
            return false;
        out.host = rest.substr(0, blank);
        rest = rest.substr(blank + 1);
        taken = tagLength(rest, name, pid);
        if (taken == 0)
            return false;
    }
    out.tag = name;
    out.pid = pid;
    out.text = rest.substr(taken);
    if (!out.text.empty() && out.text.front() == ' ')
        out.text.remove_prefix(1);

    const std::size_t lastSlash = name.rfind('/');
    out.program = lastSlash == std::string_view::npos ? name : name.substr(lastSlash + 1);
    out.postfix = isPostfixProgram(out.program) && (lastSlash != std::string_view::npos || name == "postfix");
    out.instance = {};
    out.service = out.program;
    if (out.postfix && lastSlash != std::string_view::npos) {
        const std::size_t firstSlash = name.find('/');
        out.instance = name.substr(0, firstSlash);
        if (firstSlash != lastSlash)
            out.service = name.substr(firstSlash + 1, lastSlash - firstSlash - 1);
    }
    return true;
}

} // namespace qmgrlab
