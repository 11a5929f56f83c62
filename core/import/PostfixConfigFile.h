// SPDX-License-Identifier: GPL-3.0-or-later
// PostfixConfigFile: a real server's main.cf, or the output of "postconf -n", in Postfix's
// own syntax: "name = value" logical lines (see ConfigLines) and the parameter references
// $name, ${name}, $(name), ${name?text}, ${name:text} and $$ in values, expanded on request
// with a clear error for a reference loop, an unterminated ${ or a name the file never sets.
#pragma once

#include "core/common/RuleText.h"
#include "core/import/ConfigLines.h"

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace qmgrlab {

class PostfixConfigFile {
public:
    struct Entry {
        std::string name;
        std::string value; // as written, references not expanded
        int line = 0;
    };

    // Caps of the expansion: how deep references may nest, and how long a value may grow.
    static constexpr int kMaxReferenceDepth = 50;
    static constexpr std::size_t kMaxExpandedBytes = 1024 * 1024;

    // Reads the text. A name given twice keeps the later value, as in Postfix. Throws
    // ScenarioError naming file and line for a line that is not "name = value" or a name that
    // is not letters, digits and '_'.
    PostfixConfigFile(std::string_view text, std::string file);

    const std::string& file() const { return file_; }
    // Every parameter, in the order of first appearance.
    const std::vector<Entry>& entries() const { return entries_; }
    const Entry* find(std::string_view name) const;

    // The expanded value of a parameter the file sets. A reference to a name the file does not
    // set takes the Postfix default of a simulator parameter (Parameters.h); any other unset
    // name is an error. Throws ScenarioError naming the file, the line and the rule.
    std::string expandedValue(const Entry& entry) const;

    // Expands text written at a line of this file (or of another file, named in errors as
    // place). When missing is given, a reference to an unset name without a default makes the
    // function store that name and return nullopt instead of throwing.
    std::optional<std::string> expandText(std::string_view text, const std::string& errorFile,
                                          const RuleText& place, std::string* missing = nullptr) const;

private:
    struct Expansion;
    bool expandInto(std::string_view text, Expansion& state, std::string& out, int depth) const;
    bool expandReference(std::string_view name, Expansion& state, std::string& out, int depth) const;

    std::string file_;
    std::vector<Entry> entries_;
    std::unordered_map<std::string, std::size_t> index_; // name -> entries_ index
};

} // namespace qmgrlab
