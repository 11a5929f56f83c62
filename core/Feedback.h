// SPDX-License-Identifier: GPL-3.0-or-later
// Feedback: a destination concurrency feedback amount as main.cf spells it
// ("1", "0.25", "1/8", "1/concurrency", "1/sqrt_concurrency").
#pragma once

#include <string>

namespace qmgrlab {

class Feedback {
public:
    enum class Form { Constant, PerConcurrency };

    Feedback() = default;
    static Feedback constant(double value) { return Feedback(Form::Constant, value); }
    static Feedback perConcurrency(double base) { return Feedback(Form::PerConcurrency, base); }

    // The amount of feedback for one delivery, given the queue's window at
    // that moment (IEEE double, as Postfix computes it).
    double amount(int window) const { return form_ == Form::Constant ? base_ : base_ / window; }

    Form form() const { return form_; }
    double base() const { return base_; }

private:
    Feedback(Form form, double base) : form_(form), base_(base) {}

    Form form_ = Form::Constant;
    double base_ = 1.0;
};

} // namespace qmgrlab
