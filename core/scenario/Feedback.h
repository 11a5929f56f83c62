// SPDX-License-Identifier: GPL-3.0-or-later
// Feedback: a destination concurrency feedback amount as main.cf spells it
// ("1", "0.25", "1/8", "1/concurrency", "1/sqrt_concurrency"), and which reading of the
// square-root form applies: Postfix 3.12's (compiled out, the constant 1) or the historical
// README-era one (N divided by the square root of the window), which a scenario opts into.
#pragma once

#include <cmath>
#include <string>

namespace qmgrlab {

// How "N/sqrt_concurrency" is read. Postfix3_12 is the default and the only reading the
// conformance suite knows; HistoricalSqrt is the Postfix 2.5-era variant measured in
// SCHEDULER_README, never Postfix 3.12 behaviour.
enum class SqrtFeedback { Postfix3_12, HistoricalSqrt };

class Feedback {
public:
    enum class Form { Constant, PerConcurrency, PerSqrtConcurrency };

    Feedback() = default;
    static Feedback constant(double value) { return Feedback(Form::Constant, value); }
    static Feedback perConcurrency(double base) { return Feedback(Form::PerConcurrency, base); }
    // The historical square-root form: base / sqrt(window).
    static Feedback perSqrtConcurrency(double base) { return Feedback(Form::PerSqrtConcurrency, base); }

    // The amount of feedback for one delivery, given the queue's window at
    // that moment (IEEE double, as Postfix computes it).
    double amount(int window) const {
        switch (form_) {
        case Form::PerConcurrency:
            return base_ / window;
        case Form::PerSqrtConcurrency:
            return base_ / std::sqrt(static_cast<double>(window));
        case Form::Constant:
            break;
        }
        return base_;
    }

    Form form() const { return form_; }
    double base() const { return base_; }

private:
    Feedback(Form form, double base) : form_(form), base_(base) {}

    Form form_ = Form::Constant;
    double base_ = 1.0;
};

} // namespace qmgrlab
