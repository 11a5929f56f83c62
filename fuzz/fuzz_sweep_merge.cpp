// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: sweep --merge's CSV shards (SweepCsvMerge). The input is split at "%%" lines into
// up to four shard files, added in order, then merged; a ScenarioError naming the file and line
// is the expected rejection. A merged text must hold the header and one line per point.
#include "core/scenario/ScenarioError.h"
#include "core/whatif/SweepCsvMerge.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    qmgrlab::SweepCsvMerge merge;
    try {
        for (int shard = 1; shard <= 4 && !text.empty(); ++shard) {
            const std::size_t split = text.find("\n%%\n");
            merge.add("shard-" + std::to_string(shard) + ".csv", text.substr(0, split));
            text = split == std::string_view::npos ? std::string_view{} : text.substr(split + 4);
        }
        const std::string merged = merge.merged();
        if (merged.empty() || merged.back() != '\n')
            std::abort(); // a merged CSV ends with a line break
    } catch (const qmgrlab::ScenarioError&) {
    }
    return 0;
}
