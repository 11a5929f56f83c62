// SPDX-License-Identifier: GPL-3.0-or-later
// PreemptionTreeLayout: where the preemption relations of a transport's jobs are drawn, as in
// SCHEDULER_README's figures: the level-0 jobs in a row joined like 1--2--3, each preempting
// job one row per stack level below, under its parent; a job whose parent is gone (it was
// adopted by its grandparent and kept its stack level) hangs under a "?" placeholder at the
// level in between, and a job with no parent left at all under a "?" of its own at level 0.
// Siblings are ordered as their parent lists its children; each parent is centred over its
// children, subtrees never overlap. A plain class: jobs in, node rectangles and edges out.
#pragma once

#include "ui/joblist/JobCard.h"

#include <QLineF>
#include <QPointF>
#include <QRectF>
#include <vector>

namespace qmgrlab::ui {

class PreemptionTreeLayout {
public:
    struct Geometry {
        double nodeWidth = 84.0;
        double nodeHeight = 40.0;
        double nodeGap = 14.0;    // between neighbouring subtrees under one parent
        double rootGap = 26.0;    // between neighbouring level-0 subtrees
        double levelPitch = 74.0; // from one level's row to the next
    };

    struct Node {
        int message = -1; // -1: a "?" placeholder (a parent that is gone)
        int card = -1;    // index into the cards laid out, -1 for a placeholder
        int level = 0;
        int parent = -1;           // index into nodes(), -1 for a level-0 node
        std::vector<int> children; // indices into nodes(), left to right
        double width = 0.0;        // of the subtree
        QRectF rect;
    };

    struct Edge {
        enum class Kind { Row, Preemption }; // Row: level-0 neighbours; Preemption: parent to child
        Kind kind = Kind::Row;
        int from = -1; // indices into nodes(): the left neighbour or the parent
        int to = -1;
        // The line between the two nodes drawn at these rectangles: side to side for a row,
        // bottom centre to top centre for a preemption.
        QLineF line(const QRectF& fromRect, const QRectF& toRect) const;
    };

    // cards: the scheduler's job list in order; origin: the top left of the level-0 row.
    void layout(const std::vector<JobCard>& cards, const Geometry& geometry, QPointF origin);

    const std::vector<Node>& nodes() const { return nodes_; }
    const std::vector<int>& roots() const { return roots_; } // level-0 nodes, left to right
    const std::vector<Edge>& edges() const { return edges_; }
    int maxLevel() const { return maxLevel_; }
    double width() const { return width_; } // of the whole row of subtrees
    int nodeOf(int message) const;          // index into nodes(), or -1

private:
    int addNode(int message, int card, int level, int parent);
    void attach(const std::vector<JobCard>& cards, int parentNode, int card);
    void orderSiblings(const std::vector<JobCard>& cards);
    double measure(int node);
    void place(int node, double left);

    Geometry geometry_;
    QPointF origin_;
    std::vector<Node> nodes_;
    std::vector<int> roots_;
    std::vector<Edge> edges_;
    int maxLevel_ = 0;
    double width_ = 0.0;
};

} // namespace qmgrlab::ui
