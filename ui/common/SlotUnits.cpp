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
    const long long whole = selections / std::max(1, cost);
    const bool exact = selections % std::max(1, cost) == 0;
    const int n = clamped(whole);
    const QString inSlots = exact    ? wholeSlots(whole)
                            : n == 0 ? tr("less than 1 slot")
                            : n == 1 ? tr("more than %n slot", nullptr, n)
                                     : tr("more than %n slots", nullptr, n);
    return QStringLiteral("%1 (%2)").arg(SlotUnits::selections(selections), inSlots);
}

} // namespace qmgrlab::ui
