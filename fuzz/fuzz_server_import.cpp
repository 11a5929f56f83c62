// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the whole import (importServer). The input is split at lines "%%" into main.cf,
// master.cf, postqueue -j output and the transport map (missing parts are absent sources).
// An accepted import must give a scenario that is valid and loads back equal from its JSON,
// as ServerImport.h promises; a broken promise aborts. A ScenarioError from importServer is
// the expected rejection.
#include "core/import/ServerImport.h"
#include "core/scenario/ScenarioError.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view rest(reinterpret_cast<const char*>(data), size);
    qmgrlab::ImportSources sources;
    std::optional<qmgrlab::ImportSource>* parts[] = {&sources.mainCf, &sources.masterCf, &sources.queue,
                                                     &sources.transportMap};
    const char* names[] = {"main.cf", "master.cf", "postqueue.json", "transport"};
    for (std::size_t i = 0; i < 4 && !rest.empty(); ++i) {
        const std::size_t cut = rest.find("\n%%\n");
        const std::string_view part = rest.substr(0, cut);
        if (!part.empty())
            *parts[i] = qmgrlab::ImportSource{names[i], std::string(part)};
        rest = cut == std::string_view::npos ? std::string_view() : rest.substr(cut + 4);
    }
    try {
        const qmgrlab::ImportResult result = qmgrlab::importServer(sources);
        if (qmgrlab::parseScenario(qmgrlab::scenarioToJson(result.scenario), "imported.json") !=
            result.scenario)
            std::abort();
    } catch (const qmgrlab::ScenarioError&) {
    }
    return 0;
}
