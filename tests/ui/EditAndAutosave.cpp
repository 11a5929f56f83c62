// SPDX-License-Identifier: GPL-3.0-or-later
// EditAndAutosave: the program test_recovery kills, as a qmgrlab in which a user was editing: a
// main window opens the scenario given, its title gets " (edited)" (an unsaved change), the
// change is autosaved at once, and the window runs until the process is killed. Exit status 2
// with a one-line message when it cannot get that far.
#include "MainWindowProbe.h"
#include "RecoveryStoreProbe.h"
#include "ui/MainWindow.h"
#include "ui/scenario/ScenarioDocument.h"

#include <QApplication>
#include <cstdio>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("qmgrlab"));
    QApplication::setApplicationName(QStringLiteral("qmgrlab"));
    if (argc != 2) {
        std::fputs("usage: EditAndAutosave SCENARIO\n", stderr);
        return 2;
    }
    qmgrlab::ui::MainWindow window;
    QString error;
    if (!window.openPath(QString::fromLocal8Bit(argv[1]))) {
        std::fputs("EditAndAutosave: the scenario did not open\n", stderr);
        return 2;
    }
    qmgrlab::Scenario edited = window.document()->scenario();
    edited.title += " (edited)";
    if (!window.document()->edit(edited, &error) ||
        !qmgrlab::ui::RecoveryStoreProbe(*qmgrlab::ui::MainWindowProbe(window).recoveryStore())
             .autosave(&error)) {
        std::fprintf(stderr, "EditAndAutosave: %s\n", qPrintable(error));
        return 2;
    }
    window.show();
    return QApplication::exec();
}
