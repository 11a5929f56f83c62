// TimelinePlot: the QCustomPlot that shows one transport's timeline: the legend on top, the
// delivery-slot band (key: slot number, in selection order) and below it the agent lanes (key:
// simulated seconds). Both parts zoom with the wheel and pan by dragging, each on its own axis;
// fit() shows the whole run. The view shows it on screen, the exporter paints it into files.
#pragma once

#include "ui/timeline/TimelineModel.h"

#include <memory>
#include <qcustomplot.h>

namespace qmgrlab::ui {

class DeliveryLanesPlottable;
class JobLegendElement;
class SlotBandPlottable;

class TimelinePlot : public QCustomPlot {
    Q_OBJECT
public:
    explicit TimelinePlot(QWidget* parent = nullptr);

    void setModel(std::shared_ptr<const TimelineModel> model);
    void fit();
    // Pans the slot band and the lanes, if needed, so that the current position is in view.
    void keepCurrentInView();

    SlotBandPlottable* band() const { return band_; }
    DeliveryLanesPlottable* lanes() const { return lanes_; }
    QCPAxisRect* bandRect() const { return bandRect_; }
    QCPAxisRect* lanesRect() const { return lanesRect_; }

private:
    void clampSlotRange(const QCPRange& range);
    void clampTimeRange(const QCPRange& range);
    void clampLaneRange(const QCPRange& range);

    std::shared_ptr<const TimelineModel> model_;
    JobLegendElement* legend_;
    QCPAxisRect* bandRect_;
    QCPAxisRect* lanesRect_;
    SlotBandPlottable* band_;
    DeliveryLanesPlottable* lanes_;
};

} // namespace qmgrlab::ui
