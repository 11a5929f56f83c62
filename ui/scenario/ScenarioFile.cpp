// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioFile: the core's reader for files on disk, Qt's resource system for embedded examples.
#include "ui/scenario/ScenarioFile.h"

#include "core/scenario/ScenarioError.h"
#include "ui/common/ErrorText.h"

#include <QCoreApplication>
#include <QFile>
#include <exception>
#include <string_view>

namespace qmgrlab::ui {

bool readScenarioFile(const QString& path, Scenario* scenario, QString* error) {
    const auto fail = [error](const QString& text) {
        if (error != nullptr)
            *error = text;
        return false;
    };
    try {
        if (path.startsWith(QLatin1String(":/"))) {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                return fail(
                    QCoreApplication::translate("qmgrlab::ui::ScenarioFile", "%1: cannot be read").arg(path));
            const QByteArray text = file.readAll();
            *scenario =
                parseScenario(std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
                              path.toStdString());
        } else {
            *scenario = qmgrlab::loadScenarioFile(path.toStdString());
        }
    } catch (const std::exception& e) {
        return fail(errorText(e));
    }
    return true;
}

} // namespace qmgrlab::ui
