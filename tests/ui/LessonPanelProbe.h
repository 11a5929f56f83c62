// SPDX-License-Identifier: GPL-3.0-or-later
// LessonPanelProbe: what a LessonPanel shows, for the GUI tests: whether lesson mode is on, the
// current bookmark, the list of bookmarks and the note.
#pragma once

#include "ui/lesson/LessonPanel.h"

namespace qmgrlab::ui {

class LessonPanelProbe {
public:
    explicit LessonPanelProbe(const LessonPanel& panel) : panel_(panel) {}

    bool lessonMode() const { return panel_.lessonMode_; }
    int currentBookmark() const { return panel_.currentBookmark(); }
    QListWidget* bookmarkList() const { return panel_.list_; }
    QLabel* noteLabel() const { return panel_.note_; }

private:
    const LessonPanel& panel_;
};

} // namespace qmgrlab::ui
