// SPDX-License-Identifier: GPL-3.0-or-later
// ShownText: a scenario's title and description as the views and pictures show them. The format
// lets them be any length; a window title, a heading, an image's caption or metadata show the
// first characters, cut with "…" (shortened, core/common/Text), so that laying them out costs no more
// than a long sentence. The file keeps the whole text. Where a text is laid out wrapped (a label,
// a handout's page), wrappableAnywhere lets a word too long for a line break inside it.
#pragma once

#include <QFontMetricsF>
#include <QString>
#include <cstddef>
#include <optional>
#include <string>

namespace qmgrlab::ui {

inline constexpr std::size_t kShownTitleCharacters = 200;
inline constexpr std::size_t kShownDescriptionCharacters = 4000;

QString shownTitle(const std::string& title);
QString shownDescription(const std::string& description);

// A message's envelope sender as the views name it (a replay's, as its log shows it): between
// angle brackets, its first kShownSenderCharacters characters (then "…"); the null sender as <>
// with what it means; empty when the scenario gives none. The validator keeps every character a
// label or a terminal would act on out of a sender.
inline constexpr std::size_t kShownSenderCharacters = 60;
QString shownSender(const std::optional<std::string>& sender);

// The longest word (run of characters without a blank) laid out as it is.
inline constexpr qsizetype kUnbrokenCharacters = 30;

// Text for a wrapping layout that wraps at word boundaries only (QLabel's word wrap, a painter's
// Qt::TextWordWrap), laid out `width` wide in `metrics`: a word wider than the line (a slot string
// of a thousand deliveries, a title that is one word) gets a zero-width space at each of its
// grapheme boundaries, so that it wraps where the line ends, like
// QTextOption::WrapAtWordBoundaryOrAnywhere, rather than making the widget, the panel and the
// window as wide as itself; it breaks first where Unicode allows (after a hyphen), inside a piece
// only where that piece is wider than the line. A word that fits on a line by itself (a file name,
// "readme-concurrency-feedback.json") gets a word joiner at those places instead, so that it moves
// to the next line whole. A width of 0 or less (not laid out yet): as it is.
QString wrappableAnywhere(const QString& text, const QFontMetricsF& metrics, qreal width);

// The same where the width is not known (a tooltip, a list's item): a word longer than
// kUnbrokenCharacters wraps anywhere; shorter words, and so ordinary text, are left as they are.
QString wrappableAnywhere(const QString& text);

} // namespace qmgrlab::ui
