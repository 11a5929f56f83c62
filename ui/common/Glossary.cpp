// SPDX-License-Identifier: GPL-3.0-or-later
// Glossary: the terms and their explanations.
#include "ui/common/Glossary.h"

#include "ui/common/RichTextDialog.h"

namespace qmgrlab::ui {

QList<QPair<QString, QString>> Glossary::entries() {
    return {
        {tr("message"),
         tr("One mail in the queue, with its sender and its recipients. In the active queue only part of its "
            "recipients may be in memory at a time (the recipient limits); the rest are read later.")},
        {tr("transport"), tr("A way of delivering mail named in master.cf (smtp, relay, lmtp, …), with its "
                             "own delivery agents "
                             "(at most maxproc at once), its own job list and its own settings.")},
        {tr("job"),
         tr("What one message asks of one transport: the message's recipients that this transport delivers. "
            "A message with recipients on two transports has two jobs. Each transport keeps its jobs on a "
            "job "
            "list, in the order they came, unless preemption moves one forward.")},
        {tr("queue"),
         tr("In the active queue, one destination (next hop) of a transport: the place where the deliveries "
            "to it wait. It has its concurrency window, counts its busy deliveries and may be declared dead. "
            "(The deferred queue is something else: the messages waiting for their next attempt.)")},
        {tr("peer"),
         tr("A job's share of one queue: its recipients for that destination. A job with recipients at three "
            "destinations has three peers, and the selection takes them in turn.")},
        {tr("entry"),
         tr("A group of recipients of one peer, at most the destination's recipient limit, that one delivery "
            "agent delivers in one session. Selecting an entry hands it to a free agent.")},
        {tr("selection"),
         tr("The choice of the next entry when an agent of the transport is free: the transports take turns, "
            "the current job goes first unless another job preempts it, and the job's peers take turns.")},
        {tr("delivery slot"),
         tr("One turn of the transport to deliver, the unit in which preemption is priced. A job earns a "
            "slot "
            "for every slot cost entries of it that are selected; a job that preempts it costs one slot for "
            "every entry the preempting job still has. The slot string writes the slots in order, one job "
            "number each.")},
        {tr("preemption"),
         tr("A smaller job overtaking the current job: it moves in front of it on the job list and gets the "
            "next selections, when the current job has saved enough slots to pay for it.")},
        {tr("discount"),
         tr("default_delivery_slot_discount: the share, in percent, of a candidate's price that the current "
            "job need not have saved. With 50, half of the slots the candidate needs are enough.")},
        {tr("loan"),
         tr("default_delivery_slot_loan: slots the current job may lend on top of those it has saved, so "
            "that "
            "a small job may preempt a little sooner. The loan is paid back from the slots earned later.")},
        {tr("blocker"),
         tr("A job all of whose destinations are at their concurrency window: it could not use a free agent, "
            "so the selection passes it by until a delivery to one of them completes.")},
        {tr("concurrency window"),
         tr("How many deliveries to one destination may run at once. It starts at the initial destination "
            "concurrency, grows with positive feedback after deliveries that got through and shrinks with "
            "negative feedback after failed connections, never beyond the destination concurrency limit.")},
        {tr("cohort"),
         tr("A pseudo-cohort: as many deliveries as the destination's concurrency. The feedback and the "
            "dead-destination test count in cohorts: a failed cohort is a cohort's worth of failed "
            "connections.")},
        {tr("dead destination"),
         tr("A destination whose failed cohorts reached the failed cohort limit with no delivery getting "
            "through. Its waiting recipients are deferred without an attempt; after minimal_backoff_time it "
            "is tried again with a fresh window.")},
        {tr("rate delay"),
         tr("destination_rate_delay: a pause after each delivery to a destination before the next one to it "
            "may start. Above zero it also limits the destination to one delivery at a time. "
            "transport_rate_delay does the same for the whole transport.")},
        {tr("backoff"),
         tr("How long a message with deferred recipients waits in the deferred queue before it is tried "
            "again: as long as the message is old, but at least minimal_backoff_time and at most "
            "maximal_backoff_time. A message that keeps failing therefore waits twice as long each time, up "
            "to the maximum.")},
    };
}

QString Glossary::html() {
    QString list;
    for (const auto& [term, explanation] : entries())
        list += QStringLiteral("<dt><b>%1</b></dt><dd>%2</dd>")
                    .arg(term.toHtmlEscaped(), explanation.toHtmlEscaped());
    return QStringLiteral("<dl>%1</dl>").arg(list);
}

void Glossary::show(QWidget* parent) {
    showRichTextDialog(parent, tr("Glossary"), html());
}

} // namespace qmgrlab::ui
