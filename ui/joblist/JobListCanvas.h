// JobListCanvas: a painted picture of one transport's scheduler job list: one card per
// job in list order (the order entries are selected in), the current job outlined, blockers
// greyed and hatched with the destinations they wait for; each card shows the job's entries,
// delivery slots, recipient slots and stack level. Above them, the preemption relations drawn
// like SCHEDULER_README's figures: level-0 jobs in a row, each preempting job under its parent
// with a line, a "?" where a parent is gone (PreemptionTreeLayout). When the order changes
// (a preemption, a new or a retired job) cards and nodes slide to their new places.
#pragma once

#include "ui/joblist/JobCard.h"
#include "ui/joblist/PreemptionTreeLayout.h"

#include <QRectF>
#include <QVariantAnimation>
#include <QWidget>
#include <unordered_map>
#include <vector>

namespace qmgrlab::ui {

class JobListCanvas : public QWidget {
    Q_OBJECT
public:
    explicit JobListCanvas(QWidget* parent = nullptr);

    // cards: the first jobs of the scheduler's list, in order; hidden: how many more there are.
    void setJobs(std::vector<JobCard> cards, int hidden, bool animate);
    void setEmptyText(const QString& text);

    const std::vector<JobCard>& cards() const { return cards_; }
    bool animating() const { return animation_.state() == QAbstractAnimation::Running; }
    // Level and parent shown in the relations diagram (parent: a message index, -1 for none or
    // a "?" placeholder).
    int treeLevel(int message) const;
    int treeParent(int message) const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool event(QEvent* event) override;

private:
    void layout();
    void layoutCards();
    QRectF shown(int key, const QRectF& target) const;
    void paintCard(QPainter& painter, const JobCard& card, int position, const QRectF& rect) const;
    void paintTree(QPainter& painter, const QRect& exposed) const;
    QString toolTipAt(const QPoint& pos) const;

    std::vector<JobCard> cards_;
    int hidden_ = 0;
    QString emptyText_;
    std::vector<QRectF> cardRects_;
    PreemptionTreeLayout tree_;
    double cardsTop_ = 0.0;
    double cardsBottom_ = 0.0;
    double treeTop_ = 0.0;
    // Where each card (key: message) and tree node (key: message + offset) was drawn last,
    // the starting points of the slide.
    std::unordered_map<int, QRectF> from_;
    QVariantAnimation animation_;
};

} // namespace qmgrlab::ui
