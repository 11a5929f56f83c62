// SPDX-License-Identifier: GPL-3.0-or-later
// CommandLine: what the qmgrlab program was asked to do (open a scenario, or render a
// screenshot of the main window after some steps and exit: ScreenshotRenderer), parsed from
// its arguments. One list of options serves the parse and the look at argv taken before
// QApplication exists (recordingBeforeStart), so that the run records while Qt starts.
#pragma once

#include "ui/common/WindowLayout.h"

#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <QStringList>
#include <cstddef>
#include <optional>

namespace qmgrlab::ui {

class CommandLine {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
public:
    QString scenario;                   // a scenario file; empty: the built-in default example
    QString screenshot;                 // render the main window to this file and exit ("-": standard output)
    QString screenshotFormat;           // the image type written: the file's suffix, or png without one
    std::size_t steps = 0;              // steps to take before the screenshot
    QSize size{1600, 1000};             // window size for the screenshot
    bool dark = false;                  // start in dark mode
    std::optional<double> zoom;         // --zoom: the application font's factor (Zoom)
    std::optional<WindowLayout> layout; // --layout: lecture or explore
    QString dock;                       // --dock: the view brought to the front for the screenshot
    QString mode;                       // --mode for the screenshot: "predict", "lesson" or empty
    QString window;                     // --window for the screenshot: "compare", "sweep", "replay", "import"
    bool maillog = false;               // --maillog: scenario names a Postfix mail log to import
    bool helpRequested = false;
    QString helpText;

    // Parses the program's arguments (arguments[0] is the program). Returns false with a
    // one-line *error when they make no sense. --help-all prints its text and exits at once.
    static bool parse(const QStringList& arguments, CommandLine* result, QString* error);
    // The error when --dock names no view of the window.
    static QString unknownDock(const QString& name);

    // The scenario file a command line opens and the step it asks for, read from argv before
    // QApplication exists with the same options as parse(). Nothing for the built-in examples,
    // for a mail log to import (--maillog: not a scenario), for help, and for a line the parser
    // refuses: Qt's own options (-platform ...) are unknown to it until QApplication has taken
    // them out, so their scenario is read after the parse.
    // The parse decides: a recording started from this is kept only when the parsed line names
    // the same file and step.
    struct Recording {
        QString scenario;
        std::size_t steps = 0;
    };
    static std::optional<Recording> recordingBeforeStart(int argc, const char* const argv[]);
};

} // namespace qmgrlab::ui
