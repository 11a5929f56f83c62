// SPDX-License-Identifier: GPL-3.0-or-later
// StructuresView: the StructureSnapshot of the current position laid out in rows (a message, its
// jobs, their peers with their entries; a transport's queues with theirs) and painted.
#include "ui/concepts/StructuresView.h"

#include "core/run/Run.h"
#include "ui/SimulationController.h"
#include "ui/common/Hatching.h"
#include "ui/common/JobPalette.h"
#include "ui/common/Theme.h"

#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace qmgrlab::ui {

namespace {

// Widths in the font's line height: a column's least width, and the width from which the
// messages and the queues stand side by side.
constexpr double kColumnEms = 16.0;
constexpr double kTwoColumnEms = 44.0;
constexpr double kRowEms = 1.35;
constexpr double kIndentEms = 1.3;

} // namespace

QString StructuresView::counted(int n, const char* one, const char* many) {
    return tr(n == 1 ? one : many, nullptr, n);
}

StructuresView::StructuresView(SimulationController* controller, QWidget* parent)
    : ConceptView(controller, kColumnEms, parent) {
    refresh();
}

void StructuresView::readPosition() {
    if (controller()->hasRun())
        snapshot_.emplace(controller()->run(), kListLimit);
    else
        snapshot_.reset();
}

void StructuresView::addGap(std::vector<Row>& rows, int indent, int previous, int place) const {
    if (place > previous + 1) {
        Row more;
        more.kind = Row::Kind::More;
        more.indent = indent;
        more.text = tr("+%n more", nullptr, place - previous - 1);
        rows.push_back(std::move(more));
    }
}

void StructuresView::retranslate() {
    setAccessibleName(tr("Structures"));
    messageRows_.clear();
    queueRows_.clear();
    key_ = tr("Each box is a recipient entry in its message's colour, with the recipients it holds; "
              "hatched: being delivered; ringed: the entry this step selected, its peer named in the same "
              "colour. A peer lists the entries of its job waiting for its destination; a queue, those of "
              "every job.");
    if (!snapshot_) {
        messageRows_.push_back({Row::Kind::Note, 0, tr("No scenario is open.")});
        return;
    }
    const Run& run = controller()->run();
    const auto messageName = [&run](int message) {
        return QString::fromStdString(run.config().message(message).id);
    };
    const auto queueName = [&run](NameId name) { return QString::fromStdString(run.names().name(name)); };
    const auto transportName = [&run](TransportId t) {
        return QString::fromStdString(run.config().transports()[static_cast<std::size_t>(t)].name);
    };
    const StructureSnapshot& s = *snapshot_;

    messageRows_.push_back(
        {Row::Kind::Heading, 0, tr("Messages in the active queue: %1").arg(s.messageCount())});
    if (s.messageCount() == 0)
        messageRows_.push_back({Row::Kind::Note, 1, tr("The active queue is empty.")});
    int previousMessage = -1;
    for (const StructureSnapshot::Message& m : s.messages()) {
        addGap(messageRows_, 0, previousMessage, m.place);
        previousMessage = m.place;
        Row message{Row::Kind::Message, 0,
                    counted(m.recipients, QT_TR_N_NOOP("Message %1 · %n recipient: %2 read, %3 in memory"),
                            QT_TR_N_NOOP("Message %1 · %n recipients: %2 read, %3 in memory"))
                        .arg(messageName(m.message))
                        .arg(m.read)
                        .arg(m.inCore)};
        message.message = m.message;
        messageRows_.push_back(std::move(message));
        int previousJob = -1;
        for (const StructureSnapshot::Job& j : m.jobs) {
            addGap(messageRows_, 1, previousJob, j.place);
            previousJob = j.place;
            Row job{Row::Kind::Job, 1, tr("job on %1").arg(transportName(j.transport))};
            job.message = m.message;
            job.current = j.current;
            messageRows_.push_back(std::move(job));
            int previousPeer = -1;
            for (const StructureSnapshot::Peer& p : j.peers) {
                addGap(messageRows_, 2, previousPeer, p.place);
                previousPeer = p.place;
                Row peer{Row::Kind::Peer, 2, tr("peer %1").arg(queueName(p.queue))};
                peer.supplied = p.supplied;
                peer.count = p.todoCount;
                peer.busyCount = p.busyCount;
                peer.todo = p.todo;
                messageRows_.push_back(std::move(peer));
            }
            addGap(messageRows_, 2, previousPeer, j.peerCount);
        }
        addGap(messageRows_, 1, previousJob, m.jobCount);
    }
    addGap(messageRows_, 0, previousMessage, s.messageCount());

    for (const StructureSnapshot::Transport& t : s.transports()) {
        queueRows_.push_back({Row::Kind::Heading, 0,
                              counted(t.queueCount, QT_TR_N_NOOP("Transport %1: %n queue"),
                                      QT_TR_N_NOOP("Transport %1: %n queues"))
                                  .arg(QString::fromStdString(t.name))});
        int previousQueue = -1;
        for (const StructureSnapshot::Queue& q : t.queues) {
            addGap(queueRows_, 1, previousQueue, q.place);
            previousQueue = q.place;
            QString state = q.window == 0    ? tr("dead")
                            : q.window == -1 ? tr("suspended")
                                             : tr("window %1").arg(q.window);
            queueRows_.push_back({Row::Kind::Queue, 1, tr("queue %1 · %2").arg(queueName(q.name), state)});
            Row entries{Row::Kind::QueueEntries, 2, tr("todo")};
            entries.count = q.todoCount;
            entries.busyCount = q.busyCount;
            entries.todo = q.todo;
            entries.busy = q.busy;
            queueRows_.push_back(std::move(entries));
        }
        addGap(queueRows_, 1, previousQueue, t.queueCount);
    }
}

int StructuresView::rowHeight() const {
    return static_cast<int>(std::ceil(QFontMetricsF(bodyFont()).height() * kRowEms));
}

bool StructuresView::twoColumns() const {
    return width() >= QFontMetricsF(bodyFont()).height() * kTwoColumnEms;
}

QSize StructuresView::sizeHint() const {
    const int width = static_cast<int>(QFontMetricsF(bodyFont()).height() * kColumnEms * 1.5);
    return {width, heightForWidth(width)};
}

int StructuresView::heightForWidth(int width) const {
    const QFontMetricsF metrics(bodyFont());
    const double em = metrics.height();
    const bool two = width >= em * kTwoColumnEms;
    const auto rows = static_cast<int>(two ? std::max(messageRows_.size(), queueRows_.size())
                                           : messageRows_.size() + queueRows_.size());
    const double pad = em * 0.5;
    const QRectF key =
        metrics.boundingRect(QRectF(0, 0, std::max(1.0, width - 2 * pad), 1e6), Qt::TextWordWrap, key_);
    return static_cast<int>(std::ceil(pad + rows * rowHeight() + pad + key.height() + pad));
}

double StructuresView::paintEntries(QPainter& painter, double x, double right, double y,
                                    const std::vector<StructureSnapshot::Entry>& entries, int count,
                                    bool busy) const {
    const Theme& theme = Theme::of(palette());
    const QFontMetricsF metrics(painter.font());
    const double em = metrics.height();
    const double height = em * 1.15;
    const double width = std::max(metrics.horizontalAdvance(QStringLiteral("000")), em * 1.2) + em * 0.3;
    const double gap = em * 0.25;
    const double top = y + (rowHeight() - height) / 2;
    // Room for the boxes, keeping a "+K" after them when some are not drawn.
    const QString moreSample = tr("+%n more", nullptr, count);
    const double moreWidth = metrics.horizontalAdvance(moreSample) + gap;
    int fit = static_cast<int>(std::floor((right - x + gap) / (width + gap)));
    if (fit < count)
        fit = static_cast<int>(std::floor((right - x - moreWidth + gap) / (width + gap)));
    fit = std::max(fit, 0);
    // The selected entry is drawn even where fewer fit: it takes the last place.
    std::vector<StructureSnapshot::Entry> drawn(entries.begin(),
                                                entries.begin() + std::min<std::size_t>(entries.size(), fit));
    const auto selected = std::find_if(entries.begin(), entries.end(),
                                       [](const StructureSnapshot::Entry& e) { return e.selected; });
    if (selected != entries.end() && fit > 0 &&
        std::none_of(drawn.begin(), drawn.end(), [](const auto& e) { return e.selected; }))
        drawn.back() = *selected;
    int previous = -1;
    for (const StructureSnapshot::Entry& e : drawn) {
        if (e.place > previous + 1 && previous >= 0) {
            painter.setPen(theme.cardFaintText());
            painter.drawText(QRectF(x, y, em, rowHeight()), Qt::AlignCenter, QStringLiteral("…"));
            x += em;
        }
        previous = e.place;
        const QRectF box(x, top, width, height);
        painter.setPen(QPen(theme.cardOutline(), 1.0));
        painter.setBrush(JobPalette::colour(e.message));
        painter.drawRoundedRect(box, em * 0.2, em * 0.2);
        if (busy)
            paintHatching(painter, box.adjusted(1, 1, -1, -1),
                          theme.isDark() ? QColor(0, 0, 0, 110) : QColor(255, 255, 255, 150), em * 0.35);
        painter.setPen(JobPalette::textColour(e.message));
        painter.drawText(box, Qt::AlignCenter, QString::number(e.recipients));
        if (e.selected) {
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(theme.attention(), std::max(2.0, em * 0.16)));
            painter.drawRoundedRect(box.adjusted(-em * 0.12, -em * 0.12, em * 0.12, em * 0.12), em * 0.25,
                                    em * 0.25);
        }
        x += width + gap;
    }
    const int hidden = count - static_cast<int>(drawn.size());
    if (hidden > 0) {
        painter.setPen(theme.cardFaintText());
        const QString more = tr("+%n more", nullptr, hidden);
        painter.drawText(QRectF(x, y, metrics.horizontalAdvance(more) + 1, rowHeight()), Qt::AlignVCenter,
                         more);
        x += metrics.horizontalAdvance(more) + gap;
    }
    return x;
}

void StructuresView::paintRow(QPainter& painter, const Row& row, double left, double right, double y) const {
    const Theme& theme = Theme::of(palette());
    const QFontMetricsF metrics(bodyFont());
    const double em = metrics.height();
    const double h = rowHeight();
    double x = left + row.indent * em * kIndentEms;
    const QRectF line(x, y, right - x, h);
    QFont bold = bodyFont();
    bold.setBold(true);
    painter.setFont(bodyFont());
    switch (row.kind) {
    case Row::Kind::Heading:
        painter.setFont(bold);
        painter.setPen(theme.cardText());
        painter.drawText(line, Qt::AlignVCenter | Qt::AlignLeft,
                         metrics.elidedText(row.text, Qt::ElideRight, line.width()));
        return;
    case Row::Kind::Note:
    case Row::Kind::More:
        painter.setPen(theme.cardFaintText());
        painter.drawText(line, Qt::AlignVCenter | Qt::AlignLeft, row.text);
        return;
    case Row::Kind::Message:
    case Row::Kind::Job: {
        if (row.current) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(JobPalette::blend(theme.cardFill(), theme.currentMark(), 0.18));
            painter.drawRoundedRect(QRectF(x - em * 0.2, y + 1, right - x + em * 0.2, h - 2), em * 0.2,
                                    em * 0.2);
        }
        const double chip = em * 0.7;
        painter.setPen(QPen(theme.swatchOutline(), 1.0));
        painter.setBrush(JobPalette::colour(row.message));
        painter.drawRect(QRectF(x, y + (h - chip) / 2, chip, chip));
        x += chip + em * 0.35;
        painter.setFont(row.kind == Row::Kind::Message ? bold : bodyFont());
        painter.setPen(theme.cardText());
        QString text = row.text;
        if (row.current)
            text = tr("%1 ▶ current").arg(text);
        painter.drawText(QRectF(x, y, right - x, h), Qt::AlignVCenter | Qt::AlignLeft,
                         QFontMetricsF(painter.font()).elidedText(text, Qt::ElideRight, right - x));
        return;
    }
    case Row::Kind::Peer:
    case Row::Kind::QueueEntries: {
        // The peer the selected entry came from: its name in the selection's colour and bold.
        painter.setPen(row.supplied ? theme.attention() : theme.cardText());
        painter.setFont(row.supplied ? bold : bodyFont());
        const QFontMetricsF labelMetrics(painter.font());
        const double label = row.kind == Row::Kind::Peer
                                 ? std::min(labelMetrics.horizontalAdvance(row.text), (right - x) * 0.6)
                                 : labelMetrics.horizontalAdvance(row.text);
        painter.drawText(QRectF(x, y, label + 1, h), Qt::AlignVCenter | Qt::AlignLeft,
                         labelMetrics.elidedText(row.text, Qt::ElideRight, label + 1));
        painter.setFont(bodyFont());
        x += label + em * 0.4;
        // What follows the entries, in full, or with the selection's mark shortened where the row
        // ends before it.
        const QString inDelivery = row.kind == Row::Kind::Peer && row.busyCount > 0
                                       ? tr("· %n in delivery", nullptr, row.busyCount)
                                       : QString();
        const auto joined = [&inDelivery](const QString& mark) {
            return inDelivery.isEmpty() || mark.isEmpty() ? inDelivery + mark
                                                          : inDelivery + QStringLiteral(" ") + mark;
        };
        const QString after = joined(row.supplied ? tr("◀ selected from here") : QString());
        const QString shortAfter = joined(row.supplied ? tr("◀ selected") : QString());
        double busyWidth = 0.0;
        const QString busyLabel = tr("busy");
        // A queue's busy list when a delivery is under way: nothing said while none is.
        const bool busyShown = row.kind == Row::Kind::QueueEntries && row.busyCount > 0;
        if (busyShown) {
            // The busy list keeps its room first: it is short (the deliveries in progress).
            const double width =
                std::max(metrics.horizontalAdvance(QStringLiteral("000")), em * 1.2) + em * 0.55;
            busyWidth = metrics.horizontalAdvance(busyLabel) + em * 0.4 +
                        std::min<double>(std::max<std::size_t>(row.busy.size(), 1), 4) * width + em;
        }
        // The entries first; what follows them is cut where the row ends.
        const double todoRight = std::max(x, right - busyWidth);
        x = paintEntries(painter, x, todoRight, y, row.todo, row.count, false);
        if (busyShown) {
            x = std::max(x, todoRight) + em * 0.2;
            painter.setPen(theme.cardText());
            painter.drawText(QRectF(x, y, metrics.horizontalAdvance(busyLabel) + 1, h), Qt::AlignVCenter,
                             busyLabel);
            x += metrics.horizontalAdvance(busyLabel) + em * 0.4;
            x = paintEntries(painter, x, right, y, row.busy, row.busyCount, true);
        }
        if (!after.isEmpty()) {
            painter.setFont(row.supplied ? bold : bodyFont());
            painter.setPen(row.supplied ? theme.attention() : theme.cardFaintText());
            const QFontMetricsF afterMetrics(painter.font());
            const double room = std::max(0.0, right - x);
            const QString text = afterMetrics.horizontalAdvance(after) <= room ? after : shortAfter;
            painter.drawText(QRectF(x, y, room, h), Qt::AlignVCenter | Qt::AlignLeft,
                             afterMetrics.elidedText(text, Qt::ElideRight, room));
        }
        return;
    }
    case Row::Kind::Queue:
        painter.setPen(theme.cardText());
        painter.drawText(line, Qt::AlignVCenter | Qt::AlignLeft,
                         metrics.elidedText(row.text, Qt::ElideRight, line.width()));
        return;
    }
}

void StructuresView::paint(QPainter& painter, const QRect& exposed) const {
    const Theme& theme = Theme::of(palette());
    const QFontMetricsF metrics(bodyFont());
    const double em = metrics.height();
    const double pad = em * 0.5;
    const double h = rowHeight();
    const bool two = twoColumns();
    const double middle = two ? width() * 0.55 : width() - pad;
    double y = pad;
    double bottom = 0.0;
    const auto paintColumn = [&](const std::vector<Row>& rows, double left, double right, double top) {
        double at = top;
        for (const Row& row : rows) {
            if (at + h >= exposed.top() && at <= exposed.bottom())
                paintRow(painter, row, left, right, at);
            at += h;
        }
        return at;
    };
    bottom = paintColumn(messageRows_, pad, middle, y);
    if (two)
        bottom = std::max(bottom, paintColumn(queueRows_, middle + pad, width() - pad, y));
    else
        bottom = paintColumn(queueRows_, pad, width() - pad, bottom);
    painter.setFont(bodyFont());
    painter.setPen(theme.cardFaintText());
    painter.drawText(QRectF(pad, bottom + pad, width() - 2 * pad, height() - bottom), Qt::TextWordWrap, key_);
}

} // namespace qmgrlab::ui
