// SPDX-License-Identifier: GPL-3.0-or-later
// KeyboardHelp: Help > Keyboard shortcuts: every key a main window answers to, read from its
// menus' and its own actions (so the list never goes stale), then predict mode's answer keys.
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

class QMainWindow;

namespace qmgrlab::ui {

class KeyboardHelp {
    Q_DECLARE_TR_FUNCTIONS(KeyboardHelp)

public:
    // (keys, what) in the menus' order, each action once.
    static QList<QPair<QString, QString>> rows(const QMainWindow& window);
    // The rows as a table in a dialog over window (it scrolls where the screen is short).
    static void show(QMainWindow* window);
};

} // namespace qmgrlab::ui
