// SPDX-License-Identifier: GPL-3.0-or-later
// MaillogReplay: the replay, its notes and its comparison, kept together.
#include "ui/replay/MaillogReplay.h"

#include <utility>

namespace qmgrlab::ui {

MaillogReplay::MaillogReplay(ReplayScenario replay, const MaillogReport& report, const QString& name,
                             const std::atomic<bool>* stop)
    : name_(name), replay_(std::move(replay)), problemCount_(report.problems.size()) {
    for (const MaillogProblem& problem : report.problems)
        notes_.push_back(report.message(problem));
    notes_.insert(notes_.end(), report.notes.begin(), report.notes.end());
    notes_.insert(notes_.end(), replay_.notes.begin(), replay_.notes.end());
    comparison_.emplace(replay_, std::vector<ParameterOverrides>{}, name.toStdString(), stop);
}

} // namespace qmgrlab::ui
