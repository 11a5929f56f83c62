// SPDX-License-Identifier: GPL-3.0-or-later
// KeyboardHelp: walks the menus (submenus included) and the window's own actions.
#include "ui/common/KeyboardHelp.h"

#include "ui/common/RichTextDialog.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QStringList>

namespace qmgrlab::ui {

QList<QPair<QString, QString>> KeyboardHelp::rows(const QMainWindow& window) {
    QList<QPair<QString, QString>> rows;
    QSet<const QAction*> seen;
    const auto add = [&rows, &seen](const QAction* action) {
        if (action == nullptr || action->shortcuts().isEmpty() || seen.contains(action))
            return;
        seen.insert(action);
        QStringList keys;
        for (const QKeySequence& key : action->shortcuts())
            keys << key.toString(QKeySequence::NativeText);
        QString text = action->text().remove(QLatin1Char('&'));
        if (text.endsWith(QChar(0x2026)))
            text.chop(1);
        rows.append({keys.join(QStringLiteral(" / ")), text});
    };
    // Every menu's actions, then the window's own (lesson mode's bookmarks).
    QList<const QMenu*> menus;
    for (const QAction* top : window.menuBar()->actions()) {
        if (top->menu() != nullptr)
            menus.append(top->menu());
    }
    for (int i = 0; i < menus.size(); ++i) {
        for (const QAction* action : menus[i]->actions()) {
            if (action->menu() != nullptr)
                menus.append(action->menu());
            else
                add(action);
        }
    }
    for (const QAction* action : window.actions())
        add(action);
    // Predict mode's answers, keys of the predict panel.
    rows.append({tr("Y / N"), tr("Predict mode: answer \"does job X preempt job Y?\" with yes or no")});
    rows.append({tr("1 2 … 9 0, Enter"),
                 tr("Predict mode: choose a job by its number (2 for job 2; 1 then 2 for job 12, Enter or a "
                    "pause for job 1); a job whose name is not a number shows its key on its button")});
    return rows;
}

void KeyboardHelp::show(QMainWindow* window) {
    QString table;
    for (const auto& [keys, what] : rows(*window)) {
        table += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                     .arg(keys.toHtmlEscaped(), what.toHtmlEscaped());
    }
    showRichTextDialog(window, tr("Keyboard shortcuts"),
                       QStringLiteral("<table cellpadding=\"3\">%1</table>").arg(table));
}

} // namespace qmgrlab::ui
