// SPDX-License-Identifier: GPL-3.0-or-later
// FeedbackView: the concurrency feedback of the current step, painted, one card per feedback the
// step recorded (the narration tells each): the destination's window before and after as a row of
// cells; after a delivery, whether the window moved or not (the count within the hysteresis, or a
// failure's window at its floor of 1), the success (failure) count with the feedback amount added
// (taken) and the half-step hysteresis checked against the window's step, one row per turn of the
// loop ("5 to 3"); a success that got no feedback and why (at the concurrency limit,
// or the window not in use); after a failure, the failed pseudo-cohorts summed against the limit
// that declares the destination dead (1/5 + 1/3 + 1/2 ≥ 1). Every figure is the step's
// FeedbackDecision, written by Narrator's own formatting, so the view and the narration cannot
// disagree (test_concepts). At a step without feedback the latest one before it stays, labelled
// with its step. A dock too short for the whole drawing gets it in a tighter form (less space,
// smaller cells and rows, the window beside the title, then smaller text) rather than a scroll
// bar.
#pragma once

#include "core/trace/FeedbackDecision.h"
#include "ui/concepts/ConceptView.h"

#include <QString>
#include <cstddef>
#include <vector>

namespace qmgrlab::ui {

class SimulationController;

class FeedbackView : public ConceptView {
    Q_OBJECT
public:
    explicit FeedbackView(SimulationController* controller, QWidget* parent = nullptr);

    // A form of the drawing: the space between its parts, a window cell's side and a row of the
    // count's gauge in lines of its text, the text's size against the window's font, and whether
    // the window's words go beside the title and its cells beside the words where they fit.
    struct Form {
        double pad;
        double cell;
        double row;
        double scale;
        bool beside;
    };

    QSize sizeHint() const override;              // the roomiest form whole at the view's width
    int heightForWidth(int width) const override; // the least form's height (the least size's)

protected:
    void readPosition() override;
    void retranslate() override;
    void paint(QPainter& painter, const QRect& exposed) const override;

private:
    friend class FeedbackViewProbe; // tests/ui: the feedbacks shown and their texts

    // One feedback as drawn: its record and its texts (empty where the feedback has no such part).
    struct Card {
        FeedbackDecision feedback;
        std::vector<int> cohortWindows; // the failed pseudo-cohorts' windows, oldest first
        QString title;
        QString window;
        QString count;   // the amount and the count's sum
        QString loop;    // the hysteresis loop
        QString held;    // why a success got no feedback
        QString cohorts; // the failed pseudo-cohorts against the limit
        QString revival; // how long a destination declared dead stays dead
    };

    // Lays the cards out in a form at width and paints them when painter is given; returns the
    // height, and in gaugeBottom (when given and negative) where the first count's gauge and
    // its scale end.
    double layOut(const Form& form, double width, QPainter* painter, double* gaugeBottom = nullptr) const;
    double firstGaugeBottom() const; // as drawn now; negative without a gauge
    int formHeight(const Form& form, int width) const;
    // The roomiest form whole in the view's height, or the least one.
    const Form& shownForm() const;

    std::size_t step_ = 0;      // the position, 1-based (0: before the first step)
    std::size_t shownStep_ = 0; // 1-based step of the feedbacks shown (step_ or the latest before it)
    std::vector<Card> cards_;
    QString heading_;
};

} // namespace qmgrlab::ui
