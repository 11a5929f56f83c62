// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioEditCommand: one edit of the scenario on the document's undo stack (a parameter set in
// the panel, a change made in the editor, an imported server). It keeps only what the edit
// changed, as it was on the other side of the edit: the parts of the scenario (ScenarioDelta) and,
// for an import, the file the scenario was saved to. Undo and redo exchange them with the
// document's, which reruns the result. Edits of one main.cf parameter that follow each other merge
// into one command, as a property edited again does in KDE Step.
#pragma once

#include "core/scenario/ScenarioDelta.h"
#include "ui/scenario/ScenarioDocument.h"

#include <QString>
#include <QUndoCommand>
#include <optional>

namespace qmgrlab::ui {

class ScenarioEditCommand : public QUndoCommand {
public:
    // The edit has been applied already: delta and file hold what it replaced, and the first
    // redo, when pushed, does nothing. mergeKey: the one main.cf parameter it sets, or empty
    // when it is no such edit (then it never merges).
    ScenarioEditCommand(ScenarioDocument* document, ScenarioDelta delta,
                        std::optional<ScenarioDocument::FileState> file, const QString& mergeKey,
                        const QString& text);

    void undo() override;
    void redo() override;
    int id() const override;
    // Takes a later edit of the same parameter: this command then undoes both, under the later
    // one's text, and is dropped when the two together changed nothing.
    bool mergeWith(const QUndoCommand* other) override;

    // The edit's rerun failed: its undo, which takes it back, drops it from the stack too.
    void dropWhenUndone() { dropWhenUndone_ = true; }

private:
    ScenarioDocument* document_;
    ScenarioDelta delta_;
    std::optional<ScenarioDocument::FileState> file_;
    QString mergeKey_;
    bool applied_ = true;
    bool dropWhenUndone_ = false;
};

} // namespace qmgrlab::ui
