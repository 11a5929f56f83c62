// SPDX-License-Identifier: GPL-3.0-or-later
// MillionRecipientScenario: the large scenario the benchmarks share (the core's, the pool view's,
// and through `qmgrlab_bench_pool_view --write-scenario` the GUI's and the speed scripts'): a
// mailing-list message of 1,000,000 recipients over 5 destinations plus 10,000 one-recipient
// messages arriving every 20 ms, with Postfix's default parameters.
#pragma once

#include "core/scenario/Scenario.h"

namespace qmgrlab::bench {

// recipientLimit: default_destination_recipient_limit (0 keeps Postfix's default of 50).
// contractV2: the deferred queue on; d1.example's 200,000 list recipients split in half with
// grey.example, which greylists for 5 minutes (100,000 + 2,000 single recipients of 1,010,000:
// 10 %); d5.example delivered by its own transport "slow" with slow_destination_rate_delay 1s.
// The scenario is validated.
Scenario millionRecipientScenario(int recipientLimit = 0, bool contractV2 = false);

} // namespace qmgrlab::bench
