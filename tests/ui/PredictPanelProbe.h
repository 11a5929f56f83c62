// SPDX-License-Identifier: GPL-3.0-or-later
// PredictPanelProbe: for the GUI tests, the session of a PredictPanel: the class's answers so far,
// right and wrong, as the buttons give them.
#pragma once

#include "ui/predict/PredictPanel.h"

namespace qmgrlab::ui {

class PredictPanelProbe {
public:
    explicit PredictPanelProbe(const PredictPanel& panel) : panel_(panel) {}

    PredictSession* session() const { return panel_.session_; }

private:
    const PredictPanel& panel_;
};

} // namespace qmgrlab::ui
