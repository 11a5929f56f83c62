// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: a server's main.cf (PostfixConfigFile): reading the lines, then expanding
// every parameter's references. A ScenarioError is the expected rejection.
#include "core/import/PostfixConfigFile.h"
#include "core/scenario/ScenarioError.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const qmgrlab::PostfixConfigFile file(text, "main.cf");
        for (const auto& entry : file.entries()) {
            try {
                file.expandedValue(entry);
            } catch (const qmgrlab::ScenarioError&) {
            }
        }
    } catch (const qmgrlab::ScenarioError&) {
    }
    return 0;
}
