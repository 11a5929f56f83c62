// SPDX-License-Identifier: GPL-3.0-or-later
// SweepCsvMerge: reading the shards line by line, keying rows by their point number, and
// reporting duplicate and missing points.
#include "core/whatif/SweepCsvMerge.h"

#include "core/common/Text.h"
#include "core/scenario/ScenarioError.h"

#include <algorithm>
#include <utility>

namespace qmgrlab {

namespace {

constexpr std::size_t kListedMissing = 5;

// The file named with its line as compilers name them ("a.csv:3"), then the rule. (ScenarioError
// names the file as fileForMessage does; so do the rules that name another shard.)
[[noreturn]] void reject(const std::string& file, std::size_t line, RuleText rule) {
    throw ScenarioError(line != 0 ? file + ":" + std::to_string(line) : file, RuleText(), std::move(rule));
}

std::string_view firstField(std::string_view row) {
    return row.substr(0, row.find(','));
}

// The number of fields of a CSV row: fields are separated by commas, and a field that starts
// with '"' runs to the next lone '"' ("" stands for one quote), which a comma or the row's end
// must follow. Returns 0 with *rule set when the row breaks these rules.
std::size_t fieldCount(std::string_view row, RuleText* rule) {
    std::size_t count = 1;
    std::size_t i = 0;
    while (true) {
        if (i < row.size() && row[i] == '"') {
            const std::size_t opening = i;
            ++i;
            while (true) {
                if (i >= row.size()) {
                    *rule = RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                       "the quoted field at column %1 has no closing quote "
                                                       "(a field may not span lines)"),
                                     opening + 1);
                    return 0;
                }
                if (row[i] == '"') {
                    if (i + 1 < row.size() && row[i + 1] == '"') {
                        i += 2;
                        continue;
                    }
                    ++i;
                    break;
                }
                ++i;
            }
            if (i < row.size() && row[i] != ',') {
                *rule =
                    RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "a quoted field must be followed by a "
                                                                 "comma or the end of the row, at column %1"),
                             i + 1);
                return 0;
            }
        } else {
            i = std::min(row.find(',', i), row.size());
        }
        if (i >= row.size()) {
            return count;
        }
        ++count; // row[i] is a comma
        ++i;
    }
}

} // namespace

RuleText SweepCsvMerge::tooLargeRule() {
    return RuleText(
        QT_TRANSLATE_NOOP("qmgrlab::Rules", "the file is larger than %1 MB, the most a shard may have"),
        kMaxShardBytes / (1024 * 1024));
}

void SweepCsvMerge::add(const std::string& name, std::string_view text) {
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos) {
        reject(name, 1 + static_cast<std::size_t>(std::count(text.begin(), text.begin() + nul, '\n')),
               RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "holds a NUL byte: a shard's CSV is text")));
    }
    std::map<std::size_t, Row> added;
    std::string header;
    std::size_t headerFields = 0;
    std::size_t line = 0;
    while (!text.empty()) {
        ++line;
        const std::size_t end = text.find('\n');
        std::string_view row = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        if (!row.empty() && row.back() == '\r') {
            row.remove_suffix(1);
        }
        if (row.find_first_not_of(" \t") == std::string_view::npos) {
            continue;
        }
        RuleText rule;
        const std::size_t fields = fieldCount(row, &rule);
        if (fields == 0) {
            reject(name, line, rule);
        }
        if (header.empty()) {
            if (firstField(row) != "point") {
                reject(
                    name, line,
                    RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the header's first column must be 'point', "
                                                                 "not %1"),
                             quoteForMessage(firstField(row))));
            }
            if (!header_.empty() && row != header_) {
                reject(name, line,
                       RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the header %1 differs from %2's %3"),
                                quoteForMessage(row), fileForMessage(files_.front()),
                                quoteForMessage(header_)));
            }
            header = row;
            headerFields = fields;
            continue;
        }
        if (fields != headerFields) {
            reject(name, line,
                   fields == 1 ? RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                            "the row has 1 field but the header has %1"),
                                          headerFields)
                               : RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                            "the row has %1 fields but the header has %2"),
                                          fields, headerFields));
        }
        const std::optional<std::int64_t> number = parseSaturatingDigits(firstField(row));
        if (!number || *number < 1) {
            reject(name, line,
                   RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                              "the row must start with its point number (1 or more), not %1"),
                            quoteForMessage(firstField(row))));
        }
        const auto point = static_cast<std::size_t>(*number);
        const auto previous = rows_.find(point);
        if (previous != rows_.end()) {
            reject(name, line,
                   RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "point %1 is already in %2:%3"), point,
                            fileForMessage(files_[previous->second.file]), previous->second.line));
        }
        if (const auto again = added.find(point); again != added.end()) {
            reject(name, line,
                   RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "point %1 is already at line %2"), point,
                            again->second.line));
        }
        added.emplace(point, Row{std::string(row), files_.size(), line});
    }
    if (header.empty()) {
        reject(name, 0,
               RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                          "the file is empty: a shard's CSV starts with a header line")));
    }
    header_ = header;
    files_.push_back(name);
    rows_.merge(added);
}

std::string SweepCsvMerge::merged(std::size_t expectedPoints) const {
    if (files_.empty()) {
        throw ScenarioError({}, RuleText(),
                            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "no shard files to merge")));
    }
    const std::size_t last = rows_.empty() ? expectedPoints : std::max(expectedPoints, rows_.rbegin()->first);
    // The gaps between consecutive numbers, counted without walking them one by one.
    std::size_t missingCount = 0;
    std::string listed; // the first kListedMissing of them
    std::size_t expected = 1;
    const auto noteGap = [&](std::size_t from, std::size_t to) { // [from, to)
        for (std::size_t n = from; n < to && missingCount + (n - from) < kListedMissing; ++n) {
            listed += (listed.empty() ? "" : ", ") + std::to_string(n);
        }
        missingCount += to - from;
    };
    for (const auto& [point, row] : rows_) {
        if (point > expected) {
            noteGap(expected, point);
        }
        expected = point + 1;
    }
    if (last >= expected) {
        noteGap(expected, last + 1);
    }
    if (missingCount > 0) {
        if (missingCount > kListedMissing)
            listed += ", ...";
        throw ScenarioError(
            {}, RuleText(),
            missingCount == 1
                ? RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "1 point is missing from the shards (%1)"),
                           listed)
                : RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "%1 points are missing from the shards (%2)"),
                           missingCount, listed));
    }
    std::string text = header_ + "\n";
    for (const auto& [point, row] : rows_) {
        text += row.text;
        text += '\n';
    }
    return text;
}

} // namespace qmgrlab
