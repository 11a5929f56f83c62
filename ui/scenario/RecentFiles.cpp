// SPDX-License-Identifier: GPL-3.0-or-later
// RecentFiles: a short most-recent-first list of absolute paths.
#include "ui/scenario/RecentFiles.h"

#include "ui/common/SettingsKeys.h"

#include <QFileInfo>
#include <QSettings>

namespace qmgrlab::ui {

void RecentFiles::remember(const QString& path) {
    if (path.isEmpty())
        return;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    paths_.removeAll(absolute);
    paths_.prepend(absolute);
    while (paths_.size() > kMax)
        paths_.removeLast();
}

void RecentFiles::load(const QSettings& settings) {
    paths_ = settings.value(SettingsKeys::kRecentFiles).toStringList().mid(0, kMax);
}

void RecentFiles::save(QSettings& settings) const {
    settings.setValue(SettingsKeys::kRecentFiles, paths_);
}

} // namespace qmgrlab::ui
