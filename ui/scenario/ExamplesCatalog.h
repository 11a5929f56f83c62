// SPDX-License-Identifier: GPL-3.0-or-later
// ExamplesCatalog: the example scenarios shipped inside the program (examples/*.json,
// embedded as Qt resources under :/examples), with their titles and their lessons of the course
// (ui/lesson/Course) for the Examples menu.
#pragma once

#include "ui/lesson/Course.h"

#include <QList>
#include <QString>

namespace qmgrlab::ui {

struct ExampleScenario {
    QString fileName;                     // "slot-loan.json"
    QString path;                         // ":/examples/slot-loan.json", loadable by SimulationController
    QString title;                        // the scenario's title, or the file name when it has none
    const CourseLesson* lesson = nullptr; // its lesson of the course, or nullptr
};

class ExamplesCatalog {
public:
    // Every embedded example: the course's lessons in teaching order, then any other by file name.
    static QList<ExampleScenario> examples();
    // The resource path of an example by file name ("slot-loan.json"), or an empty string.
    static QString path(const QString& fileName);
    // The example opened when the program starts without a scenario.
    static QString defaultExample() { return QStringLiteral("slot-loan.json"); }
};

} // namespace qmgrlab::ui
