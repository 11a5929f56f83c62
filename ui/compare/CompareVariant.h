// SPDX-License-Identifier: GPL-3.0-or-later
// CompareVariant: one variant of the compared scenario once it has been run: its label (the
// main.cf changes that make it, "base" for the scenario as it is) and its recorded Run. The
// Compare window's timelines and metrics table read the same list.
#pragma once

#include "core/run/Run.h"

#include <QString>
#include <memory>

namespace qmgrlab::ui {

struct CompareVariant {
    QString label;
    std::shared_ptr<const Run> run;
};

} // namespace qmgrlab::ui
