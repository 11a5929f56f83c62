// SPDX-License-Identifier: GPL-3.0-or-later
// RuleText: filling the places of a rule's pattern, in English or through a translator.
#include "core/common/RuleText.h"

namespace qmgrlab {

RuleText RuleText::verbatim(std::string text) {
    RuleText rule;
    rule.verbatim_ = std::move(text);
    return rule;
}

std::string RuleText::render(const std::function<std::string(const char*)>& translatePattern) const {
    if (isVerbatim())
        return verbatim_;
    std::vector<std::string> values;
    values.reserve(args_.size());
    for (const RuleText& arg : args_)
        values.push_back(arg.render(translatePattern));
    return fillPlaces(translatePattern(pattern_), values);
}

std::string RuleText::english() const {
    return render([](const char* pattern) { return std::string(pattern); });
}

std::string fillPlaces(std::string_view pattern, const std::vector<std::string>& values) {
    std::string text;
    text.reserve(pattern.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9') {
            const auto index = static_cast<std::size_t>(pattern[i + 1] - '1');
            if (index < values.size()) {
                text += values[index];
                ++i;
                continue;
            }
        }
        text += c;
    }
    return text;
}

} // namespace qmgrlab
