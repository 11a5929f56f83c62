// SPDX-License-Identifier: GPL-3.0-or-later
// RuleText: a rule of an error message as an English pattern with numbered places (%1 to %9)
// and the texts that fill them, kept apart so that the ui can show the rule translated while
// what() and the CLI stay English. The pattern is a literal marked for lupdate with
// QT_TRANSLATE_NOOP("qmgrlab::Rules", "...") (core/common/TranslatableText.h); a place holds either
// a verbatim text (a name, a number, a quoted excerpt of the input) or a RuleText of its own.
#pragma once

#include "core/common/TranslatableText.h"

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace qmgrlab {

// The translation context of every rule pattern of the core.
inline constexpr const char* kRuleTextContext = "qmgrlab::Rules";

class RuleText {
public:
    // A text shown as it is in every language (not a pattern).
    static RuleText verbatim(std::string text);

    RuleText() = default;
    // pattern: a literal with static storage, marked QT_TRANSLATE_NOOP("qmgrlab::Rules", ...);
    // each argument fills the next place: a RuleText as it is, text and numbers verbatim.
    template <class... Args> explicit RuleText(const char* pattern, Args&&... args) : pattern_(pattern) {
        args_.reserve(sizeof...(Args));
        (args_.push_back(argument(std::forward<Args>(args))), ...);
    }

    bool isVerbatim() const { return pattern_ == nullptr; }
    bool empty() const { return pattern_ == nullptr && verbatim_.empty(); }
    const char* pattern() const { return pattern_; }
    const std::vector<RuleText>& arguments() const { return args_; }

    // The text with every pattern passed through translatePattern (which returns the pattern
    // in the reader's language, places kept) before its places are filled.
    std::string render(const std::function<std::string(const char*)>& translatePattern) const;
    std::string english() const;

private:
    static RuleText argument(RuleText text) { return text; }
    static RuleText argument(std::string_view text) { return verbatim(std::string(text)); }
    static RuleText argument(const std::string& text) { return verbatim(text); }
    static RuleText argument(const char* text) { return verbatim(text); }
    // (Not std::integral: Qt's moc, which reads this header through the ui's, cannot parse <concepts>.)
    template <class Number, std::enable_if_t<std::is_integral_v<Number>, int> = 0>
    static RuleText argument(Number number) {
        return verbatim(std::to_string(number));
    }

    const char* pattern_ = nullptr;
    std::string verbatim_;
    std::vector<RuleText> args_;
};

// pattern with %1 to %9 replaced by values[0] to values[8] in one pass (a value that contains
// "%2" is not filled again); a place without a value and any other '%' stay as they are.
std::string fillPlaces(std::string_view pattern, const std::vector<std::string>& values);

} // namespace qmgrlab
