<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name>AboutText</name>
    <message>
        <source>About qmgrlab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LGPL-3.0 (the Qt Charts module: GPL-3.0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;qmgrlab %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Makes the scheduler of Postfix&apos;s queue manager (nqmgr) visible: job lists, preemption, delivery slots, recipient pools and destination concurrency, step by step, forwards and backwards.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later). qmgrlab links QCustomPlot, which is licensed under GPL-3.0, so the program as a whole is distributed under the GPL. It comes with no warranty.&lt;/p&gt;&lt;p&gt;Built with:&lt;/p&gt;&lt;table cellpadding=&quot;3&quot;&gt;%2&lt;/table&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CompareExporter</name>
    <message>
        <source>%1: unknown file type &quot;%2&quot;; use .png, .svg or .pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>qmgrlab comparison of variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JobCardText</name>
    <message>
        <source>entries selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>selected_entries %1 of read_entries %2: the entries taken for delivery out of those read into memory; at most %3 in all (read entries + unread recipients)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slots to lend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: owes %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slots_available is below zero: the job paid in advance for a job that preempted it and still owes %1; it earns one back per selected entry and cannot be preempted again before it has a positive balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 available · preemption off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slots_available %1: one per selected entry; the delivery slot cost %2 is below 2, so no job preempts on this transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 available ÷ cost %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slots_available %1: one per selected entry; divided by the delivery slot cost %2 it makes %3 whole delivery slots, what a job preempting this one can be paid with (the remainder does not count)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slots used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job it preempted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 paid for, not used yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slots_used is below zero: when this job preempted, %1 paid for the entries it was expected to need, and %2 of them are not selected yet; what is left unused when it leaves the stack is given back to the job it preempted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fewer than expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slots_used is below zero: the job left the preemption stack after selecting %1 entries fewer than it was expected to need when it preempted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all paid for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 more than paid for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slots_used %1: counted from minus the entries this job was expected to need when it preempted, one up per selected entry; it has used every slot %2 paid for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slots_used %1: one per selected entry (a job that preempts starts again from minus the entries it is expected to need)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recipients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in core · slots %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rcpt_count %1: this job&apos;s recipients in memory; rcpt_limit %2: the recipient slots it holds from the transport&apos;s pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paid slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 not used yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all used, %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>can lend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none, owes %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no preemption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ÷ cost %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. msg %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ current job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocker, waits for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first job with unread recipients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job of message %1, stack level %2 (stack_level)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It preempted job %1 (stack_parent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocker job: every destination it has entries for is full or dead (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first job on the by-time list whose message has unread recipients: it gets the transport&apos;s unused recipient slots</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>Completion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n recipient</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recipients</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: nothing can be selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: delivery %2 for job %3, %4 to %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 preempts job %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Message %1 arrives</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Messages %1 arrive</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Message %1 enters the active queue</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Messages %1 enter the active queue</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Preemption is off on %1: its delivery slot cost %2 is below 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no current job: the scheduler starts at the head of its job list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the current job and cannot be preempted: it paid in advance for a job that preempted it and still owes %n delivery slot, so it has none available.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the current job and cannot be preempted: it paid in advance for a job that preempted it and still owes %n delivery slots, so it has none available.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Job %1 is the current job and cannot be preempted: it has no delivery slots available yet (more than 0 are needed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the current job and too small to be preempted: its %n entry is fewer than minimum slots %2 × cost %3 = %4.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the current job and too small to be preempted: its %n entries are fewer than minimum slots %2 × cost %3 = %4.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the current job; no later job can be delivered within the %n slot it is sure to reach, so nothing preempts it.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 is the current job; no later job can be delivered within the %n slots it is sure to reach, so nothing preempts it.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Job %1 is the best candidate (score %2, remembered from an earlier look).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 is the best candidate (score %2 = age / total entries).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Job %1 preempts job %2: it needs %n slot, and job %2 has (%3 available ÷ cost %4) + loan %5 = %6 ≥ %n × %7% = %8.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 preempts job %2: it needs %n slots, and job %2 has (%3 available ÷ cost %4) + loan %5 = %6 ≥ %n × %7% = %8.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 cannot preempt job %2 yet: it needs %n slot, and job %2 has (%3 available ÷ cost %4) + loan %5 = %6 &lt; %n × %7% = %8.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 cannot preempt job %2 yet: it needs %n slots, and job %2 has (%3 available ÷ cost %4) + loan %5 = %6 &lt; %n × %7% = %8.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Only whole slots count: %1 ÷ %2 leaves %3 over, which job %4 keeps for later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 pays %2 × cost %3 = %4 of its %5 available and keeps %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 pays %2 × cost %3 = %4, all of its %5 available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 pays %2 × cost %3 = %4, more than its %5 available: it owes %6 and must earn that back before it can be preempted again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 moves before job %2 on the job list, at stack level %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Job %1 gets %n extra recipient slot, so it can read more recipients.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Job %1 gets %n extra recipient slots, so it can read more recipients.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Job %1 has nothing left to select and no recipients could be read for it now: it leaves the job list until more of its recipients are read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More recipients of message %1 were read into memory (refill).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing can be selected on %1: every job is a blocker or has no entries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivery %1: %2 selects an entry of job %3 with %4 to %5 (agent %6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That was the last entry of job %1: it leaves the job list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is full (window %2, %3 in progress)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 becomes a blocker: every queue it has entries for is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 becomes a blocker and is skipped: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message %1 arrives in the incoming queue with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message %1 enters the active queue: its recipients are read and grouped into jobs, peers and entries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 preempts job %2 on %3 (stack level %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivery %1: %2 selects an entry of job %3 with %4 to %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A full queue of %1 can take deliveries again: every blocker job of %1 is released.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivery %1 (job %2, %3 to %4) completes: sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivery %1 (job %2, %3 to %4) fails: the recipients are deferred.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrency feedback moves the window of %1 on %2 from %3 to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declares %2 dead: its waiting entries are deferred.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 is alive again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n recipient of message %1 for %2 is deferred without a delivery attempt: the destination is dead.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recipients of message %1 for %2 are deferred without a delivery attempt: the destination is dead.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Message %1 leaves the active queue: %2 sent, %3 deferred.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The simulation ends at %1: %n recipient sent, %2 deferred.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The simulation ends at %1: %n recipients sent, %2 deferred.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Zoom</name>
    <message>
        <source>--zoom needs a factor from %1 to %2 (or %3% to %4%), got &quot;%5&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::Parameters</name>
    <message>
        <source>How many deliveries of a job earn it one delivery slot that a smaller job may borrow to preempt it; 0 turns preemption off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The percentage taken off the number of slots a smaller job would need, so that it may preempt before the running job has saved up all of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many slots the running job is willing to advance to a smaller job on top of the ones it has already earned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A job may be preempted only if it amounts to at least this many times the slot cost in deliveries, counting those done and those still to come.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The size of the transport&apos;s pool of recipient slots: how many of its recipients may sit in memory at once, shared by all of its jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An extra allowance of recipient slots handed out to jobs that preempt others, so that a preempting message can read more of its recipients.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A message reads more recipients from its file as soon as at least this many of its recipient slots are free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A message with even one free recipient slot reads more recipients once this much time has passed since it last read some.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most recipients one delivery may carry; 1 gives every recipient address its own queue, and 0 means no limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most deliveries that may run at the same time to one destination; 0 means no limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many deliveries may run at once to a destination that has just been created or revived: the starting size of its window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much every successful delivery counts towards widening the destination&apos;s window by one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much every failed connection counts towards narrowing the destination&apos;s window by one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many rounds of failed connections, each round as large as the window, a destination may suffer before it is declared dead; 0 means never.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many delivery agents a transport may keep busy at once when master.cf does not give it a maxproc of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long a destination that was declared dead is left alone before deliveries to it are tried again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many messages may be in the active queue (in memory) at once; later arrivals wait in the incoming queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many recipients, over all messages, the queue manager aims to hold in memory when it reads a new message&apos;s first batch; raised to the active message limit when smaller.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many recipients every message may read when it enters the active queue, however full memory already is.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui</name>
    <message>
        <source> … (%1 slots in all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transport %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all transports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 of %2, t = %3 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown file type &quot;%2&quot;; use .png, .svg or .pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such transport in the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>qmgrlab delivery-slot timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::CompareMetricsModel</name>
    <message>
        <source>Lower is better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Higher is better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Better than the first variant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worse than the first variant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δ %1 − 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant %1&apos;s value minus the first variant&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::CompareTimelines</name>
    <message>
        <source>simulated time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decision number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the same position means for every variant: the same simulated time, or the same number of decisions (entry selections) made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step back, all variants together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play all variants together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step forward, all variants together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shared position of every variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transport:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Align by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first variant&apos;s delivery-slot string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivery-slot string; outlined: a different message than the first variant&apos;s at the same slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 of %2 · decision %3 of %4 · t = %5 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t = %1 s of %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decision %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>(%n slots in all)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>(no delivery on this transport)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::CompareWindow</name>
    <message>
        <source>&amp;Add variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1: base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario as it is, with Postfix&apos;s defaults.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario as it is:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add another variant (at most %1 in all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run every variant to its end and compare them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each variant&apos;s figures and their difference to the first; the better value is bold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the timelines and the table as one PNG, SVG or PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the metrics table as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n marked cell(s) to fix before the variants can run (the tooltip says why).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Add a variant to compare with the base.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a cell to enter a main.cf parameter and its value, then run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant %1: %2 = %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variant %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant %1 does not fit in memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n variant(s) run to their end.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Run the variants first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::DestinationsTableModel</name>
    <message>
        <source>not in memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead, revives at %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocks jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plot this queue&apos;s concurrency window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marked as blocking jobs: jobs whose only waiting entries are here became blockers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Todo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed cohorts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::DestinationsView</name>
    <message>
        <source>time (s) · line: window · fill: busy · hatched: dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deliveries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole history up to the current position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick &quot;Plot&quot; to draw a queue&apos;s concurrency window over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destinations table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrency windows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each destination queue&apos;s concurrency window and busy deliveries over time; the table lists the same queues with their figures</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::ImportServerDialog</name>
    <message>
        <source>Domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivery agents (maxproc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why it does not count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files of the server (each optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;main.cf or postconf -n output:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ma&amp;ster.cf:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Queue (postqueue -j output):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;ransport map:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/etc/postfix/main.cf, or a file with the output of postconf -n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/etc/postfix/master.cf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a file with the output of postqueue -j</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lines &quot;domain transport&quot;, as in /etc/postfix/transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was understood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was assumed (change it in the scenario editor after the import)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one file. The import only reads them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a file of the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>master.cf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default_process_limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destinations (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transports (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters set (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 messages with %2 recipients to %3 destinations; %4 settings ignored. Import opens it as a new scenario, not saved yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::JobLegendElement</name>
    <message>
        <source>current position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not dispatched yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed delivery (deferred)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 more jobs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::JobListCanvas</name>
    <message>
        <source>level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheduler&apos;s job list (selection order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preemption relations (stack levels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A parent that is gone: its job completed and this branch was adopted one level up, keeping its stack level</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::JobListView</name>
    <message>
        <source>Transport:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thick outline: current job · grey, hatched: blocker job · number: place on the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No jobs on transport %1 at this step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transport %1 has not been used yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheduler&apos;s job list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The transport&apos;s jobs in scheduler order as cards: recipients, entries, slots and the preemption stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job list by arrival time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The transport&apos;s jobs in the order their messages arrived</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language applies when qmgrlab starts next.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::LessonPanel</name>
    <message>
        <source>&amp;Lesson mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next bookmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous bookmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson mode: PageDown / PageUp go from bookmark to bookmark (L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario has no lesson. A lesson is a list of bookmarks (a step, a title and a note) in the scenario file&apos;s &quot;lesson&quot; field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson mode: bookmark %1 of %2. PageDown: next, PageUp: previous.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n bookmark(s). Click one to go to its step; L turns lesson mode on.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The lesson starts at step %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson bookmarks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::MainWindow</name>
    <message>
        <source>%1 steps/s (one every %2 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export timeline…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;window image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;What if? Compare with a variant…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What if?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast mode: as fast as possible, no animation (F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Predict mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+=</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Explore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>La&amp;yout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;imulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About qmgrlab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps per second while playing (+ and - change it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to go anywhere in the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Narration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters (main.cf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipient pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent %1 · Deferred %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — qmgrlab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario was not opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario has changes that were not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario was not created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>qmgrlab scenarios (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>qmgrlab scenarios (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario was not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The edited scenario cannot be run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The timeline was not exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export window image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window image was not exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes were not autosaved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;weep parameters…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position in the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server was not imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save recovered scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario was recovered after qmgrlab ended unexpectedly. Replace %1 with it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The variant cannot be run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::NarrationView</name>
    <message>
        <source>Story</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario&apos;s story: what it sets up and what to watch for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every step of the run. Click a step to go to the moment after it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a scenario or pick one from the Examples menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario has no description.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;No scenario&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Step 0 of %1&lt;/b&gt; · before anything happens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing has happened yet. Step forward (→) to begin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Step %1 of %2&lt;/b&gt; · %3 · %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::ParametersPanel</name>
    <message>
        <source>Preemption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipient limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply and rerun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to &amp;defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a value to change it; leave it empty for the default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rerun the scenario with these parameters and return to the same step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget the changes that were not applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove every main.cf setting, so that Postfix&apos;s defaults apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0..1, N/M, N/concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1..%2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applies to transport %1 only; when empty, %2 applies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↑ as above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed, not applied yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 is not accepted: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed. Press Apply to rerun the scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No changes to apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied: the run was recomputed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes forgotten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every parameter is back to its default. Press Apply to rerun.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::PredictPanel</name>
    <message>
        <source>✔ right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✘ wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right %1 · wrong %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop predicting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start predicting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predict mode is off. Turn it on to be asked before each scheduling decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step on (→ or PageDown): the run stops before the next decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does job %1 preempt job %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Y  Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N  No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which job gets the next delivery slot of transport %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(You said: job %1 preempts job %2.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(You said: job %1 does not preempt job %2.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  job %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 got the delivery slot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 preempted job %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 did not preempt job %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You chose job %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revealed without an answer: not counted.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::RecipientPoolView</name>
    <message>
        <source>msg %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 recipient slots (rcpt_limit), %3 recipients in core (rcpt_count)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transport:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 recipient pool: %2 + %3 extra slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra lent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra free: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 recipient pool: not created yet (at its first recipient)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In core, all transports: %1 (limit %2, %3 beyond)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In core, all transports: %1 (limit %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retired jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held by %1&apos;s jobs: %2 slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unused slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beyond its slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no jobs on the job list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 job; in core / slots, own scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 jobs, largest holders first; in core / slots, own scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jobs %1-%2 of %3, largest holders first; %4 more: scroll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipient pool totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bars of the recipients in the pool and in core, split by who holds them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipients per job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One bar per job: its recipients read, in core and delivered</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::RecoveryDialog</name>
    <message>
        <source>Recover unsaved scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>qmgrlab ended without saving these changes. Restore one to continue working on it, or discard what you do not need.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2), autosaved %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep them and ask again at the next start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario cannot be restored: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::RecoveryStore</name>
    <message>
        <source>the recovery file %1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::ScenarioDocument</name>
    <message>
        <source>new scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scenario has no file yet: use Save as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recovered scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::ScenarioEditor</name>
    <message>
        <source>Row %1, %2: &quot;%3&quot; is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrival (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivery (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per recipient (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maxproc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipients: &quot;domain: count, domain: count&quot; (the addresses r1@domain, r2@domain, ...) or a list of addresses &quot;a@example.com, b@example.com&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario has %1 messages, too many to edit here; they are kept as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;*&quot; gives the defaults for every other domain. An empty cell takes the value from &quot;*&quot;, then the built-in default. Down: checked = every delivery fails, half-checked = as &quot;*&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;estinations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maxproc: how many delivery agents the transport may run at once (master.cf). A transport not listed gets default_process_limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Transports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arrival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1, recipients: &quot;%2&quot; should be &quot;domain: count&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1, recipients: give either addresses or &quot;domain: count&quot; pairs, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delivery ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per recipient ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the edited scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transports</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::SimulationController</name>
    <message>
        <source>%1: cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::StepLogModel</name>
    <message>
        <source>Click to go to the moment after this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::SweepPlot</name>
    <message>
        <source>%1 (%2, right axis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to open this variant in the main window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown file type &quot;%2&quot;; use .png, .svg or .pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::SweepResultsModel</name>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This point&apos;s run failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::SweepWindow</name>
    <message>
        <source>0..1, N/M, N/concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1..%2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 2,5,10 or 1..20:2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The values to try: a list (2,5,10) or a range FROM..TO with an optional :STEP (1..20:2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First parameter (x axis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second parameter (y axis of a heat map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metrics to plot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A heat map shows the first metric checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v of %m points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export C&amp;SV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none: a line chart)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Default %2; valid %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now %1 (Postfix default %2); valid %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the values of %1 to try.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a parameter to sweep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check at least one metric to plot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) to run.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1
%2 by %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Running %n point(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling: the points already running finish first…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %1 of %n point(s) done.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) failed (see the table).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Click a point of the chart to open that variant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: this is the scenario&apos;s own file; choose another name for the CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart was not exported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CSV was not exported: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::TimeListCanvas</name>
    <message>
        <source>By-time job list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arrival order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in core / slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>msg %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (next unread)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::TimelineExportDialog</name>
    <message>
        <source>Dark page (for slides); unticked, the light look for print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All transports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transport:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::TimelinePlot</name>
    <message>
        <source>agent %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delivery slot (entry selections on this transport, in order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulated time (s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::TimelineView</name>
    <message>
        <source>Copy slot string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the whole delivery-slot string of this transport to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole run (the wheel zooms, dragging pans)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy slot string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit the whole run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scroll the agent lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hide the future on the timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw only what has happened at the current position (always so in predict mode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transport:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thick line: current position · pale: not dispatched yet · hatched: failed delivery (deferred). Band: delivery slots in order; lanes: each agent&apos;s deliveries over simulated time (s). Right-click to copy the slot string or fit the whole run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot string so far (%1 slots):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot string (%1 slots):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… %1 characters in all; &quot;Copy slot string&quot; copies them</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Slot %1: message %2, delivery #%3 to %4 (%n recipient(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>agent %1, dispatched at %2 s, %3 at %4 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed (recipients deferred)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not dispatched yet at the current position)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The transport&apos;s delivery slots over time, one colour per job, above a lane per delivery agent; the slot string above the plot gives the same order as text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::TransportSelector</name>
    <message>
        <source>Transport to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transport</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>qmgrlab::ui::VariantEditor</name>
    <message>
        <source>Valid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>main.cf changes of this variant: double-click a cell to type a parameter name (it completes) or its value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a row for another main.cf parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a main.cf parameter name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a parameter name is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no changes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
