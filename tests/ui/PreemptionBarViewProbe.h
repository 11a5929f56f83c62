// SPDX-License-Identifier: GPL-3.0-or-later
// PreemptionBarViewProbe: what a PreemptionBarView shows, for the GUI tests: the preemption test
// it draws (none when the step made none), and its heading, credit, price and verdict texts.
#pragma once

#include "ui/concepts/PreemptionBarView.h"

namespace qmgrlab::ui {

class PreemptionBarViewProbe {
public:
    explicit PreemptionBarViewProbe(const PreemptionBarView& view) : view_(view) {}

    const std::optional<PreemptionTest>& test() const { return view_.test_; }
    const QString& heading() const { return view_.heading_; }
    const QString& credit() const { return view_.credit_; }
    const QString& price() const { return view_.price_; }
    const QString& verdict() const { return view_.verdict_; }

private:
    const PreemptionBarView& view_;
};

} // namespace qmgrlab::ui
