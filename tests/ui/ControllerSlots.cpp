// SPDX-License-Identifier: GPL-3.0-or-later
// ControllerSlots: the smtp slot string of a controller's run, for the GUI tests.
#include "ControllerSlots.h"

#include "core/run/DeliverySlots.h"

namespace qmgrlab::test {

std::string smtpSlots(const ui::SimulationController& controller) {
    const auto& config = controller.run().config();
    return deliverySlotString(config, controller.run().recording(), config.transportIndex("smtp"));
}

} // namespace qmgrlab::test
