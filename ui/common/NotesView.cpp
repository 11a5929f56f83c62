// SPDX-License-Identifier: GPL-3.0-or-later
// NotesView: each note translated (ErrorText's translatedRule), a bullet before it.
#include "ui/common/NotesView.h"

#include "ui/common/ErrorText.h"

#include <QStringList>

namespace qmgrlab::ui {

NotesView::NotesView(QWidget* parent) : QPlainTextEdit(parent) {
    setReadOnly(true);
    setTabChangesFocus(true);
}

void NotesView::setNotes(const std::vector<RuleText>& notes) {
    QStringList lines;
    for (const RuleText& note : notes)
        lines << QStringLiteral("• ") + translatedRule(note);
    setPlainText(lines.join(QLatin1Char('\n')));
}

} // namespace qmgrlab::ui
