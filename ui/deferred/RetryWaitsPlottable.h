// SPDX-License-Identifier: GPL-3.0-or-later
// RetryWaitsPlottable: the deferred-queue view's message rows (value k = row k), each of a
// message's waits in the deferred queue drawn as a bar of its own from the delivery attempt that
// deferred it (a tick reaching above and below the row) to its retry time, its backoff written in
// it when the text fits, and a gap between one retry's bar and the next: a backoff that doubles is
// a bar twice as long, never part of one long bar.
#pragma once

#include "ui/common/DrawnPlottable.h"

#include <QFont>
#include <QString>
#include <cstdint>
#include <utility>
#include <vector>

namespace qmgrlab::ui {

class RetryWaitsPlottable : public DrawnPlottable {
    Q_OBJECT
public:
    struct Wait {
        int row = 0;
        int message = 0; // scenario message index: its colour
        std::int64_t fromMs = 0;
        std::int64_t toMs = 0;
        QString label; // its backoff
    };

    RetryWaitsPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis);

    void setWaits(std::vector<Wait> waits) { waits_ = std::move(waits); }
    const std::vector<Wait>& waits() const { return waits_; }
    void setLabelFont(const QFont& font) { labelFont_ = font; }
    // The waits whose backoff the last drawing wrote in their bar.
    int labelsDrawn() const { return labelsDrawn_; }

protected:
    std::optional<QCPRange> keyRange() const override;
    std::optional<QCPRange> valueRange() const override;
    void draw(QCPPainter* painter) override;

private:
    std::vector<Wait> waits_;
    QFont labelFont_;
    int labelsDrawn_ = 0;
};

} // namespace qmgrlab::ui
