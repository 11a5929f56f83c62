// SPDX-License-Identifier: GPL-3.0-or-later
// NameTable: interned queue names.
#include "core/common/NameTable.h"

#include <functional>

namespace qmgrlab {

namespace {

constexpr std::size_t kFirstSlots = 64;

} // namespace

NameId NameTable::intern(std::string_view name) {
    if ((names_.size() + 1) * 2 > slots_.size())
        grow();
    const std::size_t hash = std::hash<std::string_view>{}(name);
    const std::size_t mask = slots_.size() - 1;
    std::size_t slot = hash & mask;
    for (; slots_[slot] != kNone; slot = (slot + 1) & mask) {
        const auto id = static_cast<std::size_t>(slots_[slot]);
        if (hashes_[id] == hash && names_[id] == name)
            return slots_[slot];
    }
    const auto id = static_cast<NameId>(names_.size());
    names_.emplace_back(name);
    hashes_.push_back(hash);
    slots_[slot] = id;
    return id;
}

NameId NameTable::find(std::string_view name) const {
    if (slots_.empty())
        return kNone;
    const std::size_t hash = std::hash<std::string_view>{}(name);
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t slot = hash & mask; slots_[slot] != kNone; slot = (slot + 1) & mask) {
        const auto id = static_cast<std::size_t>(slots_[slot]);
        if (hashes_[id] == hash && names_[id] == name)
            return slots_[slot];
    }
    return kNone;
}

void NameTable::grow() {
    slots_.assign(slots_.empty() ? kFirstSlots : slots_.size() * 2, kNone);
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t id = 0; id < names_.size(); ++id) {
        std::size_t slot = hashes_[id] & mask;
        while (slots_[slot] != kNone)
            slot = (slot + 1) & mask;
        slots_[slot] = static_cast<NameId>(id);
    }
}

} // namespace qmgrlab
