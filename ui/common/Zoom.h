// SPDX-License-Identifier: GPL-3.0-or-later
// Zoom: the one zoom of the whole window. It is the application font's size: the font the
// application started with (its base) times a factor; every view sizes its drawing and text
// from its font and follows QEvent::FontChange, so one factor scales timeline, job cards, pool
// charts, narration and log together. View > Zoom in / out go through fixed steps from 80% to
// 300%; --zoom takes any factor in that range.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <span>

namespace qmgrlab::ui {

class Zoom {
    Q_DECLARE_TR_FUNCTIONS(Zoom)
public:
    static constexpr double kMinimum = 0.8;
    static constexpr double kMaximum = 3.0;
    // What the removed "large fonts" option was: its settings migrate to this zoom.
    static constexpr double kLargeFonts = 1.5;

    // The steps of Zoom in / Zoom out, smallest first (1.0 among them).
    static std::span<const double> steps();
    // The first step above (below) factor, or factor itself at the end of the steps.
    static double stepIn(double factor);
    static double stepOut(double factor);
    // A factor limited to [kMinimum, kMaximum]; anything else (not a number) is 1.
    static double clamped(double factor);

    // Reads a factor as the command line gives it, "1.5", "150%" or "150" (a number from
    // kMinimum * 100 to kMaximum * 100 can only be per cent). Returns false with a
    // one-line *error naming the option's rule when it is not a number in the range.
    static bool parse(const QString& text, double* factor, QString* error);

    // The zoom the application font is at now (1 before the first apply).
    static double factor();
    // Sets the application font to the base font at factor (clamped). The base is the
    // application font as it was at the first call.
    static void apply(double factor);
};

} // namespace qmgrlab::ui
