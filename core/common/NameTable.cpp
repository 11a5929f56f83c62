// SPDX-License-Identifier: GPL-3.0-or-later
// NameTable: interned queue names.
#include "core/common/NameTable.h"

namespace qmgrlab {

NameId NameTable::intern(std::string_view name) {
    auto it = index_.find(std::string(name));
    if (it != index_.end())
        return it->second;
    const auto id = static_cast<NameId>(names_.size());
    names_.emplace_back(name);
    index_.emplace(names_.back(), id);
    return id;
}

} // namespace qmgrlab
