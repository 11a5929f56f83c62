// SPDX-License-Identifier: GPL-3.0-or-later
// Prompts: whether the windows may ask the user in a dialog: not when running offscreen (tests,
// --screenshot) or with QMGRLAB_NO_PROMPTS set; they report in the status bar then.
#pragma once

namespace qmgrlab::ui {

bool promptsAllowed();

} // namespace qmgrlab::ui
