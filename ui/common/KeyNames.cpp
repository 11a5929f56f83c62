// SPDX-License-Identifier: GPL-3.0-or-later
// KeyNames: the keys' names looked up as QKeySequence::toString(QKeySequence::NativeText) looks
// them up, marked for this program's catalogue.
#include "ui/common/KeyNames.h"

#include <QCoreApplication>

namespace qmgrlab::ui {

QString KeyNames::pageDown() {
    return QCoreApplication::translate("QShortcut", "PgDown");
}

QString KeyNames::pageUp() {
    return QCoreApplication::translate("QShortcut", "PgUp");
}

} // namespace qmgrlab::ui
