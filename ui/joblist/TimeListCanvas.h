// TimeListCanvas: a painted picture of one transport's by-time job list: every job in the
// order its message entered the active queue (preemption never reorders it), with the
// recipient slots it holds, since the transport hands out its recipient pool along this list.
// The first job with unread recipients is marked.
#pragma once

#include "ui/joblist/JobCard.h"

#include <QWidget>
#include <vector>

namespace qmgrlab::ui {

class TimeListCanvas : public QWidget {
    Q_OBJECT
public:
    explicit TimeListCanvas(QWidget* parent = nullptr);

    // jobs: the first jobs of the by-time list, in order; hidden: how many more there are.
    void setJobs(std::vector<JobCard> jobs, int hidden);
    const std::vector<JobCard>& jobs() const { return jobs_; }

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    double rowHeight() const;
    double headingHeight() const;

    std::vector<JobCard> jobs_;
    int hidden_ = 0;
};

} // namespace qmgrlab::ui
