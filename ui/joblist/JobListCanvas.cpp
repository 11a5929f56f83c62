// SPDX-License-Identifier: GPL-3.0-or-later
// JobListCanvas: sizes from the font, card flow layout, the preemption tree placed by
// PreemptionTreeLayout, painting of the exposed part only, and the slide animation between
// layouts.
#include "ui/joblist/JobListCanvas.h"

#include "ui/common/JobPalette.h"
#include "ui/common/Theme.h"
#include "ui/joblist/JobCardText.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <unordered_map>
#include <utility>

namespace qmgrlab::ui {

namespace {

constexpr int kNodeKeyOffset = 1 << 28; // tree node keys, apart from card keys (message indices)
constexpr int kSlideMs = 400;
constexpr double kBodyScale = 1.2; // the cards' body text against the widget's font
constexpr double kCompactBodyScale = 1.0;
constexpr std::size_t kMaxCounterWidths = 65536; // then the measured counters start over
constexpr double kNarrowestNode = 2.5;           // ems: the compact relations' nodes narrowed to fit (layout)
constexpr double kSwatchRoom = 1.25; // ems: a blocker node's colour swatch and a clear gap, left of its id
// A blocker card's colour chip in its grey title band, and the gap between it and the title (ems).
constexpr double kChipSide = 0.9;
constexpr double kChipGap = 0.4;
// Ems between a title band's title and its note; less in a brief card (a short screen's list,
// which stands beside the relations only while both fit the width).
constexpr double kBandGap = 2.0;
constexpr double kBriefBandGap = 1.0;
// How the headings, a level's label and the empty list's text are written in their boxes.
constexpr int kHeadingFlags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
constexpr int kLevelLabelFlags = Qt::AlignLeft | Qt::AlignVCenter;
constexpr int kEmptyTextFlags = Qt::AlignLeft | Qt::AlignTop;

QPointF lerp(const QPointF& a, const QPointF& b, double t) {
    return a + (b - a) * t;
}

} // namespace

JobListCanvas::JobListCanvas(QWidget* parent) : QWidget(parent) {
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    animation_.setStartValue(0.0);
    animation_.setEndValue(1.0);
    animation_.setDuration(kSlideMs);
    animation_.setEasingCurve(QEasingCurve::OutCubic);
    connect(&animation_, &QVariantAnimation::valueChanged, this, qOverload<>(&QWidget::update));
    connect(&animation_, &QVariantAnimation::finished, this, [this] {
        from_.clear();
        update();
    });
    m_ = measure();
}

QFont JobListCanvas::scaledFont(double factor, bool bold) const {
    QFont scaled = font();
    const double scale = (compact_ ? kCompactBodyScale : kBodyScale) * factor;
    if (scaled.pointSizeF() > 0)
        scaled.setPointSizeF(scaled.pointSizeF() * scale);
    else
        scaled.setPixelSize(std::max(1, static_cast<int>(scaled.pixelSize() * scale + 0.5)));
    scaled.setBold(bold);
    return scaled;
}

JobListCanvas::Metrics JobListCanvas::measure() const {
    Metrics m;
    m.body = scaledFont(1.0, false);
    m.bold = scaledFont(1.0, true);
    m.title = scaledFont(1.15, true);
    m.heading = scaledFont(compact_ ? 1.0 : 1.1, true);
    m.id = scaledFont(1.05, true);
    const QFontMetricsF body(m.body);
    const QFontMetricsF title(m.title);
    const QFontMetricsF heading(m.heading);
    m.em = body.height();
    m.pad = 0.6 * m.em;
    m.radius = 0.4 * m.em;
    m.thin = std::max(1.0, m.em / 14.0);
    m.thick = std::max(2.0, m.em / 5.0);
    m.headingHeight = brief() ? 0.0 : heading.height() + 0.4 * m.em;
    // Brief cards are a list's rows: a tighter band, so that a long list fits a short screen.
    m.titleHeight = title.height() + (brief() ? 0.15 : 0.3) * m.em;
    m.lineHeight = m.em;
    // Four counters and the state line under the title band; compact, the lecture counter only
    // (the state is in the title band).
    // A retrying world adds the line of the message's visit (sent, deferred, bounced).
    const bool visitLine =
        std::any_of(cards_.begin(), cards_.end(), [](const JobCard& c) { return c.showVisit; });
    m.cardHeight = brief() ? m.titleHeight
                           : m.titleHeight +
                                 (compact_    ? 1
                                  : visitLine ? 6
                                              : 5) *
                                     m.lineHeight +
                                 0.4 * m.em;
    // As wide as the longest counter of any card needs: numbers are never cut.
    const double inner = 2 * m.pad;
    m.cardWidth = (brief() ? 8 : compact_ ? 12 : 16) * m.em; // brief: as wide as its title band needs
    const int layout = brief() ? 2 : compact_ ? 1 : 0;
    if (counterWidthsBody_ != m.body || counterWidthsBold_ != m.bold || counterWidthsLayout_ != layout ||
        counterWidths_.size() >= kMaxCounterWidths) {
        counterWidths_.clear();
        counterWidthsBody_ = m.body;
        counterWidthsBold_ = m.bold;
        counterWidthsLayout_ = layout;
    }
    for (std::size_t i = 0; i < cards_.size(); ++i) {
        const JobCard& card = cards_[i];
        const auto [known, measured] = counterWidths_.try_emplace(JobCardText::countersKey(card), 0.0);
        if (measured) {
            for (const auto& counter : countersShown(card))
                known->second = std::max(known->second, bodyWidths_.advance(m.body, counter.name) + m.em +
                                                            boldWidths_.advance(m.bold, counter.value));
        }
        m.cardWidth = std::max(m.cardWidth, inner + known->second);
        m.cardWidth =
            std::max(m.cardWidth,
                     inner + (brief() ? kBriefBandGap : kBandGap) * m.em +
                         (card.info.blocker ? (kChipSide + kChipGap) * m.em : 0.0) +
                         titleWidths_.advance(m.title, JobCardText::title(card, static_cast<int>(i) + 1)) +
                         bodyWidths_.advance(m.body, bandNote(card)));
    }
    m.cardGap = 1.3 * m.em;
    m.rowGap = (brief() ? 0.25 : compact_ ? 0.4 : 0.8) * m.em;
    // As wide as the deepest level's label needs (not a fixed "level 99"): in a narrow dock the
    // relations and the cards beside them then fit without a horizontal scroll that cuts either.
    int deepest = 0;
    for (const JobCard& card : cards_)
        deepest = std::max(deepest, card.info.stackLevel);
    m.levelLabelWidth =
        body.horizontalAdvance(tr("level %1").arg(JobCardText::grouped(deepest))) + 0.7 * m.em;
    // Tree nodes as wide as the longest message id needs, within limits, with room on the left
    // for a blocker's colour swatch (kSwatchRoom) so that it never covers the id; without a
    // blocker, an em around the id.
    const bool blocker =
        std::any_of(cards_.begin(), cards_.end(), [](const JobCard& c) { return c.info.blocker; });
    const double idRoom = blocker ? 0.5 + kSwatchRoom : 1.5;
    m.tree.nodeWidth = (compact_ ? 2.0 : 4.5) * m.em;
    for (const JobCard& card : cards_)
        m.tree.nodeWidth =
            std::max(m.tree.nodeWidth, idWidths_.advance(m.id, card.messageId) + idRoom * m.em);
    m.tree.nodeWidth = std::min(m.tree.nodeWidth, 10.0 * m.em);
    m.tree.nodeHeight = 1.6 * m.em;
    m.tree.nodeGap = (compact_ ? 0.5 : 0.8) * m.em;
    m.tree.rootGap = (brief() ? 0.45 : compact_ ? 0.7 : 1.5) * m.em; // brief: beside the cards
    m.tree.levelPitch = (brief() ? 2.2 : 2.6) * m.em;
    m.treeGap = 1.5 * m.pad;
    if (tightTree_) { // the nodes a little higher than their ids, a third of them between the levels
        m.tree.nodeHeight = 1.3 * m.em;
        m.tree.levelPitch = 1.7 * m.em;
        m.tree.nodeGap = 0.3 * m.em;
        m.treeGap = 0.5 * m.pad;
    }
    return m;
}

// Right in the title band: the stack level, or compact (where the relations beside the cards
// show the level) the short state.
QString JobListCanvas::bandNote(const JobCard& card) const {
    return compact_ ? JobCardText::shortState(card)
                    : tr("level %1").arg(JobCardText::grouped(card.info.stackLevel));
}

std::size_t JobListCanvas::CountersKeyHash::operator()(const JobCardText::CountersKey& key) const {
    std::size_t hash = 0;
    for (const long long figure : key)
        hash = hash * 1000003U ^ std::hash<long long>()(figure);
    return hash;
}

std::vector<JobCardText::Counter> JobListCanvas::countersShown(const JobCard& card) const {
    if (brief())
        return {};
    if (compact_)
        return {JobCardText::lectureCounter(card)};
    return JobCardText::counters(card, false); // drawn: the fields are the tooltip's
}

void JobListCanvas::setCompact(bool compact) {
    if (compact == compact_)
        return;
    compact_ = compact;
    animation_.stop();
    from_.clear();
    layout();
    update();
}

void JobListCanvas::setBrief(bool brief) {
    if (brief == brief_)
        return;
    brief_ = brief;
    animation_.stop();
    from_.clear();
    layout();
    update();
}

void JobListCanvas::fitVisible() {
    if (!compact_)
        return;
    animation_.stop();
    from_.clear();
    layout();
    update();
}

void JobListCanvas::setEmptyText(const QString& text) {
    emptyText_ = text;
    update();
}

void JobListCanvas::setJobs(std::vector<JobCard> cards, bool animate) {
    // Remember where everything is drawn now: the slide starts there.
    std::unordered_map<int, QRectF> now;
    for (std::size_t i = 0; i < cards_.size() && i < cardRects_.size(); ++i)
        now[cards_[i].info.message] = shown(cards_[i].info.message, cardRects_[i]);
    for (const auto& node : tree_.nodes()) {
        if (node.message >= 0)
            now[kNodeKeyOffset + node.message] = shown(kNodeKeyOffset + node.message, node.rect);
    }
    cards_ = std::move(cards);
    layout();

    bool moved = false;
    if (animate) {
        for (std::size_t i = 0; i < cards_.size() && !moved; ++i) {
            const auto it = now.find(cards_[i].info.message);
            moved = it != now.end() && it->second.topLeft() != cardRects_[i].topLeft();
        }
        for (const auto& node : tree_.nodes()) {
            const auto it = node.message >= 0 ? now.find(kNodeKeyOffset + node.message) : now.end();
            moved = moved || (it != now.end() && it->second.topLeft() != node.rect.topLeft());
        }
    }
    animation_.stop();
    from_ = std::move(now);
    if (moved)
        animation_.start();
    else
        from_.clear();
    update();
}

int JobListCanvas::cardIndex(int message) const {
    for (std::size_t i = 0; i < cards_.size(); ++i) {
        if (cards_[i].info.message == message)
            return static_cast<int>(i);
    }
    return -1;
}

QRectF JobListCanvas::cardRect(int message) const {
    const int i = cardIndex(message);
    return i >= 0 && static_cast<std::size_t>(i) < cardRects_.size() ? cardRects_[static_cast<std::size_t>(i)]
                                                                     : QRectF();
}

int JobListCanvas::heightForCards(int cards, double visible) const {
    // In as many columns as the visible width holds right of the relations, as layoutCards()
    // places them; compact, the relations beside them are taken as a third of the width (a few
    // nodes; layout() allows up to half), whatever jobs are on the list now.
    const Metrics m = measure();
    const double left = compact_ ? visible / 3 : m.pad;
    // Fewer cards on the list now than asked for (a scenario just opened): the others' widths
    // are unknown, and they are taken one a row.
    const int columns =
        cards_.size() < static_cast<std::size_t>(cards)
            ? 1
            : std::max(1, static_cast<int>((visible - left - m.pad + m.cardGap) / (m.cardWidth + m.cardGap)));
    const int rows = (cards + columns - 1) / columns;
    return static_cast<int>(std::ceil(2 * m.pad + std::max(cardsHeadingHeight_, m.headingHeight) +
                                      rows * m.cardHeight + std::max(0, rows - 1) * m.rowGap));
}

int JobListCanvas::treeLevel(int message) const {
    const int node = tree_.nodeOf(message);
    return node >= 0 ? tree_.nodes()[static_cast<std::size_t>(node)].level : -1;
}

int JobListCanvas::treeParent(int message) const {
    const int node = tree_.nodeOf(message);
    if (node < 0)
        return -1;
    const int parent = tree_.nodes()[static_cast<std::size_t>(node)].parent;
    return parent >= 0 ? tree_.nodes()[static_cast<std::size_t>(parent)].message : -1;
}

QRectF JobListCanvas::shown(int key, const QRectF& target) const {
    if (animation_.state() != QAbstractAnimation::Running)
        return target;
    const auto it = from_.find(key);
    if (it == from_.end())
        return target;
    return QRectF(lerp(it->second.topLeft(), target.topLeft(), animation_.currentValue().toDouble()),
                  target.size());
}

void JobListCanvas::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    animation_.stop();
    from_.clear();
    layout();
}

// The same short headings in every layout: beside each other (compact) the relations are a few
// nodes wide, and they must fit whole there.
QString JobListCanvas::treeHeading() const {
    return brief() ? QString() : tr("Preemption");
}

QString JobListCanvas::cardsHeading() const {
    return brief() ? QString() : tr("Job list (selection order)");
}

double JobListCanvas::narrowestNode() const {
    double widest = 0.0;
    bool blocker = false;
    for (const JobCard& card : cards_) {
        widest = std::max(widest, idWidths_.advance(m_.id, card.messageId));
        blocker = blocker || card.info.blocker;
    }
    return std::max(kNarrowestNode * m_.em, widest + (0.5 + (blocker ? kSwatchRoom : 0.0)) * m_.em);
}

void JobListCanvas::layout() {
    tightTree_ = false;
    m_ = measure();
    QSize size = placeTreeAndCards();
    // Compact, in a list too short for the drawing (deep relations over many cards): the relations
    // drawn tighter (nodes lower, their rows and columns closer) when that shows every card whole,
    // on top or beside the cards as they then fit; the usual drawing otherwise.
    const double visibleHeight = parentWidget() ? parentWidget()->height() : height();
    if (compact_ && !tree_.nodes().empty() && size.height() > visibleHeight) {
        tightTree_ = true;
        m_ = measure();
        const QSize tight = placeTreeAndCards();
        if (tight.height() <= visibleHeight) {
            size = tight;
        } else {
            tightTree_ = false;
            m_ = measure();
            size = placeTreeAndCards();
        }
    }
    if (minimumSize() != size)
        setMinimumSize(size);
}

QSize JobListCanvas::placeTreeAndCards() {
    // The preemption relations on top (a few rows, always in sight), the job cards below; or,
    // compact, the relations on the left and the cards beside them.
    treeTop_ = m_.pad + m_.headingHeight;
    tree_.layout(cards_, m_.tree, QPointF(m_.pad + m_.levelLabelWidth, treeTop_));
    double treeRight = m_.pad + m_.levelLabelWidth + tree_.width() + m_.tree.rootGap;
    const double treeBottom = treeTop_ + tree_.maxLevel() * m_.tree.levelPitch + m_.tree.nodeHeight;
    // Compact puts the relations beside the cards while they take at most half the visible
    // width; a wider diagram (many jobs at level 0) goes on top, as in the full layout. Brief
    // cards (a short screen) are narrow: the relations go beside them whenever both fit, so that
    // the diagram's rows do not take the height the cards lack.
    const double visible = parentWidget() ? std::min(width(), parentWidget()->width()) : width();
    besideCards_ = compact_ && (brief() || treeRight <= visible / 2);
    // Beside cards that would then overflow the visible width (a sideways scroll bar, which cuts
    // the relations or the cards), the relations' nodes narrow down to their ids' width (ids are
    // never elided: "note" and "news" must not both read "n…"); if that is not enough, the
    // relations go on top.
    const double overflow = treeRight + m_.cardWidth + m_.pad - visible;
    if (besideCards_ && overflow > 0 && !tree_.nodes().empty()) {
        const double perRow = std::max(
            1.0, std::round((tree_.width() + m_.tree.nodeGap) / (m_.tree.nodeWidth + m_.tree.nodeGap)));
        const double narrowed = std::max(narrowestNode(), m_.tree.nodeWidth - std::ceil(overflow / perRow));
        if (narrowed < m_.tree.nodeWidth) {
            m_.tree.nodeWidth = narrowed;
            tree_.layout(cards_, m_.tree, QPointF(m_.pad + m_.levelLabelWidth, treeTop_));
            treeRight = m_.pad + m_.levelLabelWidth + tree_.width() + m_.tree.rootGap;
        }
        besideCards_ = treeRight + m_.cardWidth + m_.pad <= visible;
    }
    // Beside cards that would wrap ("1 → 2" with 3 under the first) while under the relations they
    // all stand in one row, in the visible height: the relations go on top, the list reads across.
    const auto fitting = [this](double left, double right) {
        return static_cast<std::size_t>(
            std::max(0.0, (right - left - m_.pad + m_.cardGap) / (m_.cardWidth + m_.cardGap)));
    };
    const double visibleHeight = parentWidget() ? parentWidget()->height() : height();
    if (besideCards_ && !tree_.nodes().empty() && fitting(treeRight, visible) < cards_.size() &&
        fitting(m_.pad, visible) >= cards_.size() &&
        treeBottom + m_.treeGap + m_.headingHeight + m_.cardHeight + m_.pad <= visibleHeight)
        besideCards_ = false;
    if (besideCards_) {
        cardsLeft_ = tree_.nodes().empty() ? m_.pad : treeRight;
        cardsTop_ = m_.pad;
    } else {
        cardsLeft_ = m_.pad;
        cardsTop_ = tree_.nodes().empty() ? m_.pad : treeBottom + m_.treeGap;
    }
    // The headings wrap in the width they have (compact puts them side by side); the tree and
    // the cards move down by the extra lines.
    treeHeadingWidth_ = (besideCards_ ? cardsLeft_ - m_.tree.rootGap : visible - m_.pad) - m_.pad;
    cardsHeadingWidth_ = std::max(m_.em, visible - cardsLeft_ - m_.pad);
    const QFontMetricsF heading(m_.heading);
    const auto wrapped = [&heading, this](const QString& text, double width) {
        if (text.isEmpty())
            return 0.0;
        return heading.boundingRect(QRectF(0, 0, std::max(m_.em, width), 1e6), Qt::TextWordWrap, text)
                   .height() +
               0.4 * m_.em;
    };
    const double treeTitle = tree_.nodes().empty() ? 0.0 : wrapped(treeHeading(), treeHeadingWidth_);
    const double cardsTitle = wrapped(cardsHeading(), cardsHeadingWidth_);
    m_.headingHeight = std::max(m_.headingHeight, besideCards_ ? std::max(treeTitle, cardsTitle) : treeTitle);
    if (treeTop_ != m_.pad + m_.headingHeight) {
        treeTop_ = m_.pad + m_.headingHeight;
        tree_.layout(cards_, m_.tree, QPointF(m_.pad + m_.levelLabelWidth, treeTop_));
    }
    const double treeLow = treeTop_ + tree_.maxLevel() * m_.tree.levelPitch + m_.tree.nodeHeight;
    if (!besideCards_ && !tree_.nodes().empty())
        cardsTop_ = treeLow + m_.treeGap;
    cardsHeadingHeight_ = besideCards_ ? m_.headingHeight : std::max(m_.headingHeight, cardsTitle);
    layoutCards();
    const int width = static_cast<int>(
        std::max(besideCards_ ? 0.0 : treeRight + m_.pad, cardsLeft_ + m_.cardWidth + m_.pad));
    const int height = static_cast<int>(std::max(cardsBottom_, besideCards_ ? treeLow : 0.0) + m_.pad);
    return {width, height};
}

void JobListCanvas::layoutCards() {
    // The cards flow in rows as wide as the visible part (the scroll area's viewport) right of
    // cardsLeft_.
    const double visible = parentWidget() ? std::min(width(), parentWidget()->width()) : width();
    const int columns = std::max(
        1, static_cast<int>((visible - cardsLeft_ - m_.pad + m_.cardGap) / (m_.cardWidth + m_.cardGap)));
    cardRects_.clear();
    cardRects_.reserve(cards_.size());
    const double top = cardsTop_ + cardsHeadingHeight_;
    for (std::size_t i = 0; i < cards_.size(); ++i) {
        const int row = static_cast<int>(i) / columns;
        const int column = static_cast<int>(i) % columns;
        cardRects_.emplace_back(cardsLeft_ + column * (m_.cardWidth + m_.cardGap),
                                top + row * (m_.cardHeight + m_.rowGap), m_.cardWidth, m_.cardHeight);
    }
    cardsBottom_ = cardRects_.empty() ? top + m_.em : cardRects_.back().bottom();
}

QPolygonF JobListCanvas::rowJoin(std::size_t i) const {
    if (i == 0 || i >= cardRects_.size() || cardRects_[i - 1].top() >= cardRects_[i].top())
        return {};
    const QRectF& last = cardRects_[i - 1];
    const QRectF& next = cardRects_[i];
    // The stroke's half width (and a pixel) clear of both rows, the line at least as long as
    // it is wide.
    const double clear = joinWidth() / 2 + 1.0;
    const double top = last.bottom() + clear;
    const double bottom = next.top() - clear;
    if (bottom - top < joinWidth())
        return {};
    const double middle = (top + bottom) / 2;
    return QPolygonF{QPointF(last.center().x(), top), QPointF(last.center().x(), middle),
                     QPointF(next.center().x(), middle), QPointF(next.center().x(), bottom)};
}

void JobListCanvas::paintEvent(QPaintEvent* event) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRect exposed = event->rect();
    const QFont& heading = m_.heading;
    const Theme& theme = Theme::of(palette());

    painter.setFont(heading);
    painter.setPen(theme.cardText());
    painter.drawText(cardsHeadingBox(), kHeadingFlags, cardsHeading());
    if (cards_.empty()) {
        painter.setFont(m_.body);
        painter.drawText(emptyTextBox(), kEmptyTextFlags, emptyText_);
        return;
    }
    // The current job last, so that a job jumping ahead slides over the others.
    std::vector<std::size_t> order(cardRects_.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_partition(order.begin(), order.end(),
                          [this](std::size_t i) { return !cards_[i].info.current; });
    for (std::size_t i : order) {
        const QRectF rect = shown(cards_[i].info.message, cardRects_[i]);
        if (!rect.adjusted(-m_.cardGap, 0, 0, 0).intersects(exposed))
            continue;
        paintCard(painter, cards_[i], static_cast<int>(i) + 1, rect);
        // The arrow from the previous card when both sit on the same row (not while sliding).
        if (!animating() && i > 0 && cardRects_[i - 1].top() == cardRects_[i].top()) {
            const double y = rect.center().y();
            const double x1 = rect.left() - 0.25 * m_.em;
            const double x0 = x1 - m_.cardGap + 0.5 * m_.em;
            const double head = 0.3 * m_.em;
            painter.setPen(QPen(theme.cardOutline(), 2 * m_.thin));
            painter.drawLine(QPointF(x0, y), QPointF(x1, y));
            painter.drawLine(QPointF(x1, y), QPointF(x1 - head, y - head));
            painter.drawLine(QPointF(x1, y), QPointF(x1 - head, y + head));
        }
        // From the last card of a row to the first of the next: the list reads on there, not
        // down the first column.
        if (const QPolygonF join = animating() ? QPolygonF() : rowJoin(i); !join.isEmpty()) {
            const QPointF end = join.back();
            const double head = std::min(0.3 * m_.em, (end.y() - join.front().y()) / 2);
            painter.setPen(QPen(theme.cardOutline(), joinWidth(), Qt::SolidLine, Qt::FlatCap));
            painter.drawPolyline(join);
            painter.drawLine(end, end + QPointF(-head, -head));
            painter.drawLine(end, end + QPointF(head, -head));
        }
    }

    painter.setFont(heading);
    painter.setPen(theme.cardText());
    painter.drawText(treeHeadingBox(), kHeadingFlags, treeHeading());
    paintTree(painter, exposed);
}

QRectF JobListCanvas::cardsHeadingBox() const {
    return QRectF(cardsLeft_, cardsTop_, cardsHeadingWidth_, cardsHeadingHeight_);
}

QRectF JobListCanvas::treeHeadingBox() const {
    return QRectF(m_.pad, treeTop_ - m_.headingHeight, treeHeadingWidth_, m_.headingHeight);
}

QRectF JobListCanvas::levelLabelBox(int level) const {
    return QRectF(m_.pad, treeTop_ + level * m_.tree.levelPitch, m_.levelLabelWidth - 0.4 * m_.em,
                  m_.tree.nodeHeight);
}

QRectF JobListCanvas::emptyTextBox() const {
    return QRectF(cardsLeft_, cardsTop_ + cardsHeadingHeight_, width() - 2 * m_.pad,
                  std::max(m_.headingHeight, m_.em));
}

std::vector<DrawnFigure::Part> JobListCanvas::drawnParts() const {
    std::vector<DrawnFigure::Part> parts;
    const auto text = [&parts](const QString& name, const QFont& font, const QRectF& box, int flags,
                               const QString& shown) {
        if (!shown.isEmpty())
            parts.push_back({name, QFontMetricsF(font).boundingRect(box, flags, shown)});
    };
    text(QStringLiteral("cards heading"), m_.heading, cardsHeadingBox(), kHeadingFlags, cardsHeading());
    if (cards_.empty()) {
        text(QStringLiteral("empty list"), m_.body, emptyTextBox(), kEmptyTextFlags, emptyText_);
        return parts;
    }
    text(QStringLiteral("relations heading"), m_.heading, treeHeadingBox(), kHeadingFlags, treeHeading());
    for (int level = 0; level <= tree_.maxLevel() && !tree_.nodes().empty(); ++level)
        text(QStringLiteral("level %1").arg(level), m_.body, levelLabelBox(level), kLevelLabelFlags,
             tr("level %1").arg(JobCardText::grouped(level)));
    for (const auto& node : tree_.nodes())
        parts.push_back(
            {node.message >= 0 ? QStringLiteral("node %1").arg(node.message) : QStringLiteral("node ?"),
             node.rect});
    for (std::size_t i = 0; i < cardRects_.size(); ++i)
        parts.push_back({QStringLiteral("card %1").arg(i + 1), cardRects_[i]});
    return parts;
}

JobListCanvas::TitleBand JobListCanvas::titleBand(const JobCard& card, const QRectF& rect) const {
    TitleBand parts;
    double titleLeft = rect.left() + m_.pad;
    if (card.info.blocker) {
        const double side = kChipSide * m_.em;
        parts.chip = QRectF(titleLeft, rect.top() + (m_.titleHeight - side) / 2, side, side);
        titleLeft = parts.chip.right() + kChipGap * m_.em;
    }
    const double noteWidth = QFontMetricsF(m_.body).horizontalAdvance(bandNote(card));
    parts.note = QRectF(rect.right() - m_.pad - noteWidth, rect.top(), noteWidth, m_.titleHeight);
    parts.title =
        QRectF(titleLeft, rect.top(), std::max(0.0, parts.note.left() - m_.pad - titleLeft), m_.titleHeight);
    return parts;
}

void JobListCanvas::paintCard(QPainter& painter, const JobCard& card, int position,
                              const QRectF& rect) const {
    const JobInfo& job = card.info;
    const QFont& titleFont = m_.title;
    const QFont& bold = m_.bold;
    const QFontMetricsF body(m_.body);
    const QFontMetricsF boldMetrics(bold);
    const Theme& theme = Theme::of(palette());
    const QColor text = theme.cardText();

    // A blocker's body: grey, faintly hatched, so that its text stays readable.
    QPainterPath outline;
    outline.addRoundedRect(rect, m_.radius, m_.radius);
    painter.fillPath(outline, job.blocker ? theme.blockerFill() : theme.cardFill());
    if (job.blocker)
        painter.fillPath(outline, QBrush(theme.blockerHatch(), Qt::BDiagPattern));

    // Title band: job colour (grey for a blocker, with a chip of the job colour kept).
    const QRectF band(rect.left(), rect.top(), rect.width(), m_.titleHeight);
    QPainterPath bandPath;
    bandPath.setFillRule(Qt::WindingFill);
    bandPath.addRoundedRect(band, m_.radius, m_.radius);
    if (band.bottom() < rect.bottom() - 0.5) // a brief card is its band: rounded all round
        bandPath.addRect(band.adjusted(0, m_.titleHeight / 2, 0, 0));
    painter.fillPath(bandPath, job.blocker ? theme.blockerBand() : JobPalette::colour(job.message));
    const TitleBand parts = titleBand(card, rect);
    if (job.blocker) {
        painter.setPen(QPen(theme.swatchOutline(), m_.thin));
        painter.setBrush(JobPalette::colour(job.message));
        painter.drawRect(parts.chip);
    }
    painter.setPen(job.blocker ? theme.blockerBandText() : JobPalette::textColour(job.message));
    painter.setFont(titleFont);
    painter.drawText(parts.title, Qt::AlignLeft | Qt::AlignVCenter, JobCardText::title(card, position));
    painter.setFont(m_.body);
    painter.drawText(parts.note, Qt::AlignRight | Qt::AlignVCenter, bandNote(card));

    // Counters: name on the left, value on the right (the card is as wide as they need).
    double y = band.bottom() + 0.2 * m_.em;
    const QRectF inner = rect.adjusted(m_.pad, 0, -m_.pad, 0);
    for (const auto& counter : countersShown(card)) {
        const QRectF line(inner.left(), y, inner.width(), m_.lineHeight);
        painter.setPen(theme.cardFaintText());
        painter.setFont(m_.body);
        painter.drawText(line, Qt::AlignLeft | Qt::AlignVCenter, counter.name);
        painter.setPen(text);
        painter.setFont(bold);
        painter.drawText(line, Qt::AlignRight | Qt::AlignVCenter, counter.value);
        y += m_.lineHeight;
    }

    // State: current job, blocker (with the destinations it waits for), first with unread
    // recipients. Queue names may be long: they end in "…" and the tooltip has them all.
    // Compact, the title band has the short state.
    if (!compact_) {
        painter.setPen(text);
        painter.setFont(job.current || job.blocker ? bold : m_.body);
        const QFontMetricsF stateMetrics(job.current || job.blocker ? boldMetrics : body);
        painter.drawText(QRectF(inner.left(), y, inner.width(), m_.lineHeight),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         stateMetrics.elidedText(JobCardText::state(card), Qt::ElideRight, inner.width()));
    }
    paintOutline(painter, job, rect);
}

void JobListCanvas::paintOutline(QPainter& painter, const JobInfo& job, const QRectF& rect) const {
    const Theme& theme = Theme::of(palette());
    painter.setBrush(Qt::NoBrush);
    if (job.current)
        painter.setPen(QPen(theme.currentMark(), m_.thick));
    else if (job.blocker)
        painter.setPen(QPen(theme.cardOutline(), 2 * m_.thin, Qt::DashLine));
    else
        painter.setPen(QPen(theme.cardOutline(), m_.thin));
    painter.drawRoundedRect(rect, m_.radius, m_.radius);
}

void JobListCanvas::paintTree(QPainter& painter, const QRect& exposed) const {
    const Theme& theme = Theme::of(palette());
    const QColor text = theme.cardText();
    const double nodeHeight = m_.tree.nodeHeight;
    // Level rows with their labels.
    for (int level = 0; level <= tree_.maxLevel(); ++level) {
        const double y = treeTop_ + level * m_.tree.levelPitch;
        painter.setPen(QPen(theme.chartGrid(), m_.thin, Qt::DotLine));
        painter.drawLine(
            QPointF(m_.pad + m_.levelLabelWidth - 0.4 * m_.em, y + nodeHeight / 2),
            QPointF(besideCards_ ? cardsLeft_ - m_.tree.rootGap : width() - m_.pad, y + nodeHeight / 2));
        painter.setPen(text);
        painter.setFont(m_.body);
        painter.drawText(levelLabelBox(level), kLevelLabelFlags,
                         tr("level %1").arg(JobCardText::grouped(level)));
    }
    const auto& nodes = tree_.nodes();
    auto rectOf = [this, &nodes](int index) {
        const auto& node = nodes[static_cast<std::size_t>(index)];
        return node.message >= 0 ? shown(kNodeKeyOffset + node.message, node.rect) : node.rect;
    };
    // Level 0 joined like the README's 1--2--3; then parent-to-child lines.
    painter.setPen(QPen(theme.cardOutline(), 2 * m_.thin));
    for (const auto& edge : tree_.edges()) {
        const QLineF line = edge.line(rectOf(edge.from), rectOf(edge.to));
        if (QRectF(line.p1(), line.p2()).normalized().adjusted(-1, -1, 1, 1).intersects(exposed))
            painter.drawLine(line);
    }
    const QFont& idFont = m_.id;
    const double radius = 0.75 * m_.radius;
    painter.setFont(idFont);
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const auto& node = nodes[i];
        const QRectF rect = rectOf(static_cast<int>(i));
        if (!rect.toAlignedRect().intersects(exposed))
            continue;
        if (node.message < 0) {
            painter.setPen(QPen(text, 1.5 * m_.thin, Qt::DashLine));
            painter.setBrush(theme.cardFill());
            painter.drawRoundedRect(rect, radius, radius);
            painter.drawText(rect, Qt::AlignCenter, QStringLiteral("?"));
            continue;
        }
        const JobInfo& job = cards_[static_cast<std::size_t>(node.card)].info;
        painter.setPen(Qt::NoPen);
        painter.setBrush(job.blocker ? theme.blockerBand() : JobPalette::colour(job.message));
        painter.drawRoundedRect(rect, radius, radius);
        // A blocker keeps its colour as a swatch on the left; its id is centred in the rest.
        QRectF idRect = nodeIdRect(job, rect);
        if (job.blocker) {
            painter.setBrush(QBrush(theme.blockerHatch(), Qt::BDiagPattern));
            painter.drawRoundedRect(rect, radius, radius);
            const QRectF swatch(rect.left() + 0.25 * m_.em, rect.top() + 0.35 * m_.em, 0.5 * m_.em,
                                rect.height() - 0.7 * m_.em);
            painter.fillRect(swatch, JobPalette::colour(job.message));
        }
        painter.setPen(job.blocker ? theme.blockerBandText() : JobPalette::textColour(job.message));
        painter.drawText(idRect, Qt::AlignCenter, nodeText(static_cast<int>(i), rect));
        painter.setBrush(Qt::NoBrush);
        painter.setPen(job.current ? QPen(theme.currentMark(), m_.thick)
                                   : QPen(theme.cardOutline(), job.blocker ? 2 * m_.thin : m_.thin,
                                          job.blocker ? Qt::DashLine : Qt::SolidLine));
        painter.drawRoundedRect(rect, radius, radius);
    }
}

QRectF JobListCanvas::nodeIdRect(const JobInfo& job, const QRectF& rect) const {
    QRectF idRect = rect.adjusted(0.25 * m_.em, 0, -0.25 * m_.em, 0);
    if (job.blocker)
        idRect.setLeft(rect.left() + kSwatchRoom * m_.em);
    return idRect;
}

QString JobListCanvas::nodeText(int node, const QRectF& rect) const {
    const JobCard& card =
        cards_[static_cast<std::size_t>(tree_.nodes()[static_cast<std::size_t>(node)].card)];
    return QFontMetricsF(m_.id).elidedText(card.messageId, Qt::ElideRight,
                                           nodeIdRect(card.info, rect).width());
}

bool JobListCanvas::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    if (event->type() == QEvent::LanguageChange)
        counterWidths_.clear(); // the counters' words
    if (event->type() == QEvent::FontChange) {
        // A zoom changed the font: every size follows it.
        animation_.stop();
        from_.clear();
        layout();
        update();
    }
    return QWidget::event(event);
}

QString JobListCanvas::toolTipAt(const QPoint& pos) const {
    for (const auto& node : tree_.nodes()) {
        if (node.rect.contains(pos)) {
            if (node.message < 0)
                return tr(
                    "A parent that is gone: its job completed and this branch was adopted one level up, "
                    "keeping its stack level");
            return JobCardText::toolTip(cards_[static_cast<std::size_t>(node.card)]);
        }
    }
    for (std::size_t i = 0; i < cards_.size() && i < cardRects_.size(); ++i) {
        if (cardRects_[i].contains(pos))
            return JobCardText::toolTip(cards_[i]);
    }
    return toolTip(); // the key, when the view leaves it to a tooltip
}

} // namespace qmgrlab::ui
