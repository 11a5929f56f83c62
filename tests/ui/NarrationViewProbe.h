// SPDX-License-Identifier: GPL-3.0-or-later
// NarrationViewProbe: what a NarrationView shows, for the GUI tests: the current step's heading
// and sentences as plain text, the newest sentence's label and the area they scroll in, and the
// scenario's story and whether it is shown.
#pragma once

#include "ui/narration/NarrationView.h"

#include <QLabel>
#include <QScrollArea>
#include <QStackedWidget>
#include <QStringList>
#include <QTableView>
#include <QTextDocument>

namespace qmgrlab::ui {

class NarrationViewProbe {
public:
    explicit NarrationViewProbe(const NarrationView& view) : view_(view) {}

    // The heading and the sentences, a line each.
    QString currentText() const {
        QStringList lines{plain(view_.heading_->text())};
        for (const QLabel* label : view_.sentenceLabels_)
            lines << plain(label->text()).simplified();
        return lines.join(QLatin1Char('\n'));
    }
    QString storyText() const { return plain(view_.story_->text()); }
    bool storyShown() const { return view_.pages_->currentIndex() == 1; }
    // The highlighted newest sentence, or nullptr.
    const QLabel* newestSentence() const {
        return view_.sentenceLabels_.isEmpty() ? nullptr : view_.sentenceLabels_.back();
    }
    const QScrollArea* sentenceArea() const { return view_.sentenceScroll_; }
    // The rows of the step log.
    int logRows() const { return view_.log_->model()->rowCount(); }

private:
    // As read: without the zero-width spaces that let a long word wrap (wrappableAnywhere).
    static QString plain(const QString& html) {
        QTextDocument document;
        document.setHtml(html);
        return document.toPlainText().remove(QChar(0x200B));
    }

    const NarrationView& view_;
};

} // namespace qmgrlab::ui
