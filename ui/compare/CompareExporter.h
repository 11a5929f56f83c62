// SPDX-License-Identifier: GPL-3.0-or-later
// CompareExporter: the whole comparison as one page, PNG, SVG or PDF by the file suffix, written
// by the one PageWriter as the timeline export is: a title, then each variant's
// title, position, slot string and timeline (slot band with the differing slots outlined, and
// the agent lanes) at the shared position and on the scale the window shows, then the metrics
// table with the better values bold (CompareTable's rule: ties all bold). Painted in the light
// theme unless another is asked for.
#pragma once

#include "ui/common/Theme.h"

#include <QCoreApplication>
#include <QString>

class QCPPainter;

namespace qmgrlab::ui {

class CompareMetricsModel;
class CompareTimelines;

class CompareExporter {
    Q_DECLARE_TR_FUNCTIONS(CompareExporter)
public:
    CompareExporter(const CompareTimelines& timelines, const CompareMetricsModel& metrics, QString title);

    // Writes the page; false with a one-line *error for an unknown suffix or an unwritable path
    // (nothing is left behind then).
    bool write(const QString& path, QString* error, const Theme& theme = Theme::light()) const;

private:
    QSize pageSize() const;
    void paint(QCPPainter& painter, QSize size, const Theme& theme) const;
    int paintTable(QCPPainter& painter, int top, int width, const Theme& theme) const;

    const CompareTimelines& timelines_;
    const CompareMetricsModel& metrics_;
    QString title_;
};

} // namespace qmgrlab::ui
