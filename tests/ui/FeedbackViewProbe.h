// SPDX-License-Identifier: GPL-3.0-or-later
// FeedbackViewProbe: what a FeedbackView shows, for the GUI tests: the step whose feedbacks it
// draws (the position's, or the latest before it), each feedback's record and texts, and the
// heading over them.
#pragma once

#include "ui/concepts/FeedbackView.h"

#include <QStringList>

namespace qmgrlab::ui {

class FeedbackViewProbe {
public:
    explicit FeedbackViewProbe(const FeedbackView& view) : view_(view) {}

    std::size_t shownStep() const { return view_.shownStep_; } // 1-based; 0: none
    std::size_t count() const { return view_.cards_.size(); }
    const FeedbackDecision& feedback(std::size_t i) const { return view_.cards_[i].feedback; }
    const std::vector<int>& cohortWindows(std::size_t i) const { return view_.cards_[i].cohortWindows; }
    // Every text of a card, joined with a space.
    QString text(std::size_t i) const {
        const auto& c = view_.cards_[i];
        QStringList parts;
        for (const QString* part : {&c.title, &c.window, &c.count, &c.loop, &c.held, &c.cohorts, &c.revival})
            if (!part->isEmpty())
                parts << *part;
        return parts.join(QLatin1Char(' '));
    }
    const QString& window(std::size_t i) const { return view_.cards_[i].window; }
    const QString& cohorts(std::size_t i) const { return view_.cards_[i].cohorts; }
    const QString& heading() const { return view_.heading_; }
    // Where the first count's gauge and its scale end in the view as drawn now (negative: none).
    double gaugeBottom() const { return view_.firstGaugeBottom(); }

private:
    const FeedbackView& view_;
};

} // namespace qmgrlab::ui
