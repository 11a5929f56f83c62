// SPDX-License-Identifier: GPL-3.0-or-later
// test_narration_numbers: every sentence of the narration, on every example and every
// conformance case this build accepts, walked step by step; each figure a sentence states
// (NarrationSentence::numbers, in the order its kind lists them) is recomputed from the core's
// records (the job counters before and after the step through the Inspector, the
// SelectionDecision, the deliveries and the trace events) and compared, and the text is checked
// to state those figures. A cached candidate choice is compared with the look that filled the
// cache (the last fresh look on the same transport, ALGORITHM.md 3.10).
#include "ExamplePaths.h"
#include "core/run/Inspector.h"
#include "core/run/RunBuilder.h"
#include "core/scenario/ScenarioError.h"
#include "ui/narration/Narrator.h"

#include <QDir>
#include <QFileInfo>
#include <QMap>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <optional>
#include <span>

using namespace qmgrlab;
using namespace qmgrlab::ui;

namespace {

// A sentence kind by its name in SentenceKind ("Candidate").
QString sentenceKindName(SentenceKind kind) {
    switch (kind) {
#define QMGRLAB_KIND(name)                                                                                   \
    case SentenceKind::name:                                                                                 \
        return QStringLiteral(#name);
        QMGRLAB_KIND(PreemptionOff)
        QMGRLAB_KIND(NoCurrentJob)
        QMGRLAB_KIND(OwesSelections)
        QMGRLAB_KIND(NoSelectionsYet)
        QMGRLAB_KIND(TooFewEntries)
        QMGRLAB_KIND(NoCandidate)
        QMGRLAB_KIND(Candidate)
        QMGRLAB_KIND(Inequality)
        QMGRLAB_KIND(WholeSlotsOnly)
        QMGRLAB_KIND(Payment)
        QMGRLAB_KIND(StackMove)
        QMGRLAB_KIND(ExtraRecipients)
        QMGRLAB_KIND(Blocker)
        QMGRLAB_KIND(Unblocked)
        QMGRLAB_KIND(Stalled)
        QMGRLAB_KIND(Refill)
        QMGRLAB_KIND(NothingSelected)
        QMGRLAB_KIND(Selected)
        QMGRLAB_KIND(CounterAfter)
        QMGRLAB_KIND(LastEntry)
        QMGRLAB_KIND(Arrival)
        QMGRLAB_KIND(Activation)
        QMGRLAB_KIND(PreemptEvent)
        QMGRLAB_KIND(DeliveryDone)
        QMGRLAB_KIND(Window)
        QMGRLAB_KIND(Dead)
        QMGRLAB_KIND(Alive)
        QMGRLAB_KIND(Deferred)
        QMGRLAB_KIND(Finished)
        QMGRLAB_KIND(End)
        QMGRLAB_KIND(PartialDone)
        QMGRLAB_KIND(Suspended)
        QMGRLAB_KIND(Resumed)
        QMGRLAB_KIND(TransportDead)
        QMGRLAB_KIND(TransportAlive)
        QMGRLAB_KIND(Allocation)
        QMGRLAB_KIND(DeferredMessage)
        QMGRLAB_KIND(ArrivedDeferred)
        QMGRLAB_KIND(Expired)
        QMGRLAB_KIND(Scan)
        QMGRLAB_KIND(TransportTurn)
        QMGRLAB_KIND(PeerTurn)
        QMGRLAB_KIND(TooBig)
        QMGRLAB_KIND(Adopted)
        QMGRLAB_KIND(Orphaned)
        QMGRLAB_KIND(WindowHeld)
        QMGRLAB_KIND(WindowStays)
        QMGRLAB_KIND(SuccessCounted)
        QMGRLAB_KIND(QueueLeft)
        QMGRLAB_KIND(QueueBack)
        QMGRLAB_KIND(LoggedMessage)
#undef QMGRLAB_KIND
    }
    return {};
}

QString integerText(double value) {
    return QString::number(static_cast<long long>(std::llround(std::fabs(value))));
}

// The score as the narration rounds it for reading: two decimals, trailing zeros dropped.
QString roundedText(double value) {
    QString text = QString::number(value, 'f', 2);
    while (text.contains(QLatin1Char('.')) && text.endsWith(QLatin1Char('0')))
        text.chop(1);
    if (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text;
}

// The job of the transport whose message is the given scenario message, or kNone.
JobInfo jobOf(const Inspector& inspector, TransportId transport, int message) {
    for (const JobId j : inspector.transport(transport).schedList) {
        JobInfo info = inspector.job(j);
        if (info.message == message)
            return info;
    }
    return {};
}

std::optional<QueueInfo> queueOf(const Inspector& inspector, TransportId transport, NameId name) {
    for (const QueueId q : inspector.transport(transport).queues) {
        const QueueInfo queue = inspector.queue(q);
        if (queue.name == name)
            return queue;
    }
    return std::nullopt;
}

std::optional<QueueInfo> queueIn(const std::vector<QueueInfo>& queues, TransportId transport, NameId name) {
    for (const QueueInfo& queue : queues) {
        if (queue.transport == transport && queue.name == name)
            return queue;
    }
    return std::nullopt;
}

// The deliveries to a transport's queue completed in a step.
int completionsOf(const Recording& recording, const StepRecord& step, NameId queue, TransportId transport) {
    int count = 0;
    for (std::uint32_t i = 0; i < step.eventCount; ++i) {
        const TraceEvent& e = recording.events()[step.firstEvent + i];
        if (e.type == EventType::Done) {
            const Delivery& d = recording.deliveries()[e.seq - 1];
            count += d.dest == queue && d.transport == transport ? 1 : 0;
        }
    }
    return count;
}

std::int64_t queuedTime(const Inspector& inspector, int message) {
    for (const MessageInfo& info : inspector.activeMessages()) {
        if (info.spec == message)
            return info.queuedTime;
    }
    return -1;
}

struct Walk {
    QString name;
    QMap<QString, int> kindsSeen;
    int figuresChecked = 0;
    int cachedLooks = 0;
    QString failure; // the first disagreement, empty when every figure agrees
};

void fail(Walk& walk, std::size_t step, const NarrationSentence& sentence, const QString& why) {
    if (walk.failure.isEmpty())
        walk.failure = QStringLiteral("%1 step %2 (%3): %4\n  %5")
                           .arg(walk.name)
                           .arg(step + 1)
                           .arg(sentenceKindName(sentence.kind), why, sentence.text);
}

bool expectNumbers(Walk& walk, std::size_t step, const NarrationSentence& sentence,
                   const QList<double>& expected) {
    if (sentence.numbers.size() != expected.size()) {
        fail(walk, step, sentence,
             QStringLiteral("%1 figures, expected %2").arg(sentence.numbers.size()).arg(expected.size()));
        return false;
    }
    for (qsizetype i = 0; i < expected.size(); ++i) {
        if (std::fabs(sentence.numbers[i] - expected[i]) > 1e-9) {
            fail(walk, step, sentence,
                 QStringLiteral("figure %1 is %2, the core says %3")
                     .arg(i)
                     .arg(sentence.numbers[i])
                     .arg(expected[i]));
            return false;
        }
    }
    walk.figuresChecked += static_cast<int>(expected.size());
    return true;
}

// The integer figures (given by index) must appear in the text, as written for reading.
void expectInText(Walk& walk, std::size_t step, const NarrationSentence& sentence,
                  std::initializer_list<int> indexes) {
    for (const int i : indexes) {
        if (i >= sentence.numbers.size())
            continue;
        const QString shown = integerText(sentence.numbers[i]);
        if (!sentence.text.contains(shown))
            fail(walk, step, sentence, QStringLiteral("figure %1 (%2) is not in the text").arg(i).arg(shown));
    }
}

Walk walkRun(const QString& name, Run& run) {
    Walk walk;
    walk.name = name;
    const Narrator narrator(run);
    const Recording& recording = run.recording();
    const Configuration& config = run.config();
    std::map<TransportId, const SelectionDecision*> lastLook; // the decision whose look filled the cache
    const std::size_t length = recording.steps().size();
    for (std::size_t i = 0; i < length && walk.failure.isEmpty(); ++i) {
        const StepRecord& record = recording.steps()[i];
        const QList<NarrationSentence> sentences = narrator.sentences(i);
        // The state before the step; an Inspector reads the run's current position, so what is
        // needed of it is copied before the run moves on to the state after the step.
        run.seek(i);
        const Inspector before(run);
        QList<const TraceEvent*> otherEvents; // events told one sentence each, in order
        for (std::uint32_t e = 0; e < record.eventCount; ++e) {
            const TraceEvent& event = recording.events()[record.firstEvent + e];
            if (record.decision >= 0 &&
                (event.type == EventType::Select || event.type == EventType::Blocker ||
                 event.type == EventType::Preempt))
                continue;
            otherEvents << &event;
        }
        const SelectionDecision* d = record.decision >= 0 ? &recording.decisions()[record.decision] : nullptr;
        JobInfo current;
        JobInfo candidate;
        TransportInfo transport;
        std::int64_t candidateQueued = -1;
        const TransportSettings* settings = nullptr;
        if (d != nullptr) {
            transport = before.transport(d->transport);
            settings = &config.transports()[d->transport];
            if (d->currentMessage != kNone)
                current = jobOf(before, d->transport, d->currentMessage);
            if (d->candidateMessage != kNone) {
                candidate = jobOf(before, d->transport, d->candidateMessage);
                candidateQueued = queuedTime(before, d->candidateMessage);
            }
            // A fresh look at the candidates: its max slots from the current job's counters.
            const bool looked = d->preemption == PreemptionOutcome::NoCandidate ||
                                d->preemption == PreemptionOutcome::NotEnoughSlots ||
                                d->preemption == PreemptionOutcome::Preempted;
            if (looked && !d->candidateFromCache) {
                const int maxSlots =
                    (current.readEntries - current.selectedEntries + current.slotsAvailable) /
                    settings->slotCost;
                if (maxSlots != d->maxSlots)
                    walk.failure =
                        QStringLiteral("%1 step %2: recorded max slots %3, the job's counters give %4")
                            .arg(name)
                            .arg(i + 1)
                            .arg(d->maxSlots)
                            .arg(maxSlots);
            }
        }
        // The round robin before the step: the transports from the list's head, the selected job's
        // peers from the start of its ring (unless the step read recipients for it, adding peers).
        const std::vector<TransportId> order = before.transportOrder();
        std::vector<PeerInfo> peersBefore;
        bool refilledSelected = false;
        for (const RecipientRefill& r : recording.refills(i))
            refilledSelected = refilledSelected || (d != nullptr && r.message == d->selectedMessage);
        if (d != nullptr && d->selectedMessage != kNone && !refilledSelected)
            peersBefore = jobOf(before, d->transport, d->selectedMessage).peers;
        // The messages whose recipients the step reads: in memory and unread before it.
        std::map<int, MessageInfo> messagesBefore;
        for (const MessageInfo& m : before.activeMessages())
            messagesBefore[m.spec] = m;
        // A fresh candidate look, redone: the jobs after the current one that need more slots
        // than it is sure to reach, whatever their score, until the walk stops (ALGORITHM 3.10).
        TooBigJobs tooBigLook;
        if (d != nullptr && !d->candidateFromCache && d->maxSlots > 0 &&
            (d->preemption == PreemptionOutcome::NoCandidate ||
             d->preemption == PreemptionOutcome::NotEnoughSlots ||
             d->preemption == PreemptionOutcome::Preempted)) {
            const std::vector<JobId> list = before.transport(d->transport).schedList;
            const auto at = std::find(list.begin(), list.end(), current.id);
            const std::int64_t now = d->timeMs / 1000;
            double bestScore = 0.0;
            for (auto it = at == list.end() ? at : at + 1; it != list.end(); ++it) {
                const JobInfo job = before.job(*it);
                if (!job.children.empty() || job.blocker)
                    continue;
                const int needed = job.maxEntries - job.selectedEntries;
                const std::int64_t age = now - queuedTime(before, job.message) + 1;
                const double score = static_cast<double>(age) / job.maxEntries;
                if (needed > 0 && needed <= d->maxSlots)
                    bestScore = std::max(bestScore, score);
                else if (needed > d->maxSlots && (tooBigLook.count++ == 0 || score > tooBigLook.score))
                    tooBigLook = {tooBigLook.count, job.message, needed, score};
                if (static_cast<double>(age) <= bestScore && job.stackLevel == 0)
                    break;
            }
        }
        // Each adoption's jobs before the step: the parent and the children of the job gone.
        QStringList adoptionProblems;
        for (const StackAdoption& a : recording.adoptions(i)) {
            const JobInfo gone = jobOf(before, a.transport, a.gone);
            const int parent = gone.parent != kNone ? before.job(gone.parent).message : kNone;
            const int parentLevel = gone.parent != kNone ? before.job(gone.parent).stackLevel : 0;
            // A child of it before the step, or one that preempts it in the step.
            bool child = d != nullptr && d->preemption == PreemptionOutcome::Preempted &&
                         d->currentMessage == a.gone && d->candidateMessage == a.child;
            for (const JobId c : gone.children)
                child = child || before.job(c).message == a.child;
            if (gone.id == kNone || parent != a.parent || !child ||
                (parent != kNone && parentLevel != a.parentLevel))
                adoptionProblems << QStringLiteral(
                                        "job %1 (parent %2, level %3) and child %4 before the step")
                                        .arg(a.gone)
                                        .arg(parent)
                                        .arg(parentLevel)
                                        .arg(a.child);
        }
        const std::vector<DeferredMessageInfo> deferredBefore = before.deferredMessages();
        std::vector<QueueInfo> queuesBefore; // the Inspector reads the run as it is: copied now
        for (const TransportId t : before.transportOrder()) {
            for (const QueueId q : before.transport(t).queues)
                queuesBefore.push_back(before.queue(q));
        }
        run.seek(i + 1);
        const Inspector after(run);
        qsizetype nextEvent = 0;
        for (const NarrationSentence& s : sentences) {
            ++walk.kindsSeen[sentenceKindName(s.kind)];
            switch (s.kind) {
            case SentenceKind::PreemptionOff:
                expectNumbers(walk, i, s, {double(settings->slotCost)});
                expectInText(walk, i, s, {0});
                break;
            case SentenceKind::NoCurrentJob:
            case SentenceKind::Stalled:
            case SentenceKind::NothingSelected:
            case SentenceKind::LastEntry:
                expectNumbers(walk, i, s, {});
                break;
            case SentenceKind::LoggedMessage:
                expectNumbers(walk, i, s, {});
                if (s.message != narrator.mainMessage(i))
                    fail(walk, i, s, QStringLiteral("not the message the step is about"));
                break;
            case SentenceKind::OwesSelections:
                if (current.slotsAvailable >= 0)
                    fail(walk, i, s, QStringLiteral("the current job owes nothing"));
                expectNumbers(walk, i, s, {-double(current.slotsAvailable), double(settings->slotCost)});
                expectInText(walk, i, s, {0});
                break;
            case SentenceKind::NoSelectionsYet:
                // At 0 with nothing selected, or with every selection spent on preemptions.
                if (current.selectedEntries == 0) {
                    expectNumbers(walk, i, s, {double(current.slotsAvailable)});
                    expectInText(walk, i, s, {0});
                } else {
                    expectNumbers(walk, i, s,
                                  {double(current.slotsAvailable), double(current.selectedEntries)});
                    expectInText(walk, i, s, {0, 1});
                }
                break;
            case SentenceKind::TooFewEntries: {
                const double minimum = double(settings->minimumSlots) * settings->slotCost;
                if (current.maxEntries >= minimum)
                    fail(walk, i, s, QStringLiteral("the job is not too small"));
                expectNumbers(walk, i, s,
                              {double(current.maxEntries), double(settings->minimumSlots),
                               double(settings->slotCost), minimum});
                expectInText(walk, i, s, {0, 1, 2, 3});
                break;
            }
            case SentenceKind::NoCandidate:
            case SentenceKind::Candidate: {
                const bool noCandidate = s.kind == SentenceKind::NoCandidate;
                if (d->candidateFromCache) {
                    // The figures of the look that filled the cache.
                    ++walk.cachedLooks;
                    const auto look = lastLook.find(d->transport);
                    if (look == lastLook.end()) {
                        fail(walk, i, s, QStringLiteral("a cached answer with no earlier look"));
                        break;
                    }
                    const SelectionDecision& e = *look->second;
                    if (noCandidate)
                        expectNumbers(walk, i, s, {double(e.maxSlots), double(e.candidateLookSec)});
                    else
                        expectNumbers(walk, i, s,
                                      {double(e.candidateAge), double(e.candidateTotal), e.candidateScore,
                                       double(e.candidateLookSec)});
                    if (!s.text.contains(Narrator::formatTime(e.candidateLookSec * 1000)))
                        fail(walk, i, s, QStringLiteral("the time of the earlier look is not in the text"));
                } else if (noCandidate) {
                    expectNumbers(walk, i, s, {double(d->maxSlots)});
                } else {
                    // The age on Postfix's whole-second clock, with the two seconds it is taken from.
                    const std::int64_t now = d->timeMs / 1000;
                    const std::int64_t age = now - candidateQueued;
                    const double total = candidate.maxEntries;
                    expectNumbers(
                        walk, i, s,
                        {double(age), total, double(age + 1) / total, double(now), double(candidateQueued)});
                    expectInText(walk, i, s, {3, 4});
                    // The candidate fits in the slots the current job is sure to reach.
                    const int needed = candidate.maxEntries - candidate.selectedEntries;
                    if (needed <= 0 || needed > d->maxSlots)
                        fail(walk, i, s,
                             QStringLiteral("the candidate needs %1 of %2 slots")
                                 .arg(needed)
                                 .arg(d->maxSlots));
                }
                expectInText(walk, i, s,
                             noCandidate ? std::initializer_list<int>{0} : std::initializer_list<int>{0, 1});
                if (!noCandidate) {
                    if (!s.text.contains(roundedText(s.numbers.value(2))))
                        fail(walk, i, s, QStringLiteral("the rounded score is not in the text"));
                    if (!s.toolTip.contains(QString::number(s.numbers.value(2), 'g', 6)))
                        fail(walk, i, s, QStringLiteral("the exact score is not in the tooltip"));
                }
                break;
            }
            case SentenceKind::Inequality: {
                const int expected = candidate.maxEntries - candidate.selectedEntries;
                const int earned = current.slotsAvailable / settings->slotCost + settings->slotLoan;
                const double required = double(expected) * settings->loanFactor / 100.0;
                expectNumbers(walk, i, s,
                              {double(expected), double(current.slotsAvailable), double(settings->slotCost),
                               double(settings->slotLoan), double(earned), double(settings->slotDiscount),
                               required});
                expectInText(walk, i, s, {0, 1, 2, 3, 4, 5});
                const bool preempts = d->preemption == PreemptionOutcome::Preempted;
                if (preempts != (earned >= required))
                    fail(walk, i, s, QStringLiteral("the inequality's outcome disagrees with the decision"));
                break;
            }
            case SentenceKind::WholeSlotsOnly: {
                // "Keeps for later" only when the counter after the step still holds the remainder
                // (less the job's own selection in the step): a payment beyond the whole slots
                // leaves a debt, not a remainder.
                const int remainder = current.slotsAvailable % settings->slotCost;
                const JobInfo tested = jobOf(after, d->transport, d->currentMessage);
                const int selfSelected = d->selectedMessage == d->currentMessage ? 1 : 0;
                const bool kept = tested.id == kNone ? d->preemption != PreemptionOutcome::Preempted
                                                     : tested.slotsAvailable - selfSelected >= remainder;
                expectNumbers(walk, i, s,
                              {double(current.slotsAvailable), double(settings->slotCost), double(remainder),
                               kept ? 1.0 : 0.0});
                expectInText(walk, i, s, {0, 1, 2});
                break;
            }
            case SentenceKind::Payment: {
                const int expected = candidate.maxEntries - candidate.selectedEntries;
                const int charged = expected * settings->slotCost;
                const int left = current.slotsAvailable - charged;
                expectNumbers(walk, i, s,
                              {double(expected), double(settings->slotCost), double(charged),
                               double(current.slotsAvailable), double(left)});
                if (left != 0) // "all of its ..." states no remainder
                    expectInText(walk, i, s, {0, 1, 2, 3, 4});
                else
                    expectInText(walk, i, s, {0, 1, 2, 3});
                // The counter after the step: what is left, plus one if the job itself was selected.
                const JobInfo payer = jobOf(after, d->transport, d->currentMessage);
                const int selfSelected = d->selectedMessage == d->currentMessage ? 1 : 0;
                if (payer.id != kNone && payer.slotsAvailable != left + selfSelected)
                    fail(
                        walk, i, s,
                        QStringLiteral("the payer's counter after the step is %1").arg(payer.slotsAvailable));
                break;
            }
            case SentenceKind::StackMove: {
                const JobInfo moved = jobOf(after, d->transport, d->candidateMessage);
                expectNumbers(walk, i, s, {double(current.stackLevel + 1)});
                if (moved.id != kNone && moved.stackLevel != current.stackLevel + 1)
                    fail(walk, i, s,
                         QStringLiteral("the job is at level %1 after the step").arg(moved.stackLevel));
                expectInText(walk, i, s, {0});
                break;
            }
            case SentenceKind::ExtraRecipients:
                expectNumbers(walk, i, s, {double((transport.extraRecipientLimit + transport.pool + 1) / 2)});
                expectInText(walk, i, s, {0});
                break;
            case SentenceKind::Blocker: {
                // Each full or dead queue of the job, as the queue stands after the step.
                QList<double> expected;
                for (const BlockerReason& reason :
                     d != nullptr ? recording.blockers(*d) : std::span<const BlockerReason>{}) {
                    if (reason.message != s.message)
                        continue;
                    for (const QueueId q : after.transport(d->transport).queues) {
                        const QueueInfo queue = after.queue(q);
                        if (queue.name != reason.queue)
                            continue;
                        expected << double(queue.window) << double(queue.busy);
                        if (queue.window > queue.busy && !queue.dead)
                            fail(walk, i, s, QStringLiteral("the queue is neither full nor dead"));
                    }
                }
                expectNumbers(walk, i, s, expected);
                break;
            }
            case SentenceKind::Selected: {
                if (d != nullptr) {
                    const Delivery& delivery = recording.deliveries()[d->seq - 1];
                    expectNumbers(
                        walk, i, s,
                        {double(delivery.seq), double(delivery.recipients), double(delivery.lane + 1)});
                    if (delivery.message != d->selectedMessage)
                        fail(walk, i, s, QStringLiteral("the delivery is another message's"));
                    expectInText(walk, i, s, {0, 1, 2});
                }
                break;
            }
            case SentenceKind::CounterAfter: {
                // The tested current job's counter after the step, as the job list shows it.
                const JobInfo now = jobOf(after, d->transport, d->currentMessage);
                const long long whole = now.slotsAvailable > 0 ? now.slotsAvailable / settings->slotCost : 0;
                expectNumbers(walk, i, s, {double(now.slotsAvailable), double(whole)});
                const int paid = d->preemption == PreemptionOutcome::Preempted ? d->charged : 0;
                if (now.slotsAvailable != current.slotsAvailable - paid + 1)
                    fail(walk, i, s, QStringLiteral("the counter did not grow by the selection"));
                if (now.slotsAvailable > 0)
                    expectInText(walk, i, s, {0, 1});
                break;
            }
            case SentenceKind::TransportTurn: {
                // The chosen transport's place in the round-robin list from its head; the one before
                // the head (its end) took the agent before.
                const auto at = std::find(order.begin(), order.end(), d->transport);
                expectNumbers(walk, i, s, {double(at - order.begin()), double(order.size())});
                if (d->turn.previous != kNone && d->turn.previous != order.back())
                    fail(walk, i, s, QStringLiteral("the transport before is not the end of the list"));
                if (d->turn.passed > 0 && d->turn.firstPassed != order.front())
                    fail(walk, i, s, QStringLiteral("the first passed over is not the head of the list"));
                for (const TransportId t : {d->transport, d->turn.previous, d->turn.firstPassed})
                    if (t != kNone && !s.text.contains(QString::fromStdString(config.transports()[t].name)))
                        fail(walk, i, s, QStringLiteral("a transport is not named"));
                break;
            }
            case SentenceKind::PeerTurn: {
                if (peersBefore.empty())
                    break; // recipients read for the job in the step: its ring changed
                std::size_t k = 0;
                while (k < peersBefore.size() && peersBefore[k].queueName != d->selectedQueue)
                    ++k;
                expectNumbers(walk, i, s, {double(k), double(peersBefore.size())});
                if (d->previousPeerQueue != peersBefore.back().queueName)
                    fail(walk, i, s, QStringLiteral("the peer before is not the end of the job's ring"));
                for (std::size_t p = 0; p < k && p < peersBefore.size(); ++p)
                    if (peersBefore[p].todoEntries > 0 && !peersBefore[p].queueFull)
                        fail(walk, i, s, QStringLiteral("a peer passed over could give an entry"));
                break;
            }
            case SentenceKind::TooBig: {
                const TooBigJobs* look = &tooBigLook;
                if (d->candidateFromCache) {
                    const auto earlier = lastLook.find(d->transport);
                    look = earlier != lastLook.end() ? &earlier->second->tooBig : nullptr;
                }
                if (look == nullptr || look->message != s.message)
                    fail(walk, i, s, QStringLiteral("not the best-scored job too big"));
                else
                    expectNumbers(walk, i, s,
                                  {double(look->needed), double(d->maxSlots), double(look->count)});
                if (s.numbers.value(0) <= s.numbers.value(1))
                    fail(walk, i, s, QStringLiteral("the job fits"));
                expectInText(walk, i, s, {0, 1});
                if (s.numbers.value(2) > 1) // one job too big is named, not counted
                    expectInText(walk, i, s, {2});
                break;
            }
            case SentenceKind::WindowHeld:
            case SentenceKind::WindowStays:
            case SentenceKind::SuccessCounted:
            case SentenceKind::QueueLeft:
            case SentenceKind::QueueBack: {
                // The queue the sentence names ("QUEUE on TRANSPORT ..."), its state before and
                // after the step through the Inspector.
                const QueueHistory* named = nullptr;
                for (const QueueHistory& h : recording.queueHistories()) {
                    const QString prefix =
                        QStringLiteral("%1 on %2 ")
                            .arg(QString::fromStdString(run.names().name(h.name)),
                                 QString::fromStdString(
                                     config.transports()[static_cast<std::size_t>(h.transport)].name));
                    if (s.text.startsWith(prefix))
                        named = &h;
                }
                if (named == nullptr) {
                    fail(walk, i, s, QStringLiteral("names no queue"));
                    break;
                }
                const TransportSettings& ts = config.transports()[static_cast<std::size_t>(named->transport)];
                const std::optional<QueueInfo> was = queueIn(queuesBefore, named->transport, named->name);
                const std::optional<QueueInfo> is = queueOf(after, named->transport, named->name);
                // A queue that left memory and came back in the same step is in memory after it, and
                // was before.
                const auto also = [&](SentenceKind kind) {
                    return std::any_of(sentences.begin(), sentences.end(), [&](const NarrationSentence& o) {
                        return o.kind == kind && o.text.section(QLatin1Char(' '), 0, 2) ==
                                                     s.text.section(QLatin1Char(' '), 0, 2);
                    });
                };
                if (s.kind == SentenceKind::WindowHeld) {
                    // A success on a queue whose window is at the limit or not below its deliveries
                    // in progress (the completing one included) plus the initial concurrency: no
                    // feedback (ALGORITHM.md 3.7.1), the window as it was. One completion of the
                    // queue in the step: the window and busy count before it are the queue's before
                    // the step.
                    if (!was || !is || completionsOf(recording, record, named->name, named->transport) != 1)
                        break;
                    const bool atLimit = ts.concurrencyLimit > 0 && was->window >= ts.concurrencyLimit;
                    QList<double> expected{double(was->window), double(was->busy),
                                           double(ts.initialConcurrency)};
                    if (atLimit)
                        expected << double(ts.concurrencyLimit);
                    else if (was->window < was->busy + ts.initialConcurrency)
                        fail(walk, i, s, QStringLiteral("the window was in use"));
                    expectNumbers(walk, i, s, expected);
                    if (!is->suspended && is->window != was->window) // a rate delay suspends it
                        fail(walk, i, s, QStringLiteral("the window changed"));
                    if (atLimit)
                        expectInText(walk, i, s, {0, 3});
                    else
                        expectInText(walk, i, s, {0, 1, 2});
                } else if (s.kind == SentenceKind::WindowStays) {
                    // A failure that left the window (ALGORITHM.md 3.7.1): the negative feedback at
                    // the window taken from the failure count, and the hysteresis loop's steps given
                    // back, none unless the window was 1 (its floor). One completion of the queue in
                    // the step: the window and count before it are the queue's before the step.
                    if (!was || !is || completionsOf(recording, record, named->name, named->transport) != 1)
                        break;
                    const double amount = ts.negativeFeedback.amount(was->window);
                    expectNumbers(walk, i, s, {double(was->window), amount, was->failure, is->failure});
                    if (!is->suspended && is->window != was->window) // a rate delay suspends it
                        fail(walk, i, s, QStringLiteral("the window changed"));
                    const double steps = is->failure - (was->failure - amount);
                    if (std::fabs(steps - std::round(steps)) > 1e-9 || steps < 0 ||
                        (steps > 0 && was->window != 1))
                        fail(walk, i, s,
                             QStringLiteral("the count moved by no whole steps, or the window by some"));
                    expectInText(walk, i, s, {0});
                } else if (s.kind == SentenceKind::SuccessCounted) {
                    // A success whose feedback left the window (ALGORITHM.md 3.7.1): the positive
                    // feedback at the window added to the success count, which with half the
                    // amount stays below 1. One completion of the queue in the step: the window and
                    // count before it are the queue's before the step.
                    if (!was || !is || completionsOf(recording, record, named->name, named->transport) != 1)
                        break;
                    const double amount = ts.positiveFeedback.amount(was->window);
                    expectNumbers(walk, i, s, {double(was->window), amount, was->success, is->success});
                    if (!is->suspended && is->window != was->window) // a rate delay suspends it
                        fail(walk, i, s, QStringLiteral("the window changed"));
                    if (is->success != was->success + amount || is->success + amount / 2 >= 1)
                        fail(walk, i, s, QStringLiteral("the count reached the window's step"));
                    expectInText(walk, i, s, {0});
                } else if (s.kind == SentenceKind::QueueLeft) {
                    // Gone from memory after the step, with the window it had then (its window
                    // event in the step, if a feedback moved it, else the one before).
                    double window = was ? double(was->window) : -1.0;
                    for (const TraceEvent* e : otherEvents)
                        if (e->type == EventType::Window && e->transport == named->transport &&
                            e->dest == named->name)
                            window = double(e->window);
                    if (is && !also(SentenceKind::QueueBack))
                        fail(walk, i, s, QStringLiteral("the queue is still in memory"));
                    if (window > 0) { // a dead or suspended queue's window is not stated
                        expectNumbers(walk, i, s, {window});
                        expectInText(walk, i, s, {0});
                    }
                } else {
                    // A new queue after an earlier one left: not in memory before, at the initial
                    // concurrency after.
                    if ((was && !also(SentenceKind::QueueLeft)) || !is)
                        fail(walk, i, s, QStringLiteral("the queue was in memory before, or is not after"));
                    expectNumbers(walk, i, s, {double(ts.initialConcurrency)});
                    expectInText(walk, i, s, {0});
                }
                break;
            }
            case SentenceKind::Adopted:
            case SentenceKind::Orphaned: {
                if (!adoptionProblems.isEmpty()) {
                    fail(walk, i, s, adoptionProblems.join(QStringLiteral("; ")));
                    break;
                }
                // The children counted, and after the step each under its adoptive parent, its level kept.
                // The sentence's group: the adoptions by its parent, or the orphans of one job gone.
                int gone = kNone;
                for (const StackAdoption& a : recording.adoptions(i))
                    if (s.kind == SentenceKind::Adopted ? a.parent == s.message
                                                        : a.parent == kNone && a.child == s.message)
                        gone = a.gone;
                int children = 0;
                int level = 0;
                int parentLevel = 0;
                for (const StackAdoption& a : recording.adoptions(i)) {
                    if (a.gone != gone || (s.kind == SentenceKind::Adopted) != (a.parent != kNone))
                        continue;
                    ++children;
                    level = a.childLevel;
                    parentLevel = a.parentLevel;
                    const JobInfo child = jobOf(after, a.transport, a.child);
                    const int parent = child.parent != kNone ? after.job(child.parent).message : kNone;
                    if (child.id != kNone && (child.stackLevel != a.childLevel || parent != a.parent))
                        fail(walk, i, s,
                             QStringLiteral("job %1 is at level %2 under %3 after the step")
                                 .arg(a.child)
                                 .arg(child.stackLevel)
                                 .arg(parent));
                }
                if (s.kind == SentenceKind::Adopted)
                    expectNumbers(walk, i, s, {double(children), double(level), double(parentLevel)});
                else
                    expectNumbers(walk, i, s, {double(children), double(level)});
                expectInText(walk, i, s, {1});
                break;
            }
            case SentenceKind::Refill: {
                // The message in memory and unread before the step, and the rule that let it read.
                const auto was = messagesBefore.find(s.message);
                if (was == messagesBefore.end() || s.numbers.size() != 6) {
                    fail(walk, i, s, QStringLiteral("not a message in the active queue"));
                    break;
                }
                const RecipientRefill* r = nullptr;
                int reads = 0;
                for (const RecipientRefill& refill : recording.refills(i)) {
                    reads += refill.message == s.message ? 1 : 0;
                    r = refill.message == s.message ? &refill : r;
                }
                if (r == nullptr) {
                    fail(walk, i, s, QStringLiteral("no refill recorded"));
                    break;
                }
                // A selection reads before it selects: the message as it was before the step (its
                // recipient slots unless a preemption granted extra ones first), and after it, when
                // it read once. A completion empties the message's memory first.
                const bool selection = record.kind == StepKind::Selection;
                const bool granted = d != nullptr && d->preemption == PreemptionOutcome::Preempted;
                const std::vector<MessageInfo> active = after.activeMessages();
                const MessageInfo* now = nullptr;
                for (const MessageInfo& m : active)
                    now = m.spec == s.message ? &m : now;
                QList<double> expected{selection ? double(was->second.inCore) : 0.0,
                                       selection && !granted ? double(was->second.rcptLimit) : s.numbers[1],
                                       s.numbers[2],
                                       reads == 1 ? double(was->second.unread - s.numbers[5]) : s.numbers[3],
                                       s.numbers[4],
                                       s.numbers[5]};
                if (reads == 1 && selection && now != nullptr) {
                    expected[3] = double(was->second.unread - now->unread);
                    expected[4] = double(now->inCore);
                    expected[5] = double(now->unread);
                }
                expectNumbers(walk, i, s, expected);
                const TransportSettings* ts =
                    r->transport != kNone ? &config.transports()[static_cast<std::size_t>(r->transport)]
                                          : nullptr;
                const double free = s.numbers[1] - s.numbers[0];
                if (r->reason == RefillReason::RefillLimit &&
                    (s.numbers[2] != ts->refillLimit || free < ts->refillLimit))
                    fail(walk, i, s, QStringLiteral("fewer free slots than the refill limit"));
                if (r->reason == RefillReason::RefillDelay &&
                    (s.numbers[2] != ts->refillDelay || free >= ts->refillLimit || free <= 0 ||
                     d->timeMs / 1000 - r->lastReadSec < ts->refillDelay))
                    fail(walk, i, s, QStringLiteral("the refill delay had not passed"));
                expectInText(walk, i, s, {1, 3, 4, 5});
                if (r->reason != RefillReason::NothingInMemory)
                    expectInText(walk, i, s, {0});
                break;
            }
            case SentenceKind::Arrival:
            case SentenceKind::Activation:
            case SentenceKind::PreemptEvent:
            case SentenceKind::DeliveryDone:
            case SentenceKind::Window:
            case SentenceKind::Dead:
            case SentenceKind::Alive:
            case SentenceKind::Deferred:
            case SentenceKind::Finished:
            case SentenceKind::End:
            case SentenceKind::Unblocked:
            case SentenceKind::PartialDone:
            case SentenceKind::Suspended:
            case SentenceKind::Resumed:
            case SentenceKind::TransportDead:
            case SentenceKind::TransportAlive:
            case SentenceKind::Allocation:
            case SentenceKind::DeferredMessage:
            case SentenceKind::ArrivedDeferred:
            case SentenceKind::Expired:
            case SentenceKind::Scan: {
                if (nextEvent >= otherEvents.size()) {
                    fail(walk, i, s, QStringLiteral("more event sentences than events"));
                    break;
                }
                const TraceEvent& e = *otherEvents[nextEvent++];
                switch (s.kind) {
                case SentenceKind::Activation:
                    if (e.fromDeferred) {
                        // The message's file time before the step, from the core's deferred queue.
                        const auto waiting =
                            std::find_if(deferredBefore.begin(), deferredBefore.end(),
                                         [&e](const DeferredMessageInfo& m) { return m.spec == e.message; });
                        if (waiting == deferredBefore.end()) {
                            fail(walk, i, s,
                                 QStringLiteral("activated from the deferred queue, but not in it"));
                        } else if (waiting->fileTimeMs > e.t) { // up to a second early: said with the time
                            expectNumbers(walk, i, s, {double(waiting->fileTimeMs)});
                            if (!s.text.contains(Narrator::formatTime(waiting->fileTimeMs)))
                                fail(walk, i, s, QStringLiteral("the due time is not in the text"));
                            if (waiting->fileTimeMs > e.t + 1000)
                                fail(walk, i, s, QStringLiteral("activated more than a second early"));
                        } else {
                            expectNumbers(walk, i, s, {});
                        }
                    }
                    break;
                case SentenceKind::Arrival:
                    expectNumbers(walk, i, s, {double(config.recipientCount(e.message))});
                    expectInText(walk, i, s, {0});
                    break;
                case SentenceKind::DeliveryDone: {
                    // A failure is said with the time from its dispatch to the failure.
                    const Delivery& delivery = recording.deliveries()[e.seq - 1];
                    if (e.sent)
                        expectNumbers(walk, i, s, {double(delivery.seq), double(delivery.recipients)});
                    else
                        expectNumbers(walk, i, s,
                                      {double(delivery.seq), double(delivery.recipients),
                                       double(e.t - delivery.dispatchMs)});
                    expectInText(walk, i, s, {0, 1});
                    if (!e.sent &&
                        !s.text.contains(QString::number((e.t - delivery.dispatchMs) / 1000.0, 'g', 6) +
                                         QStringLiteral(" s")))
                        fail(walk, i, s, QStringLiteral("the time to the failure is not in the text"));
                    break;
                }
                case SentenceKind::Alive:
                case SentenceKind::Resumed:
                case SentenceKind::TransportAlive: {
                    // A timer's wait: the death, suspension or transport death it ends came that long
                    // before, on the same queue or transport.
                    const bool timed = s.kind == SentenceKind::Resumed || e.revival == Revival::Timer;
                    const std::int64_t waitS = s.kind == SentenceKind::Alive ? config.minimalBackoffSeconds()
                                               : s.kind == SentenceKind::Resumed
                                                   ? config.transports()[e.transport].destinationRateDelay
                                                   : config.transportRetrySeconds();
                    const EventType began = s.kind == SentenceKind::Alive     ? EventType::Dead
                                            : s.kind == SentenceKind::Resumed ? EventType::Suspend
                                                                              : EventType::XDead;
                    if (!timed) {
                        expectNumbers(walk, i, s, {});
                        break;
                    }
                    expectNumbers(walk, i, s, {double(waitS)});
                    expectInText(walk, i, s, {0});
                    bool found = false;
                    for (std::size_t k = 0; k < record.firstEvent && !found; ++k) {
                        const TraceEvent& earlier = recording.events()[k];
                        found = earlier.type == began && earlier.transport == e.transport &&
                                (began == EventType::XDead || earlier.dest == e.dest) &&
                                earlier.t + waitS * 1000 == e.t;
                    }
                    if (!found)
                        fail(walk, i, s, QStringLiteral("nothing began %1 s before").arg(waitS));
                    break;
                }
                case SentenceKind::Window: {
                    // The feedback's amount from the settings, its count before from the queue
                    // before the step and after from the queue after it (one completion of the
                    // queue in the step: with more, only the windows are checked).
                    const bool positive = e.window > e.oldWindow;
                    const TransportSettings& ts = config.transports()[static_cast<std::size_t>(e.transport)];
                    const double amount =
                        (positive ? ts.positiveFeedback : ts.negativeFeedback).amount(e.oldWindow);
                    const std::optional<QueueInfo> was = queueIn(queuesBefore, e.transport, e.dest);
                    const std::optional<QueueInfo> is = queueOf(after, e.transport, e.dest);
                    if (completionsOf(recording, record, e.dest, e.transport) == 1 && was && is) {
                        expectNumbers(walk, i, s,
                                      {double(e.oldWindow), double(e.window), amount,
                                       positive ? was->success : was->failure,
                                       positive ? is->success : is->failure});
                    } else if (s.numbers.mid(0, 2) != QList<double>{double(e.oldWindow), double(e.window)}) {
                        fail(walk, i, s, QStringLiteral("the windows are not the event's"));
                    }
                    expectInText(walk, i, s, {0, 1});
                    break;
                }
                case SentenceKind::Dead: {
                    // The failed cohorts reach the limit; with one completion of the queue in the
                    // step, they are the count before the step plus 1/window.
                    const TransportSettings& ts = config.transports()[static_cast<std::size_t>(e.transport)];
                    const std::optional<QueueInfo> was = queueIn(queuesBefore, e.transport, e.dest);
                    // Its revival timer: minimal_backoff_time from now, in the text.
                    const std::int64_t backoffS = config.minimalBackoffSeconds();
                    const QList<double> timer{double(backoffS), double(e.t + backoffS * 1000)};
                    if (s.numbers.mid(s.numbers.size() - 2) != timer)
                        fail(walk, i, s, QStringLiteral("the revival is not minimal_backoff_time later"));
                    if (!s.text.contains(Narrator::formatTime(e.t + backoffS * 1000)))
                        fail(walk, i, s, QStringLiteral("the revival time is not in the text"));
                    if (s.numbers.size() != 5 || s.numbers[1] != ts.failedCohortLimit ||
                        s.numbers[0] < s.numbers[1])
                        fail(walk, i, s, QStringLiteral("the failed cohorts do not reach the limit"));
                    else if (completionsOf(recording, record, e.dest, e.transport) == 1 && was &&
                             was->window > 0 && s.numbers[0] != was->failCohorts + 1.0 / was->window)
                        fail(walk, i, s, QStringLiteral("the failed cohorts are not the queue's"));
                    else if (s.text.count(QStringLiteral("1/")) != static_cast<qsizetype>(s.numbers[2]))
                        fail(walk, i, s, QStringLiteral("the terms of the sum are not all in the text"));
                    expectInText(walk, i, s, {1});
                    break;
                }
                case SentenceKind::Deferred:
                    expectNumbers(walk, i, s, {double(e.rcpts)});
                    expectInText(walk, i, s, {0});
                    break;
                case SentenceKind::Finished:
                    if (e.bouncedCount > 0) {
                        expectNumbers(walk, i, s,
                                      {double(e.sentCount), double(e.deferredCount), double(e.bouncedCount)});
                        expectInText(walk, i, s, {0, 1, 2});
                    } else {
                        expectNumbers(walk, i, s, {double(e.sentCount), double(e.deferredCount)});
                        expectInText(walk, i, s, {0, 1});
                    }
                    break;
                case SentenceKind::End:
                    if (after.totalBounced() > 0) {
                        expectNumbers(walk, i, s,
                                      {double(record.timeMs), double(after.totalSent()),
                                       double(after.totalDeferred()), double(after.totalBounced())});
                        expectInText(walk, i, s, {1, 2, 3});
                    } else {
                        expectNumbers(walk, i, s,
                                      {double(record.timeMs), double(after.totalSent()),
                                       double(after.totalDeferred())});
                        expectInText(walk, i, s, {1, 2});
                    }
                    if (!s.text.contains(Narrator::formatTime(record.timeMs)))
                        fail(walk, i, s, QStringLiteral("the end time is not in the text"));
                    break;
                case SentenceKind::PreemptEvent:
                    expectNumbers(walk, i, s, {double(e.level)});
                    break;
                case SentenceKind::PartialDone: {
                    // The counts the world decided at dispatch, as the delivery record keeps them.
                    const Delivery& delivery = recording.deliveries()[e.seq - 1];
                    expectNumbers(walk, i, s,
                                  {double(delivery.seq), double(delivery.recipients),
                                   double(delivery.recipients - delivery.deferred - delivery.bounced),
                                   double(delivery.deferred), double(delivery.bounced)});
                    expectInText(walk, i, s, {0, 1, 2, 3, 4});
                    break;
                }
                case SentenceKind::Suspended: {
                    // The resume comes exactly when the sentence says.
                    const std::int64_t delayS = config.transports()[e.transport].destinationRateDelay;
                    expectNumbers(walk, i, s, {double(delayS), double(e.t + delayS * 1000)});
                    expectInText(walk, i, s, {0});
                    if (!s.text.contains(Narrator::formatTime(e.t + delayS * 1000)))
                        fail(walk, i, s, QStringLiteral("the resume time is not in the text"));
                    bool resumed = false;
                    for (std::size_t k = record.firstEvent + record.eventCount;
                         k < recording.events().size() && !resumed; ++k) {
                        const TraceEvent& later = recording.events()[k];
                        if (later.type == EventType::Resume && later.transport == e.transport &&
                            later.dest == e.dest) {
                            resumed = true;
                            if (later.t != e.t + delayS * 1000)
                                fail(walk, i, s, QStringLiteral("the queue resumes at %1").arg(later.t));
                        }
                    }
                    if (!resumed && recording.events().back().t >= e.t + delayS * 1000)
                        fail(walk, i, s, QStringLiteral("the queue never resumes"));
                    break;
                }
                case SentenceKind::TransportDead:
                    expectNumbers(walk, i, s, {double(config.transportRetrySeconds())});
                    expectInText(walk, i, s, {0});
                    break;
                case SentenceKind::Allocation: {
                    const std::int64_t delayS = config.transports()[e.transport].transportRateDelay;
                    expectNumbers(walk, i, s, {double(delayS), double(e.t + delayS * 1000)});
                    expectInText(walk, i, s, {0});
                    break;
                }
                case SentenceKind::DeferredMessage: {
                    // The backoff: the message's age kept within the two backoff times.
                    const std::int64_t ageS = e.t / 1000 - config.message(e.message).arrivalMs / 1000;
                    const std::int64_t waitS = std::max(std::min(ageS, config.maximalBackoffSeconds()),
                                                        config.minimalBackoffSeconds());
                    expectNumbers(walk, i, s,
                                  {double(ageS), double(waitS), double((e.t / 1000 + waitS) * 1000)});
                    if (e.untilMs != (e.t / 1000 + waitS) * 1000)
                        fail(walk, i, s, QStringLiteral("the trace's file time is %1").arg(e.untilMs));
                    expectInText(walk, i, s, {0, 1});
                    if (!s.text.contains(Narrator::formatTime(e.untilMs)))
                        fail(walk, i, s, QStringLiteral("the file time is not in the text"));
                    break;
                }
                case SentenceKind::ArrivedDeferred: {
                    // qmgrlab's deferred_until_ms: the file time the scenario gives, in whole seconds.
                    const MessageSpec& spec = config.message(e.message);
                    if (!spec.deferredUntilMs || e.t != spec.arrivalMs)
                        fail(walk, i, s, QStringLiteral("not an arrival with deferred_until_ms"));
                    else if (e.untilMs != *spec.deferredUntilMs / 1000 * 1000)
                        fail(walk, i, s, QStringLiteral("the trace's file time is %1").arg(e.untilMs));
                    expectNumbers(walk, i, s, {double(e.untilMs)});
                    if (!s.text.contains(Narrator::formatTime(e.untilMs)))
                        fail(walk, i, s, QStringLiteral("the file time is not in the text"));
                    break;
                }
                case SentenceKind::Expired: {
                    const MessageSpec& spec = config.message(e.message);
                    const std::int64_t ageS = e.t / 1000 - spec.arrivalMs / 1000;
                    const std::int64_t lifetimeS = spec.nullSender ? config.bounceQueueLifetimeSeconds()
                                                                   : config.maximalQueueLifetimeSeconds();
                    expectNumbers(walk, i, s, {double(ageS), double(lifetimeS), double(e.rcpts)});
                    if (ageS < lifetimeS)
                        fail(walk, i, s, QStringLiteral("the message is younger than its lifetime"));
                    expectInText(walk, i, s, {0, 1, 2});
                    break;
                }
                case SentenceKind::Scan:
                    expectNumbers(walk, i, s, {double(e.rcpts)});
                    expectInText(walk, i, s, {0});
                    break;
                default:
                    expectNumbers(walk, i, s, {});
                    break;
                }
                break;
            }
            }
        }
        if (d != nullptr) {
            const bool looked = d->preemption == PreemptionOutcome::NoCandidate ||
                                d->preemption == PreemptionOutcome::NotEnoughSlots ||
                                d->preemption == PreemptionOutcome::Preempted;
            if (looked && !d->candidateFromCache)
                lastLook[d->transport] = d;
        }
    }
    return walk;
}

QStringList scenarioFiles(const char* dir) {
    QStringList files;
    for (const QString& name :
         QDir(QString::fromUtf8(dir)).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        files << QString::fromUtf8(dir) + QLatin1Char('/') + name;
    return files;
}

} // namespace

class TestNarrationNumbers : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everySentenceOfEveryRun_data();
    void everySentenceOfEveryRun();
    void everyKindIsChecked();
    void cachedLookOnBlockers();

private:
    QMap<QString, int> kinds_;
};

void TestNarrationNumbers::everySentenceOfEveryRun_data() {
    QTest::addColumn<QString>("path");
    for (const QString& path :
         scenarioFiles(qmgrlab::test::kExamplesDir) + scenarioFiles(qmgrlab::test::kConformanceDir))
        QTest::newRow(
            qPrintable(QFileInfo(path).dir().dirName() + QLatin1Char('/') + QFileInfo(path).fileName()))
            << path;
}

void TestNarrationNumbers::everySentenceOfEveryRun() {
    QFETCH(QString, path);
    std::unique_ptr<Run> run;
    try {
        run = buildRunFromFile(path.toStdString());
    } catch (const ScenarioError& error) {
        QSKIP(
            qPrintable(QStringLiteral("the build rejects it: %1").arg(QString::fromStdString(error.what()))));
    }
    const Walk walk = walkRun(QFileInfo(path).fileName(), *run);
    QVERIFY2(walk.failure.isEmpty(), qPrintable(walk.failure));
    QVERIFY(walk.figuresChecked > 0);
    qInfo("%s: %d figures in %d kinds checked, %d cached looks", qPrintable(walk.name), walk.figuresChecked,
          static_cast<int>(walk.kindsSeen.size()), walk.cachedLooks);
    for (auto it = walk.kindsSeen.cbegin(); it != walk.kindsSeen.cend(); ++it)
        kinds_[it.key()] += it.value();
}

// Across all the runs, every kind of sentence that states a figure was said and checked.
void TestNarrationNumbers::everyKindIsChecked() {
    for (const SentenceKind kind :
         {SentenceKind::PreemptionOff,  SentenceKind::OwesSelections,  SentenceKind::NoSelectionsYet,
          SentenceKind::TooFewEntries,  SentenceKind::NoCandidate,     SentenceKind::Candidate,
          SentenceKind::Inequality,     SentenceKind::WholeSlotsOnly,  SentenceKind::Payment,
          SentenceKind::StackMove,      SentenceKind::ExtraRecipients, SentenceKind::Blocker,
          SentenceKind::Selected,       SentenceKind::CounterAfter,    SentenceKind::Arrival,
          SentenceKind::DeliveryDone,   SentenceKind::Window,          SentenceKind::Dead,
          SentenceKind::Deferred,       SentenceKind::Finished,        SentenceKind::End,
          SentenceKind::PartialDone,    SentenceKind::Suspended,       SentenceKind::TransportDead,
          SentenceKind::Allocation,     SentenceKind::DeferredMessage, SentenceKind::Expired,
          SentenceKind::Scan,           SentenceKind::TransportTurn,   SentenceKind::PeerTurn,
          SentenceKind::TooBig,         SentenceKind::Adopted,         SentenceKind::Orphaned,
          SentenceKind::Refill,         SentenceKind::Alive,           SentenceKind::Resumed,
          SentenceKind::TransportAlive, SentenceKind::WindowHeld,      SentenceKind::QueueLeft,
          SentenceKind::QueueBack,      SentenceKind::WindowStays,     SentenceKind::SuccessCounted}) {
        QVERIFY2(kinds_.value(sentenceKindName(kind)) > 0, qPrintable(sentenceKindName(kind)));
    }
}

// blockers: the candidate cache answers "none" at a later step of the same second; the
// sentence states the slots of the look that stored it, not an unset 0.
void TestNarrationNumbers::cachedLookOnBlockers() {
    auto run = buildRunFromFile(qmgrlab::test::kBlockersExample);
    const Narrator narrator(*run);
    int cachedOne = 0;
    for (std::size_t i = 0; i < run->recording().steps().size(); ++i) {
        for (const NarrationSentence& s : narrator.sentences(i)) {
            if (s.kind != SentenceKind::NoCandidate || s.numbers.size() != 2 || s.numbers[0] != 1)
                continue;
            ++cachedOne;
            QVERIFY2(s.text.contains(QStringLiteral("within the 1 slot it is sure to reach")),
                     qPrintable(s.text));
            QVERIFY2(s.text.contains(QStringLiteral("(the candidate cache)")), qPrintable(s.text));
        }
    }
    QVERIFY(cachedOne > 0);
}

QTEST_MAIN(TestNarrationNumbers)
#include "test_narration_numbers.moc"
