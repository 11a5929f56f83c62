// SPDX-License-Identifier: GPL-3.0-or-later
// RecoveryDialog: at start, the unsaved work that a process which ended unexpectedly left in
// recovery files, one line each (name, file, when it was saved): Restore opens the selected one
// as a modified document, Discard deletes it, Later keeps them for the next start.
#pragma once

#include "ui/scenario/RecoveryStore.h"

#include <QDialog>
#include <QList>

class QLabel;
class QListWidget;
class QPushButton;

namespace qmgrlab::ui {

class RecoveryDialog : public QDialog {
    Q_OBJECT
public:
    explicit RecoveryDialog(RecoveryStore* store, QWidget* parent = nullptr);

private:
    void restoreSelected();
    void discardSelected();
    void updateButtons();

    RecoveryStore* store_;
    QList<RecoveryStore::Entry> entries_;
    QListWidget* list_;
    QLabel* error_;
    QPushButton* restoreButton_;
    QPushButton* discardButton_;
};

} // namespace qmgrlab::ui
