// SPDX-License-Identifier: GPL-3.0-or-later
// ShownText: cut before converting, so that a ten-million-character title is never a QString; a
// long word broken at grapheme boundaries (QTextBoundaryFinder), never inside a character.
#include "ui/common/ShownText.h"

#include "core/common/Text.h"

#include <QCoreApplication>
#include <QTextBoundaryFinder>

namespace qmgrlab::ui {

QString shownTitle(const std::string& title) {
    return QString::fromStdString(shortened(title, kShownTitleCharacters));
}

QString shownDescription(const std::string& description) {
    return QString::fromStdString(shortened(description, kShownDescriptionCharacters));
}

QString shownSender(const std::optional<std::string>& sender) {
    if (!sender)
        return {};
    if (sender->empty())
        return QCoreApplication::translate("qmgrlab::ui::ShownText",
                                           "<> (the null sender: a bounce or another delivery notice)");
    return QStringLiteral("<%1>").arg(QString::fromStdString(shortened(*sender, kShownSenderCharacters)));
}

QString wrappableAnywhere(const QString& text) {
    const auto blank = [](QChar c) { return c.isSpace(); };
    // Whether any word is too long: most texts have none and are returned as they are.
    qsizetype run = 0;
    bool anyLong = false;
    for (const QChar c : text) {
        run = blank(c) ? 0 : run + 1;
        anyLong = anyLong || run > kUnbrokenCharacters;
    }
    if (!anyLong)
        return text;
    QString out;
    out.reserve(text.size() * 2);
    QTextBoundaryFinder graphemes(QTextBoundaryFinder::Grapheme, text);
    qsizetype wordStart = 0;
    for (qsizetype at = 0; at <= text.size(); ++at) {
        if (at < text.size() && !blank(text[at]))
            continue;
        // The word [wordStart, at) and the blank after it.
        if (at - wordStart > kUnbrokenCharacters) {
            graphemes.setPosition(wordStart);
            qsizetype from = wordStart;
            for (qsizetype next = graphemes.toNextBoundary(); next != -1 && next <= at;
                 next = graphemes.toNextBoundary()) {
                if (from != wordStart)
                    out += QChar(0x200B);
                out += QStringView(text).mid(from, next - from);
                from = next;
            }
            out += QStringView(text).mid(from, at - from);
        } else {
            out += QStringView(text).mid(wordStart, at - wordStart);
        }
        if (at < text.size())
            out += text[at];
        wordStart = at + 1;
    }
    return out;
}

} // namespace qmgrlab::ui
