// SettingsKeys: the one table of the keys under which qmgrlab keeps its state between sessions
// (QSettings): window layout, appearance, playing speed and recent files.
#pragma once

#include <QLatin1String>

namespace qmgrlab::ui::SettingsKeys {

inline constexpr QLatin1String kWindowGeometry{"window/geometry"}; // QMainWindow::saveGeometry()
inline constexpr QLatin1String kWindowState{"window/state"};       // docks and toolbars
inline constexpr QLatin1String kDarkMode{"view/dark"};             // bool
inline constexpr QLatin1String kLargeFonts{"view/largeFonts"};     // bool
inline constexpr QLatin1String kSpeed{"run/speed"};                // steps per second while playing
inline constexpr QLatin1String kRecentFiles{"files/recent"};       // absolute paths, newest first

} // namespace qmgrlab::ui::SettingsKeys
