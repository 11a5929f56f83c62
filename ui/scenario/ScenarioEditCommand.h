// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioEditCommand: one edit of the scenario on the document's undo stack (a parameter set in
// the panel, a change made in the editor, an imported server), holding the document's state before
// and after it; undo and redo rerun the scenario of that state at the same position. An import
// also takes back the file the scenario was saved to.
#pragma once

#include "ui/scenario/ScenarioDocument.h"

#include <QUndoCommand>

namespace qmgrlab::ui {

class ScenarioEditCommand : public QUndoCommand {
public:
    // The edit has been applied already (the document ran it to see that it runs): the first
    // redo, when pushed, does nothing.
    ScenarioEditCommand(ScenarioDocument* document, ScenarioDocument::State before,
                        ScenarioDocument::State after, bool withFile, const QString& text);

    void undo() override;
    void redo() override;

private:
    ScenarioDocument* document_;
    ScenarioDocument::State before_;
    ScenarioDocument::State after_;
    bool withFile_;
    bool applied_ = true;
};

} // namespace qmgrlab::ui
