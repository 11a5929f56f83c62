// SPDX-License-Identifier: GPL-3.0-or-later
// AboutText: what Help > About qmgrlab says: what the program is for, its licence
// (GPL-3.0-or-later, since it links QCustomPlot, which is GPL-3.0) and the libraries it is
// built on, each with its version and licence.
#pragma once

#include <QCoreApplication>
#include <QString>

namespace qmgrlab::ui {

class AboutText {
    Q_DECLARE_TR_FUNCTIONS(AboutText)
public:
    static QString title();
    static QString html(); // rich text for QMessageBox::about
};

} // namespace qmgrlab::ui
