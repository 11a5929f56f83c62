// SPDX-License-Identifier: GPL-3.0-or-later
// NotesView: the notes an import leaves (what the server import assumed, what a mail log's replay
// read, inferred and passed over, each naming the lines it comes from) as a read-only list, one
// bullet per note, wrapped to the view's width and selectable, so that a note can be copied into
// a question to a colleague. Tab leaves it, as it leaves every other field.
#pragma once

#include "core/common/RuleText.h"

#include <QPlainTextEdit>
#include <vector>

namespace qmgrlab::ui {

class NotesView : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit NotesView(QWidget* parent = nullptr);

    // Shows the notes in the reader's language, in their order (none: empty).
    void setNotes(const std::vector<RuleText>& notes);
};

} // namespace qmgrlab::ui
