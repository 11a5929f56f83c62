// SPDX-License-Identifier: GPL-3.0-or-later
// MaillogExporter: File > Export mail log: the scenario's run written as the mail log a Postfix
// server would have written, by the core's one writer of mail logs (SimulatedMaillog), as
// `qmgrlab-cli run --maillog` writes it: the times from the scenario's epoch (a replay's: the
// log's clock), else from 1970-01-01T00:00:00Z. Written through OutputFile: never over one of the
// inputs, and a failed write is an error, the earlier file kept whole.
#pragma once

#include "core/scenario/Scenario.h"

#include <QCoreApplication>
#include <QString>
#include <string>
#include <vector>

namespace qmgrlab::ui {

class MaillogExporter {
    Q_DECLARE_TR_FUNCTIONS(MaillogExporter)
public:
    // Runs scenario (valid, as RunBuilder accepts it; sourceName names it in messages) to its end
    // and writes its log to path. inputs: the files the scenario came from (its file, the logs it
    // replays). False with a one-line *error when path is one of them, the scenario's epoch is
    // no time, the run stops before its end, or the file cannot be written.
    static bool write(const Scenario& scenario, const std::string& sourceName,
                      const std::vector<std::string>& inputs, const QString& path, QString* error);
};

} // namespace qmgrlab::ui
