// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioError: why a scenario was rejected, naming the file, the JSON path and the rule.
#pragma once

#include <stdexcept>
#include <string>

namespace qmgrlab {

class ScenarioError : public std::runtime_error {
public:
    // file: the scenario's file name (may be empty for text that is not a file);
    // path: JSON path such as "messages[3].recipients" (empty for the whole document);
    // rule: what is wrong, in plain words.
    ScenarioError(std::string file, std::string path, std::string rule);

    const std::string& file() const { return file_; }
    const std::string& path() const { return path_; }
    const std::string& rule() const { return rule_; }

private:
    std::string file_;
    std::string path_;
    std::string rule_;
};

} // namespace qmgrlab
