// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioError: why a scenario (or a file imported into one) was rejected, naming the file,
// the place in it (a JSON path such as "messages[3].recipients", or "line 12") and the rule.
// The place and the rule are RuleTexts, so that the ui shows them translated; what() is the
// English one-line message "FILE: PLACE: RULE".
#pragma once

#include "core/common/RuleText.h"

#include <stdexcept>
#include <string>

namespace qmgrlab {

class ScenarioError : public std::runtime_error {
public:
    // file: the file's name (may be empty for text that is not a file); place: where in it
    // (empty for the whole document; a JSON path is a verbatim RuleText); rule: what is wrong,
    // in plain words.
    ScenarioError(std::string file, RuleText place, RuleText rule);

    const std::string& file() const { return file_; }
    const RuleText& place() const { return place_; }
    const RuleText& ruleText() const { return rule_; }
    // The place and the rule in English.
    std::string path() const { return place_.english(); }
    std::string rule() const { return rule_.english(); }

    // "FILE: PLACE: RULE" without the empty parts, the file named as fileForMessage names it and
    // every character a terminal would act on shown as '?' (core/common/Text), so that the
    // message stays one safe line; the ui composes translated parts the same way.
    static std::string compose(const std::string& file, const std::string& place, const std::string& rule);

private:
    std::string file_;
    RuleText place_;
    RuleText rule_;
};

// "line N", the place of an error in a line-based file.
RuleText linePlace(int line);

} // namespace qmgrlab
