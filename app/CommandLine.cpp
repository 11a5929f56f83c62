// SPDX-License-Identifier: GPL-3.0-or-later
// CommandLine: argument parsing for qmgrlab with QCommandLineParser, and the checks that the
// options make sense together.
#include "app/CommandLine.h"

#include "ui/common/Zoom.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QImageWriter>
#include <QRegularExpression>

namespace qmgrlab::ui {

// The program's options and its one positional argument; EarlyCommandLine knows which options
// take a value (a test compares the two).
bool CommandLine::parse(const QStringList& arguments, CommandLine* result, QString* error) {
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("A teaching simulator of Postfix's queue scheduler (nqmgr)."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        tr("Render the main window to FILE (PNG) and exit."), tr("FILE"));
    const QCommandLineOption steps(QStringLiteral("steps"), tr("Take N steps before the screenshot."),
                                   tr("N"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  tr("Window size for the screenshot, e.g. 1600x1000."), tr("WxH"));
    const QCommandLineOption dark(QStringLiteral("dark"), tr("Start in dark mode."));
    const QCommandLineOption zoom(QStringLiteral("zoom"),
                                  tr("Zoom every view's text and drawing by FACTOR, from %1 to %2 "
                                     "(e.g. 1.75 or 175%).")
                                      .arg(Zoom::kMinimum)
                                      .arg(Zoom::kMaximum),
                                  tr("FACTOR"));
    const QCommandLineOption layout(
        QStringLiteral("layout"),
        tr("Arrange the window for a lecture (timeline, job list, narration) or to explore (every view)."),
        tr("lecture|explore"));
    const QCommandLineOption dock(QStringLiteral("dock"),
                                  tr("Bring a view to the front for the screenshot: narration, parameters, "
                                     "recipientPool, destinations, "
                                     "deferredQueue, lesson or predict."),
                                  tr("VIEW"));
    const QCommandLineOption mode(
        QStringLiteral("mode"),
        tr("For the screenshot: turn on predict mode or lesson mode after the steps."), tr("predict|lesson"));
    const QCommandLineOption window(
        QStringLiteral("window"),
        tr("For the screenshot: render the Compare, Sweep or Logged vs simulated window as it opens over "
           "the main window, or the mail log import's progress dialog."),
        tr("compare|sweep|replay|import"));
    const QCommandLineOption maillog(QStringLiteral("maillog"),
                                     tr("Import the file as a Postfix mail log (File > Import mail log) "
                                        "instead of opening it as a scenario."));
    parser.addOptions({screenshot, steps, size, dark, zoom, layout, dock, mode, window, maillog});
    parser.addPositionalArgument(
        tr("scenario"), tr("The scenario file to open (default: the slot-loan example)."), tr("[SCENARIO]"));
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
            *error = tr("--layout needs lecture or explore, got \"%1\"").arg(parser.value(layout));
            return false;
        }
        line.layout = chosen;
    }
    if (parser.isSet(steps)) {
        bool ok = false;
        line.steps = parser.value(steps).toULongLong(&ok);
        if (!ok) {
            *error = tr("--steps needs a whole number, got \"%1\"").arg(parser.value(steps));
            return false;
        }
    }
    if (parser.isSet(size)) {
        const auto match =
            QRegularExpression(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$")).match(parser.value(size));
        if (!match.hasMatch()) {
            *error = tr("--size needs WIDTHxHEIGHT, e.g. 1600x1000, got \"%1\"").arg(parser.value(size));
            return false;
        }
        line.size = QSize(match.captured(1).toInt(), match.captured(2).toInt());
    }
    // The image type is checked before anything is rendered.
    if (!line.screenshot.isEmpty() && !QImageWriter::supportedImageFormats().contains(
                                          QFileInfo(line.screenshot).suffix().toLower().toLatin1())) {
        *error =
            tr("--screenshot needs a file name ending in an image type, such as .png or .jpg, got \"%1\"")
                .arg(line.screenshot);
        return false;
    }
    line.mode = parser.value(mode);
    if (parser.isSet(mode) && line.mode != QLatin1String("predict") && line.mode != QLatin1String("lesson")) {
        *error = tr("--mode needs predict or lesson, got \"%1\"").arg(line.mode);
        return false;
    }
    line.window = parser.value(window);
    if (parser.isSet(window) && line.window != QLatin1String("compare") &&
        line.window != QLatin1String("sweep") && line.window != QLatin1String("replay") &&
        line.window != QLatin1String("import")) {
        *error = tr("--window needs compare, sweep, replay or import, got \"%1\"").arg(line.window);
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

QString CommandLine::unknownDock(const QString& name) {
    return tr("--dock: no view named \"%1\"").arg(name);
}

} // namespace qmgrlab::ui
