// SPDX-License-Identifier: GPL-3.0-or-later
// RecentFiles: the scenario files opened or saved lately (File > Open Recent), newest first, at
// most kMax, as absolute paths, kept between sessions under SettingsKeys::kRecentFiles.
#pragma once

#include <QStringList>

class QSettings;

namespace qmgrlab::ui {

class RecentFiles {
public:
    static constexpr int kMax = 8;

    const QStringList& paths() const { return paths_; }
    // Puts the file first (once); an empty path (an example, a new scenario) is not a file.
    void remember(const QString& path);

    void load(const QSettings& settings);
    void save(QSettings& settings) const;

private:
    QStringList paths_;
};

} // namespace qmgrlab::ui
