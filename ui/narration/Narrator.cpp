// SPDX-License-Identifier: GPL-3.0-or-later
// Narrator: the sentences of the narration view and the log, built from a step's record,
// its trace events and, for an entry selection, its SelectionDecision.
#include "ui/narration/Narrator.h"

#include "core/common/Saturating.h"
#include "core/run/Run.h"
#include "ui/common/ShownText.h"
#include "ui/common/SlotUnits.h"

#include <QLocale>
#include <QStringList>
#include <algorithm>

namespace qmgrlab::ui {

namespace {

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
    case StepKind::Resume:
        return tr("Resume");
    case StepKind::Scan:
        return tr("Deferred scan");
    case StepKind::Allocation:
        return tr("Agent allocation");
    case StepKind::TransportFailure:
        return tr("Agent failure");
    case StepKind::TransportRetry:
        return tr("Transport retry");
    }
    return {};
}

QString Narrator::formatTime(std::int64_t ms) {
    return tr("%1 s").arg(numberLocale().toString(static_cast<double>(ms) / 1000.0, 'f', 3));
}

QString Narrator::counted(int n, const char* one, const char* many) {
    return tr(n == 1 ? one : many, nullptr, n);
}

QString Narrator::recipients(int count) {
    return counted(count, QT_TR_N_NOOP("%n recipient"), QT_TR_N_NOOP("%n recipients"));
}

QString Narrator::integer(long long value) {
    return QString::number(value).replace(QLatin1Char('-'), QChar(0x2212));
}

QString Narrator::number(double value) {
    return numberLocale().toString(value, 'g', 6);
}

QString Narrator::rounded(double value) {
    QString text = numberLocale().toString(value, 'f', 2);
    // 1.50 reads 1.5, 2.00 reads 2.
    const QChar point = numberLocale().decimalPoint().front();
    while (text.contains(point) && text.endsWith(QLatin1Char('0')))
        text.chop(1);
    if (text.endsWith(point))
        text.chop(1);
    return text;
}

QString Narrator::messageName(int message) const {
    if (message < 0 || message >= run_.config().messageCount()) {
        return QStringLiteral("?");
    }
    return QString::fromStdString(run_.config().message(message).id);
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
    return step.kind == StepKind::Selection ? selectionHeadline(step) : eventHeadline(step);
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
    const QString delivery = tr("%1: delivery %2 for job %3, %4 to %5")
                                 .arg(transport, integer(d.seq), messageName(d.selectedMessage),
                                      recipients(d.recipients), queueName(d.selectedQueue));
    if (d.preemption == PreemptionOutcome::Preempted) {
        return tr("Job %1 preempts job %2. %3")
            .arg(messageName(d.candidateMessage), messageName(d.currentMessage), delivery);
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
        const int count = static_cast<int>(ids.size());
        const QString list = ids.join(QStringLiteral(", "));
        if (first.type == EventType::Arrive) {
            return counted(count, QT_TR_N_NOOP("Message %1 arrives"), QT_TR_N_NOOP("Messages %1 arrive"))
                .arg(list);
        }
        return counted(count, QT_TR_N_NOOP("Message %1 enters the active queue"),
                       QT_TR_N_NOOP("Messages %1 enter the active queue"))
            .arg(list);
    }
    return eventSentence(first).text;
}

QList<NarrationSentence> Narrator::sentences(std::size_t index) const {
    const auto& steps = run_.recording().steps();
    if (index >= steps.size()) {
        return {};
    }
    const StepRecord& step = steps[index];
    QList<NarrationSentence> result = loggedMessageSentence(index);
    if (step.kind == StepKind::Selection && step.decision >= 0) {
        return result << selectionSentences(index);
    }
    const auto& events = run_.recording().events();
    // A feedback that moved no window has no event: it is told after the events recorded before it,
    // the completion of its delivery the last of them.
    const std::vector<const FeedbackDecision*> feedbacks = toldFeedbacks(index);
    auto feedback = feedbacks.begin();
    const auto quietUpTo = [&](std::uint32_t event) {
        for (; feedback != feedbacks.end() && (*feedback)->event <= event; ++feedback)
            if (!(*feedback)->reported)
                result << quietFeedbackSentence(**feedback);
    };
    for (std::uint32_t i = 0; i < step.eventCount; ++i) {
        quietUpTo(step.firstEvent + i);
        result << eventSentence(events[step.firstEvent + i]);
    }
    quietUpTo(step.firstEvent + step.eventCount);
    result << queueMemorySentences(index) << refillSentences(index) << adoptionSentences(index);
    return result;
}

std::vector<const FeedbackDecision*> Narrator::toldFeedbacks(std::size_t index) const {
    const Recording& recording = run_.recording();
    if (index >= recording.steps().size())
        return {};
    const StepRecord& step = recording.steps()[index];
    // A completion's feedback is recorded after its done event: (first event, last event + 1]; one
    // that moved a window or killed a queue is its window or dead event's (eventSentence tells it).
    const auto& feedbacks = recording.feedbacks();
    const std::uint32_t first = step.firstEvent;
    auto it = std::partition_point(feedbacks.begin(), feedbacks.end(),
                                   [first](const FeedbackDecision& f) { return f.event <= first; });
    std::vector<const FeedbackDecision*> told;
    for (; it != feedbacks.end() && it->event <= first + step.eventCount; ++it)
        told.push_back(&*it);
    return told;
}

NarrationSentence Narrator::quietFeedbackSentence(const FeedbackDecision& f) const {
    if (!f.held)
        return feedbackSentence(f); // a success or a failure that left the window
    const QString queue = queueName(f.queue);
    const QString transport = transportName(f.transport);
    if (f.concurrencyLimit > 0 && f.window >= f.concurrencyLimit)
        return {tr("%1 on %2 gets no positive feedback: its window %3 is at the concurrency limit %4.")
                    .arg(queue, transport, integer(f.window), integer(f.concurrencyLimit)),
                kNone,
                SentenceKind::WindowHeld,
                {double(f.window), double(f.busy), double(f.initialConcurrency), double(f.concurrencyLimit)}};
    return {tr("%1 on %2 gets no positive feedback: Postfix raises a window only while it is in use, below "
               "the deliveries in progress (this one included) plus the initial concurrency, and %3 ≥ %4 + "
               "%5 = %6. The window stays %3.")
                .arg(queue, transport, integer(f.window), integer(f.busy), integer(f.initialConcurrency),
                     integer(f.busy + f.initialConcurrency)),
            kNone,
            SentenceKind::WindowHeld,
            {double(f.window), double(f.busy), double(f.initialConcurrency)}};
}

QList<NarrationSentence> Narrator::queueMemorySentences(std::size_t index) const {
    const Recording& recording = run_.recording();
    QList<NarrationSentence> result;
    const auto& histories = recording.queueHistories();
    for (std::size_t h = 0; h < histories.size(); ++h) {
        const QueueHistory& history = histories[h];
        const std::size_t from = recording.queueRecordsBefore(static_cast<int>(h), index);
        const std::size_t to = recording.queueRecordsBefore(static_cast<int>(h), index + 1);
        for (std::size_t r = from; r < to; ++r) {
            const QueueRecord& record = history.records[r];
            const QString queue = queueName(history.name);
            const QString transport = transportName(history.transport);
            if (record.change == QueueChange::Deleted) {
                // A dead or suspended queue has no window to lose.
                result << NarrationSentence{
                    record.window > 0
                        ? tr("%1 on %2 has no delivery in progress and no entry waiting: its queue leaves "
                             "memory, and its window of %3 with it.")
                              .arg(queue, transport, integer(record.window))
                        : tr("%1 on %2 has no delivery in progress and no entry waiting: its queue leaves "
                             "memory.")
                              .arg(queue, transport),
                    kNone,
                    SentenceKind::QueueLeft,
                    {double(record.window)}};
            } else if (record.change == QueueChange::Created && r > 0) {
                result << NarrationSentence{
                    tr("%1 on %2 is back in memory as a new queue, at the initial window of %3.")
                        .arg(queue, transport, integer(record.window)),
                    kNone,
                    SentenceKind::QueueBack,
                    {double(record.window)}};
            }
        }
    }
    return result;
}

QList<NarrationSentence> Narrator::loggedMessageSentence(std::size_t index) const {
    const int message = mainMessage(index);
    if (message < 0 || message >= run_.config().messageCount())
        return {};
    const QString sender = shownSender(run_.config().message(message).sender);
    if (sender.isEmpty())
        return {};
    return {NarrationSentence(
        tr("This step is about the logged message %1, from %2.").arg(messageName(message), sender), message,
        SentenceKind::LoggedMessage)};
}

QString Narrator::seconds(std::int64_t ms) {
    return tr("%1 s").arg(number(static_cast<double>(ms) / 1000.0));
}

QList<NarrationSentence> Narrator::transportTurnSentence(const SelectionDecision& d) const {
    const TransportTurn& turn = d.turn;
    if (turn.listed < 2)
        return {};
    const QString chosen = transportName(d.transport);
    const QList<double> numbers{double(turn.passed), double(turn.listed)};
    QString text;
    if (turn.passed == 0 && turn.previous == kNone)
        text = tr("Round robin over the transports: %1 is first on their list (a new transport joins it "
                  "at the front) and takes the delivery agent; it moves to the back of the list.")
                   .arg(chosen);
    else if (turn.passed == 0)
        text = tr("Round robin over the transports: %1 comes after %2, which took the delivery agent "
                  "before, and takes this one; it moves to the back of the list.")
                   .arg(chosen, transportName(turn.previous));
    else if (turn.previous == kNone)
        text = counted(turn.passed,
                       QT_TR_N_NOOP("Round robin over the transports: the first on their list, %2, cannot "
                                    "take a delivery now (no free agent, or no queue with room), so %1 "
                                    "takes the delivery agent; it moves to the back of the list."),
                       QT_TR_N_NOOP("Round robin over the transports: the first %n on their list, from %2 "
                                    "on, cannot take a delivery now (no free agent, or no queue with room), "
                                    "so %1 takes the delivery agent; it moves to the back of the list."))
                   .arg(chosen, transportName(turn.firstPassed));
    else if (turn.previous == d.transport)
        text = counted(turn.passed,
                       QT_TR_N_NOOP("Round robin over the transports: %1 took the delivery agent before, "
                                    "and the other transport, %2, cannot take a delivery now (no free "
                                    "agent, or no queue with room), so the turn comes back to %1."),
                       QT_TR_N_NOOP("Round robin over the transports: %1 took the delivery agent before, "
                                    "and the %n others, from %2 on, cannot take a delivery now (no free "
                                    "agent, or no queue with room), so the turn comes back to %1."))
                   .arg(chosen, transportName(turn.firstPassed));
    else
        text = counted(turn.passed,
                       QT_TR_N_NOOP("Round robin over the transports: after %3, which took the delivery "
                                    "agent before, the turn passes over %2, which cannot take a delivery "
                                    "now (no free agent, or no queue with room), to %1; %1 moves to the "
                                    "back of the list."),
                       QT_TR_N_NOOP("Round robin over the transports: after %3, which took the delivery "
                                    "agent before, the turn passes over %n transports from %2 on, which "
                                    "cannot take a delivery now (no free agent, or no queue with room), to "
                                    "%1; %1 moves to the back of the list."))
                   .arg(chosen, transportName(turn.firstPassed), transportName(turn.previous));
    return {{text, kNone, SentenceKind::TransportTurn, numbers}};
}

QList<NarrationSentence> Narrator::peerTurnSentence(const SelectionDecision& d) const {
    // With per-recipient queues (T_destination_recipient_limit 1) every recipient is a peer of
    // its own: their turns are the job's recipients in order, and say nothing of destinations.
    if (d.peerCount < 2 || d.selectedMessage == kNone ||
        run_.config().transports()[static_cast<std::size_t>(d.transport)].perRecipientQueues())
        return {};
    const QString job = messageName(d.selectedMessage);
    const QString chosen = queueName(d.selectedQueue);
    const QList<double> numbers{double(d.peersPassed), double(d.peerCount)};
    QString text;
    if (d.previousPeerQueue == d.selectedQueue)
        text = counted(d.peerCount - 1,
                       QT_TR_N_NOOP("Job %1's destinations take turns (round robin over its peers), but its "
                                    "other peer has no entry waiting or a full queue: %2 gives the entry "
                                    "again."),
                       QT_TR_N_NOOP("Job %1's destinations take turns (round robin over its peers), but its "
                                    "%n other peers have no entry waiting or a full queue: %2 gives the "
                                    "entry again."))
                   .arg(job, chosen);
    else if (d.peersPassed == 0)
        text = tr("Job %1's destinations take turns (round robin over its peers): %2 comes after %3 on the "
                  "job's list of peers and gives the entry; it moves to the back of the list.")
                   .arg(job, chosen, queueName(d.previousPeerQueue));
    else
        text = counted(d.peersPassed,
                       QT_TR_N_NOOP("Job %1's destinations take turns (round robin over its peers): after "
                                    "%3, the next peer has no entry waiting or a full queue, so %2 gives "
                                    "the entry; it moves to the back of the list."),
                       QT_TR_N_NOOP("Job %1's destinations take turns (round robin over its peers): after "
                                    "%3, the next %n peers have no entry waiting or a full queue, so %2 "
                                    "gives the entry; it moves to the back of the list."))
                   .arg(job, chosen, queueName(d.previousPeerQueue));
    return {{text, d.selectedMessage, SentenceKind::PeerTurn, numbers}};
}

QList<NarrationSentence> Narrator::tooBigSentence(const SelectionDecision& d) const {
    const bool looked = d.preemption == PreemptionOutcome::NoCandidate ||
                        d.preemption == PreemptionOutcome::NotEnoughSlots ||
                        d.preemption == PreemptionOutcome::Preempted;
    if (!looked || d.tooBig.count == 0)
        return {};
    const TooBigJobs& big = d.tooBig;
    const QString job = messageName(big.message);
    const QString current = messageName(d.currentMessage);
    const QList<double> numbers{double(big.needed), double(d.maxSlots), double(big.count)};
    const QString text =
        big.count == 1
            ? tr("Job %1 is no candidate, whatever its score: it needs %2, more than the %3 job %4 is sure "
                 "to reach.")
                  .arg(job, SlotUnits::wholeSlots(big.needed), SlotUnits::wholeSlots(d.maxSlots), current)
            : tr("%n jobs are no candidates, whatever their score: they need more than the %2 job %3 is sure "
                 "to reach; job %1, the best scored of them, needs %4.",
                 nullptr, big.count)
                  .arg(job, SlotUnits::wholeSlots(d.maxSlots), current, SlotUnits::wholeSlots(big.needed));
    return {{text, big.message, SentenceKind::TooBig, numbers,
             tr("Job %1's score would be %2: (its age in whole seconds + 1) ÷ its entries.")
                 .arg(job, number(big.score))}};
}

QList<NarrationSentence> Narrator::refillSentences(std::size_t index) const {
    QList<NarrationSentence> result;
    for (const RecipientRefill& r : run_.recording().refills(index)) {
        const QString message = messageName(r.message);
        const QString held = recipients(r.inCoreBefore);
        const QString limit = integer(r.recipientSlots);
        const QString free = integer(static_cast<long long>(r.recipientSlots) - r.inCoreBefore);
        const QString transport = transportName(r.transport);
        const TransportSettings* settings =
            r.transport != kNone ? &run_.config().transports()[static_cast<std::size_t>(r.transport)]
                                 : nullptr;
        QString why;
        QList<double> numbers{double(r.inCoreBefore), double(r.recipientSlots)};
        switch (r.reason) {
        case RefillReason::RefillLimit:
            why = tr("Message %1 is refilled: %2 in memory, %3 recipient slots, %4 free ≥ "
                     "%5_recipient_refill_limit %6.")
                      .arg(message, held, limit, free, transport, integer(settings->refillLimit));
            numbers << double(settings->refillLimit);
            break;
        case RefillReason::RefillDelay:
            why = tr("Message %1 is refilled: %2 in memory, %3 recipient slots, %4 free < "
                     "%5_recipient_refill_limit %6, but %5_recipient_refill_delay %7 s has passed since its "
                     "last read at %8 s.")
                      .arg(message, held, limit, free, transport, integer(settings->refillLimit),
                           integer(settings->refillDelay), integer(r.lastReadSec));
            numbers << double(settings->refillDelay);
            break;
        case RefillReason::NothingToSelect:
            why = tr("Message %1 is refilled: job %1 has no entry to take now; %2 in memory, %3 recipient "
                     "slots, %4 free.")
                      .arg(message, held, limit, free);
            numbers << 0.0;
            break;
        case RefillReason::NothingInMemory:
            why = tr("Message %1 is refilled: none of its recipients is left in memory; %2 recipient slots.")
                      .arg(message, limit);
            numbers << 0.0;
            break;
        }
        numbers << double(r.read) << double(r.inCoreAfter) << double(r.unread);
        const QString what = tr("%1 read from the queue file: %2 in memory, %3 unread.")
                                 .arg(recipients(r.read), integer(r.inCoreAfter), integer(r.unread));
        result << NarrationSentence{why + QLatin1Char(' ') + what, r.message, SentenceKind::Refill, numbers};
    }
    return result;
}

QList<NarrationSentence> Narrator::adoptionSentences(std::size_t index) const {
    QList<NarrationSentence> result;
    const std::span<const StackAdoption> adoptions = run_.recording().adoptions(index);
    // One sentence per job gone and its adoptive parent, its children listed.
    for (std::size_t i = 0; i < adoptions.size();) {
        const StackAdoption& first = adoptions[i];
        QStringList children;
        std::size_t j = i;
        for (; j < adoptions.size() && adoptions[j].gone == first.gone &&
               adoptions[j].parent == first.parent && adoptions[j].transport == first.transport;
             ++j)
            children << messageName(adoptions[j].child);
        const int count = static_cast<int>(j - i);
        const QString list = children.join(QStringLiteral(", "));
        if (first.parent != kNone)
            result << NarrationSentence{
                counted(count,
                        QT_TR_N_NOOP("Job %1 is gone from the preemption stack, but job %2, which had "
                                     "preempted it, is still waiting: job %1's parent, job %3, adopts it "
                                     "(the adoptive parent). Job %2 keeps its stack level %4; job %3 is on "
                                     "level %5."),
                        QT_TR_N_NOOP("Job %1 is gone from the preemption stack, but jobs %2, which had "
                                     "preempted it, are still waiting: job %1's parent, job %3, adopts them "
                                     "(the adoptive parent). They keep their stack level %4; job %3 is on "
                                     "level %5."))
                    .arg(messageName(first.gone), list, messageName(first.parent), integer(first.childLevel),
                         integer(first.parentLevel)),
                first.parent,
                SentenceKind::Adopted,
                {double(count), double(first.childLevel), double(first.parentLevel)}};
        else
            result << NarrationSentence{
                counted(count,
                        QT_TR_N_NOOP("Job %1 is gone and had no parent: job %2, which had preempted it, is "
                                     "an orphan now and keeps its stack level %3."),
                        QT_TR_N_NOOP("Job %1 is gone and had no parent: jobs %2, which had preempted it, "
                                     "are orphans now and keep their stack level %3."))
                    .arg(messageName(first.gone), list, integer(first.childLevel)),
                first.child,
                SentenceKind::Orphaned,
                {double(count), double(first.childLevel)}};
        i = j;
    }
    return result;
}

QList<NarrationSentence> Narrator::preemptionSentences(const SelectionDecision& d) const {
    const TransportSettings& settings = run_.config().transports()[d.transport];
    const QString transport = transportName(d.transport);
    const QString current = messageName(d.currentMessage);
    const int c = d.currentMessage;
    const QString look = formatTime(d.candidateLookSec * 1000);
    switch (d.preemption) {
    case PreemptionOutcome::Disabled:
        return {{tr("Preemption is off on %1: its delivery slot cost %2 is below 2.")
                     .arg(transport, integer(settings.slotCost)),
                 c,
                 SentenceKind::PreemptionOff,
                 {double(settings.slotCost)}}};
    case PreemptionOutcome::NoCurrentJob:
        return {
            {tr("%1 has no current job: the scheduler starts at the head of its job list.").arg(transport),
             kNone,
             SentenceKind::NoCurrentJob,
             {}}};
    case PreemptionOutcome::NoSlotsAvailable:
        // A negative counter is what the job still owes for the jobs that preempted it.
        if (d.slotsAvailable < 0) {
            return {
                {tr("Job %1 is the current job and cannot be preempted: it paid in advance for a job that "
                    "preempted it and still owes %2, so it has no delivery slot to lend.")
                     .arg(current, SlotUnits::owed(-static_cast<long long>(d.slotsAvailable), d.slotCost)),
                 c,
                 SentenceKind::OwesSelections,
                 {-double(d.slotsAvailable), double(d.slotCost)}}};
        }
        // At 0: either nothing selected yet, or every selection so far paid for preemptions.
        if (d.currentSelected == 0)
            return {{tr("Job %1 is the current job and cannot be preempted: it has selected no entry yet, so "
                        "its counter (slots_available) is at 0 selections, and more than 0 are needed.")
                         .arg(current),
                     c,
                     SentenceKind::NoSelectionsYet,
                     {double(d.slotsAvailable)}}};
        return {
            {tr("Job %1 is the current job and cannot be preempted: its counter (slots_available) is back "
                "at 0 selections, its %2 so far having paid for the jobs that preempted it; more than 0 "
                "are needed.")
                 .arg(current, SlotUnits::selections(d.currentSelected)),
             c,
             SentenceKind::NoSelectionsYet,
             {double(d.slotsAvailable), double(d.currentSelected)}}};
    case PreemptionOutcome::TooFewEntries:
        return {{counted(d.maxEntries,
                         QT_TR_N_NOOP("Job %1 is the current job and too small to be preempted: its %n entry "
                                      "is fewer than minimum slots %2 × cost %3 = %4."),
                         QT_TR_N_NOOP("Job %1 is the current job and too small to be preempted: its %n "
                                      "entries are fewer than minimum slots %2 × cost %3 = %4."))
                     .arg(current, integer(settings.minimumSlots), integer(d.slotCost),
                          integer(d.minimumEntries)),
                 c,
                 SentenceKind::TooFewEntries,
                 {double(d.maxEntries), double(settings.minimumSlots), double(d.slotCost),
                  double(d.minimumEntries)}}};
    case PreemptionOutcome::NoCandidate:
        if (d.candidateFromCache) {
            return {
                {counted(d.maxSlots,
                         QT_TR_N_NOOP("Job %1 is the current job; as found at %2 (the candidate cache), no "
                                      "later job can be delivered within the %n slot it is sure to reach, "
                                      "so nothing preempts it."),
                         QT_TR_N_NOOP("Job %1 is the current job; as found at %2 (the candidate cache), no "
                                      "later job can be delivered within the %n slots it is sure to "
                                      "reach, so nothing preempts it."))
                     .arg(current, look),
                 c,
                 SentenceKind::NoCandidate,
                 {double(d.maxSlots), double(d.candidateLookSec)}}};
        }
        return {{counted(d.maxSlots,
                         QT_TR_N_NOOP("Job %1 is the current job; no later job can be delivered within the "
                                      "%n slot it is sure to reach, so nothing preempts it."),
                         QT_TR_N_NOOP("Job %1 is the current job; no later job can be delivered within the "
                                      "%n slots it is sure to reach, so nothing preempts it."))
                     .arg(current),
                 c,
                 SentenceKind::NoCandidate,
                 {double(d.maxSlots)}}};
    case PreemptionOutcome::NotEnoughSlots:
    case PreemptionOutcome::Preempted:
        break;
    }
    const QString candidate = messageName(d.candidateMessage);
    // The score as the rule computes it: (age + 1 s) / total entries, rounded for reading.
    const QString shown = rounded(d.candidateScore);
    const bool exact = numberLocale().toDouble(shown) == d.candidateScore;
    const QString score = (exact ? tr("= %1") : tr("≈ %1")).arg(shown);
    const QString chosen =
        d.candidateFromCache
            ? counted(
                  d.candidateTotal,
                  QT_TR_N_NOOP("Job %1 is the best candidate, remembered from the look at %2 (the candidate "
                               "cache): score (%3 s + 1 s) ÷ %n entry %4."),
                  QT_TR_N_NOOP("Job %1 is the best candidate, remembered from the look at %2 (the candidate "
                               "cache): score (%3 s + 1 s) ÷ %n entries %4."))
                  .arg(candidate, look, integer(d.candidateAge), score)
            : counted(d.candidateTotal,
                      QT_TR_N_NOOP("Job %1 is the best candidate: score (age %2 s + 1 s) ÷ %n entry %3. "
                                   "Postfix counts the age in whole seconds: now %4 s, queued at %5 s."),
                      QT_TR_N_NOOP("Job %1 is the best candidate: score (age %2 s + 1 s) ÷ %n entries %3. "
                                   "Postfix counts the age in whole seconds: now %4 s, queued at %5 s."))
                  .arg(candidate, integer(d.candidateAge), score, integer(d.candidateLookSec),
                       integer(d.candidateLookSec - d.candidateAge));
    QList<double> candidateNumbers{double(d.candidateAge), double(d.candidateTotal), d.candidateScore};
    if (!d.candidateFromCache)
        candidateNumbers << double(d.candidateLookSec) << double(d.candidateLookSec - d.candidateAge);
    if (d.candidateFromCache)
        candidateNumbers << double(d.candidateLookSec);
    QList<NarrationSentence> result;
    result << NarrationSentence{
        chosen, d.candidateMessage, SentenceKind::Candidate, candidateNumbers,
        tr("Score %1 exactly: (%2 + 1) ÷ %3, the age in whole seconds since the "
           "message entered the active queue, plus one, over all its entries (read and "
           "unread).")
            .arg(number(d.candidateScore), integer(d.candidateAge), integer(d.candidateTotal))};

    // Both sides of the preemption inequality, written with their grouping: the whole slots the
    // current job has earned plus the loan, against the candidate's need after the discount.
    const bool preempts = d.preemption == PreemptionOutcome::Preempted;
    const QString inequality =
        preempts
            ? counted(
                  d.expected,
                  QT_TR_N_NOOP("Job %1 preempts job %2: it needs %n slot, and job %2 has (%3 ÷ cost %4) + "
                               "slot loan %5 = %6 ≥ %n × (100 − slot discount %7)% = %8."),
                  QT_TR_N_NOOP("Job %1 preempts job %2: it needs %n slots, and job %2 has (%3 ÷ cost %4) "
                               "+ slot loan %5 = %6 ≥ %n × (100 − slot discount %7)% = %8."))
            : counted(d.expected,
                      QT_TR_N_NOOP("Job %1 cannot preempt job %2 yet: it needs %n slot, and job %2 has (%3 ÷ "
                                   "cost %4) + slot loan %5 = %6 < %n × (100 − slot discount %7)% = %8."),
                      QT_TR_N_NOOP("Job %1 cannot preempt job %2 yet: it needs %n slots, and job %2 has (%3 "
                                   "÷ cost %4) + slot loan %5 = %6 < %n × (100 − slot discount %7)% = %8."));
    result << NarrationSentence{inequality.arg(candidate, current, SlotUnits::selections(d.slotsAvailable),
                                               integer(d.slotCost), integer(d.slotLoan), integer(d.earned),
                                               integer(d.discount), number(d.required)),
                                d.candidateMessage,
                                SentenceKind::Inequality,
                                {double(d.expected), double(d.slotsAvailable), double(d.slotCost),
                                 double(d.slotLoan), double(d.earned), double(d.discount), d.required}};
    // The remainder stays in the counter unless a payment takes more than the whole slots: then
    // the payment says what the job owes, and nothing is kept.
    if (d.slotCost > 0 && d.slotsAvailable % d.slotCost != 0) {
        const int remainder = d.slotsAvailable % d.slotCost;
        const bool kept = d.slotsAvailable - (preempts ? d.charged : 0) >= remainder;
        const QString whole =
            kept ? tr("Only whole slots count: %1 ÷ cost %2 leaves %3 over, which job %4 keeps "
                      "for later.")
                 : tr("Only whole slots count: %1 ÷ cost %2 leaves %3 over, which the test does not "
                      "credit to job %4.");
        result << NarrationSentence{
            whole.arg(SlotUnits::selections(d.slotsAvailable), integer(d.slotCost),
                      SlotUnits::selections(remainder), current),
            c,
            SentenceKind::WholeSlotsOnly,
            {double(d.slotsAvailable), double(d.slotCost), double(remainder), kept ? 1.0 : 0.0}};
    }
    if (!preempts)
        return result;

    // The current job pays the full price at once; what it cannot pay it owes.
    const int left = d.slotsAvailable - d.charged;
    const QString price = SlotUnits::wholeSlots(d.expected);
    const QString cost = integer(d.slotCost);
    const QString charged = SlotUnits::selections(d.charged);
    const QString available = SlotUnits::selections(d.slotsAvailable);
    const QString paid =
        left > 0 ? tr("Job %1 pays %2 × cost %3 = %4 of its %5 and keeps %6.")
                       .arg(current, price, cost, charged, available, SlotUnits::selections(left))
        : left == 0
            ? tr("Job %1 pays %2 × cost %3 = %4, all of its %5.")
                  .arg(current, price, cost, charged, available)
            : tr("Job %1 pays %2 × cost %3 = %4, more than its %5: it owes %6 and must earn that back "
                 "before it can be preempted again.")
                  .arg(current, price, cost, charged, available,
                       SlotUnits::owed(-static_cast<long long>(left), d.slotCost));
    result << NarrationSentence{
        paid,
        c,
        SentenceKind::Payment,
        {double(d.expected), double(d.slotCost), double(d.charged), double(d.slotsAvailable), double(left)}};
    result << NarrationSentence{tr("Job %1 moves before job %2 on the job list, at stack level %3.")
                                    .arg(candidate, current, integer(d.newLevel)),
                                d.candidateMessage,
                                SentenceKind::StackMove,
                                {double(d.newLevel)}};
    if (d.extraRecipientSlots > 0) {
        result << NarrationSentence{
            counted(d.extraRecipientSlots,
                    QT_TR_N_NOOP("Job %1 gets %n extra recipient slot, so it can read more recipients."),
                    QT_TR_N_NOOP("Job %1 gets %n extra recipient slots, so it can read more recipients."))
                .arg(candidate),
            d.candidateMessage,
            SentenceKind::ExtraRecipients,
            {double(d.extraRecipientSlots)}};
    }
    return result;
}

QList<NarrationSentence> Narrator::selectionSentences(std::size_t index) const {
    const StepRecord& step = run_.recording().steps()[index];
    const SelectionDecision& d = run_.recording().decisions()[step.decision];
    QList<NarrationSentence> result = transportTurnSentence(d);
    QList<NarrationSentence> preemption = preemptionSentences(d);
    // Who was passed over as too big, right after the candidate (or its absence).
    for (const NarrationSentence& big : tooBigSentence(d))
        preemption.insert(std::min<qsizetype>(1, preemption.size()), big);
    result << preemption;
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
    for (const int message : run_.recording().stalledMessages(d)) {
        result << NarrationSentence{
            tr("Job %1 has nothing left to select and no recipients could be read for "
               "it now: it leaves the job list until more of its recipients are read.")
                .arg(messageName(message)),
            message,
            SentenceKind::Stalled,
            {}};
    }
    result << refillSentences(index);
    if (d.selectedMessage == kNone) {
        result << NarrationSentence{
            tr("Nothing can be selected on %1: every job is a blocker or has no entries.")
                .arg(transportName(d.transport)),
            kNone,
            SentenceKind::NothingSelected,
            {}};
        return result << queueMemorySentences(index) << adoptionSentences(index);
    }
    const int lane = select != nullptr ? select->lane + 1 : 0;
    result << NarrationSentence{tr("Delivery %1: %2 selects an entry of job %3 with %4 to %5 (agent %6).")
                                    .arg(integer(d.seq), transportName(d.transport),
                                         messageName(d.selectedMessage), recipients(d.recipients),
                                         queueName(d.selectedQueue), integer(lane)),
                                d.selectedMessage,
                                SentenceKind::Selected,
                                {double(d.seq), double(d.recipients), double(lane)}};
    result << peerTurnSentence(d);
    // The preemption test read the current job's counter before the selection, and its card
    // states it as read then; when the tested job is the one selected (after paying, when the job
    // that preempted it is a blocker), its new value is said too, which its card shows from the
    // next step on.
    const bool tested = d.preemption == PreemptionOutcome::NoSlotsAvailable ||
                        d.preemption == PreemptionOutcome::NotEnoughSlots ||
                        d.preemption == PreemptionOutcome::Preempted;
    if (tested && d.selectedMessage == d.currentMessage && !d.retiredAfterSelection && d.slotCost > 0) {
        const long long paid = d.preemption == PreemptionOutcome::Preempted ? d.charged : 0;
        const long long after = static_cast<long long>(d.slotsAvailable) - paid + 1;
        const QString job = messageName(d.currentMessage);
        QString text;
        if (after > 0)
            text = tr("With this selection job %1's counter rises to %2 (%3).")
                       .arg(job, SlotUnits::selections(after), SlotUnits::wholeSlots(after / d.slotCost));
        else if (after == 0)
            text =
                tr("With this selection job %1's counter rises to 0 selections: its debt is paid.").arg(job);
        else
            text =
                tr("With this selection job %1 still owes %2.").arg(job, SlotUnits::owed(-after, d.slotCost));
        result << NarrationSentence{text,
                                    d.currentMessage,
                                    SentenceKind::CounterAfter,
                                    {double(after), double(after > 0 ? after / d.slotCost : 0)}};
    }
    if (d.retiredAfterSelection) {
        result << NarrationSentence{tr("That was the last entry of job %1: it leaves the job list.")
                                        .arg(messageName(d.selectedMessage)),
                                    d.selectedMessage,
                                    SentenceKind::LastEntry,
                                    {}};
    }
    return result << queueMemorySentences(index) << adoptionSentences(index);
}

// Why a job became a blocker, from the numbers recorded when it was marked: each queue it has
// waiting entries for is dead or has as many deliveries in progress as its window allows.
NarrationSentence Narrator::blockerSentence(const SelectionDecision& d, int message) const {
    QStringList reasons;
    QList<double> numbers;
    for (const BlockerReason& reason : run_.recording().blockers(d)) {
        if (reason.message != message)
            continue;
        numbers << double(reason.window) << double(reason.busy);
        reasons << (reason.window == 0
                        ? tr("%1 is dead").arg(queueName(reason.queue))
                        : tr("%1 is full (window %2, %3 in progress)")
                              .arg(queueName(reason.queue), integer(reason.window), integer(reason.busy)));
    }
    if (reasons.isEmpty())
        return {
            tr("Job %1 becomes a blocker: every queue it has entries for is full.").arg(messageName(message)),
            message,
            SentenceKind::Blocker,
            {}};
    return {tr("Job %1 becomes a blocker and is skipped: %2.")
                .arg(messageName(message), reasons.join(QStringLiteral("; "))),
            message, SentenceKind::Blocker, numbers};
}

const FeedbackDecision* Narrator::feedbackOf(const TraceEvent& e) const {
    const Recording& recording = run_.recording();
    return recording.feedbackOf(static_cast<std::size_t>(&e - recording.events().data()));
}

QString Narrator::signedNumber(double value) {
    return value < 0 ? QString(QChar(0x2212)) + number(-value) : number(value);
}

QString Narrator::approximately(double value) {
    const QString shown = rounded(value);
    return (numberLocale().toDouble(shown) == value ? tr("= %1") : tr("≈ %1"))
        .arg(shown)
        .replace(QLatin1Char('-'), QChar(0x2212));
}

// The hysteresis loop as it ran: the count against 1 (0) with half a step, one window step and 1
// off (on) each time, until the test fails.
QString Narrator::hysteresisLoop(const FeedbackDecision& f) {
    const double sum = f.positive ? f.countBefore + f.amount : f.countBefore - f.amount;
    const QString half = number(f.amount / 2);
    QStringList loop;
    double now = sum;
    int window = f.oldWindow;
    for (int i = 0; i < f.steps; ++i) {
        addSaturating(window, f.positive ? 1 : -1); // the window the core held at 2147483647
        const double was = now;
        now += f.positive ? -1 : 1;
        loop << (f.positive ? tr("%1 + %2 ≥ 1: window %3, count %4") : tr("%1 − %2 < 0: window %3, count %4"))
                    .arg(signedNumber(was), half, integer(window), signedNumber(now));
    }
    loop << (f.positive ? tr("%1 + %2 < 1: stop") : tr("%1 − %2 ≥ 0: stop")).arg(signedNumber(now), half);
    return loop.join(QStringLiteral("; "));
}

QString Narrator::deadUntil(std::int64_t untilMs) const {
    return tr("It stays dead for minimal_backoff_time %1 s, until %2.")
        .arg(integer(run_.config().minimalBackoffSeconds()), formatTime(untilMs));
}

QString Narrator::cohortTerms(const FeedbackDecision& f) const {
    QStringList terms;
    for (const int w : run_.recording().failedCohortWindows(f))
        terms << QStringLiteral("1/%1").arg(w);
    return terms.join(QStringLiteral(" + "));
}

// A window moved by concurrency feedback, or left as it was, with SCHEDULER_README's arithmetic:
// the amount added to (taken from) the success (failure) count, and the half-step hysteresis that
// turns the count into whole steps of window (none when the count stays within it).
NarrationSentence Narrator::feedbackSentence(const FeedbackDecision& f) const {
    const QString queue = queueName(f.queue);
    const QString transport = transportName(f.transport);
    const double sum = f.positive ? f.countBefore + f.amount : f.countBefore - f.amount;
    const QList<double> numbers{double(f.oldWindow), double(f.window), f.amount, f.countBefore, f.countAfter};
    const QString steps = hysteresisLoop(f);
    if (f.positive && f.window == f.oldWindow) {
        // After the delivery's own sentence: the success counted, the window not (yet) raised.
        QString text = tr("%1 on %2 adds the positive feedback %3 (at window %4) to its success count: %5 + "
                          "%3 %6. With half a feedback step of hysteresis: %7. The window stays %4.")
                           .arg(queue, transport, number(f.amount), integer(f.oldWindow),
                                signedNumber(f.countBefore), approximately(sum), steps);
        if (f.steps > 0)
            text += QLatin1Char(' ') + tr("A window never goes above %1.").arg(integer(f.window));
        return {text,
                kNone,
                SentenceKind::SuccessCounted,
                {double(f.window), f.amount, f.countBefore, f.countAfter}};
    }
    if (f.positive) {
        QString text =
            tr("After a delivery without a connection or handshake failure, %1 on %2 adds the positive "
               "feedback %3 (at window %4) to its success count: %5 + %3 %6. With half a feedback step of "
               "hysteresis: %7. Window %4 to %8.")
                .arg(queue, transport, number(f.amount), integer(f.oldWindow), signedNumber(f.countBefore),
                     approximately(sum), steps, integer(f.window));
        if (f.capped)
            text += QLatin1Char(' ') +
                    tr("The window stops at the concurrency limit %1 (%2_destination_concurrency_limit).")
                        .arg(integer(f.window), transport);
        return {text, kNone, SentenceKind::Window, numbers};
    }
    // A failure after the delivery's own sentence: the window moved (its window event) or not.
    const bool stays = f.window == f.oldWindow;
    QString text =
        stays
            ? tr("%1 on %2 takes the negative feedback %3 (at window %4) from its failure count: %5 − %3 %6. "
                 "With half a feedback step of hysteresis: %7. The window stays %4.")
                  .arg(queue, transport, number(f.amount), integer(f.oldWindow), signedNumber(f.countBefore),
                       approximately(sum), steps)
            : tr("After a failed connection or handshake, %1 on %2 takes the negative feedback %3 (at window "
                 "%4) from its failure count: %5 − %3 %6. With half a feedback step of hysteresis: %7. "
                 "Window %4 to %8: it drops at the start of a run of failures, not at its end.")
                  .arg(queue, transport, number(f.amount), integer(f.oldWindow), signedNumber(f.countBefore),
                       approximately(sum), steps, integer(f.window));
    if (f.window == 1 && f.oldWindow - f.steps < 1)
        text += QLatin1Char(' ') + tr("A window never goes below 1.");
    if (f.failedCohortLimit > 0)
        text += QLatin1Char(' ') +
                tr("Failed pseudo-cohorts so far: %1 %2, below the limit %3.")
                    .arg(cohortTerms(f), approximately(f.failCohorts), integer(f.failedCohortLimit));
    if (stays)
        return {text,
                kNone,
                SentenceKind::WindowStays,
                {double(f.window), f.amount, f.countBefore, f.countAfter}};
    return {text, kNone, SentenceKind::Window, numbers};
}

const DeferralDecision& Narrator::deferralOf(const TraceEvent& e) const {
    static const DeferralDecision none;
    const Recording& recording = run_.recording();
    const DeferralDecision* decision =
        recording.deferralOf(static_cast<std::size_t>(&e - recording.events().data()));
    return decision != nullptr ? *decision : none;
}

NarrationSentence Narrator::eventSentence(const TraceEvent& e) const {
    const QString transport = transportName(e.transport);
    switch (e.type) {
    case EventType::Arrive: {
        const auto count = run_.config().recipientCount(e.message);
        return {tr("Message %1 arrives in the incoming queue with %2.")
                    .arg(messageName(e.message), recipients(count)),
                e.message,
                SentenceKind::Arrival,
                {double(count)}};
    }
    case EventType::Activate:
        if (e.fromDeferred) {
            // A scan takes a message whose wait ends within the next second: say so when the time
            // it was told to wait until is still ahead, or the class sees it come back too early.
            const std::int64_t dueMs = e.untilMs;
            if (dueMs > e.t)
                return {
                    tr("Message %1 comes back from the deferred queue into the active queue, due at %2: a "
                       "scan takes a message up to one second early. The recipients not yet sent or "
                       "bounced are read again.")
                        .arg(messageName(e.message), formatTime(dueMs)),
                    e.message,
                    SentenceKind::Activation,
                    {double(dueMs)}};
            return {tr("Message %1 comes back from the deferred queue into the active queue: the recipients "
                       "not yet sent or bounced are read again.")
                        .arg(messageName(e.message)),
                    e.message,
                    SentenceKind::Activation,
                    {}};
        }
        return {tr("Message %1 enters the active queue: its recipients are read and grouped into jobs, "
                   "peers and entries.")
                    .arg(messageName(e.message)),
                e.message,
                SentenceKind::Activation,
                {}};
    case EventType::Preempt:
        return {tr("Job %1 preempts job %2 on %3 (stack level %4).")
                    .arg(messageName(e.message), messageName(e.victim), transport, integer(e.level)),
                e.message,
                SentenceKind::PreemptEvent,
                {double(e.level)}};
    case EventType::Select:
        return {tr("Delivery %1: %2 selects an entry of job %3 with %4 to %5.")
                    .arg(integer(e.seq), transport, messageName(e.message), recipients(e.rcpts),
                         queueName(e.dest)),
                e.message,
                SentenceKind::Selected,
                {double(e.seq), double(e.rcpts), double(e.lane + 1)}};
    case EventType::Blocker:
        return {tr("Job %1 becomes a blocker: every queue it has entries for is full.")
                    .arg(messageName(e.message)),
                e.message,
                SentenceKind::Blocker,
                {}};
    case EventType::Unblock:
        return {tr("A full queue of %1 can take deliveries again: every blocker job of %1 is released.")
                    .arg(transport),
                kNone,
                SentenceKind::Unblocked,
                {}};
    case EventType::Done: {
        const Delivery& delivery = run_.recording().deliveries()[e.seq - 1];
        if (e.partial())
            return {
                tr("Delivery %1 (job %2, %3 to %4) completes: the server took the session but answered per "
                   "recipient: %5 sent, %6 deferred, %7 bounced.")
                    .arg(integer(e.seq), messageName(delivery.message), recipients(delivery.recipients),
                         queueName(delivery.dest), integer(e.sentCount), integer(e.deferredCount),
                         integer(e.bouncedCount)),
                delivery.message,
                SentenceKind::PartialDone,
                {double(e.seq), double(delivery.recipients), double(e.sentCount), double(e.deferredCount),
                 double(e.bouncedCount)}};
        if (!e.sent) {
            // A failed connection or handshake ends when the client gives up: say after how long.
            const std::int64_t tookMs = delivery.completeMs - delivery.dispatchMs;
            return {tr("Delivery %1 (job %2, %3 to %4) fails after %5, without a session: the recipients are "
                       "deferred.")
                        .arg(integer(e.seq), messageName(delivery.message), recipients(delivery.recipients),
                             queueName(delivery.dest), seconds(tookMs)),
                    delivery.message,
                    SentenceKind::DeliveryDone,
                    {double(e.seq), double(delivery.recipients), double(tookMs)}};
        }
        return {tr("Delivery %1 (job %2, %3 to %4) completes: sent.")
                    .arg(integer(e.seq), messageName(delivery.message), recipients(delivery.recipients),
                         queueName(delivery.dest)),
                delivery.message,
                SentenceKind::DeliveryDone,
                {double(e.seq), double(delivery.recipients)}};
    }
    case EventType::Window:
        if (const FeedbackDecision* f = feedbackOf(e))
            return feedbackSentence(*f);
        return {tr("Concurrency feedback moves the window of %1 on %2 from %3 to %4.")
                    .arg(queueName(e.dest), transport, integer(e.oldWindow), integer(e.window)),
                kNone,
                SentenceKind::Window,
                {double(e.oldWindow), double(e.window)}};
    case EventType::Dead: {
        const std::int64_t backoffS = run_.config().minimalBackoffSeconds();
        const QString until = deadUntil(e.untilMs);
        if (const FeedbackDecision* f = feedbackOf(e)) {
            // The failed pseudo-cohorts, summed as the count grew: 1/5 + 1/3 + 1/2 >= 1.
            const std::size_t terms = run_.recording().failedCohortWindows(*f).size();
            return {tr("%1 declares %2 dead: failed pseudo-cohorts %3 %4 ≥ the limit %5. Entries still "
                       "waiting for it "
                       "are deferred; deliveries in progress go on.")
                            .arg(transport, queueName(e.dest), cohortTerms(*f), approximately(f->failCohorts),
                                 integer(f->failedCohortLimit)) +
                        QLatin1Char(' ') + until,
                    kNone,
                    SentenceKind::Dead,
                    {f->failCohorts, double(f->failedCohortLimit), double(terms), double(backoffS),
                     double(e.untilMs)},
                    tr("fail_cohorts %1 exactly, against %2_destination_concurrency_failed_cohort_limit %3.")
                        .arg(number(f->failCohorts), transport, integer(f->failedCohortLimit))};
        }
        return {tr("%1 declares %2 dead: entries still waiting for it are deferred; deliveries in progress "
                   "go on.")
                        .arg(transport, queueName(e.dest)) +
                    QLatin1Char(' ') + until,
                kNone,
                SentenceKind::Dead,
                {double(backoffS), double(e.untilMs)}};
    }
    case EventType::Alive: {
        const QString queue = queueName(e.dest);
        switch (e.revival) {
        case Revival::Timer: {
            const std::int64_t backoffS = run_.config().minimalBackoffSeconds();
            return {tr("%1 on %2 is alive again: minimal_backoff_time %3 s after it was declared dead, the "
                       "queue manager tries it again.")
                        .arg(queue, transport, integer(backoffS)),
                    kNone,
                    SentenceKind::Alive,
                    {double(backoffS)}};
        }
        case Revival::Delivery:
            return {tr("%1 on %2 is alive again: a delivery to it that was in progress when it was declared "
                       "dead succeeded.")
                        .arg(queue, transport),
                    kNone,
                    SentenceKind::Alive,
                    {}};
        case Revival::RateDelay:
            return {
                tr("%1 on %2 is alive again at once: with %2_destination_rate_delay, a completed delivery "
                   "suspends the queue instead.")
                    .arg(queue, transport),
                kNone,
                SentenceKind::Alive,
                {}};
        case Revival::MemoryGuard:
            return {tr("%1 on %2 is alive again, to be dropped: it holds no entries, and too many queues are "
                       "in memory.")
                        .arg(queue, transport),
                    kNone,
                    SentenceKind::Alive,
                    {}};
        }
        return {};
    }
    case EventType::Defer:
        if (e.byTransport)
            return {counted(e.rcpts,
                            QT_TR_N_NOOP("%n recipient of message %1 for %2 is deferred without a delivery "
                                         "attempt: the transport %3 is dead."),
                            QT_TR_N_NOOP("%n recipients of message %1 for %2 are deferred without a delivery "
                                         "attempt: the transport %3 is dead."))
                        .arg(messageName(e.message), queueName(e.dest), transport),
                    e.message,
                    SentenceKind::Deferred,
                    {double(e.rcpts)}};
        return {counted(e.rcpts,
                        QT_TR_N_NOOP("%n recipient of message %1 for %2 is deferred without a delivery "
                                     "attempt: the destination is dead."),
                        QT_TR_N_NOOP("%n recipients of message %1 for %2 are deferred without a delivery "
                                     "attempt: the destination is dead."))
                    .arg(messageName(e.message), queueName(e.dest)),
                e.message,
                SentenceKind::Deferred,
                {double(e.rcpts)}};
    case EventType::Finish:
        if (e.bouncedCount > 0)
            return {tr("Message %1 leaves the active queue: %2 sent, %3 deferred, %4 bounced.")
                        .arg(messageName(e.message), integer(e.sentCount), integer(e.deferredCount),
                             integer(e.bouncedCount)),
                    e.message,
                    SentenceKind::Finished,
                    {double(e.sentCount), double(e.deferredCount), double(e.bouncedCount)}};
        return {tr("Message %1 leaves the active queue: %2 sent, %3 deferred.")
                    .arg(messageName(e.message), integer(e.sentCount), integer(e.deferredCount)),
                e.message,
                SentenceKind::Finished,
                {double(e.sentCount), double(e.deferredCount)}};
    case EventType::End:
        if (e.bouncedCount > 0)
            return {
                counted(
                    e.sentCount,
                    QT_TR_N_NOOP("The simulation ends at %1: %n recipient sent, %2 deferred, %3 bounced."),
                    QT_TR_N_NOOP("The simulation ends at %1: %n recipients sent, %2 deferred, %3 bounced."))
                    .arg(formatTime(e.t), integer(e.deferredCount), integer(e.bouncedCount)),
                kNone,
                SentenceKind::End,
                {double(e.t), double(e.sentCount), double(e.deferredCount), double(e.bouncedCount)}};
        return {counted(e.sentCount,
                        QT_TR_N_NOOP("The simulation ends at %1: %n recipient sent, %2 deferred."),
                        QT_TR_N_NOOP("The simulation ends at %1: %n recipients sent, %2 deferred."))
                    .arg(formatTime(e.t), integer(e.deferredCount)),
                kNone,
                SentenceKind::End,
                {double(e.t), double(e.sentCount), double(e.deferredCount)}};
    case EventType::Suspend: {
        const std::int64_t delayS = run_.config().transports()[e.transport].destinationRateDelay;
        return {tr("%1 on %2 is suspended for %3 s (%2_destination_rate_delay): its next delivery starts at "
                   "%4 at the earliest.")
                    .arg(queueName(e.dest), transport, integer(delayS), formatTime(e.untilMs)),
                kNone,
                SentenceKind::Suspended,
                {double(delayS), double(e.untilMs)}};
    }
    case EventType::Resume: {
        const std::int64_t delayS = run_.config().transports()[e.transport].destinationRateDelay;
        return {tr("The rate delay of %1 on %2 is over: %3 s (%2_destination_rate_delay) after its last "
                   "delivery completed, it may take a delivery again.")
                    .arg(queueName(e.dest), transport, integer(delayS)),
                kNone,
                SentenceKind::Resumed,
                {double(delayS)}};
    }
    case EventType::XDead: {
        const std::int64_t retryS = run_.config().transportRetrySeconds();
        return {tr("No delivery agent of %1 could be started (master.cf: broken): %1 is dead for %2 s "
                   "(transport_retry_time), and the entries waiting in its queues are deferred.")
                    .arg(transport, integer(retryS)),
                kNone,
                SentenceKind::TransportDead,
                {double(retryS)}};
    }
    case EventType::XAlive:
        if (e.revival == Revival::Timer) {
            const std::int64_t retryS = run_.config().transportRetrySeconds();
            return {
                tr("%1 is alive again after transport_retry_time %2 s: its delivery agents may be started.")
                    .arg(transport, integer(retryS)),
                kNone,
                SentenceKind::TransportAlive,
                {double(retryS)}};
        }
        return {tr("%1 is alive again: a delivery of it completed, so its delivery agents may be started.")
                    .arg(transport),
                kNone,
                SentenceKind::TransportAlive,
                {}};
    case EventType::Alloc: {
        const std::int64_t delayS = run_.config().transports()[e.transport].transportRateDelay;
        return {tr("%1 takes a delivery agent and waits %2 s (%1_transport_rate_delay): it selects the entry "
                   "at %3, and starts no other delivery until one completes.")
                    .arg(transport, integer(delayS), formatTime(e.untilMs)),
                kNone,
                SentenceKind::Allocation,
                {double(delayS), double(e.untilMs)}};
    }
    case EventType::DeferMsg: {
        if (e.atArrival) // qmgrlab's extension: deferred_until_ms, e.g. an imported server's deferred mail
            return {tr("Message %1 arrives in the deferred queue, as its deferred_until_ms says: it waits "
                       "until %2, and a deferred-queue scan from then on activates it.")
                        .arg(messageName(e.message), formatTime(e.untilMs)),
                    e.message,
                    SentenceKind::ArrivedDeferred,
                    {double(e.untilMs)}};
        const DeferralDecision& d = deferralOf(e);
        const Configuration& config = run_.config();
        const std::int64_t minimum = config.minimalBackoffSeconds();
        const std::int64_t maximum = config.maximalBackoffSeconds();
        QString why;
        switch (d.bound) {
        case BackoffBound::None:
            why = tr("it waits as long as it is old, %1 s (within minimal_backoff_time %2 s .. "
                     "maximal_backoff_time %3 s)")
                      .arg(integer(d.ageSeconds), integer(minimum), integer(maximum));
            break;
        case BackoffBound::Minimal:
            why = tr("its age %1 s is below minimal_backoff_time, so it waits %2 s")
                      .arg(integer(d.ageSeconds), integer(d.waitSeconds));
            break;
        case BackoffBound::Maximal:
            why = tr("its age %1 s is above maximal_backoff_time, so it waits %2 s")
                      .arg(integer(d.ageSeconds), integer(d.waitSeconds));
            break;
        case BackoffBound::MinimalOverMaximal:
            why =
                tr("its age %1 s is above maximal_backoff_time %2 s, but minimal_backoff_time is larger and "
                   "wins, so it waits %3 s")
                    .arg(integer(d.ageSeconds), integer(maximum), integer(d.waitSeconds));
            break;
        }
        return {tr("Message %1 waits in the deferred queue until %2: %3.")
                    .arg(messageName(e.message), formatTime(d.retryAtMs), why),
                e.message,
                SentenceKind::DeferredMessage,
                {double(d.ageSeconds), double(d.waitSeconds), double(d.retryAtMs)}};
    }
    case EventType::Expire: {
        const DeferralDecision& d = deferralOf(e);
        const QString limit =
            d.bounceLifetime
                ? tr("bounce_queue_lifetime %1 s (a bounce message)").arg(integer(d.lifetimeSeconds))
                : tr("maximal_queue_lifetime %1 s").arg(integer(d.lifetimeSeconds));
        return {counted(e.rcpts,
                        QT_TR_N_NOOP("Message %1 expired: queued %2 s, not less than %3; its %n deferred "
                                     "recipient bounces."),
                        QT_TR_N_NOOP("Message %1 expired: queued %2 s, not less than %3; its %n deferred "
                                     "recipients bounce."))
                    .arg(messageName(e.message), integer(d.ageSeconds), limit),
                e.message,
                SentenceKind::Expired,
                {double(d.ageSeconds), double(d.lifetimeSeconds), double(e.rcpts)}};
    }
    case EventType::Scan:
        return {counted(e.rcpts, QT_TR_N_NOOP("A scan of the deferred queue starts with %n message."),
                        QT_TR_N_NOOP("A scan of the deferred queue starts with %n messages.")),
                kNone,
                SentenceKind::Scan,
                {double(e.rcpts)}};
    }
    return {};
}

} // namespace qmgrlab::ui
