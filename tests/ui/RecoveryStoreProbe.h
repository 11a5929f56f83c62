// SPDX-License-Identifier: GPL-3.0-or-later
// RecoveryStoreProbe: for the GUI tests, the recovery file a RecoveryStore writes its document to,
// and an autosave now (as its timer does).
#pragma once

#include "ui/scenario/RecoveryStore.h"

namespace qmgrlab::ui {

class RecoveryStoreProbe {
public:
    explicit RecoveryStoreProbe(RecoveryStore& store) : store_(store) {}

    QString currentFile() const { return store_.currentFile(); }
    // False with *error when the file cannot be written.
    bool autosave(QString* error) { return store_.autosave(error); }

private:
    RecoveryStore& store_;
};

} // namespace qmgrlab::ui
