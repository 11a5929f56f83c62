// SPDX-License-Identifier: GPL-3.0-or-later
// MaillogReplay: the replay and its comparison, kept together.
#include "ui/replay/MaillogReplay.h"

#include <utility>

namespace qmgrlab::ui {

MaillogReplay::MaillogReplay(ReplayScenario replay, const QString& name, const std::atomic<bool>* stop)
    : name_(name), replay_(std::move(replay)) {
    comparison_.emplace(replay_, std::vector<ParameterOverrides>{}, name.toStdString(), stop);
}

} // namespace qmgrlab::ui
