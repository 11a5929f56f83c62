// SPDX-License-Identifier: GPL-3.0-or-later
// TimeListCanvas: one row per job (colour chip, message id, rcpt_count / rcpt_limit), sized
// from the font and painted for the exposed rows only.
#include "ui/joblist/TimeListCanvas.h"

#include "ui/common/JobPalette.h"
#include "ui/common/Theme.h"
#include "ui/joblist/JobCardText.h"

#include <QEvent>
#include <QPaintEvent>
#include <QPainter>
#include <algorithm>

namespace qmgrlab::ui {

namespace {

constexpr double kBodyScale = 1.2; // the rows' text against the widget's font, as on the cards

} // namespace

TimeListCanvas::TimeListCanvas(QWidget* parent) : QWidget(parent) {
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
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

double TimeListCanvas::headingHeight() const {
    return QFontMetricsF(scaledFont(1.1, true)).height() + 1.6 * em();
}

QSize TimeListCanvas::sizeHint() const {
    return QSize(static_cast<int>(14 * em()), minimumHeight());
}

void TimeListCanvas::setJobs(std::vector<JobCard> jobs) {
    jobs_ = std::move(jobs);
    updateMinimumSize();
    update();
}

void TimeListCanvas::updateMinimumSize() {
    const auto rows = static_cast<double>(jobs_.size());
    setMinimumSize(static_cast<int>(11 * em()),
                   static_cast<int>(2 * pad() + headingHeight() + rows * rowHeight()));
}

bool TimeListCanvas::event(QEvent* event) {
    if (event->type() == QEvent::FontChange) {
        updateMinimumSize();
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
    const double p = pad();
    const QFont heading = scaledFont(1.1, true);
    const QFont body = scaledFont(1.0, false);
    const QFont bold = scaledFont(1.0, true);
    painter.setFont(heading);
    painter.setPen(text);
    const double headingLine = QFontMetricsF(heading).height();
    painter.drawText(QRectF(p, p, width() - 2 * p, headingLine), Qt::AlignLeft | Qt::AlignTop,
                     tr("By-time job list"));
    painter.setFont(body);
    const QRectF columns(p, p + headingLine + 0.25 * m, width() - 2 * p - 0.25 * m, m);
    painter.drawText(columns, Qt::AlignLeft | Qt::AlignVCenter, tr("arrival order"));
    painter.drawText(columns, Qt::AlignRight | Qt::AlignVCenter, tr("in core / slots"));

    const double row = rowHeight();
    const double top = p + headingHeight();
    const int first = std::max(0, static_cast<int>((event->rect().top() - top) / row));
    const int last =
        std::min(static_cast<int>(jobs_.size()), static_cast<int>((event->rect().bottom() - top) / row) + 1);
    const QFontMetricsF metrics(body);
    const double thin = std::max(1.0, m / 14.0);
    const double radius = 0.3 * m;
    for (int i = first; i < last; ++i) {
        const JobCard& job = jobs_[static_cast<std::size_t>(i)];
        const QRectF r(p, top + i * row, width() - 2 * p, row - 0.25 * m);
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
