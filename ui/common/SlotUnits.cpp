// SPDX-License-Identifier: GPL-3.0-or-later
// SlotUnits: counters in selections and in delivery slots, with the translator's plural forms.
#include "ui/common/SlotUnits.h"

#include <algorithm>

namespace qmgrlab::ui {

namespace {

// Qt's %n takes an int; counters beyond it are shown as the largest int (never reached by a
// valid scenario, whose recipients per message are bounded).
int clamped(long long value) {
    return value > 2147483647LL ? 2147483647 : value < -2147483647LL ? -2147483647 : static_cast<int>(value);
}

} // namespace

QString SlotUnits::selections(long long count) {
    const int n = clamped(count);
    return n == 1 ? tr("%n selection", nullptr, n) : tr("%n selections", nullptr, n);
}

QString SlotUnits::wholeSlots(long long count) {
    const int n = clamped(count);
    return n == 1 ? tr("%n slot", nullptr, n) : tr("%n slots", nullptr, n);
}

QString SlotUnits::owed(long long selections, int cost) {
    return QStringLiteral("%1 (%2)").arg(SlotUnits::selections(selections),
                                         wholeSlots(selections / std::max(1, cost)));
}

} // namespace qmgrlab::ui
