// SPDX-License-Identifier: GPL-3.0-or-later
// ParametersPanelProbe: a ParametersPanel for the GUI tests: whether it has changes not applied,
// and its Revert and Reset to defaults, as the buttons do them.
#pragma once

#include "ui/parameters/ParametersPanel.h"

namespace qmgrlab::ui {

class ParametersPanelProbe {
public:
    explicit ParametersPanelProbe(ParametersPanel& panel) : panel_(panel) {}

    bool hasPendingChanges() const { return panel_.hasPendingChanges(); }
    void revert() { panel_.revert(); }
    void resetToDefaults() { panel_.resetToDefaults(); }

private:
    ParametersPanel& panel_;
};

} // namespace qmgrlab::ui
