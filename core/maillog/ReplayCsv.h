// SPDX-License-Identifier: GPL-3.0-or-later
// ReplayCsv: the one writer of a replay's CSV: one row per delivery line of the log (a delivery
// attempt, or a deferral without one), then one per simulated line that pairs with none, with
// the columns
//   queue_id,recipient,destination,logged_at,logged_b_s,simulated_b_s,attempt,logged_status,
//   simulated_status,logged_a_s,simulated_a_s,logged_cd_s,simulated_cd_s,simulated_at
// and a column simulated_b_s@SETTINGS per variant (its b for the same line). attempt is the line's
// place among its recipient's lines, from 1; statuses are sent, deferred, bounced, or suspended
// (deferred without a delivery); times are the log's clock ("2024-03-14T08:00:02.000000", UTC
// where the log writes zones); delays in seconds as Postfix logs them. A field without a value is
// empty.
#pragma once

#include "core/maillog/ReplayComparison.h"

#include <ostream>

namespace qmgrlab {

void writeReplayCsv(std::ostream& out, const ReplayComparison& comparison);

} // namespace qmgrlab
