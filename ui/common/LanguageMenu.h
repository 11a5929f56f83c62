// SPDX-License-Identifier: GPL-3.0-or-later
// LanguageMenu: View > Language, the choice between the system's language, English, German and
// Czech. The choice is kept in QSettings and applies when qmgrlab starts next (the views are not
// retranslated while they are open); a message box says so.
#pragma once

#include <QMenu>

namespace qmgrlab::ui {

class LanguageMenu : public QMenu {
    Q_OBJECT

public:
    explicit LanguageMenu(QWidget* parent = nullptr);

private:
    void choose(const QString& choice);
};

} // namespace qmgrlab::ui
