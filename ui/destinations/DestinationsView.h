// DestinationsView: every destination queue at the current position in a table (window, busy,
// todo, dead or alive with its revival time, the blocking mark, success, failure and failed
// cohorts), and below it a plot of the chosen queues' concurrency windows over time (lines)
// with their busy counts (filled) and their dead periods hatched. The history comes from the
// recording up to the current position (QueueHistory); tick "Plot" in a row to show a queue.
#pragma once

#include "ui/destinations/QueueHistory.h"

#include <QWidget>
#include <memory>
#include <vector>

class QCustomPlot;
class QTableView;

namespace qmgrlab::ui {

class DestinationsTableModel;
class SimulationController;

class DestinationsView : public QWidget {
    Q_OBJECT
public:
    explicit DestinationsView(SimulationController* controller, QWidget* parent = nullptr);
    ~DestinationsView() override;

    // Small accessors for tests.
    const DestinationsTableModel& table() const { return *model_; }
    void setPlotted(int row, bool on); // by table row
    int plottedCount() const;          // queues in the plot
    // The window the plot shows for a table row's queue at time ms, or -1 if it is not plotted.
    int plottedWindowAt(int row, double ms) const;

    static constexpr int kDefaultPlotted = 4;

private:
    struct Plotted {
        int track = -1;
        std::vector<QueueHistory::Point> points;
    };

    void rebuild();
    void refresh();
    void collect(); // the plotted queues' histories up to the current position
    void replot();  // their graphs, reduced to the visible time range
    void fit();

    SimulationController* controller_;
    DestinationsTableModel* model_;
    QTableView* tableView_;
    QCustomPlot* plot_;
    std::unique_ptr<QueueHistory> history_;
    std::vector<Plotted> plotted_;
    double top_ = 1.0;      // highest window or busy count plotted, plus one
    bool autoRange_ = true; // until the user zooms or pans
    bool replotting_ = false;
};

} // namespace qmgrlab::ui
