// SPDX-License-Identifier: GPL-3.0-or-later
// SweepJob: one sweep run off the GUI thread. It hands the core's runSweep (core/SweepRunner)
// a worker thread and a cancel flag, and brings each finished point back to the GUI thread as
// a signal, in the order the points finish. Cancelling stops new points from starting; the
// points already running still finish and are reported before finished() is emitted.
#pragma once

#include "core/scenario/Scenario.h"
#include "core/whatif/SweepGrid.h"
#include "core/whatif/SweepRunner.h"

#include <QObject>
#include <QString>
#include <atomic>
#include <cstddef>
#include <vector>

class QThread;

namespace qmgrlab::ui {

class SweepJob : public QObject {
    Q_OBJECT
public:
    explicit SweepJob(QObject* parent = nullptr);
    // Cancels a running sweep and waits for its worker to end.
    ~SweepJob() override;

    // Starts the given points of grid over base (worker threads: 0 for every core). Returns
    // false when a sweep is still running.
    bool start(const Scenario& base, const QString& sourceName, const SweepGrid& grid,
               const std::vector<std::size_t>& points, unsigned threads = 0);
    bool running() const { return thread_ != nullptr; }
    // Lets the points already running finish, starts no other.
    void cancel();
    bool cancelled() const { return cancel_.load(); }

Q_SIGNALS:
    void pointFinished(const qmgrlab::SweepPointResult& result);
    void finished(bool cancelled);

private:
    void onThreadFinished();

    QThread* thread_ = nullptr;
    std::atomic<bool> cancel_{false};
};

} // namespace qmgrlab::ui
