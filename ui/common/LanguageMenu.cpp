// SPDX-License-Identifier: GPL-3.0-or-later
// LanguageMenu: View > Language, kept in QSettings, applied at the next start.
#include "ui/common/LanguageMenu.h"

#include "ui/common/LanguageChoice.h"

#include <QActionGroup>
#include <QMessageBox>

namespace qmgrlab::ui {

LanguageMenu::LanguageMenu(QWidget* parent) : QMenu(tr("&Language"), parent) {
    setObjectName(QStringLiteral("languageMenu"));
    // Each language is named in itself, so that a user can find theirs whatever qmgrlab speaks.
    const QList<QPair<QString, QString>> entries = {
        {QString(), tr("System default")},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("cs"), QString::fromUtf8("\xC4\x8C"
                                                 "e\xC5\xA1tina")},
    };
    const QString stored = LanguageChoice::storedChoice();
    const QString current = LanguageChoice::languages().contains(stored) ? stored : QString();
    auto* group = new QActionGroup(this);
    for (const auto& [code, name] : entries) {
        QAction* action = addAction(name);
        action->setCheckable(true);
        action->setChecked(code == current);
        action->setData(code);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] { choose(code); });
    }
}

void LanguageMenu::choose(const QString& choice) {
    if (choice == LanguageChoice::storedChoice())
        return;
    LanguageChoice::storeChoice(choice);
    auto* box = new QMessageBox(QMessageBox::Information, tr("Language"),
                                tr("The new language applies when qmgrlab starts next."), QMessageBox::Ok,
                                parentWidget());
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace qmgrlab::ui
