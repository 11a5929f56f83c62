// SPDX-License-Identifier: GPL-3.0-or-later
// JobListCanvas: a painted picture of one transport's scheduler job list: one card per job in
// list order (the order entries are selected in), the current job outlined, blockers greyed
// and hatched with the destinations they wait for; each card shows the job's counters in the
// README's words (JobCardText) and its stack level. Above them, the preemption relations drawn
// like SCHEDULER_README's figures: level-0 jobs in a row, each preempting job under its parent
// with a line, a "?" where a parent is gone (PreemptionTreeLayout). When the order changes (a
// preemption, a new or a retired job) cards and nodes slide to their new places. Every size is
// derived from the widget's font, so a zoom that changes the font rescales the picture; only
// the exposed cards and nodes are painted, so any number of jobs scrolls smoothly. Compact, for
// a short and wide place (the lecture layout), the relations sit left of the cards and each
// card keeps its title with a short state and one counter (JobCardText::lectureCounter), or
// brief its title band only; the tooltip has them all. Where the list is still too short for
// every card, the relations are drawn tighter.
#pragma once

#include "ui/common/DrawnFigure.h"
#include "ui/joblist/JobCard.h"
#include "ui/joblist/JobCardText.h"
#include "ui/joblist/PreemptionTreeLayout.h"
#include "ui/joblist/TextWidthCache.h"

#include <QFont>
#include <QPolygonF>
#include <QRectF>
#include <QVariantAnimation>
#include <QWidget>
#include <cstddef>
#include <unordered_map>
#include <vector>

namespace qmgrlab::ui {

class JobListCanvas : public QWidget {
    Q_OBJECT
public:
    explicit JobListCanvas(QWidget* parent = nullptr);

    // cards: the scheduler's job list, in order.
    void setJobs(std::vector<JobCard> cards, bool animate);
    void setEmptyText(const QString& text);
    // Compact (the lecture layout): text at the widget's font size, the preemption relations
    // beside the cards instead of above them, short cards.
    void setCompact(bool compact);
    // Brief (compact, where the height is short: a lecture about the agents, or a job list longer
    // than the screen, on a small screen): each card its title band only (title and short state;
    // the counter is in the tooltip), no headings over the relations and the cards (the dock's
    // title names them), the relations beside the cards whenever both fit.
    void setBrief(bool brief);
    bool brief() const { return compact_ && brief_; }
    // The visible part (the scroll area's viewport, the parent) changed size: compact, the
    // relations and cards are placed again for it.
    void fitVisible();
    bool compact() const { return compact_; }

    const std::vector<JobCard>& cards() const { return cards_; }
    bool animating() const { return animation_.state() == QAbstractAnimation::Running; }
    // Where the card of a message sits once any slide has ended (empty when it has no card).
    QRectF cardRect(int message) const;
    // The height that shows `cards` cards under the heading, in the columns a visible width of
    // `visible` pixels holds, without scrolling.
    int heightForCards(int cards, double visible) const;
    // The line joining card `i - 1`, a row's last, to card `i`, the next row's first (list
    // order), through the gap between the rows: its stroke (joinWidth() wide) and its arrowhead
    // (at most half the line's fall) within the gap, off every card. Empty where card i is on the
    // row of the one before, or where the gap cannot hold a line as long as it is wide (brief
    // cards, their rows a quarter line apart: their titles' numbers give the order).
    QPolygonF rowJoin(std::size_t i) const;
    double joinWidth() const { return 2 * m_.thin; }
    // Where the last layout put each part, in the canvas' coordinates, for a reader of the layout
    // (the handout's test that none covers another or leaves the page): the headings as wrapped,
    // each relations level's label and node, each card, or the empty list's text.
    std::vector<DrawnFigure::Part> drawnParts() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool event(QEvent* event) override;

private:
    friend class JobListViewProbe; // tests/ui: the relations diagram as drawn

    // Level and parent shown in the relations diagram (parent: a message index, -1 for none or
    // a "?" placeholder).
    int treeLevel(int message) const;
    int treeParent(int message) const;
    // The fonts, scaled from the widget's font, and sizes in pixels derived from them.
    struct Metrics {
        QFont body, bold, title, heading, id;
        double em = 0.0; // the body font's line height
        double pad = 0.0;
        double radius = 0.0;
        double headingHeight = 0.0;
        double titleHeight = 0.0;
        double lineHeight = 0.0;
        double cardWidth = 0.0;
        double cardHeight = 0.0;
        double cardGap = 0.0; // room for the arrow between cards
        double rowGap = 0.0;
        double levelLabelWidth = 0.0;
        double treeGap = 0.0; // between the relations and the cards under them
        double thin = 0.0;    // pen widths
        double thick = 0.0;
        PreemptionTreeLayout::Geometry tree;
    };

    QFont scaledFont(double factor, bool bold) const;
    std::vector<JobCardText::Counter> countersShown(const JobCard& card) const;
    QString bandNote(const JobCard& card) const;
    // A card's title band: its blocker's colour chip (empty for other jobs), the box its title is
    // written in, and the box of the note on the right; paintCard draws them there.
    struct TitleBand {
        QRectF chip, title, note;
    };
    TitleBand titleBand(const JobCard& card, const QRectF& rect) const;
    void paintOutline(QPainter& painter, const JobInfo& job, const QRectF& rect) const;
    Metrics measure() const;
    // Where a relations node of the job at rect has its id, and the id as it is drawn there
    // (node: an index into the tree's nodes, one of a job).
    QRectF nodeIdRect(const JobInfo& job, const QRectF& rect) const;
    QString nodeText(int node, const QRectF& rect) const;
    // The least width of a relations node: the widest id on the list whole, and a blocker's swatch.
    double narrowestNode() const;
    QString treeHeading() const;
    QString cardsHeading() const;
    // Where paintEvent writes the headings, a level's label and the empty list's text (their
    // boxes; the texts take the part drawnParts() gives).
    QRectF cardsHeadingBox() const;
    QRectF treeHeadingBox() const;
    QRectF levelLabelBox(int level) const;
    QRectF emptyTextBox() const;
    // Measures, then places the relations and the cards (placeTreeAndCards: returns the size they
    // need), in a tighter relations drawing where the list is too short for the usual one.
    void layout();
    QSize placeTreeAndCards();
    void layoutCards();
    QRectF shown(int key, const QRectF& target) const;
    void paintCard(QPainter& painter, const JobCard& card, int position, const QRectF& rect) const;
    void paintTree(QPainter& painter, const QRect& exposed) const;
    QString toolTipAt(const QPoint& pos) const;
    int cardIndex(int message) const;

    std::vector<JobCard> cards_;
    QString emptyText_;
    Metrics m_;
    std::vector<QRectF> cardRects_;
    PreemptionTreeLayout tree_;
    double cardsTop_ = 0.0;
    double cardsBottom_ = 0.0;
    double treeTop_ = 0.0;
    double cardsLeft_ = 0.0;
    bool compact_ = false;
    bool brief_ = false;
    bool besideCards_ = false; // compact, and the relations fit beside the cards
    bool tightTree_ = false;   // the relations' rows and nodes closer together (layout)
    // The two headings' widths: they wrap onto a second line rather than being cut.
    double treeHeadingWidth_ = 0.0;
    double cardsHeadingWidth_ = 0.0;
    double cardsHeadingHeight_ = 0.0;
    // Where each card (key: message) and tree node (key: message + offset) was drawn last,
    // the starting points of the slide.
    std::unordered_map<int, QRectF> from_;
    QVariantAnimation animation_;
    // measure()'s widths of the cards' texts, one cache per font: the same texts come back
    // step after step.
    mutable TextWidthCache bodyWidths_;
    mutable TextWidthCache boldWidths_;
    mutable TextWidthCache titleWidths_;
    mutable TextWidthCache idWidths_;
    // The width a card's counters need (countersShown: name, an em, value), by the counters'
    // figures (JobCardText::countersKey): a long list's cards are mostly the same from step to
    // step, and their counters are not written again. Valid for the fonts and the layout
    // (full, compact or brief) they were measured in; forgotten on a change of language.
    struct CountersKeyHash {
        std::size_t operator()(const JobCardText::CountersKey& key) const;
    };
    mutable std::unordered_map<JobCardText::CountersKey, double, CountersKeyHash> counterWidths_;
    mutable QFont counterWidthsBody_;
    mutable QFont counterWidthsBold_;
    mutable int counterWidthsLayout_ = -1; // 0 full, 1 compact, 2 brief
};

} // namespace qmgrlab::ui
