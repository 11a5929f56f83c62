// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioDocument: the scenario as a document, in one place: the file Save writes to (empty for
// an example or a new scenario), the name the title bar shows, and whether there are unsaved
// changes. Opening, creating, editing and saving go through it; the run itself belongs to the
// SimulationController, and an edit reruns through SimulationController::rerun, which keeps the
// position and marks the scenario modified (the flag the parameters panel's reruns set too).
#pragma once

#include "core/scenario/Scenario.h"

#include <QByteArray>
#include <QObject>
#include <QString>

namespace qmgrlab::ui {

class SimulationController;

class ScenarioDocument : public QObject {
    Q_OBJECT
public:
    explicit ScenarioDocument(SimulationController* controller, QObject* parent = nullptr);

    const QString& filePath() const { return filePath_; }
    // The file's name, else the scenario's title, else empty (no scenario).
    QString displayName() const;
    bool modified() const;
    // Restored from a recovery file after a crash: Save asks before it overwrites filePath().
    bool recovered() const { return recovered_; }
    // The scenario as its file holds it (SPEC format); requires a scenario.
    QByteArray text() const;

    // Each returns false with a one-line *error and leaves the document as it was.
    bool open(const QString& path, QString* error);        // a file or ":/examples/NAME.json"
    bool create(const Scenario& scenario, QString* error); // new: no file yet, modified
    bool edit(const Scenario& changed, QString* error);    // rerun at the same position, modified
    bool saveAs(const QString& path, QString* error);      // written, now the document's file
    // A recovered scenario text: runs it, keeps path as the file Save writes to, modified.
    bool restore(const QByteArray& text, const QString& path, QString* error);
    bool save(QString* error) { return saveAs(filePath_, error); } // requires a filePath()

Q_SIGNALS:
    void changed(); // the file, the name or the modified flag changed

private:
    SimulationController* controller_;
    QString filePath_;
    bool recovered_ = false;
};

} // namespace qmgrlab::ui
