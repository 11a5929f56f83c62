// SPDX-License-Identifier: GPL-3.0-or-later
// SimulatedMaillog: a simulation stepped to its end, each step's events turned into log lines.
#include "core/maillog/SimulatedMaillog.h"

#include "core/common/Text.h"
#include "core/maillog/LogTime.h"
#include "core/maillog/QueueId.h"
#include "core/run/Run.h"
#include "core/run/RunBuilder.h"
#include "core/run/RunStopped.h"
#include "core/run/Simulation.h"
#include "core/scheduler/QueueManager.h"
#include "core/trace/TraceWriter.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <optional>
#include <stdexcept>
#include <unordered_map>
#include <vector>

namespace qmgrlab {

namespace {

constexpr std::int64_t kMessageSize = 1000;
constexpr std::string_view kSender = "sender@qmgrlab.invalid";

// A recipient's state within the current visit of its message.
enum RecipientState : std::uint8_t {
    Pending = 0,    // not tried in this visit
    Done = 1,       // sent or bounced (for good, across visits)
    Dispatched = 2, // in a delivery of this visit
    Deferred = 3,   // deferred without a delivery in this visit
};

struct MessageLog {
    std::string queueId;
    std::int64_t arrivalMs = 0;
    std::int64_t activationMs = 0;
    MessageId id = kNone; // in the simulation state while active
    bool expired = false;
    std::vector<std::uint8_t> states; // by recipient index
};

struct PendingDelivery {
    int message = kNone;
    TransportId transport = kNone;
    int nexthop = 0;
    int lane = 0;
    std::int64_t dispatchMs = 0;
    std::vector<int> recipients;
    std::vector<std::uint8_t> outcomes; // RecipientOutcome, empty when all are sent
    // A replay's scripted delivery: per recipient, the scenario's attempt it used (nullptr: none).
    std::vector<const AttemptSpec*> attempts;
};

class StepEvents : public EventSink {
public:
    void record(const TraceEvent& event) override { events.push_back(event); }
    std::vector<TraceEvent> events;
};

// The message's envelope sender: the scenario's when it gives one (a replay's, as logged), else
// kSender; none for a null-sender message.
std::string_view senderOf(const MessageSpec& spec) {
    if (spec.nullSender)
        return {};
    return spec.sender ? std::string_view(*spec.sender) : kSender;
}

std::string_view programOf(std::string_view transport) {
    for (const std::string_view agent : {"smtp", "lmtp", "local", "virtual", "pipe", "discard"})
        if (transport == agent)
            return agent;
    return "smtp";
}

class MaillogRun {
public:
    MaillogRun(const Configuration& config, std::shared_ptr<NameTable> names, MaillogLines& writer,
               std::int64_t epoch)
        : config_(config), names_(std::move(names)), writer_(writer), epoch_(epoch) {}

    void step(const std::vector<TraceEvent>& events, const Simulation& simulation);

private:
    std::int64_t wall(std::int64_t ms) const { return epoch_ + ms * kMicrosPerMs; }
    std::string address(const DestinationBehaviour& destination, int nexthop) const;
    int pidOf(TransportId transport, int lane) const {
        return 10000 + static_cast<int>((static_cast<std::int64_t>(transport) * 100000 + lane) % 4000000);
    }
    MessageLog& logOf(int message);
    void applyActivation(const TraceEvent& event, const SimulationState& state);
    void applySelect(const TraceEvent& event, const SimulationState& state);
    void findDeferred(const std::vector<TraceEvent>& events, const SimulationState& state);
    void writeDone(const TraceEvent& event);
    void writeLine(std::int64_t atMs, int message, int recipient, std::string_view service,
                   std::string_view program, int pid, std::string_view relay, std::int64_t dispatchMs,
                   std::int64_t connectMs, std::int64_t completeMs, std::string_view dsn,
                   std::string_view status, std::string_view reply);
    std::string queueKey(int message, int recipient, bool byNexthop) const;

    const Configuration& config_;
    std::shared_ptr<NameTable> names_;
    MaillogLines& writer_;
    std::int64_t epoch_;
    std::unordered_map<int, MessageLog> logs_;
    std::unordered_map<int, PendingDelivery> pending_; // by seq
    std::vector<MessageId> freeIds_;                   // the simulation's free message ids, mirrored
    MessageId nextId_ = 0;
    // The recipients each Defer event of the step defers, by the event's index in the step.
    std::map<std::size_t, std::vector<int>> deferred_;
    std::string text_, recipient_;
};

MessageLog& MaillogRun::logOf(int message) {
    MessageLog& log = logs_[message];
    if (log.states.empty()) {
        const MessageSpec& spec = config_.message(message);
        log.arrivalMs = spec.arrivalMs;
        log.queueId = simulatedQueueId(wall(spec.arrivalMs), message);
        log.states.assign(static_cast<std::size_t>(config_.recipientCount(message)), Pending);
    }
    return log;
}

std::string MaillogRun::address(const DestinationBehaviour& destination, int nexthop) const {
    return destination.nexthop + "[192.0.2." + std::to_string(1 + nexthop % 254) + "]";
}

std::string MaillogRun::queueKey(int message, int recipient, bool byNexthop) const {
    const int nexthop = config_.recipientNexthop(message, recipient);
    const DestinationBehaviour& destination = config_.nexthops()[static_cast<std::size_t>(nexthop)];
    if (!byNexthop &&
        config_.transports()[static_cast<std::size_t>(destination.transport)].perRecipientQueues())
        return lowerAscii(config_.recipientAddress(message, recipient));
    return destination.nexthop;
}

void MaillogRun::applyActivation(const TraceEvent& event, const SimulationState& state) {
    MessageLog& log = logOf(event.message);
    log.activationMs = event.t;
    for (std::uint8_t& s : log.states)
        if (s != Done)
            s = Pending;
    // The simulation's message store reuses the last freed id first: the new message's id.
    MessageId guess = kNone;
    if (!freeIds_.empty()) {
        guess = freeIds_.back();
        freeIds_.pop_back();
    } else {
        guess = nextId_++;
    }
    log.id = guess;
    if (!state.messages.alive(guess) || state.messages[guess].spec != event.message) {
        state.messages.forEach([&](MessageId id, const Message& message) {
            if (message.spec == event.message)
                log.id = id;
        });
    }
}

void MaillogRun::applySelect(const TraceEvent& event, const SimulationState& state) {
    const auto queue = state.queueIndex.find(pairKey(event.transport, event.dest));
    if (queue == state.queueIndex.end())
        throw std::logic_error("maillog: a selected delivery's queue is gone");
    const Queue& q = state.queues[queue->second];
    for (EntryId e = q.busyHead; e != kNone; e = state.entries[e].queueNext) {
        const Entry& entry = state.entries[e];
        if (entry.seq != event.seq)
            continue;
        PendingDelivery delivery;
        delivery.message = event.message;
        delivery.transport = event.transport;
        delivery.nexthop = q.nexthop;
        delivery.lane = event.lane;
        delivery.dispatchMs = event.t;
        delivery.recipients = entry.recipientIndex;
        delivery.outcomes = entry.outcome;
        if (!entry.attempt.empty()) {
            const MessageSpec& spec = config_.message(event.message);
            for (std::size_t i = 0; i < entry.attempt.size(); ++i)
                delivery.attempts.push_back(entry.attempt[i] == Entry::kNoAttempt
                                                ? nullptr
                                                : &spec.attempts[static_cast<std::size_t>(
                                                      entry.recipientIndex[i])][entry.attempt[i]]);
        }
        MessageLog& log = logOf(event.message);
        for (const int r : delivery.recipients)
            log.states[static_cast<std::size_t>(r)] = Dispatched;
        pending_.emplace(event.seq, std::move(delivery));
        return;
    }
    throw std::logic_error("maillog: a selected delivery's entry is gone");
}

// Which recipients each Defer event of the step defers. A deferral takes recipients of its
// message that were read in this visit (the message's read offset, or all once it is finished)
// and are neither done, nor in a delivery, nor deferred already, nor waiting in an entry, and
// whose queue (or next hop, for recipients read while their transport is dead) is the event's:
// all of them are deferred at this instant, so which of them an event takes when several share
// a queue does not matter.
void MaillogRun::findDeferred(const std::vector<TraceEvent>& events, const SimulationState& state) {
    deferred_.clear();
    std::map<int, std::vector<std::size_t>> byMessage;
    for (std::size_t i = 0; i < events.size(); ++i)
        if (events[i].type == EventType::Defer)
            byMessage[events[i].message].push_back(i);
    for (const auto& [message, indices] : byMessage) {
        MessageLog& log = logOf(message);
        const bool active =
            log.id != kNone && state.messages.alive(log.id) && state.messages[log.id].spec == message;
        const int total = config_.recipientCount(message);
        const int readLimit = active ? state.messages[log.id].readOffset : total;
        std::vector<std::uint8_t> waiting(static_cast<std::size_t>(total), 0);
        if (active) {
            for (JobId j = state.messages[log.id].firstJob; j != kNone; j = state.jobs[j].nextInMessage) {
                const PeerId first = state.jobs[j].peers;
                if (first == kNone)
                    continue;
                PeerId p = first;
                do {
                    for (EntryId e = state.peers[p].todoHead; e != kNone; e = state.entries[e].peerNext)
                        for (const int r : state.entries[e].recipientIndex)
                            waiting[static_cast<std::size_t>(r)] = 1;
                    p = state.peers[p].next;
                } while (p != first);
            }
        }
        std::map<std::string, std::vector<int>> candidates[2]; // by queue name, by next hop
        for (int r = 0; r < readLimit; ++r) {
            if (log.states[static_cast<std::size_t>(r)] != Pending || waiting[static_cast<std::size_t>(r)])
                continue;
            candidates[0][queueKey(message, r, false)].push_back(r);
            candidates[1][queueKey(message, r, true)].push_back(r);
        }
        std::map<std::string, std::size_t> taken[2];
        for (const std::size_t i : indices) {
            const TraceEvent& event = events[i];
            // A dead transport's deferral names the queue when it empties the transport's queues
            // (a per-recipient queue's name is an address), the next hop when a recipient is read
            // while the transport is dead; a queue's deferral names the queue.
            const std::string& key = names_->name(event.dest);
            const int kind = event.byTransport && candidates[0].count(key) == 0 ? 1 : 0;
            std::vector<int>& chosen = deferred_[i];
            const std::vector<int>& pool = candidates[kind][key];
            std::size_t& next = taken[kind][key];
            while (static_cast<int>(chosen.size()) < event.rcpts && next < pool.size()) {
                const int r = pool[next++];
                if (log.states[static_cast<std::size_t>(r)] == Pending) {
                    chosen.push_back(r);
                    log.states[static_cast<std::size_t>(r)] = Deferred;
                }
            }
            if (static_cast<int>(chosen.size()) != event.rcpts)
                throw std::logic_error("maillog: the recipients of a deferral cannot be told");
        }
    }
}

void MaillogRun::writeLine(std::int64_t atMs, int message, int recipient, std::string_view service,
                           std::string_view program, int pid, std::string_view relay, std::int64_t dispatchMs,
                           std::int64_t connectMs, std::int64_t completeMs, std::string_view dsn,
                           std::string_view status, std::string_view reply) {
    const MessageLog& log = logs_.at(message);
    recipient_ = config_.recipientAddress(message, recipient);
    DeliveryLine line;
    line.recipient = recipient_;
    line.service = service;
    line.program = program;
    line.pid = pid;
    line.relay = relay;
    line.a = (log.activationMs - log.arrivalMs) * kMicrosPerMs;
    line.b = (dispatchMs - log.activationMs) * kMicrosPerMs;
    line.c = (connectMs - dispatchMs) * kMicrosPerMs;
    line.d = (completeMs - connectMs) * kMicrosPerMs;
    line.delay = (completeMs - log.arrivalMs) * kMicrosPerMs;
    line.dsn = dsn;
    line.status = status;
    line.reply = reply;
    line.messageIndex = message;
    line.recipientIndex = recipient;
    line.suspended = service == "error";
    writer_.delivery(wall(atMs), log.queueId, line);
}

void MaillogRun::writeDone(const TraceEvent& event) {
    const auto found = pending_.find(event.seq);
    if (found == pending_.end())
        return;
    const PendingDelivery delivery = std::move(found->second);
    pending_.erase(found);
    MessageLog& log = logOf(delivery.message);
    const DestinationBehaviour& destination = config_.nexthops()[static_cast<std::size_t>(delivery.nexthop)];
    const std::string& service = config_.transports()[static_cast<std::size_t>(delivery.transport)].name;
    const std::string_view program = programOf(service);
    const int pid = pidOf(delivery.transport, delivery.lane);
    const std::string host = address(destination, delivery.nexthop);
    const std::int64_t duration = event.t - delivery.dispatchMs;

    // A scripted recipient's logged reply and status code, where its attempt has them.
    auto scripted = [&delivery](std::size_t i) -> const AttemptSpec* {
        return i < delivery.attempts.size() ? delivery.attempts[i] : nullptr;
    };
    if (!event.sent) { // a failed connection
        std::string relay = "none";
        if (destination.downAt(delivery.dispatchMs) && delivery.attempts.empty()) {
            text_ = "connect to " + host + ":25: Connection refused";
            writer_.connectFailure(wall(event.t), service, program, pid, host + ":25", "Connection refused");
        } else {
            relay = host + ":25";
            text_ = "host " + host + " refused to talk to me: 421 4.7.0 Too many concurrent connections";
        }
        for (std::size_t i = 0; i < delivery.recipients.size(); ++i) {
            const AttemptSpec* attempt = scripted(i);
            const bool own = attempt != nullptr && !attempt->reply.empty();
            const std::string_view reply = own ? std::string_view(attempt->reply) : std::string_view(text_);
            writeLine(event.t, delivery.message, delivery.recipients[i], service, program, pid,
                      own && reply.substr(0, 11) == "connect to " ? std::string_view("none") : relay,
                      delivery.dispatchMs, event.t, event.t,
                      attempt != nullptr && !attempt->dsn.empty() ? std::string_view(attempt->dsn) : "4.4.1",
                      "deferred", reply);
        }
        return;
    }
    std::int64_t connect = destination.failMs;
    if (!delivery.attempts.empty()) {
        connect = 0;
        for (const AttemptSpec* attempt : delivery.attempts)
            if (attempt != nullptr)
                connect = std::max(connect, attempt->connectMs.value_or(0));
    }
    const std::int64_t connectMs = delivery.dispatchMs + std::min(connect, duration);
    std::string relay = host + ":25";
    if (program == "local" || program == "virtual" || program == "discard")
        relay = std::string(program);
    else if (program == "pipe")
        relay = service;
    else if (program == "lmtp")
        relay = host + ":24";
    // The recipients the server refused, at RCPT TO; then the accepted ones.
    for (int pass = 0; pass < 2; ++pass) {
        for (std::size_t i = 0; i < delivery.recipients.size(); ++i) {
            const int r = delivery.recipients[i];
            const auto outcome = delivery.outcomes.empty()
                                     ? RecipientOutcome::Sent
                                     : static_cast<RecipientOutcome>(delivery.outcomes[i]);
            if ((outcome == RecipientOutcome::Sent) != (pass == 1))
                continue;
            const std::string addressText = config_.recipientAddress(delivery.message, r);
            if (outcome == RecipientOutcome::Sent) {
                log.states[static_cast<std::size_t>(r)] = Done;
                char id[16];
                std::snprintf(id, sizeof id, "%X", 0x100000 + event.seq);
                text_ = program == "local" || program == "virtual" ? "delivered to mailbox"
                        : program == "discard"                     ? "discarded"
                        : program == "pipe"                        ? "delivered via " + service + " service"
                                            : std::string("250 2.0.0 Ok: queued as ") + id;
                writeLine(event.t, delivery.message, r, service, program, pid, relay, delivery.dispatchMs,
                          connectMs, event.t, "2.0.0", "sent", text_);
                continue;
            }
            if (const AttemptSpec* attempt = scripted(i); attempt != nullptr && !attempt->reply.empty()) {
                if (outcome == RecipientOutcome::Bounced)
                    log.states[static_cast<std::size_t>(r)] = Done;
                const bool bounced = outcome == RecipientOutcome::Bounced;
                writeLine(event.t, delivery.message, r, service, program, pid, relay, delivery.dispatchMs,
                          connectMs, event.t,
                          !attempt->dsn.empty() ? std::string_view(attempt->dsn)
                          : bounced             ? "5.0.0"
                                                : "4.0.0",
                          bounced ? "bounced" : "deferred", attempt->reply);
                continue;
            }
            const std::string local = addressText.substr(0, addressText.rfind('@'));
            const bool listed = destination.deferUsers.contains(local);
            if (outcome == RecipientOutcome::Bounced) {
                log.states[static_cast<std::size_t>(r)] = Done;
                text_ = "host " + host + " said: 550 5.1.1 <" + addressText +
                        ">: Recipient address rejected: User unknown in local recipient table (in reply to "
                        "RCPT TO "
                        "command)";
                writeLine(event.t, delivery.message, r, service, program, pid, relay, delivery.dispatchMs,
                          connectMs, event.t, "5.1.1", "bounced", text_);
            } else if (listed) {
                text_ = "host " + host + " said: 450 4.2.0 <" + addressText +
                        ">: Recipient address rejected: Mailbox temporarily unavailable (in reply to RCPT TO "
                        "command)";
                writeLine(event.t, delivery.message, r, service, program, pid, relay, delivery.dispatchMs,
                          connectMs, event.t, "4.2.0", "deferred", text_);
            } else {
                text_ =
                    "host " + host + " said: 450 4.2.0 <" + addressText +
                    ">: Recipient address rejected: Greylisted, see https://postgrey.schweikert.ch/help/" +
                    destination.nexthop + ".html (in reply to RCPT TO command)";
                writeLine(event.t, delivery.message, r, service, program, pid, relay, delivery.dispatchMs,
                          connectMs, event.t, "4.2.0", "deferred", text_);
            }
        }
    }
}

void MaillogRun::step(const std::vector<TraceEvent>& events, const Simulation& simulation) {
    const SimulationState& state = simulation.state();
    // First what the step changed (the deliveries it started, the visit it began), so that the
    // recipients of its deferrals can be told; then the lines, in the order of the events.
    for (const TraceEvent& event : events) {
        if (event.type == EventType::Activate)
            applyActivation(event, state);
        else if (event.type == EventType::Select)
            applySelect(event, state);
    }
    findDeferred(events, state);
    for (std::size_t i = 0; i < events.size(); ++i) {
        const TraceEvent& event = events[i];
        switch (event.type) {
        case EventType::Arrive: {
            const MessageSpec& spec = config_.message(event.message);
            MessageLog& log = logOf(event.message);
            if (config_.deferredQueue() && spec.deferredUntilMs)
                break; // queued before the log starts
            writer_.pickup(wall(event.t), log.queueId, 0, senderOf(spec));
            writer_.cleanup(wall(event.t), log.queueId, spec.id + "@qmgrlab.invalid");
            break;
        }
        case EventType::Activate: {
            const MessageSpec& spec = config_.message(event.message);
            writer_.activation(wall(event.t), logOf(event.message).queueId, senderOf(spec), kMessageSize,
                               config_.recipientCount(event.message));
            break;
        }
        case EventType::Done:
            writeDone(event);
            break;
        case EventType::Defer: {
            const std::vector<int>& recipients = deferred_[i];
            if (recipients.empty())
                break;
            const int nexthop = config_.recipientNexthop(event.message, recipients.front());
            const DestinationBehaviour& destination = config_.nexthops()[static_cast<std::size_t>(nexthop)];
            text_ = event.byTransport
                        ? std::string("delivery temporarily suspended: mail transport unavailable")
                        : "delivery temporarily suspended: connect to " + address(destination, nexthop) +
                              ":25: Connection refused";
            for (const int r : recipients)
                writeLine(event.t, event.message, r, "error", "error", MaillogWriter::kRetryPid, "none",
                          event.t, event.t, event.t, event.byTransport ? "4.3.0" : "4.4.1", "deferred",
                          text_);
            break;
        }
        case EventType::Expire: {
            const MessageSpec& spec = config_.message(event.message);
            logOf(event.message).expired = true;
            writer_.expired(wall(event.t), logOf(event.message).queueId, senderOf(spec));
            break;
        }
        case EventType::Finish: {
            MessageLog& log = logOf(event.message);
            freeIds_.push_back(log.id);
            log.id = kNone;
            if (event.deferredCount == 0 || log.expired)
                writer_.removed(wall(event.t), log.queueId);
            if (event.deferredCount == 0 || log.expired || !config_.deferredQueue())
                logs_.erase(event.message);
            break;
        }
        default:
            break;
        }
    }
}

} // namespace

std::string simulatedQueueId(std::int64_t arrivalMicros, int message) {
    return makeLongQueueId(arrivalMicros, static_cast<std::uint64_t>(message) + 1);
}

void runSimulatedMaillog(const std::shared_ptr<const Configuration>& config, MaillogLines& lines,
                         std::ostream* trace, std::int64_t epoch, const std::string& sourceName,
                         const std::atomic<bool>* stop) {
    if (!config->tracksRecipients())
        throw std::invalid_argument("runSimulatedMaillog: the configuration does not track recipients");
    auto names = std::make_shared<NameTable>();
    Simulation simulation(config, names);
    std::unique_ptr<TraceWriter> traceWriter;
    if (trace != nullptr)
        traceWriter = std::make_unique<TraceWriter>(*trace, *config, *names);
    StepEvents collected;
    Recording recording(false, traceWriter.get(), &collected);
    MaillogRun run(*config, names, lines, epoch);
    // Within the limits of a streamed Run (qmgrlab-cli run's), refused with the same rules.
    std::size_t steps = 0;
    std::int64_t lastMs = 0;
    const auto refuse = [&](RunCut reason) {
        return ScenarioError(
            sourceName, RuleText(),
            runCutRule(reason, steps, recording.eventCount(), simulation.state().recipientsRead, lastMs, 0));
    };
    const auto stopped = [stop] { return stop != nullptr && stop->load(std::memory_order_relaxed); };
    if (stopped())
        throw RunStopped();
    while (simulation.step(&recording)) {
        ++steps;
        if (!collected.events.empty())
            lastMs = collected.events.back().t;
        run.step(collected.events, simulation);
        collected.events.clear();
        if (simulation.ended() || lines.finished())
            break;
        if (steps >= Run::kStreamedStepLimit)
            throw refuse(RunCut::Steps);
        if (steps % kStopCheckSteps == 0 && stopped())
            throw RunStopped();
        if (recording.eventCount() >= Run::kStreamedEventLimit)
            throw refuse(RunCut::Events);
        if (simulation.state().recipientsRead >= Run::kStreamedReadLimit)
            throw refuse(RunCut::Reads);
    }
    if (simulation.outOfClock())
        throw refuse(RunCut::Clock);
}

std::uint64_t writeSimulatedMaillog(const std::shared_ptr<const Configuration>& config, std::ostream& log,
                                    std::ostream* trace, const SimulatedMaillogOptions& options,
                                    const std::string& sourceName) {
    MaillogWriter writer(log, options.style);
    runSimulatedMaillog(config, writer, trace, options.epoch, sourceName);
    return writer.lines();
}

bool setMaillogEpoch(const std::string& text, SimulatedMaillogOptions& options) {
    if (text.empty())
        return true;
    if (const std::optional<std::int64_t> seconds = parseSaturatingDigits(text)) {
        if (*seconds > 253402300799) // 9999-12-31T23:59:59Z
            return false;
        options.epoch = *seconds * 1'000'000;
        return true;
    }
    const std::optional<LogTime> time = parseLogTime(text);
    if (!time || time->layout != TimeLayout::Rfc3339 || time->length != text.size())
        return false;
    options.epoch = time->micros(0);
    options.style.offsetMinutes = time->offsetMinutes;
    return true;
}

} // namespace qmgrlab
