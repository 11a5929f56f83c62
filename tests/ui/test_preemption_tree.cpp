// SPDX-License-Identifier: GPL-3.0-or-later
// test_preemption_tree: PreemptionTreeLayout against SCHEDULER_README's preemption figures.
// Jobs are named by their number in the figures (job id = message index = that number). With
// nodes 100 wide and 40 high, 14 apart under one parent, 26 apart at level 0, levels 74 apart
// and the level-0 row's top left at (10, 20), every position below is worked out by hand:
// a subtree is as wide as its children side by side (or one node), a parent is centred over
// its children, and level-0 subtrees follow each other in job list order.
#include "ui/joblist/PreemptionTreeLayout.h"

#include <QTest>
#include <algorithm>
#include <tuple>
#include <vector>

using namespace qmgrlab;
using namespace qmgrlab::ui;

namespace {

JobCard job(int number, int level, int parent = kNone, std::vector<JobId> children = {}) {
    JobCard card;
    card.info.id = number;
    card.info.message = number;
    card.info.stackLevel = level;
    card.info.parent = parent;
    card.info.children = std::move(children);
    card.messageId = QString::number(number);
    return card;
}

PreemptionTreeLayout laidOut(const std::vector<JobCard>& cards) {
    PreemptionTreeLayout::Geometry geometry;
    geometry.nodeWidth = 100;
    geometry.nodeHeight = 40;
    geometry.nodeGap = 14;
    geometry.rootGap = 26;
    geometry.levelPitch = 74;
    PreemptionTreeLayout tree;
    tree.layout(cards, geometry, QPointF(10, 20));
    return tree;
}

const PreemptionTreeLayout::Node& nodeOf(const PreemptionTreeLayout& tree, int message) {
    const int index = tree.nodeOf(message);
    if (index < 0)
        qFatal("no node for job %d", message);
    return tree.nodes()[static_cast<std::size_t>(index)];
}

QPointF topLeft(const PreemptionTreeLayout& tree, int message) {
    return nodeOf(tree, message).rect.topLeft();
}

// The edges as (kind, from message, to message); a "?" placeholder is -1.
using EdgeList = std::vector<std::tuple<PreemptionTreeLayout::Edge::Kind, int, int>>;

EdgeList edgesOf(const PreemptionTreeLayout& tree) {
    EdgeList edges;
    for (const auto& edge : tree.edges())
        edges.emplace_back(edge.kind, tree.nodes()[static_cast<std::size_t>(edge.from)].message,
                           tree.nodes()[static_cast<std::size_t>(edge.to)].message);
    std::sort(edges.begin(), edges.end());
    return edges;
}

constexpr auto kRow = PreemptionTreeLayout::Edge::Kind::Row;
constexpr auto kPreemption = PreemptionTreeLayout::Edge::Kind::Preemption;

QLineF lineOf(const PreemptionTreeLayout& tree, int fromMessage, int toMessage) {
    for (const auto& edge : tree.edges()) {
        const auto& from = tree.nodes()[static_cast<std::size_t>(edge.from)];
        const auto& to = tree.nodes()[static_cast<std::size_t>(edge.to)];
        if (from.message == fromMessage && to.message == toMessage)
            return edge.line(from.rect, to.rect);
    }
    return {};
}

} // namespace

class PreemptionTreeTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // "first job-> 1--2--3--5--6--8": job 1 preempted by 4, job 4 by 7. The scheduler's list
    // has each preempting job moved in front of the job it preempted: 7 4 1 2 3 5 6 8.
    void preemptionStack() {
        const auto tree = laidOut({job(7, 2, 4), job(4, 1, 1, {7}), job(1, 0, kNone, {4}), job(2, 0),
                                   job(3, 0), job(5, 0), job(6, 0), job(8, 0)});
        QCOMPARE(tree.nodes().size(), std::size_t{8});
        QCOMPARE(tree.maxLevel(), 2);
        // Level 0 in list order, one node wide each: left edges 126 apart.
        const int row[] = {1, 2, 3, 5, 6, 8};
        for (int i = 0; i < 6; ++i)
            QCOMPARE(topLeft(tree, row[i]), QPointF(10 + 126 * i, 20));
        QCOMPARE(topLeft(tree, 4), QPointF(10, 94));
        QCOMPARE(topLeft(tree, 7), QPointF(10, 168));
        QCOMPARE(tree.width(), 6 * 100.0 + 5 * 26.0);
        QCOMPARE(edgesOf(tree), (EdgeList{{kRow, 1, 2},
                                          {kRow, 2, 3},
                                          {kRow, 3, 5},
                                          {kRow, 5, 6},
                                          {kRow, 6, 8},
                                          {kPreemption, 1, 4},
                                          {kPreemption, 4, 7}}));
        // 1--2 from side to side at mid height; 1 down to 4 from bottom centre to top centre.
        QCOMPARE(lineOf(tree, 1, 2), QLineF(110, 40, 136, 40));
        QCOMPARE(lineOf(tree, 1, 4), QLineF(60, 60, 60, 94));
    }

    // The relations after the README's point 3 example: 7 and 8 preempted 4, 4 completed, so 7
    // and 8 were adopted by 1 and kept stack level 2 ("parent gone -> ?"); 6 preempts 3. The
    // scheduler's list: 7 8 1 2 6 3 5.
    void adoptedChildrenUnderAPlaceholder() {
        const auto tree = laidOut({job(7, 2, 1), job(8, 2, 1), job(1, 0, kNone, {7, 8}), job(2, 0),
                                   job(6, 1, 3), job(3, 0, kNone, {6}), job(5, 0)});
        QCOMPARE(tree.nodes().size(), std::size_t{8}); // seven jobs and one "?"
        QCOMPARE(tree.maxLevel(), 2);
        // 7 and 8 side by side: 100 + 14 + 100 = 214 wide; "?" and 1 centred over them.
        QCOMPARE(topLeft(tree, 7), QPointF(10, 168));
        QCOMPARE(topLeft(tree, 8), QPointF(124, 168));
        QCOMPARE(topLeft(tree, -1), QPointF(67, 94));
        QCOMPARE(topLeft(tree, 1), QPointF(67, 20));
        QCOMPARE(nodeOf(tree, -1).card, -1);
        QCOMPARE(nodeOf(tree, -1).level, 1);
        QCOMPARE(tree.nodes()[static_cast<std::size_t>(nodeOf(tree, 7).parent)].message, -1);
        // Then 2, 3 (with 6 under it) and 5, 26 after the 214-wide subtree.
        QCOMPARE(topLeft(tree, 2), QPointF(250, 20));
        QCOMPARE(topLeft(tree, 3), QPointF(376, 20));
        QCOMPARE(topLeft(tree, 6), QPointF(376, 94));
        QCOMPARE(topLeft(tree, 5), QPointF(502, 20));
        QCOMPARE(tree.width(), 214.0 + 3 * 100.0 + 3 * 26.0);
        QCOMPARE(edgesOf(tree), (EdgeList{{kRow, 1, 2},
                                          {kRow, 2, 3},
                                          {kRow, 3, 5},
                                          {kPreemption, -1, 7},
                                          {kPreemption, -1, 8},
                                          {kPreemption, 1, -1},
                                          {kPreemption, 3, 6}}));
        QCOMPARE(lineOf(tree, -1, 8), QLineF(117, 134, 174, 168));
    }

    // Siblings follow their parent's list of children, not the job list: 8 preempted 4 after
    // 7 did, and stands before 7 on the list (8 7 4 1), yet 7 is drawn left of 8.
    void siblingsInTheOrderTheyPreempted() {
        const auto tree = laidOut({job(8, 2, 4), job(7, 2, 4), job(4, 1, 1, {7, 8}), job(1, 0, kNone, {4})});
        QCOMPARE(topLeft(tree, 7), QPointF(10, 168));
        QCOMPARE(topLeft(tree, 8), QPointF(124, 168));
        QCOMPARE(topLeft(tree, 4), QPointF(67, 94));
        QCOMPARE(topLeft(tree, 1), QPointF(67, 20));
    }

    // A preempting job whose parent is not among the jobs shown at all hangs under a "?" of
    // its own at level 0, after the level-0 jobs.
    void parentNotShown() {
        const auto tree = laidOut({job(9, 1, 42), job(1, 0)});
        QCOMPARE(tree.roots().size(), std::size_t{2});
        QCOMPARE(topLeft(tree, 1), QPointF(10, 20));
        QCOMPARE(topLeft(tree, -1), QPointF(136, 20));
        QCOMPARE(nodeOf(tree, -1).level, 0);
        QCOMPARE(topLeft(tree, 9), QPointF(136, 94));
        QCOMPARE(edgesOf(tree), (EdgeList{{kRow, 1, -1}, {kPreemption, -1, 9}}));
    }

    void noJobs() {
        const auto tree = laidOut({});
        QVERIFY(tree.nodes().empty());
        QVERIFY(tree.edges().empty());
        QCOMPARE(tree.width(), 0.0);
        QCOMPARE(tree.nodeOf(1), -1);
    }
};

QTEST_MAIN(PreemptionTreeTest)
#include "test_preemption_tree.moc"
