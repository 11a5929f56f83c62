// SPDX-License-Identifier: GPL-3.0-or-later
// FitText: choosing the largest font at which a label's text fits its room.
#include "ui/common/FitText.h"

#include <QLabel>
#include <QScrollArea>
#include <QWidget>
#include <cmath>

namespace qmgrlab::ui {

namespace {

constexpr double kStep = 0.1;

} // namespace

QFont scaledFont(const QFont& base, double factor, bool bold) {
    QFont font = base;
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    else
        font.setPixelSize(static_cast<int>(font.pixelSize() * factor));
    font.setBold(bold);
    return font;
}

double fitLabelFont(QLabel* label, const QFont& base, double largest, double smallest, bool bold, int width,
                    int height) {
    const int steps = std::max(0, static_cast<int>(std::lround((largest - smallest) / kStep)));
    double factor = largest;
    for (int i = 0; i <= steps; ++i) {
        factor = largest - i * kStep;
        label->setFont(scaledFont(base, factor, bold));
        if (width <= 0 || height <= 0 || label->text().isEmpty() || label->heightForWidth(width) <= height)
            return factor;
    }
    return factor;
}

int visibleHeight(const QWidget* view) {
    for (const QWidget* parent = view->parentWidget(); parent != nullptr; parent = parent->parentWidget()) {
        if (const auto* scroll = qobject_cast<const QScrollArea*>(parent))
            return scroll->viewport()->height();
        if (parent->isWindow())
            break;
    }
    return view->height();
}

} // namespace qmgrlab::ui
