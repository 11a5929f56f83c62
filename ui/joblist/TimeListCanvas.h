// SPDX-License-Identifier: GPL-3.0-or-later
// TimeListCanvas: a painted picture of one transport's by-time job list: every job in the
// order its message entered the active queue (preemption never reorders it), with the
// recipient slots it holds, since the transport hands out its recipient pool along this list.
// The first job with unread recipients is marked. Sizes follow the widget's font; the heading
// and the two column labels wrap in the width the canvas gets (each label in its own column,
// side by side, a word broken only where it is wider than its column), so that no language
// cuts them or runs one into the other; only the exposed rows are painted, so any number of
// jobs scrolls smoothly.
#pragma once

#include "ui/common/DrawnFigure.h"
#include "ui/joblist/JobCard.h"

#include <QRectF>
#include <QString>
#include <QWidget>
#include <vector>

namespace qmgrlab::ui {

class TimeListCanvas : public QWidget {
    Q_OBJECT
public:
    explicit TimeListCanvas(QWidget* parent = nullptr);

    // jobs: the by-time list, in order.
    void setJobs(std::vector<JobCard> jobs);
    const std::vector<JobCard>& jobs() const { return jobs_; }

    // Wide enough for the rows, and for the heading and the column labels on one line each
    // where that is not much wider.
    QSize sizeHint() const override;
    // The least width that shows a row's name and counts; the scroll area that holds the list is
    // never narrower (a sideways scroll would hide the counts and the labels over them).
    int leastWidth() const;
    // Where the last layout put the heading and the column labels (as wrapped) and each row, in
    // the canvas' coordinates, for a reader of the layout (a test that none covers another or
    // leaves the canvas).
    std::vector<DrawnFigure::Part> drawnParts() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool event(QEvent* event) override;

private:
    // A text written in a box, wrapped to its width.
    struct Label {
        QRectF box;
        QString text; // as drawn: breakable inside a word wider than the box
    };

    QFont scaledFont(double factor, bool bold) const;
    double em() const;
    double pad() const;
    double rowHeight() const;
    QString headingText() const;
    QString arrivalText() const;
    QString slotsText() const;
    // The heading and the column labels placed for the canvas' width, the rows' top under them,
    // and the least size that shows them and every row.
    void layoutLabels();
    QRectF rowRect(int row) const;

    std::vector<JobCard> jobs_;
    Label heading_;
    Label arrival_; // over the jobs' names, on the left
    Label slots_;   // over their counts, on the right
    double rowsTop_ = 0.0;
};

} // namespace qmgrlab::ui
