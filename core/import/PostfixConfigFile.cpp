// SPDX-License-Identifier: GPL-3.0-or-later
// PostfixConfigFile: main.cf / postconf -n text and Postfix's parameter expansion.
#include "core/import/PostfixConfigFile.h"

#include "core/common/Text.h"
#include "core/scenario/MainCf.h"
#include "core/scenario/Parameters.h"
#include "core/scenario/ScenarioError.h"

#include <algorithm>
#include <optional>
#include <utility>

namespace qmgrlab {

namespace {

bool isNameChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

std::size_t nameLength(std::string_view text) {
    std::size_t n = 0;
    while (n < text.size() && isNameChar(text[n])) {
        ++n;
    }
    return n;
}

// The position of the bracket that closes the one at text[open], or npos.
std::size_t matchingClose(std::string_view text, std::size_t open) {
    const char opening = text[open];
    const char closing = opening == '{' ? '}' : ')';
    int depth = 0;
    for (std::size_t i = open; i < text.size(); ++i) {
        if (text[i] == opening) {
            ++depth;
        } else if (text[i] == closing && --depth == 0) {
            return i;
        }
    }
    return std::string_view::npos;
}

// Postfix's blanks inside ${...}.
constexpr std::string_view kSpace = " \t\r\n";

std::string_view skipSpace(std::string_view text) {
    return text.substr(std::min(text.find_first_not_of(kSpace), text.size()));
}

// The operands of ${name?...} and ${name:...} (rest starts at the ? or :), as postconf(5)'s
// parameter expansion reads them: ?text or :text, the text running to the end (Postfix 2.2);
// ?{text}, :{text} and ?{text}:{other} with blanks allowed around the braces (Postfix 3.0),
// the text within balanced braces. nullopt for anything after a {text} operand but blanks or,
// after ?{text}, a :{text} or :text operand.
struct Conditional {
    std::optional<std::string_view> ifSet;   // expanded when the name is set and not empty
    std::optional<std::string_view> ifEmpty; // expanded otherwise
};

std::optional<Conditional> splitConditional(std::string_view rest) {
    Conditional result;
    const char op = rest.front();
    std::string_view operand = rest.substr(1);
    // One operand: {text} (then text holds what follows it) or the plain text to the end;
    // nullopt for a { without its } (possible inside $(...), where only parentheses balance).
    const auto take = [](std::string_view& text) -> std::optional<std::string_view> {
        const std::string_view braced = skipSpace(text);
        if (braced.empty() || braced.front() != '{') {
            const std::string_view plain = text;
            text = {};
            return plain;
        }
        const std::size_t close = matchingClose(braced, 0);
        if (close == std::string_view::npos) {
            return std::nullopt;
        }
        text = skipSpace(braced.substr(close + 1));
        return braced.substr(1, close - 1);
    };
    if (op == '?') {
        result.ifSet = take(operand);
        if (!result.ifSet) {
            return std::nullopt;
        }
        if (operand.empty()) {
            return result;
        }
        if (operand.front() != ':') {
            return std::nullopt;
        }
        operand.remove_prefix(1);
    }
    result.ifEmpty = take(operand);
    if (!result.ifEmpty || !operand.empty()) {
        return std::nullopt;
    }
    return result;
}

} // namespace

struct PostfixConfigFile::Expansion {
    std::string errorFile;
    RuleText place;
    std::string* missing = nullptr;
    std::vector<std::string> stack; // names being expanded, outermost first
    RuleText valuePlace;            // where the value being expanded is written (for its size)

    [[noreturn]] void fail(RuleText rule) const { throw ScenarioError(errorFile, place, std::move(rule)); }
};

PostfixConfigFile::PostfixConfigFile(std::string_view text, std::string file) : file_(std::move(file)) {
    for (ConfigLine& line : splitConfigLines(text, file_)) {
        const std::size_t equals = line.text.find('=');
        if (equals == std::string::npos) {
            throw ScenarioError(
                file_, linePlace(line.line),
                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "must have the form name = value: %1"),
                         quoteForMessage(line.text, '"')));
        }
        const std::string_view name = trimBlanks(std::string_view(line.text).substr(0, equals));
        if (name.empty() || nameLength(name) != name.size()) {
            throw ScenarioError(
                file_, linePlace(line.line),
                RuleText(
                    QT_TRANSLATE_NOOP("qmgrlab::Rules", "a parameter name is letters, digits and _ only: %1"),
                    quoteForMessage(name, '"')));
        }
        std::string value(trimBlanks(std::string_view(line.text).substr(equals + 1)));
        const auto [it, added] = index_.emplace(std::string(name), entries_.size());
        if (!added) {
            entries_[it->second].value = std::move(value);
            entries_[it->second].line = line.line;
        } else {
            entries_.push_back(Entry{std::string(name), std::move(value), line.line});
        }
    }
}

const PostfixConfigFile::Entry* PostfixConfigFile::find(std::string_view name) const {
    const auto it = index_.find(std::string(name));
    return it == index_.end() ? nullptr : &entries_[it->second];
}

std::string PostfixConfigFile::expandedValue(const Entry& entry) const {
    Expansion state{file_, linePlace(entry.line), nullptr, {entry.name}, linePlace(entry.line)};
    std::string out;
    expandInto(entry.value, state, out, 0);
    return out;
}

std::optional<std::string> PostfixConfigFile::expandText(std::string_view text, const std::string& errorFile,
                                                         const RuleText& place, std::string* missing) const {
    Expansion state{errorFile, place, missing, {}, place};
    std::string out;
    if (!expandInto(text, state, out, 0)) {
        return std::nullopt;
    }
    return out;
}

bool PostfixConfigFile::expandInto(std::string_view text, Expansion& state, std::string& out,
                                   int depth) const {
    // The value that grows too large is the one being expanded, wherever the reference that
    // made it grow is written: the error names the value's own line.
    const auto checkSize = [&] {
        if (out.size() > kMaxExpandedBytes) {
            throw ScenarioError(
                state.errorFile, state.valuePlace,
                RuleText(
                    QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                      "the value expands to more than %1 KB, the most the import accepts"),
                    kMaxExpandedBytes / 1024));
        }
    };
    std::size_t i = 0;
    while (i < text.size()) {
        checkSize();
        const std::size_t dollar = text.find('$', i);
        out.append(text.substr(i, dollar == std::string_view::npos ? std::string_view::npos : dollar - i));
        checkSize();
        if (dollar == std::string_view::npos) {
            break;
        }
        const std::size_t next = dollar + 1;
        if (next < text.size() && text[next] == '$') {
            out += '$';
            i = next + 1;
            continue;
        }
        if (next < text.size() && (text[next] == '{' || text[next] == '(')) {
            const std::size_t close = matchingClose(text, next);
            if (close == std::string_view::npos) {
                state.fail(
                    text[next] == '{'
                        ? RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "unterminated ${ (no closing }): %1"),
                                   quoteForMessage(text.substr(dollar), '"'))
                        : RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "unterminated $( (no closing )): %1"),
                                   quoteForMessage(text.substr(dollar), '"')));
            }
            const std::string_view whole = text.substr(dollar, close - dollar + 1);
            const std::string_view inner = text.substr(next + 1, close - next - 1);
            const std::size_t start = std::min(inner.find_first_not_of(kSpace), inner.size());
            const std::size_t length = nameLength(inner.substr(start));
            if (length == 0) {
                state.fail(
                    text[next] == '{'
                        ? RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "a parameter name must follow ${: %1"),
                                   quoteForMessage(text.substr(dollar), '"'))
                        : RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "a parameter name must follow $(: %1"),
                                   quoteForMessage(text.substr(dollar), '"')));
            }
            const std::string_view name = inner.substr(start, length);
            const std::string_view rest = skipSpace(inner.substr(start + length));
            if (rest.empty()) {
                if (!expandReference(name, state, out, depth)) {
                    return false;
                }
            } else if (rest.front() == '?' || rest.front() == ':') {
                const std::optional<Conditional> conditional = splitConditional(rest);
                if (!conditional) {
                    state.fail(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                          "a {text} operand may be followed only by blanks, "
                                                          "or by :{text} after ?{text}: %1"),
                                        quoteForMessage(whole, '"')));
                }
                // The operand for a set, non-empty name, or the one for an unset or empty name.
                std::string current;
                std::string* const savedMissing = state.missing;
                std::string unset;
                state.missing = &unset;
                const bool known = expandReference(name, state, current, depth);
                state.missing = savedMissing;
                const std::optional<std::string_view>& chosen =
                    known && !current.empty() ? conditional->ifSet : conditional->ifEmpty;
                if (chosen && !expandInto(*chosen, state, out, depth + 1)) {
                    return false;
                }
            } else {
                state.fail(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                      "only ${name}, ${name?text} and ${name:text} are "
                                                      "understood here: %1"),
                                    quoteForMessage(whole, '"')));
            }
            i = close + 1;
            continue;
        }
        const std::size_t length = nameLength(text.substr(next));
        if (length == 0) {
            state.fail(RuleText(
                QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                  "a $ must be followed by a parameter name, {name} or (name), or be "
                                  "written $$: %1"),
                quoteForMessage(text.substr(dollar), '"')));
        }
        if (!expandReference(text.substr(next, length), state, out, depth)) {
            return false;
        }
        i = next + length;
    }
    return true;
}

bool PostfixConfigFile::expandReference(std::string_view name, Expansion& state, std::string& out,
                                        int depth) const {
    if (depth >= kMaxReferenceDepth) {
        state.fail(RuleText(
            QT_TRANSLATE_NOOP("qmgrlab::Rules", "parameter references nest more than %1 deep (at $%2)"),
            kMaxReferenceDepth, cutForMessage(name)));
    }
    if (std::find(state.stack.begin(), state.stack.end(), name) != state.stack.end()) {
        std::string loop;
        for (auto it = std::find(state.stack.begin(), state.stack.end(), name); it != state.stack.end();
             ++it) {
            loop += '$';
            loop += cutForMessage(*it);
            loop += " -> ";
        }
        loop += '$';
        loop += cutForMessage(name);
        state.fail(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "parameter reference loop: %1"), loop));
    }
    std::string value;
    RuleText place = state.place;
    if (const Entry* entry = find(name)) {
        value = entry->value;
        if (state.errorFile == file_) {
            place = linePlace(entry->line);
        }
    } else if (const std::optional<ParameterName> known = resolveParameterName(name)) {
        // Postfix's default: the default form for a per-transport name (the local transport's
        // built-in limits excepted), the table's value for a default form.
        const std::string_view builtIn = effectiveParameterValue(Scenario{}, *known->info, known->transport);
        if (!known->transport.empty() && builtIn == known->info->defaultValue) {
            value = "$" + std::string(known->info->name);
        } else {
            value = builtIn;
        }
    } else if (state.missing) {
        *state.missing = name;
        return false;
    } else {
        state.fail(
            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                       "refers to $%1, which %2 does not set (the import knows the defaults "
                                       "of the simulator's parameters only)"),
                     cutForMessage(name), fileForMessage(file_)));
    }
    state.stack.emplace_back(name);
    std::swap(place, state.place);
    const bool complete = expandInto(value, state, out, depth + 1);
    std::swap(place, state.place);
    state.stack.pop_back();
    return complete;
}

} // namespace qmgrlab
