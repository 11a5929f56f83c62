// SPDX-License-Identifier: GPL-3.0-or-later
// Narrator: tells one step of a recorded run in plain, translatable sentences with the
// numbers behind it: which entry was selected and why a job did or did not preempt another
// (both sides of the preemption inequality), deliveries, feedback, dead destinations.
#pragma once

#include "core/Ids.h"
#include "core/Recording.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <cstddef>
#include <cstdint>

namespace qmgrlab {
class Run;
}

namespace qmgrlab::ui {

struct NarrationSentence {
    QString text;
    int message = kNone; // the job's message (scenario index) the sentence is about, for its colour
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

private:
    QList<NarrationSentence> selectionSentences(const StepRecord& step) const;
    QList<NarrationSentence> preemptionSentences(const SelectionDecision& d) const;
    NarrationSentence eventSentence(const TraceEvent& event) const;
    NarrationSentence blockerSentence(const SelectionDecision& d, int message) const;
    QString selectionHeadline(const StepRecord& step) const;
    QString eventHeadline(const StepRecord& step) const;

    QString messageName(int message) const; // "2"
    QString transportName(TransportId transport) const;
    QString queueName(NameId name) const;
    static QString recipients(int count); // "1 recipient", "3 recipients"
    static QString number(double value);
    // A text about n things: the English singular source for n = 1, the plural source
    // otherwise, both translated with n so that every language applies its own plural rules.
    static QString counted(int n, const char* one, const char* many);

    const Run& run_;
};

} // namespace qmgrlab::ui
