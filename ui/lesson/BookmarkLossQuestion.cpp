// SPDX-License-Identifier: GPL-3.0-or-later
// BookmarkLossQuestion: the question, with Cancel as its default answer.
#include "ui/lesson/BookmarkLossQuestion.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace qmgrlab::ui {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("qmgrlab::ui::BookmarkLossQuestion", text);
}

} // namespace

bool confirmBookmarkLoss(QWidget* parent, const QStringList& lost) {
    if (lost.isEmpty())
        return true;
    QMessageBox box(QMessageBox::Warning, tr("Lesson bookmarks past the end"),
                    tr("With this change the run ends before these lesson bookmarks: %1. Applying it "
                       "removes them from the scenario.")
                        .arg(lost.join(QStringLiteral(", "))),
                    QMessageBox::Cancel, parent);
    QPushButton* apply = box.addButton(tr("Apply and remove them"), QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == apply;
}

} // namespace qmgrlab::ui
