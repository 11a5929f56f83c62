// SPDX-License-Identifier: GPL-3.0-or-later
// CliExport: `qmgrlab-cli export SCENARIO --out FILE.png|.svg|.pdf [--format png|svg|pdf]
// [--transport NAME] [--steps N] [--size WxH] [--dark]`: runs the scenario (to step N, else to
// its end) and writes the
// delivery-slot timeline with the GUI's exporter, light for print unless --dark. Starts its own QApplication,
// offscreen when there is no display.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>

class QApplication;

namespace qmgrlab {

// The image type of an output: format when given, else the output's suffix (lower-cased); empty
// with *error set when it is not png, svg or pdf or cannot be known (standard output without a
// format). option names the output's option in the message (--out, --plot).
std::string pageFormat(const std::string& output, const std::string& format, const std::string& option,
                       std::string* error);

// The QApplication that widgets drawn into an image need, made offscreen when there is no
// display; none when the caller already has one.
std::unique_ptr<QApplication> makeHeadlessApplication();

// The export subcommand's arguments, as the command line gave them.
struct ExportOptions {
    std::string scenario;
    std::string out;
    std::string format;               // empty: the suffix of out
    std::string transport;            // empty: every transport
    std::optional<std::size_t> steps; // unset: to the end of the run
    std::string size = "1600x900";    // WIDTHxHEIGHT
    bool dark = false;
};

// Returns 0 when the image was written; 2 on a bad size or image type, a scenario that does not
// load, an unknown transport or an output that is refused or cannot be opened; 1 when writing
// fails; each with one line on stderr.
int runExportCommand(const ExportOptions& options);

} // namespace qmgrlab
