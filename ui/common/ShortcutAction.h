// SPDX-License-Identifier: GPL-3.0-or-later
// ShortcutAction: an action of the main window with its keys, added to the window so that the
// keys work wherever the focus is, its tooltip naming the first key ("Step (Right)").
#pragma once

#include <QKeySequence>
#include <QList>
#include <QString>

class QAction;
class QWidget;

namespace qmgrlab::ui {

// The action is owned by and added to window; the caller connects it.
QAction* addShortcutAction(QWidget* window, const QString& text, const QList<QKeySequence>& keys);

} // namespace qmgrlab::ui
