// SPDX-License-Identifier: GPL-3.0-or-later
// RichTextDialog: a text browser and a Close button, sized within the screen.
#include "ui/common/RichTextDialog.h"

#include "ui/common/WindowSize.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace qmgrlab::ui {

namespace {

// The dialog's wished size in average characters: a readable line, a screenful of lines.
constexpr int kWidthChars = 80;
constexpr int kHeightChars = 60;

} // namespace

void showRichTextDialog(QWidget* parent, const QString& title, const QString& html) {
    QDialog dialog(parent);
    dialog.setWindowTitle(title);
    auto* text = new QTextBrowser(&dialog);
    text->setObjectName(QStringLiteral("richText"));
    text->setHtml(html);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(text);
    layout->addWidget(buttons);
    const int em = dialog.fontMetrics().averageCharWidth();
    resizeWithinScreen(&dialog, QSize(em * kWidthChars, em * kHeightChars));
    dialog.exec();
}

} // namespace qmgrlab::ui
