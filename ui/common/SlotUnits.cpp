// SPDX-License-Identifier: GPL-3.0-or-later
// SlotUnits: counters in selections and in delivery slots, with the translator's plural forms.
#include "ui/common/SlotUnits.h"

#include <QLocale>

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

QString SlotUnits::slotsOf(long long selections, int cost) {
    if (cost < 1)
        cost = 1;
    if (selections % cost == 0)
        return wholeSlots(selections / cost);
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    const double exact = static_cast<double>(selections) / cost;
    return tr("%1 slots", "a number of delivery slots with a fraction, 1.5")
        .arg(locale.toString(exact, 'g', 6));
}

QString SlotUnits::owed(long long selections, int cost) {
    return QStringLiteral("%1 (%2)").arg(SlotUnits::selections(selections), slotsOf(selections, cost));
}

} // namespace qmgrlab::ui
