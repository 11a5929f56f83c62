// SPDX-License-Identifier: GPL-3.0-or-later
// NameTable: interned queue names (next hops and, for per-recipient queues, addresses).
// Append-only and shared by every replay of a run, so a name id means the same everywhere.
#pragma once

#include "core/common/Ids.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace qmgrlab {

class NameTable {
public:
    NameId intern(std::string_view name);
    // The id of a name interned before, or kNone (the table is not changed).
    NameId find(std::string_view name) const;
    const std::string& name(NameId id) const { return names_[id]; }
    NameId size() const { return static_cast<NameId>(names_.size()); }

private:
    // An open-addressing index (the ids, kNone where free, at most half full) over the names and
    // their hashes: a run interns every recipient's next hop and, with greylisting, every
    // address; a lookup makes no string and follows no node.
    void grow();
    std::vector<std::string> names_;
    std::vector<std::size_t> hashes_; // of names_[id]
    std::vector<NameId> slots_;
};

} // namespace qmgrlab
