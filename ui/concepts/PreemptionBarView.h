// SPDX-License-Identifier: GPL-3.0-or-later
// PreemptionBarView: the preemption test of the current step as two bars on one scale of
// delivery slots, labelled "at the decision" (the counters as the test read them, before the
// step's selection): the current job's credit (the whole slots of its counter, selections div
// the slot cost, then the loan, hatched) against the candidate's price (the slots it needs,
// outlined, and what is left of them after the discount, filled), each with its arithmetic, the
// verdict above them. Every figure is the step's PreemptionTest, the decision the narration states
// the same inequality from. A step that made no such test says so instead, and where the rule
// read the current job's counter and found it not above 0 (nothing weighed), states that counter
// as the job card does. A dock too short for the whole drawing gets it in a tighter form (less
// space, thinner bars, then smaller text) rather than a scroll bar.
#pragma once

#include "core/run/PreemptionTest.h"
#include "core/run/TestedCounter.h"
#include "ui/concepts/ConceptView.h"

#include <QString>
#include <cstddef>
#include <optional>

namespace qmgrlab::ui {

class SimulationController;

class PreemptionBarView : public ConceptView {
    Q_OBJECT
public:
    explicit PreemptionBarView(SimulationController* controller, QWidget* parent = nullptr);

    // A form of the drawing: the space between its parts and a bar's height in lines of its text,
    // and the text's size against the window's font.
    struct Form {
        double pad;
        double bar;
        double scale;
    };

    QSize sizeHint() const override;              // the roomiest form whole at the view's width
    int heightForWidth(int width) const override; // the least form's height (the least size's)

protected:
    void readPosition() override;
    void retranslate() override;
    void paint(QPainter& painter, const QRect& exposed) const override;

private:
    friend class PreemptionBarViewProbe; // tests/ui: the test shown and its texts

    // A text about n things: the singular source for 1, the plural one otherwise, each translated
    // with n (every language its own plural forms).
    static QString counted(int n, const char* one, const char* many);

    int formHeight(const Form& form, int width) const;
    // The roomiest form whole in the view's height, or the least one.
    const Form& shownForm() const;

    std::size_t step_ = 0; // 1-based step number of the test shown
    std::optional<PreemptionTest> test_;
    std::optional<TestedCounter> unweighed_; // the counter the rule read when it weighed no candidate
    // The step's selection passed jobs over as too big and weighed none (the narration's sentence
    // is read from the recording when the texts are made).
    bool tooBig_ = false;
    QString heading_;
    QString credit_;
    QString price_;
    QString verdict_;
};

} // namespace qmgrlab::ui
