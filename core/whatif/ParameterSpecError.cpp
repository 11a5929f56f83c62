// SPDX-License-Identifier: GPL-3.0-or-later
// ParameterSpecError: the English message of a refused parameter spec.
#include "core/whatif/ParameterSpecError.h"

#include <utility>

namespace qmgrlab {

ParameterSpecError::ParameterSpecError(RuleText message)
    : std::invalid_argument(message.english()), message_(std::move(message)) {}

} // namespace qmgrlab
