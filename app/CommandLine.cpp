// SPDX-License-Identifier: GPL-3.0-or-later
// CommandLine: argument parsing for qmgrlab with QCommandLineParser, and the checks that the
// options make sense together.
#include "app/CommandLine.h"

#include "core/common/Text.h"
#include "ui/common/Zoom.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QImageWriter>
#include <QRegularExpression>

namespace qmgrlab::ui {

namespace {

// A value of the command line as a message echoes it: cut short, nothing a terminal acts on.
QString shown(const QString& value) {
    return QString::fromStdString(cutForMessage(value.toStdString()));
}

// The program's options, declared once for the parse and the look before QApplication.
struct Options {
    QCommandLineOption help;
    QCommandLineOption screenshot;
    QCommandLineOption steps;
    QCommandLineOption size;
    QCommandLineOption dark;
    QCommandLineOption zoom;
    QCommandLineOption layout;
    QCommandLineOption dock;
    QCommandLineOption mode;
    QCommandLineOption window;
    QCommandLineOption maillog;
};

// The options and the one positional argument, added to parser.
Options declareOptions(QCommandLineParser& parser) {
    parser.setApplicationDescription(
        CommandLine::tr("A teaching simulator of Postfix's queue scheduler (nqmgr)."));
    const QCommandLineOption help = parser.addHelpOption();
    Options options{
        help,
        QCommandLineOption(QStringLiteral("screenshot"),
                           CommandLine::tr("Render the main window to FILE and exit: a PNG, or the image "
                                           "type the file's suffix names (- for standard output)."),
                           CommandLine::tr("FILE")),
        QCommandLineOption(QStringLiteral("steps"), CommandLine::tr("Take N steps before the screenshot."),
                           CommandLine::tr("N")),
        QCommandLineOption(QStringLiteral("size"),
                           CommandLine::tr("Window size for the screenshot, e.g. 1600x1000."),
                           CommandLine::tr("WxH")),
        QCommandLineOption(QStringLiteral("dark"), CommandLine::tr("Start in dark mode.")),
        QCommandLineOption(QStringLiteral("zoom"),
                           CommandLine::tr("Zoom every view's text and drawing by FACTOR, from %1 to %2 "
                                           "(e.g. 1.75 or 175%).")
                               .arg(Zoom::kMinimum)
                               .arg(Zoom::kMaximum),
                           CommandLine::tr("FACTOR")),
        QCommandLineOption(QStringLiteral("layout"),
                           CommandLine::tr("Arrange the window for a lecture (timeline, job list, narration) "
                                           "or to explore (every view)."),
                           CommandLine::tr("lecture|explore")),
        QCommandLineOption(QStringLiteral("dock"),
                           CommandLine::tr("Bring a view to the front for the screenshot: narration, "
                                           "parameters, recipientPool, destinations, "
                                           "deferredQueue, lesson or predict."),
                           CommandLine::tr("VIEW")),
        QCommandLineOption(QStringLiteral("mode"),
                           CommandLine::tr("For the screenshot: turn on predict mode or lesson mode after "
                                           "the steps."),
                           CommandLine::tr("predict|lesson")),
        QCommandLineOption(QStringLiteral("window"),
                           CommandLine::tr("For the screenshot: render the Compare, Sweep or Logged vs "
                                           "simulated window as it opens over the main window, or the "
                                           "mail log import's progress dialog."),
                           CommandLine::tr("compare|sweep|replay|import")),
        QCommandLineOption(QStringLiteral("maillog"),
                           CommandLine::tr("Import the file as a Postfix mail log (File > Import mail log) "
                                           "instead of opening it as a scenario.")),
    };
    parser.addOptions({options.screenshot, options.steps, options.size, options.dark, options.zoom,
                       options.layout, options.dock, options.mode, options.window, options.maillog});
    parser.addPositionalArgument(
        CommandLine::tr("scenario"),
        CommandLine::tr("The scenario file to open (default: the slot-loan example)."),
        CommandLine::tr("[SCENARIO]"));
    return options;
}

} // namespace

bool CommandLine::parse(const QStringList& arguments, CommandLine* result, QString* error) {
    QCommandLineParser parser;
    const auto [help, screenshot, steps, size, dark, zoom, layout, dock, mode, window, maillog] =
        declareOptions(parser);
    if (!parser.parse(arguments)) {
        *error = parser.errorText();
        return false;
    }
    // --help-all (added by addHelpOption, with Qt's own options such as -platform): only
    // QCommandLineParser::process() can print that text; it does and ends the program with 0.
    if (parser.isSet(QStringLiteral("help-all")))
        parser.process(arguments);
    CommandLine line;
    if (parser.isSet(help)) {
        line.helpRequested = true;
        line.helpText = parser.helpText();
        *result = line;
        return true;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        *error = tr("only one scenario can be opened, got %1").arg(positional.size());
        return false;
    }
    line.scenario = positional.value(0);
    line.screenshot = parser.value(screenshot);
    line.dark = parser.isSet(dark);
    line.dock = parser.value(dock);
    if (parser.isSet(zoom)) {
        double factor = 1.0;
        if (!Zoom::parse(parser.value(zoom), &factor, error))
            return false;
        line.zoom = factor;
    }
    if (parser.isSet(layout)) {
        WindowLayout chosen = WindowLayout::Explore;
        if (!parseWindowLayout(parser.value(layout), &chosen)) {
            *error = tr("--layout needs lecture or explore, got \"%1\"").arg(shown(parser.value(layout)));
            return false;
        }
        line.layout = chosen;
    }
    if (parser.isSet(steps)) {
        bool ok = false;
        line.steps = parser.value(steps).toULongLong(&ok);
        if (!ok) {
            *error = tr("--steps needs a whole number, got \"%1\"").arg(shown(parser.value(steps)));
            return false;
        }
    }
    if (parser.isSet(size)) {
        const auto match =
            QRegularExpression(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$")).match(parser.value(size));
        if (!match.hasMatch()) {
            *error =
                tr("--size needs WIDTHxHEIGHT, e.g. 1600x1000, got \"%1\"").arg(shown(parser.value(size)));
            return false;
        }
        line.size = QSize(match.captured(1).toInt(), match.captured(2).toInt());
    }
    // The image type is checked before anything is rendered: the file's suffix, or PNG for an
    // output without one (standard output, /dev/null, a pipe).
    line.screenshotFormat = QFileInfo(line.screenshot).suffix().toLower();
    if (line.screenshot == QLatin1String("-") || line.screenshotFormat.isEmpty())
        line.screenshotFormat = QStringLiteral("png");
    if (!line.screenshot.isEmpty() &&
        !QImageWriter::supportedImageFormats().contains(line.screenshotFormat.toLatin1())) {
        *error =
            tr("--screenshot needs a file name ending in an image type, such as .png or .jpg, got \"%1\"")
                .arg(shown(line.screenshot));
        return false;
    }
    line.mode = parser.value(mode);
    if (parser.isSet(mode) && line.mode != QLatin1String("predict") && line.mode != QLatin1String("lesson")) {
        *error = tr("--mode needs predict or lesson, got \"%1\"").arg(shown(line.mode));
        return false;
    }
    line.window = parser.value(window);
    if (parser.isSet(window) && line.window != QLatin1String("compare") &&
        line.window != QLatin1String("sweep") && line.window != QLatin1String("replay") &&
        line.window != QLatin1String("import")) {
        *error = tr("--window needs compare, sweep, replay or import, got \"%1\"").arg(shown(line.window));
        return false;
    }
    line.maillog = parser.isSet(maillog);
    if (line.maillog && line.scenario.isEmpty()) {
        *error = tr("--maillog needs the mail log to import");
        return false;
    }
    if ((line.window == QLatin1String("replay") || line.window == QLatin1String("import")) && !line.maillog) {
        *error = tr("--window replay and --window import need --maillog: they show the import of a mail log");
        return false;
    }
    if ((parser.isSet(steps) || parser.isSet(size) || parser.isSet(mode) || parser.isSet(window)) &&
        line.screenshot.isEmpty()) {
        *error = tr("--steps, --size, --mode and --window only go with --screenshot");
        return false;
    }
    *result = line;
    return true;
}

std::optional<CommandLine::Recording> CommandLine::recordingBeforeStart(int argc, const char* const argv[]) {
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    QCommandLineParser parser;
    const Options options = declareOptions(parser);
    if (!parser.parse(arguments) || parser.isSet(options.help) || parser.isSet(QStringLiteral("help-all")) ||
        parser.isSet(options.maillog))
        return std::nullopt;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1 || positional.front().isEmpty() ||
        positional.front().startsWith(QLatin1String(":/")))
        return std::nullopt;
    Recording recording{positional.front(), 0};
    if (parser.isSet(options.steps)) {
        bool ok = false;
        recording.steps = parser.value(options.steps).toULongLong(&ok);
        if (!ok)
            return std::nullopt;
    }
    return recording;
}

QString CommandLine::unknownDock(const QString& name) {
    return tr("--dock: no view named \"%1\"").arg(shown(name));
}

} // namespace qmgrlab::ui
