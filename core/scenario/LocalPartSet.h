// SPDX-License-Identifier: GPL-3.0-or-later
// LocalPartSet: a destination's unknown_users or defer_users (contract v2), the local parts it
// bounces or always defers, sorted once so that each recipient's local part is looked up by
// bisection (compared bytewise, as the scenario format says), however long the list. Copies
// share the list (every next hop of a "*" entry has the same one).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace qmgrlab {

class LocalPartSet {
public:
    LocalPartSet() = default;
    explicit LocalPartSet(std::vector<std::string> localParts);

    bool empty() const { return sorted_ == nullptr; }
    bool contains(std::string_view localPart) const;

private:
    std::shared_ptr<const std::vector<std::string>> sorted_;
};

} // namespace qmgrlab
