// SPDX-License-Identifier: GPL-3.0-or-later
// ReplayScenarioBuilder: a Postfix mail log turned into the scenario that replays it (a
// MaillogSink: it keeps what the scenario needs of each message the reader hands on, then builds
// the scenario once the log is read). docs/REPLAY.md says what is read, inferred and assumed.
//
// - Messages: every message the queue manager handled, in arrival order, arriving when the log
//   says (a message queued before the log starts the replay in the deferred queue, due at the
//   deferred scan that activated it), with its sender as its qmgr line logs it; its recipients as a list of
//   the logged addresses, each with its attempts: per delivery line in the log's order, the outcome (sent,
//   deferred, bounced, or refused for a failure of the site) and the time the delivery agent took, which is
//   the line's time minus the moment the recipient was handed over. The log gives that moment as the
//   activation plus b and as the line's time minus c + d, each to Postfix's rounding; within both
//   ranges the builder takes a moment at which the log shows something happen (another line, an
//   arrival, or such a moment plus one of the queue manager's timer delays), since the queue
//   manager hands over when something changes; elsewhere the middle of the range, and where the
//   two ranges disagree (a clock of whole seconds) the logged c + d.
// - Settings: the server's main.cf, master.cf and transport map when given, read as the import
//   reads them (ServerImport); each destination's transport as the log's delivery lines show it;
//   without main.cf, a transport's concurrency limit set to the most deliveries seen in flight
//   to one of its destinations and a rate delay where the gaps between deliveries show one;
//   without master.cf, a transport's maxproc set to the most deliveries seen in flight at once
//   (MaillogInferences). Each inference is a note naming the lines it came from.
// - The clock: t = 0 is a deferred scan's moment (from the re-activations the log shows, every
//   queue_run_delay) at or before the oldest arrival, on a whole second, so that the replay's
//   scans fall where the server's did; the run stops at the log's last line.
// Memory: what the scenario keeps (messages, recipients, their lines); nothing quadratic.
#pragma once

#include "core/common/RuleText.h"
#include "core/import/ServerImport.h"
#include "core/maillog/MaillogInferences.h"
#include "core/maillog/MaillogReader.h"
#include "core/maillog/MaillogSink.h"
#include "core/scenario/Scenario.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace qmgrlab {

// The server's own files, each optional (ImportSource: the name used in messages and the text).
struct ReplayServerFiles {
    std::optional<ImportSource> mainCf;
    std::optional<ImportSource> masterCf;
    std::optional<ImportSource> transportMap;
};

// One recipient's line of the log that the replay compares: a delivery attempt, or a deferral
// without one (the retry service's "delivery temporarily suspended"). Times in microseconds, as
// logged.
struct ReplayLine {
    std::int64_t at = 0; // the line's time (the log's clock)
    std::int64_t a = 0;
    std::int64_t b = 0;
    std::int64_t cd = 0; // c + d
    LogPlace place;
    DeliveryStatus status = DeliveryStatus::Other;
    bool suspended = false;
};

// A limit the replay took from the log rather than from the server's files: the most the log
// shows, so a lower bound of the server's own setting (what its traffic needed), not the setting.
// A variant is not held to it where it asks for more (ReplayComparison).
struct InferredLimit {
    enum class Kind {
        Maxproc,          // the transport's master.cf maxproc
        ConcurrencyLimit, // its _destination_concurrency_limit
        RateDelay,        // its _destination_rate_delay, seconds
    };
    Kind kind = Kind::Maxproc;
    std::string transport;
    std::int64_t value = 0;
    RuleText lines; // the lines it came from

    // The name a variant gives it: "smtp/unix/maxproc", "smtp_destination_concurrency_limit".
    std::string name() const {
        switch (kind) {
        case Kind::Maxproc:
            return transport + "/unix/maxproc";
        case Kind::ConcurrencyLimit:
            return transport + "_destination_concurrency_limit";
        case Kind::RateDelay:
            break;
        }
        return transport + "_destination_rate_delay";
    }
};

struct ReplayScenario {
    Scenario scenario;
    std::int64_t epoch = 0; // the log's time of the scenario's t = 0 (microseconds since 1970)
    // The log's clock (formatLogClock): whether its times are UTC (stamps with a zone), and its
    // offset from UTC where known; the CSV writes its times so.
    bool clockUtc = false;
    std::optional<int> clockOffsetMinutes;
    // The log's first line in the scenario's clock (ms): t = 0 is the oldest arrival, which mail
    // queued before the log puts days earlier; a window opens the replay here.
    std::int64_t logStartMs = 0;
    std::vector<std::string> logs;     // the files read, in reading order
    std::vector<std::string> queueIds; // by scenario message: the log's queue ID
    // The logged lines by recipient: the scenario's message m has the recipients
    // firstRecipient[m] .. firstRecipient[m + 1] - 1 (over all messages, in order), recipient g
    // the lines firstLine[g] .. firstLine[g + 1] - 1, in the log's order.
    std::vector<std::size_t> firstRecipient;
    std::vector<std::size_t> firstLine;
    std::vector<ReplayLine> lines;
    std::vector<RuleText> notes;           // what was inferred, assumed or left out
    std::vector<InferredLimit> inferred;   // the limits set from the log (no server file said them)
    std::vector<IgnoredParameter> ignored; // main.cf and master.cf settings the simulation does not use

    std::size_t recipientCount() const { return firstLine.empty() ? 0 : firstLine.size() - 1; }
};

class ReplayScenarioBuilder : public MaillogSink {
public:
    void attempt(const LoggedMessage& message, const LoggedAttempt& attempt) override;
    void message(const LoggedMessage& message) override;

    // The scenario, once the reader has read every file (report: its report, for the places the
    // notes name). Throws ScenarioError when a server file cannot be used (as the import does).
    ReplayScenario build(const MaillogReport& report, const ReplayServerFiles& files) const;

    std::size_t messagesKept() const { return messages_.size(); }

private:
    struct Line {
        std::string recipient;
        std::string destination;
        std::string service;
        std::string dsn;
        std::string reply; // only where it is not a plain success
        std::int64_t at = 0;
        std::int64_t a = 0, b = 0, c = 0, d = 0;
        LogPlace place;
        DeliveryStatus status = DeliveryStatus::Other;
        bool suspended = false;
        bool siteFailure = false;
        bool greylisted = false; // a deferral whose reply speaks of greylisting
    };
    struct Message {
        std::string queueId;
        std::string filteredFrom; // the message a content filter re-injected as this one
        std::int64_t arrival = 0;
        bool queuedAtStart = false;
        bool arrivalKnown = false; // from a line or the queue ID, not only its first line's time
        bool nullSender = false;
        std::optional<std::string> sender; // as its qmgr line logs it, "" for the null sender
        std::int64_t removed = -1;         // its "removed" line, -1 when not logged
        int nrcpt = -1;
        LogPlace firstPlace;
        std::vector<std::int64_t> activations;
        std::vector<LogPlace> activationPlaces;
        std::vector<Line> lines;
    };
    class Build;

    std::vector<Message> messages_;
    MaillogInferences inferences_;
    std::uint64_t arrivalsOnly_ = 0;
    std::uint64_t expiredOnly_ = 0; // expired by the queue manager, no delivery line
    std::uint64_t otherStatus_ = 0;
};

} // namespace qmgrlab
