// SPDX-License-Identifier: GPL-3.0-or-later
// ShortcutAction: the tooltip is the text without its mnemonic, then the key in the platform's
// own spelling.
#include "ui/common/ShortcutAction.h"

#include <QAction>
#include <QCoreApplication>
#include <QWidget>

namespace qmgrlab::ui {

QAction* addShortcutAction(QWidget* window, const QString& text, const QList<QKeySequence>& keys) {
    auto* action = new QAction(text, window);
    action->setShortcuts(keys);
    if (!keys.isEmpty()) {
        action->setToolTip(QCoreApplication::translate("qmgrlab::ui::ShortcutAction", "%1 (%2)")
                               .arg(QString(text).remove(QLatin1Char('&')),
                                    keys.front().toString(QKeySequence::NativeText)));
    }
    window->addAction(action);
    return action;
}

} // namespace qmgrlab::ui
