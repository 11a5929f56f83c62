// SPDX-License-Identifier: GPL-3.0-or-later
// JobPalette: one colour per message (so one colour per job across every view), from a
// colour-blind-safe palette, with a readable text colour for labels drawn on top of it.
#pragma once

#include <QColor>

namespace qmgrlab::ui {

class JobPalette {
public:
    static QColor colour(int messageIndex);     // stable for a message index
    static QColor textColour(int messageIndex); // black or white, whichever reads better
    static QColor blockerColour();              // grey used for blocker jobs
    static QColor blend(const QColor& from, const QColor& to, double t); // t = 0: from, 1: to
};

} // namespace qmgrlab::ui
