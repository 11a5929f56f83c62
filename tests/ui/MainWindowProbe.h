// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindowProbe: what a MainWindow holds, for the GUI tests: its narration view and parameters
// panel, its recovery store, the last error it showed the user, and the layout it is in.
#pragma once

#include "ui/MainWindow.h"
#include "ui/layout/WindowLayouts.h"

namespace qmgrlab::ui {

class MainWindowProbe {
public:
    explicit MainWindowProbe(const MainWindow& window) : window_(window) {}

    NarrationView* narrationView() const { return window_.narration_; }
    ParametersPanel* parametersPanel() const { return window_.parameters_; }
    RecoveryStore* recoveryStore() const { return window_.recovery_; }
    const QString& lastError() const { return window_.lastError_; }
    WindowLayout windowLayout() const { return window_.layouts_->layout(); }

private:
    const MainWindow& window_;
};

} // namespace qmgrlab::ui
