// SPDX-License-Identifier: GPL-3.0-or-later
// ReplayScenarioBuilder: what the replay keeps of each message, and the scenario built from it.
#include "core/maillog/ReplayScenarioBuilder.h"

#include "core/common/Text.h"
#include "core/common/TranslatableText.h"
#include "core/maillog/DelayText.h"
#include "core/maillog/LogTime.h"
#include "core/maillog/ScanPhase.h"
#include "core/scenario/Configuration.h"
#include "core/scenario/Parameters.h"
#include "core/scenario/ScenarioRules.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace qmgrlab {

namespace {

constexpr std::size_t kMaxMessageId = 32;
constexpr std::size_t kMaxNotedLines = 3; // lines a note names, the first of them

// "FILE line N", or "FILE lines N, M and K" (the first kMaxNotedLines of them).
RuleText placesText(const MaillogReport& report, const std::vector<LogPlace>& places) {
    std::vector<LogPlace> sorted(places);
    std::sort(sorted.begin(), sorted.end(), [](const LogPlace& a, const LogPlace& b) {
        return a.file != b.file ? a.file < b.file : a.line < b.line;
    });
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    std::string text;
    for (std::size_t i = 0; i < sorted.size() && i < kMaxNotedLines; ++i) {
        const LogPlace& place = sorted[i];
        const std::string file = place.file < report.files.size() ? report.files[place.file].path : "";
        if (i == 0 || sorted[i - 1].file != place.file)
            text += (i == 0 ? "" : "; ") + file + ":";
        else
            text += ",";
        text += std::to_string(place.line);
    }
    if (sorted.size() > kMaxNotedLines)
        return RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "%1 ... (lines in all: %2)"), text,
                        sorted.size());
    return RuleText::verbatim(text);
}

bool validMessageId(std::string_view id) {
    if (id.empty() || id.size() > kMaxMessageId)
        return false;
    return std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
               c == '-' || c == '.';
    });
}

// The lines of one use the reader passed over: how many, and by program, the most first
// ("smtpd 2, bounce 1", the first kMaxPrograms of them).
std::pair<std::uint64_t, std::string> passedOver(const MaillogReport& report, LineUse use) {
    constexpr std::size_t kMaxPrograms = 6;
    std::vector<std::pair<std::uint64_t, std::string>> programs;
    std::uint64_t total = 0;
    for (const auto& [key, tally] : report.lines)
        if (key.first == use) {
            total += tally.count;
            programs.emplace_back(tally.count, key.second);
        }
    std::stable_sort(programs.begin(), programs.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    std::string text;
    for (std::size_t i = 0; i < programs.size() && i < kMaxPrograms; ++i)
        text += (i == 0 ? "" : ", ") + oneLineForMessage(shortened(programs[i].second, 40)) + " " +
                std::to_string(programs[i].first);
    if (programs.size() > kMaxPrograms)
        text += ", ...";
    return {total, text};
}

// delayRange, remembered: a log repeats few values.
class DelayRanges {
public:
    std::pair<std::int64_t, std::int64_t> operator()(std::int64_t logged) {
        const auto found = cache_.find(logged);
        if (found != cache_.end())
            return found->second;
        return cache_.emplace(logged, delayRange(logged)).first->second;
    }

private:
    std::unordered_map<std::int64_t, std::pair<std::int64_t, std::int64_t>> cache_;
};

} // namespace

void ReplayScenarioBuilder::attempt(const LoggedMessage& message, const LoggedAttempt& attempt) {
    inferences_.attempt(message, attempt);
}

void ReplayScenarioBuilder::message(const LoggedMessage& logged) {
    inferences_.message(logged);
    if (logged.activations.empty() && logged.attempts.empty()) {
        // Expired at its activation (returned to its sender, no delivery tried), or never activated.
        ++(logged.expired >= 0 ? expiredOnly_ : arrivalsOnly_);
        return;
    }
    Message m;
    m.queueId = logged.queueId;
    m.filteredFrom = logged.filteredFrom;
    m.arrival = logged.arrival;
    m.queuedAtStart = logged.queuedAtStart;
    m.arrivalKnown = logged.arrivalSource != ArrivalSource::FirstSeen;
    m.nullSender = logged.senderKnown && logged.sender.empty();
    if (logged.senderKnown)
        m.sender = logged.sender;
    m.removed = logged.removed;
    m.nrcpt = logged.nrcpt;
    m.firstPlace = logged.firstPlace;
    m.activations = logged.activations;
    m.activationPlaces = logged.activationPlaces;
    m.lines.reserve(logged.attempts.size());
    for (const LoggedAttempt& attempt : logged.attempts) {
        if (attempt.status == DeliveryStatus::Other) {
            ++otherStatus_; // a verification probe, or a status the replay does not know
            continue;
        }
        Line line;
        line.recipient = attempt.recipient;
        line.destination = attempt.destination;
        line.service = attempt.service;
        line.at = attempt.at;
        line.a = attempt.a;
        line.b = attempt.b;
        line.c = attempt.c;
        line.d = attempt.d;
        line.place = attempt.place;
        line.status = attempt.status;
        line.suspended = attempt.suspended;
        line.siteFailure = attempt.siteFailure;
        line.greylisted = attempt.greylisted;
        if (attempt.status != DeliveryStatus::Sent || attempt.siteFailure) {
            line.dsn = attempt.dsn;
            line.reply = attempt.reply;
        }
        m.lines.push_back(std::move(line));
    }
    messages_.push_back(std::move(m));
}

// One build: the steps of ReplayScenarioBuilder::build over the kept messages.
class ReplayScenarioBuilder::Build {
public:
    Build(const ReplayScenarioBuilder& builder, const MaillogReport& report, const ReplayServerFiles& files)
        : builder_(builder), report_(report), files_(files) {}

    ReplayScenario run();

private:
    // A recipient of a message being built: its address, and its lines (indices into the
    // message's lines) in the log's order.
    struct Recipient {
        std::string address;
        std::int64_t firstStart = 0;
        std::size_t firstIndex = 0;
        std::vector<std::size_t> lines;
    };

    void importSettings();
    void applyInferences();
    void sortQueuedBefore();
    void findClock();
    void inferBrokenTransports();
    void addMessage(const Message& message);
    std::vector<Recipient> recipientsOf(const Message& message);
    AttemptSpec attemptOf(const Message& message, const Line& line);
    // When (ms, the first and the last moment) the line's recipient was handed to its delivery
    // agent, as far as the log tells it; nothing where it cannot (the ranges of b and of c + d
    // disagree: a clock of whole seconds).
    std::optional<std::pair<std::int64_t, std::int64_t>> handOver(const Message& message, const Line& line);
    // The moment (ms) the replay takes for the hand-over: the middle of handOver's range, else
    // the line's time less its c + d; a suspended line's own time.
    std::int64_t handOverMs(const Message& message, const Line& line);
    std::optional<std::int64_t> activationBefore(const Message& message, std::int64_t at) const;
    // The message's arrival on the scenario's clock (ms; before 0 for one older than the clock).
    std::int64_t arrivalMs(const Message& message) const;
    // Whether the message, queued before the log, waited in the deferred queue (sortQueuedBefore).
    bool heldBefore(const Message& message) const {
        return heldBefore_[static_cast<std::size_t>(&message - builder_.messages_.data())] != 0;
    }
    void greylistingNote();
    void filterNote();
    void note(RuleText text) { result_.notes.push_back(std::move(text)); }

    const ReplayScenarioBuilder& builder_;
    const MaillogReport& report_;
    const ReplayServerFiles& files_;
    ReplayScenario result_;
    DelayRanges ranges_;
    std::int64_t queueRunDelayMs_ = 0;
    std::optional<std::int64_t> scanPhase_; // a deferred scan's moment modulo queue_run_delay (ms)
    std::int64_t origin_ = 0;               // t = 0, in the log's milliseconds
    std::int64_t logStart_ = 0;             // the log's first and last lines (ms)
    std::int64_t logEnd_ = 0;
    std::uint64_t clampedArrivals_ = 0;
    std::uint64_t unloggedRecipients_ = 0;
    std::uint64_t invalidAddresses_ = 0;
    std::uint64_t alteredSenders_ = 0; // senders with a character made ? or cut short
    std::uint64_t wholeDurations_ = 0; // attempts timed by their logged c + d
    std::uint64_t queuedBefore_ = 0;
    // By kept message: queued before the log and taken from the deferred queue (heldBefore), or
    // arrived before the log's first line and taken from the incoming queue (fromIncoming).
    std::vector<char> heldBefore_;
    std::uint64_t fromIncoming_ = 0;
    const Message* firstFromIncoming_ = nullptr;
    std::unordered_set<std::string> ids_;
};

void ReplayScenarioBuilder::Build::importSettings() {
    // Each destination's transport as the log's delivery lines show it (the most used service).
    std::map<std::string, std::map<std::string, std::uint64_t>> services;
    std::set<std::string> domains;
    for (const Message& message : builder_.messages_)
        for (const Line& line : message.lines) {
            if (line.destination.empty() || !scenario_rules::checkDomain(line.destination).empty())
                continue;
            domains.insert(line.destination);
            if (!line.suspended && isValidTransportName(line.service))
                ++services[line.destination][line.service];
        }
    ImportSources sources;
    sources.mainCf = files_.mainCf;
    sources.masterCf = files_.masterCf;
    sources.transportMap = files_.transportMap;
    sources.domains.assign(domains.begin(), domains.end());
    ImportResult imported = importServer(sources);
    result_.scenario = std::move(imported.scenario);
    result_.notes = std::move(imported.notes);
    result_.ignored = std::move(imported.ignored);
    const bool routedByFiles = files_.mainCf || files_.transportMap;
    std::uint64_t fromLog = 0;
    for (DestinationSpec& destination : result_.scenario.destinations) {
        const auto seen = services.find(destination.domain);
        if (seen == services.end())
            continue;
        const auto most = std::max_element(seen->second.begin(), seen->second.end(),
                                           [](const auto& a, const auto& b) { return a.second < b.second; });
        if (routedByFiles && destination.transport && *destination.transport != most->first)
            note(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                            "The log delivers %1 by the transport %2, the server's files "
                                            "route it to %3: the log's transport is taken."),
                          destination.domain, most->first, *destination.transport));
        destination.transport = most->first;
        ++fromLog;
    }
    if (fromLog > 0)
        note(RuleText(
            QT_TRANSLATE_NOOP("qmgrlab::Rules",
                              "Destinations that take the transport (master.cf service) their delivery lines "
                              "name: %1; the others take the one the server's files choose."),
            fromLog));
}

void ReplayScenarioBuilder::Build::applyInferences() {
    Scenario& scenario = result_.scenario;
    std::map<std::string, std::string> transportOf; // destination -> transport
    std::string star = "smtp";
    for (const DestinationSpec& destination : scenario.destinations) {
        if (destination.domain == "*")
            star = destination.transport.value_or("smtp");
        else
            transportOf[destination.domain] = destination.transport.value_or(star);
    }
    const auto config = Configuration::fromScenario(Scenario(scenario), "replay");
    auto transport = [&config](const std::string& name) { return config.findTransport(name); };
    if (!files_.mainCf) {
        // A transport's concurrency limit: the most deliveries in flight to one of its destinations,
        // lower or higher than the default (a server that held its destinations to fewer replays
        // as slowly as it delivered).
        // Only the deliveries by the transport the destination takes count for it.
        const auto routedBy = [&transportOf](const std::string& destination, const std::string& service) {
            const auto routed = transportOf.find(destination);
            return routed != transportOf.end() && routed->second == service;
        };
        std::map<std::string, ConcurrencyInference> peaks;
        for (const ConcurrencyInference& c : builder_.inferences_.concurrency()) {
            if (!routedBy(c.destination, c.service))
                continue;
            ConcurrencyInference& best = peaks[c.service];
            if (c.peak > best.peak)
                best = c;
        }
        for (const auto& [name, c] : peaks) {
            const TransportSettings* settings = transport(name);
            if (settings == nullptr || c.peak < 1 || c.peak == settings->concurrencyLimit)
                continue;
            scenario.setParameter(name + "_destination_concurrency_limit", std::to_string(c.peak), true);
            result_.inferred.push_back(
                {InferredLimit::Kind::ConcurrencyLimit, name, c.peak, placesText(report_, c.lines)});
            note(RuleText(
                QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                  "%1_destination_concurrency_limit = %2: the most deliveries to %3 "
                                  "the log shows in flight at once (%4); the default is %5."),
                name, c.peak, c.destination, placesText(report_, c.lines), settings->concurrencyLimit));
        }
        // A transport's recipient limit: the requests a message's recipients went in.
        for (const RecipientLimitInference& limit : builder_.inferences_.recipientLimits()) {
            const TransportSettings* settings = transport(limit.service);
            if (settings == nullptr || limit.recipients == settings->destinationRecipientLimit ||
                (!limit.split && limit.recipients < settings->destinationRecipientLimit))
                continue;
            scenario.setParameter(limit.service + "_destination_recipient_limit",
                                  std::to_string(limit.recipients), true);
            note(limit.split ? RuleText(QT_TRANSLATE_NOOP(
                                            "qmgrlab::Rules",
                                            "%1_destination_recipient_limit = %2: a message's recipients at "
                                            "one destination went in requests of at most %2 (%3); the "
                                            "default is %4."),
                                        limit.service, limit.recipients, placesText(report_, {limit.line}),
                                        settings->destinationRecipientLimit)
                             : RuleText(QT_TRANSLATE_NOOP(
                                            "qmgrlab::Rules",
                                            "%1_destination_recipient_limit = %2: the most recipients of "
                                            "one delivery the log shows (%3), more than the default %4."),
                                        limit.service, limit.recipients, placesText(report_, {limit.line}),
                                        settings->destinationRecipientLimit));
        }
        // A rate delay: every destination of the transport had one delivery at a time, and the gaps
        // between them, while mail waited, show the delay.
        std::map<std::string, RateDelayInference> rates;
        for (const RateDelayInference& rate : builder_.inferences_.rateDelays()) {
            if (!routedBy(rate.destination, rate.service))
                continue;
            const auto known = rates.find(rate.service);
            if (known == rates.end() || rate.delaySeconds < known->second.delaySeconds)
                rates[rate.service] = rate;
        }
        std::set<std::string> parallel; // transports with a destination of more than one at once
        for (const ConcurrencyInference& c : builder_.inferences_.concurrency())
            if (c.peak > 1 && routedBy(c.destination, c.service))
                parallel.insert(c.service);
        for (const auto& [name, rate] : rates) {
            if (parallel.count(name) != 0 || transport(name) == nullptr)
                continue;
            scenario.setParameter(name + "_destination_rate_delay", std::to_string(rate.delaySeconds) + "s",
                                  false);
            result_.inferred.push_back({InferredLimit::Kind::RateDelay, name, rate.delaySeconds,
                                        placesText(report_, {rate.before, rate.after})});
            note(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                            "%1_destination_rate_delay = %2s: %3 had one delivery at a time, "
                                            "and gaps of at least that while mail waited: %4 (the shortest "
                                            "between %5)."),
                          name, rate.delaySeconds, rate.destination, rate.waitingGaps,
                          placesText(report_, {rate.before, rate.after})));
        }
    }
    if (!files_.masterCf) {
        // A transport's delivery agents: the most deliveries in flight at once, lower or higher
        // than the default. The import's note on the stock agents then says which maxproc is the
        // log's, so that each value is said once.
        std::optional<int> defaultMaxproc;
        for (const AgentInference& agent : builder_.inferences_.agents()) {
            const TransportSettings* settings = transport(agent.service);
            if (settings == nullptr || agent.peak < 1 || agent.peak == settings->maxproc)
                continue;
            defaultMaxproc = settings->maxproc;
            ProcessLimit limit;
            limit.transport = agent.service;
            limit.maxproc = agent.peak;
            scenario.masterCf.push_back(limit);
            result_.inferred.push_back(
                {InferredLimit::Kind::Maxproc, agent.service, agent.peak, placesText(report_, agent.lines)});
            note(
                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                           "master.cf: maxproc %1 for %2: the most of its deliveries the log "
                                           "shows in flight at once (%3; processes over the log: %4)."),
                         agent.peak, agent.service, placesText(report_, agent.lines), agent.processes));
        }
        const std::string stock = stockMasterCfNote().english();
        for (RuleText& text : result_.notes)
            if (defaultMaxproc && text.english() == stock)
                text =
                    RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                               "Without master.cf, the delivery agents of Postfix's stock "
                                               "master.cf are assumed: smtp, relay, local, virtual and lmtp, "
                                               "each with maxproc default_process_limit (%1) but those whose "
                                               "maxproc the log shows (below)."),
                             *defaultMaxproc);
    }
}

// Mail whose arrival is before the log's first line: queued when the log starts. Postfix retries a
// deferred message no sooner than minimal_backoff_time after its deferral, so after its arrival: a
// message whose first logged visit came sooner after its arrival (its logged a, or its activation
// less its arrival) was taken from the incoming queue, not from the deferred queue, and waited no
// deferred scan. The others were deferred before the log, behind deliveries it does not show.
void ReplayScenarioBuilder::Build::sortQueuedBefore() {
    const Configuration config = Configuration::fromScenario(Scenario(result_.scenario), "replay");
    const std::int64_t backoff = config.minimalBackoffSeconds() * 1'000'000;
    heldBefore_.assign(builder_.messages_.size(), 0);
    for (std::size_t index = 0; index < builder_.messages_.size(); ++index) {
        const Message& message = builder_.messages_[index];
        if (!message.queuedAtStart)
            continue;
        if (!message.arrivalKnown) {
            heldBefore_[index] = 1; // no arrival can be told: it was there when the log starts
            continue;
        }
        std::optional<std::int64_t> waited;
        if (!message.lines.empty() && !message.lines.front().suspended)
            waited = message.lines.front().a;
        else if (!message.activations.empty())
            waited = message.activations.front() - message.arrival;
        if (waited && *waited < backoff) {
            ++fromIncoming_;
            if (firstFromIncoming_ == nullptr)
                firstFromIncoming_ = &message;
        } else {
            heldBefore_[index] = 1;
        }
    }
}

// The clock: the scans' phase from the re-activations, t = 0, the log's span.
void ReplayScenarioBuilder::Build::findClock() {
    Scenario& scenario = result_.scenario;
    logStart_ = floorDiv(report_.firstTime, kMicrosPerMs);
    logEnd_ = floorDiv(report_.lastTime + kMicrosPerMs - 1, kMicrosPerMs);
    bool deferrals = false;
    for (std::size_t index = 0; index < builder_.messages_.size(); ++index) {
        const Message& message = builder_.messages_[index];
        deferrals = deferrals || heldBefore_[index] != 0 || message.activations.size() > 1;
        for (const Line& line : message.lines)
            deferrals = deferrals || line.status == DeliveryStatus::Deferred;
    }
    if (deferrals && !scenario.deferredQueue) {
        scenario.deferredQueue = true;
        note(RuleText(QT_TRANSLATE_NOOP(
            "qmgrlab::Rules", "The deferred queue is on: the log shows mail deferred, tried again or queued "
                              "before it starts; deferred recipients are tried again after their backoff, as "
                              "on the server.")));
    }
    const Configuration config = Configuration::fromScenario(Scenario(scenario), "replay");

    // The deferred scans' phase (ScanPhase), from the activations of deferred mail.
    std::int64_t oldest = logStart_;
    queueRunDelayMs_ = config.queueRunDelaySeconds() * 1000;
    ScanPhase scans(queueRunDelayMs_, config.minimalBackoffSeconds(), config.maximalBackoffSeconds());
    for (std::size_t index = 0; index < builder_.messages_.size(); ++index) {
        const Message& message = builder_.messages_[index];
        oldest = std::min(oldest, floorDiv(message.arrival, kMicrosPerMs));
        if (message.removed >= 0)
            scans.leaving(floorDiv(message.removed, kMicrosPerMs), index);
        // The last line of each visit but the last: the message left for the deferred queue.
        std::vector<std::int64_t> lastOfVisit(message.activations.size(), -1);
        for (const Line& line : message.lines) {
            const auto visit =
                std::upper_bound(message.activations.begin(), message.activations.end(), line.at) -
                message.activations.begin();
            if (visit > 0 && static_cast<std::size_t>(visit) < message.activations.size())
                lastOfVisit[static_cast<std::size_t>(visit) - 1] =
                    std::max(lastOfVisit[static_cast<std::size_t>(visit) - 1], line.at);
        }
        for (std::size_t v = 0; v < message.activations.size(); ++v) {
            const std::int64_t left =
                v > 0 && lastOfVisit[v - 1] >= 0 ? floorDiv(lastOfVisit[v - 1], kMicrosPerMs) : -1;
            if (left >= 0)
                scans.leaving(left, index);
            if (v > 0 || heldBefore_[index] != 0)
                scans.reactivation(floorDiv(message.arrival, kMicrosPerMs), left,
                                   floorDiv(message.activations[v], kMicrosPerMs), index);
        }
    }
    if (scenario.deferredQueue)
        scanPhase_ = scans.phase();
    origin_ = oldest;
    if (scanPhase_)
        origin_ = oldest - floorMod(oldest - *scanPhase_, queueRunDelayMs_);
    origin_ = floorDiv(origin_, 1000) * 1000;
    // The scenario's clock reaches 2147483647 ms (24 days): a log that, with the mail queued
    // before it, spans more starts its clock later, the older arrivals moved to 0.
    if (logEnd_ - origin_ > kIntMax) {
        origin_ = logEnd_ - kIntMax;
        if (scanPhase_)
            origin_ += floorMod(*scanPhase_ - origin_, queueRunDelayMs_);
        origin_ = (origin_ + 999) / 1000 * 1000;
    }
    result_.epoch = origin_ * kMicrosPerMs;
    result_.clockUtc = report_.zoneOffsetMinutes.has_value();
    result_.clockOffsetMinutes = result_.clockUtc ? report_.zoneOffsetMinutes : report_.utcOffsetMinutes;
    result_.logStartMs = std::clamp<std::int64_t>(logStart_ - origin_, 0, kIntMax);
    if (scanPhase_)
        note(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                        "The deferred queue is scanned every queue_run_delay (%1 s) at the "
                                        "moments the re-activations in the log tell (%2 of them): the "
                                        "replay's clock starts at such a moment, %3."),
                      queueRunDelayMs_ / 1000, scans.reactivations(),
                      formatLogTime(result_.epoch, TimeLayout::Rfc3339, 0, 3)));
}

// A transport whose delivery agents could not be started: the queue manager deferred its mail
// with "mail transport unavailable" (the retry service's lines). Each moment such lines begin is a
// broken interval of one millisecond: the transport dies there when picked, as it did. With a
// transport rate delay the agent is asked for at the allocation and the failure shows when the
// delay ends: the interval is the delay before the lines.
void ReplayScenarioBuilder::Build::inferBrokenTransports() {
    Scenario& scenario = result_.scenario;
    const Configuration config = Configuration::fromScenario(Scenario(scenario), "replay");
    auto rateDelayMs = [&config](const std::string& name) -> std::int64_t {
        const TransportSettings* settings = config.findTransport(name);
        return settings == nullptr ? 0 : settings->transportRateDelay * 1000;
    };
    std::map<std::string, std::string> transportOf;
    std::string star = "smtp";
    for (const DestinationSpec& destination : scenario.destinations)
        if (destination.domain == "*")
            star = destination.transport.value_or("smtp");
    for (const DestinationSpec& destination : scenario.destinations)
        transportOf[destination.domain] = destination.transport.value_or(star);
    std::map<std::string, std::set<std::int64_t>> moments;
    std::map<std::string, std::vector<LogPlace>> places;
    for (const Message& message : builder_.messages_)
        for (const Line& line : message.lines) {
            if (!line.suspended || line.reply.find("mail transport unavailable") == std::string::npos)
                continue;
            const auto routed = transportOf.find(line.destination);
            const std::string& transport = routed != transportOf.end() ? routed->second : star;
            const std::int64_t at = floorDiv(line.at, kMicrosPerMs) - origin_ - rateDelayMs(transport);
            if (at >= 0 && at < kIntMax && moments[transport].insert(at).second)
                places[transport].push_back(line.place);
        }
    for (const auto& [transport, at] : moments) {
        const std::string& name = transport; // a lambda may not capture a structured binding in clang 14
        auto service = std::find_if(scenario.masterCf.begin(), scenario.masterCf.end(),
                                    [&](const ProcessLimit& p) { return p.transport == name; });
        if (service == scenario.masterCf.end()) {
            scenario.masterCf.push_back(ProcessLimit{transport, std::nullopt, {}});
            service = std::prev(scenario.masterCf.end());
        }
        for (const std::int64_t moment : at)
            service->broken.push_back({moment, moment + 1});
        note(RuleText(
            QT_TRANSLATE_NOOP("qmgrlab::Rules",
                              "The delivery agents of the transport %1 could not be started (its mail was "
                              "deferred as \"mail transport unavailable\": %3): the replay breaks them at "
                              "those moments (%2 of them)."),
            transport, at.size(), placesText(report_, places[transport])));
    }
}

// The deferrals whose reply speaks of greylisting, by destination: each is replayed as the
// logged deferral, with its reply, and retried after the backoff as any deferral.
void ReplayScenarioBuilder::Build::greylistingNote() {
    constexpr std::size_t kMaxDestinations = 5;
    std::map<std::string, std::uint64_t> byDestination;
    std::uint64_t total = 0;
    for (const Message& message : builder_.messages_)
        for (const Line& line : message.lines)
            if (line.greylisted) {
                ++byDestination[line.destination];
                ++total;
            }
    if (total == 0)
        return;
    std::vector<std::pair<std::string, std::uint64_t>> sorted(byDestination.begin(), byDestination.end());
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    std::string text;
    for (std::size_t i = 0; i < sorted.size() && i < kMaxDestinations; ++i)
        text += (i == 0 ? "" : ", ") + sorted[i].first + " " + std::to_string(sorted[i].second);
    if (sorted.size() > kMaxDestinations)
        text += ", ...";
    note(RuleText(
        QT_TRANSLATE_NOOP("qmgrlab::Rules",
                          "Greylisting replies (deferrals whose reply speaks of greylisting): %1; "
                          "destinations that gave them: %2 (%3). Each is replayed as the logged "
                          "deferral with its reply and tried again after its backoff, as any deferral."),
        total, sorted.size(), text));
}

// Messages a content filter re-injected (its reply "queued as NEWID" names a message of the log):
// the scenario holds both as separate messages, the new one arriving when the log shows it.
void ReplayScenarioBuilder::Build::filterNote() {
    std::uint64_t count = 0;
    const Message* first = nullptr;
    for (const Message& message : builder_.messages_)
        if (!message.filteredFrom.empty()) {
            ++count;
            if (first == nullptr)
                first = &message;
        }
    if (first == nullptr)
        return;
    note(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                    "Messages re-injected by a content filter: %1 (the first: %2, from %3). "
                                    "The replay holds each as a message of its own, arriving when the log "
                                    "shows it; the filter's delivery is one of the first message's."),
                  count, first->queueId, first->filteredFrom));
}

std::int64_t ReplayScenarioBuilder::Build::arrivalMs(const Message& message) const {
    const std::int64_t logged = floorDiv(message.arrival, kMicrosPerMs);
    // Taken from the incoming queue though it arrived before the log: the replay's queue manager,
    // which activates at once, would deliver it before the log starts; it arrives at the first line.
    return (message.queuedAtStart && !heldBefore(message) ? std::max(logged, logStart_) : logged) - origin_;
}

std::optional<std::int64_t> ReplayScenarioBuilder::Build::activationBefore(const Message& message,
                                                                           std::int64_t at) const {
    const auto after = std::upper_bound(message.activations.begin(), message.activations.end(), at);
    if (after == message.activations.begin())
        return std::nullopt;
    return *std::prev(after);
}

std::optional<std::pair<std::int64_t, std::int64_t>>
ReplayScenarioBuilder::Build::handOver(const Message& message, const Line& line) {
    // Within the range of b after the activation, and the range of c + d before the line.
    const auto [cLow, cEnd] = ranges_(line.c);
    const auto [dLow, dEnd] = ranges_(line.d);
    std::int64_t low = line.at - (cEnd - 1) - (dEnd - 1);
    std::int64_t high = line.at - cLow - dLow;
    if (const std::optional<std::int64_t> activation = activationBefore(message, line.at)) {
        const auto [bLow, bEnd] = ranges_(line.b);
        low = std::max(low, *activation + bLow);
        high = std::min(high, *activation + bEnd - 1);
    }
    if (low > high)
        return std::nullopt;
    return std::pair{floorDiv(low, kMicrosPerMs), floorDiv(high, kMicrosPerMs)};
}

std::int64_t ReplayScenarioBuilder::Build::handOverMs(const Message& message, const Line& line) {
    if (line.suspended)
        return floorDiv(line.at, kMicrosPerMs);
    if (const auto range = handOver(message, line))
        return range->first + (range->second - range->first) / 2;
    return floorDiv(line.at - line.c - line.d, kMicrosPerMs);
}

AttemptSpec ReplayScenarioBuilder::Build::attemptOf(const Message& message, const Line& line) {
    AttemptSpec attempt;
    // A site's failure that bounced the mail (a domain not found: 5.4.4) is no refused session:
    // the client returns the recipients as bounced, and the queue manager neither defers them nor
    // counts a failed connection.
    attempt.outcome = line.status == DeliveryStatus::Bounced ? AttemptOutcome::Bounced
                      : line.siteFailure                     ? AttemptOutcome::Refused
                      : line.status == DeliveryStatus::Sent  ? AttemptOutcome::Sent
                                                             : AttemptOutcome::Deferred;
    // The duration from the middle of the hand-over's range to the line, and the range itself: a
    // replay that hands over within it ends the attempt when the log shows it end.
    const std::int64_t end = floorDiv(line.at, kMicrosPerMs);
    std::int64_t ms = (line.c + line.d + kMicrosPerMs / 2) / kMicrosPerMs;
    if (const auto range = handOver(message, line)) {
        const std::int64_t start = handOverMs(message, line);
        ms = end - start;
        if (start - origin_ >= 0 && start - origin_ <= kIntMax && ms >= 1) {
            attempt.startMs = start - origin_;
            attempt.slackMs = std::max(start - range->first, range->second - start);
        }
    } else {
        ++wholeDurations_;
    }
    attempt.ms = std::clamp<std::int64_t>(ms, 1, kIntMax);
    // Timed by c + d alone, the attempt may end up to a second before its line (the hand-over is
    // placed by the activation plus b, the line's clock has whole seconds). A deferral (or a
    // refused session, which defers) ends at its line then: one timed a second early is a second
    // younger, may be due at an earlier scan of the deferred queue than the server's, and gives
    // its feedback early. A delivery ends after its c + d as before: holding its agent up to the
    // line would keep the others waiting longer than on the server.
    if (!attempt.startMs &&
        (attempt.outcome == AttemptOutcome::Deferred || attempt.outcome == AttemptOutcome::Refused) &&
        end - origin_ >= 0 && end - origin_ <= kIntMax)
        attempt.lineMs = end - origin_;
    if (attempt.outcome != AttemptOutcome::Refused)
        attempt.connectMs = std::min(attempt.ms, (line.c + kMicrosPerMs / 2) / kMicrosPerMs);
    if (attempt.outcome != AttemptOutcome::Sent) {
        attempt.reply = line.reply;
        // At most Scenario::kMaxReply characters, cut on a character's first byte.
        std::size_t characters = 0;
        for (std::size_t i = 0; i < attempt.reply.size(); ++i)
            if ((static_cast<unsigned char>(attempt.reply[i]) & 0xC0) != 0x80 &&
                ++characters > Scenario::kMaxReply) {
                attempt.reply.resize(i);
                break;
            }
        attempt.dsn = line.dsn;
    }
    return attempt;
}

// The message's recipients: the logged addresses, one recipient each, or as many as the address
// has lines in one visit of the active queue (an address listed twice); in the order of their
// first hand-over, which the queue manager reads them in as far as the log can tell. The
// hand-over is the moment attemptOf takes, within the ranges of b and of c + d: the line's time
// less its c + d alone would, rounded to whole seconds from 10 s, order the recipients handed
// over at one instant by how long their deliveries took.
std::vector<ReplayScenarioBuilder::Build::Recipient>
ReplayScenarioBuilder::Build::recipientsOf(const Message& message) {
    std::vector<Recipient> recipients;
    std::unordered_map<std::string, std::vector<std::size_t>> byAddress; // -> recipients, by copy
    std::unordered_map<std::string, std::size_t> inVisit;                // address -> lines this visit
    std::size_t visit = 0;
    for (std::size_t i = 0; i < message.lines.size(); ++i) {
        const Line& line = message.lines[i];
        const auto upTo = static_cast<std::size_t>(
            std::upper_bound(message.activations.begin(), message.activations.end(), line.at) -
            message.activations.begin());
        if (upTo != visit) {
            visit = upTo;
            inVisit.clear();
        }
        const std::size_t copy = inVisit[line.recipient]++;
        std::vector<std::size_t>& copies = byAddress[line.recipient];
        if (copy == copies.size()) {
            copies.push_back(recipients.size());
            Recipient recipient;
            recipient.address = line.recipient;
            recipient.firstStart = handOverMs(message, line);
            recipient.firstIndex = i;
            recipients.push_back(std::move(recipient));
        }
        recipients[copies[copy]].lines.push_back(i);
    }
    std::stable_sort(recipients.begin(), recipients.end(), [](const Recipient& a, const Recipient& b) {
        return a.firstStart != b.firstStart ? a.firstStart < b.firstStart : a.firstIndex < b.firstIndex;
    });
    return recipients;
}

void ReplayScenarioBuilder::Build::addMessage(const Message& message) {
    std::vector<Recipient> recipients = recipientsOf(message);
    // Addresses the scenario format cannot hold are left out (with their lines).
    recipients.erase(std::remove_if(recipients.begin(), recipients.end(),
                                    [this](const Recipient& r) {
                                        std::string_view domain;
                                        const bool bad =
                                            !scenario_rules::checkAddress(r.address, domain).empty();
                                        invalidAddresses_ += bad ? 1 : 0;
                                        return bad;
                                    }),
                     recipients.end());
    // Recipients nrcpt counts that no line names, of a message the log shows arriving and not
    // removed (the log ends before they are tried): in the message's most frequent domain.
    std::vector<std::string> unlogged;
    if (!message.queuedAtStart && message.removed < 0 &&
        message.nrcpt > static_cast<int>(recipients.size()) && !recipients.empty()) {
        std::map<std::string, std::size_t> domains;
        for (const Recipient& r : recipients)
            ++domains[lowerDomainOf(r.address)];
        const std::string domain =
            std::max_element(domains.begin(), domains.end(), [](const auto& a, const auto& b) {
                return a.second < b.second;
            })->first;
        for (int n = 1; n <= message.nrcpt - static_cast<int>(recipients.size()); ++n)
            unlogged.push_back("unlogged-" + std::to_string(n) + "@" + domain);
        unloggedRecipients_ += unlogged.size();
    }
    if (recipients.empty())
        return;

    MessageSpec spec;
    spec.id =
        validMessageId(message.queueId) ? message.queueId : "m" + std::to_string(result_.queueIds.size() + 1);
    for (int n = 2; !ids_.insert(spec.id).second; ++n)
        spec.id = (validMessageId(message.queueId) ? message.queueId.substr(0, kMaxMessageId - 8) : "m") +
                  "-" + std::to_string(n);
    const bool held = heldBefore(message);
    const std::int64_t arrival = arrivalMs(message);
    spec.arrivalMs = std::max<std::int64_t>(arrival, 0);
    clampedArrivals_ += arrival < 0 ? 1 : 0;
    spec.nullSender = message.nullSender;
    if (message.sender) {
        // As logged, but for what a scenario's sender cannot hold: a character a terminal would
        // act on (Postfix itself logs them as ?) and the characters past its limit.
        std::string sender = oneLineForMessage(*message.sender);
        if (characterCount(sender) > Scenario::kMaxSender)
            sender = shortened(sender, Scenario::kMaxSender - 1);
        alteredSenders_ += sender != *message.sender ? 1 : 0;
        spec.sender = std::move(sender);
    }
    if (held) {
        // Waiting in the deferred queue, due at the scan that activated it (never before the log).
        ++queuedBefore_;
        std::int64_t first = logStart_;
        if (!message.activations.empty()) {
            first = floorDiv(message.activations.front(), kMicrosPerMs);
            if (scanPhase_) {
                const std::int64_t scan = first - floorMod(first - *scanPhase_, queueRunDelayMs_);
                if (scan >= logStart_)
                    first = scan;
            }
        } else if (!message.lines.empty()) {
            const Line& line = message.lines.front();
            first = std::max(logStart_, floorDiv(line.at - line.b - line.c - line.d, kMicrosPerMs));
        }
        spec.deferredUntilMs =
            std::clamp<std::int64_t>((floorDiv(first - origin_, 1000) + 1) * 1000, 0, kIntMax);
    }
    std::vector<ReplayLine>& lines = result_.lines;
    for (const Recipient& recipient : recipients) {
        spec.addresses.push_back(recipient.address);
        std::vector<AttemptSpec> attempts;
        result_.firstLine.push_back(lines.size());
        for (const std::size_t index : recipient.lines) {
            const Line& line = message.lines[index];
            lines.push_back(
                {line.at, line.a, line.b, line.c + line.d, line.place, line.status, line.suspended});
            if (!line.suspended && attempts.size() < Scenario::kMaxAttemptsPerRecipient)
                attempts.push_back(attemptOf(message, line));
        }
        spec.attempts.push_back(std::move(attempts));
    }
    // An unlogged recipient's delivery, if it starts, is still under way at the log's end.
    AttemptSpec underWay;
    underWay.ms = std::clamp<std::int64_t>(logEnd_ - origin_ - spec.arrivalMs + 1, 1, kIntMax);
    for (const std::string& address : unlogged) {
        spec.addresses.push_back(address);
        spec.attempts.push_back({underWay});
        result_.firstLine.push_back(lines.size());
    }
    result_.firstRecipient.push_back(result_.firstLine.size());
    result_.queueIds.push_back(message.queueId);
    result_.scenario.messages.push_back(std::move(spec));
}

ReplayScenario ReplayScenarioBuilder::Build::run() {
    importSettings();
    applyInferences();
    sortQueuedBefore();
    findClock();
    inferBrokenTransports();

    std::vector<const Message*> order;
    order.reserve(builder_.messages_.size());
    for (const Message& message : builder_.messages_)
        order.push_back(&message);
    auto arrivalOf = [this](const Message* m) { return std::max(arrivalMs(*m), std::int64_t{0}); };
    std::stable_sort(order.begin(), order.end(), [&](const Message* a, const Message* b) {
        const std::int64_t x = arrivalOf(a);
        const std::int64_t y = arrivalOf(b);
        if (x != y)
            return x < y;
        return a->firstPlace.file != b->firstPlace.file ? a->firstPlace.file < b->firstPlace.file
                                                        : a->firstPlace.line < b->firstPlace.line;
    });
    result_.firstRecipient.push_back(0);
    for (const Message* message : order)
        addMessage(*message);
    result_.firstLine.push_back(result_.lines.size());

    Scenario& scenario = result_.scenario;
    scenario.title = "Replay of a Postfix mail log";
    std::string from;
    for (const MaillogFile& file : report_.files) {
        result_.logs.push_back(file.path);
        if (file.readable)
            from += (from.empty() ? "" : ", ") + file.path;
    }
    scenario.description = "Replayed from " + (from.empty() ? std::string("no file") : from) +
                           ": each recipient's delivery attempts as the log shows them.";
    // In the log's own offset (a log with a zone: its first stamp's), so that run --maillog writes
    // the replay back in the log's clock.
    scenario.epoch =
        formatLogTime(result_.epoch, TimeLayout::Rfc3339,
                      report_.zoneOffsetMinutes.value_or(report_.utcOffsetMinutes.value_or(0)), 0);
    scenario.stopMs = std::clamp<std::int64_t>(logEnd_ - origin_, 0, kIntMax);

    const std::size_t count = scenario.messages.size();
    note(
        RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                   "Replayed: messages %1, recipients %2, logged lines %3. Each delivery "
                                   "has the logged outcome and takes the time the log shows: handed over "
                                   "when the log says (to its rounding), it ends when the log says; attempts "
                                   "timed by their logged c + d alone, where the log's clock and b disagree "
                                   "(a clock of whole seconds): %4. The run stops at the log's last line."),
                 count, result_.recipientCount(), result_.lines.size(), wholeDurations_));
    if (queuedBefore_ > 0)
        note(
            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                       "Messages queued before the log starts: %1. They wait in the deferred "
                                       "queue from their arrival and are due at the scan that activated them "
                                       "(their first line)."),
                     queuedBefore_));
    if (fromIncoming_ > 0)
        note(RuleText(
            QT_TRANSLATE_NOOP("qmgrlab::Rules",
                              "Messages that arrived before the log starts but were taken from the incoming "
                              "queue, not the deferred one (activated sooner after their arrival than "
                              "minimal_backoff_time, the shortest wait of a retry): %1 (the first: %2, %3). "
                              "They arrive at the log's first line."),
            fromIncoming_, firstFromIncoming_->queueId,
            placesText(report_, {firstFromIncoming_->firstPlace})));
    if (clampedArrivals_ > 0)
        note(RuleText(
            QT_TRANSLATE_NOOP("qmgrlab::Rules",
                              "Messages that arrived more than 24 days before the log's end, further "
                              "back than the scenario's clock reaches, arrive at its start: %1."),
            clampedArrivals_));
    if (unloggedRecipients_ > 0)
        note(RuleText(
            QT_TRANSLATE_NOOP("qmgrlab::Rules",
                              "Recipients counted by nrcpt= that no line names (the log ends before "
                              "they are tried): %1. Each is added as unlogged-N at the most frequent "
                              "domain of its message, its delivery still under way at the log's end; "
                              "where that makes logged recipients share its delivery (they would get no "
                              "line), at another domain of its message or at unlogged.invalid; "
                              "where the logged recipients show the place one took in the queue "
                              "manager's sort, it is named to sort there (LOCAL_unlogged-N)."),
            unloggedRecipients_));
    if (invalidAddresses_ > 0)
        note(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                        "Recipient addresses left out with their lines (a scenario's address "
                                        "is local@domain of printable characters without blanks): %1."),
                      invalidAddresses_));
    if (alteredSenders_ > 0)
        note(
            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                       "Senders with control or formatting characters (shown as ?) or longer "
                                       "than %1 characters (cut short): %2."),
                     Scenario::kMaxSender, alteredSenders_));
    if (builder_.otherStatus_ > 0)
        note(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                        "Delivery lines left out for a status other than sent, deferred or "
                                        "bounced (address verification): %1."),
                      builder_.otherStatus_));
    if (builder_.arrivalsOnly_ > 0)
        note(
            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                       "Messages left out with arrival lines only (never handed to the queue "
                                       "manager): %1."),
                     builder_.arrivalsOnly_));
    if (builder_.expiredOnly_ > 0)
        note(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                        "Messages left out that the queue manager expired (status=expired, "
                                        "returned to sender) with no delivery line in the log: %1."),
                      builder_.expiredOnly_));
    greylistingNote();
    filterNote();
    if (const auto [count, programs] = passedOver(report_, LineUse::Ignored); count > 0)
        note(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                        "Postfix lines the replay does not need, passed over: %1 (%2)."),
                      count, programs));
    if (const auto [count, programs] = passedOver(report_, LineUse::OtherProgram); count > 0)
        note(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "Lines of other programs, passed over: %1 (%2)."),
                      count, programs));
    if (const auto [count, programs] = passedOver(report_, LineUse::NotUnderstood); count > 0)
        note(RuleText(
            QT_TRANSLATE_NOOP("qmgrlab::Rules",
                              "Postfix lines of a form qmgrlab does not know, passed over: %1 (%2)."),
            count, programs));
    if (const std::uint64_t count = passedOver(report_, LineUse::JournalMarker).first; count > 0)
        note(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                        "journalctl's marker lines (\"-- Boot ... --\" and the like), passed "
                                        "over: %1."),
                      count));
    if (const std::uint64_t count = passedOver(report_, LineUse::NotSyslog).first; count > 0)
        note(RuleText(
            QT_TRANSLATE_NOOP("qmgrlab::Rules", "Lines that are not syslog lines, passed over: %1."), count));
    if (const std::uint64_t count = passedOver(report_, LineUse::Binary).first; count > 0)
        note(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "Lines of binary data, passed over: %1."), count));
    validateScenario(scenario, "replay");
    return std::move(result_);
}

ReplayScenario ReplayScenarioBuilder::build(const MaillogReport& report,
                                            const ReplayServerFiles& files) const {
    return Build(*this, report, files).run();
}

} // namespace qmgrlab
