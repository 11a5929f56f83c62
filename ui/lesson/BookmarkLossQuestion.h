// SPDX-License-Identifier: GPL-3.0-or-later
// BookmarkLossQuestion: asks before a change that ends the run earlier removes the lesson
// bookmarks past its new end (a teacher's prepared lesson is never dropped unasked).
#pragma once

#include <QStringList>

class QWidget;

namespace qmgrlab::ui {

// True when there is nothing to lose or the user agrees to lose the bookmarks listed in lost
// (ScenarioDocument::bookmarksPastEnd).
bool confirmBookmarkLoss(QWidget* parent, const QStringList& lost);

} // namespace qmgrlab::ui
