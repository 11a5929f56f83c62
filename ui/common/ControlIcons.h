// SPDX-License-Identifier: GPL-3.0-or-later
// ControlIcons: the toolbar's run-control icons (start, previous decision, step back, play,
// pause, step, next decision, end), drawn in a given colour so that they stay visible in
// light and dark mode and sharp at any size.
#pragma once

#include <QColor>
#include <QIcon>

namespace qmgrlab::ui {

class ControlIcons {
public:
    enum class Kind { Start, PreviousDecision, StepBack, Play, Pause, Step, NextDecision, End };

    static QIcon icon(Kind kind, const QColor& colour);
};

} // namespace qmgrlab::ui
