// SPDX-License-Identifier: GPL-3.0-or-later
// JobListViewProbe: what a JobListView shows, for the GUI tests, jobs named by message index:
// the transport, the scheduler's and the by-time job lists' order, the current card, each card's
// blocker mark, words, tooltip and place, the relations diagram with its ids, the headings, the
// scrolling, and the by-time list's heading and column labels as laid out.
#pragma once

#include "ui/common/TransportSelector.h"
#include "ui/joblist/JobCardText.h"
#include "ui/joblist/JobListCanvas.h"
#include "ui/joblist/JobListView.h"
#include "ui/joblist/TimeListCanvas.h"

#include <QFontMetricsF>
#include <QPoint>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStringList>
#include <vector>

namespace qmgrlab::ui {

class JobListViewProbe {
public:
    explicit JobListViewProbe(JobListView& view) : view_(view) {}

    QString transportName() const { return view_.transports_->currentText(); }
    std::vector<int> cardOrder() const { return view_.cardOrder(); } // scheduler's job list as shown
    std::vector<int> timeOrder() const {                             // by-time job list as shown
        std::vector<int> order;
        for (const JobCard& card : view_.timeList_->jobs())
            order.push_back(card.info.message);
        return order;
    }
    int currentCard() const { return view_.currentCard(); }
    bool cardIsBlocker(int message) const { // shown greyed with the blocker mark
        const JobCard* card = find(message);
        return card != nullptr && card->info.blocker;
    }
    QStringList cardBlockingQueues(int message) const {
        const JobCard* card = find(message);
        return card != nullptr ? card->blockingQueues : QStringList();
    }
    int treeLevel(int message) const { return view_.canvas_->treeLevel(message); }   // in the diagram
    int treeParent(int message) const { return view_.canvas_->treeParent(message); } // -1: none or "?"
    bool animating() const { return view_.canvas_->animating(); }
    bool briefCards() const { return view_.canvas_->brief(); } // title bands only
    // Whether a message's card is drawn whole in the visible part of the list.
    bool cardInSight(int message) const {
        const QRectF card = view_.canvas_->cardRect(message);
        return !card.isEmpty() &&
               view_.canvas_->visibleRegion().boundingRect().contains(card.adjusted(1, 1, -1, -1).toRect());
    }
    // The card's words: title, one "name: value" line per counter, the state line.
    QStringList cardLines(int message) const { return cardLines(view_.canvas_->cards(), message); }
    // The same for cards as the job list draws them (a JobCardReader's list); empty when none is
    // the message's.
    static QStringList cardLines(const std::vector<JobCard>& cards, int message) {
        for (std::size_t i = 0; i < cards.size(); ++i) {
            if (cards[i].info.message != message)
                continue;
            QStringList lines{JobCardText::title(cards[i], static_cast<int>(i) + 1)};
            for (const auto& counter : JobCardText::counters(cards[i]))
                lines << counter.name + QStringLiteral(": ") + counter.value;
            lines << JobCardText::state(cards[i]);
            return lines;
        }
        return {};
    }
    // The counter a lecture's card shows under its title ("now: 2 selections (1 slot) + loan 3").
    QString lectureLine(int message) const {
        const JobCard* card = find(message);
        if (card == nullptr)
            return {};
        const JobCardText::Counter counter = JobCardText::lectureCounter(*card);
        return counter.name + QStringLiteral(": ") + counter.value;
    }
    QString cardToolTip(int message) const {
        const JobCard* card = find(message);
        return card != nullptr ? JobCardText::toolTip(*card) : QString();
    }
    // In the canvas; empty when the message has no card.
    QRectF cardRect(int message) const { return view_.canvas_->cardRect(message); }
    // The lines joining a row's last card to the next row's first, each the bounds of its stroke.
    std::vector<QRectF> rowJoins() const {
        std::vector<QRectF> joins;
        const double half = view_.canvas_->joinWidth() / 2;
        for (std::size_t i = 1; i < view_.canvas_->cards().size(); ++i) {
            const QPolygonF join = view_.canvas_->rowJoin(i);
            if (!join.isEmpty())
                joins.push_back(join.boundingRect().adjusted(-half, -half, half, half));
        }
        return joins;
    }
    // The whole card of a message lies in the visible part of the scroll area.
    bool cardVisible(int message) const { return view_.cardVisible(message); }
    bool scrollToCard(int message) { return view_.scrollToCard(message); }
    // The cards' scroll area: its scroll bars' positions.
    QPoint scrolled() const {
        return {view_.cardsArea_->horizontalScrollBar()->value(),
                view_.cardsArea_->verticalScrollBar()->value()};
    }
    // The headings over the relations and over the cards, as drawn.
    QStringList headings() const { return {view_.canvas_->treeHeading(), view_.canvas_->cardsHeading()}; }
    // Whether a message's card writes its title whole in its band: as wide as its box, which
    // keeps clear of a blocker's colour chip on the left and of the note on the right.
    bool titleFitsItsBand(int message) const {
        const JobListCanvas& canvas = *view_.canvas_;
        const int i = canvas.cardIndex(message);
        if (i < 0)
            return false;
        const JobCard& card = canvas.cards()[static_cast<std::size_t>(i)];
        const JobListCanvas::TitleBand band = canvas.titleBand(card, canvas.cardRect(message));
        const double title =
            QFontMetricsF(canvas.m_.title).horizontalAdvance(JobCardText::title(card, i + 1));
        return title <= band.title.width() && band.title.right() <= band.note.left() &&
               (band.chip.isEmpty() || band.chip.right() <= band.title.left());
    }
    // A message's id as its relations node shows it (empty when it has no node).
    QString nodeText(int message) const {
        const JobListCanvas& canvas = *view_.canvas_;
        const int node = canvas.tree_.nodeOf(message);
        return node < 0 ? QString()
                        : canvas.nodeText(node, canvas.tree_.nodes()[static_cast<std::size_t>(node)].rect);
    }

    // The by-time list's parts as drawn (its heading, column labels and rows), in its canvas'
    // coordinates, and the part of the canvas its scroll area shows.
    std::vector<DrawnFigure::Part> timeListParts() const { return view_.timeList_->drawnParts(); }
    QRect timeListShown() const {
        return QRect(view_.timeList_->mapFrom(view_.timeArea_->viewport(), QPoint(0, 0)),
                     view_.timeArea_->viewport()->size());
    }
    // The by-time list made as narrow as its splitter lets it, the cards given the rest.
    void narrowTimeList() {
        auto* splitter = qobject_cast<QSplitter*>(view_.timeArea_->parentWidget());
        splitter->setSizes({splitter->width(), 0});
    }

private:
    const JobCard* find(int message) const {
        for (const JobCard& card : view_.canvas_->cards()) {
            if (card.info.message == message)
                return &card;
        }
        return nullptr;
    }

    JobListView& view_;
};

} // namespace qmgrlab::ui
