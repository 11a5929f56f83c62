// SPDX-License-Identifier: GPL-3.0-or-later
// MaillogExporter: the run recorded anew with every recipient tracked, written as a mail log.
#include "ui/replay/MaillogExporter.h"

#include "core/common/OutputFile.h"
#include "core/common/Text.h"
#include "core/maillog/SimulatedMaillog.h"
#include "core/scenario/Configuration.h"
#include "core/scenario/ScenarioError.h"
#include "ui/common/ErrorText.h"

#include <memory>

namespace qmgrlab::ui {

bool MaillogExporter::write(const Scenario& scenario, const std::string& sourceName,
                            const std::vector<std::string>& inputs, const QString& path, QString* error) {
    SimulatedMaillogOptions options;
    if (scenario.epoch && !setMaillogEpoch(*scenario.epoch, options)) {
        *error = tr("%1: the epoch %2 is no time qmgrlab reads")
                     .arg(QString::fromStdString(sourceName),
                          QString::fromStdString(quoteForMessage(*scenario.epoch)));
        return false;
    }
    OutputFile out(path.toStdString(), inputs);
    if (!out.ok()) {
        *error = QString::fromStdString(out.error());
        return false;
    }
    try {
        const auto config = std::make_shared<const Configuration>(
            Configuration::fromScenario(Scenario(scenario), sourceName, RecipientTracking::Always));
        writeSimulatedMaillog(config, out.stream(), nullptr, options, sourceName);
    } catch (const ScenarioError& failure) {
        *error = errorText(failure);
        return false;
    }
    if (!out.commit()) {
        *error = QString::fromStdString(out.error());
        return false;
    }
    return true;
}

} // namespace qmgrlab::ui
