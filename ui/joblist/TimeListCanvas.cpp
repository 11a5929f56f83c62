// TimeListCanvas: one row per job (colour chip, message id, rcpt_count / rcpt_limit), painted
// for the exposed rows only.
#include "ui/joblist/TimeListCanvas.h"

#include "ui/common/JobPalette.h"
#include "ui/common/Theme.h"

#include <QPaintEvent>
#include <QPainter>
#include <algorithm>

namespace qmgrlab::ui {

namespace {

constexpr double kPad = 10.0;

} // namespace

TimeListCanvas::TimeListCanvas(QWidget* parent) : QWidget(parent) {
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
}

double TimeListCanvas::rowHeight() const {
    return QFontMetricsF(font()).height() + 12.0;
}

double TimeListCanvas::headingHeight() const {
    QFont heading = font();
    heading.setPointSizeF(14.0);
    heading.setBold(true);
    return QFontMetricsF(heading).height() + QFontMetricsF(font()).height() + 14.0;
}

QSize TimeListCanvas::sizeHint() const {
    return QSize(260, minimumHeight());
}

void TimeListCanvas::setJobs(std::vector<JobCard> jobs, int hidden) {
    jobs_ = std::move(jobs);
    hidden_ = hidden;
    const auto rows = static_cast<double>(jobs_.size() + (hidden_ > 0 ? 1 : 0));
    setMinimumSize(220, static_cast<int>(kPad + headingHeight() + rows * rowHeight() + kPad));
    update();
}

void TimeListCanvas::paintEvent(QPaintEvent* event) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const Theme& theme = Theme::of(palette());
    const QColor text = theme.cardText();
    QFont heading = font();
    heading.setPointSizeF(14.0);
    heading.setBold(true);
    painter.setFont(heading);
    painter.setPen(text);
    const double headingLine = QFontMetricsF(heading).height();
    painter.drawText(QRectF(kPad, kPad, width() - 2 * kPad, headingLine), Qt::AlignLeft | Qt::AlignTop,
                     tr("By-time job list"));
    painter.setFont(font());
    const QRectF columns(kPad, kPad + headingLine + 4, width() - 2 * kPad - 4,
                         QFontMetricsF(font()).height());
    painter.drawText(columns, Qt::AlignLeft | Qt::AlignVCenter, tr("arrival order"));
    painter.drawText(columns, Qt::AlignRight | Qt::AlignVCenter, tr("in core / slots"));

    const double row = rowHeight();
    const double top = kPad + headingHeight();
    const int first = std::max(0, static_cast<int>((event->rect().top() - top) / row));
    const int last =
        std::min(static_cast<int>(jobs_.size()), static_cast<int>((event->rect().bottom() - top) / row) + 1);
    const QFontMetricsF metrics(font());
    QFont bold = font();
    bold.setBold(true);
    for (int i = first; i < last; ++i) {
        const JobCard& job = jobs_[static_cast<std::size_t>(i)];
        const QRectF r(kPad, top + i * row, width() - 2 * kPad, row - 4);
        if (job.info.current)
            painter.setPen(QPen(theme.currentMark(), 3.0));
        else
            painter.setPen(QPen(theme.cardOutline(), 1.0));
        painter.setBrush(job.info.blocker ? theme.blockerFill() : theme.cardFill());
        painter.drawRoundedRect(r, 5, 5);
        const QRectF chip(r.left() + 6, r.center().y() - 9, 18, 18);
        painter.setPen(QPen(Qt::black, 1.0));
        painter.setBrush(JobPalette::colour(job.info.message));
        painter.drawRect(chip);

        const QString counts = tr("%1 / %2").arg(job.info.rcptCount).arg(job.info.rcptLimit);
        const double countsWidth = metrics.horizontalAdvance(counts) + 8;
        painter.setPen(text);
        painter.setFont(font());
        painter.drawText(QRectF(r.right() - countsWidth - 4, r.top(), countsWidth, r.height()),
                         Qt::AlignRight | Qt::AlignVCenter, counts);
        painter.setFont(bold);
        QString label = tr("msg %1").arg(job.messageId);
        if (job.info.nextUnread)
            label += tr(" (next unread)");
        const double labelLeft = chip.right() + 8;
        painter.drawText(
            QRectF(labelLeft, r.top(), r.right() - countsWidth - labelLeft - 8, r.height()),
            Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetricsF(bold).elidedText(label, Qt::ElideRight, r.right() - countsWidth - labelLeft - 8));
    }
    if (hidden_ > 0 && last == static_cast<int>(jobs_.size())) {
        painter.setFont(font());
        painter.setPen(text);
        painter.drawText(QRectF(kPad, top + jobs_.size() * row, width() - 2 * kPad, row),
                         Qt::AlignLeft | Qt::AlignVCenter, tr("… %n more job(s)", nullptr, hidden_));
    }
}

} // namespace qmgrlab::ui
