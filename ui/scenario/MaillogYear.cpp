// SPDX-License-Identifier: GPL-3.0-or-later
// MaillogYear: each log's first time stamp peeked (LogSource), the oldest year-less file chosen.
#include "ui/scenario/MaillogYear.h"

#include "core/maillog/LogSource.h"

#include <QDateTime>
#include <QFileInfo>

namespace qmgrlab::ui {

std::optional<MaillogYear> maillogYearQuestion(const QStringList& logs) {
    std::optional<MaillogYear> found;
    QDateTime oldest;
    for (const QString& path : logs) {
        LogSource source(path.toStdString());
        if (!source.open())
            continue;
        const std::optional<LogTime> first = source.firstTime();
        if (!first || first->layout != TimeLayout::Syslog)
            continue;
        const QDateTime modified = QFileInfo(path).lastModified();
        if (found && modified >= oldest)
            continue;
        oldest = modified;
        const QDate day = modified.date();
        const bool later =
            first->month > day.month() || (first->month == day.month() && first->day > day.day());
        found = MaillogYear{path, day.year(), later ? day.year() - 1 : day.year()};
    }
    return found;
}

} // namespace qmgrlab::ui
