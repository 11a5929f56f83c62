// SPDX-License-Identifier: GPL-3.0-or-later
// SettingsKeys: the one table of the keys under which qmgrlab keeps its state between sessions
// (QSettings): window layout, appearance, language, playing speed and recent files.
#pragma once

#include <QLatin1String>

namespace qmgrlab::ui::SettingsKeys {

inline constexpr QLatin1String kWindowGeometry{"window/geometry"};   // QMainWindow::saveGeometry()
inline constexpr QLatin1String kWindowState{"window/state"};         // docks and toolbars, Explore layout
inline constexpr QLatin1String kLectureState{"window/lectureState"}; // docks and toolbars, Lecture layout
inline constexpr QLatin1String kLayout{"view/layout"};               // "explore" or "lecture"
inline constexpr QLatin1String kDarkMode{"view/dark"};               // bool
inline constexpr QLatin1String kZoom{"view/zoom"};                   // factor of the application font
inline constexpr QLatin1String kLanguage{"view/language"};           // "en", "de", "cs"; none: the system's
// The removed "large fonts" option (bool): read once to become kZoom, then removed.
inline constexpr QLatin1String kOldLargeFonts{"view/largeFonts"};
inline constexpr QLatin1String kSpeed{"run/speed"};                 // steps per second while playing
inline constexpr QLatin1String kRecentFiles{"files/recent"};        // absolute paths, newest first
inline constexpr QLatin1String kWelcomeShown{"start/welcomeShown"}; // bool: the first-start welcome was shown

} // namespace qmgrlab::ui::SettingsKeys
