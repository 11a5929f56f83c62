// SPDX-License-Identifier: GPL-3.0-or-later
// ViewFonts: a view's font at a scale, and a chart's text set in one font.
#include "ui/common/ViewFonts.h"

#include <QFontInfo>
#include <algorithm>
#include <qcustomplot.h>

namespace qmgrlab::ui {

QFont viewFont(const QFont& font, double scale) {
    QFont scaled = font;
    scaled.setPointSizeF(std::max(kLeastViewPoints, QFontInfo(font).pointSizeF() * scale));
    return scaled;
}

void setChartFont(QCustomPlot* plot, const QFont& font) {
    plot->setFont(font);
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
        axis->setTickLabelFont(font);
        axis->setLabelFont(font);
    }
    plot->legend->setFont(font);
}

} // namespace qmgrlab::ui
