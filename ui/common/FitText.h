// SPDX-License-Identifier: GPL-3.0-or-later
// FitText: large text for a class that still fits its panel. A word-wrapped label gets the
// largest of a range of font sizes at which its text fits a given height, so that the lesson
// note and predict mode's reveal never need scrolling on a 1280x720 projector at 175 %.
#pragma once

#include <QFont>

class QLabel;
class QWidget;

namespace qmgrlab::ui {

// `base` scaled by `factor` (point or pixel size), bold or not.
QFont scaledFont(const QFont& base, double factor, bool bold);

// Sets `label`'s font to `base` scaled by the largest factor from `largest` down to `smallest`
// (in steps of a tenth) at which its word-wrapped text is at most `height` pixels high at
// `width`; `smallest` when none fits. Returns the factor chosen.
double fitLabelFont(QLabel* label, const QFont& base, double largest, double smallest, bool bold, int width,
                    int height);

// The height a view can show without scrolling: the viewport of the scroll area it sits in
// (a dock's), or its own height.
int visibleHeight(const QWidget* view);

} // namespace qmgrlab::ui
