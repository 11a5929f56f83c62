// SPDX-License-Identifier: GPL-3.0-or-later
// MaillogReplay: what the window keeps of an imported mail log besides its scenario and run: the
// replay (the log's lines by recipient, the notes) and its comparison with the simulated run
// (core/maillog's ReplayComparison), made together on the import's worker thread and shared,
// read-only, by the views that show them. It is never moved: the comparison refers to the replay.
#pragma once

#include "core/maillog/ReplayComparison.h"
#include "core/maillog/ReplayScenarioBuilder.h"

#include <QString>
#include <atomic>
#include <optional>
#include <string>

namespace qmgrlab::ui {

class MaillogReplay {
public:
    // Runs the replay's scenario once more to pair its lines with the logged ones; name names the
    // logs in messages. Throws what ReplayComparison throws (RunStopped once stop is set).
    MaillogReplay(ReplayScenario replay, const QString& name, const std::atomic<bool>* stop = nullptr);
    MaillogReplay(const MaillogReplay&) = delete;
    MaillogReplay& operator=(const MaillogReplay&) = delete;

    const QString& name() const { return name_; }
    const ReplayScenario& replay() const { return replay_; }
    const ReplayComparison& comparison() const { return *comparison_; }

private:
    QString name_;
    ReplayScenario replay_;
    std::optional<ReplayComparison> comparison_;
};

} // namespace qmgrlab::ui
