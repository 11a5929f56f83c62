// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioFile: reads a scenario file, or an example embedded as ":/examples/NAME.json", into a
// Scenario, for the document that opens it (and the views' tests that run one directly).
#pragma once

#include "core/scenario/Scenario.h"

#include <QString>

namespace qmgrlab::ui {

// False with a one-line *error (the file, the JSON path and the rule) when it cannot be read or
// is not a valid scenario file.
bool readScenarioFile(const QString& path, Scenario* scenario, QString* error);

} // namespace qmgrlab::ui
