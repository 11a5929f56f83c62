// SPDX-License-Identifier: GPL-3.0-or-later
// Numbered: the names and lines the benchmarks generate by the thousand ("p12 = 1\n",
// "d7.example"): a prefix, a number and a suffix joined by appending (GCC 12 warns falsely about
// "x" + std::string).
#pragma once

#include <cstdint>
#include <string>

namespace qmgrlab::bench {

inline std::string numbered(const char* prefix, std::int64_t n, const char* suffix = "") {
    std::string text = prefix;
    text += std::to_string(n);
    text += suffix;
    return text;
}

} // namespace qmgrlab::bench
