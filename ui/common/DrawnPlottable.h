// SPDX-License-Identifier: GPL-3.0-or-later
// DrawnPlottable: the base of qmgrlab's own QCustomPlot plottables (the slot band, the delivery
// lanes, the differing slots, the step areas, the segment bars), which draw their data themselves.
// None is selected with the mouse (their views find what lies under the pointer from their own
// data), none stands in a plot's legend (their views draw their keys), and each says only which
// key and value ranges its data spans, for the axes to fit them.
#pragma once

#include <optional>
#include <qcustomplot.h>

namespace qmgrlab::ui {

class DrawnPlottable : public QCPAbstractPlottable {
    Q_OBJECT
public:
    DrawnPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis);

    double selectTest(const QPointF& pos, bool onlySelectable, QVariant* details = nullptr) const final;
    QCPRange getKeyRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth) const final;
    QCPRange getValueRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth,
                           const QCPRange& inKeyRange = QCPRange()) const final;

protected:
    // The ranges the data spans on the key and the value axis; nothing while there is no data.
    virtual std::optional<QCPRange> keyRange() const = 0;
    virtual std::optional<QCPRange> valueRange() const = 0;
    // Not in any legend: a legend that listed one anyway would show its brush.
    void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const final;
};

} // namespace qmgrlab::ui
