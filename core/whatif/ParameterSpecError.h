// SPDX-License-Identifier: GPL-3.0-or-later
// ParameterSpecError: why a parameter spec a user typed (a variant's NAME=VALUE items, a
// sweep's NAME=V1,V2,... or NAME=FROM..TO[:STEP]) was refused. The message is a RuleText, so
// that the ui shows it translated; what() is the English one-line message.
#pragma once

#include "core/common/RuleText.h"

#include <stdexcept>

namespace qmgrlab {

class ParameterSpecError : public std::invalid_argument {
public:
    explicit ParameterSpecError(RuleText message);

    const RuleText& message() const { return message_; }

private:
    RuleText message_;
};

} // namespace qmgrlab
