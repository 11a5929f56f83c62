// SPDX-License-Identifier: GPL-3.0-or-later
// JobCardText: the counters of a job card in plain words, and their tooltips naming the fields.
#include "ui/joblist/JobCardText.h"

#include "ui/common/SlotUnits.h"

#include <QStringList>
#include <algorithm>
#include <climits>
#include <utility>

namespace qmgrlab::ui {

namespace {

const QChar kGroupSeparator(0x202F); // narrow no-break space: "20 000" never breaks

} // namespace

QString JobCardText::grouped(long long value) {
    // Digits from the magnitude as unsigned, so that the most negative value has one too.
    unsigned long long magnitude =
        value < 0 ? 0ULL - static_cast<unsigned long long>(value) : static_cast<unsigned long long>(value);
    QString digits;
    int count = 0;
    do {
        if (count > 0 && count % 3 == 0)
            digits.prepend(kGroupSeparator);
        digits.prepend(QChar(u'0' + static_cast<char16_t>(magnitude % 10)));
        magnitude /= 10;
        ++count;
    } while (magnitude > 0);
    return value < 0 ? QChar(0x2212) + digits : digits;
}

JobCardText::Counter JobCardText::atDecision(const JobCard& card, bool withFields, bool withLoan) {
    const TestedCounter& t = *card.atDecision;
    Counter counter{tr("at the decision"), {}, {}};
    if (t.selections < 0)
        counter.value = tr("owes %1").arg(SlotUnits::owed(-static_cast<long long>(t.selections), t.slotCost));
    else if (t.weighed && t.loan > 0 && withLoan) // short: the Preemption test beside it has the division
        counter.value = tr("%1 (%2) + loan %3")
                            .arg(SlotUnits::selections(t.selections), SlotUnits::wholeSlots(t.wholeSlots),
                                 grouped(t.loan));
    else // its whole slots; at 0 selections none, and no candidate weighed (as the Preemption test says)
        counter.value = QStringLiteral("%1 (%2)").arg(SlotUnits::selections(t.selections),
                                                      SlotUnits::wholeSlots(t.wholeSlots));
    if (withFields && t.weighed)
        counter.field = tr("slots_available when this step's selection was decided: %1, the figure the "
                           "preemption rule used and the narration states; from the next step on the card "
                           "shows the counter as this step left it")
                            .arg(counter.value);
    else if (withFields)
        counter.field = tr("slots_available when this step's selection was decided: %1; not above 0, so no "
                           "candidate was weighed against this job; from the next step on the card shows the "
                           "counter as this step left it")
                            .arg(counter.value);
    return counter;
}

std::vector<JobCardText::Counter> JobCardText::counters(const JobCard& card, bool withFields) {
    const JobInfo& job = card.info;
    // The tooltip sentences only when asked for: measuring every card of a long list needs the
    // names and values alone.
    const auto field = [withFields](auto make) { return withFields ? make() : QString(); };
    std::vector<Counter> result;

    result.push_back(
        {tr("entries selected"),
         tr("%1 of %2 read").arg(grouped(job.selectedEntries), grouped(job.readEntries)), field([&] {
             return tr("selected_entries %1 of read_entries %2: the entries taken for delivery out of those "
                       "read into memory; at most %3 in all (read entries + unread recipients)")
                 .arg(grouped(job.selectedEntries), grouped(job.readEntries), grouped(job.maxEntries));
         })});

    // slots_available counts one per selected entry; a preemption takes the full price at once,
    // so it goes below zero when the price was more than the job had earned. On the step whose
    // preemption rule read it, the card states it as the rule read it.
    // "now": the counter as the step at the position left it, on every card; "at the decision"
    // is the moment before, which only the tested job's card shows.
    Counter lend{tr("slot balance now"), {}, {}};
    if (card.atDecision) {
        lend = atDecision(card, withFields);
    } else if (job.slotsAvailable < 0) {
        const QString owed = SlotUnits::owed(-static_cast<long long>(job.slotsAvailable), card.slotCost);
        lend.value = tr("owes %1").arg(owed);
        lend.field = field([&] {
            return tr("slots_available is below zero: the job paid in advance for a job that preempted it "
                      "and still owes %1; it earns one selection back per selected entry and cannot be "
                      "preempted again before it has a positive balance")
                .arg(owed);
        });
    } else if (card.slotCost < 2) {
        lend.value = tr("%1 · preemption off").arg(SlotUnits::selections(job.slotsAvailable));
        lend.field = field([&] {
            return tr("slots_available %1: one per selected entry; the delivery slot cost %2 is below 2, so "
                      "no job preempts on this transport")
                .arg(grouped(job.slotsAvailable), grouped(card.slotCost));
        });
    } else {
        lend.value = tr("%1 ÷ cost %2 = %3")
                         .arg(SlotUnits::selections(job.slotsAvailable), grouped(card.slotCost),
                              SlotUnits::wholeSlots(job.slotsToLend));
        // The preemption test adds the loan to the whole slots, once the counter is above zero;
        // at zero it tests nothing, and the card says why no loan is added.
        if (job.slotsAvailable > 0 && card.slotLoan > 0)
            lend.value = tr("%1 + loan %2").arg(lend.value, grouped(card.slotLoan));
        else if (card.slotLoan > 0)
            lend.value = tr("%1 · no loan at 0").arg(lend.value);
        lend.field = field([&] {
            return tr("slots_available %1: one per selected entry; divided by the delivery slot cost %2 it "
                      "makes %3, what a job preempting this one can be paid with "
                      "(the remainder does not count); while it is above zero the preemption test adds the "
                      "loan of %4 (delivery_slot_loan)")
                .arg(grouped(job.slotsAvailable), grouped(card.slotCost),
                     SlotUnits::wholeSlots(job.slotsToLend), SlotUnits::wholeSlots(card.slotLoan));
        });
    }
    result.push_back(lend);

    // slots_used counts one per selected entry too, but starts at minus the expected entries
    // when the job preempts: below zero, it is what was paid for it and is not used yet.
    Counter used{tr("slots used"), {}, {}};
    const QString payer =
        card.parentMessageId.isEmpty() ? tr("the job it preempted") : tr("job %1").arg(card.parentMessageId);
    if (job.slotsUsed < 0 && job.stackLevel > 0) {
        used.value = tr("%1 paid for, not used yet")
                         .arg(SlotUnits::selections(-static_cast<long long>(job.slotsUsed)));
        used.field = field([&] {
            return tr("slots_used is below zero: when this job preempted, %1 paid for the entries it was "
                      "expected to need, and %2 of them are not selected yet; what is left unused when it "
                      "leaves the stack is given back to the job it preempted")
                .arg(payer, grouped(-static_cast<long long>(job.slotsUsed)));
        });
    } else if (job.slotsUsed < 0) {
        used.value =
            tr("%1 fewer than expected").arg(SlotUnits::selections(-static_cast<long long>(job.slotsUsed)));
        used.field = field([&] {
            return tr("slots_used is below zero: the job left the preemption stack after selecting %1 "
                      "entries fewer than it was expected to need when it preempted")
                .arg(grouped(-static_cast<long long>(job.slotsUsed)));
        });
    } else if (job.stackLevel > 0) {
        used.value = job.slotsUsed == 0
                         ? tr("all paid for")
                         : tr("%1 more than paid for").arg(SlotUnits::selections(job.slotsUsed));
        used.field = field([&] {
            return tr("slots_used %1: counted from minus the entries this job was expected to need when it "
                      "preempted, one up per selected entry; it has used every slot %2 paid for")
                .arg(grouped(job.slotsUsed), payer);
        });
    } else {
        used.value = SlotUnits::selections(job.slotsUsed);
        used.field = field([&] {
            return tr("slots_used %1: one per selected entry (a job that preempts starts again from minus "
                      "the entries it is expected to need)")
                .arg(grouped(job.slotsUsed));
        });
    }
    result.push_back(used);

    result.push_back(
        {tr("recipients"), tr("%1 in core · slots %2").arg(grouped(job.rcptCount), grouped(job.rcptLimit)),
         field([&] {
             return tr("rcpt_count %1: this job's recipients in memory; rcpt_limit %2: the recipient "
                       "slots it holds from "
                       "the transport's pool")
                 .arg(grouped(job.rcptCount), grouped(job.rcptLimit));
         })});
    if (card.showVisit)
        result.push_back(
            {tr("this visit"),
             tr("%1 sent · %2 deferred · %3 bounced")
                 .arg(grouped(card.sent), grouped(card.deferred), grouped(card.bounced)),
             field([&] {
                 return tr("In this visit of the active queue the message has %1 recipients sent, %2 "
                           "deferred (tried again "
                           "later) and %3 bounced (rejected for good or expired)")
                     .arg(grouped(card.sent), grouped(card.deferred), grouped(card.bounced));
             })});
    return result;
}

JobCardText::CountersKey JobCardText::countersKey(const JobCard& card) {
    const JobInfo& job = card.info;
    const std::optional<TestedCounter>& t = card.atDecision;
    return {job.selectedEntries,   job.readEntries,        job.slotsAvailable,
            job.slotsUsed,         job.stackLevel,         job.current ? 1 : 0,
            job.rcptCount,         job.rcptLimit,          card.slotCost,
            card.slotLoan,         card.showVisit ? 1 : 0, card.sent,
            card.deferred,         card.bounced,           t ? 1 : 0,
            t ? t->selections : 0, t ? t->wholeSlots : 0,  t && t->weighed ? t->loan : -1};
}

JobCardText::Counter JobCardText::lectureCounter(const JobCard& card) {
    // The same figures as the full card in fewer words; the tooltip keeps the full sentence.
    const JobInfo& job = card.info;
    auto all = counters(card);
    // A stacked job shows what was paid for it, unless it is the current job or the job whose
    // counter this step's rule read: then the card shows that counter.
    if (job.stackLevel > 0 && !job.current && !card.atDecision) {
        Counter used = std::move(all[2]);
        used.name = tr("paid slots");
        if (job.slotsUsed < 0) {
            // The count chooses the words' number form (Czech agrees with it); %1 is it grouped.
            const long long unused = -static_cast<long long>(job.slotsUsed);
            used.value =
                tr("%1 not used yet", nullptr, static_cast<int>(std::min<long long>(unused, INT_MAX)))
                    .arg(grouped(unused));
        } else if (job.slotsUsed == 0)
            used.value = tr("all used");
        else
            used.value = tr("all used, %1 more").arg(grouped(job.slotsUsed));
        return used;
    }
    // The counter as the rule read it, without the loan (a setting of the transport, not the
    // job's: the full card and the tooltip add it), so that the card keeps its width beside the
    // preemption relations.
    if (card.atDecision)
        return atDecision(card, true, false);
    Counter lend = std::move(all[1]);
    // The short name: a debt's "owes 265 selections (53 slots)" under the long one made the card
    // too wide to stand beside the preemption relations at 1280x720 and 175 %.
    // "now", against the tested card's "at the decision": the same moment as the full card's
    // "slot balance now", in a word that keeps the card narrow enough for the preemption relations.
    lend.name = tr("now");
    // In the same words as the full card (a debt, preemption off), without the division (the
    // tooltip has it).
    if (job.slotsAvailable < 0 || card.slotCost < 2)
        return lend;
    const QString counter = QStringLiteral("%1 (%2)").arg(SlotUnits::selections(job.slotsAvailable),
                                                          SlotUnits::wholeSlots(job.slotsToLend));
    if (job.slotsAvailable > 0 && card.slotLoan > 0)
        lend.value = tr("%1 (%2) + loan %3")
                         .arg(SlotUnits::selections(job.slotsAvailable),
                              SlotUnits::wholeSlots(job.slotsToLend), grouped(card.slotLoan));
    else if (card.slotLoan > 0) // at zero the preemption test is not made: no loan to add
        lend.value = tr("%1 · no loan at 0").arg(counter);
    else
        lend.value = counter;
    return lend;
}

QString JobCardText::title(const JobCard& card, int position) {
    return tr("%1. msg %2").arg(grouped(position), card.messageId);
}

QString JobCardText::state(const JobCard& card) {
    QStringList parts;
    if (card.info.current)
        parts << tr("▶ current job");
    if (card.info.blocker)
        parts << tr("blocker, waits for %1").arg(card.blockingQueues.join(QStringLiteral(", ")));
    if (card.info.nextUnread)
        parts << tr("first job with unread recipients");
    if (card.fromDeferred)
        parts << tr("back from the deferred queue");
    return parts.join(QStringLiteral(" · "));
}

QString JobCardText::shortState(const JobCard& card) {
    QStringList parts;
    if (card.info.current)
        parts << tr("▶ current");
    if (card.info.blocker)
        parts << tr("blocker");
    return parts.join(QStringLiteral(" · "));
}

QString JobCardText::toolTip(const JobCard& card) {
    const JobInfo& job = card.info;
    QStringList lines;
    lines
        << tr("Job of message %1, stack level %2 (stack_level)").arg(card.messageId, grouped(job.stackLevel));
    if (!card.sender.isEmpty())
        lines << tr("The message's sender, as the log shows it: %1").arg(card.sender);
    if (!card.parentMessageId.isEmpty())
        lines << tr("It preempted job %1 (stack_parent)").arg(card.parentMessageId);
    for (const Counter& counter : counters(card))
        lines << counter.field;
    if (job.blocker)
        lines << tr("Blocker job: every destination it has entries for is full or dead (%1)")
                     .arg(card.blockingQueues.join(QStringLiteral(", ")));
    if (job.nextUnread)
        lines << tr("The first job on the by-time list whose message has unread recipients: it gets the "
                    "transport's unused recipient slots");
    if (card.fromDeferred)
        lines << tr("The message came back from the deferred queue: a scan found its retry time reached, and "
                    "only its recipients not yet sent or bounced are read again");
    return lines.join(QLatin1Char('\n'));
}

} // namespace qmgrlab::ui
