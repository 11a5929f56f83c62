// SPDX-License-Identifier: GPL-3.0-or-later
// EarlyCommandLine: a long option is "--name", "--name=value" or "--name value"; after "--" every
// argument is a scenario, as QCommandLineParser reads them.
#include "app/EarlyCommandLine.h"

#include <algorithm>
#include <charconv>
#include <vector>

namespace qmgrlab {

namespace {

const EarlyCommandLine::Option* optionNamed(std::string_view name) {
    const auto* end = std::end(EarlyCommandLine::kOptions);
    const auto* found =
        std::find_if(std::begin(EarlyCommandLine::kOptions), end,
                     [&](const EarlyCommandLine::Option& option) { return option.name == name; });
    return found == end ? nullptr : found;
}

} // namespace

std::optional<EarlyCommandLine::Recording> EarlyCommandLine::recordingAsked(int argc,
                                                                            const char* const argv[]) {
    std::vector<std::string_view> positional;
    std::optional<std::string_view> steps;
    bool optionsEnded = false;
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument(argv[i]);
        if (optionsEnded || !argument.starts_with('-') || argument == "-") {
            positional.push_back(argument);
            continue;
        }
        if (argument == "--") {
            optionsEnded = true;
            continue;
        }
        if (!argument.starts_with("--"))
            return std::nullopt;
        const std::string_view body = argument.substr(2);
        const std::size_t equals = body.find('=');
        const Option* option = optionNamed(body.substr(0, equals));
        if (option == nullptr || option->name.starts_with("help") || option->name == "maillog" ||
            (!option->takesValue && equals != std::string_view::npos))
            return std::nullopt;
        if (!option->takesValue)
            continue;
        std::string_view value;
        if (equals != std::string_view::npos)
            value = body.substr(equals + 1);
        else if (i + 1 < argc)
            value = argv[++i];
        else
            return std::nullopt;
        if (option->name == "steps")
            steps = value;
    }
    if (positional.size() != 1 || positional.front().empty() || positional.front().starts_with(":/"))
        return std::nullopt;
    Recording recording{std::string(positional.front()), 0};
    if (steps) {
        const char* end = steps->data() + steps->size();
        const auto [stop, error] = std::from_chars(steps->data(), end, recording.steps);
        if (steps->empty() || error != std::errc() || stop != end)
            return std::nullopt;
    }
    return recording;
}

} // namespace qmgrlab
