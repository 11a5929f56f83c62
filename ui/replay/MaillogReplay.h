// SPDX-License-Identifier: GPL-3.0-or-later
// MaillogReplay: what the window keeps of an imported mail log besides its scenario and run: the
// replay (the log's lines by recipient), its notes and its comparison with the simulated run
// (core/maillog's ReplayComparison), made together on the import's worker thread and shared,
// read-only, by the views that show them. It is never moved: the comparison refers to the replay.
#pragma once

#include "core/common/RuleText.h"
#include "core/maillog/MaillogReader.h"
#include "core/maillog/ReplayComparison.h"
#include "core/maillog/ReplayScenarioBuilder.h"

#include <QString>
#include <atomic>
#include <optional>
#include <string>
#include <vector>

namespace qmgrlab::ui {

class MaillogReplay {
public:
    // Runs the replay's scenario once more to pair its lines with the logged ones; report is the
    // reading's (its problems and notes come first in notes()); name names the logs in messages.
    // Throws what ReplayComparison throws (RunStopped once stop is set).
    MaillogReplay(ReplayScenario replay, const MaillogReport& report, const QString& name,
                  const std::atomic<bool>* stop = nullptr);
    MaillogReplay(const MaillogReplay&) = delete;
    MaillogReplay& operator=(const MaillogReplay&) = delete;

    const QString& name() const { return name_; }
    const ReplayScenario& replay() const { return replay_; }
    const ReplayComparison& comparison() const { return *comparison_; }
    // What the reading found wrong (each with its place), what it assumed (the year, the offset
    // from UTC), then the replay's notes (what was inferred from which lines, assumed, left out
    // and passed over): what qmgrlab-cli replay says on standard error.
    const std::vector<RuleText>& notes() const { return notes_; }
    // How many of the notes, from the first, are what the reading found wrong (a truncated .gz,
    // binary data, lines out of order, ...).
    std::size_t problemCount() const { return problemCount_; }

private:
    QString name_;
    ReplayScenario replay_;
    std::vector<RuleText> notes_;
    std::size_t problemCount_ = 0;
    std::optional<ReplayComparison> comparison_;
};

} // namespace qmgrlab::ui
