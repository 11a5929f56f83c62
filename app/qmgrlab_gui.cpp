// SPDX-License-Identifier: GPL-3.0-or-later
// qmgrlab-gui.so: the teaching GUI, the module the qmgrlab launcher loads (qmgrlab_main.cpp,
// GuiModule.h) and starts with its arguments. With no argument it opens the built-in slot-loan example;
// with a path it opens that scenario; with --screenshot it renders the main window to a
// file and exits (0 on success, 2 with a one-line message on any error). At start it offers back
// the unsaved work of a qmgrlab that ended unexpectedly. Where there is no display at all (a
// terminal over ssh, a container), --help and --screenshot use Qt's offscreen platform.
//
// Test hook: with QMGRLAB_TEST_EDIT_AND_AUTOSAVE=1 in the environment, the opened scenario's
// title gets " (edited)" appended and the document is autosaved at once, so that a test can kill
// the process and find its recovery file (tests/ui/test_recovery.cpp).
#include "app/CommandLine.h"
#include "app/GuiModule.h"
#include "app/ScreenshotRenderer.h"
#include "core/run/RecordingThread.h"
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/common/LanguageChoice.h"
#include "ui/scenario/BackgroundRecording.h"
#include "ui/scenario/ExamplesCatalog.h"
#include "ui/scenario/RecoveryStore.h"
#include "ui/scenario/ScenarioDocument.h"

#include <QApplication>
#include <QIcon>
#include <QLocale>
#include <cstdio>
#include <memory>
#include <string_view>

namespace {

int fail(const QString& message) {
    std::fprintf(stderr, "qmgrlab: %s\n", qPrintable(message));
    return 2;
}

// Without a display Qt aborts in QApplication's constructor, before a word of help could be
// printed. --help and --screenshot need no display, so they get the offscreen platform there;
// a platform chosen by QT_QPA_PLATFORM or -platform is left alone.
void useOffscreenWhereNoDisplay(int argc, char* argv[]) {
    if (qEnvironmentVariableIsSet("QT_QPA_PLATFORM") || qEnvironmentVariableIsSet("DISPLAY") ||
        qEnvironmentVariableIsSet("WAYLAND_DISPLAY"))
        return;
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument(argv[i]);
        if (argument == "-h" || argument == "--help" || argument == "--help-all" ||
            argument == "--screenshot" || argument.starts_with("--screenshot=")) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
            return;
        }
    }
}

// The recording the launcher started, when the parsed command line opens the same file at the
// same step; otherwise nothing (and the early one is abandoned).
std::unique_ptr<qmgrlab::ui::BackgroundRecording> keptIfAsked(std::unique_ptr<qmgrlab::RecordingThread> early,
                                                              const qmgrlab::ui::CommandLine& options) {
    if (!early || early->path() != options.scenario.toLocal8Bit().toStdString() ||
        early->position() != options.steps)
        return nullptr;
    return std::make_unique<qmgrlab::ui::BackgroundRecording>(std::move(early));
}

} // namespace

extern "C" __attribute__((visibility("default"))) QmgrlabGuiMain qmgrlab_gui_main;

int qmgrlab_gui_main(int argc, char* argv[], qmgrlab::RecordingThread* started) {
    // The command line's scenario records on a thread the launcher started before Qt was loaded:
    // the libraries, QApplication and the window start while the core records (issue 18).
    std::unique_ptr<qmgrlab::RecordingThread> early(started);
    useOffscreenWhereNoDisplay(argc, argv);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("qmgrlab"));
    QApplication::setApplicationName(QStringLiteral("qmgrlab"));
    QApplication::setApplicationVersion(QStringLiteral(QMGRLAB_VERSION));
    QApplication::setStyle(QStringLiteral("Fusion"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/qmgrlab.svg")));
    // The installed menu entry (resources/), which names the same icon for the desktop's task bar.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.qmgrlab.Qmgrlab"));

    // The language chosen in View > Language, or the system's: qmgrlab's texts and Qt's dialogs.
    using qmgrlab::ui::LanguageChoice;
    LanguageChoice::install(
        app, LanguageChoice::effectiveLanguage(LanguageChoice::storedChoice(), QLocale::system()));

    qmgrlab::ui::CommandLine options;
    QString error;
    const bool parsed = qmgrlab::ui::CommandLine::parse(QApplication::arguments(), &options, &error);
    // Kept or let go of (stopped and waited for) here, in a variable that ends before QApplication:
    // QApplication waits for its workers when it ends, and a recording nobody wants must have been
    // told to stop by then.
    std::unique_ptr<qmgrlab::ui::BackgroundRecording> recording =
        keptIfAsked(std::move(early), parsed ? options : qmgrlab::ui::CommandLine());
    if (!parsed) {
        return fail(error);
    }
    if (options.helpRequested) {
        std::fputs(qPrintable(options.helpText), stdout);
        return 0;
    }
    if (!options.screenshot.isEmpty()) {
        return qmgrlab::ui::ScreenshotRenderer::render(
                   options, std::move(recording), &error,
                   qmgrlab::ui::ScreenshotRenderer::AfterWriting::EndProcess)
                   ? 0
                   : fail(error);
    }

    // A scenario file's run is recorded on a worker thread while the window is built and shown
    // (issue 18); the built-in examples are small enough to open at once.
    if (!recording && options.maillog)
        recording =
            std::make_unique<qmgrlab::ui::BackgroundRecording>(QStringList{options.scenario}, std::nullopt);
    else if (!recording && !options.scenario.isEmpty() && !options.scenario.startsWith(QLatin1String(":/")))
        recording = std::make_unique<qmgrlab::ui::BackgroundRecording>(options.scenario);
    qmgrlab::ui::MainWindow window;
    window.restoreSettings();
    if (options.dark)
        window.setDarkMode(true);
    if (options.zoom)
        window.setZoom(*options.zoom);
    if (options.layout)
        window.setWindowLayout(*options.layout);
    if (recording)
        window.openInBackground(recording.release());
    else
        window.openPath(options.scenario.isEmpty() ? qmgrlab::ui::ExamplesCatalog::path(
                                                         qmgrlab::ui::ExamplesCatalog::defaultExample())
                                                   : options.scenario);
    if (qEnvironmentVariableIntValue("QMGRLAB_TEST_EDIT_AND_AUTOSAVE") == 1) {
        if (!window.document()->waitForRecording(&error))
            return fail(error);
        qmgrlab::Scenario edited = window.document()->scenario();
        edited.title += " (edited)";
        if (!window.document()->edit(edited, &error) || !window.recoveryStore()->autosave(&error))
            return fail(error);
    }
    window.show();
    window.offerRecovery();
    window.offerWelcome();
    return QApplication::exec();
}
