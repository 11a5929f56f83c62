// SPDX-License-Identifier: GPL-3.0-or-later
// LocalPartSet: a sorted list of local parts, searched by bisection.
#include "core/scenario/LocalPartSet.h"

#include <algorithm>

namespace qmgrlab {

LocalPartSet::LocalPartSet(std::vector<std::string> localParts) {
    if (localParts.empty())
        return;
    std::sort(localParts.begin(), localParts.end());
    localParts.erase(std::unique(localParts.begin(), localParts.end()), localParts.end());
    sorted_ = std::make_shared<const std::vector<std::string>>(std::move(localParts));
}

bool LocalPartSet::contains(std::string_view localPart) const {
    return sorted_ != nullptr &&
           std::binary_search(sorted_->begin(), sorted_->end(), localPart,
                              [](std::string_view a, std::string_view b) { return a < b; });
}

} // namespace qmgrlab
