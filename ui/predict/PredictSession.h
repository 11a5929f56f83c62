// SPDX-License-Identifier: GPL-3.0-or-later
// PredictSession: the class's answers in predict mode. It takes the answer to the open
// question (first "does job X preempt job Y?" when there is one, then "which job gets the next
// delivery slot?"), has the controller take the step, and keeps one answer per question, so
// that going back and answering again replaces the earlier answer instead of counting twice. A
// yes/no given before the teacher steps on is kept and counted, the job part left unanswered.
// The score survives leaving predict mode; a new run or resetScore() clears it.
#pragma once

#include <QObject>
#include <cstddef>
#include <map>
#include <optional>

namespace qmgrlab::ui {

class SimulationController;

class PredictSession : public QObject {
    Q_OBJECT
public:
    struct Answer {
        std::optional<bool> preemption; // the class's yes/no, when the question asked it
        bool preemptionRight = false;
        int job = -1; // message index of the job the class chose; -1: not chosen (not counted)
        bool jobRight = false;
    };

    explicit PredictSession(SimulationController* controller, QObject* parent = nullptr);

    // The yes/no given to the open question's preemption part, while its job is not chosen.
    std::optional<bool> pendingPreemption() const;
    // Whether the open question now waits for yes/no (true) or for a job (false).
    bool awaitingPreemption() const;
    // The answer given to the question about step `step`, if any.
    const Answer* answerAt(std::size_t step) const;

    int right() const; // right answers, preemption and job questions together
    int wrong() const;

public Q_SLOTS:
    void answerPreemption(bool preempts);
    void answerJob(int message); // takes the step: the answer is revealed
    void resetScore();

Q_SIGNALS:
    void changed();

private:
    SimulationController* controller_;
    std::map<std::size_t, Answer> answers_; // by the step asked about
};

} // namespace qmgrlab::ui
