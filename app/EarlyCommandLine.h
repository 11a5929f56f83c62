// SPDX-License-Identifier: GPL-3.0-or-later
// EarlyCommandLine: the scenario file and step a qmgrlab command line asks for, read from argv
// without Qt, before the launcher loads the GUI (issue 18: the run then records while Qt and the
// window start). It knows only which options take a value; CommandLine's parse decides, and the
// GUI keeps the early recording only when the parsed line names the same file and step.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace qmgrlab {

class EarlyCommandLine {
public:
    struct Option {
        std::string_view name; // without the leading "--"
        bool takesValue;
    };
    // qmgrlab's options as CommandLine::addOptions declares them (a test compares the two).
    static constexpr Option kOptions[] = {
        {"help", false}, {"help-all", false}, {"screenshot", true}, {"steps", true},
        {"size", true},  {"dark", false},     {"zoom", true},       {"layout", true},
        {"dock", true},  {"mode", true},      {"window", true},     {"maillog", false},
    };

    struct Recording {
        std::string scenario; // as argv gave it
        std::size_t steps = 0;
    };
    // The one scenario file of the line and its --steps. Nothing for help, for a mail log to
    // import (--maillog: not a scenario), for a built-in example
    // (":/..."), for a line with no or several scenarios, and for anything it does not know:
    // single-dash arguments (Qt's own, such as -platform, and -h), unknown options, an option
    // without its value, a --steps that is not a whole number.
    static std::optional<Recording> recordingAsked(int argc, const char* const argv[]);
};

} // namespace qmgrlab
