// SPDX-License-Identifier: GPL-3.0-or-later
// DrawnFigure: where a painted figure put its parts, for a reader of the layout (the handout's
// tests that no part covers another or leaves its block): per block (a transport's timeline or
// job list) the area it was given and the parts drawn in it, each named (a timeline's heading,
// slot string, legend rows, slot band, agent lanes, each axis' tick labels and title; a job
// list's label, headings, relations' levels and nodes, cards), in the coordinates of the painter
// the figure was painted with. The timeline plot (TimelinePlot::drawnParts) and the job list's
// canvas (JobListCanvas::drawnParts) name their parts as they laid them out and drew them, the
// pages that place them the rest.
#pragma once

#include <QPointF>
#include <QRectF>
#include <QString>
#include <vector>

namespace qmgrlab::ui {

struct DrawnFigure {
    struct Part {
        QString name;
        QRectF rect;
    };
    struct Block {
        QString name; // what the block shows (a transport's name)
        QRectF area;
        std::vector<Part> parts;
    };
    QRectF area; // what the blocks share
    std::vector<Block> blocks;

    // The figure moved by offset: drawn with a painter translated by it.
    void translate(QPointF offset) {
        area.translate(offset);
        for (Block& block : blocks) {
            block.area.translate(offset);
            for (Part& part : block.parts)
                part.rect.translate(offset);
        }
    }
};

} // namespace qmgrlab::ui
