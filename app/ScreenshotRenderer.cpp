// SPDX-License-Identifier: GPL-3.0-or-later
// ScreenshotRenderer: one main window, seeked, given time for the views' animations, grabbed.
#include "app/ScreenshotRenderer.h"

#include "app/CommandLine.h"
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/scenario/ExamplesCatalog.h"

#include <QDockWidget>
#include <QEventLoop>
#include <QTimer>

namespace qmgrlab::ui {

namespace {

// Long enough for every view's chart animation to finish before the window is grabbed.
constexpr int kSettleMs = 1200;

} // namespace

bool ScreenshotRenderer::render(const CommandLine& options, QString* error) {
    MainWindow window;
    window.setDarkMode(options.dark);
    window.setZoom(options.zoom.value_or(1.0));
    const QString path = options.scenario.isEmpty() ? ExamplesCatalog::path(ExamplesCatalog::defaultExample())
                                                    : options.scenario;
    if (!window.controller()->loadScenarioFile(path, error))
        return false;
    window.resize(options.size);
    window.setWindowLayout(options.layout.value_or(WindowLayout::Explore));
    window.show();
    if (!options.dock.isEmpty()) {
        auto* dock = window.findChild<QDockWidget*>(options.dock + QStringLiteral("Dock"));
        if (dock == nullptr) {
            *error = CommandLine::unknownDock(options.dock);
            return false;
        }
        dock->show();
        dock->raise();
    }
    window.controller()->seek(options.steps);
    QEventLoop settle;
    QTimer::singleShot(kSettleMs, &settle, &QEventLoop::quit);
    settle.exec();
    return window.saveScreenshot(options.screenshot, error);
}

} // namespace qmgrlab::ui
