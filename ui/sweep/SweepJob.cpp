// SPDX-License-Identifier: GPL-3.0-or-later
// SweepJob: a QThread runs runSweep; each result is posted to this object's (the GUI) thread
// with a queued call, so no result is ever handled on a worker thread.
#include "ui/sweep/SweepJob.h"

#include <QThread>
#include <utility>

namespace qmgrlab::ui {

SweepJob::SweepJob(QObject* parent) : QObject(parent) {}

SweepJob::~SweepJob() {
    if (thread_ != nullptr) {
        cancel_ = true;
        thread_->wait();
        delete thread_;
    }
}

bool SweepJob::start(const Scenario& base, const QString& sourceName, const SweepGrid& grid,
                     const std::vector<std::size_t>& points, unsigned threads) {
    if (thread_ != nullptr)
        return false;
    cancel_ = false;
    thread_ = QThread::create([this, base, name = sourceName.toStdString(), grid, points, threads] {
        runSweep(
            base, name, grid, points, threads,
            [this](SweepPointResult result) {
                QMetaObject::invokeMethod(
                    this, [this, result = std::move(result)] { Q_EMIT pointFinished(result); },
                    Qt::QueuedConnection);
            },
            &cancel_);
    });
    connect(thread_, &QThread::finished, this, &SweepJob::onThreadFinished, Qt::QueuedConnection);
    thread_->start();
    return true;
}

void SweepJob::cancel() {
    if (thread_ != nullptr)
        cancel_ = true;
}

// Queued after every result the worker posted, so finished() comes after the last point.
void SweepJob::onThreadFinished() {
    thread_->wait();
    delete thread_;
    thread_ = nullptr;
    Q_EMIT finished(cancel_.load());
}

} // namespace qmgrlab::ui
