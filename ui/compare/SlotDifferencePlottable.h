// SPDX-License-Identifier: GPL-3.0-or-later
// SlotDifferencePlottable: drawn over a variant's delivery-slot band, it outlines the slots
// whose message differs from the first variant's slot at the same index (or that the first
// variant does not have), so the places where two slot strings part stand out. Only the
// visible slots are drawn; the outline colour follows the plot's theme.
#pragma once

#include "ui/common/DrawnPlottable.h"

#include <vector>

namespace qmgrlab::ui {

class SlotDifferencePlottable : public DrawnPlottable {
    Q_OBJECT
public:
    SlotDifferencePlottable(QCPAxis* keyAxis, QCPAxis* valueAxis);

    // differs[i]: slot i (cell [i + 0.5, i + 1.5) on the key axis) is marked.
    void setDifferences(std::vector<bool> differs);
    const std::vector<bool>& differences() const { return differs_; }

protected:
    std::optional<QCPRange> keyRange() const override;
    std::optional<QCPRange> valueRange() const override;
    void draw(QCPPainter* painter) override;

private:
    QPen outlinePen() const;

    std::vector<bool> differs_;
};

} // namespace qmgrlab::ui
