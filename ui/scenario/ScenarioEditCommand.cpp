// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioEditCommand: exchanges what it keeps with the document's scenario and file.
#include "ui/scenario/ScenarioEditCommand.h"

#include <utility>

namespace qmgrlab::ui {

namespace {

constexpr int kParameterEditId = 1; // QUndoCommand::id of the edits of one main.cf parameter

} // namespace

ScenarioEditCommand::ScenarioEditCommand(ScenarioDocument* document, ScenarioDelta delta,
                                         std::optional<ScenarioDocument::FileState> file,
                                         const QString& mergeKey, const QString& text)
    : QUndoCommand(text), document_(document), delta_(std::move(delta)), file_(std::move(file)),
      mergeKey_(mergeKey) {}

void ScenarioEditCommand::undo() {
    document_->exchange(delta_, file_, ScenarioDocument::Change::Undo);
    if (dropWhenUndone_)
        setObsolete(true);
}

void ScenarioEditCommand::redo() {
    if (std::exchange(applied_, false))
        return; // pushed after the document applied it
    document_->exchange(delta_, file_, ScenarioDocument::Change::Redo);
}

int ScenarioEditCommand::id() const {
    return mergeKey_.isEmpty() ? -1 : kParameterEditId;
}

// This command keeps main.cf as it was before it; the later one, main.cf between the two, which
// the merged command no longer needs.
bool ScenarioEditCommand::mergeWith(const QUndoCommand* other) {
    const auto* later = static_cast<const ScenarioEditCommand*>(other);
    if (later->mergeKey_ != mergeKey_ || later->delta_.partNames() != delta_.partNames())
        return false;
    setText(later->text());
    if (delta_.matches(document_->scenario()))
        setObsolete(true);
    return true;
}

} // namespace qmgrlab::ui
