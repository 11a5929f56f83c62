// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioEditCommand: puts one of its two states back through the document.
#include "ui/scenario/ScenarioEditCommand.h"

#include <utility>

namespace qmgrlab::ui {

ScenarioEditCommand::ScenarioEditCommand(ScenarioDocument* document, ScenarioDocument::State before,
                                         ScenarioDocument::State after, bool withFile, const QString& text)
    : QUndoCommand(text), document_(document), before_(std::move(before)), after_(std::move(after)),
      withFile_(withFile) {}

void ScenarioEditCommand::undo() {
    document_->applyState(before_, withFile_);
}

void ScenarioEditCommand::redo() {
    if (std::exchange(applied_, false))
        return; // pushed after the document ran it
    document_->applyState(after_, withFile_);
}

} // namespace qmgrlab::ui
