// SPDX-License-Identifier: GPL-3.0-or-later
// KeyNames: the names the program's sentences give the keys they mention, the same the menus and
// Help > Keyboard shortcuts show (QKeySequence's native text, which Qt translates in its
// "QShortcut" context). This program's catalogue translates those names in that context too, so
// that each language reads the name on its keyboards ("Bild ab", "Page Down") whether Qt's own
// catalogue is installed or not, and where it keeps Qt's abbreviation ("PgDown" in Czech).
#pragma once

#include <QString>

namespace qmgrlab::ui {

class KeyNames {
public:
    static QString pageDown();
    static QString pageUp();
};

} // namespace qmgrlab::ui
