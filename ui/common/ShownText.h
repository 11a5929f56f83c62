// SPDX-License-Identifier: GPL-3.0-or-later
// ShownText: a scenario's title and description as the views and pictures show them. The format
// lets them be any length; a window title, a heading, an image's caption or metadata show the
// first characters, cut with "…" (shortened, core/common/Text), so that laying them out costs no more
// than a long sentence. The file keeps the whole text.
#pragma once

#include <QString>
#include <cstddef>
#include <string>

namespace qmgrlab::ui {

inline constexpr std::size_t kShownTitleCharacters = 200;
inline constexpr std::size_t kShownDescriptionCharacters = 4000;

QString shownTitle(const std::string& title);
QString shownDescription(const std::string& description);

} // namespace qmgrlab::ui
