// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: a transport map (parseTransportMap). A ScenarioError is the expected rejection.
#include "core/import/TransportMap.h"
#include "core/scenario/ScenarioError.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        qmgrlab::parseTransportMap(std::string_view(reinterpret_cast<const char*>(data), size), "transport");
    } catch (const qmgrlab::ScenarioError&) {
    }
    return 0;
}
