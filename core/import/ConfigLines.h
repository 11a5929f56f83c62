// SPDX-License-Identifier: GPL-3.0-or-later
// ConfigLines: the logical lines of a Postfix configuration file (main.cf, postconf -n output,
// master.cf, a transport table), as the import of a real server reads them: blank lines and
// lines whose first non-blank character is '#' are skipped, and a line that starts with a
// blank continues the logical line before it; a byte-order mark at the start is skipped.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace qmgrlab {

struct ConfigLine {
    int line = 0;     // the physical line (from 1) where the logical line starts
    std::string text; // the physical lines joined by one blank each, trimmed
};

// Caps of the configuration readers: a logical line, and a whole configuration file.
inline constexpr std::size_t kMaxConfigLineBytes = 64 * 1024;
inline constexpr std::size_t kMaxConfigFileBytes = 16 * 1024 * 1024;

// Splits text into logical lines. Throws ScenarioError naming file and line for a NUL byte,
// a continuation line with nothing to continue, a logical line longer than
// kMaxConfigLineBytes, or a file longer than kMaxConfigFileBytes.
std::vector<ConfigLine> splitConfigLines(std::string_view text, const std::string& file);

} // namespace qmgrlab
