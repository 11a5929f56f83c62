// SPDX-License-Identifier: GPL-3.0-or-later
// DeferredQueueView: the deferred queue at the current position (contract v2). A table lists
// the messages waiting in it, each with its recipients still to deliver, when it was deferred,
// its age then, the backoff that age gave (between minimal_backoff_time and
// maximal_backoff_time), its next retry time (the file time of the trace's defer_msg) and the
// time left until then. Below, a time axis (QCustomPlot) shows up to the current position the
// deferred-queue scans (ticks on the top row, with how many messages each listed), each
// message's waits in the queue (a bar from its deferral to its retry time) and the expiries
// (crosses). Everything is read from the Inspector and the recorded trace. A scenario without
// the deferred queue shows a sentence saying so instead.
#pragma once

#include "ui/common/RefreshWhenShown.h"
#include "ui/common/RetryEventIndex.h"

#include <QString>
#include <QWidget>
#include <cstdint>
#include <vector>

class QCustomPlot;
class QLabel;
class QStackedWidget;
class QTableWidget;

namespace qmgrlab::ui {

class SimulationController;

class DeferredQueueView : public QWidget {
    Q_OBJECT
public:
    explicit DeferredQueueView(SimulationController* controller, QWidget* parent = nullptr);

    // One message waiting in the deferred queue, as the table shows it.
    struct Waiting {
        int message = -1;              // scenario message index
        int recipients = -1;           // recipients deferred when it left the active queue (-1: unknown)
        std::int64_t deferredAtMs = 0; // its defer_msg
        std::int64_t ageS = 0;         // its age then, in whole seconds
        std::int64_t backoffS = 0;     // file time - deferral, in whole seconds
        std::int64_t retryAtMs = 0;    // its file time (defer_msg until)
        int visits = 0;                // visits of the active queue so far
    };

    // Small accessors for tests.
    const std::vector<Waiting>& waiting() const { return waiting_; }
    int scanCount() const { return static_cast<int>(scans_.size()); }      // scans up to the position
    int expiryCount() const { return static_cast<int>(expiries_.size()); } // expiries up to the position
    bool emptyStateShown() const;
    QString summaryText() const;
    QTableWidget* table() const { return table_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    RefreshWhenShown* refreshWhenShown_ = nullptr; // a refresh put off while out of sight
    struct Mark {
        std::int64_t t = 0;
        int message = -1;
        int count = 0; // scan: messages listed; expiry: recipients bounced
    };
    struct Wait {
        int message = -1;
        std::int64_t fromMs = 0;
        std::int64_t toMs = 0;
    };

    void rebuild();
    void refresh();
    void collect();
    void fillTable();
    void replot();
    QString backoffText(const Waiting& w) const;
    void retranslate();

    SimulationController* controller_;
    QStackedWidget* pages_;
    QLabel* empty_;
    QLabel* summary_;
    QLabel* key_;
    QTableWidget* table_;
    QCustomPlot* plot_;
    RetryEventIndex index_;
    std::vector<Waiting> waiting_;
    std::vector<Mark> scans_;
    std::vector<Mark> expiries_;
    std::vector<Wait> waits_;
};

} // namespace qmgrlab::ui
