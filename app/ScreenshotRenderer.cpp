// SPDX-License-Identifier: GPL-3.0-or-later
// ScreenshotRenderer: one main window, seeked, given time for the views' animations, grabbed.
#include "app/ScreenshotRenderer.h"

#include "app/CommandLine.h"
#include "core/OutputFile.h"
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/scenario/ExamplesCatalog.h"

#include <QEventLoop>
#include <QTimer>

namespace qmgrlab::ui {

namespace {

// Long enough for every view's chart animation to finish before the window is grabbed.
constexpr int kSettleMs = 1200;

} // namespace

bool ScreenshotRenderer::render(const CommandLine& options, QString* error) {
    // The file is checked before anything is rendered (its image type already by CommandLine):
    // never the scenario itself, a FIFO or a device (core/OutputFile's rule).
    std::vector<std::string> inputs;
    if (!options.scenario.isEmpty())
        inputs.push_back(options.scenario.toStdString());
    if (const std::string refusal = outputRefusal(options.screenshot.toStdString(), inputs);
        !refusal.empty()) {
        *error = QString::fromStdString(refusal);
        return false;
    }
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
    window.controller()->seek(options.steps);
    QEventLoop settle;
    QTimer::singleShot(kSettleMs, &settle, &QEventLoop::quit);
    settle.exec();
    return window.saveScreenshot(options.screenshot, error);
}

} // namespace qmgrlab::ui
