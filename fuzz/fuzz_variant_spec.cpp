// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the variant specs of compare --variant and slots --variant (ParameterOverrides)
// and the sweep specs of sweep --param (SweepGrid), one spec per input line (up to four). A
// ParameterSpecError (a std::invalid_argument) is the expected rejection. Accepted settings are
// applied to a scenario, whose main.cf must then validate, and a grid's points and shards must
// cover every point once.
#include "core/scenario/ScenarioError.h"
#include "core/whatif/ParameterOverrides.h"
#include "core/whatif/SweepGrid.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    qmgrlab::ParameterOverrides variant;
    qmgrlab::SweepGrid grid;
    for (int line = 0; line < 4 && !text.empty(); ++line) {
        const std::size_t end = text.find('\n');
        const std::string_view spec = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        try {
            variant.add(spec);
        } catch (const std::invalid_argument&) {
        }
        try {
            grid.addParameter(spec);
        } catch (const std::invalid_argument&) {
        }
    }
    qmgrlab::Scenario scenario;
    variant.applyTo(scenario);
    try {
        qmgrlab::validateScenario(scenario, "fuzz");
    } catch (const qmgrlab::ScenarioError& error) {
        // Only the settings' own rules may fail here, never the values a variant accepted.
        if (std::string_view(error.path()).substr(0, 8) == "main.cf.")
            std::abort();
    }
    const std::size_t points = grid.size();
    if (points > qmgrlab::SweepGrid::kMaxPoints)
        std::abort();
    std::size_t covered = 0;
    for (std::size_t k = 1; k <= 3; ++k)
        covered += grid.shard(k, 3).size();
    if (covered != points)
        std::abort();
    for (std::size_t n = 1; n <= points && n <= 3; ++n)
        (void)grid.point(n).text();
    return 0;
}
