// SPDX-License-Identifier: GPL-3.0-or-later
// Narrator: tells one step of a recorded run in plain, translatable sentences with the
// numbers behind it: which entry was selected and why a job did or did not preempt another
// (both sides of the preemption inequality), deliveries, feedback, dead destinations.
#pragma once

#include "core/common/Ids.h"
#include "core/trace/Recording.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace qmgrlab {
class Run;
}

namespace qmgrlab::ui {

// What a sentence says, so that a test (and the handout) can read its figures without parsing
// the words. Each kind lists its numbers in Narrator.cpp, in the order of NarrationSentence::numbers.
enum class SentenceKind : std::uint8_t {
    PreemptionOff,   // slot cost
    NoCurrentJob,    // -
    OwesSelections,  // selections owed, slot cost
    NoSelectionsYet, // selections counted (0), [entries selected when above 0]
    TooFewEntries,   // entries, minimum slots, cost, minimum entries
    NoCandidate,     // slots it is sure to reach, [look second if from the cache]
    Candidate,       // age s, total entries, score, then the look second if from the cache, else
                     // the second now and the second it was queued (the age is their difference)
    Inequality,      // expected, selections counted, cost, loan, earned, discount %, required
    WholeSlotsOnly,  // selections counted, cost, remainder, kept after the step (1) or not (0)
    Payment,         // expected, cost, charged selections, counted selections, kept (or -owed)
    StackMove,       // stack level
    ExtraRecipients, // extra recipient slots
    Blocker,         // per full queue: window, busy
    Unblocked,       // -
    Stalled,         // -
    Refill,          // in memory before, recipient slots, refill limit (or delay s), read, in memory
                     // after, unread after
    NothingSelected, // -
    Selected,        // delivery seq, recipients, agent lane (1-based)
    CounterAfter,    // the tested current job's counter after its selection, its whole slots
    LastEntry,       // -
    Arrival,         // recipients
    Activation,      // -
    PreemptEvent,    // stack level
    DeliveryDone,    // delivery seq, recipients, [failed: ms from dispatch to failure]
    Window,          // old window, new window
    Dead,            // [fail_cohorts, limit, terms,] minimal_backoff_time s, revival time ms
    Alive,           // [minimal_backoff_time s when its timer revived it]
    Deferred,        // recipients
    Finished,        // sent, deferred, [bounced when above 0]
    End,             // time ms, sent, deferred, [bounced when above 0]
    // Contract v2.
    PartialDone,     // delivery seq, recipients, sent, deferred, bounced
    Suspended,       // destination rate delay s, resume time ms
    Resumed,         // destination rate delay s
    TransportDead,   // transport_retry_time s
    TransportAlive,  // [transport_retry_time s when its timer revived it]
    Allocation,      // transport rate delay s, selection time ms
    DeferredMessage, // age s, wait s, file time ms
    Expired,         // age s, lifetime s, recipients bounced
    Scan,            // messages listed
    ArrivedDeferred, // file time ms (qmgrlab's deferred_until_ms)
    // Round robin, the candidate look, the preemption stack.
    TransportTurn, // transports passed over, transports on the list
    PeerTurn,      // peers passed over, the job's peers
    TooBig,        // slots the best-scored too-big job needs, slots the current job is sure to reach,
                   // jobs too big
    Adopted,       // children, their stack level, the adoptive parent's level
    Orphaned,      // children, their stack level
    // A destination queue's feedback and memory.
    WindowHeld,     // window, deliveries in progress (the completing one included), initial
                    // concurrency, [concurrency limit when the window is at it]
    WindowStays,    // after a failure that moved no window: window, amount, failure count before,
                    // failure count after
    SuccessCounted, // after a success whose feedback moved no window: window, amount, success count
                    // before, success count after
    QueueLeft,      // the window it had (not stated when 0 or below: dead or suspended)
    QueueBack,      // the new window (the initial concurrency)
    // A replay.
    LoggedMessage, // -
};

struct NarrationSentence {
    NarrationSentence() = default;
    NarrationSentence(QString text_, int message_, SentenceKind kind_ = SentenceKind::NoCurrentJob,
                      QList<double> numbers_ = {}, QString toolTip_ = {})
        : text(std::move(text_)), message(message_), kind(kind_), numbers(std::move(numbers_)),
          toolTip(std::move(toolTip_)) {}

    QString text;
    int message = kNone; // the job's message (scenario index) the sentence is about, for its colour
    SentenceKind kind = SentenceKind::NoCurrentJob;
    QList<double> numbers; // the figures the text states, in the order its kind lists them
    QString toolTip;       // exact figures where the text rounds them, else empty
};

class Narrator {
    Q_DECLARE_TR_FUNCTIONS(Narrator)
public:
    explicit Narrator(const Run& run);

    // One line for the log of all steps.
    QString headline(std::size_t step) const;
    // Everything that happened in the step, one sentence per fact.
    QList<NarrationSentence> sentences(std::size_t step) const;
    // The message the step is mostly about (the selected or preempting job, the delivered
    // message), or kNone.
    int mainMessage(std::size_t step) const;

    static QString kindName(StepKind kind);
    static QString formatTime(std::int64_t ms); // "12.345 s"
    static QString number(double value);        // as the sentences state a figure: "2.5"
    // The jobs a candidate look passed over as too big, or nothing (the Preemption test view
    // states the same sentence where no candidate was weighed).
    QList<NarrationSentence> tooBigSentence(const SelectionDecision& d) const;

    // The concurrency feedbacks of the step, every one the core recorded, in the recording's order:
    // each that moved a window or declared a queue dead, each success that got none (held), and
    // each failure that left the window as it was (within the hysteresis, or at its floor of 1).
    // The step's sentences tell each; the Feedback view draws the same records.
    std::vector<const FeedbackDecision*> toldFeedbacks(std::size_t step) const;
    // A feedback's figures as its sentence writes them (the Feedback view's too): a whole number,
    // negative with the minus sign;
    // a count, negative with the minus sign ("−1"); "= 1.5" when the rounded value is exact,
    // else "≈ 1.03"; the hysteresis loop as it ran ("−1 − 0.5 < 0: window 4, count 0; 0 − 0.5 < 0:
    // window 3, count 1; 1 − 0.5 ≥ 0: stop"); the failed pseudo-cohorts so far, oldest first
    // ("1/5 + 1/3 + 1/2").
    static QString integer(long long value);
    static QString signedNumber(double value);
    static QString approximately(double value);
    static QString hysteresisLoop(const FeedbackDecision& f);
    QString cohortTerms(const FeedbackDecision& f) const;
    // How long a destination declared dead stays dead: its revival timer, set to
    // minimal_backoff_time, running out at untilMs.
    QString deadUntil(std::int64_t untilMs) const;
    // A transport's and a destination's names as the sentences write them.
    QString transportName(TransportId transport) const;
    QString queueName(NameId name) const;

private:
    QList<NarrationSentence> selectionSentences(std::size_t index) const;
    QList<NarrationSentence> preemptionSentences(const SelectionDecision& d) const;
    // Round robin: why this transport took the agent, why this peer gave the entry (or nothing
    // when there was no one else to take turns with).
    QList<NarrationSentence> transportTurnSentence(const SelectionDecision& d) const;
    QList<NarrationSentence> peerTurnSentence(const SelectionDecision& d) const;
    // Recipients read in during the step, and children handed on to an adoptive parent.
    QList<NarrationSentence> refillSentences(std::size_t index) const;
    QList<NarrationSentence> adoptionSentences(std::size_t index) const;
    // A feedback that moved no window and so has no event of its own: a success that got none
    // (the window not in use, or at its limit), a failure within the hysteresis or at the floor.
    NarrationSentence quietFeedbackSentence(const FeedbackDecision& f) const;
    // The queues that left memory or came back in the step.
    QList<NarrationSentence> queueMemorySentences(std::size_t index) const;
    // The logged message the step is about, by queue ID and sender, when the scenario gives its
    // sender (a replay's); else nothing.
    QList<NarrationSentence> loggedMessageSentence(std::size_t index) const;
    // A duration, "30 s", "0.01 s".
    static QString seconds(std::int64_t ms);
    // event: one of the recording's events.
    NarrationSentence eventSentence(const TraceEvent& event) const;
    // The deferral recorded with a defer_msg or expire event of the recording.
    const DeferralDecision& deferralOf(const TraceEvent& event) const;
    const FeedbackDecision* feedbackOf(const TraceEvent& e) const; // of a window or dead event
    NarrationSentence feedbackSentence(const FeedbackDecision& f) const;
    NarrationSentence blockerSentence(const SelectionDecision& d, int message) const;
    QString selectionHeadline(const StepRecord& step) const;
    QString eventHeadline(const StepRecord& step) const;

    QString messageName(int message) const; // "2"
    static QString recipients(int count);   // "1 recipient", "3 recipients"
    static QString rounded(double value);   // two decimals at most, for reading
    // A text about n things: the English singular source for n = 1, the plural source
    // otherwise, both translated with n so that every language applies its own plural rules.
    static QString counted(int n, const char* one, const char* many);

    const Run& run_;
};

} // namespace qmgrlab::ui
