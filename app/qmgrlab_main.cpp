// SPDX-License-Identifier: GPL-3.0-or-later
// qmgrlab: the teaching GUI. With no argument it opens the built-in slot-loan example;
// with a path it opens that scenario (with --maillog, imports and replays that mail log); with
// --screenshot it renders the main window to a file and exits (0 on success; 2 with a one-line
// message on a usage error or an output refused or that cannot be opened, 1 when writing it
// fails). At start it offers back the unsaved work of a qmgrlab that ended unexpectedly. Where
// there is no display at all (a terminal over ssh, a container), --help and --screenshot use
// Qt's offscreen platform.
#include "app/CommandLine.h"
#include "app/ScreenshotRenderer.h"
#include "core/common/Text.h"
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/common/LanguageChoice.h"
#include "ui/scenario/BackgroundRecording.h"
#include "ui/scenario/ExamplesCatalog.h"

#include <QApplication>
#include <QIcon>
#include <QLocale>
#include <cstdio>
#include <memory>
#include <string_view>

namespace {

// On standard error, a line for each of the message's lines, nothing in them a terminal would
// act on; status 2 (a usage error, an output refused or that cannot be opened) unless given (1:
// writing failed).
int fail(const QString& message, int status = 2) {
    for (const QString& line : message.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        std::fprintf(stderr, "qmgrlab: %s\n", qmgrlab::cutForMessage(line.toStdString(), 1000).c_str());
    return status;
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

// The recording started before QApplication, when the parsed command line opens the same file at
// the same step; otherwise nothing (and the early one is abandoned).
std::unique_ptr<qmgrlab::ui::BackgroundRecording>
keptIfAsked(std::unique_ptr<qmgrlab::ui::BackgroundRecording> early,
            const qmgrlab::ui::CommandLine& options) {
    if (early && (early->path() != options.scenario || early->position() != options.steps))
        early.reset();
    return early;
}

} // namespace

int main(int argc, char* argv[]) {
    // The command line's scenario file starts recording on a worker before QApplication exists:
    // Qt's start, the language and the window are built while the core records.
    std::unique_ptr<qmgrlab::ui::BackgroundRecording> early;
    if (const auto asked = qmgrlab::ui::CommandLine::recordingBeforeStart(argc, argv))
        early = std::make_unique<qmgrlab::ui::BackgroundRecording>(asked->scenario, asked->steps);
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
    // Kept or let go of here, in a variable that ends before QApplication: QApplication waits for
    // its workers when it ends, and a recording nobody wants must have been told to stop by then.
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
        bool writeFailed = false;
        return qmgrlab::ui::ScreenshotRenderer::render(options, std::move(recording), &error, &writeFailed)
                   ? 0
                   : fail(error, writeFailed ? 1 : 2);
    }

    // A scenario file's run is recorded on a worker thread while the window is built and shown;
    // the built-in examples are small enough to open at once.
    // --maillog imports the file as a Postfix mail log (File > Import mail log) and replays it.
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
    window.show();
    window.offerRecovery();
    window.offerWelcome();
    return QApplication::exec();
}
