// SPDX-License-Identifier: GPL-3.0-or-later
// WindowLayout: the two arrangements of the main window's docks. Explore shows every view;
// Lecture keeps what a class watches at projector scale (slot timeline, job list, narration)
// and tabs the rest away. Named as on the command line (--layout) and in the settings.
#pragma once

#include <QString>

namespace qmgrlab::ui {

enum class WindowLayout { Explore, Lecture };

inline QString windowLayoutName(WindowLayout layout) {
    return layout == WindowLayout::Lecture ? QStringLiteral("lecture") : QStringLiteral("explore");
}

// Reads a layout's name; false when it names neither.
inline bool parseWindowLayout(const QString& name, WindowLayout* layout) {
    if (name == QLatin1String("lecture")) {
        *layout = WindowLayout::Lecture;
        return true;
    }
    if (name == QLatin1String("explore")) {
        *layout = WindowLayout::Explore;
        return true;
    }
    return false;
}

} // namespace qmgrlab::ui
