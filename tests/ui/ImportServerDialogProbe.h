// SPDX-License-Identifier: GPL-3.0-or-later
// ImportServerDialogProbe: an ImportServerDialog for the GUI tests: a row's path typed, whether
// the files as they are now imported without error (Import enabled), and the last import's error.
#pragma once

#include "ui/scenario/ImportServerDialog.h"

namespace qmgrlab::ui {

class ImportServerDialogProbe {
public:
    explicit ImportServerDialogProbe(ImportServerDialog& dialog) : dialog_(dialog) {}

    void setSourcePath(ImportServerDialog::Source source, const QString& path) {
        dialog_.setSourcePath(source, path);
    }
    bool canImport() const { return dialog_.ready_; }
    QString errorText() const { return dialog_.error_; } // empty when there was none

private:
    ImportServerDialog& dialog_;
};

} // namespace qmgrlab::ui
