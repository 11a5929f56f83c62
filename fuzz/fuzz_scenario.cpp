// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the scenario loader. Bytes are parsed and validated as a scenario file; a
// valid scenario is resolved and run for at most kMaxSteps steps, so an input can neither
// run forever nor be recorded without bound. A rejection (ScenarioError) is the expected
// answer to a broken file; any other exception, crash or sanitizer report is a finding.
#include "core/run/RunBuilder.h"
#include "core/scenario/ScenarioError.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {
constexpr int kMaxSteps = 500;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        auto config = qmgrlab::resolveScenario(qmgrlab::parseScenario(text, "fuzz.json"), "fuzz.json");
        qmgrlab::Run::Options options;
        options.record = false;
        qmgrlab::Run run(config, options);
        for (int i = 0; i < kMaxSteps && run.step(); ++i) {
        }
    } catch (const qmgrlab::ScenarioError&) {
    }
    return 0;
}
