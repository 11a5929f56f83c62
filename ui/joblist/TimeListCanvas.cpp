// SPDX-License-Identifier: GPL-3.0-or-later
// TimeListCanvas: one row per job (colour chip, message id, rcpt_count / rcpt_limit), sized
// from the font and painted for the exposed rows only; the heading and the column labels laid
// out for the width before the rows.
#include "ui/joblist/TimeListCanvas.h"

#include "ui/common/JobPalette.h"
#include "ui/common/ShownText.h"
#include "ui/common/Theme.h"
#include "ui/joblist/JobCardText.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QPaintEvent>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace qmgrlab::ui {

namespace {

constexpr double kBodyScale = 1.2; // the rows' text against the widget's font, as on the cards
constexpr double kHeadingScale = 1.1;
constexpr double kWidestHint = 18.0; // ems: the most sizeHint() asks for the labels on one line each
// How the heading and the two column labels are written in their boxes.
constexpr int kHeadingFlags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
constexpr int kArrivalFlags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
constexpr int kSlotsFlags = Qt::AlignRight | Qt::AlignTop | Qt::TextWordWrap;

} // namespace

TimeListCanvas::TimeListCanvas(QWidget* parent) : QWidget(parent) {
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    layoutLabels();
}

QFont TimeListCanvas::scaledFont(double factor, bool bold) const {
    QFont scaled = font();
    if (scaled.pointSizeF() > 0)
        scaled.setPointSizeF(scaled.pointSizeF() * kBodyScale * factor);
    else
        scaled.setPixelSize(std::max(1, static_cast<int>(scaled.pixelSize() * kBodyScale * factor + 0.5)));
    scaled.setBold(bold);
    return scaled;
}

double TimeListCanvas::em() const {
    return QFontMetricsF(scaledFont(1.0, false)).height();
}

double TimeListCanvas::pad() const {
    return 0.6 * em();
}

double TimeListCanvas::rowHeight() const {
    return 1.6 * em();
}

QString TimeListCanvas::headingText() const {
    return tr("By-time job list");
}

QString TimeListCanvas::arrivalText() const {
    return tr("arrival order");
}

QString TimeListCanvas::slotsText() const {
    return tr("in core / slots");
}

QSize TimeListCanvas::sizeHint() const {
    // The labels on one line each (the column labels an em apart, the counts' inset right of
    // them) where that is at most kWidestHint ems; narrower, they wrap.
    const QFontMetricsF heading(scaledFont(kHeadingScale, true));
    const QFontMetricsF body(scaledFont(1.0, false));
    const double m = em();
    const double oneLine = 2 * pad() + std::max(heading.horizontalAdvance(headingText()),
                                                body.horizontalAdvance(arrivalText()) + m +
                                                    body.horizontalAdvance(slotsText()) + 0.25 * m);
    return QSize(static_cast<int>(std::ceil(std::clamp(oneLine, 14 * m, kWidestHint * m))), minimumHeight());
}

int TimeListCanvas::leastWidth() const {
    return static_cast<int>(std::ceil(11 * em()));
}

void TimeListCanvas::setJobs(std::vector<JobCard> jobs) {
    jobs_ = std::move(jobs);
    layoutLabels();
    update();
}

void TimeListCanvas::layoutLabels() {
    const double m = em();
    const double p = pad();
    const double canvasWidth = std::max(width(), leastWidth());
    const QFontMetricsF heading(scaledFont(kHeadingScale, true));
    const QFontMetricsF body(scaledFont(1.0, false));
    const auto place = [](Label& label, const QFontMetricsF& metrics, const QString& text, int flags,
                          double left, double top, double boxWidth) {
        label.text = wrappableAnywhere(text, metrics, boxWidth);
        const double height =
            metrics.boundingRect(QRectF(left, top, boxWidth, 1e6), flags, label.text).height();
        label.box = QRectF(left, top, boxWidth, std::max(height, metrics.height()));
    };
    place(heading_, heading, headingText(), kHeadingFlags, p, p, canvasWidth - 2 * p);
    // The column labels over the rows' names and counts (the counts end a quarter em inside the
    // rows): on one line with an em between them where they fit, else each wrapped in its share
    // of the width.
    const double top = heading_.box.bottom() + 0.25 * m;
    const double room = canvasWidth - 2 * p - 0.25 * m;
    const double arrival = body.horizontalAdvance(arrivalText());
    const double counts = body.horizontalAdvance(slotsText());
    double slotsWidth = counts;
    if (arrival + m + counts > room)
        slotsWidth = (room - m) * counts / (arrival + counts);
    place(slots_, body, slotsText(), kSlotsFlags, p + room - slotsWidth, top, slotsWidth);
    place(arrival_, body, arrivalText(), kArrivalFlags, p, top, room - slotsWidth - m);
    rowsTop_ = std::max(arrival_.box.bottom(), slots_.box.bottom()) + 0.35 * m;
    const auto rows = static_cast<double>(jobs_.size());
    const QSize least(leastWidth(), static_cast<int>(std::ceil(rowsTop_ + rows * rowHeight() + p)));
    if (minimumSize() != least)
        setMinimumSize(least);
}

QRectF TimeListCanvas::rowRect(int row) const {
    const double m = em();
    const double p = pad();
    return QRectF(p, rowsTop_ + row * rowHeight(), width() - 2 * p, rowHeight() - 0.25 * m);
}

std::vector<DrawnFigure::Part> TimeListCanvas::drawnParts() const {
    std::vector<DrawnFigure::Part> parts;
    const auto text = [&parts](const QString& name, const QFont& font, const Label& label, int flags) {
        parts.push_back({name, QFontMetricsF(font).boundingRect(label.box, flags, label.text)});
    };
    text(QStringLiteral("heading"), scaledFont(kHeadingScale, true), heading_, kHeadingFlags);
    text(QStringLiteral("arrival order"), scaledFont(1.0, false), arrival_, kArrivalFlags);
    text(QStringLiteral("in core / slots"), scaledFont(1.0, false), slots_, kSlotsFlags);
    for (int i = 0; i < static_cast<int>(jobs_.size()); ++i)
        parts.push_back({QStringLiteral("row %1").arg(i + 1), rowRect(i)});
    return parts;
}

void TimeListCanvas::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    layoutLabels();
}

bool TimeListCanvas::event(QEvent* event) {
    if (event->type() == QEvent::FontChange) {
        layoutLabels();
        updateGeometry();
        update();
    }
    return QWidget::event(event);
}

void TimeListCanvas::paintEvent(QPaintEvent* event) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const Theme& theme = Theme::of(palette());
    const QColor text = theme.cardText();
    const double m = em();
    const QFont body = scaledFont(1.0, false);
    const QFont bold = scaledFont(1.0, true);
    painter.setFont(scaledFont(kHeadingScale, true));
    painter.setPen(text);
    painter.drawText(heading_.box, kHeadingFlags, heading_.text);
    painter.setFont(body);
    painter.drawText(arrival_.box, kArrivalFlags, arrival_.text);
    painter.drawText(slots_.box, kSlotsFlags, slots_.text);

    const double row = rowHeight();
    const double top = rowsTop_;
    const int first = std::max(0, static_cast<int>((event->rect().top() - top) / row));
    const int last =
        std::min(static_cast<int>(jobs_.size()), static_cast<int>((event->rect().bottom() - top) / row) + 1);
    const QFontMetricsF metrics(body);
    const double thin = std::max(1.0, m / 14.0);
    const double radius = 0.3 * m;
    for (int i = first; i < last; ++i) {
        const JobCard& job = jobs_[static_cast<std::size_t>(i)];
        const QRectF r = rowRect(i);
        if (job.info.current)
            painter.setPen(QPen(theme.currentMark(), std::max(2.0, m / 6.0)));
        else
            painter.setPen(QPen(theme.cardOutline(), thin));
        painter.setBrush(job.info.blocker ? theme.blockerFill() : theme.cardFill());
        painter.drawRoundedRect(r, radius, radius);
        const double side = 0.9 * m;
        const QRectF chip(r.left() + 0.4 * m, r.center().y() - side / 2, side, side);
        painter.setPen(QPen(theme.swatchOutline(), thin));
        painter.setBrush(JobPalette::colour(job.info.message));
        painter.drawRect(chip);

        const QString counts = tr("%1 / %2").arg(JobCardText::grouped(job.info.rcptCount),
                                                 JobCardText::grouped(job.info.rcptLimit));
        const double countsWidth = metrics.horizontalAdvance(counts) + 0.5 * m;
        painter.setPen(text);
        painter.setFont(body);
        painter.drawText(QRectF(r.right() - countsWidth - 0.25 * m, r.top(), countsWidth, r.height()),
                         Qt::AlignRight | Qt::AlignVCenter, counts);
        painter.setFont(bold);
        QString label = tr("msg %1").arg(job.messageId);
        if (job.info.nextUnread)
            label += tr(" (next unread)");
        const double labelLeft = chip.right() + 0.5 * m;
        const double labelWidth = r.right() - countsWidth - labelLeft - 0.5 * m;
        painter.drawText(QRectF(labelLeft, r.top(), labelWidth, r.height()), Qt::AlignLeft | Qt::AlignVCenter,
                         QFontMetricsF(bold).elidedText(label, Qt::ElideRight, labelWidth));
    }
}

} // namespace qmgrlab::ui
