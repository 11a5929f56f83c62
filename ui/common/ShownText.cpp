// SPDX-License-Identifier: GPL-3.0-or-later
// ShownText: cut before converting, so that a ten-million-character title is never a QString; a
// long word broken at grapheme boundaries (QTextBoundaryFinder), never inside a character.
#include "ui/common/ShownText.h"

#include "core/common/Text.h"

#include <QCoreApplication>
#include <QTextBoundaryFinder>
#include <vector>

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

namespace {

bool blank(QChar c) {
    return c.isSpace();
}

// `piece` with a zero-width space at each of its inner grapheme boundaries: it may wrap anywhere.
QString apart(QStringView piece) {
    QString out;
    QTextBoundaryFinder graphemes(QTextBoundaryFinder::Grapheme, piece.data(), piece.size());
    qsizetype from = 0;
    for (qsizetype next = graphemes.toNextBoundary(); next != -1; next = graphemes.toNextBoundary()) {
        if (from != 0)
            out += QChar(0x200B);
        out += piece.mid(from, next - from);
        from = next;
    }
    return out;
}

// `text` word by word (runs without a blank), each as `shown` makes it; blanks as they are.
template <typename Shown> QString byWord(const QString& text, Shown shown) {
    QString out;
    out.reserve(text.size() * 2);
    qsizetype wordStart = 0;
    for (qsizetype at = 0; at <= text.size(); ++at) {
        if (at < text.size() && !blank(text[at]))
            continue;
        if (at > wordStart)
            out += shown(QStringView(text).mid(wordStart, at - wordStart));
        if (at < text.size())
            out += text[at];
        wordStart = at + 1;
    }
    return out;
}

} // namespace

QString wrappableAnywhere(const QString& text, const QFontMetricsF& metrics, qreal width) {
    if (width <= 0)
        return text;
    return byWord(text, [&](QStringView word) {
        // The word's pieces between the line breaks Unicode allows inside it (after a hyphen, a
        // slash, ...).
        QTextBoundaryFinder lines(QTextBoundaryFinder::Line, word.data(), word.size());
        std::vector<QStringView> pieces;
        qsizetype from = 0;
        for (qsizetype next = lines.toNextBoundary(); next != -1; next = lines.toNextBoundary()) {
            if (next > from)
                pieces.push_back(word.mid(from, next - from));
            from = next;
        }
        QString out;
        if (metrics.horizontalAdvance(word.toString()) <= width) {
            // It fits on a line: a word joiner at each of those breaks moves it whole.
            for (const QStringView piece : pieces) {
                if (!out.isEmpty())
                    out += QChar(0x2060);
                out += piece;
            }
            return out;
        }
        // Too wide: it breaks there, and a piece still wider than a line anywhere.
        for (const QStringView piece : pieces)
            out += metrics.horizontalAdvance(piece.toString()) > width ? apart(piece) : piece.toString();
        return out;
    });
}

QString wrappableAnywhere(const QString& text) {
    // Whether any word is too long: most texts have none and are returned as they are.
    qsizetype run = 0;
    bool anyLong = false;
    for (const QChar c : text) {
        run = blank(c) ? 0 : run + 1;
        anyLong = anyLong || run > kUnbrokenCharacters;
    }
    if (!anyLong)
        return text;
    return byWord(text, [](QStringView word) {
        return word.size() > kUnbrokenCharacters ? apart(word) : word.toString();
    });
}

} // namespace qmgrlab::ui
