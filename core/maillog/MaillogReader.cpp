// SPDX-License-Identifier: GPL-3.0-or-later
// MaillogReader: Postfix mail logs into LoggedMessages, one line at a time.
#include "core/maillog/MaillogReader.h"

#include "core/common/Text.h"
#include "core/common/TranslatableText.h"
#include "core/maillog/LogSource.h"
#include "core/maillog/LogTime.h"
#include "core/maillog/PostfixRecord.h"
#include "core/maillog/QueueId.h"
#include "core/maillog/SyslogLine.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>

namespace qmgrlab {

namespace {

constexpr std::int64_t kDay = 86'400 * kMicrosPerSecond;
constexpr std::size_t kMaxProgramName = 40;

enum ProblemKind : int {
    CannotOpen,
    IsDirectory,
    Truncated,
    Damaged,
    ReadFailed,
    BinaryData,
    NotSyslog,
    NoStamp,
    OutOfOrder,
    UnknownForm,
    LineCut,
    NoQueueManager,
    QueueIdReused,
    EmptyFile,
};

bool startsWith(std::string_view text, std::string_view prefix) {
    return text.substr(0, prefix.size()) == prefix;
}

bool containsNoCase(std::string_view text, std::string_view word) {
    if (word.size() > text.size())
        return false;
    for (std::size_t i = 0; i + word.size() <= text.size(); ++i)
        if (equalsNoCase(text.substr(i, word.size()), word))
            return true;
    return false;
}

// Control characters other than TAB: no text. (A loop without an early exit, which compilers turn
// into vector instructions: every line passes here.)
bool binary(std::string_view text) {
    unsigned bad = 0;
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        bad |= static_cast<unsigned>((u < 0x20 && u != '\t') || u == 0x7f);
    }
    return bad != 0;
}

std::string seconds(std::int64_t micros) {
    const std::int64_t tenths = (micros + kMicrosPerSecond / 20) / (kMicrosPerSecond / 10);
    std::string text = std::to_string(tenths / 10);
    if (tenths % 10 != 0)
        text += "." + std::to_string(tenths % 10);
    return text;
}

// A time as the line's own stamp writes it: with its zone's offset, or local without one.
std::string clock(std::int64_t micros, const LogTime& stamp) {
    const bool zoned = stamp.layout == TimeLayout::Rfc3339 && stamp.hasZone;
    return formatLogClock(micros, zoned, zoned ? std::optional<int>(stamp.offsetMinutes) : std::nullopt, 6);
}

std::string offsetText(int minutes) {
    const int absolute = std::abs(minutes);
    char text[16];
    std::snprintf(text, sizeof text, "%c%02d:%02d", minutes < 0 ? '-' : '+', absolute / 60, absolute % 60);
    return text;
}

bool siteLevel(const LoggedAttempt& attempt) {
    if (attempt.status == DeliveryStatus::Sent)
        return false;
    const std::string_view reply = attempt.reply;
    return attempt.relay == "none" || startsWith(reply, "connect to ") ||
           startsWith(reply, "lost connection with ") || startsWith(reply, "conversation with ") ||
           reply.find("refused to talk to me") != std::string_view::npos ||
           startsWith(reply, "delivery temporarily suspended") ||
           startsWith(reply, "Host or domain name not found");
}

bool greylisting(std::string_view reply) {
    return containsNoCase(reply, "greylist") || containsNoCase(reply, "graylist") ||
           containsNoCase(reply, "grey-list") || containsNoCase(reply, "gray-list");
}

DeliveryStatus statusOf(std::string_view word) {
    if (word == "sent")
        return DeliveryStatus::Sent;
    if (word == "deferred")
        return DeliveryStatus::Deferred;
    if (word == "bounced")
        return DeliveryStatus::Bounced;
    return DeliveryStatus::Other;
}

// The queue ID a reply reports after "queued as ", if any.
std::string_view queuedAs(std::string_view reply) {
    const std::size_t at = reply.rfind("queued as ");
    if (at == std::string_view::npos)
        return {};
    std::string_view id = reply.substr(at + 10);
    std::size_t length = 0;
    while (length < id.size() &&
           ((id[length] >= '0' && id[length] <= '9') || (id[length] >= 'A' && id[length] <= 'Z') ||
            (id[length] >= 'a' && id[length] <= 'z')))
        ++length;
    return id.substr(0, length);
}

std::int64_t systemNow() {
    return std::chrono::duration_cast<std::chrono::microseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

} // namespace

std::string_view lineUseName(LineUse use) {
    switch (use) {
    case LineUse::Activation:
        return "queue manager: message activated (from=, size=, nrcpt=)";
    case LineUse::Removal:
        return "message removed";
    case LineUse::Expiry:
        return "queue manager: message expired";
    case LineUse::Delivery:
        return "delivery attempt (to=, status=)";
    case LineUse::Submission:
        return "arrival (smtpd/qmqpd client=, pickup uid= from=)";
    case LineUse::CleanupId:
        return "arrival (cleanup message-id=)";
    case LineUse::ConnectFailure:
        return "connection failure (connect to)";
    case LineUse::BounceNotice:
        return "bounce notification";
    case LineUse::Ignored:
        return "Postfix, not needed";
    case LineUse::OtherProgram:
        return "not Postfix";
    case LineUse::NotUnderstood:
        return "not understood";
    case LineUse::JournalMarker:
        return "journalctl marker (-- ... --)";
    case LineUse::NotSyslog:
        return "not a syslog line";
    case LineUse::Binary:
        return "binary data";
    }
    return "";
}

RuleText MaillogReport::message(const MaillogProblem& problem) const {
    RuleText text = problem.rule;
    if (problem.hasPlace && problem.place.file < files.size())
        text = RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "%1: line %2: %3"),
                        files[problem.place.file].path, problem.place.line, std::move(text));
    if (problem.count > 1)
        text = RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "%1 (lines of this kind: %2)"), std::move(text),
                        problem.count);
    return text;
}

MaillogReader::MaillogReader(MaillogOptions options) : options_(options) {
    if (options_.now == 0)
        options_.now = systemNow();
}

MaillogReader::~MaillogReader() = default;

std::string MaillogReader::keyOf(std::string_view instance, std::string_view queueId) const {
    std::string key;
    key.reserve(instance.size() + queueId.size() + 1);
    key.append(instance);
    key += '/';
    key.append(queueId);
    return key;
}

void MaillogReader::tally(LineUse use, std::string_view program, LogPlace place) {
    // Counted under a key reused from line to line; the report's map is filled at the end.
    tallyKey_.assign(1, static_cast<char>(use));
    tallyKey_.append(program.substr(0, kMaxProgramName));
    auto found = tallies_.find(tallyKey_);
    if (found == tallies_.end())
        found = tallies_.emplace(tallyKey_, LineTally{0, place}).first;
    ++found->second.count;
}

MaillogProblem& MaillogReader::problem(int kind, std::uint32_t file, std::string_view detail, LogPlace place,
                                       bool hasPlace, const RuleText& rule) {
    const ProblemKey key{kind, file, std::string(detail)};
    const auto found = problemIndex_.find(key);
    if (found != problemIndex_.end()) {
        MaillogProblem& existing = report_.problems[found->second];
        ++existing.count;
        return existing;
    }
    problemIndex_.emplace(key, report_.problems.size());
    report_.problems.push_back({place, hasPlace, rule, 1});
    return report_.problems.back();
}

void MaillogReader::read(const std::vector<std::string>& paths, const std::vector<MaillogSink*>& sinks) {
    sinks_ = sinks;
    std::vector<std::unique_ptr<LogSource>> sources;
    std::vector<std::unique_ptr<LogSource>> unreadable;
    for (const std::string& path : paths) {
        auto source = std::make_unique<LogSource>(path);
        (source->open() ? sources : unreadable).push_back(std::move(source));
    }
    orderFiles(sources);
    for (auto& source : sources) {
        if (options_.progress != nullptr && options_.progress->stop.load(std::memory_order_relaxed))
            break;
        MaillogFile file;
        file.path = source->path();
        file.readable = true;
        report_.files.push_back(file);
        const auto index = static_cast<std::uint32_t>(report_.files.size() - 1);
        readSource(*source, index);
        if (report_.files[index].lines == 0 && source->failure() == LogSource::Failure::None)
            problem(EmptyFile, index, {}, {}, false,
                    RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "%1: is empty: it has no line to read"),
                             source->path()));
        source.reset(); // closes it
    }
    for (const auto& source : unreadable) {
        MaillogFile file;
        file.path = source->path();
        report_.files.push_back(file);
        const auto index = static_cast<std::uint32_t>(report_.files.size() - 1);
        if (source->failure() == LogSource::Failure::Directory)
            problem(IsDirectory, index, {}, {}, false,
                    RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "%1: is a directory, not a log file"),
                             source->path()));
        else
            problem(CannotOpen, index, {}, {}, false,
                    RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "%1: cannot be read: %2"), source->path(),
                             source->failureDetail()));
    }

    // Whatever is still in the queue where the log ends, oldest first.
    std::vector<std::pair<std::pair<std::int64_t, std::uint64_t>, std::string>> left;
    for (const auto& [key, message] : messages_)
        left.push_back(
            {{message->firstSeen, message->firstPlace.file * (1ULL << 40) + message->firstPlace.line}, key});
    std::sort(left.begin(), left.end());
    for (const auto& entry : left)
        handOn(entry.second);

    for (const auto& [key, tally] : tallies_)
        report_.lines[{static_cast<LineUse>(key[0]), key.substr(1)}] = tally;
    tallies_.clear();
    if (queueManagerLines_ == 0 && otherQueueManagerLines_ > 0)
        problem(NoQueueManager, firstOtherQueueManager_.file, {}, firstOtherQueueManager_, true,
                RuleText(QT_TRANSLATE_NOOP(
                             "qmgrlab::Rules",
                             "no queue manager line names a message qmgrlab can follow: the log's %1 qmgr "
                             "lines, the first of them here, have no queue ID as Postfix writes them (5 to "
                             "40 letters and digits before the colon, as in 4TwJD5469Nz3: or 1A2B3C4D5E:): "
                             "%2"),
                         otherQueueManagerLines_, firstOtherQueueManagerText_));
    else if (report_.totalLines > 0 && queueManagerLines_ == 0)
        problem(NoQueueManager, 0, {}, {}, false,
                RuleText(QT_TRANSLATE_NOOP(
                             "qmgrlab::Rules",
                             "no queue manager line (qmgr from=, removed) in the log (lines read: %1): "
                             "no message can be followed; is this the mail log of a Postfix server?"),
                         report_.totalLines));
    sinks_.clear();
}

// Sorts the sources by their first time stamps. Without years, the stamps are placed on one
// year's circle and the order starts after the largest gap between them.
void MaillogReader::orderFiles(std::vector<std::unique_ptr<LogSource>>& sources) {
    struct Entry {
        std::size_t index;
        std::optional<LogTime> first;
        std::int64_t key = 0;
    };
    std::vector<Entry> entries;
    bool anyYear = false;
    bool anyYearless = false;
    for (std::size_t i = 0; i < sources.size(); ++i) {
        Entry entry{i, sources[i]->firstTime()};
        if (entry.first) {
            (entry.first->layout == TimeLayout::Syslog ? anyYearless : anyYear) = true;
        }
        entries.push_back(entry);
    }
    const int guessYear = options_.year ? *options_.year : civilYear(options_.now);
    for (Entry& entry : entries)
        if (entry.first)
            entry.key = entry.first->micros(anyYear ? guessYear : 2000);
    // Files without a stamp go last, in the order given.
    const auto stampedEnd = std::stable_partition(entries.begin(), entries.end(),
                                                  [](const Entry& entry) { return entry.first.has_value(); });
    std::stable_sort(entries.begin(), stampedEnd,
                     [](const Entry& a, const Entry& b) { return a.key < b.key; });
    const auto stamped = static_cast<std::size_t>(stampedEnd - entries.begin());
    if (!anyYear && anyYearless && stamped > 1) {
        const std::int64_t year = civilMicros(2001, 1, 1, 0, 0) - civilMicros(2000, 1, 1, 0, 0);
        std::size_t start = 0;
        std::int64_t largest = entries[0].key + year - entries[stamped - 1].key;
        for (std::size_t i = 1; i < stamped; ++i)
            if (entries[i].key - entries[i - 1].key > largest) {
                largest = entries[i].key - entries[i - 1].key;
                start = i;
            }
        std::rotate(entries.begin(), entries.begin() + static_cast<std::ptrdiff_t>(start), stampedEnd);
    }
    std::vector<std::unique_ptr<LogSource>> ordered;
    for (const Entry& entry : entries)
        ordered.push_back(std::move(sources[entry.index]));
    sources = std::move(ordered);
}

void MaillogReader::readSource(LogSource& source, std::uint32_t file) {
    currentFile_ = file;
    std::string_view text;
    MaillogProgress* progress = options_.progress;
    while (source.nextLine(text)) {
        ++report_.files[file].lines;
        ++report_.totalLines;
        readLine(text, {file, source.lineNumber()}, source.lineCut());
        if (progress != nullptr && report_.totalLines % MaillogProgress::kProgressLines == 0) {
            progress->bytesRead.store(storedBytesBefore_ + source.storedBytesRead(),
                                      std::memory_order_relaxed);
            if (progress->stop.load(std::memory_order_relaxed))
                break;
        }
    }
    storedBytesBefore_ += source.storedBytesRead();
    if (progress != nullptr)
        progress->bytesRead.store(storedBytesBefore_, std::memory_order_relaxed);
    MaillogFile& info = report_.files[file];
    info.compressed = source.compressed();
    const LogPlace end{file, source.lineNumber() + 1};
    const std::string& path = source.path();
    switch (source.failure()) {
    case LogSource::Failure::Truncated:
        problem(Truncated, file, {}, end, true,
                RuleText(QT_TRANSLATE_NOOP(
                             "qmgrlab::Rules",
                             "the compressed file ends early (a truncated .gz); lines read before it: "
                             "%1"),
                         info.lines));
        break;
    case LogSource::Failure::Damaged:
        problem(Damaged, file, {}, end, true,
                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                           "the compressed data is damaged (%1); lines read before it: %2"),
                         source.failureDetail(), info.lines));
        break;
    case LogSource::Failure::ReadFailed:
        problem(ReadFailed, file, {}, end, true,
                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "reading failed (%1); lines read before it: %2"),
                         source.failureDetail(), info.lines));
        break;
    default:
        break;
    }
    if (info.lines > 0 && !info.layout)
        problem(NoStamp, file, {}, {}, false,
                RuleText(
                    QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                      "%1: no line starts with a time stamp qmgrlab reads (syslog's \"Mmm dd "
                                      "HH:MM:SS\", \"YYYY Mmm dd HH:MM:SS\" or RFC 3339 "
                                      "\"YYYY-MM-DDTHH:MM:SS+00:00\"): is it a mail log?"),
                    path));
}

std::int64_t MaillogReader::lineTime(const LogTime& time) {
    if (time.layout != TimeLayout::Syslog)
        return time.micros(0);
    if (!yearKnown_) {
        if (options_.year) {
            year_ = *options_.year;
        } else if (lastKnown_) { // after lines that had a year
            year_ = civilYear(lastTime_);
        } else {
            year_ = civilYear(options_.now);
            if (time.micros(year_) > options_.now + kDay)
                --year_;
        }
        yearKnown_ = true;
        report_.notes.push_back(RuleText(
            QT_TRANSLATE_NOOP("qmgrlab::Rules",
                              "the log's time stamps have no year: its first line is taken to be in %1"),
            year_));
    }
    auto validIn = [&time](int year) {
        const int day = time.day;
        if (time.month != 2 || day < 29)
            return true;
        return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    };
    int chosen = year_;
    if (lastKnown_) {
        std::int64_t best = -1;
        for (int year = year_ - 1; year <= year_ + 1; ++year) {
            if (!validIn(year))
                continue;
            const std::int64_t distance = std::llabs(time.micros(year) - lastTime_);
            if (best < 0 || distance < best) {
                best = distance;
                chosen = year;
            }
        }
    }
    if (!validIn(chosen))
        chosen = year_ + 1;
    if (chosen > year_)
        year_ = chosen;
    return time.micros(chosen);
}

void MaillogReader::readLine(std::string_view text, LogPlace place, bool cut) {
    if (cut)
        problem(LineCut, place.file, {}, place, true,
                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                           "the line is longer than 65536 bytes: only its start is read")));
    if (binary(text)) {
        tally(LineUse::Binary, {}, place);
        problem(BinaryData, place.file, {}, place, true,
                RuleText(QT_TRANSLATE_NOOP(
                    "qmgrlab::Rules", "binary data (control characters such as NUL) where a log line should "
                                      "be; such lines are passed over")));
        return;
    }
    SyslogLine line;
    // journalctl's own lines between the entries (a boot, the journal's span, no entries).
    if (text.size() >= 5 && text.substr(0, 3) == "-- " && text.substr(text.size() - 2) == "--") {
        tally(LineUse::JournalMarker, {}, place);
        return;
    }
    if (!splitSyslogLine(text, line)) {
        tally(LineUse::NotSyslog, {}, place);
        problem(
            NotSyslog, place.file, {}, place, true,
            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                       "%1 is not a syslog line (time stamp, host, program[pid]: text); such "
                                       "lines are passed over"),
                     quoteForMessage(text)));
        return;
    }
    MaillogFile& file = report_.files[place.file];
    if (line.time.layout != TimeLayout::Rfc3339 || !line.time.hasZone)
        anyZoneless_ = true;
    else if (!report_.zoneOffsetMinutes)
        report_.zoneOffsetMinutes = line.time.offsetMinutes;
    const std::int64_t at = lineTime(line.time);
    if (!file.layout) {
        file.layout = line.time.layout;
        file.firstTime = at;
    }
    if (lastKnown_ && at < lastTime_) {
        ++report_.outOfOrderLines;
        problem(
            OutOfOrder, place.file, {}, place, true,
            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                       "the time %1 is %2 s earlier than the line before (%3): lines out of "
                                       "order are read with their own times"),
                     clock(at, line.time), seconds(lastTime_ - at), clock(lastTime_, line.time)));
    }
    file.lastTime = std::max(file.lastTime, at);
    if (!report_.anyTime) {
        report_.firstTime = report_.lastTime = at;
        report_.anyTime = true;
    }
    report_.firstTime = std::min(report_.firstTime, at);
    report_.lastTime = std::max(report_.lastTime, at);
    lastTime_ = at;
    lastKnown_ = true;

    if (!line.postfix) {
        tally(LineUse::OtherProgram, line.tag, place);
        return;
    }
    PostfixRecord record;
    parsePostfixRecord(line, record);
    this->record(line, record, at, place);
}

LoggedMessage* MaillogReader::findMessage(std::string_view instance, std::string_view queueId) {
    key_ = keyOf(instance, queueId);
    const auto found = messages_.find(key_);
    return found == messages_.end() ? nullptr : found->second.get();
}

LoggedMessage& MaillogReader::messageFor(std::string_view instance, std::string_view queueId, std::int64_t at,
                                         LogPlace place) {
    key_ = keyOf(instance, queueId);
    auto& slot = messages_[key_];
    if (!slot) {
        slot = std::make_unique<LoggedMessage>();
        slot->instance = std::string(instance);
        slot->queueId = std::string(queueId);
        slot->firstSeen = at;
        slot->firstPlace = place;
        slot->queuedAtStart = true;
        slot->arrival = at;
        slot->arrivalPlace = place;
        byQueueId_[slot->queueId] = key_;
    }
    return *slot;
}

void MaillogReader::settleArrival(LoggedMessage& message) {
    findArrival(message);
    // Without an arrival line, the arrival its long queue ID or delay= tells decides: at or after
    // the log's first line the message arrived during the log (its arrival lines are not in the
    // files given); only one that arrived earlier was in the queue when the log starts.
    if (message.queuedAtStart && message.arrivalSource != ArrivalSource::FirstSeen)
        message.queuedAtStart = message.arrival < report_.firstTime;
}

void MaillogReader::findArrival(LoggedMessage& message) {
    if (message.arrivalSource == ArrivalSource::LongQueueId)
        return;
    if (const std::optional<std::int64_t> created = longQueueIdTime(message.queueId)) {
        if (anyZoneless_ && !report_.utcOffsetMinutes) {
            // The offset of the log's clock from UTC, from a time of this message the log tells.
            std::optional<std::int64_t> local;
            if (message.arrivalSource == ArrivalSource::Submission ||
                message.arrivalSource == ArrivalSource::Cleanup)
                local = message.arrival;
            else if (!message.attempts.empty() && message.attempts.front().hasDelays)
                local = message.attempts.front().at - message.attempts.front().delay;
            if (local) {
                const std::int64_t quarters = (*local - *created) / (15 * 60 * kMicrosPerSecond / 2);
                const int minutes = static_cast<int>((quarters + (quarters >= 0 ? 1 : -1)) / 2 * 15);
                if (std::abs(minutes) <= 14 * 60) {
                    report_.utcOffsetMinutes = minutes;
                    report_.notes.push_back(RuleText(
                        QT_TRANSLATE_NOOP(
                            "qmgrlab::Rules",
                            "the log's time stamps have no zone: their offset from UTC is taken to be "
                            "%1, from the time in the long queue ID %2"),
                        offsetText(minutes), message.queueId));
                }
            }
        }
        const std::int64_t offset =
            anyZoneless_
                ? static_cast<std::int64_t>(report_.utcOffsetMinutes.value_or(0)) * 60 * kMicrosPerSecond
                : 0;
        const std::int64_t arrival = *created + offset;
        // A time after the message's first line, or years before it, is no arrival time: the ID is
        // not a real long queue ID (masked, or made up), or the offset is not known yet.
        if ((!anyZoneless_ || report_.utcOffsetMinutes) &&
            arrival <= message.firstSeen + 2 * kMicrosPerSecond &&
            arrival >= message.firstSeen - 3660 * kDay) {
            message.arrival = arrival;
            message.arrivalSource = ArrivalSource::LongQueueId;
            message.arrivalPlace = message.firstPlace;
            return;
        }
    }
    if (message.arrivalSource == ArrivalSource::Submission || message.arrivalSource == ArrivalSource::Cleanup)
        return;
    for (const LoggedAttempt& attempt : message.attempts)
        if (attempt.hasDelays || attempt.delay > 0) {
            // Never after its first line: delay= is rounded (to whole seconds from 10 s).
            message.arrival = std::min(attempt.at - attempt.delay, message.firstSeen);
            message.arrivalSource = ArrivalSource::LoggedDelay;
            message.arrivalPlace = attempt.place;
            return;
        }
}

void MaillogReader::handOn(const std::string& key) {
    const auto found = messages_.find(key);
    if (found == messages_.end())
        return;
    std::unique_ptr<LoggedMessage> message = std::move(found->second);
    messages_.erase(found);
    if (const auto indexed = byQueueId_.find(message->queueId);
        indexed != byQueueId_.end() && indexed->second == key)
        byQueueId_.erase(indexed);
    settleArrival(*message);
    for (MaillogSink* sink : sinks_)
        sink->message(*message);
}

void MaillogReader::record(const SyslogLine& line, const PostfixRecord& record, std::int64_t at,
                           LogPlace place) {
    const bool queueManager = line.program == "qmgr" || line.program == "nqmgr" || line.program == "oqmgr";
    switch (record.kind) {
    case RecordKind::Activation: {
        ++queueManagerLines_;
        tally(LineUse::Activation, line.program, place);
        LoggedMessage& message = messageFor(line.instance, record.queueId, at, place);
        message.activations.push_back(at);
        message.activationPlaces.push_back(place);
        message.sender = std::string(record.sender);
        message.senderKnown = true;
        message.size = record.size;
        message.nrcpt = record.nrcpt;
        return;
    }
    case RecordKind::Removal: {
        if (queueManager)
            ++queueManagerLines_;
        tally(LineUse::Removal, line.program, place);
        LoggedMessage& message = messageFor(line.instance, record.queueId, at, place);
        message.removed = at;
        handOn(key_);
        return;
    }
    case RecordKind::Expiry: {
        ++queueManagerLines_;
        tally(LineUse::Expiry, line.program, place);
        LoggedMessage& message = messageFor(line.instance, record.queueId, at, place);
        message.expired = at;
        message.sender = std::string(record.sender);
        message.senderKnown = true;
        return;
    }
    case RecordKind::Submission:
    case RecordKind::CleanupId: {
        tally(record.kind == RecordKind::Submission ? LineUse::Submission : LineUse::CleanupId, line.program,
              place);
        if (LoggedMessage* existing = findMessage(line.instance, record.queueId);
            existing != nullptr && (!existing->activations.empty() || !existing->attempts.empty())) {
            // The queue ID is used again before the log showed its message removed.
            problem(
                QueueIdReused, place.file, {}, place, true,
                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                           "the queue ID %1 arrives again before its message's removal was "
                                           "logged: the earlier message is closed here"),
                         std::string(record.queueId)));
            handOn(key_);
        }
        LoggedMessage& message = messageFor(line.instance, record.queueId, at, place);
        if (message.activations.empty() && message.attempts.empty())
            message.queuedAtStart = false;
        if (record.kind == RecordKind::Submission) {
            if (message.arrivalSource != ArrivalSource::Submission) {
                message.arrival = at;
                message.arrivalSource = ArrivalSource::Submission;
                message.arrivalPlace = place;
            }
            if (record.hasSender && !message.senderKnown)
                message.sender = std::string(record.sender);
        } else {
            message.messageId = std::string(record.value);
            if (message.arrivalSource != ArrivalSource::Submission) {
                message.arrival = at;
                message.arrivalSource = ArrivalSource::Cleanup;
                message.arrivalPlace = place;
            }
        }
        return;
    }
    case RecordKind::Delivery:
        break;
    case RecordKind::ConnectFailure:
        tally(LineUse::ConnectFailure, line.program, place);
        ++connectFailures_[std::string(line.tag) + '[' + std::to_string(line.pid) + ']'];
        return;
    case RecordKind::BounceNotice:
        tally(LineUse::BounceNotice, line.program, place);
        return;
    case RecordKind::Ignored:
        tally(LineUse::Ignored, line.program, place);
        if (queueManager && otherQueueManagerLines_++ == 0) {
            firstOtherQueueManager_ = place;
            firstOtherQueueManagerText_ = quoteForMessage(line.text);
        }
        return;
    case RecordKind::NotUnderstood:
        if (queueManager)
            ++queueManagerLines_;
        tally(LineUse::NotUnderstood, line.program, place);
        problem(UnknownForm, place.file, line.program, place, true,
                RuleText(
                    QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                      "a %1 line of a form qmgrlab does not know: %2; such lines are counted "
                                      "and passed over"),
                    std::string(line.program), quoteForMessage(line.text)));
        return;
    }

    // A delivery attempt.
    if (queueManager)
        ++queueManagerLines_;
    tally(LineUse::Delivery, line.program, place);
    const DeliveryFields& fields = record.delivery;
    LoggedMessage& message = messageFor(line.instance, record.queueId, at, place);
    LoggedAttempt attempt;
    attempt.place = place;
    attempt.at = at;
    attempt.recipient = std::string(fields.recipient);
    attempt.origTo = std::string(fields.origTo);
    attempt.service = std::string(line.service);
    attempt.program = std::string(line.program);
    attempt.pid = line.pid;
    attempt.relay = std::string(fields.relay);
    const std::size_t atSign = fields.recipient.rfind('@');
    if (atSign != std::string_view::npos)
        attempt.destination = lowerAscii(fields.recipient.substr(atSign + 1));
    attempt.connUse = fields.connUse;
    attempt.hasDelays = fields.hasDelays;
    attempt.delay = fields.delay;
    attempt.a = fields.a;
    attempt.b = fields.b;
    attempt.c = fields.c;
    attempt.d = fields.d;
    if (fields.hasDelays && fields.delay == 0)
        attempt.delay = fields.a + fields.b + fields.c + fields.d;
    attempt.dsn = std::string(fields.dsn);
    attempt.statusWord = std::string(fields.status);
    attempt.status = statusOf(fields.status);
    attempt.reply = std::string(fields.reply);
    attempt.siteFailure = siteLevel(attempt);
    attempt.suspended = startsWith(attempt.reply, "delivery temporarily suspended");
    attempt.greylisted = attempt.status == DeliveryStatus::Deferred && greylisting(attempt.reply);
    const std::string agent = std::string(line.tag) + '[' + std::to_string(line.pid) + ']';
    if (const auto pending = connectFailures_.find(agent); pending != connectFailures_.end()) {
        if (attempt.relay == "none")
            attempt.connectFailures = pending->second;
        connectFailures_.erase(pending);
    }
    if (const std::string_view next = queuedAs(attempt.reply); !next.empty() && next != record.queueId) {
        LoggedMessage* target = findMessage(line.instance, next);
        if (target == nullptr) { // re-injected into another instance
            const auto other = byQueueId_.find(std::string(next));
            if (other != byQueueId_.end())
                if (const auto found = messages_.find(other->second); found != messages_.end())
                    target = found->second.get();
        }
        if (target != nullptr) {
            attempt.queuedAs = std::string(next);
            if (target->filteredFrom.empty())
                target->filteredFrom = message.queueId;
        }
    }
    if (!message.attempts.empty()) {
        const LoggedAttempt& previous = message.attempts.back();
        const bool sameRequest = previous.pid == attempt.pid && previous.at == attempt.at &&
                                 previous.program == attempt.program && previous.a == attempt.a &&
                                 previous.b == attempt.b && previous.c == attempt.c &&
                                 previous.d == attempt.d;
        attempt.delivery = sameRequest ? previous.delivery : previous.delivery + 1;
    }
    message.attempts.push_back(std::move(attempt));
    settleArrival(message);
    for (MaillogSink* sink : sinks_)
        sink->attempt(message, message.attempts.back());
}

} // namespace qmgrlab
