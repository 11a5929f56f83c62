// SPDX-License-Identifier: GPL-3.0-or-later
// MaillogYear: what File > Import mail log asks when a log's time stamps have no year (classic
// syslog, Postfix's maillog_file): which log, and the year to offer, from the file's
// modification time, since only the file system knows when such a log was written.
#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace qmgrlab::ui {

struct MaillogYear {
    QString path;         // the log modified first among those without years
    int modifiedYear = 0; // the year it was last modified
    // The year its first line was most likely written in: modifiedYear, or the year before when
    // the first stamp's day comes after the modification's day (a log that runs over New Year).
    int likelyYear = 0;
};

// Nothing when every log's first time stamp has a year (or none can be read: the import says why).
std::optional<MaillogYear> maillogYearQuestion(const QStringList& logs);

} // namespace qmgrlab::ui
