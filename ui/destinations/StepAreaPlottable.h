// SPDX-License-Identifier: GPL-3.0-or-later
// StepAreaPlottable: the area under a step function (a value that holds from each sample's key
// to the next one's) filled with a brush, one rectangle per constant run, for the visible keys
// only. Filling the same area as a QCPGraph polygon costs milliseconds per thousand steps
// (every vertical edge crosses the scanlines); rectangles cost microseconds.
#pragma once

#include "ui/common/DrawnPlottable.h"

namespace qmgrlab::ui {

class StepAreaPlottable : public DrawnPlottable {
    Q_OBJECT
public:
    StepAreaPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis);

    // samples: ascending keys; the last sample's value ends at its key.
    void setSamples(QVector<QCPGraphData> samples) { samples_ = std::move(samples); }

protected:
    std::optional<QCPRange> keyRange() const override;
    std::optional<QCPRange> valueRange() const override;
    void draw(QCPPainter* painter) override;

private:
    QVector<QCPGraphData> samples_;
};

} // namespace qmgrlab::ui
