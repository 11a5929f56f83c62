// SPDX-License-Identifier: GPL-3.0-or-later
// TextWidthCache: the advance widths of texts in one font, remembered. The job list measures
// every card's counters, title and note on every step; most of these texts come back step
// after step, and shaping them again (QFontMetricsF::horizontalAdvance) was most of a step's
// time on a list of a few hundred jobs. A different font forgets what was measured.
#pragma once

#include <QFont>
#include <QFontMetricsF>
#include <QHash>
#include <QString>
#include <optional>

namespace qmgrlab::ui {

class TextWidthCache {
public:
    // QFontMetricsF(font).horizontalAdvance(text), measured once per font and text.
    double advance(const QFont& font, const QString& text);

private:
    static constexpr qsizetype kMaxTexts = 65536; // then it starts over (a busy list has ten thousand)
    QFont font_;
    std::optional<QFontMetricsF> metrics_;
    QHash<QString, double> widths_;
};

} // namespace qmgrlab::ui
