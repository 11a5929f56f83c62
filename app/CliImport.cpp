// SPDX-License-Identifier: GPL-3.0-or-later
// CliImport: reading the given files, importing, the report on standard error and the
// scenario written where asked.
#include "app/CliImport.h"

#include "core/common/OutputFile.h"
#include "core/common/Text.h"
#include "core/import/ServerImport.h"
#include "core/scenario/ScenarioError.h"

#include <iostream>
#include <optional>
#include <stdexcept>
#include <vector>

namespace qmgrlab {

namespace {

int fail(const std::string& message, int status) {
    std::cerr << "qmgrlab-cli: import: " << message << '\n';
    return status;
}

std::optional<ImportSource> sourceOf(const std::string& path) {
    if (path.empty())
        return std::nullopt;
    return readImportSource(path);
}

} // namespace

int runImportCommand(const ImportOptions& options) {
    const std::vector<std::string> inputs{options.mainCf, options.masterCf, options.queue,
                                          options.transportMap};
    // Opened before any file is read: never over one of them (OutputFile's rules).
    OutputFile out(options.out.empty() ? "-" : options.out, inputs);
    if (!out.ok())
        return fail(out.error(), 2);
    ImportResult result;
    try {
        ImportSources sources;
        sources.mainCf = sourceOf(options.mainCf);
        sources.masterCf = sourceOf(options.masterCf);
        sources.queue = sourceOf(options.queue);
        sources.transportMap = sourceOf(options.transportMap);
        result = importServer(sources);
    } catch (const ScenarioError& error) {
        return fail(error.what(), 2);
    }
    for (const IgnoredParameter& ignored : result.ignored)
        std::cerr << "qmgrlab-cli: import: ignored " << nameForMessage(ignored.name) << " ("
                  << oneLineForMessage(ignored.place.english())
                  << "): " << oneLineForMessage(ignored.reason.english()) << '\n';
    for (const RuleText& note : result.notes)
        std::cerr << "qmgrlab-cli: import: note: " << oneLineForMessage(note.english()) << '\n';

    std::string text = scenarioToJson(result.scenario);
    if (text.empty() || text.back() != '\n')
        text += '\n';
    out.stream() << text;
    if (!out.commit())
        return fail(out.error(), 1);
    return 0;
}

} // namespace qmgrlab
