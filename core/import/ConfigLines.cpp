// SPDX-License-Identifier: GPL-3.0-or-later
// ConfigLines: logical lines of Postfix configuration text.
#include "core/import/ConfigLines.h"

#include "core/common/Text.h"
#include "core/scenario/ScenarioError.h"

namespace qmgrlab {

namespace {

bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\r';
}

} // namespace

std::vector<ConfigLine> splitConfigLines(std::string_view text, const std::string& file) {
    if (text.size() > kMaxConfigFileBytes) {
        throw ScenarioError(
            file, {},
            RuleText(
                QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                  "the file is larger than %1 MB, the most a configuration file may have"),
                kMaxConfigFileBytes / (1024 * 1024)));
    }
    // A UTF-8 byte-order mark, which some editors write first, is not part of the first line.
    if (text.starts_with("\xEF\xBB\xBF")) {
        text.remove_prefix(3);
    }
    std::vector<ConfigLine> lines;
    bool open = false; // the last logical line may still be continued
    int number = 0;
    while (!text.empty()) {
        ++number;
        const std::size_t end = text.find('\n');
        const std::string_view physical = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        if (physical.find('\0') != std::string_view::npos) {
            throw ScenarioError(file, linePlace(number),
                                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                           "contains a NUL byte: this is not a text file")));
        }
        const std::string_view content = trimBlanks(physical);
        if (content.empty() || content.front() == '#') {
            continue; // comments and blank lines do not end a logical line
        }
        if (isBlank(physical.front())) {
            if (!open) {
                throw ScenarioError(
                    file, linePlace(number),
                    RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                               "starts with a blank, which continues the line before, "
                                               "but there is none: %1"),
                             quoteForMessage(content, '"')));
            }
            ConfigLine& last = lines.back();
            if (last.text.size() + 1 + content.size() > kMaxConfigLineBytes) {
                throw ScenarioError(
                    file, linePlace(last.line),
                    RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                               "the line with its continuations is longer than %1 bytes"),
                             kMaxConfigLineBytes));
            }
            last.text += ' ';
            last.text += content;
            continue;
        }
        if (content.size() > kMaxConfigLineBytes) {
            throw ScenarioError(
                file, linePlace(number),
                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the line is longer than %1 bytes"),
                         kMaxConfigLineBytes));
        }
        lines.push_back(ConfigLine{number, std::string(content)});
        open = true;
    }
    return lines;
}

} // namespace qmgrlab
