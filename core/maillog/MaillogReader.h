// SPDX-License-Identifier: GPL-3.0-or-later
// MaillogReader: reads Postfix mail logs into LoggedMessages, streaming: one pass, line by line,
// memory for the messages in flight only (a message is handed to the sinks and forgotten once its
// "removed" line is read). Several files are joined in time order by their first time stamps,
// whatever order they are given in (mail.log.2.gz mail.log.1 mail.log); rotated year-less logs
// are ordered around the year's end by the largest gap between their first stamps.
//
// Times: a layout with a zone (RFC 3339) is read as UTC; a layout without one keeps its local
// time as if it were UTC. A syslog stamp without a year takes MaillogOptions::year for the first
// line (default: the year of the lines before it, if they had one, else this year, or last year
// when that would put the first line in the future), and
// each following line the year that puts it nearest the line before, so a log that runs over New
// Year goes on in the next year. In a zone-less log the offset from UTC is estimated from the
// first message with a long queue ID (to the quarter hour), so that the IDs' times can be used.
//
// Every line is counted by what it was used for (MaillogReport::lines); nothing is dropped
// silently. What goes wrong (a file that cannot be read, a truncated .gz, binary data, lines out
// of order, a line of a known kind in an unknown form, a log without any queue manager line) is
// reported once per kind and file with its first place, the rule and the count, and reading goes
// on with what can be read.
#pragma once

#include "core/common/RuleText.h"
#include "core/maillog/LogTime.h"
#include "core/maillog/LoggedMessage.h"
#include "core/maillog/MaillogSink.h"

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

namespace qmgrlab {

class LogSource;
struct SyslogLine;
struct PostfixRecord;

// A reader on a worker thread, watched and stopped from another: every kProgressLines lines the
// reader stores the bytes it has read so far over all files (as stored on disk: compressed bytes
// for a .gz), and stops reading there once stop is set (the sinks get what was read).
struct MaillogProgress {
    static constexpr std::uint64_t kProgressLines = 4096;
    std::atomic<std::uint64_t> bytesRead{0};
    std::atomic<bool> stop{false};
};

struct MaillogOptions {
    // The year of the log's first line when its layout has none.
    std::optional<int> year;
    // Now, in microseconds since 1970 (for the default year); 0: the system clock.
    std::int64_t now = 0;
    MaillogProgress* progress = nullptr; // none: not watched
};

// What a line was used for.
enum class LineUse : std::uint8_t {
    Activation,     // qmgr from= ... (queue active)
    Removal,        // removed
    Expiry,         // status=expired
    Delivery,       // to= ... status=
    Submission,     // smtpd/qmqpd client=, pickup uid= from=
    CleanupId,      // cleanup message-id=
    ConnectFailure, // connect to ...: reason
    BounceNotice,   // a bounce server's notification
    Ignored,        // a Postfix line the scheduler story does not need (by program)
    OtherProgram,   // not Postfix (amavis, dovecot, ...; by program)
    NotUnderstood,  // a queue manager or to= line in a form not known (by program)
    JournalMarker,  // journalctl's "-- Boot ... --", "-- Journal begins at ... --", "-- No entries --"
    NotSyslog,      // no time stamp, host and tag
    Binary,         // control characters: not text
};

std::string_view lineUseName(LineUse use);

struct LineTally {
    std::uint64_t count = 0;
    LogPlace first;
};

struct MaillogFile {
    std::string path;
    bool compressed = false;
    bool readable = false;
    std::optional<TimeLayout> layout; // of its first stamped line
    std::uint64_t lines = 0;
    std::int64_t firstTime = 0; // of its first and last stamped lines
    std::int64_t lastTime = 0;
};

struct MaillogProblem {
    LogPlace place;
    bool hasPlace = false; // false for a problem of the whole file or log
    RuleText rule;
    std::uint64_t count = 1; // lines of this kind, for problems that repeat
};

struct MaillogReport {
    // In reading (time) order, then the files that could not be opened; LogPlace::file indexes it.
    std::vector<MaillogFile> files;
    // Lines by use and program ("" where no program applies).
    std::map<std::pair<LineUse, std::string>, LineTally> lines;
    std::vector<MaillogProblem> problems;
    std::vector<RuleText> notes; // what the reader assumed (the year, an estimated UTC offset)
    std::uint64_t totalLines = 0;
    std::uint64_t outOfOrderLines = 0;
    bool anyTime = false;
    std::int64_t firstTime = 0; // the earliest and latest stamped lines
    std::int64_t lastTime = 0;
    std::optional<int> utcOffsetMinutes; // estimated for a zone-less log
    // When every stamp has a zone (the times are UTC): the offset of the first one, in which the
    // log's times are written for people (formatLogClock).
    std::optional<int> zoneOffsetMinutes;

    // The problem as its message says it: "FILE: line N: " before the rule where it has a place,
    // and the count of its lines after it where there are several.
    RuleText message(const MaillogProblem& problem) const;
};

class MaillogReader {
public:
    explicit MaillogReader(MaillogOptions options = {});
    ~MaillogReader();
    MaillogReader(const MaillogReader&) = delete;
    MaillogReader& operator=(const MaillogReader&) = delete;

    // Reads the files ("-" is standard input) and hands messages and attempts to the sinks;
    // with options' progress, reports the bytes read and stops early when asked.
    void read(const std::vector<std::string>& paths, const std::vector<MaillogSink*>& sinks);

    const MaillogReport& report() const { return report_; }
    // Messages in flight right now (the memory the reader holds).
    std::size_t messagesInFlight() const { return messages_.size(); }

private:
    struct ProblemKey {
        int kind;
        std::uint32_t file;
        std::string detail;
        bool operator<(const ProblemKey& other) const {
            return std::tie(kind, file, detail) < std::tie(other.kind, other.file, other.detail);
        }
    };

    void orderFiles(std::vector<std::unique_ptr<LogSource>>& sources);
    void readSource(LogSource& source, std::uint32_t file);
    void readLine(std::string_view text, LogPlace place, bool cut);
    std::int64_t lineTime(const LogTime& time);
    void record(const SyslogLine& line, const PostfixRecord& record, std::int64_t at, LogPlace place);
    LoggedMessage& messageFor(std::string_view instance, std::string_view queueId, std::int64_t at,
                              LogPlace place);
    LoggedMessage* findMessage(std::string_view instance, std::string_view queueId);
    // The message's arrival as far as its lines tell it (findArrival), and whether it was queued
    // before the log starts.
    void settleArrival(LoggedMessage& message);
    void findArrival(LoggedMessage& message);
    void handOn(const std::string& key);
    void tally(LineUse use, std::string_view program, LogPlace place);
    // A problem counted once per kind (and file and detail); the first one keeps its place and rule.
    MaillogProblem& problem(int kind, std::uint32_t file, std::string_view detail, LogPlace place,
                            bool hasPlace, const RuleText& rule);
    std::string keyOf(std::string_view instance, std::string_view queueId) const;

    MaillogOptions options_;
    std::uint64_t storedBytesBefore_ = 0; // of the files read before the current one
    MaillogReport report_;
    std::vector<MaillogSink*> sinks_;
    std::unordered_map<std::string, std::unique_ptr<LoggedMessage>> messages_;
    std::unordered_map<std::string, std::string> byQueueId_; // queue ID -> key of its latest message
    // "connect to" lines of a delivery agent (tag and pid) since its last to= line.
    std::unordered_map<std::string, int> connectFailures_;
    std::map<ProblemKey, std::size_t> problemIndex_;
    std::unordered_map<std::string, LineTally> tallies_; // by use (first byte) and program
    std::string tallyKey_;
    // The year of year-less stamps.
    bool yearKnown_ = false;
    int year_ = 0;
    bool lastKnown_ = false;
    std::int64_t lastTime_ = 0;
    std::uint32_t currentFile_ = 0;
    std::uint64_t queueManagerLines_ = 0;
    // The queue manager's lines that name no message (no queue ID as Postfix writes them), and
    // the first of them.
    std::uint64_t otherQueueManagerLines_ = 0;
    LogPlace firstOtherQueueManager_;
    std::string firstOtherQueueManagerText_;
    bool anyZoneless_ = false;
    std::string key_; // reused for map look-ups
};

} // namespace qmgrlab
