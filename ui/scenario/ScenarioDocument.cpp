// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioDocument: loads and reruns through the controller, saves the core's scenarioToJson
// through QSaveFile (a temporary file committed by a rename, so a failed save leaves the old file).
#include "ui/scenario/ScenarioDocument.h"

#include "ui/SimulationController.h"
#include "ui/common/ErrorText.h"

#include <QFileInfo>
#include <QSaveFile>
#include <exception>
#include <string>

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
    recovered_ = false;
    Q_EMIT changed();
    return true;
}

bool ScenarioDocument::create(const Scenario& scenario, QString* error) {
    if (!controller_->loadScenario(scenario, tr("new scenario"), error))
        return false;
    filePath_.clear();
    recovered_ = false;
    controller_->setModified(true);
    Q_EMIT changed();
    return true;
}

bool ScenarioDocument::restore(const QByteArray& text, const QString& path, QString* error) {
    Scenario scenario;
    try {
        scenario = parseScenario(std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
                                 path.isEmpty() ? std::string("recovered scenario") : path.toStdString());
    } catch (const std::exception& e) {
        *error = errorText(e);
        return false;
    }
    if (!controller_->loadScenario(scenario, path.isEmpty() ? tr("recovered scenario") : path, error))
        return false;
    filePath_ = path;
    recovered_ = true;
    controller_->setModified(true);
    Q_EMIT changed();
    return true;
}

QByteArray ScenarioDocument::text() const {
    return QByteArray::fromStdString(scenarioToJson(controller_->scenario()));
}

bool ScenarioDocument::edit(const Scenario& changed, QString* error) {
    return controller_->rerun(changed, error);
}

bool ScenarioDocument::saveAs(const QString& path, QString* error) {
    if (path.isEmpty()) {
        *error = tr("the scenario has no file yet: use Save as");
        return false;
    }
    const std::string text = scenarioToJson(controller_->scenario());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = tr("%1 cannot be written: %2").arg(path, file.errorString());
        return false;
    }
    const auto size = static_cast<qint64>(text.size());
    if (file.write(text.data(), size) != size || !file.commit()) {
        *error = tr("%1 cannot be written: %2").arg(path, file.errorString());
        return false;
    }
    filePath_ = path;
    recovered_ = false;
    controller_->setSourceName(path);
    controller_->setModified(false);
    Q_EMIT changed();
    return true;
}

} // namespace qmgrlab::ui
