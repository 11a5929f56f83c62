// SPDX-License-Identifier: GPL-3.0-or-later
// ControllerSlots: what the GUI tests compare a controller's run by, the slot string of its smtp
// transport (SCHEDULER_README's 11221111331111 for the slot-loan example).
#pragma once

#include "ui/SimulationController.h"

#include <string>

namespace qmgrlab::test {

// The delivery slot string of the controller's run on transport smtp; requires a run.
std::string smtpSlots(const ui::SimulationController& controller);

} // namespace qmgrlab::test
