// SPDX-License-Identifier: GPL-3.0-or-later
// ShownText: cut before converting, so that a ten-million-character title is never a QString.
#include "ui/common/ShownText.h"

#include "core/common/Text.h"

namespace qmgrlab::ui {

QString shownTitle(const std::string& title) {
    return QString::fromStdString(shortened(title, kShownTitleCharacters));
}

QString shownDescription(const std::string& description) {
    return QString::fromStdString(shortened(description, kShownDescriptionCharacters));
}

} // namespace qmgrlab::ui
