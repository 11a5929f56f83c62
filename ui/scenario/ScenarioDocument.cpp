// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioDocument: loads and reruns through the controller, saves with the core's
// saveScenarioFile (written to a temporary file first, so a failed save leaves the old file).
#include "ui/scenario/ScenarioDocument.h"

#include "ui/SimulationController.h"

#include <QFileInfo>
#include <exception>

namespace qmgrlab::ui {

ScenarioDocument::ScenarioDocument(SimulationController* controller, QObject* parent)
    : QObject(parent), controller_(controller) {
    connect(controller_, &SimulationController::modifiedChanged, this, &ScenarioDocument::changed);
    connect(controller_, &SimulationController::runChanged, this, &ScenarioDocument::changed);
}

QString ScenarioDocument::displayName() const {
    if (!filePath_.isEmpty())
        return QFileInfo(filePath_).fileName();
    return controller_->hasRun() ? QString::fromStdString(controller_->scenario().title) : QString();
}

bool ScenarioDocument::modified() const {
    return controller_->modified();
}

bool ScenarioDocument::open(const QString& path, QString* error) {
    if (!controller_->loadScenarioFile(path, error))
        return false;
    filePath_ = path.startsWith(QLatin1String(":/")) ? QString() : path;
    Q_EMIT changed();
    return true;
}

bool ScenarioDocument::create(const Scenario& scenario, QString* error) {
    if (!controller_->loadScenario(scenario, tr("new scenario"), error))
        return false;
    filePath_.clear();
    controller_->setModified(true);
    Q_EMIT changed();
    return true;
}

bool ScenarioDocument::edit(const Scenario& changed, QString* error) {
    return controller_->rerun(changed, error);
}

bool ScenarioDocument::saveAs(const QString& path, QString* error) {
    if (path.isEmpty()) {
        *error = tr("the scenario has no file yet: use Save as");
        return false;
    }
    try {
        saveScenarioFile(controller_->scenario(), path.toStdString());
    } catch (const std::exception& e) {
        *error = QString::fromStdString(e.what());
        return false;
    }
    filePath_ = path;
    controller_->setSourceName(path);
    controller_->setModified(false);
    Q_EMIT changed();
    return true;
}

} // namespace qmgrlab::ui
