// SPDX-License-Identifier: GPL-3.0-or-later
// Zoom: the steps, parsing a factor, and the application font at a factor.
#include "ui/common/Zoom.h"

#include "core/common/Text.h"

#include <QApplication>
#include <QFont>
#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

namespace qmgrlab::ui {

namespace {

constexpr std::array<double, 10> kSteps = {0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0};
// Two factors this close are the same step (a factor read back from settings or typed as 1.10).
constexpr double kSameStep = 1e-6;

struct State {
    std::optional<QFont> base;
    double factor = 1.0;
};

State& state() {
    static State s;
    return s;
}

const QFont& baseFont() {
    State& s = state();
    if (!s.base)
        s.base = QApplication::font();
    return *s.base;
}

QFont fontAt(double factor) {
    QFont font = baseFont();
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    else
        font.setPixelSize(static_cast<int>(std::lround(font.pixelSize() * factor)));
    return font;
}

} // namespace

std::span<const double> Zoom::steps() {
    return kSteps;
}

double Zoom::stepIn(double factor) {
    const auto* next =
        std::find_if(kSteps.begin(), kSteps.end(), [factor](double s) { return s > factor + kSameStep; });
    return next == kSteps.end() ? clamped(factor) : *next;
}

double Zoom::stepOut(double factor) {
    const auto previous =
        std::find_if(kSteps.rbegin(), kSteps.rend(), [factor](double s) { return s < factor - kSameStep; });
    return previous == kSteps.rend() ? clamped(factor) : *previous;
}

double Zoom::clamped(double factor) {
    if (!std::isfinite(factor))
        return 1.0;
    return std::clamp(factor, kMinimum, kMaximum);
}

bool Zoom::parse(const QString& text, double* factor, QString* error) {
    QString number = text.trimmed();
    const bool percent = number.endsWith(QLatin1Char('%'));
    if (percent)
        number.chop(1);
    bool ok = false;
    double value = number.toDouble(&ok);
    // "175" can only mean per cent: factors end at kMaximum, per cents start at kMinimum * 100.
    if (ok && (percent || (value >= kMinimum * 100 - kSameStep && value <= kMaximum * 100 + kSameStep)))
        value /= 100.0;
    if (!ok || !std::isfinite(value) || value < kMinimum - kSameStep || value > kMaximum + kSameStep) {
        *error = tr("--zoom needs a factor from %1 to %2 (or %3% to %4%), got \"%5\"")
                     .arg(kMinimum)
                     .arg(kMaximum)
                     .arg(kMinimum * 100)
                     .arg(kMaximum * 100)
                     .arg(QString::fromStdString(cutForMessage(text.toStdString())));
        return false;
    }
    *factor = clamped(value);
    return true;
}

double Zoom::factor() {
    return state().factor;
}

void Zoom::apply(double factor) {
    factor = clamped(factor);
    const QFont font = fontAt(factor);
    state().factor = factor;
    QApplication::setFont(font);
}

} // namespace qmgrlab::ui
