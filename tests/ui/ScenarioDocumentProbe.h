// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioDocumentProbe: a ScenarioDocument for the GUI tests: whether a scenario runs, and the
// file a background open is recording.
#pragma once

#include "ui/scenario/BackgroundRecording.h"
#include "ui/scenario/ScenarioDocument.h"

namespace qmgrlab::ui {

class ScenarioDocumentProbe {
public:
    explicit ScenarioDocumentProbe(const ScenarioDocument& document) : document_(document) {}

    bool hasScenario() const { return document_.hasScenario_; }
    QString recordingPath() const { // empty when nothing records
        return document_.recording_ != nullptr ? document_.recording_->path() : QString();
    }

private:
    const ScenarioDocument& document_;
};

} // namespace qmgrlab::ui
