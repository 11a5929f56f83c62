// SPDX-License-Identifier: GPL-3.0-or-later
// InputFile: the one way every reader of a user's file (a scenario, a server's files for the
// import, a sweep shard's CSV) reads it: only a regular file, through any links, and never
// more than a bound. A FIFO is opened without blocking and refused, a device or socket too, so
// that no reader waits forever or reads /dev/zero until memory runs out.
#pragma once

#include "core/common/RuleText.h"

#include <cstdint>
#include <string>

namespace qmgrlab {

// The whole content of the file at path. Throws ScenarioError naming path (no place) and the
// rule when the path is missing or unreadable, is a directory, is not a regular file, or holds
// more than maxBytes bytes (then the rule is tooLarge).
std::string readInputFile(const std::string& path, std::int64_t maxBytes, const RuleText& tooLarge);

} // namespace qmgrlab
