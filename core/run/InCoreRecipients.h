// SPDX-License-Identifier: GPL-3.0-or-later
// InCoreRecipients: the recipients in core across every transport against
// qmgr_message_recipient_limit, split as the pool view draws it: those within the limit, the
// room left under it, and those beyond it (the limit lets a message's first read go over it).
#pragma once

#include "core/run/Inspector.h"

namespace qmgrlab {

struct InCoreRecipients {
    int inCore = 0; // all transports
    int limit = 0;  // qmgr_message_recipient_limit (raised to the active limit)
    int within = 0; // in core, within the limit
    int room = 0;   // the limit's room left
    int beyond = 0; // in core beyond the limit

    // At the inspected position.
    static InCoreRecipients of(const Inspector& inspector, const Configuration& config);
};

} // namespace qmgrlab
