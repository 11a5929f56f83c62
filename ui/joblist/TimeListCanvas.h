// SPDX-License-Identifier: GPL-3.0-or-later
// TimeListCanvas: a painted picture of one transport's by-time job list: every job in the
// order its message entered the active queue (preemption never reorders it), with the
// recipient slots it holds, since the transport hands out its recipient pool along this list.
// The first job with unread recipients is marked. Sizes follow the widget's font; only the
// exposed rows are painted, so any number of jobs scrolls smoothly.
#pragma once

#include "ui/joblist/JobCard.h"

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

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    QFont scaledFont(double factor, bool bold) const;
    double em() const;
    double pad() const;
    double rowHeight() const;
    double headingHeight() const;
    void updateMinimumSize();

    std::vector<JobCard> jobs_;
};

} // namespace qmgrlab::ui
