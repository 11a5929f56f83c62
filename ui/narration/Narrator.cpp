// Narrator: the sentences of the narration view and the log, built from a step's record,
// its trace events and, for an entry selection, its SelectionDecision.
#include "ui/narration/Narrator.h"

#include "core/Run.h"

#include <QLocale>
#include <QStringList>

namespace qmgrlab::ui {

namespace {

// Sentences may begin with a job's name ("job 2 preempts job 1"); names of transports and
// queues keep their spelling.
QString capitalised(QString text) {
    const QString jobWord = Narrator::tr("job %1").section(QLatin1Char('%'), 0, 0);
    if (!jobWord.isEmpty() && text.startsWith(jobWord)) {
        text[0] = text[0].toUpper();
    }
    return text;
}

// The user's decimal sign, without thousands separators (times and scores stay compact).
QLocale numberLocale() {
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale;
}

} // namespace

Narrator::Narrator(const Run& run) : run_(run) {}

QString Narrator::kindName(StepKind kind) {
    switch (kind) {
    case StepKind::Completion:
        return tr("Completion");
    case StepKind::Revival:
        return tr("Revival");
    case StepKind::Arrival:
        return tr("Arrival");
    case StepKind::Activation:
        return tr("Activation");
    case StepKind::Selection:
        return tr("Selection");
    case StepKind::End:
        return tr("End");
    }
    return {};
}

QString Narrator::formatTime(std::int64_t ms) {
    return tr("%1 s").arg(numberLocale().toString(static_cast<double>(ms) / 1000.0, 'f', 3));
}

QString Narrator::recipients(int count) {
    return count == 1 ? tr("1 recipient") : tr("%1 recipients").arg(count);
}

QString Narrator::number(double value) {
    return numberLocale().toString(value, 'g', 6);
}

QString Narrator::messageName(int message) const {
    if (message < 0 || message >= run_.config().messageCount()) {
        return QStringLiteral("?");
    }
    return QString::fromStdString(run_.config().message(message).id);
}

QString Narrator::job(int message) const {
    return tr("job %1").arg(messageName(message));
}

QString Narrator::transportName(TransportId transport) const {
    const auto& transports = run_.config().transports();
    if (transport < 0 || transport >= static_cast<TransportId>(transports.size())) {
        return QStringLiteral("?");
    }
    return QString::fromStdString(transports[transport].name);
}

QString Narrator::queueName(NameId name) const {
    if (name < 0 || name >= run_.names().size()) {
        return QStringLiteral("?");
    }
    return QString::fromStdString(run_.names().name(name));
}

int Narrator::mainMessage(std::size_t index) const {
    const auto& steps = run_.recording().steps();
    if (index >= steps.size()) {
        return kNone;
    }
    const StepRecord& step = steps[index];
    if (step.kind == StepKind::Selection && step.decision >= 0) {
        const SelectionDecision& d = run_.recording().decisions()[step.decision];
        return d.selectedMessage != kNone ? d.selectedMessage : d.currentMessage;
    }
    const auto& events = run_.recording().events();
    for (std::uint32_t i = 0; i < step.eventCount; ++i) {
        const TraceEvent& event = events[step.firstEvent + i];
        if (event.type == EventType::Done) {
            return run_.recording().deliveries()[event.seq - 1].message;
        }
        if (event.message != kNone) {
            return event.message;
        }
    }
    return kNone;
}

QString Narrator::headline(std::size_t index) const {
    const auto& steps = run_.recording().steps();
    if (index >= steps.size()) {
        return {};
    }
    const StepRecord& step = steps[index];
    return capitalised(step.kind == StepKind::Selection ? selectionHeadline(step) : eventHeadline(step));
}

QString Narrator::selectionHeadline(const StepRecord& step) const {
    if (step.decision < 0) {
        return eventHeadline(step);
    }
    const SelectionDecision& d = run_.recording().decisions()[step.decision];
    const QString transport = transportName(d.transport);
    if (d.selectedMessage == kNone) {
        return tr("%1: nothing can be selected").arg(transport);
    }
    const QString delivery =
        tr("%1: delivery %2 for %3, %4 to %5")
            .arg(transport)
            .arg(d.seq)
            .arg(job(d.selectedMessage), recipients(d.recipients), queueName(d.selectedQueue));
    if (d.preemption == PreemptionOutcome::Preempted) {
        return tr("%1 preempts %2. %3").arg(job(d.candidateMessage), job(d.currentMessage), delivery);
    }
    return delivery;
}

QString Narrator::eventHeadline(const StepRecord& step) const {
    const auto& events = run_.recording().events();
    if (step.eventCount == 0) {
        return kindName(step.kind);
    }
    const TraceEvent& first = events[step.firstEvent];
    if (step.kind == StepKind::Arrival || step.kind == StepKind::Activation) {
        QStringList ids;
        for (std::uint32_t i = 0; i < step.eventCount; ++i) {
            const TraceEvent& event = events[step.firstEvent + i];
            if (event.type == first.type) {
                ids << messageName(event.message);
            }
        }
        if (first.type == EventType::Arrive) {
            return ids.size() == 1 ? tr("Message %1 arrives").arg(ids.front())
                                   : tr("Messages %1 arrive").arg(ids.join(QStringLiteral(", ")));
        }
        return ids.size() == 1 ? tr("Message %1 enters the active queue").arg(ids.front())
                               : tr("Messages %1 enter the active queue").arg(ids.join(QStringLiteral(", ")));
    }
    return eventSentence(first).text;
}

QList<NarrationSentence> Narrator::sentences(std::size_t index) const {
    const auto& steps = run_.recording().steps();
    if (index >= steps.size()) {
        return {};
    }
    const StepRecord& step = steps[index];
    QList<NarrationSentence> result;
    if (step.kind == StepKind::Selection && step.decision >= 0) {
        result = selectionSentences(step);
    } else {
        const auto& events = run_.recording().events();
        for (std::uint32_t i = 0; i < step.eventCount; ++i) {
            result << eventSentence(events[step.firstEvent + i]);
        }
    }
    for (NarrationSentence& sentence : result) {
        sentence.text = capitalised(sentence.text);
    }
    return result;
}

QList<NarrationSentence> Narrator::preemptionSentences(const SelectionDecision& d) const {
    const TransportSettings& settings = run_.config().transports()[d.transport];
    const QString transport = transportName(d.transport);
    const QString current = job(d.currentMessage);
    const int c = d.currentMessage;
    switch (d.preemption) {
    case PreemptionOutcome::Disabled:
        return {{tr("Preemption is off on %1: its delivery slot cost %2 is below 2.")
                     .arg(transport)
                     .arg(settings.slotCost),
                 c}};
    case PreemptionOutcome::NoCurrentJob:
        return {
            {tr("%1 has no current job: the scheduler starts at the head of its job list.").arg(transport),
             kNone}};
    case PreemptionOutcome::NoSlotsAvailable:
        return {{tr("%1 is the current job and cannot be preempted: it has %2 delivery slots available "
                    "(more than 0 are needed).")
                     .arg(current)
                     .arg(d.slotsAvailable),
                 c}};
    case PreemptionOutcome::TooFewEntries:
        return {{tr("%1 is the current job and too small to be preempted: %2 entries < minimum %3 slots "
                    "× cost %4 = %5.")
                     .arg(current)
                     .arg(d.maxEntries)
                     .arg(settings.minimumSlots)
                     .arg(d.slotCost)
                     .arg(d.minimumEntries),
                 c}};
    case PreemptionOutcome::NoCandidate:
        return {{tr("%1 is the current job; no later job can be delivered within the %2 slots it is sure "
                    "to reach, so nothing preempts it.")
                     .arg(current)
                     .arg(d.maxSlots),
                 c}};
    case PreemptionOutcome::NotEnoughSlots:
    case PreemptionOutcome::Preempted:
        break;
    }
    const QString candidate = job(d.candidateMessage);
    const int percent = 100 - d.discount;
    const QString chosen = d.candidateFromCache
                               ? tr("%1 is the best candidate (score %2, remembered from an earlier look).")
                               : tr("%1 is the best candidate (score %2 = age / total entries).");
    QList<NarrationSentence> result;
    result << NarrationSentence{chosen.arg(candidate, number(d.candidateScore)), d.candidateMessage};
    // Both sides of the preemption inequality, with the numbers that make them.
    const bool preempts = d.preemption == PreemptionOutcome::Preempted;
    const QString inequality =
        preempts
            ? tr("%1 preempts %2: it needs %3 slots; %2 has %4 available / cost %5 + loan %6 = %7 ≥ %3 × %8% "
                 "= "
                 "%9.")
            : tr("%1 cannot preempt %2 yet: it needs %3 slots; %2 has %4 available / cost %5 + loan %6 = %7 "
                 "< %3 × %8% = %9.");
    result << NarrationSentence{inequality.arg(candidate, current)
                                    .arg(d.expected)
                                    .arg(d.slotsAvailable)
                                    .arg(d.slotCost)
                                    .arg(d.slotLoan)
                                    .arg(d.earned)
                                    .arg(percent)
                                    .arg(number(d.required)),
                                d.candidateMessage};
    if (!preempts)
        return result;
    result << NarrationSentence{tr("%1 pays %2 × %3 = %4 slots and has %5 left; %6 moves before it on the "
                                   "job list, at stack level %7.")
                                    .arg(current)
                                    .arg(d.expected)
                                    .arg(d.slotCost)
                                    .arg(d.charged)
                                    .arg(d.slotsAvailable - d.charged)
                                    .arg(candidate)
                                    .arg(d.newLevel),
                                c};
    if (d.extraRecipientSlots > 0) {
        result << NarrationSentence{tr("%1 gets %2 extra recipient slots, so it can read more recipients.")
                                        .arg(candidate)
                                        .arg(d.extraRecipientSlots),
                                    d.candidateMessage};
    }
    return result;
}

QList<NarrationSentence> Narrator::selectionSentences(const StepRecord& step) const {
    const SelectionDecision& d = run_.recording().decisions()[step.decision];
    QList<NarrationSentence> result = preemptionSentences(d);
    const auto& events = run_.recording().events();
    const TraceEvent* select = nullptr;
    for (std::uint32_t i = 0; i < step.eventCount; ++i) {
        const TraceEvent& event = events[step.firstEvent + i];
        if (event.type == EventType::Select) {
            select = &event;
        } else if (event.type == EventType::Blocker) {
            result << blockerSentence(d, event.message);
        } else if (event.type != EventType::Preempt) {
            result << eventSentence(event);
        }
    }
    for (const int message : d.stalledMessages) {
        result << NarrationSentence{
            tr("%1 has nothing left to select and no recipients could be read for it now: "
               "it leaves the job list until more of its recipients are read.")
                .arg(job(message)),
            message};
    }
    if (d.refilled) {
        result << NarrationSentence{tr("More recipients of message %1 were read into memory (refill).")
                                        .arg(messageName(d.selectedMessage)),
                                    d.selectedMessage};
    }
    if (d.selectedMessage == kNone) {
        result << NarrationSentence{
            tr("Nothing can be selected on %1: every job is a blocker or has no entries.")
                .arg(transportName(d.transport)),
            kNone};
        return result;
    }
    const int lane = select != nullptr ? select->lane + 1 : 0;
    result << NarrationSentence{tr("Delivery %1: %2 selects an entry of %3 with %4 to %5 (agent %6).")
                                    .arg(d.seq)
                                    .arg(transportName(d.transport), job(d.selectedMessage),
                                         recipients(d.recipients), queueName(d.selectedQueue))
                                    .arg(lane),
                                d.selectedMessage};
    if (d.retiredAfterSelection) {
        result << NarrationSentence{
            tr("That was the last entry of %1: it leaves the job list.").arg(job(d.selectedMessage)),
            d.selectedMessage};
    }
    return result;
}

// Why a job became a blocker, from the numbers recorded when it was marked: each queue it has
// waiting entries for is dead or has as many deliveries in progress as its window allows.
NarrationSentence Narrator::blockerSentence(const SelectionDecision& d, int message) const {
    QStringList reasons;
    for (const BlockerReason& reason : d.blockers) {
        if (reason.message != message)
            continue;
        reasons << (reason.window == 0 ? tr("%1 is dead").arg(queueName(reason.queue))
                                       : tr("%1 is full (window %2, %3 in progress)")
                                             .arg(queueName(reason.queue))
                                             .arg(reason.window)
                                             .arg(reason.busy));
    }
    if (reasons.isEmpty())
        return {tr("%1 becomes a blocker: every queue it has entries for is full.").arg(job(message)),
                message};
    return {
        tr("%1 becomes a blocker and is skipped: %2.").arg(job(message), reasons.join(QStringLiteral("; "))),
        message};
}

NarrationSentence Narrator::eventSentence(const TraceEvent& e) const {
    const QString transport = transportName(e.transport);
    switch (e.type) {
    case EventType::Arrive: {
        const auto count = run_.config().recipientCount(e.message);
        return {tr("Message %1 arrives in the incoming queue with %2.")
                    .arg(messageName(e.message), recipients(count)),
                e.message};
    }
    case EventType::Activate:
        return {tr("Message %1 enters the active queue: its recipients are read and grouped into jobs, "
                   "peers and entries.")
                    .arg(messageName(e.message)),
                e.message};
    case EventType::Preempt:
        return {tr("%1 preempts %2 on %3 (stack level %4).")
                    .arg(job(e.message), job(e.victim), transport)
                    .arg(e.level),
                e.message};
    case EventType::Select:
        return {tr("Delivery %1: %2 selects an entry of %3 with %4 to %5.")
                    .arg(e.seq)
                    .arg(transport, job(e.message), recipients(e.rcpts), queueName(e.dest)),
                e.message};
    case EventType::Blocker:
        return {tr("%1 becomes a blocker: every queue it has entries for is full.").arg(job(e.message)),
                e.message};
    case EventType::Unblock:
        return {tr("A full queue of %1 can take deliveries again: every blocker job of %1 is released.")
                    .arg(transport),
                kNone};
    case EventType::Done: {
        const Delivery& delivery = run_.recording().deliveries()[e.seq - 1];
        const QString text = e.sent ? tr("Delivery %1 (%2, %3 to %4) completes: sent.")
                                    : tr("Delivery %1 (%2, %3 to %4) fails: the recipients are deferred.");
        return {text.arg(e.seq).arg(job(delivery.message), recipients(delivery.recipients),
                                    queueName(delivery.dest)),
                delivery.message};
    }
    case EventType::Window:
        return {tr("Concurrency feedback moves the window of %1 on %2 from %3 to %4.")
                    .arg(queueName(e.dest), transport)
                    .arg(e.oldWindow)
                    .arg(e.window),
                kNone};
    case EventType::Dead:
        return {
            tr("%1 declares %2 dead: its waiting entries are deferred.").arg(transport, queueName(e.dest)),
            kNone};
    case EventType::Alive:
        return {tr("%1 on %2 is alive again.").arg(queueName(e.dest), transport), kNone};
    case EventType::Defer:
        return {tr("%1 of message %2 for %3 deferred without a delivery attempt: the destination is dead.")
                    .arg(recipients(e.rcpts), messageName(e.message), queueName(e.dest)),
                e.message};
    case EventType::Finish:
        return {tr("Message %1 leaves the active queue: %2 sent, %3 deferred.")
                    .arg(messageName(e.message))
                    .arg(e.sentCount)
                    .arg(e.deferredCount),
                e.message};
    case EventType::End:
        return {tr("The simulation ends at %1: %2 recipients sent, %3 deferred.")
                    .arg(formatTime(e.t))
                    .arg(e.sentCount)
                    .arg(e.deferredCount),
                kNone};
    }
    return {};
}

} // namespace qmgrlab::ui
