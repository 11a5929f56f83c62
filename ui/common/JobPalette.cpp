// SPDX-License-Identifier: GPL-3.0-or-later
// JobPalette: the Okabe-Ito colours (without black, kept for marks and text) followed by three
// well-separated darker hues from Paul Tol's muted set. Past the tenth message the cycle repeats
// lighter, then darker, so neighbouring message indices never share a colour.
#include "ui/common/JobPalette.h"

#include <array>
#include <cmath>

namespace qmgrlab::ui {

namespace {

constexpr std::array<QRgb, 10> kBase = {
    0xE69F00, // orange
    0x56B4E9, // sky blue
    0x009E73, // bluish green
    0xF0E442, // yellow
    0x0072B2, // blue
    0xD55E00, // vermillion
    0xCC79A7, // reddish purple
    0x332288, // indigo
    0x999933, // olive
    0x882255, // wine
};

double linear(double channel) {
    return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

// WCAG relative luminance.
double luminance(const QColor& c) {
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

} // namespace

QColor JobPalette::colour(int messageIndex) {
    if (messageIndex < 0)
        return blockerColour();
    const int size = static_cast<int>(kBase.size());
    const QColor base = QColor::fromRgb(kBase[static_cast<std::size_t>(messageIndex % size)]);
    switch ((messageIndex / size) % 3) {
    case 1:
        return JobPalette::blend(base, Qt::white, 0.45);
    case 2:
        return JobPalette::blend(base, Qt::black, 0.35);
    default:
        return base;
    }
}

QColor JobPalette::textColour(int messageIndex) {
    // Contrast ratio against black is (L + 0.05) / 0.05, against white 1.05 / (L + 0.05).
    const double l = luminance(colour(messageIndex));
    return (l + 0.05) * (l + 0.05) > 0.05 * 1.05 ? QColor(Qt::black) : QColor(Qt::white);
}

QColor JobPalette::blockerColour() {
    return QColor(0x9A, 0x9A, 0x9A);
}

QColor JobPalette::blend(const QColor& from, const QColor& to, double t) {
    return QColor::fromRgbF(static_cast<float>(from.redF() + (to.redF() - from.redF()) * t),
                            static_cast<float>(from.greenF() + (to.greenF() - from.greenF()) * t),
                            static_cast<float>(from.blueF() + (to.blueF() - from.blueF()) * t));
}

} // namespace qmgrlab::ui
