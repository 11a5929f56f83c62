// SPDX-License-Identifier: GPL-3.0-or-later
// RichTextDialog: a help text (rich text) in a dialog that fits the screen and scrolls where the
// text is longer, so that a long list (the keyboard shortcuts, the glossary) is never cut at a
// projector's 1280x720 and 175 % zoom.
#pragma once

#include <QString>

class QWidget;

namespace qmgrlab::ui {

// Shows html in a modal dialog over parent, titled title, with a Close button.
void showRichTextDialog(QWidget* parent, const QString& title, const QString& html);

} // namespace qmgrlab::ui
