// SPDX-License-Identifier: GPL-3.0-or-later
// DestinationsView: every destination queue at the current position in a table (window, busy,
// todo, dead or alive with its revival time, the blocking mark, success, failure and failed
// cohorts), and below it a plot of the chosen queues' concurrency windows over time (lines)
// with their busy counts (filled), their dead periods hatched and a gap while they are not in
// memory; a queue suspended by its rate delay is dotted (no window line while suspended), the
// times its server is down are strips under the zero line, and the time its transport's agents
// could not start (xdead .. xalive) is a grey band. The history is the queue manager's own record of each
// queue (Recording's queue histories) up to the current position; tick "Plot" in a row to show a queue. Click
// a column header to sort the table.
#pragma once

#include "core/run/RetryEventIndex.h"
#include "core/run/TransportWaits.h"
#include "ui/common/RefreshWhenShown.h"

#include <QColor>
#include <QMargins>
#include <QSharedPointer>
#include <QWidget>
#include <cstdint>
#include <vector>

class QCPAxisTickerFixed;
class QLabel;
class QCPItemText;
class QCPTextElement;
class QCustomPlot;
class QSortFilterProxyModel;
class QSplitter;
class QTableView;

namespace qmgrlab::ui {

class DestinationsTableModel;
class SimulationController;

class DestinationsView : public QWidget {
    Q_OBJECT
public:
    explicit DestinationsView(SimulationController* controller, QWidget* parent = nullptr);
    ~DestinationsView() override;

    static constexpr int kDefaultPlotted = 4;
    static constexpr int kCompactRows = 3;

    // Compact (the lecture layout, under the narration): no hint and Fit button above the plot,
    // its key and axis titles in its tooltip, a lower plot and a table of at most kCompactRows rows (the
    // others scroll), so that the table and the plot fit a short dock.
    void setCompact(bool compact);

protected:
    void changeEvent(QEvent* event) override;                   // the theme's colours follow a palette change
    bool eventFilter(QObject* watched, QEvent* event) override; // the table's width: fitStateColumn

private:
    friend class DestinationsViewProbe; // tests/ui: the table and what the plot shows

    RefreshWhenShown* refreshWhenShown_ = nullptr; // a refresh put off while out of sight
    // A queue's state from one of its records on.
    struct Point {
        std::int64_t t = 0; // milliseconds
        int window = 0;     // 0: dead
        int busy = 0;
        bool inMemory = true; // false from its deletion on
    };
    struct Plotted {
        int history = -1; // index into the recording's queue histories
        std::vector<Point> points;
    };
    void rebuild();
    void refresh();
    // Compact: the State column as wide as the table shows after the columns before it, a text
    // longer than that wrapped onto a second line of its row rather than cut.
    void fitStateColumn();
    void collect(); // the plotted queues' histories up to the current position
    static QColor colourOf(const Plotted& queue);
    void replot(); // their graphs, reduced to the visible time range
    // Once the plot is laid out: compact, its least height; the y ticks spaced for its height,
    // the labels of the windows at the current position beside their lines' ends, apart from
    // each other.
    void placeForLayout();
    void fit();
    void applyFonts(); // the table's and the plot's text at the view's font (the zoom)
    std::vector<TimeInterval> serverDown(int history) const;    // the scenario's down times, up to now
    std::vector<TimeInterval> transportDead(int history) const; // xdead .. xalive, up to the position

    SimulationController* controller_;
    DestinationsTableModel* model_;
    QSortFilterProxyModel* sorted_;
    QTableView* tableView_;
    QSplitter*
        splitter_; // the table over the plot, in the view's font (compact, smaller), at least 12 points
    QCustomPlot* plot_;
    QWidget* plotHeader_; // the hint and the Fit button
    QLabel* noQueue_;     // in the plot's place while no queue is plotted
    QCPTextElement* key_; // the key above the plot
    QString keyText_;
    bool compact_ = false;
    QMargins margins_; // the layout's, restored when not compact
    std::vector<Plotted> plotted_;
    // The window each plotted line ends with (the table's), as a label by the line's end framed in
    // the queue's colour; lines ending at the same window share one, framed in the text's colour.
    struct NowLabel {
        std::vector<int> histories; // the queues at this window: one label for them all
        QCPItemText* text = nullptr;
        double window = 0.0;
    };
    std::vector<NowLabel> nowLabels_;
    QSharedPointer<QCPAxisTickerFixed> yTicker_;
    RetryEventIndex retryEvents_;
    double top_ = 1.0;      // highest window or busy count plotted, plus one
    bool autoRange_ = true; // until the user zooms or pans
    bool replotting_ = false;
};

} // namespace qmgrlab::ui
