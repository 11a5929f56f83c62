// SPDX-License-Identifier: GPL-3.0-or-later
// JobCardText: the words of one job card, in SCHEDULER_README's language: the entries selected,
// the job's slot balance (slots_available: the delivery slots it has earned, or what it owes), the
// slots it has used, the recipients it holds, each with the Postfix field it comes from for the
// tooltip. On the step whose preemption rule read the balance, the card states it as read then,
// "at the decision". A negative internal counter is never written as a number below zero: its
// meaning is (a job that owes slots, a preempting job that has not used all the slots paid for
// it). Numbers are grouped in threes (20 000).
#pragma once

#include "ui/joblist/JobCard.h"

#include <QCoreApplication>
#include <QString>
#include <array>
#include <vector>

namespace qmgrlab::ui {

class JobCardText {
    Q_DECLARE_TR_FUNCTIONS(JobCardText)
public:
    struct Counter {
        QString name;  // what a student reads on the left of the card
        QString value; // on the right, never cut
        QString field; // tooltip: the Postfix field(s) and what the value means
    };

    // The counters in card order: entries, slot balance (or the balance at the decision), slots
    // used, recipients; without their
    // fields (empty) when withFields is false (measuring a card).
    static std::vector<Counter> counters(const JobCard& card, bool withFields = true);
    // The one counter a lecture card shows, in fewer words: what a job on the preemption stack
    // has used of the slots paid for it, and for any other job its slot balance; the job whose
    // balance this step's rule read shows it as read then.
    static Counter lectureCounter(const JobCard& card);
    // Every figure of the card that counters() and lectureCounter() write (not their fields'
    // words): two cards with the same key have counters of the same names and values. Keep it
    // in step with them: the job list measures a card's counters once per key.
    using CountersKey = std::array<long long, 18>;
    static CountersKey countersKey(const JobCard& card);
    // The card's title ("2. msg mid100") and its state line (current job, blocker, next unread).
    static QString title(const JobCard& card, int position);
    static QString state(const JobCard& card);
    // The state in a word or two ("▶ current", "blocker"), for a lecture card's title band.
    static QString shortState(const JobCard& card);
    // Every counter with its field, one line each, for the card's tooltip.
    static QString toolTip(const JobCard& card);
    // An integer with its digits grouped in threes by a narrow no-break space.
    static QString grouped(long long value);

private:
    // The balance as the step's preemption rule read it (card.atDecision set); withLoan adds the
    // transport's loan the rule added to it.
    static Counter atDecision(const JobCard& card, bool withFields, bool withLoan = true);
};

} // namespace qmgrlab::ui
