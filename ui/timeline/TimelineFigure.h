// SPDX-License-Identifier: GPL-3.0-or-later
// TimelineFigure: where a painted timeline put its parts, for a reader of the layout (the
// handout's test that no part covers another or leaves its block): per transport the block it
// was given and the parts drawn in it, each named (the heading, the slot string, the legend's
// rows, the slot band, the agent lanes, each axis' tick labels and title), in the coordinates of
// the painter the timeline was painted with. The plot (TimelinePlot::drawnParts) names its
// parts as QCustomPlot laid them out and drew them, the timeline export the rest.
#pragma once

#include <QRectF>
#include <QString>
#include <vector>

namespace qmgrlab::ui {

struct TimelineFigure {
    struct Part {
        QString name;
        QRectF rect;
    };
    struct Block {
        QString transport;
        QRectF area;
        std::vector<Part> parts;
    };
    QRectF area; // what the blocks share
    std::vector<Block> blocks;
};

} // namespace qmgrlab::ui
