// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: "postqueue -j" output (parsePostqueueJson). A ScenarioError is the expected
// rejection.
#include "core/import/PostqueueJson.h"
#include "core/scenario/ScenarioError.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        qmgrlab::parsePostqueueJson(std::string_view(reinterpret_cast<const char*>(data), size),
                                    "postqueue.json");
    } catch (const qmgrlab::ScenarioError&) {
    }
    return 0;
}
