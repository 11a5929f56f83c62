// SPDX-License-Identifier: GPL-3.0-or-later
// RecoveryDialog: a list of the pending recovery entries and the buttons that act on the
// selected one.
#include "ui/scenario/RecoveryDialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace qmgrlab::ui {

RecoveryDialog::RecoveryDialog(RecoveryStore* store, QWidget* parent)
    : QDialog(parent), store_(store), entries_(store->pending()), list_(new QListWidget), error_(new QLabel) {
    setWindowTitle(tr("Recover unsaved scenarios"));
    auto* intro = new QLabel(tr("qmgrlab ended without saving these changes. Restore one to continue "
                                "working on it, or discard what you do not need."));
    intro->setWordWrap(true);
    list_->setAccessibleName(tr("Unsaved scenarios"));
    for (const RecoveryStore::Entry& entry : entries_) {
        const QString where = entry.path.isEmpty() ? tr("never saved") : entry.path;
        list_->addItem(tr("%1 (%2), autosaved %3")
                           .arg(entry.name, where,
                                QLocale().toString(entry.savedAt.toLocalTime(), QLocale::ShortFormat)));
    }
    list_->setCurrentRow(0);
    error_->setWordWrap(true);
    error_->hide();

    auto* buttons = new QDialogButtonBox;
    restoreButton_ = buttons->addButton(tr("&Restore"), QDialogButtonBox::AcceptRole);
    discardButton_ = buttons->addButton(tr("&Discard"), QDialogButtonBox::DestructiveRole);
    QPushButton* later = buttons->addButton(tr("&Later"), QDialogButtonBox::RejectRole);
    later->setToolTip(tr("Keep them and ask again at the next start"));
    connect(restoreButton_, &QPushButton::clicked, this, &RecoveryDialog::restoreSelected);
    connect(discardButton_, &QPushButton::clicked, this, &RecoveryDialog::discardSelected);
    connect(later, &QPushButton::clicked, this, &QDialog::reject);
    connect(list_, &QListWidget::currentRowChanged, this, &RecoveryDialog::updateButtons);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(list_);
    layout->addWidget(error_);
    layout->addWidget(buttons);
    updateButtons();
}

void RecoveryDialog::restoreSelected() {
    const int row = list_->currentRow();
    if (row < 0)
        return;
    QString error;
    if (!store_->restore(entries_.at(row), &error)) {
        error_->setText(tr("This scenario cannot be restored: %1").arg(error));
        error_->show();
        return;
    }
    accept();
}

void RecoveryDialog::discardSelected() {
    const int row = list_->currentRow();
    if (row < 0)
        return;
    RecoveryStore::discardEntry(entries_.takeAt(row));
    delete list_->takeItem(row);
    if (entries_.isEmpty())
        reject();
}

void RecoveryDialog::updateButtons() {
    const bool selected = list_->currentRow() >= 0;
    restoreButton_->setEnabled(selected);
    discardButton_->setEnabled(selected);
}

} // namespace qmgrlab::ui
