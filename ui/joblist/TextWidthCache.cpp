// SPDX-License-Identifier: GPL-3.0-or-later
// TextWidthCache: measured widths kept per text until the font changes.
#include "ui/joblist/TextWidthCache.h"

namespace qmgrlab::ui {

double TextWidthCache::advance(const QFont& font, const QString& text) {
    if (!metrics_ || font != font_) {
        font_ = font;
        metrics_.emplace(font);
        widths_.clear();
    }
    if (const auto it = widths_.constFind(text); it != widths_.constEnd())
        return *it;
    if (widths_.size() >= kMaxTexts)
        widths_.clear();
    const double width = metrics_->horizontalAdvance(text);
    widths_.insert(text, width);
    return width;
}

} // namespace qmgrlab::ui
