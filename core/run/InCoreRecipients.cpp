// SPDX-License-Identifier: GPL-3.0-or-later
// InCoreRecipients: the Inspector's in-core count split at the limit.
#include "core/run/InCoreRecipients.h"

#include <algorithm>

namespace qmgrlab {

InCoreRecipients InCoreRecipients::of(const Inspector& inspector, const Configuration& config) {
    InCoreRecipients r;
    r.inCore = inspector.inCoreRecipients();
    r.limit = config.messageRecipientLimit();
    r.within = std::min(r.inCore, r.limit);
    r.room = std::max(0, r.limit - r.inCore);
    r.beyond = std::max(0, r.inCore - r.limit);
    return r;
}

} // namespace qmgrlab
