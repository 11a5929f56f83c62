// SPDX-License-Identifier: GPL-3.0-or-later
// SweepWindowProbe: a SweepWindow for the GUI tests: its metrics checked as the list does it (and
// the list), the
// rule its fields break, a values field, the chart exported as its button does, and on the chart
// the heat map and the point under a position with the text its hover shows.
#pragma once

#include "ui/sweep/SweepPlot.h"
#include "ui/sweep/SweepWindow.h"

#include <QListWidget>

namespace qmgrlab::ui {

class SweepWindowProbe {
public:
    explicit SweepWindowProbe(SweepWindow& window) : window_(window) {}

    void setMetrics(const QStringList& names) { window_.setMetrics(names); }
    QStringList checkedMetrics() const { return window_.checkedMetrics(); }
    QListWidget* metricList() const { return window_.metrics_; }
    // The rule the current fields break, empty when they make a valid sweep.
    const QString& validationError() const { return window_.validationError_; }
    QLineEdit* valuesField(int axis) const { return window_.values_[axis]; }
    QString parameterName(int axis) const { return window_.parameter_[axis]->currentData().toString(); }
    bool exportPlot(const QString& path, QString* error) { return window_.exportPlot(path, error); }

    // The heat map (two parameters), else nullptr.
    QCPColorMap* colorMap() const { return window_.plot_->colorMap_; }
    // The point number under a position of the chart (from 1), or 0.
    std::size_t pointAt(QPointF position) const { return window_.plot_->pointAt(position); }
    QString pointText(std::size_t number) const { return window_.plot_->pointText(number); }

private:
    SweepWindow& window_;
};

} // namespace qmgrlab::ui
