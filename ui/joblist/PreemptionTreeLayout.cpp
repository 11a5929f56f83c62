// SPDX-License-Identifier: GPL-3.0-or-later
// PreemptionTreeLayout: the tree built from each job's stack level and parent, "?" placeholders
// where parents are gone, then a tidy layout: each subtree as wide as its children together
// (or one node), parents centred over them.
#include "ui/joblist/PreemptionTreeLayout.h"

#include <algorithm>
#include <unordered_map>

namespace qmgrlab::ui {

QLineF PreemptionTreeLayout::Edge::line(const QRectF& fromRect, const QRectF& toRect) const {
    if (kind == Kind::Row)
        return QLineF(QPointF(fromRect.right(), fromRect.center().y()),
                      QPointF(toRect.left(), toRect.center().y()));
    return QLineF(QPointF(fromRect.center().x(), fromRect.bottom()),
                  QPointF(toRect.center().x(), toRect.top()));
}

void PreemptionTreeLayout::layout(const std::vector<JobCard>& cards, const Geometry& geometry,
                                  QPointF origin) {
    geometry_ = geometry;
    origin_ = origin;
    nodes_.clear();
    roots_.clear();
    edges_.clear();
    maxLevel_ = 0;
    width_ = 0.0;

    std::unordered_map<JobId, int> nodeOfJob;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (cards[i].info.stackLevel == 0) {
            roots_.push_back(addNode(cards[i].info.message, static_cast<int>(i), 0, -1));
            nodeOfJob[cards[i].info.id] = roots_.back();
        }
    }
    // Preempting jobs, parents before children: by level, then in list order.
    std::vector<int> preempting;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (cards[i].info.stackLevel > 0)
            preempting.push_back(static_cast<int>(i));
    }
    std::stable_sort(preempting.begin(), preempting.end(), [&cards](int a, int b) {
        return cards[static_cast<std::size_t>(a)].info.stackLevel <
               cards[static_cast<std::size_t>(b)].info.stackLevel;
    });
    int orphans = -1;
    for (int card : preempting) {
        const JobInfo& job = cards[static_cast<std::size_t>(card)].info;
        const auto parent = nodeOfJob.find(job.parent);
        int under;
        if (parent != nodeOfJob.end() &&
            nodes_[static_cast<std::size_t>(parent->second)].level < job.stackLevel) {
            under = parent->second;
        } else {
            // No parent left at all: the job hangs under a "?" of its own at level 0.
            if (orphans < 0) {
                orphans = addNode(-1, -1, 0, -1);
                roots_.push_back(orphans);
            }
            under = orphans;
        }
        attach(cards, under, card);
        nodeOfJob[job.id] = static_cast<int>(nodes_.size()) - 1;
    }
    orderSiblings(cards);

    double left = origin_.x();
    for (std::size_t i = 0; i < roots_.size(); ++i) {
        const double width = measure(roots_[i]);
        place(roots_[i], left);
        left += width + geometry_.rootGap;
        width_ += width + (i > 0 ? geometry_.rootGap : 0.0);
        if (i > 0)
            edges_.push_back({Edge::Kind::Row, roots_[i - 1], roots_[i]});
    }
    for (std::size_t i = 0; i < nodes_.size(); ++i) {
        for (int child : nodes_[i].children)
            edges_.push_back({Edge::Kind::Preemption, static_cast<int>(i), child});
    }
}

int PreemptionTreeLayout::nodeOf(int message) const {
    for (std::size_t i = 0; i < nodes_.size(); ++i) {
        if (nodes_[i].message == message)
            return static_cast<int>(i);
    }
    return -1;
}

int PreemptionTreeLayout::addNode(int message, int card, int level, int parent) {
    Node node;
    node.message = message;
    node.card = card;
    node.level = level;
    node.parent = parent;
    nodes_.push_back(node);
    const int index = static_cast<int>(nodes_.size()) - 1;
    if (parent >= 0)
        nodes_[static_cast<std::size_t>(parent)].children.push_back(index);
    maxLevel_ = std::max(maxLevel_, level);
    return index;
}

// Hangs a card's job under parentNode, through "?" placeholders for the levels in between
// (a job adopted by its grandparent keeps its level: its own parent is gone).
void PreemptionTreeLayout::attach(const std::vector<JobCard>& cards, int parentNode, int card) {
    const JobInfo& job = cards[static_cast<std::size_t>(card)].info;
    int p = parentNode;
    while (nodes_[static_cast<std::size_t>(p)].level + 1 < job.stackLevel) {
        int placeholder = -1;
        for (int child : nodes_[static_cast<std::size_t>(p)].children) {
            if (nodes_[static_cast<std::size_t>(child)].message < 0)
                placeholder = child;
        }
        if (placeholder < 0)
            placeholder = addNode(-1, -1, nodes_[static_cast<std::size_t>(p)].level + 1, p);
        p = placeholder;
    }
    addNode(job.message, card, job.stackLevel, p);
}

// Siblings in the order they were attached to their parent (JobInfo::children); a placeholder
// goes after its parent's own children.
void PreemptionTreeLayout::orderSiblings(const std::vector<JobCard>& cards) {
    for (Node& node : nodes_) {
        if (node.card < 0)
            continue;
        const auto& order = cards[static_cast<std::size_t>(node.card)].info.children;
        auto rank = [&](int child) {
            const Node& c = nodes_[static_cast<std::size_t>(child)];
            if (c.card < 0)
                return order.size();
            const auto it =
                std::find(order.begin(), order.end(), cards[static_cast<std::size_t>(c.card)].info.id);
            return static_cast<std::size_t>(it - order.begin());
        };
        std::stable_sort(node.children.begin(), node.children.end(),
                         [&](int a, int b) { return rank(a) < rank(b); });
    }
}

double PreemptionTreeLayout::measure(int index) {
    double children = 0.0;
    for (int child : nodes_[static_cast<std::size_t>(index)].children)
        children += measure(child) + geometry_.nodeGap;
    Node& node = nodes_[static_cast<std::size_t>(index)];
    node.width = std::max(geometry_.nodeWidth, children - geometry_.nodeGap);
    return node.width;
}

void PreemptionTreeLayout::place(int index, double left) {
    Node& node = nodes_[static_cast<std::size_t>(index)];
    node.rect =
        QRectF(left + (node.width - geometry_.nodeWidth) / 2, origin_.y() + node.level * geometry_.levelPitch,
               geometry_.nodeWidth, geometry_.nodeHeight);
    double children = -geometry_.nodeGap;
    for (int child : node.children)
        children += nodes_[static_cast<std::size_t>(child)].width + geometry_.nodeGap;
    double x = left + (node.width - std::max(children, 0.0)) / 2;
    for (int child : node.children) {
        place(child, x);
        x += nodes_[static_cast<std::size_t>(child)].width + geometry_.nodeGap;
    }
}

} // namespace qmgrlab::ui
