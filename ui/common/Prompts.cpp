// SPDX-License-Identifier: GPL-3.0-or-later
// Prompts: the platform's name and the environment decide.
#include "ui/common/Prompts.h"

#include <QGuiApplication>
#include <QString>

namespace qmgrlab::ui {

bool promptsAllowed() {
    return QGuiApplication::platformName() != QLatin1String("offscreen") &&
           !qEnvironmentVariableIsSet("QMGRLAB_NO_PROMPTS");
}

} // namespace qmgrlab::ui
