// SPDX-License-Identifier: GPL-3.0-or-later
// CliImport: reading the given files, importing, the report on standard error and the
// scenario written where asked.
#include "app/CliImport.h"

#include "core/common/OutputFile.h"
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
    if (!options.out.empty()) {
        if (const std::string refusal = outputRefusal(options.out, inputs); !refusal.empty())
            return fail(refusal, 2);
    }
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
        std::cerr << "qmgrlab-cli: import: ignored " << ignored.name << " (" << ignored.place.english()
                  << "): " << ignored.reason.english() << '\n';
    for (const RuleText& note : result.notes)
        std::cerr << "qmgrlab-cli: import: note: " << note.english() << '\n';

    std::string text = scenarioToJson(result.scenario);
    if (text.empty() || text.back() != '\n')
        text += '\n';
    if (options.out.empty()) {
        std::cout << text << std::flush;
        if (!std::cout)
            return fail("standard output: writing the scenario failed", 1);
        return 0;
    }
    std::string error;
    if (!writeOutputFile(options.out, text, inputs, &error))
        return fail(error, 1);
    return 0;
}

} // namespace qmgrlab
