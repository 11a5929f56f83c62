// JobListCanvas: card flow layout, the preemption tree placed by PreemptionTreeLayout, painting
// of the exposed part only, and the slide animation between layouts.
#include "ui/joblist/JobListCanvas.h"

#include "ui/common/JobPalette.h"
#include "ui/common/Theme.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <algorithm>
#include <unordered_map>
#include <utility>

namespace qmgrlab::ui {

namespace {

constexpr double kPad = 12.0;
constexpr double kCardWidth = 330.0;
constexpr double kCardGap = 26.0; // room for the arrow between cards
constexpr double kRowGap = 14.0;
constexpr double kMinNodeWidth = 84.0;
constexpr double kMaxNodeWidth = 170.0;
constexpr double kNodeHeight = 40.0;
constexpr double kNodeGap = 14.0;
constexpr double kRootGap = 26.0;
constexpr double kLevelPitch = 74.0;
constexpr double kLevelLabelWidth = 86.0;
constexpr int kNodeKeyOffset = 1 << 28; // tree node keys, apart from card keys (message indices)
constexpr int kSlideMs = 400;

QFont sized(QFont font, double points, bool bold) {
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

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
}

void JobListCanvas::setEmptyText(const QString& text) {
    emptyText_ = text;
    update();
}

void JobListCanvas::setJobs(std::vector<JobCard> cards, int hidden, bool animate) {
    // Remember where everything is drawn now: the slide starts there.
    std::unordered_map<int, QRectF> now;
    for (std::size_t i = 0; i < cards_.size() && i < cardRects_.size(); ++i)
        now[cards_[i].info.message] = shown(cards_[i].info.message, cardRects_[i]);
    for (const auto& node : tree_.nodes()) {
        if (node.message >= 0)
            now[kNodeKeyOffset + node.message] = shown(kNodeKeyOffset + node.message, node.rect);
    }
    cards_ = std::move(cards);
    hidden_ = hidden;
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

void JobListCanvas::layout() {
    // The preemption relations on top (a few rows, always in sight), the job cards below.
    const double headingHeight = QFontMetricsF(sized(font(), 14.0, true)).height() + 10.0;
    treeTop_ = kPad + headingHeight;
    // Nodes as wide as the longest message id needs, within limits.
    const QFontMetricsF idMetrics(sized(font(), 13.0, true));
    PreemptionTreeLayout::Geometry geometry;
    geometry.nodeWidth = kMinNodeWidth;
    for (const JobCard& card : cards_)
        geometry.nodeWidth = std::max(geometry.nodeWidth, idMetrics.horizontalAdvance(card.messageId) + 16.0);
    geometry.nodeWidth = std::min(geometry.nodeWidth, kMaxNodeWidth);
    geometry.nodeHeight = kNodeHeight;
    geometry.nodeGap = kNodeGap;
    geometry.rootGap = kRootGap;
    geometry.levelPitch = kLevelPitch;
    tree_.layout(cards_, geometry, QPointF(kPad + kLevelLabelWidth, treeTop_));
    cardsTop_ =
        tree_.nodes().empty() ? kPad : treeTop_ + tree_.maxLevel() * kLevelPitch + kNodeHeight + 2 * kPad;
    layoutCards();
    const int width = static_cast<int>(
        std::max(kPad * 2 + kLevelLabelWidth + tree_.width() + kRootGap, kCardWidth + kPad * 2));
    const int height = static_cast<int>(cardsBottom_ + kPad);
    if (minimumSize() != QSize(width, height))
        setMinimumSize(width, height);
}

void JobListCanvas::layoutCards() {
    const QFontMetricsF title(sized(font(), 15.0, true));
    const QFontMetricsF body(font());
    const double headingHeight = QFontMetricsF(sized(font(), 14.0, true)).height() + 10.0;
    const double cardHeight = title.height() + 10.0 + 5 * (body.height() + 3.0) + 10.0;
    const int columns =
        std::max(1, static_cast<int>((width() - 2 * kPad + kCardGap) / (kCardWidth + kCardGap)));
    const std::size_t count = cards_.size() + (hidden_ > 0 ? 1 : 0);
    cardRects_.clear();
    for (std::size_t i = 0; i < count; ++i) {
        const int row = static_cast<int>(i) / columns;
        const int column = static_cast<int>(i) % columns;
        cardRects_.emplace_back(kPad + column * (kCardWidth + kCardGap),
                                cardsTop_ + headingHeight + row * (cardHeight + kRowGap), kCardWidth,
                                cardHeight);
    }
    cardsBottom_ =
        cardRects_.empty() ? cardsTop_ + headingHeight + body.height() : cardRects_.back().bottom();
}

void JobListCanvas::paintEvent(QPaintEvent* event) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRect exposed = event->rect();
    const QFont heading = sized(font(), 14.0, true);
    const double headingHeight = QFontMetricsF(heading).height() + 10.0;
    const Theme& theme = Theme::of(palette());

    painter.setFont(heading);
    painter.setPen(theme.cardText());
    painter.drawText(QRectF(kPad, cardsTop_, width() - 2 * kPad, headingHeight), Qt::AlignLeft | Qt::AlignTop,
                     tr("Scheduler's job list (selection order)"));
    if (cards_.empty()) {
        painter.setFont(font());
        painter.drawText(QRectF(kPad, cardsTop_ + headingHeight, width() - 2 * kPad, headingHeight),
                         Qt::AlignLeft | Qt::AlignTop, emptyText_);
        return;
    }
    // The current job last, so that a job jumping ahead slides over the others.
    std::vector<std::size_t> order(cardRects_.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_partition(order.begin(), order.end(),
                          [this](std::size_t i) { return i == cards_.size() || !cards_[i].info.current; });
    for (std::size_t i : order) {
        const bool more = i == cards_.size();
        const QRectF rect = more ? cardRects_[i] : shown(cards_[i].info.message, cardRects_[i]);
        if (!rect.adjusted(-kCardGap, 0, 0, 0).intersects(exposed))
            continue;
        if (more) {
            painter.setPen(QPen(theme.cardText(), 1.5, Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(rect, 8, 8);
            painter.setFont(sized(font(), 14.0, true));
            painter.drawText(rect, Qt::AlignCenter, tr("… %n more job(s)", nullptr, hidden_));
            continue;
        }
        paintCard(painter, cards_[i], static_cast<int>(i) + 1, rect);
        // The arrow from the previous card when both sit on the same row (not while sliding).
        if (!animating() && i > 0 && cardRects_[i - 1].top() == cardRects_[i].top()) {
            const double y = rect.center().y();
            const double x1 = rect.left() - 4;
            const double x0 = x1 - kCardGap + 8;
            painter.setPen(QPen(theme.cardOutline(), 2.0));
            painter.drawLine(QPointF(x0, y), QPointF(x1, y));
            painter.drawLine(QPointF(x1, y), QPointF(x1 - 6, y - 5));
            painter.drawLine(QPointF(x1, y), QPointF(x1 - 6, y + 5));
        }
    }

    painter.setFont(heading);
    painter.setPen(theme.cardText());
    painter.drawText(QRectF(kPad, treeTop_ - headingHeight, width() - 2 * kPad, headingHeight),
                     Qt::AlignLeft | Qt::AlignTop, tr("Preemption relations (stack levels)"));
    paintTree(painter, exposed);
}

void JobListCanvas::paintCard(QPainter& painter, const JobCard& card, int position,
                              const QRectF& rect) const {
    const JobInfo& job = card.info;
    const QFont titleFont = sized(font(), 15.0, true);
    QFont bold = font();
    bold.setBold(true);
    const QFontMetricsF title(titleFont);
    const QFontMetricsF body(font());
    const QFontMetricsF boldMetrics(bold);
    const double titleHeight = title.height() + 10.0;
    const double lineHeight = body.height() + 3.0;
    const Theme& theme = Theme::of(palette());
    const QColor text = theme.cardText();

    // A blocker's body: grey, faintly hatched, so that its text stays readable.
    QPainterPath outline;
    outline.addRoundedRect(rect, 8, 8);
    painter.fillPath(outline, job.blocker ? theme.blockerFill() : theme.cardFill());
    if (job.blocker)
        painter.fillPath(outline, QBrush(theme.blockerHatch(), Qt::BDiagPattern));

    // Title band: job colour (grey for a blocker, with a chip of the job colour kept).
    const QRectF band(rect.left(), rect.top(), rect.width(), titleHeight);
    QPainterPath bandPath;
    bandPath.setFillRule(Qt::WindingFill);
    bandPath.addRoundedRect(band, 8, 8);
    bandPath.addRect(band.adjusted(0, titleHeight / 2, 0, 0));
    painter.fillPath(bandPath, job.blocker ? theme.blockerBand() : JobPalette::colour(job.message));
    double titleLeft = band.left() + 10;
    if (job.blocker) {
        const QRectF chip(titleLeft, band.center().y() - 9, 18, 18);
        painter.setPen(QPen(Qt::black, 1.0));
        painter.setBrush(JobPalette::colour(job.message));
        painter.drawRect(chip);
        titleLeft = chip.right() + 6;
    }
    const QString level = tr("level %1").arg(job.stackLevel);
    const double levelWidth = body.horizontalAdvance(level) + 10;
    painter.setPen(job.blocker ? theme.blockerBandText() : JobPalette::textColour(job.message));
    painter.setFont(titleFont);
    painter.drawText(QRectF(titleLeft, band.top(), band.right() - titleLeft - levelWidth, titleHeight),
                     Qt::AlignLeft | Qt::AlignVCenter,
                     title.elidedText(tr("%1. msg %2").arg(position).arg(card.messageId), Qt::ElideRight,
                                      band.right() - titleLeft - levelWidth - 4));
    painter.setFont(font());
    painter.drawText(QRectF(band.left(), band.top(), band.width() - 10, titleHeight),
                     Qt::AlignRight | Qt::AlignVCenter, level);

    // Counters: name on the left, values on the right.
    const std::pair<QString, QString> counters[] = {
        {tr("entries"), tr("read %1 · selected %2").arg(job.readEntries).arg(job.selectedEntries)},
        {tr("delivery slots"), tr("avail %1 · used %2").arg(job.slotsAvailable).arg(job.slotsUsed)},
        {tr("recipients"), tr("%1 in core / %2 slots").arg(job.rcptCount).arg(job.rcptLimit)},
    };
    double y = band.bottom() + 5;
    const QRectF inner = rect.adjusted(10, 0, -10, 0);
    for (const auto& [name, values] : counters) {
        const QRectF line(inner.left(), y, inner.width(), lineHeight);
        painter.setPen(theme.cardFaintText());
        painter.setFont(font());
        painter.drawText(line, Qt::AlignLeft | Qt::AlignVCenter, name);
        painter.setPen(text);
        painter.setFont(bold);
        const double room = inner.width() - body.horizontalAdvance(name) - 8;
        painter.drawText(line, Qt::AlignRight | Qt::AlignVCenter,
                         boldMetrics.elidedText(values, Qt::ElideLeft, room));
        y += lineHeight;
    }

    // State: two lines.
    painter.setPen(text);
    QString second;
    if (job.blocker) {
        const QRectF badge(inner.left(), y + 2, boldMetrics.horizontalAdvance(tr("BLOCKER")) + 12,
                           lineHeight - 2);
        painter.fillRect(badge, text);
        painter.setPen(theme.cardFill());
        painter.setFont(bold);
        painter.drawText(badge, Qt::AlignCenter, tr("BLOCKER"));
        painter.setPen(text);
        painter.setFont(font());
        painter.drawText(QRectF(badge.right() + 8, y, inner.right() - badge.right() - 8, lineHeight),
                         Qt::AlignLeft | Qt::AlignVCenter, tr("skipped"));
        second = tr("waits for %1").arg(card.blockingQueues.join(QStringLiteral(", ")));
    } else if (job.current) {
        painter.setFont(bold);
        painter.drawText(QRectF(inner.left(), y, inner.width(), lineHeight), Qt::AlignLeft | Qt::AlignVCenter,
                         tr("▶ CURRENT JOB"));
    }
    if (second.isEmpty() && job.nextUnread)
        second = tr("first job with unread recipients");
    painter.setFont(font());
    painter.drawText(QRectF(inner.left(), y + lineHeight, inner.width(), lineHeight),
                     Qt::AlignLeft | Qt::AlignVCenter,
                     body.elidedText(second, Qt::ElideRight, inner.width()));

    painter.setBrush(Qt::NoBrush);
    if (job.current)
        painter.setPen(QPen(theme.currentMark(), 4.0));
    else if (job.blocker)
        painter.setPen(QPen(theme.cardOutline(), 2.0, Qt::DashLine));
    else
        painter.setPen(QPen(theme.cardOutline(), 1.2));
    painter.drawRoundedRect(rect, 8, 8);
}

void JobListCanvas::paintTree(QPainter& painter, const QRect& exposed) const {
    const Theme& theme = Theme::of(palette());
    const QColor text = theme.cardText();
    // Level rows with their labels.
    for (int level = 0; level <= tree_.maxLevel(); ++level) {
        const double y = treeTop_ + level * kLevelPitch;
        painter.setPen(QPen(theme.chartGrid(), 1.0, Qt::DotLine));
        painter.drawLine(QPointF(kPad + kLevelLabelWidth - 6, y + kNodeHeight / 2),
                         QPointF(width() - kPad, y + kNodeHeight / 2));
        painter.setPen(text);
        painter.setFont(font());
        painter.drawText(QRectF(kPad, y, kLevelLabelWidth - 10, kNodeHeight),
                         Qt::AlignLeft | Qt::AlignVCenter, tr("level %1").arg(level));
    }
    const auto& nodes = tree_.nodes();
    auto rectOf = [this, &nodes](int index) {
        const auto& node = nodes[static_cast<std::size_t>(index)];
        return node.message >= 0 ? shown(kNodeKeyOffset + node.message, node.rect) : node.rect;
    };
    // Level 0 joined like the README's 1--2--3; then parent-to-child lines.
    painter.setPen(QPen(theme.cardOutline(), 2.0));
    for (const auto& edge : tree_.edges())
        painter.drawLine(edge.line(rectOf(edge.from), rectOf(edge.to)));
    QFont idFont = sized(font(), 13.0, true);
    const QFontMetricsF idMetrics(idFont);
    painter.setFont(idFont);
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const auto& node = nodes[i];
        const QRectF rect = rectOf(static_cast<int>(i));
        if (!rect.toAlignedRect().intersects(exposed))
            continue;
        if (node.message < 0) {
            painter.setPen(QPen(text, 1.5, Qt::DashLine));
            painter.setBrush(theme.cardFill());
            painter.drawRoundedRect(rect, 6, 6);
            painter.drawText(rect, Qt::AlignCenter, QStringLiteral("?"));
            continue;
        }
        const JobInfo& job = cards_[static_cast<std::size_t>(node.card)].info;
        painter.setPen(Qt::NoPen);
        painter.setBrush(job.blocker ? theme.blockerBand() : JobPalette::colour(job.message));
        painter.drawRoundedRect(rect, 6, 6);
        if (job.blocker) {
            painter.setBrush(QBrush(theme.blockerHatch(), Qt::BDiagPattern));
            painter.drawRoundedRect(rect, 6, 6);
            painter.fillRect(QRectF(rect.left() + 4, rect.top() + 6, 10, rect.height() - 12),
                             JobPalette::colour(job.message));
        }
        painter.setPen(job.blocker ? theme.blockerBandText() : JobPalette::textColour(job.message));
        painter.drawText(rect, Qt::AlignCenter,
                         idMetrics.elidedText(cards_[static_cast<std::size_t>(node.card)].messageId,
                                              Qt::ElideRight, rect.width() - 8));
        painter.setBrush(Qt::NoBrush);
        painter.setPen(job.current ? QPen(theme.currentMark(), 4.0)
                                   : QPen(theme.cardOutline(), job.blocker ? 2.0 : 1.0,
                                          job.blocker ? Qt::DashLine : Qt::SolidLine));
        painter.drawRoundedRect(rect, 6, 6);
    }
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
    return QWidget::event(event);
}

QString JobListCanvas::toolTipAt(const QPoint& pos) const {
    int card = -1;
    for (std::size_t i = 0; i < cards_.size() && i < cardRects_.size(); ++i) {
        if (cardRects_[i].contains(pos))
            card = static_cast<int>(i);
    }
    for (const auto& node : tree_.nodes()) {
        if (node.rect.contains(pos)) {
            if (node.message < 0)
                return tr(
                    "A parent that is gone: its job completed and this branch was adopted one level up, "
                    "keeping its stack level");
            card = node.card;
        }
    }
    if (card < 0)
        return {};
    const JobCard& c = cards_[static_cast<std::size_t>(card)];
    const JobInfo& job = c.info;
    QStringList lines;
    lines << tr("Job of message %1, stack level %2").arg(c.messageId).arg(job.stackLevel);
    lines << tr("read entries %1, selected entries %2, at most %3 entries in all")
                 .arg(job.readEntries)
                 .arg(job.selectedEntries)
                 .arg(job.maxEntries);
    lines << tr("delivery slots: available %1, used %2").arg(job.slotsAvailable).arg(job.slotsUsed);
    lines << tr("recipients in core (rcpt_count) %1, recipient slots (rcpt_limit) %2")
                 .arg(job.rcptCount)
                 .arg(job.rcptLimit);
    if (job.blocker)
        lines << tr("blocker job: every destination it has entries for is full or dead (%1)")
                     .arg(c.blockingQueues.join(QStringLiteral(", ")));
    if (job.nextUnread)
        lines << tr("the first job on the by-time list whose message has unread recipients: it gets the "
                    "transport's unused recipient slots");
    return lines.join(QLatin1Char('\n'));
}

} // namespace qmgrlab::ui
