// SPDX-License-Identifier: GPL-3.0-or-later
// NameTable: interned queue names (next hops and, for per-recipient queues, addresses).
// Append-only and shared by every replay of a run, so a name id means the same everywhere.
#pragma once

#include "core/common/Ids.h"

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace qmgrlab {

class NameTable {
public:
    NameId intern(std::string_view name);
    const std::string& name(NameId id) const { return names_[id]; }
    NameId size() const { return static_cast<NameId>(names_.size()); }

private:
    std::vector<std::string> names_;
    std::unordered_map<std::string, NameId> index_;
};

} // namespace qmgrlab
