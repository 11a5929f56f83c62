// JobListView: one transport's job lists at the current position (transport chosen in a
// selector): the scheduler's job list as cards with the preemption relations below it
// (JobListCanvas), and beside it, narrower, the by-time job list (TimeListCanvas). Cards slide
// to their new places when a preemption moves a job, if the controller allows animations.
#pragma once

#include <QStringList>
#include <QWidget>
#include <vector>

namespace qmgrlab::ui {

class JobListCanvas;
class SimulationController;
class TimeListCanvas;
class TransportSelector;

class JobListView : public QWidget {
    Q_OBJECT
public:
    explicit JobListView(SimulationController* controller, QWidget* parent = nullptr);

    // Small accessors for tests; jobs are named by message index.
    bool selectTransport(const QString& name);
    std::vector<int> cardOrder() const;    // scheduler's job list as shown
    std::vector<int> timeOrder() const;    // by-time job list as shown
    int currentCard() const;               // message of the card marked current, or -1
    bool cardIsBlocker(int message) const; // shown greyed with the blocker mark
    QStringList cardBlockingQueues(int message) const;
    int treeLevel(int message) const;  // level in the relations diagram
    int treeParent(int message) const; // parent in the diagram, -1 for none or "?"
    bool animating() const;

    static constexpr int kMaxCards = 200; // more jobs are summarised, not drawn

private:
    void rebuild();
    void refresh(bool animate);

    SimulationController* controller_;
    TransportSelector* transports_;
    JobListCanvas* canvas_;
    TimeListCanvas* timeList_;
};

} // namespace qmgrlab::ui
